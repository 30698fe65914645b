/**
 * The bet ticker (issue 19): each ticket the book accepts — at placement, or when the live delay accepts it —
 * is one `trading.ticket.accepted` event carrying the ticker row with its flags, and one row of
 * GET /api/backoffice/trading/ticker; a bet the live delay declines is neither. Staff with trading.read only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endDelay } from '../../platform/betting/acceptance';
import { state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';
import { signedInStaff } from '../helpers/staff';

let book: BettingPlatform;
beforeAll(async () => {
  // A long live delay: no timer judges a live ticket, the test ends each delay itself.
  book = await startBettingPlatform({ liveDelayMs: 3_600_000 }, { ticker: { largeStake: { EUR: '50', '*': '50' }, lateMinutes: 5, liveLateMinute: 80, sameEventTickets: 3, sameEventWindowMinutes: 30 } });
});
afterAll(() => book.close());

const prices = { home: 2, draw: 3.4, away: 4.1 };
const accepted = async () =>
  (await book.db.selectFrom('outbox_events').select('payload').where('topic', '=', 'trading.ticket.accepted').orderBy('id').execute()).map((row) => (row.payload as { entry: Json }).entry);
const place = (token: string, oddId: number, stake = '10.00') => book.request('POST', '/api/bets', token, { Type: 'single', Stake: stake, Selections: [{ OddId: oddId, Odds: '2.00' }] });
const ticketIdOf = (answer: { body: Json }) => String((answer.body.Tickets as Json[])[0]!.Id);

describe('the event on acceptance', () => {
  it('a prematch bet is announced at once with its row and flags', async () => {
    await book.match('tk-pre', prices);
    const player = await book.player(1_000_00n);
    await book.db.insertInto('player_tags').values({ user_id: player.userId, tag: 'sharp' }).execute();
    const answer = await place(player.token, await book.oddId('tk-pre', 'match/1x2', 'home'), '60.00');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = ticketIdOf(answer);
    const entry = (await accepted()).find((e) => e.TicketId === id);
    expect(entry).toMatchObject({
      UserId: String(player.userId),
      BetType: 'single',
      Stake: '60.00',
      Currency: 'EUR',
      Odds: '2.00',
      PotentialReturn: '120.00',
      Live: false,
      Tags: ['sharp'],
      Flags: ['large_stake', 'sharp'],
      Legs: [{ MatchName: expect.stringContaining('tk-pre'), Market: 'match/1x2', Odds: '2.00' }],
    });
  });

  it('a live bet is announced when the live delay accepts it, and never when it declines it', async () => {
    await book.match('tk-live', prices);
    await book.feed(update('tk-live', { state: state({ status: 'live', period: 2, clockSeconds: 85 * 60 }) }));
    const oddId = await book.oddId('tk-live', 'match/1x2', 'home');
    const player = await book.player();
    const kept = ticketIdOf(await place(player.token, oddId));
    expect((await accepted()).some((e) => e.TicketId === kept)).toBe(false);
    expect(await endDelay(book.betting, BigInt(kept))).toBe(true);
    expect((await accepted()).find((e) => e.TicketId === kept)).toMatchObject({ Live: true, Flags: ['late_bet'] });

    const refused = ticketIdOf(await place(player.token, oddId));
    await book.feed(update('tk-live', { markets: simpleBook(prices, true) }));
    expect(await endDelay(book.betting, BigInt(refused))).toBe(true);
    expect((await book.request('GET', `/api/bets/${refused}`, player.token)).body.Ticket).toMatchObject({ StatusName: 'declined' });
    expect((await accepted()).some((e) => e.TicketId === refused)).toBe(false);
  });

  it('the third ticket of one player on one match within the window is many selections on one event', async () => {
    await book.match('tk-same', prices);
    const oddId = await book.oddId('tk-same', 'match/1x2', 'away');
    const player = await book.player();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(ticketIdOf(await place(player.token, oddId, '1.00')));
    const flags = (await accepted()).filter((e) => ids.includes(String(e.TicketId))).map((e) => e.Flags);
    expect(flags).toEqual([[], [], ['same_event']]);
  });
});

describe('GET /api/backoffice/trading/ticker', () => {
  it('answers the newest rows first, filtered, to a trader; refuses a player, support and no one', async () => {
    const trader = await signedInStaff(book.db, book.app, ['trader']);
    const all = await book.request('GET', '/api/backoffice/trading/ticker?limit=200', undefined, undefined, trader.headers);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const entries = all.body.Entries as Json[];
    const published = await accepted();
    expect(entries.map((e) => e.TicketId)).toEqual(published.map((e) => e.TicketId).reverse());

    const large = await book.request('GET', '/api/backoffice/trading/ticker?flag=large_stake', undefined, undefined, trader.headers);
    expect((large.body.Entries as Json[]).map((e) => e.Stake)).toEqual(['60.00']);
    const live = await book.request('GET', '/api/backoffice/trading/ticker?live=true&minStake=5', undefined, undefined, trader.headers);
    expect((live.body.Entries as Json[]).every((e) => e.Live === true)).toBe(true);
    expect((live.body.Entries as Json[]).length).toBe(1);
    const two = await book.request('GET', '/api/backoffice/trading/ticker?limit=2', undefined, undefined, trader.headers);
    expect((two.body.Entries as Json[]).map((e) => e.TicketId)).toEqual(entries.slice(0, 2).map((e) => e.TicketId));

    const support = await signedInStaff(book.db, book.app, ['support']);
    expect((await book.request('GET', '/api/backoffice/trading/ticker', undefined, undefined, support.headers)).status).toBe(403);
    const player = await book.player(0n);
    expect((await book.request('GET', '/api/backoffice/trading/ticker', player.token)).status).toBe(401);
  });

  it.each(['limit=0', 'limit=201', 'limit=abc', 'flag=vip', 'matchId=-1', 'minStake=1e5', 'live=yes', `player=${'x'.repeat(101)}`])('refuses %s with a 400', async (query) => {
    const trader = await signedInStaff(book.db, book.app, ['trader']);
    const answer = await book.request('GET', `/api/backoffice/trading/ticker?${query}`, undefined, undefined, trader.headers);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ HasErrors: true });
  });
});
