/** The demo agent network (README "demo account" agent_demo): seeded once, play money apart, signed-in as an agent. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AGENT_DEMO, seedAgentDemoData } from '../../platform/agents';
import { houseBalance } from '../../platform/db/ledger';
import { sessionOf } from '../helpers/agents';
import { startPlatform } from '../helpers/platform';
import { expectBalancedLedger } from '../helpers/ledger';

let platform: Awaited<ReturnType<typeof startPlatform>>;
beforeAll(async () => {
  platform = await startPlatform({ seedDemoData: true });
});
afterAll(() => platform.close());

it('seeds agent_demo with its tree once; its sub-accounts are what it lists', async () => {
  await seedAgentDemoData(platform.db);
  const master = await platform.db.selectFrom('users').select(['id', 'account_type']).where('username', '=', AGENT_DEMO.username).executeTakeFirstOrThrow();
  expect(master.account_type).toBe(4);
  const token = await sessionOf(platform.db, platform.config, master.id);
  const response = await platform.app.request('/api/agent/subAgents', { headers: { 'x-session-token': token } });
  const body = (await response.json()) as { SubAgents: { UserName: string; Balance: string; PlayMoney: boolean }[]; TotalRecords: number };
  expect(body.TotalRecords).toBe(3);
  expect(Object.fromEntries(body.SubAgents.map((s) => [s.UserName, [s.Balance, s.PlayMoney]]))).toEqual({
    agent_demo_sub: ['500.00', false],
    agent_demo_player: ['100.00', false],
    agent_demo_play: ['1000.00', true],
  });
  expect(await houseBalance(platform.db, 'play', 'EUR')).toBe(-1000_00n);
  await expectBalancedLedger(platform.db);
});
