/**
 * Cash-out 2.0 (issue 23) through the REST routes, as a player sees it: a part of the stake sold back
 * while the rest rides on at the original odds (settled, rolled back and settled again on the rest
 * only), and an automatic cash-out that fires by itself when the price reaches the player's value.
 * Figures worked by hand: odds in decimal, money in EUR, cash-out margin 5 %.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditLedger } from '../../platform/db/ledger';
import { bettingPass } from '../../platform/betting';
import { readReport } from '../../platform/backoffice/reports/figures';
import { state, update } from '../helpers/feed';
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
const won = { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } as const;
const admin = () => ({ 'x-admin-token': book.config.adminToken });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newMatch(name: string, prices: typeof A): Promise<string> {
  const key = fresh(name);
  await book.match(key, prices);
  return key;
}
const home = (key: string) => book.oddId(key, 'match/1x2', 'home');
const ticketOf = async (player: Player, id: string): Promise<Json> => (await book.request('GET', `/api/bets/${id}`, player.token)).body.Ticket as Json;
const matchId = async (key: string) => Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

async function placeCombo(player: Player, a: string, b: string): Promise<Json> {
  const { status, body } = await book.request('POST', '/api/bets', player.token, { Type: 'combo', Stake: '10', Selections: [{ OddId: await home(a), Odds: '2.00' }, { OddId: await home(b), Odds: '1.50' }] }, EN);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.Tickets as Json[])[0]!;
}
async function placeSingle(player: Player, a: string): Promise<Json> {
  const { status, body } = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', Selections: [{ OddId: await home(a), Odds: '2.00' }] }, EN);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.Tickets as Json[])[0]!;
}

/** The book's payout at risk on an outcome, summed over its shards. */
async function liability(oddId: number): Promise<bigint> {
  const { rows } = await sql<{ payout: string | null }>`select sum(payout)::text as payout from trading_liability where odd_id = ${oddId}`.execute(book.db);
  return BigInt(rows[0]?.payout ?? 0);
}

/** What a refused request must leave alone: the wallet, the tickets and the player's ledger lines. */
async function snapshot(player: Player) {
  const tickets = (await book.db.selectFrom('tickets').select(['id', 'status', 'stake', 'outcome', 'auto_cashout']).where('user_id', '=', player.userId).orderBy('id').execute()).map((t) => ({ ...t }));
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from ledger_lines l join ledger_accounts a on a.id = l.account_id where a.user_id = ${player.userId}`.execute(book.db);
  return { cash: await book.cash(player.userId), tickets, lines: rows[0]!.n };
}

describe('partial cash-out', () => {
  it('sells half of a combo; the rest stays live at the original odds, settles alone, and a rollback leaves the part paid', async () => {
    const [a, b] = [await newMatch('partial-a', A), await newMatch('partial-b', B)];
    const player = await book.player(100_00n);
    const reportedBefore = await sportsbookToday();
    const ticket = await placeCombo(player, a, b);
    // 10 × 2.00 × 1.50 = 30.00; cash-out 10 × 0.95 = 9.50, half of the stake 4.75.
    expect(ticket).toMatchObject({ Stake: '10.00', PotentialReturn: '30.00', CashOut: '9.50', Cashouts: [], AutoCashout: null });
    const oddA = await home(a);
    expect(await liability(oddA)).toBe(30_00n);

    const answer = await book.request('POST', `/api/bets/${ticket.Id}/cashout`, player.token, { Amount: '4.75', Stake: '5' }, EN);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      Result: 'accepted',
      Ticket: { Outcome: null, Status: 1, Stake: '5.00', PotentialReturn: '15.00', TotalOdds: '3.00', CashOut: '4.75', Cashouts: [{ Stake: '5.00', Amount: '4.75', Automatic: false }] },
    });
    expect(await book.cash(player.userId)).toBe(90_00n + 4_75n);
    // The book now risks only what the rest pays.
    expect(await liability(oddA)).toBe(15_00n);

    // Both legs win: the rest is paid at the original odds, the part stays paid.
    await book.end(a, won, { home: 1, away: 0 });
    await book.end(b, won, { home: 2, away: 0 });
    await bettingPass(book.betting);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: 'won', Returned: '15.00', Cashouts: [{ Amount: '4.75' }] });
    expect(await book.cash(player.userId)).toBe(90_00n + 4_75n + 15_00n);
    expect(await liability(oddA)).toBe(0n);

    // A rollback takes back the settlement of the rest only: the part was sold to the book already.
    const rolled = await book.request('POST', `/api/admin/betting/matches/${await matchId(a)}/rollback`, undefined, undefined, admin());
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(await book.cash(player.userId)).toBe(90_00n + 4_75n);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: null, Stake: '5.00', Cashouts: [{ Amount: '4.75' }] });
    expect(await liability(oddA)).toBe(15_00n);
    await bettingPass(book.betting);
    expect(await book.cash(player.userId)).toBe(90_00n + 4_75n + 15_00n);
    expect(await auditLedger(book.db)).toEqual({ total: 0n, mismatchedAccounts: 0, unbalancedTransactions: 0 });
    // The operator's report counts what the player staked and was paid: the whole 10.00, the part and the rest.
    const reportedAfter = await sportsbookToday();
    expect([reportedAfter.stakes - reportedBefore.stakes, reportedAfter.winnings - reportedBefore.winnings]).toEqual([10_00n, 4_75n + 15_00n]);
  });

  it('two parts, then the whole rest: each paid once, the history shows every one', async () => {
    const a = await newMatch('partial-three', A);
    const player = await book.player(100_00n);
    const ticket = await placeSingle(player, a);
    for (const [stake, amount] of [['2', '1.90'], ['3', '2.85']]) {
      const part = await book.request('POST', `/api/bets/${ticket.Id}/cashout`, player.token, { Amount: amount, Stake: stake }, EN);
      expect(part.body).toMatchObject({ Result: 'accepted', Ticket: { Outcome: null } });
    }
    const rest = await book.request('POST', `/api/bets/${ticket.Id}/cashout`, player.token, { Amount: '4.75' }, EN);
    expect(rest.body).toMatchObject({
      Result: 'accepted',
      Ticket: { Outcome: 'cashed_out', Stake: '5.00', Returned: '4.75', Cashouts: [{ Stake: '2.00', Amount: '1.90' }, { Stake: '3.00', Amount: '2.85' }, { Stake: '5.00', Amount: '4.75' }] },
    });
    expect(await book.cash(player.userId)).toBe(90_00n + 1_90n + 2_85n + 4_75n);
    const keys = await book.db.selectFrom('ledger_transactions').select('idempotency_key').where('reference', '=', `tickets:${ticket.Id}`).where('kind', '=', 'bet.cashout').execute();
    expect(keys.map((k) => k.idempotency_key).sort()).toEqual([`ticket:${ticket.Id}:cashout`, `ticket:${ticket.Id}:cashout:1`, `ticket:${ticket.Id}:cashout:2`]);
  });

  it('a retried partial cash-out (same Idempotency-Key) answers the part already paid and sells nothing more', async () => {
    const a = await newMatch('partial-retry', A);
    const player = await book.player(100_00n);
    const ticket = await placeSingle(player, a);
    const key = { ...EN, 'idempotency-key': `part-${ticket.Id}` };
    const [first, second] = await Promise.all([1, 2].map(() => book.request('POST', `/api/bets/${ticket.Id}/cashout`, player.token, { Amount: '2.85', Stake: '3' }, key)));
    for (const answer of [first!, second!]) expect(answer.body).toMatchObject({ Result: 'accepted', Ticket: { Stake: '7.00', Cashouts: [{ Stake: '3.00', Amount: '2.85' }] } });
    const again = await book.request('POST', `/api/bets/${ticket.Id}/cashout`, player.token, { Amount: '2.85', Stake: '3' }, key);
    expect(again.body).toMatchObject({ Result: 'accepted', Ticket: { Stake: '7.00', Cashouts: [{ Amount: '2.85' }] } });
    expect(await book.cash(player.userId)).toBe(90_00n + 2_85n);
  });

  it('a part priced below what the slip showed is declined with the value now; nothing is paid', async () => {
    const a = await newMatch('partial-decline', A);
    const player = await book.player(100_00n);
    const ticket = await placeSingle(player, a);
    // Drifted to 2.50: half the stake is worth 5 × 0.95 × 2.00 / 2.50 = 3.80.
    await book.feed(update(a, { markets: simpleBook({ home: 2.5, draw: 3.2, away: 2.8 }) }));
    const declined = await book.request('POST', `/api/bets/${ticket.Id}/cashout`, player.token, { Amount: '4.75', Stake: '5' }, EN);
    expect(declined.body).toMatchObject({ Result: 'declined', CashOut: '3.80', Ticket: { Stake: '10.00', Cashouts: [] } });
    expect(await book.cash(player.userId)).toBe(90_00n);
  });

  it.each([
    ['zero', '0', 400, 'CASHOUT_PART_INVALID'],
    ['negative', '-2', 400, 'INVALID_STAKE'],
    ['more than the stake', '10.01', 400, 'CASHOUT_PART_INVALID'],
    ['leaving less than the minimum stake', '9.95', 400, 'CASHOUT_PART_INVALID'],
    ['not a number', 'half', 400, 'INVALID_STAKE'],
  ])('a part that is %s is refused with a clear message and changes nothing', async (_, stake, status, code) => {
    const a = await newMatch('partial-refused', A);
    const player = await book.player(100_00n);
    const ticket = await placeSingle(player, a);
    const before = await snapshot(player);
    const answer = await book.request('POST', `/api/bets/${ticket.Id}/cashout`, player.token, { Amount: '0.01', Stake: stake }, EN);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: code });
    if (code === 'CASHOUT_PART_INVALID') expect(answer.body.ErrorMessage).toBe('Cash out a part between zero and the stake, leaving at least 0.10 EUR on the bet.');
    expect(await snapshot(player)).toEqual(before);
  });
});

describe('automatic cash-out', () => {
  it('fires by itself at the better value when the price jumps past the target, once only', async () => {
    const a = await newMatch('auto-jump', A);
    const player = await book.player(100_00n);
    const ticket = await placeSingle(player, a);
    const set = await book.request('PUT', `/api/bets/${ticket.Id}/auto-cashout`, player.token, { Target: '11' }, EN);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ Ticket: { AutoCashout: '11.00', CashOut: '9.50' } });
    // Not reached: 10 × 0.95 × 2.00 / 1.80 = 10.55.
    await book.feed(update(a, { markets: simpleBook({ home: 1.8, draw: 3.6, away: 4.2 }) }));
    await bettingPass(book.betting);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: null, CashOut: '10.55', AutoCashout: '11.00' });
    // Jumped past it: 10 × 0.95 × 2.00 / 1.60 = 11.875 → 11.87, more than the 11.00 asked.
    await book.feed(update(a, { markets: simpleBook({ home: 1.6, draw: 3.8, away: 5 }) }));
    expect((await bettingPass(book.betting)).autoCashouts).toBe(1);
    expect(await ticketOf(player, ticket.Id)).toMatchObject({ Outcome: 'cashed_out', Returned: '11.87', AutoCashout: null, Cashouts: [{ Amount: '11.87', Automatic: true }] });
    expect(await book.cash(player.userId)).toBe(90_00n + 11_87n);
    // Once: another pass and the match's result pay nothing more.
    expect((await bettingPass(book.betting)).autoCashouts).toBe(0);
    await book.end(a, won, { home: 1, away: 0 });
    await bettingPass(book.betting);
    expect(await book.cash(player.userId)).toBe(90_00n + 11_87n);
  });

  it('a cleared target never fires; a ticket settled first is paid by settlement only', async () => {
    const [a, b] = [await newMatch('auto-clear', A), await newMatch('auto-settled', A)];
    const player = await book.player(100_00n);
    const cleared = await placeSingle(player, a);
    const settled = await placeSingle(player, b);
    await book.request('PUT', `/api/bets/${cleared.Id}/auto-cashout`, player.token, { Target: '10' }, EN);
    await book.request('PUT', `/api/bets/${settled.Id}/auto-cashout`, player.token, { Target: '10' }, EN);
    const off = await book.request('PUT', `/api/bets/${cleared.Id}/auto-cashout`, player.token, { Target: null }, EN);
    expect(off.body).toMatchObject({ Ticket: { AutoCashout: null } });
    await book.feed(update(a, { markets: simpleBook({ home: 1.6, draw: 3.8, away: 5 }) }));
    await book.end(b, won, { home: 1, away: 0 });
    expect((await bettingPass(book.betting)).autoCashouts).toBe(0);
    expect(await ticketOf(player, cleared.Id)).toMatchObject({ Outcome: null });
    expect(await ticketOf(player, settled.Id)).toMatchObject({ Outcome: 'won', Returned: '20.00', Cashouts: [] });
  });

  it.each([
    ['at or below the value now', '9.50'],
    ['above the potential return', '20.01'],
    ['zero', '0'],
    ['not a number', 'lots'],
  ])('a target %s is refused and changes nothing', async (_, target) => {
    const a = await newMatch('auto-refused', A);
    const player = await book.player(100_00n);
    const ticket = await placeSingle(player, a);
    const before = await snapshot(player);
    const answer = await book.request('PUT', `/api/bets/${ticket.Id}/auto-cashout`, player.token, { Target: target }, EN);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: 'AUTO_CASHOUT_INVALID', ErrorMessage: 'Set the automatic cash-out above what the bet is worth now and at most its potential return.' });
    expect(await snapshot(player)).toEqual(before);
  });

  it("another player's ticket is not found, a closed one has no automatic cash-out", async () => {
    const a = await newMatch('auto-other', A);
    const [owner, other] = [await book.player(100_00n), await book.player(0n)];
    const ticket = await placeSingle(owner, a);
    expect(await book.request('PUT', `/api/bets/${ticket.Id}/auto-cashout`, other.token, { Target: '12' }, EN)).toMatchObject({ status: 404, body: { ErrorCode: 'NOT_FOUND' } });
    await book.request('POST', `/api/bets/${ticket.Id}/cashout`, owner.token, { Amount: '9.50' }, EN);
    expect(await book.request('PUT', `/api/bets/${ticket.Id}/auto-cashout`, owner.token, { Target: '12' }, EN)).toMatchObject({ status: 409, body: { ErrorCode: 'CASHOUT_UNAVAILABLE' } });
  });
});

describe('partial cash-out of a live ticket', () => {
  let live: BettingPlatform;
  beforeAll(async () => {
    live = await startBettingPlatform({ liveDelayMs: 50 });
  });
  afterAll(() => live.close());

  it('waits the live delay (status 5) and then pays the part agreed; the rest stays open', async () => {
    const key = fresh('partial-live');
    await live.match(key, A);
    await live.feed(update(key, { state: state({ status: 'live', period: 1, clockSeconds: 600 }) }));
    const player = await live.player(100_00n);
    const placed = await live.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', OddsPolicy: 'accept-better', Selections: [{ OddId: await live.oddId(key, 'match/1x2', 'home'), Odds: '2.00' }] });
    const id = ((placed.body.Tickets as Json[])[0] as Json).Id as string;
    await pause(60);
    await bettingPass(live.betting);
    const asked = await live.request('POST', `/api/bets/${id}/cashout`, player.token, { Amount: '3.80', Stake: '4' }, EN);
    expect(asked.body).toMatchObject({ Result: 'processing', Ticket: { Status: 5, CashoutAmount: '3.80', Stake: '10.00' } });
    expect(await live.cash(player.userId)).toBe(90_00n);
    await pause(60);
    await bettingPass(live.betting);
    const after = (await live.request('GET', `/api/bets/${id}`, player.token)).body.Ticket as Json;
    expect(after).toMatchObject({ Status: 1, Outcome: null, Stake: '6.00', PotentialReturn: '12.00', CashoutAmount: null, Cashouts: [{ Stake: '4.00', Amount: '3.80' }] });
    expect(await live.cash(player.userId)).toBe(90_00n + 3_80n);
  });
});

describe('automatic cash-out with the worker running', () => {
  let running: BettingPlatform;
  beforeAll(async () => {
    running = await startBettingPlatform({ workerIntervalMs: 250 });
  });
  afterAll(() => running.close());

  it('fires within 1 s of the price crossing the target, with no request from the player', async () => {
    const a = fresh('auto-timed');
    await running.match(a, A);
    const player = await running.player(100_00n);
    const placed = await running.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', Selections: [{ OddId: await running.oddId(a, 'match/1x2', 'home'), Odds: '2.00' }] }, EN);
    const id = ((placed.body.Tickets as Json[])[0] as Json).Id as string;
    await running.request('PUT', `/api/bets/${id}/auto-cashout`, player.token, { Target: '11.50' }, EN);
    const crossed = Date.now();
    await running.feed(update(a, { markets: simpleBook({ home: 1.6, draw: 3.8, away: 5 }) }));
    let outcome: string | null = null;
    while (Date.now() - crossed < 1000 && outcome === null) {
      outcome = (await running.db.selectFrom('tickets').select('outcome').where('id', '=', BigInt(id)).executeTakeFirstOrThrow()).outcome;
      if (outcome === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(outcome).toBe('cashed_out');
    expect(await running.cash(player.userId)).toBe(90_00n + 11_87n);
  });
});

/** Today's sportsbook stakes and winnings in EUR, as the back office's report reads them. */
async function sportsbookToday() {
  const today = new Date().toISOString().slice(0, 10);
  const [day] = await readReport(book.db, { from: today, to: today, currency: 'EUR' });
  return day?.products.sportsbook ?? { stakes: 0n, winnings: 0n };
}
