/**
 * Corrected results, voided markets and player debt (issue 19), as the player's wallet and tickets show
 * them. Figures are worked by hand: odds in decimal, money in EUR.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditLedger, balanceSums, LedgerError, postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { bettingPass } from '../../platform/betting';
import { rollbackMatch } from '../../platform/betting/settle';
import { applyCorrection, previewCorrection } from '../../platform/trading/corrections';
import { TEST_PASSWORD, signedCallback } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { numbered } from '../helpers/labels';
import { basketballBook, type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import { signedInStaff } from '../helpers/staff';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform();
});
afterAll(() => book.close());

type Player = Awaited<ReturnType<BettingPlatform['player']>>;
const fresh = numbered();
const EN = { 'accept-language': 'en-US' };
const prices = { home: 2, draw: 3.4, away: 3.6 };
const won1x2 = (winner: 'home' | 'draw' | 'away') => ({ home: winner === 'home' ? 'win' : 'lost', draw: winner === 'draw' ? 'win' : 'lost', away: winner === 'away' ? 'win' : 'lost' }) as const;
const leg = (oddId: number, odds: string) => ({ OddId: oddId, Odds: odds });

/** A fresh match with its 1X2 book: its key and the home and away odd ids. */
async function newMatch(name: string): Promise<{ key: string; home: number; away: number }> {
  const key = fresh(name);
  await book.match(key, prices);
  const ids = { home: await book.oddId(key, 'match/1x2', 'home'), away: await book.oddId(key, 'match/1x2', 'away') };
  return { key, ...ids };
}

async function place(player: Player, body: Json): Promise<string> {
  const { status, body: answer } = await book.request('POST', '/api/bets', player.token, body, EN);
  expect(status, JSON.stringify(answer)).toBe(200);
  return (answer.Tickets as Json[])[0]!.Id as string;
}

async function finish(key: string, winner: 'home' | 'draw' | 'away') {
  await book.end(key, { 'match/1x2': won1x2(winner) }, { home: 1, away: 0 });
  await bettingPass(book.betting);
  return Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);
}

const ticket = async (player: Player, id: string) => (await book.request('GET', `/api/bets/${id}`, player.token, undefined, EN)).body.Ticket as Json;
const correct = (matchId: number, results: Record<string, 'win' | 'lost'> | null) => applyCorrection(book.betting, { matchId, markets: [{ marketKey: 'match/1x2', results }], reason: 'feed gave the wrong winner', staffId: null });
const ledgerClean = async () => {
  expect(await auditLedger(book.db)).toMatchObject({ mismatchedAccounts: 0, unbalancedTransactions: 0 });
  for (const total of Object.values(await balanceSums(book.db))) expect(total).toBe(0n);
};

/** The player withdraws (REST, as the cashier does it): the money leaves their balance at once. */
const withdraw = (player: Player, amount: string) =>
  book.request('POST', '/api/cashier/withdraw', player.token, { Method: 'skrill', Amount: amount, Password: TEST_PASSWORD, Email: 'me@wallet.example' }, EN);

/** A card deposit the provider approves. */
async function deposit(player: Player, amount: string) {
  const started = await book.request('POST', '/api/cashier/deposit', player.token, { PaymentMethod: 'card', Amount: amount, AgreeWithDepositTerms: true, CardCountry: 'SE' }, EN);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const depositId = String((started.body.Deposit as Json).Id);
  const { body, signature } = signedCallback({ DepositId: depositId, TransactionId: `tx-${depositId}`, Status: 'approved', Amount: amount, Currency: 'EUR' });
  const paid = await book.app.request('/api/cashier/callback/sandboxpay', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-signature': signature } });
  expect(paid.status, await paid.clone().text()).toBe(200);
}

// Every door that takes money (stakes, casino bets, withdrawals, agents' transfers, bonus wagering) debits
// through postMovement: the ledger itself refuses any debit that leaves a balance below zero or lowers one
// already there, and each door already answers that refusal as its own typed error.
const move = (userId: bigint, amount: bigint, debt = false) =>
  inTransaction(book.db, (tx) =>
    postMovement(tx, {
      idempotencyKey: `debt-test:${userId}:${amount}:${Math.random()}`,
      kind: 'test.debt',
      postings: [
        { account: { userId, code: 'cash', currency: 'EUR' }, amount },
        { account: { house: 'sportsbook', currency: 'EUR' }, amount: -amount },
      ],
      ...(debt ? { debt: true as const } : {}),
    }),
  );

describe('a debt in the ledger', () => {
  it('only a debt movement goes below zero; then debits are refused and credits repay it', async () => {
    const player = await book.player(5_00n);
    await expect(move(player.userId, -6_00n)).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS');
    await move(player.userId, -8_00n, true);
    expect(await book.cash(player.userId)).toBe(-3_00n);
    await expect(move(player.userId, -1n)).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS');
    await move(player.userId, 1_00n);
    expect(await book.cash(player.userId)).toBe(-2_00n);
    // A debit within the same transaction after the debt movement is not allowed to go further.
    await expect(
      inTransaction(book.db, async (tx) => {
        await postMovement(tx, { idempotencyKey: `debt-then:${player.userId}`, kind: 'test.debt', debt: true, postings: [{ account: { userId: player.userId, code: 'cash', currency: 'EUR' }, amount: -1n }, { account: { house: 'sportsbook', currency: 'EUR' }, amount: 1n }] });
        await postMovement(tx, { idempotencyKey: `debt-after:${player.userId}`, kind: 'test.debt', postings: [{ account: { userId: player.userId, code: 'cash', currency: 'EUR' }, amount: -1n }, { account: { house: 'sportsbook', currency: 'EUR' }, amount: 1n }] });
      }),
    ).rejects.toSatisfy((error) => error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS');
    expect(await book.cash(player.userId)).toBe(-2_00n);
    await move(player.userId, 10_00n);
    expect(await book.cash(player.userId)).toBe(8_00n);
    await ledgerClean();
  });
});

describe('a corrected result', () => {
  it('turns a win into a loss after the player withdrew: an exact debt the next deposit repays, the ledger clean, and applied twice changes nothing', async () => {
    const { key, home } = await newMatch('withdrew');
    const player = await book.player(10_00n);
    const id = await place(player, { Type: 'single', Stake: '10', Selections: [leg(home, '2.00')] });
    const matchId = await finish(key, 'home');
    expect(await book.cash(player.userId)).toBe(20_00n);
    const withdrawn = await withdraw(player, '20');
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await book.cash(player.userId)).toBe(0n);

    const preview = await previewCorrection(book.betting, matchId, { markets: [{ marketKey: 'match/1x2', results: { away: 'win' } }] });
    expect(preview.tickets.map((t) => ({ id: String(t.ticketId), movement: t.movement }))).toEqual([{ id, movement: -20_00n }]);
    expect(await book.cash(player.userId)).toBe(0n);

    const report = await correct(matchId, { away: 'win' });
    expect(report.tickets).toHaveLength(1);
    expect(await book.cash(player.userId)).toBe(-20_00n);
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'lost', Items: [{ Result: 'lost' }] });
    await ledgerClean();
    // The player's history shows it, labelled, naming the match and the market.
    const history = await book.request('GET', '/api/cashier/transactions', player.token, undefined, EN);
    expect((history.body.Transactions as Json[]).find((row) => row.StatementTypeText === 'Result correction (debit)')).toMatchObject({
      Amount: '20.00',
      ReasonText: expect.stringMatching(new RegExp(`^Result correction: .+ – match/1x2 \\(${id}\\)$`)),
    });
    // The player is told, in a private message naming the match and the market.
    const told = await sql<{ subject: string; body: string }>`
      select m.subject, m.body from messages m join message_recipients d on d.message_id = m.id where d.user_id = ${player.userId}`.execute(book.db);
    expect(told.rows).toEqual([{ subject: expect.stringMatching(/^Result correction: .+ – match\/1x2$/), body: expect.stringContaining(`your ticket ${id} has been settled again. Change to your balance: -20.00 EUR.`) }]);

    // The same correction again: nothing moves.
    expect((await correct(matchId, { away: 'win' })).tickets).toEqual([]);
    expect(await book.cash(player.userId)).toBe(-20_00n);

    // In debt: a stake and a withdrawal are refused, and nothing changes.
    const other = fresh('in-debt');
    await book.match(other, prices);
    const refusedBet = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '1', Selections: [leg(await book.oddId(other, 'match/1x2', 'home'), '2.00')] }, EN);
    expect(refusedBet.status).toBeGreaterThanOrEqual(400);
    expect(refusedBet.status).toBeLessThan(500);
    // Its own code and message: the player must repay, not stake less.
    expect(refusedBet.body).toMatchObject({ HasErrors: true, ErrorCode: 'BALANCE_IN_DEBT', ErrorMessage: 'Your balance is negative after a corrected result; deposit to repay it before betting or withdrawing.' });
    const refusedInGerman = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '1', Selections: [leg(await book.oddId(other, 'match/1x2', 'home'), '2.00')] }, { 'accept-language': 'de-DE' });
    expect(refusedInGerman.body).toMatchObject({ ErrorCode: 'BALANCE_IN_DEBT', ErrorMessage: expect.stringMatching(/^Ihr Guthaben ist nach einem korrigierten Ergebnis negativ/) });
    const refusedWithdrawal = await withdraw(player, '20');
    expect(refusedWithdrawal.status).toBe(409);
    expect(refusedWithdrawal.body).toMatchObject({ HasErrors: true, ErrorCode: 'BALANCE_IN_DEBT', FieldErrors: { Amount: 'Your balance is negative after a corrected result; deposit to repay it before betting or withdrawing.' } });
    expect(await book.cash(player.userId)).toBe(-20_00n);
    // The slip still answers, with the debt as the balance.
    const slip = await book.request('POST', '/api/betslip', player.token, { Selections: [{ OddId: await book.oddId(other, 'match/1x2', 'home') }] }, EN);
    expect(slip.status, JSON.stringify(slip.body)).toBe(200);
    expect(JSON.stringify(slip.body)).toContain('-20.00');

    // The next deposit repays the debt first.
    await deposit(player, '50');
    expect(await book.cash(player.userId)).toBe(30_00n);
    await ledgerClean();
  });

  it('turns a loss into a win: the difference is paid', async () => {
    const { key, away } = await newMatch('loss-to-win');
    const player = await book.player(10_00n);
    const id = await place(player, { Type: 'single', Stake: '10', Selections: [leg(away, '3.60')] });
    const matchId = await finish(key, 'home');
    expect(await book.cash(player.userId)).toBe(0n);
    await correct(matchId, { away: 'win' });
    expect(await book.cash(player.userId)).toBe(36_00n);
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'won', Returned: '36.00' });
    await ledgerClean();
  });

  it('re-evaluates a combo with all its legs', async () => {
    const a = await newMatch('combo-a');
    const b = await newMatch('combo-b');
    const player = await book.player(10_00n);
    // 10 at 2.00 × 3.60 = 72.00 if both come in.
    const id = await place(player, { Type: 'combo', Stake: '10', Selections: [leg(a.home, '2.00'), leg(b.away, '3.60')] });
    await finish(a.key, 'home');
    const matchB = await finish(b.key, 'home');
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'lost' });
    await correct(matchB, { away: 'win' });
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'won', Returned: '72.00' });
    expect(await book.cash(player.userId)).toBe(72_00n);
    await ledgerClean();
  });

  it('reopens a combo a lost leg decided early once that leg wins, and the next settlement pays it', async () => {
    const a = await newMatch('reopen-a');
    const b = await newMatch('reopen-b');
    const player = await book.player(10_00n);
    const id = await place(player, { Type: 'combo', Stake: '10', Selections: [leg(a.away, '3.60'), leg(b.home, '2.00')] });
    // The away leg loses while the other match is still to play: the combo is lost at once.
    const matchA = await finish(a.key, 'home');
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'lost', Items: [{ Result: 'lost' }, { Result: 'pending' }] });
    const report = await correct(matchA, { away: 'win' });
    expect(report.tickets.map((t) => ({ after: t.after.outcome, movement: t.movement }))).toEqual([{ after: null, movement: 0n }]);
    expect(await ticket(player, id)).toMatchObject({ Outcome: null, Items: [{ Result: 'win' }, { Result: 'pending' }] });
    await finish(b.key, 'home');
    // 10 at 3.60 × 2.00.
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'won', Returned: '72.00' });
    expect(await book.cash(player.userId)).toBe(72_00n);
    await ledgerClean();
  });

  it('voids a market: every item on it a refund at 1.00, the tickets resettled', async () => {
    const { key, home, away } = await newMatch('void');
    const winner = await book.player(10_00n);
    const loser = await book.player(10_00n);
    const won = await place(winner, { Type: 'single', Stake: '10', Selections: [leg(home, '2.00')] });
    const lost = await place(loser, { Type: 'single', Stake: '10', Selections: [leg(away, '3.60')] });
    const matchId = await finish(key, 'home');
    await correct(matchId, null);
    expect(await ticket(winner, won)).toMatchObject({ Outcome: 'refunded', Returned: '10.00', Items: [{ Result: 'cancelled' }] });
    expect(await ticket(loser, lost)).toMatchObject({ Outcome: 'refunded', Returned: '10.00' });
    expect({ winner: await book.cash(winner.userId), loser: await book.cash(loser.userId) }).toEqual({ winner: 10_00n, loser: 10_00n });
    await ledgerClean();
  });

  it('applied twice at once moves the money once', async () => {
    const { key, home } = await newMatch('concurrent');
    const player = await book.player(10_00n);
    await place(player, { Type: 'single', Stake: '10', Selections: [leg(home, '2.00')] });
    const matchId = await finish(key, 'home');
    const [first, second] = await Promise.all([correct(matchId, { draw: 'win' }), correct(matchId, { draw: 'win' })]);
    expect(first.tickets.length + second.tickets.length).toBe(1);
    expect(await book.cash(player.userId)).toBe(0n);
    const moved = await sql<{ n: string }>`
      select count(*)::text as n from ledger_transactions where kind = 'bet.correction' and reference in (select 'tickets:' || id from tickets where user_id = ${player.userId})`.execute(book.db);
    expect(moved.rows[0]!.n).toBe('1');
    await ledgerClean();
  });

  it('leaves a cashed-out ticket as the player closed it', async () => {
    // Cash-out closes a ticket at an agreed price before the result: the correction does not reopen the deal.
    const { key, home } = await newMatch('cashed-out');
    const player = await book.player(10_00n);
    const id = await place(player, { Type: 'single', Stake: '10', Selections: [leg(home, '2.00')] });
    await book.db.updateTable('tickets').set({ outcome: 'cashed_out', returned: 5_00n }).where('id', '=', BigInt(id)).execute();
    const matchId = await finish(key, 'home');
    const before = await book.cash(player.userId);
    const report = await correct(matchId, { away: 'win' });
    expect(report.tickets).toEqual([]);
    expect(await book.cash(player.userId)).toBe(before);
  });

  it('refuses what cannot be corrected, changing nothing', async () => {
    const key = fresh('not-ended');
    await book.match(key, prices);
    const id = Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);
    await expect(correct(id, { home: 'win' })).rejects.toMatchObject({ code: 'MATCH_NOT_SETTLED' });
    await expect(correct(999_999_999, { home: 'win' })).rejects.toMatchObject({ code: 'MATCH_NOT_FOUND' });
    const done = await newMatch('bad-outcome');
    const matchId = await finish(done.key, 'home');
    await expect(applyCorrection(book.betting, { matchId, markets: [{ marketKey: 'match/1x2', results: { nobody: 'win' } }], reason: 'x', staffId: null })).rejects.toMatchObject({ code: 'OUTCOME_NOT_FOUND' });
    await expect(applyCorrection(book.betting, { matchId, markets: [{ marketKey: 'no/such', results: null }], reason: 'x', staffId: null })).rejects.toMatchObject({ code: 'MARKET_NOT_FOUND' });
    expect(await book.db.selectFrom('result_corrections').select('id').where('match_id', '=', BigInt(matchId)).execute()).toEqual([]);
  });
});

/**
 * A 2-leg basketball teaser (4 points, the table pays 1.80): under 200.5 teased to under 204.5 on match a,
 * home −4.5 teased to −0.5 on match b. Match b ends 100–99 (the teased home leg wins); match a ends as given.
 */
async function teaserOn(name: string, aScore: { home: number; away: number }) {
  const [a, b] = [fresh(`${name}-a`), fresh(`${name}-b`)];
  for (const key of [a, b]) await book.matchWith(key, basketballBook({ over: 1.9, under: 1.9 }, { home: 1.9, away: 1.9 }), { sport: 'basketball' });
  const player = await book.player(10_00n);
  const id = await place(player, { Type: 'teaser', TeaserId: 1, Stake: '10', Selections: [leg(await book.oddId(a, 'match/total@200.5', 'under'), '1.90'), leg(await book.oddId(b, 'match/asian-handicap@-4.5', 'home'), '1.90')] });
  const total = aScore.home + aScore.away;
  await book.end(a, { 'match/total@200.5': { over: total > 200.5 ? 'win' : 'lost', under: total > 200.5 ? 'lost' : 'win' } }, aScore);
  await book.end(b, { 'match/asian-handicap@-4.5': { home: 'lost', away: 'win' } }, { home: 100, away: 99 });
  await bettingPass(book.betting);
  const matchId = Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', a).executeTakeFirstOrThrow()).id);
  return { player, id, matchId };
}

describe('a corrected final score and teaser legs', () => {
  it('a wrong final score lost the teaser: the corrected score resettles its leg and pays it once, and a later settlement reads the corrected score', async () => {
    // 108–100 (208) loses under 204.5; the true score 105–98 (203) wins it: the teaser pays 18.00.
    const { player, id, matchId } = await teaserOn('teaser-score', { home: 108, away: 100 });
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'lost', Returned: '0.00', Items: [{ Result: 'lost' }, { Result: 'win' }] });
    expect(await book.cash(player.userId)).toBe(0n);

    const score = { home: 105, away: 98 };
    const preview = await previewCorrection(book.betting, matchId, { markets: [], score });
    expect(preview.tickets.map((change) => ({ id: String(change.ticketId), after: change.after, movement: change.movement }))).toEqual([{ id, after: { outcome: 'won', returned: 18_00n }, movement: 18_00n }]);
    expect(await book.cash(player.userId)).toBe(0n);

    const applied = await applyCorrection(book.betting, { matchId, markets: [], score, reason: 'the feed added a basket twice', staffId: null });
    expect(applied.tickets).toHaveLength(1);
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'won', Returned: '18.00', Items: [{ Result: 'win' }, { Result: 'win' }] });
    expect(await book.cash(player.userId)).toBe(18_00n);
    expect(await book.db.selectFrom('matches').select(['home_score', 'away_score']).where('id', '=', BigInt(matchId) as never).executeTakeFirstOrThrow()).toEqual({ home_score: 105, away_score: 98 });
    expect((await book.db.selectFrom('result_corrections').select('score').where('id', '=', applied.correctionId!).executeTakeFirstOrThrow()).score).toEqual(score);

    // Applied again: nothing moves.
    expect((await applyCorrection(book.betting, { matchId, markets: [], score, reason: 'again', staffId: null })).tickets).toEqual([]);
    expect(await book.cash(player.userId)).toBe(18_00n);
    // Rolled back and settled again, the match settles from the corrected score: the same 18.00.
    await rollbackMatch(book.betting, matchId);
    expect(await book.cash(player.userId)).toBe(0n);
    await bettingPass(book.betting);
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'won', Returned: '18.00' });
    expect(await book.cash(player.userId)).toBe(18_00n);
    await ledgerClean();
  });

  it('a voided market voids the teaser leg on it (the 2-leg teaser returns its stake); a corrected outcome result alone leaves teaser legs as they were', async () => {
    const { player, id, matchId } = await teaserOn('teaser-void', { home: 105, away: 98 });
    expect(await ticket(player, id)).toMatchObject({ Outcome: 'won', Returned: '18.00' });
    expect(await book.cash(player.userId)).toBe(18_00n);

    // The outcome results of the total corrected without a score: the teased line settles from the score, which did not change.
    const results = await applyCorrection(book.betting, { matchId, markets: [{ marketKey: 'match/total@200.5', results: { over: 'win' } }], reason: 'over after all', staffId: null });
    expect(results.tickets).toEqual([]);
    expect(await book.cash(player.userId)).toBe(18_00n);

    // Void: one leg left, and the table has no 1-leg row, so the stake comes back (18.00 paid, 10.00 due: 8.00 back).
    const voided = await applyCorrection(book.betting, { matchId, markets: [{ marketKey: 'match/total@200.5', results: null }], reason: 'palpable error', staffId: null });
    expect(voided.tickets.map((change) => change.movement)).toEqual([-8_00n]);
    expect(await ticket(player, id)).toMatchObject({ Returned: '10.00', Items: [{ Result: 'cancelled' }, { Result: 'win' }] });
    expect(await book.cash(player.userId)).toBe(10_00n);
    await ledgerClean();
  });

  it('refuses a correction with neither a market nor a score, and a score that is not two whole numbers of at least 0, changing nothing', async () => {
    const { matchId } = await teaserOn('teaser-refused', { home: 108, away: 100 });
    await expect(applyCorrection(book.betting, { matchId, markets: [], reason: 'x', staffId: null })).rejects.toMatchObject({ code: 'NO_MARKETS' });
    for (const score of [{ home: -1, away: 0 }, { home: 1.5, away: 0 }, { home: Number.NaN, away: 0 }]) {
      await expect(applyCorrection(book.betting, { matchId, markets: [], score, reason: 'x', staffId: null })).rejects.toMatchObject({ code: 'INVALID_SCORE' });
    }
    expect(await book.db.selectFrom('result_corrections').select('id').where('match_id', '=', BigInt(matchId)).execute()).toEqual([]);
    expect(await book.db.selectFrom('matches').select(['home_score', 'away_score']).where('id', '=', BigInt(matchId) as never).executeTakeFirstOrThrow()).toEqual({ home_score: 108, away_score: 100 });
  });
});

/** A member of staff's headers, and a call of the corrections routes with them. */
const staff = async (role: 'trader' | 'payments') => (await signedInStaff(book.db, book.app as never, [role])).headers;
const post = async (path: string, body: Json, headers: Record<string, string>) => book.request('POST', `/api/backoffice/trading/corrections${path}`, undefined, body, headers);

describe('the trading desk over REST', () => {
  it('a trader previews (nothing moves), then applies: the money moves and the audit says who, why, before and after', async () => {
    const { key, home } = await newMatch('rest');
    const player = await book.player(10_00n);
    const id = await place(player, { Type: 'single', Stake: '10', Selections: [leg(home, '2.00')] });
    const matchId = await finish(key, 'home');
    const trader = await staff('trader');
    const request = { MatchId: matchId, Markets: [{ MarketKey: 'match/1x2', Results: { draw: 'win' } }] };

    const preview = await post('/preview', request, trader);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ CorrectionId: null, Tickets: [{ TicketId: id, OutcomeBefore: 'won', ReturnedBefore: '20.00', OutcomeAfter: 'lost', ReturnedAfter: '0.00', Movement: '-20.00' }] });
    expect(await book.cash(player.userId)).toBe(20_00n);

    const refused = await post('', { ...request, Reason: 'wrong winner' }, await staff('payments'));
    expect(refused.status).toBe(403);
    expect(await book.cash(player.userId)).toBe(20_00n);

    const applied = await post('', { ...request, Reason: 'the feed gave the wrong winner' }, trader);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.Tickets).toHaveLength(1);
    expect(await book.cash(player.userId)).toBe(0n);
    const audit = await book.db.selectFrom('audit_log').select(['operation', 'reason', 'before', 'after']).where('operation', '=', 'trading.correct').where('target_id', '=', String(matchId)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'the feed gave the wrong winner', before: { Markets: { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } }, after: { Tickets: 1 } });
  });

  it('refuses bad input with a translated, typed error, changing nothing', async () => {
    const trader = await staff('trader');
    const notEnded = fresh('rest-not-ended');
    await book.match(notEnded, prices);
    const matchId = Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', notEnded).executeTakeFirstOrThrow()).id);
    const sv = { ...trader, 'accept-language': 'sv-SE' };
    const refused = await post('', { MatchId: matchId, Markets: [{ MarketKey: 'match/1x2', Results: null }], Reason: 'void' }, sv);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ HasErrors: true, ErrorCode: 'MATCH_NOT_SETTLED', ErrorMessage: 'Bara en match som är slut och avräknad kan rättas. Inget ändrades.' });
    for (const body of [{}, { MatchId: -1, Markets: [] }, { MatchId: matchId, Markets: [], Score: { Home: -1, Away: 0 }, Reason: 'x' }, { MatchId: matchId, Markets: [], Score: { Home: 1 }, Reason: 'x' }, { MatchId: matchId, Markets: [{ MarketKey: 'match/1x2', Results: { home: 'maybe' } }], Reason: 'x' }, { MatchId: 'x'.repeat(5000) }]) {
      const answer = await post('', body as Json, trader);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
    expect(await book.db.selectFrom('result_corrections').select('id').where('match_id', '=', BigInt(matchId)).execute()).toEqual([]);
  });
});

const get = async (path: string, headers: Record<string, string>) => book.request('GET', `/api/backoffice/trading/corrections${path}`, undefined, undefined, headers);

describe('the corrections picker', () => {
  it('finds a settled match by name, day and sport, lists its markets with their settled results, and the preview totals what moves', async () => {
    const { key, home, away } = await newMatch('picker');
    const winner = await book.player(10_00n);
    const loser = await book.player(10_00n);
    await place(winner, { Type: 'single', Stake: '10', Selections: [leg(home, '2.00')] });
    await place(loser, { Type: 'single', Stake: '5', Selections: [leg(away, '3.60')] });
    const matchId = await finish(key, 'home');
    const match = await book.db.selectFrom('matches').select(['name', 'date_of_match', 'sport_id']).where('id', '=', BigInt(matchId) as never).executeTakeFirstOrThrow();
    const trader = await staff('trader');

    const day = new Date(match.date_of_match).toISOString().slice(0, 10);
    const found = await get(`/matches?${new URLSearchParams({ Query: match.name.slice(0, 12).toUpperCase(), Date: day, SportId: String(match.sport_id) })}`, trader);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect((found.body.Matches as Json[]).map((row) => row.MatchId)).toContain(matchId);
    expect(found.body.Sports).toContainEqual(expect.objectContaining({ Id: match.sport_id }));
    // Another day, or a match still to play, is not offered.
    const otherDay = new Date(new Date(match.date_of_match).getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(((await get(`/matches?${new URLSearchParams({ Query: match.name, Date: otherDay })}`, trader)).body.Matches as Json[]).map((row) => row.MatchId)).not.toContain(matchId);
    const open = await newMatch('picker-open');
    expect(((await get(`/matches?${new URLSearchParams({ Query: open.key })}`, trader)).body.Matches as Json[])).toEqual([]);

    const detail = await get(`/matches/${matchId}`, trader);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.Match).toMatchObject({ MatchId: matchId, HomeScore: 1, AwayScore: 0 });
    const market = ((detail.body.Match as Json).Markets as Json[]).find((row) => row.Key === 'match/1x2')!;
    expect(market).toMatchObject({ Tickets: 2 });
    expect(Object.fromEntries((market.Outcomes as Json[]).map((o) => [o.Key, o.Result]))).toEqual({ home: 'win', draw: 'lost', away: 'lost' });

    // The away side won after all: 20.00 back from the winner, 18.00 to the other.
    const preview = await post('/preview', { MatchId: matchId, Markets: [{ MarketKey: 'match/1x2', Results: { away: 'win' } }] }, trader);
    expect(preview.body.Totals).toEqual([{ Currency: 'EUR', Tickets: 2, Paid: '18.00', TakenBack: '20.00' }]);
    expect({ winner: await book.cash(winner.userId), loser: await book.cash(loser.userId) }).toEqual({ winner: 20_00n, loser: 5_00n });

    const unsettled = await get(`/matches/${Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', open.key).executeTakeFirstOrThrow()).id)}`, trader);
    expect(unsettled).toMatchObject({ status: 409, body: { ErrorCode: 'MATCH_NOT_SETTLED' } });
    expect(await get('/matches/999999999', trader)).toMatchObject({ status: 404, body: { ErrorCode: 'MATCH_NOT_FOUND' } });
    expect((await get(`/matches/${matchId}`, await staff('payments'))).status).toBe(403);
    for (const bad of ['/matches?Date=yesterday', '/matches?SportId=-1', `/matches?Query=${'x'.repeat(300)}`, '/matches/abc']) expect((await get(bad, trader)).status, bad).toBe(400);
  });
});
