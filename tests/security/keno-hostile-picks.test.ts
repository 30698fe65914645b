/**
 * The keno draw's hostile inputs (issue 24): a real-money keno session of a funded player, fed picks
 * and stakes no ticket may carry — wrong types, repeats, out-of-range and fractional numbers, huge
 * lists, nested values — and the lotto history fed hostile periods and cursors. Each answer is a 4xx,
 * never a 500, no round is written and no money moves.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGame } from '../../platform/casino/sessions';
import { validPicks } from '../../rules/casino/keno';
import { BALANCED_BOOKS, startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import { FUZZ_SEED, hostileText } from './hostile';

let platform: CasinoPlatform;
let player: Awaited<ReturnType<CasinoPlatform['player']>>;
let token = '';

beforeAll(async () => {
  platform = await startCasinoPlatform();
  player = await platform.player(20_00n);
  const game = await platform.db.selectFrom('casino_games').select('id').where('engine', '=', 'keno').orderBy('id').executeTakeFirstOrThrow();
  token = (await launchGame(platform.db, { game: { id: game.id }, mode: 'real', player: { userId: player.userId, currency: 'EUR', lang: 'en-US' }, lang: 'en-US' })).session.token;
}, 120_000);
afterAll(async () => {
  await platform?.close();
});

const rounds = async () => Number((await sql<{ n: number }>`select count(*)::int as n from game_rounds`.execute(platform.db)).rows[0]!.n);

const hostileNumber = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(0, 81, -1, 1e308, -0, 2 ** 53 + 1, 0.5, 79.999), fc.double());
const hostilePick = fc.oneof(hostileNumber, hostileText(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
/** Picks no ticket may carry (a valid list is left out: it would rightly play). */
const hostilePicks = fc
  .oneof(fc.array(hostilePick, { maxLength: 12 }), fc.array(fc.integer({ min: 1, max: 80 }), { minLength: 11, maxLength: 200 }), fc.constantFrom([], [5, 5], 'all', null, 7, { 0: 1 }))
  .filter((picks) => !Array.isArray(picks) || validPicks(picks) === null);

describe('hostile keno tickets', () => {
  it('answers every hostile pick list and stake with a 4xx, writes no round and moves no money', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePicks, fc.oneof(fc.constant('1.00'), hostileText(), hostileNumber), fc.constantFrom('draw', 'spin', 'deal', 'hit'), async (picks, stake, action) => {
        const response = await platform.app.request(`/games/api/${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-token': player.token },
          body: JSON.stringify({ Action: action, Stake: stake, Picks: picks }),
        });
        expect(response.status, JSON.stringify({ picks, stake, action }).slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 300, seed: FUZZ_SEED },
    );
    expect(await rounds()).toBe(0);
    expect(await platform.cash(player.userId)).toBe(20_00n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('answers hostile periods and cursors of the lotto history with a 4xx or a page, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('from', 'to', 'First', 'After'), hostileText(), async (name, value) => {
        const response = await platform.request('GET', `/api/profile/lottoHistory?${new URLSearchParams({ [name]: value })}`, { token: player.token });
        expect(response.status, `${name}=${value}`).toBeLessThan(500);
      }),
      { numRuns: 200, seed: FUZZ_SEED },
    );
  });
});
