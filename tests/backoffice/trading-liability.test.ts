/**
 * The trading desk's liability reads (issue 19): what a trader sees move as players bet, cash out and
 * matches settle, and who may see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingPass } from '../../platform/betting';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import type { Json } from '../helpers/json';
import { signedInStaff, type TestStaff } from '../helpers/staff';

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
