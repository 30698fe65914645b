/**
 * The ends of a ticket's life that no price decides: a free bet on a match that never played comes back
 * to be used again (and is used again if that settlement is rolled back), and a trader's offer nobody
 * answers lapses without touching the wallet.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bettingPass } from '../../platform/betting';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';

let book: BettingPlatform;

beforeAll(async () => {
  book = await startBettingPlatform({ offerSeconds: 1 });
});
afterAll(() => book.close());

const matchId = async (key: string) => Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

/** An active free bet of 5.00 EUR granted to the player. */
async function grantFreeBet(userId: bigint, n = 1) {
  const bonus = await book.db
    .insertInto('bonuses')
    .values({ code: `TEST-FREEBET-${userId}-${n}`, kind: 'free_bet', product: 'sportsbook', amounts: JSON.stringify({ EUR: '5.00' }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return book.db
    .insertInto('user_bonuses')
    .values({ user_id: userId, bonus_id: bonus.id, status: 2, currency: 'EUR', amount: 5_00n })
    .returning('id')
    .executeTakeFirstOrThrow();
}

it('a free bet on a cancelled match comes back, and is used again when that settlement is rolled back', async () => {
  await book.match('void', { home: 2, draw: 3.4, away: 3.6 });
  const player = await book.player(0n);
  const freeBet = await grantFreeBet(player.userId);
  const statusOf = async () => (await book.db.selectFrom('user_bonuses').select('status').where('id', '=', freeBet.id).executeTakeFirstOrThrow()).status;
  const odd = await book.oddId('void', 'match/1x2', 'home');
  const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '5', FreeBetId: String(freeBet.id), Selections: [{ OddId: odd, Odds: '2.00' }] });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  expect(await statusOf()).toBe(4);

  await book.end('void', {}, { home: 0, away: 0 }, 'cancelled');
  await bettingPass(book.betting);
  const [ticket] = placed.body.Tickets as { Id: string }[];
  expect((await book.request('GET', `/api/bets/${ticket!.Id}`, player.token)).body.Ticket).toMatchObject({ Outcome: 'refunded', Returned: '0.00', IsFreeBet: true });
  expect(await statusOf()).toBe(2);
  expect(await book.cash(player.userId)).toBe(0n);
  const slip = await book.request('POST', '/api/betslip', player.token, { Selections: [] });
  expect(slip.body.FreeBets).toEqual([{ Id: String(freeBet.id), Amount: '5.00' }]);

  const rolled = await book.request('POST', `/api/admin/betting/matches/${await matchId('void')}/rollback`, undefined, undefined, { 'x-admin-token': book.config.adminToken });
  expect(rolled.status).toBe(200);
  expect(await statusOf()).toBe(4);
  await bettingPass(book.betting);
  expect(await statusOf()).toBe(2);
});

it('free bets are the house\'s money: they neither count against the 24-hour stake limit nor are refused by it', async () => {
  await book.match('free-limit', { home: 2, draw: 3.4, away: 3.6 });
  const player = await book.player(10_00n);
  await book.db.insertInto('betting_settings').values({ user_id: player.userId, daily_limit: 10_00n }).execute();
  const odd = await book.oddId('free-limit', 'match/1x2', 'home');
  const bet = (body: object) => book.request('POST', '/api/bets', player.token, { Type: 'single', Selections: [{ OddId: odd, Odds: '2.00' }], ...body });
  // A free bet of 5.00 first: the whole real-money limit of 10.00 is still there.
  const free = await bet({ Stake: '5', FreeBetId: String((await grantFreeBet(player.userId, 1)).id) });
  expect(free.status, JSON.stringify(free.body)).toBe(200);
  expect((await book.request('POST', '/api/betslip', player.token, { Selections: [] })).body).toMatchObject({ RemainingLimit: '10.00', DailyLimit: '10.00' });
  const real = await bet({ Stake: '10' });
  expect(real.status, JSON.stringify(real.body)).toBe(200);
  // The real-money limit is used up; a free bet still plays.
  expect((await bet({ Stake: '1' })).body).toMatchObject({ ErrorCode: 'LIMIT_REACHED' });
  const again = await bet({ Stake: '5', FreeBetId: String((await grantFreeBet(player.userId, 2)).id) });
  expect(again.status, JSON.stringify(again.body)).toBe(200);
});

it("a trader's offer nobody answers lapses: declined, nothing debited, and it can no longer be accepted", async () => {
  await book.match('offer', { home: 2, draw: 3.4, away: 3.6 });
  const player = await book.player(10_000_00n);
  const odd = await book.oddId('offer', 'match/1x2', 'home');
  // 5,000.00 is the max stake: 6,000.00 becomes an offer of 5,000.00.
  const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '6000', Selections: [{ OddId: odd, Odds: '2.00' }] });
  const [ticket] = placed.body.Tickets as { Id: string; Status: number }[];
  expect(ticket).toMatchObject({ Status: 3 });

  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const late = await book.request('POST', `/api/bets/${ticket!.Id}/offer`, player.token, { Accept: true });
  expect(late).toMatchObject({ status: 409, body: { ErrorCode: 'NOT_OPEN' } });
  await bettingPass(book.betting);
  expect((await book.request('GET', `/api/bets/${ticket!.Id}`, player.token, undefined, { 'accept-language': 'en-US' })).body.Ticket).toMatchObject({
    Status: 2,
    DeclineReason: "The trader's offer lapsed unanswered.",
  });
  expect(await book.cash(player.userId)).toBe(10_000_00n);
});
