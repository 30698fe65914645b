import { afterAll, beforeAll, expect, it } from 'vitest';
import { balancesOf } from '../../platform/db/ledger';
import { DEMO_ACCOUNTS, seedDemoData } from '../../platform/seed/demo';
import { verifyPassword } from '../../platform/account/passwords';
import { startPlatform } from '../helpers/platform';
import { expectBalancedLedger } from '../helpers/ledger';

let platform: Awaited<ReturnType<typeof startPlatform>>;
beforeAll(async () => {
  platform = await startPlatform({ seedDemoData: true });
});
afterAll(() => platform.close());

it('seeds the demo player and agent once, with balances from the ledger', async () => {
  await seedDemoData(platform.db); // a second start finds them and does nothing
  // The agent network (platform/agents/seed.ts) is tests/platform/agents-seed.test.ts's.
  const users = await platform.db.selectFrom('users').select(['id', 'username', 'account_type', 'parent_id', 'password_hash']).where('username', 'not like', 'agent\\_demo%').orderBy('id').execute();
  expect(users.map((u) => [u.username, u.account_type])).toEqual([
    ['agent', 1],
    ['demo', 0],
  ]);
  const [agent, player] = users;
  expect(player!.parent_id).toBe(agent!.id);
  expect(await verifyPassword(player!.password_hash, DEMO_ACCOUNTS.player.password)).toBe(true);
  expect(await balancesOf(platform.db, player!.id)).toEqual([{ code: 'cash', currency: 'EUR', balance: DEMO_ACCOUNTS.player.balance }]);
  await expectBalancedLedger(platform.db);
});
