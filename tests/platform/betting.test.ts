import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { bettingPass } from '../../platform/betting';
import { state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';

let book: BettingPlatform;

beforeAll(async () => {
  book = await startBettingPlatform();
  await book.match('a', { home: 2, draw: 3.4, away: 3.6 });
  await book.match('b', { home: 1.5, draw: 4, away: 6 });
  await book.match('c', { home: 2.5, draw: 3.2, away: 2.8 });
});
afterAll(() => book.close());

const place = (token: string, body: Json, key?: string) => book.request('POST', '/api/bets', token, body, key ? { 'idempotency-key': key } : {});

describe('placing', () => {
  it('places a prematch combo: the stake leaves the wallet in the same step and the ticket is accepted', async () => {
    const player = await book.player(50_00n);
    const a = await book.oddId('a', 'match/1x2', 'home');
    const b = await book.oddId('b', 'match/1x2', 'home');
    const { status, body } = await place(player.token, { Type: 'combo', Stake: '10', Selections: [{ OddId: a, Odds: '2.00' }, { OddId: b, Odds: '1.50' }] });
    expect(status, JSON.stringify(body)).toBe(200);
    const [ticket] = body.Tickets as Json[];
    expect(ticket).toMatchObject({ BetType: 'combo', Status: 1, Stake: '10.00', TotalOdds: '3.00', PotentialReturn: '30.00' });
    expect(await book.cash(player.userId)).toBe(40_00n);
  });

  it('settles when the match ends and pays the winner', async () => {
    const player = await book.player(50_00n);
    const a = await book.oddId('c', 'match/1x2', 'home');
    await place(player.token, { Type: 'single', Stake: '4', Selections: [{ OddId: a, Odds: '2.50' }] });
    await book.feed(update('c', { state: state({ status: 'ended', score: { home: 2, away: 0 } }), markets: [], settled: { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } } }));
    await bettingPass(book.betting);
    expect(await book.cash(player.userId)).toBe(46_00n + 10_00n - 0n);
    const audit = await auditLedger(book.db);
    expect(audit).toMatchObject({ mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });
});
