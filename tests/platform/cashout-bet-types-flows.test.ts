/**
 * Cash-out of systems, if-bets and reverse bets through the REST routes (issue 23), as a player sees it:
 * offered on the ticket, paid once, partly sold with the rest riding on, and never paid again by
 * settlement or a rollback. Figures worked by hand: odds decimal, money EUR, cash-out margin 5 %.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { bettingPass } from '../../platform/betting';
import { update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { numbered } from '../helpers/labels';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform();
});
afterAll(() => book.close());

type Player = Awaited<ReturnType<BettingPlatform['player']>>;
const fresh = numbered();
const EN = { 'accept-language': 'en-US' };
const A = { home: 2, draw: 3.4, away: 3.6 };
const B = { home: 1.5, draw: 4, away: 6 };
const result = (winner: 'home' | 'away') => ({ 'match/1x2': { home: winner === 'home' ? 'win' : 'lost', draw: 'lost', away: winner === 'away' ? 'win' : 'lost' } }) as const;
const admin = () => ({ 'x-admin-token': book.config.adminToken });
const home = (key: string) => book.oddId(key, 'match/1x2', 'home');
const ticketOf = async (player: Player, id: string): Promise<Json> => (await book.request('GET', `/api/bets/${id}`, player.token)).body.Ticket as Json;
const matchId = async (key: string) => Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

async function matches(name: string, ...prices: (typeof A)[]): Promise<string[]> {
  const keys: string[] = [];
  for (const price of prices) {
    const key = fresh(name);
    await book.match(key, price);
    keys.push(key);
  }
  return keys;
}
async function place(player: Player, body: Json): Promise<Json> {
  const { status, body: answer } = await book.request('POST', '/api/bets', player.token, body, EN);
  expect(status, JSON.stringify(answer)).toBe(200);
  return (answer.Tickets as Json[])[0]!;
}
const cashOut = (player: Player, id: string, body: Json) => book.request('POST', `/api/bets/${id}/cashout`, player.token, body, EN);

describe('cash-out of a system', () => {
  it('sells part of a 2/3 (a whole unit per line), and settlement pays the rest line by line', async () => {
    const keys = await matches('sys-part', A, A, A);
    const player = await book.player(100_00n);
    const ids = await Promise.all(keys.map(home));
    const ticket = await place(player, { Type: 'system', SystemStakes: { '2': '10' }, Selections: ids.map((id) => ({ OddId: id, Odds: '2.00' })) });
    // Three lines of 10.00, each worth 10 × 0.95 now: 28.50.
    expect(ticket).toMatchObject({ BetType: 'system', Stake: '30.00', UnitStake: '10.00', CashOut: '28.50' });

    // 10.00 of 30.00 is 3.33⅓ a line: no whole unit stake, refused, nothing changes.
    const uneven = await cashOut(player, ticket.Id, { Amount: '9.00', Stake: '10' });
    expect(uneven.status).toBe(400);
    expect(uneven.body).toMatchObject({ ErrorCode: 'CASHOUT_PART_UNEVEN', ErrorMessage: 'This bet has 3 equal stakes: cash out a part that splits evenly across them (a multiple of 3 cents).' });
    expect(await book.cash(player.userId)).toBe(70_00n);

    // 15.00 is 5.00 a line: 3 × 4.75.
    const part = await cashOut(player, ticket.Id, { Amount: '14.25', Stake: '15' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body).toMatchObject({ Result: 'accepted', Ticket: { Outcome: null, Stake: '15.00', UnitStake: '5.00', PotentialReturn: '60.00', CashOut: '14.25' } });
    expect(await book.cash(player.userId)).toBe(70_00n + 14_25n);

    // The first leg loses: the two lines holding it are lost, the third (5.00 at 4.00) wins 20.00.
    await book.end(keys[0]!, result('away'), { home: 0, away: 1 });
    await bettingPass(book.betting);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: null, CashOut: '4.75' });
    await book.end(keys[1]!, result('home'), { home: 1, away: 0 });
    await book.end(keys[2]!, result('home'), { home: 1, away: 0 });
    await bettingPass(book.betting);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: 'won', Returned: '20.00' });
    expect(await book.cash(player.userId)).toBe(70_00n + 14_25n + 20_00n);
    expect(await auditLedger(book.db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });

  it('a system cashed out whole is paid once: settlement and a rollback after it pay nothing more', async () => {
    const keys = await matches('sys-whole', A, A, A);
    const player = await book.player(100_00n);
    const ids = await Promise.all(keys.map(home));
    const ticket = await place(player, { Type: 'system', SystemStakes: { '2': '10' }, Selections: ids.map((id) => ({ OddId: id, Odds: '2.00' })) });
    const paid = await cashOut(player, ticket.Id, { Amount: '28.50' });
    expect(paid.body).toMatchObject({ Result: 'accepted', Ticket: { Outcome: 'cashed_out', Returned: '28.50', CashOut: null } });
    for (const key of keys) await book.end(key, result('home'), { home: 1, away: 0 });
    await bettingPass(book.betting);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: 'cashed_out', Returned: '28.50' });
    expect(await book.cash(player.userId)).toBe(70_00n + 28_50n);
    const rolled = await book.request('POST', `/api/admin/betting/matches/${await matchId(keys[0]!)}/rollback`, undefined, undefined, admin());
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    await bettingPass(book.betting);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: 'cashed_out', Returned: '28.50' });
    expect(await book.cash(player.userId)).toBe(70_00n + 28_50n);
    // A second cash-out of the same ticket finds nothing to sell.
    expect((await cashOut(player, ticket.Id, { Amount: '1' })).body).toMatchObject({ ErrorCode: 'CASHOUT_UNAVAILABLE' });
    expect(await auditLedger(book.db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });
});

describe('automatic cash-out of a system', () => {
  it('fires by itself once its lines together reach the target, and only once', async () => {
    const keys = await matches('sys-auto', A, A, A);
    const player = await book.player(100_00n);
    const ids = await Promise.all(keys.map(home));
    const ticket = await place(player, { Type: 'system', SystemStakes: { '2': '10' }, Selections: ids.map((id) => ({ OddId: id, Odds: '2.00' })) });
    const set = await book.request('PUT', `/api/bets/${ticket.Id}/auto-cashout`, player.token, { Target: '30' }, EN);
    expect(set.body).toMatchObject({ Ticket: { AutoCashout: '30.00', CashOut: '28.50' } });
    // The first leg shortens to 1.60: its two lines are worth 10 × 0.95 × 2.00 / 1.60 = 11.87 each, the third 9.50.
    await book.feed(update(keys[0]!, { markets: simpleBook({ home: 1.6, draw: 3.8, away: 5 }) }));
    expect((await bettingPass(book.betting)).autoCashouts).toBe(1);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: 'cashed_out', Returned: '33.24', Cashouts: [{ Amount: '33.24', Automatic: true }] });
    expect((await bettingPass(book.betting)).autoCashouts).toBe(0);
    for (const key of keys) await book.end(key, result('home'), { home: 1, away: 0 });
    await bettingPass(book.betting);
    expect(await book.cash(player.userId)).toBe(70_00n + 33_24n);
  });
});

describe('cash-out of if-bets and reverse bets', () => {
  it('an if-bet is valued by its remaining legs and its offer grows as its first leg wins', async () => {
    const [a, b] = (await matches('ifbet', A, B)) as [string, string];
    const player = await book.player(100_00n);
    // ½ × (10 won + ⅔ × 15) = 10, less 5 %: 9.50.
    const ticket = await place(player, { Type: 'ifbet', Stake: '10', Selections: [{ OddId: await home(a), Odds: '2.00' }, { OddId: await home(b), Odds: '1.50' }] });
    expect(ticket).toMatchObject({ BetType: 'ifbet', CashOut: '9.50' });
    // The first leg won: 10 paid + ⅔ × 15 riding = 20, less 5 %: 19.00.
    await book.end(a, result('home'), { home: 1, away: 0 });
    await bettingPass(book.betting);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: null, CashOut: '19.00' });
    const paid = await cashOut(player, ticket.Id, { Amount: '19.00' });
    expect(paid.body).toMatchObject({ Result: 'accepted', Ticket: { Outcome: 'cashed_out', Returned: '19.00' } });
    await book.end(b, result('home'), { home: 1, away: 0 });
    await bettingPass(book.betting);
    expect(await book.cash(player.userId)).toBe(90_00n + 19_00n);
  });

  it('a reverse bet is its two if-bets: sold in whole units of its two stakes only', async () => {
    const [a, b] = (await matches('reverse', A, B)) as [string, string];
    const player = await book.player(100_00n);
    const ticket = await place(player, { Type: 'reversebet', Stake: '10', Selections: [{ OddId: await home(a), Odds: '2.00' }, { OddId: await home(b), Odds: '1.50' }] });
    expect(ticket).toMatchObject({ BetType: 'reversebet', Stake: '20.00', CashOut: '19.00' });
    expect((await cashOut(player, ticket.Id, { Amount: '4.00', Stake: '5.01' })).body).toMatchObject({ ErrorCode: 'CASHOUT_PART_UNEVEN' });
    const part = await cashOut(player, ticket.Id, { Amount: '9.50', Stake: '10' });
    expect(part.body).toMatchObject({ Result: 'accepted', Ticket: { Stake: '10.00', UnitStake: '5.00', CashOut: '9.50' } });
    expect(await book.cash(player.userId)).toBe(80_00n + 9_50n);
  });
});
