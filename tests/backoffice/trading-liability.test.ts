/**
 * The trading desk's liability reads (issue 19): what a trader sees move as players bet, cash out and
 * matches settle, and who may see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateDown, migrateToLatest } from '../../platform/db/migrate';
import { bettingPass } from '../../platform/betting';
import { inTransaction } from '../../platform/db/transaction';
import { liabilityFromTickets, recomputeLiability, storedLiability } from '../../platform/trading/book';
import { basketballBook, type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import type { Json } from '../helpers/json';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import { state, update } from '../helpers/feed';

let book: BettingPlatform;
let trader: TestStaff;
beforeAll(async () => {
  book = await startBettingPlatform();
  trader = await signedInStaff(book.db, book.app as never, ['trader']);
});
afterAll(() => book.close());

const desk = (path: string, staff = trader) => book.request('GET', path, undefined, undefined, { ...staff.headers, 'accept-language': 'en-US' });
const outcome = (match: Json, oddId: number) => ((match.Markets as Json[]).flatMap((m) => m.Outcomes as Json[])).find((o) => o.OddId === oddId)!;

describe('liability on the trading desk', () => {
  it('rises with each bet, per outcome, and falls back when the ticket is cashed out or settled', async () => {
    await book.match('liab-a', { home: 2.0, draw: 3.4, away: 3.5 });
    await book.match('liab-b', { home: 1.5, draw: 3.4, away: 5.0 });
    const matchA = Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', 'liab-a').executeTakeFirstOrThrow()).id);
    const home = await book.oddId('liab-a', 'match/1x2', 'home');
    const away = await book.oddId('liab-a', 'match/1x2', 'away');
    const homeB = await book.oddId('liab-b', 'match/1x2', 'home');
    const player = await book.player(100_00n);

    const single = await book.request('POST', '/api/bets', player.token, { Type: 'single', Selections: [{ OddId: home, Odds: '2.00' }], Stake: '10' });
    expect(single.status).toBe(200);
    let match = (await desk(`/api/backoffice/trading/matches/${matchA}`)).body.Match as Json;
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '20.00', Stakes: '10.00', Tickets: 1 }]);
    expect(outcome(match, away).Liability).toEqual([]);

    // A combo of A home and B home: 10 × 2.00 × 1.50 on each of its legs.
    expect((await book.request('POST', '/api/bets', player.token, { Type: 'combo', Selections: [{ OddId: home, Odds: '2.00' }, { OddId: homeB, Odds: '1.50' }], Stake: '10' })).status).toBe(200);
    match = (await desk(`/api/backoffice/trading/matches/${matchA}`)).body.Match as Json;
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '50.00', Stakes: '20.00', Tickets: 2 }]);

    const list = (await desk('/api/backoffice/trading/matches')).body.Matches as Json[];
    const listed = list.find((m) => m.MatchId === matchA)!;
    expect(listed.Liability).toEqual([{ Currency: 'EUR', WorstCase: '50.00', Stakes: '20.00', Tickets: 2 }]);

    // The single cashed out: only the combo stays on A home.
    const ticketId = ((single.body.Tickets as Json[])[0]!.Id) as string;
    const view = (await book.request('GET', `/api/bets/${ticketId}`, player.token)).body.Ticket as Json;
    expect((await book.request('POST', `/api/bets/${ticketId}/cashout`, player.token, { Amount: view.CashOut })).body.Result).toBe('accepted');
    match = (await desk(`/api/backoffice/trading/matches/${matchA}`)).body.Match as Json;
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '30.00', Stakes: '10.00', Tickets: 1 }]);

    // Match B won by home: the combo's open leg on A carries the same return; B's own liability is gone.
    await book.end('liab-b', { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
    await bettingPass(book.betting);
    match = (await desk(`/api/backoffice/trading/matches/${matchA}`)).body.Match as Json;
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '30.00', Stakes: '10.00', Tickets: 1 }]);
    expect(await book.db.selectFrom('trading_liability').select('odd_id').where('odd_id', '=', BigInt(homeB)).execute()).toEqual([]);

    // Match A lost for home: nothing is at risk on it any more.
    await book.end('liab-a', { 'match/1x2': { home: 'lost', draw: 'lost', away: 'win' } }, { home: 0, away: 1 });
    await bettingPass(book.betting);
    expect(await book.db.selectFrom('trading_liability').select('odd_id').where('match_id', '=', matchA).execute()).toEqual([]);
  });

  it('is a trader’s, an admin’s and an auditor’s to read; a support agent is refused; an unknown match is a 404', async () => {
    const support = await signedInStaff(book.db, book.app as never, ['support']);
    const auditor = await signedInStaff(book.db, book.app as never, ['auditor']);
    expect((await desk('/api/backoffice/trading/matches', support)).status).toBe(403);
    expect((await desk('/api/backoffice/trading/matches', auditor)).status).toBe(200);
    const missing = await desk('/api/backoffice/trading/matches/999999');
    expect(missing).toMatchObject({ status: 404, body: { ErrorCode: 'NOT_FOUND', ErrorMessage: 'There is no such match.' } });
    expect((await desk('/api/backoffice/trading/matches/abc')).status).toBe(400);
  });
});

describe('a corrected result', () => {
  it('reopens a combo its corrected leg now wins: the liability on its open leg comes back, exactly as the tickets say', async () => {
    await book.match('liab-corr-a', { home: 2.0, draw: 3.4, away: 3.5 });
    await book.match('liab-corr-b', { home: 1.5, draw: 3.4, away: 5.0 });
    const matchA = Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', 'liab-corr-a').executeTakeFirstOrThrow()).id);
    const homeA = await book.oddId('liab-corr-a', 'match/1x2', 'home');
    const homeB = await book.oddId('liab-corr-b', 'match/1x2', 'home');
    const player = await book.player(100_00n);
    expect((await book.request('POST', '/api/bets', player.token, { Type: 'combo', Selections: [{ OddId: homeA, Odds: '2.00' }, { OddId: homeB, Odds: '1.50' }], Stake: '10' })).status).toBe(200);
    // A ends with home lost: the combo is lost, nothing is at risk on B home.
    await book.end('liab-corr-a', { 'match/1x2': { home: 'lost', draw: 'lost', away: 'win' } }, { home: 0, away: 1 });
    await bettingPass(book.betting);
    expect(await book.db.selectFrom('trading_liability').select('payout').where('odd_id', '=', BigInt(homeB)).execute()).toEqual([]);
    // The trader corrects A: home won. The combo reopens on B home at its full return.
    const corrected = await book.request('POST', '/api/backoffice/trading/corrections', undefined, { MatchId: matchA, Markets: [{ MarketKey: 'match/1x2', Results: { home: 'win', away: 'lost' } }], Reason: 'wrong winner' }, trader.headers);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(await book.db.selectFrom('trading_liability').select(['payout', 'tickets']).where('odd_id', '=', BigInt(homeB)).execute()).toEqual([{ payout: 30_00n, tickets: 1 }]);
    expect(await storedLiability(book.db)).toEqual(await liabilityFromTickets(book.betting, book.db));
  });
});

describe('the book repaired', () => {
  it('a full recomputation rebuilds it from the open tickets, by the same rule', async () => {
    await book.match('liab-repair', { home: 2.0, draw: 3.4, away: 3.5 });
    const player = await book.player(100_00n);
    const home = await book.oddId('liab-repair', 'match/1x2', 'home');
    expect((await book.request('POST', '/api/bets', player.token, { Type: 'single', Selections: [{ OddId: home, Odds: '2.00' }], Stake: '10' })).status).toBe(200);
    const kept = await storedLiability(book.db);
    await book.db.updateTable('trading_liability').set({ payout: 1n }).execute();
    await book.db.insertInto('trading_liability').values({ odd_id: 999_999_999n, currency: 'EUR', match_id: 1, market_key: 'ghost', payout: 5n, stakes: 5n, tickets: 1 }).execute();
    await inTransaction(book.db, (tx) => recomputeLiability(book.betting, tx));
    expect(await storedLiability(book.db)).toEqual(kept);
    expect(await storedLiability(book.db)).toEqual(await liabilityFromTickets(book.betting, book.db));
  });
});

const limits = (matchId: number, body: Json, staff = trader) => book.request('PUT', `/api/backoffice/trading/matches/${matchId}/limits`, undefined, { Reason: 'sharp money', Currency: 'EUR', MarketKey: 'match/1x2', ...body }, { ...staff.headers, 'accept-language': 'en-US' });
const reopen = (matchId: number) => book.request('POST', `/api/backoffice/trading/matches/${matchId}/limits/reopen`, undefined, { MarketKey: 'match/1x2', Reason: 'looked at it' }, { ...trader.headers, 'accept-language': 'en-US' });
const single = (token: string, oddId: number, stake: string) => book.request('POST', '/api/bets', token, { Type: 'single', Selections: [{ OddId: oddId, Odds: '2.00' }], Stake: stake }, { 'accept-language': 'en-US' });
const matchOf = async (key: string) => Number((await book.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

describe('limits on a market', () => {

  it('refuses the placement that would take an outcome above the maximum, with what it can still pay; nothing changes', async () => {
    await book.match('limit-max', { home: 2.0, draw: 3.4, away: 3.5 });
    const matchId = await matchOf('limit-max');
    const home = await book.oddId('limit-max', 'match/1x2', 'home');
    expect((await limits(matchId, { MaxLiability: '50.00', AutoSuspendAt: null })).body).toMatchObject({ Limits: { Currency: 'EUR', MaxLiability: '50.00', AutoSuspendAt: null, Suspended: false } });
    const player = await book.player(100_00n);
    expect((await single(player.token, home, '20')).status).toBe(200); // pays 40.00
    const cash = await book.cash(player.userId);
    const refused = await single(player.token, home, '10'); // would pay 60.00 in all
    expect(refused).toMatchObject({ status: 400, body: { ErrorCode: 'LIMIT_REACHED', ErrorMessage: 'The book takes no more on this selection now: a bet may pay at most 10.00 EUR more. Lower the stake.' } });
    expect(await book.cash(player.userId)).toBe(cash);
    expect((await single(player.token, home, '5')).status).toBe(200); // pays 10.00: exactly the maximum
    const match = (await desk(`/api/backoffice/trading/matches/${matchId}`)).body.Match as Json;
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '50.00', Stakes: '25.00', Tickets: 2 }]);
    // Another outcome of the market has its own room.
    expect((await single(player.token, await book.oddId('limit-max', 'match/1x2', 'away'), '10')).status).toBe(200);
  });

  it('auto-suspend fires on the placement that crosses the threshold (the next placement is refused, cash-out too) until a trader reopens it, audited', async () => {
    await book.match('limit-auto', { home: 2.0, draw: 3.4, away: 3.5 });
    const matchId = await matchOf('limit-auto');
    const home = await book.oddId('limit-auto', 'match/1x2', 'home');
    const draw = await book.oddId('limit-auto', 'match/1x2', 'draw');
    expect((await limits(matchId, { MaxLiability: null, AutoSuspendAt: '30.00' })).status).toBe(200);
    const player = await book.player(100_00n);
    const first = await single(player.token, home, '10'); // pays 20.00: under the threshold
    expect(first.status).toBe(200);
    expect((await single(player.token, home, '10')).status).toBe(200); // 40.00: crosses it, and stands
    let match = (await desk(`/api/backoffice/trading/matches/${matchId}`)).body.Match as Json;
    expect((match.Markets as Json[]).find((m) => m.Key === 'match/1x2')!.Limits).toMatchObject({ Suspended: true });
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '40.00', Stakes: '20.00', Tickets: 2 }]);

    // The next placement on any outcome of the market is refused; the ticket's cash-out is suspended.
    expect((await single(player.token, draw, '1')).body).toMatchObject({ ErrorCode: 'SELECTION_SUSPENDED' });
    const ticketId = (first.body.Tickets as Json[])[0]!.Id as string;
    expect(((await book.request('GET', `/api/bets/${ticketId}`, player.token)).body.Ticket as Json).CashOut).toBeNull();

    // One suspension for one rule: the threshold suspended the market as a trader would (the book, the
    // slip and the desk's controls see it), set by the system with its reason, audited as the system.
    const marketId = home - (home % 10_000) + 1;
    expect((await book.request('POST', '/api/betslip', player.token, { Selections: [{ OddId: draw }] })).body.Selections).toMatchObject([{ ID: draw, IsSuspended: true }]);
    const controls = (await desk(`/api/backoffice/trading/matches/${matchId}/controls`)).body.Match as Json;
    expect((controls.Markets as Json[]).find((m) => m.Key === 'match/1x2')).toMatchObject({ DeskSuspended: true });
    expect(controls.Suspensions).toMatchObject([{ Scope: 'market', MarketId: String(marketId), Reason: 'auto: liability crossed 30.00 EUR', StaffUserName: 'system' }]);
    const system = await book.db.selectFrom('audit_log').select(['actor', 'staff_id', 'operation', 'target_id', 'before', 'after', 'reason']).where('target_id', '=', `market:${marketId}`).execute();
    expect(system).toEqual([{ actor: 'machine', staff_id: null, operation: 'trading.control', target_id: `market:${marketId}`, before: { suspended: false }, after: { suspended: true }, reason: 'auto: liability crossed 30.00 EUR' }]);

    // A trader reopens it (audited, as any suspension is reopened): bets are taken again.
    expect((await reopen(matchId)).body).toMatchObject({ Limits: { Suspended: false } });
    const audit = await book.db.selectFrom('audit_log').select(['operation', 'target_id', 'reason', 'staff_id']).where('operation', '=', 'trading.control').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ operation: 'trading.control', target_id: `market:${marketId}`, reason: 'looked at it', staff_id: trader.id });
    expect((await single(player.token, draw, '1')).status).toBe(200);
    // Reopening a market that is open is refused, translated.
    expect((await reopen(matchId)).body).toMatchObject({ ErrorCode: 'VALIDATION', ErrorMessage: 'The market is not suspended.' });

    // Crossed again, it is reopened from the desk's controls just the same: one state, one reopen.
    expect((await single(player.token, home, '1')).status).toBe(200);
    expect((await desk(`/api/backoffice/trading/matches/${matchId}`)).body.Match).toMatchObject({ Markets: expect.arrayContaining([expect.objectContaining({ Key: 'match/1x2', Limits: expect.objectContaining({ Suspended: true }) })]) });
    const reopened = await book.request('POST', '/api/backoffice/trading/suspensions', undefined, { Scope: 'market', Id: String(marketId), Suspended: false, Reason: 'fine' }, { ...trader.headers, 'accept-language': 'en-US' });
    expect(reopened.body).toMatchObject({ Suspended: false });
    expect((await desk(`/api/backoffice/trading/matches/${matchId}`)).body.Match).toMatchObject({ Markets: expect.arrayContaining([expect.objectContaining({ Key: 'match/1x2', Limits: expect.objectContaining({ Suspended: false }) })]) });
    expect((await single(player.token, draw, '1')).status).toBe(200);
  });

  it('concurrent placements on one limited market cannot both pass the limit', async () => {
    await book.match('limit-race', { home: 2.0, draw: 3.4, away: 3.5 });
    const matchId = await matchOf('limit-race');
    const home = await book.oddId('limit-race', 'match/1x2', 'home');
    expect((await limits(matchId, { MaxLiability: '100.00', AutoSuspendAt: null })).status).toBe(200);
    const players = await Promise.all(Array.from({ length: 6 }, () => book.player(100_00n)));
    // Each pays 40.00: two fit under 100.00, a third would not.
    const answers = await Promise.all(players.map((player) => single(player.token, home, '20')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.ErrorCode === 'LIMIT_REACHED')).toBe(true);
    const match = (await desk(`/api/backoffice/trading/matches/${matchId}`)).body.Match as Json;
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '80.00', Stakes: '40.00', Tickets: 2 }]);
  });

  it('concurrent placements on a market with a threshold: the one that crosses it stands, every later one is refused', async () => {
    await book.match('auto-race', { home: 2.0, draw: 3.4, away: 3.5 });
    const matchId = await matchOf('auto-race');
    const home = await book.oddId('auto-race', 'match/1x2', 'home');
    expect((await limits(matchId, { MaxLiability: null, AutoSuspendAt: '30.00' })).status).toBe(200);
    const players = await Promise.all(Array.from({ length: 5 }, () => book.player(100_00n)));
    // Each pays 40.00: the first to commit crosses 30.00 and suspends the market.
    const answers = await Promise.all(players.map((player) => single(player.token, home, '20')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.ErrorCode)).toEqual(Array.from({ length: 4 }, () => 'SELECTION_SUSPENDED'));
    const match = (await desk(`/api/backoffice/trading/matches/${matchId}`)).body.Match as Json;
    expect(outcome(match, home)).toMatchObject({ IsSuspended: true, Liability: [{ Currency: 'EUR', Payout: '40.00', Stakes: '20.00', Tickets: 1 }] });
    expect(await book.db.selectFrom('trading_suspensions').select(['reason', 'staff_id']).where('match_id', '=', BigInt(matchId)).execute()).toEqual([{ reason: 'auto: liability crossed 30.00 EUR', staff_id: null }]);
  });

  it('refuses a bad amount or an unknown market, translated, and changes nothing; a support agent may not set limits', async () => {
    await book.match('limit-bad', { home: 2.0, draw: 3.4, away: 3.5 });
    const matchId = await matchOf('limit-bad');
    expect((await limits(matchId, { MaxLiability: '-5', AutoSuspendAt: null })).body).toMatchObject({ ErrorCode: 'VALIDATION', ErrorMessage: 'Enter a positive amount, or leave it empty for none.' });
    expect((await limits(matchId, { MaxLiability: '5', AutoSuspendAt: null, MarketKey: 'no/such' })).body).toMatchObject({ ErrorCode: 'VALIDATION', ErrorMessage: 'The match has no such market.' });
    const support = await signedInStaff(book.db, book.app as never, ['support']);
    expect((await limits(matchId, { MaxLiability: '5', AutoSuspendAt: null }, support)).status).toBe(403);
    expect(await book.db.selectFrom('trading_market_limits').select('match_id').where('match_id', '=', matchId).execute()).toEqual([]);
  });
});

describe('limits at the end of a live delay', () => {
  let live: BettingPlatform;
  let liveTrader: TestStaff;
  beforeAll(async () => {
    live = await startBettingPlatform({ liveDelayMs: 50 });
    liveTrader = await signedInStaff(live.db, live.app as never, ['trader']);
  });
  afterAll(() => live.close());

  it('a live bet that would take an outcome above the maximum is declined when its delay ends, its stake back', async () => {
    await live.match('limit-live', { home: 2.0, draw: 3.4, away: 3.5 });
    await live.feed(update('limit-live', { state: state({ status: 'live', period: 1, clockSeconds: 600 }) }));
    const matchId = Number((await live.db.selectFrom('matches').select('id').where('feed_key', '=', 'limit-live').executeTakeFirstOrThrow()).id);
    const home = await live.oddId('limit-live', 'match/1x2', 'home');
    const set = await live.request('PUT', `/api/backoffice/trading/matches/${matchId}/limits`, undefined, { MarketKey: 'match/1x2', Currency: 'EUR', MaxLiability: '30.00', AutoSuspendAt: null, Reason: 'live' }, liveTrader.headers);
    expect(set.status).toBe(200);
    const player = await live.player(100_00n);
    const place = async () => {
      const answer = await live.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', OddsPolicy: 'accept-better', Selections: [{ OddId: home, Odds: '2.00' }] });
      expect(answer.status).toBe(200);
      return ((answer.body.Tickets as Json[])[0]!.Id) as string;
    };
    const first = await place(); // pays 20.00: fits
    const second = await place(); // would take it to 40.00
    await new Promise((resolve) => setTimeout(resolve, 60));
    await bettingPass(live.betting);
    const status = async (id: string) => ((await live.request('GET', `/api/bets/${id}`, player.token)).body.Ticket as Json).StatusName;
    expect([await status(first), await status(second)]).toEqual(['accepted', 'declined']);
    expect(await live.cash(player.userId)).toBe(90_00n);
    expect(await live.db.selectFrom('trading_liability').select(['payout', 'tickets']).where('odd_id', '=', BigInt(home)).execute()).toEqual([{ payout: 20_00n, tickets: 1 }]);
  });
});

describe('migration 0041: one suspension mechanism', () => {
  it('turns a market its threshold suspended the old way into a suspension of the desk’s kind, its book suspended, reopened as any other', async () => {
    const old = await startBettingPlatform();
    try {
      const oldTrader = await signedInStaff(old.db, old.app as never, ['trader']);
      await old.match('migrated', { home: 2.0, draw: 3.4, away: 3.5 });
      const matchId = Number((await old.db.selectFrom('matches').select('id').where('feed_key', '=', 'migrated').executeTakeFirstOrThrow()).id);
      const home = await old.oddId('migrated', 'match/1x2', 'home');
      // Back to before 0041 (undoing any later migration on the way), with a market suspended the old way.
      for (let undone: string[] = []; !undone.includes('down 0041_one_suspension'); ) undone = await migrateDown(old.db);
      await sql`insert into trading_market_limits (match_id, market_key, currency, auto_suspend_at, suspended_at) values (${matchId}, 'match/1x2', 'EUR', 3000, now())`.execute(old.db);
      await migrateToLatest(old.db);

      const player = await old.player(100_00n);
      const refused = await old.request('POST', '/api/bets', player.token, { Type: 'single', Selections: [{ OddId: home, Odds: '2.00' }], Stake: '1' });
      expect(refused.body).toMatchObject({ ErrorCode: 'SELECTION_SUSPENDED' });
      const headers = { ...oldTrader.headers, 'accept-language': 'en-US' };
      const match = (await old.request('GET', `/api/backoffice/trading/matches/${matchId}`, undefined, undefined, headers)).body.Match as Json;
      expect((match.Markets as Json[]).find((m) => m.Key === 'match/1x2')).toMatchObject({ IsSuspended: true, Limits: { AutoSuspendAt: '30.00', Suspended: true } });
      expect(await old.db.selectFrom('trading_suspensions').select(['scope', 'staff_id', 'reason']).where('match_id', '=', BigInt(matchId)).execute()).toEqual([{ scope: 'market', staff_id: null, reason: 'auto: liability crossed 30.00 EUR' }]);
      const reopened = await old.request('POST', `/api/backoffice/trading/matches/${matchId}/limits/reopen`, undefined, { MarketKey: 'match/1x2', Reason: 'migrated' }, headers);
      expect(reopened.body).toMatchObject({ Limits: { Suspended: false } });
      expect((await old.request('POST', '/api/bets', player.token, { Type: 'single', Selections: [{ OddId: home, Odds: '2.00' }], Stake: '1' })).status).toBe(200);
    } finally {
      await old.close();
    }
  });
});

describe('an outcome’s liability kept in shards (migration 0046)', () => {
  it('bets on one outcome land on different rows, yet the desk and the limit count every one of them', async () => {
    await book.match('liab-shards', { home: 2.0, draw: 3.4, away: 3.5 });
    const matchId = await matchOf('liab-shards');
    const home = await book.oddId('liab-shards', 'match/1x2', 'home');
    expect((await limits(matchId, { MaxLiability: '90.00', AutoSuspendAt: null })).status).toBe(200);
    const player = await book.player(100_00n);
    // Each pays 20.00: four fit under 90.00, the fifth is refused with the 10.00 the outcome can still pay.
    for (let i = 0; i < 4; i++) expect((await single(player.token, home, '10')).status).toBe(200);
    expect((await single(player.token, home, '10')).body).toMatchObject({ ErrorCode: 'LIMIT_REACHED', ErrorMessage: expect.stringContaining('10.00 EUR') });
    const shards = await book.db.selectFrom('trading_liability').select('shard').where('odd_id', '=', BigInt(home)).execute();
    expect(shards.length).toBeGreaterThan(1);
    const match = (await desk(`/api/backoffice/trading/matches/${matchId}`)).body.Match as Json;
    expect(outcome(match, home).Liability).toEqual([{ Currency: 'EUR', Payout: '80.00', Stakes: '40.00', Tickets: 4 }]);
    const listed = ((await desk('/api/backoffice/trading/matches')).body.Matches as Json[]).find((m) => m.MatchId === matchId)!;
    expect(listed.Liability).toEqual([{ Currency: 'EUR', WorstCase: '80.00', Stakes: '40.00', Tickets: 4 }]);
    expect(await storedLiability(book.db)).toEqual(await liabilityFromTickets(book.betting, book.db));
  });

  it('a book kept before the shards stays exact through the migration, down and up, until its tickets settle', async () => {
    const old = await startBettingPlatform();
    try {
      const oldTrader = await signedInStaff(old.db, old.app as never, ['trader']);
      const headers = { ...oldTrader.headers, 'accept-language': 'en-US' };
      await old.match('sharded', { home: 2.0, draw: 3.4, away: 3.5 });
      const matchId = Number((await old.db.selectFrom('matches').select('id').where('feed_key', '=', 'sharded').executeTakeFirstOrThrow()).id);
      const home = await old.oddId('sharded', 'match/1x2', 'home');
      const player = await old.player(100_00n);
      const bet = async () => expect((await old.request('POST', '/api/bets', player.token, { Type: 'single', Selections: [{ OddId: home, Odds: '2.00' }], Stake: '10' })).status).toBe(200);
      const liability = async () => outcome((await old.request('GET', `/api/backoffice/trading/matches/${matchId}`, undefined, undefined, headers)).body.Match as Json, home).Liability;
      await bet();
      await bet();
      // Down: one row per outcome again, the sum of its shards.
      for (let undone: string[] = []; !undone.includes('down 0046_trading_liability_shards'); ) undone = await migrateDown(old.db);
      expect((await sql`select payout::text as payout, tickets from trading_liability where odd_id = ${BigInt(home)}`.execute(old.db)).rows).toEqual([{ payout: '4000', tickets: 2 }]);
      await migrateToLatest(old.db);
      // Up: that row is in shard 0 though its tickets belong to other shards; the next bets go to theirs.
      await bet();
      expect(await liability()).toEqual([{ Currency: 'EUR', Payout: '60.00', Stakes: '30.00', Tickets: 3 }]);
      expect(await storedLiability(old.db)).toEqual(await liabilityFromTickets(old.betting, old.db));
      // Home lost: all three close, each from its own shard, and nothing stays at risk on the outcome.
      await old.end('sharded', { 'match/1x2': { home: 'lost', draw: 'lost', away: 'win' } }, { home: 0, away: 1 });
      await bettingPass(old.betting);
      expect(await liability()).toEqual([]);
      expect(await storedLiability(old.db)).toEqual(await liabilityFromTickets(old.betting, old.db));
      expect(((await old.request('GET', '/api/backoffice/trading/matches', undefined, undefined, headers)).body.Matches as Json[]).some((m) => m.MatchId === matchId)).toBe(false);
    } finally {
      await old.close();
    }
  });
});

describe('a placement locks the limits of the markets it names, no others', () => {
  // Only a server has a second connection: on PGlite the held transaction would hold every placement.
  it.runIf(process.env.TEST_DATABASE_URL)('a bet on one market of a match is not held by a placement in flight on another limited market of it', async () => {
    await book.matchWith('limit-narrow', basketballBook({ over: 1.9, under: 1.9 }, { home: 1.9, away: 1.9 }), { sport: 'basketball' });
    const matchId = await matchOf('limit-narrow');
    const over = await book.oddId('limit-narrow', 'match/total@200.5', 'over');
    const spread = await book.oddId('limit-narrow', 'match/asian-handicap@-4.5', 'home');
    for (const MarketKey of ['match/total@200.5', 'match/asian-handicap@-4.5']) expect((await limits(matchId, { MarketKey, MaxLiability: '1000.00', AutoSuspendAt: null })).status).toBe(200);
    const player = await book.player(100_00n);
    const bet = (oddId: number) => book.request('POST', '/api/bets', player.token, { Type: 'single', Selections: [{ OddId: oddId, Odds: '1.90' }], Stake: '1' });
    expect((await bet(over)).status).toBe(200);
    // The total's limit row held as a placement on it holds it until its commit.
    await book.db.transaction().execute(async (trx) => {
      await trx.selectFrom('trading_market_limits').select('match_id').where('match_id', '=', matchId).where('market_key', '=', 'match/total@200.5').forUpdate().execute();
      const answer = await Promise.race([bet(spread), new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 3_000))]);
      expect(answer === 'held' ? answer : answer.status).toBe(200);
    });
  });
});
