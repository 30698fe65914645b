/**
 * The risk profile's routes (issue 19) fed what no form sends, by a trader who may set it: each answer a
 * 4xx with the envelope's error, never a 500, and the player's factor unchanged. (fuzz-backoffice and
 * fuzz-rest reach these routes too, with random input; these are the edges picked by hand.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestPlayer } from '../helpers/cashier';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let trader: TestStaff;
beforeAll(async () => {
  platform = await startPlatform({ jackpotIntervalMs: 0 });
  trader = await signedInStaff(platform.db, platform.app as never, ['trader']);
});
afterAll(() => platform.close());

const put = async (id: string, body: string) =>
  (await platform.app.request(`/api/backoffice/trading/players/${id}/risk`, { method: 'PUT', headers: { 'content-type': 'application/json', 'accept-language': 'sv-SE', ...trader.headers }, body })).status;

it('hostile factors, reasons, bodies and ids: 4xx, and nothing set', async () => {
  const player = await createTestPlayer(platform.db, platform.config);
  const id = String(player.userId);
  const bodies = [
    '{"StakeFactor":"0.5","Reason":"x"}',
    '{"StakeFactor":1e308,"Reason":"x"}',
    '{"StakeFactor":-0,"Reason":"x"}',
    '{"StakeFactor":5e-324,"Reason":"x"}',
    '{"StakeFactor":null,"Reason":"x"}',
    '{"StakeFactor":[0.5],"Reason":"x"}',
    '{"StakeFactor":0.5}',
    `{"StakeFactor":0.5,"Reason":"${'x'.repeat(501)}"}`,
    '{"StakeFactor":0.5,"Reason":{"$ne":""}}',
    '{}',
    'null',
    '{"StakeFactor":0.5,',
  ];
  for (const body of bodies) {
    const status = await put(id, body);
    expect(status, body.slice(0, 80)).toBeGreaterThanOrEqual(400);
    expect(status, body.slice(0, 80)).toBeLessThan(500);
  }
  for (const target of ['0', '-1', '1e3', '9999999999999999999', `${id}%00`, '../1']) expect(await put(target, '{"StakeFactor":0.5,"Reason":"x"}'), target).toBeLessThan(500);
  expect(await platform.db.selectFrom('player_risk').select('stake_factor').where('user_id', '=', player.userId).execute()).toEqual([]);
});
