/**
 * The trading desk's controls (issue 19): a trader suspends and reopens a market, a match or a whole
 * sport; bets on it are refused at once with SELECTION_SUSPENDED, the slip shows it suspended, cash-out
 * is refused, a delayed live bet is declined, and the feed's later ticks keep it suspended until reopened.
 * A placement racing a suspension is accepted before it or refused after it, never accepted after. A
 * market's max stake lowers the max bet the slip shows and placement enforces. Every act is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bettingPass } from '../../platform/betting';
import { update, state } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import { expectBalancedLedger } from '../helpers/ledger';

let book: BettingPlatform;
let trader: TestStaff;
beforeAll(async () => {
  book = await startBettingPlatform();
  trader = await signedInStaff(book.db, book.app as never, ['trader']);
});
afterAll(() => book.close());

const EN = { 'accept-language': 'en-US' };
let made = 0;
const fresh = (name: string) => `controls-${name}-${++made}-${Date.now().toString(36)}`;
const PRICES = { home: 2.0, draw: 3.4, away: 3.8 };

const matchIdOf = async (key: string) => (await book.db.selectFrom('matches').select(['id', 'sport_id']).where('feed_key', '=', key).executeTakeFirstOrThrow());
const marketIdOf = (oddId: number) => Math.floor(oddId / 10_000) * 10_000 + 1;
const single = (oddId: number, odds = '2.00', stake = '10') => ({ Type: 'single', Stake: stake, OddsPolicy: 'accept-better', Selections: [{ OddId: oddId, Odds: odds }] });
const place = (token: string, body: Json) => book.request('POST', '/api/bets', token, body, EN);
const suspend = (staff: TestStaff, Scope: string, Id: number | bigint | string, Suspended: boolean, Reason = 'sharp money') =>
  book.request('POST', '/api/backoffice/trading/suspensions', undefined, { Scope, Id: String(Id), Suspended, Reason }, { ...staff.headers, ...EN });
const slipOf = async (token: string, oddId: number) => ((await book.request('POST', '/api/betslip', token, { Selections: [{ OddId: oddId }] })).body as Json);

async function newMatch(name: string) {
  const key = fresh(name);
  await book.match(key, PRICES);
  const home = await book.oddId(key, 'match/1x2', 'home');
  return { key, home, ...(await matchIdOf(key)) };
}

describe('suspending a market', () => {
  it('refuses bets at once, shows it suspended on the slip and in the odds events, and reopening takes bets again', async () => {
    const { home, id } = await newMatch('market');
    const player = await book.player(100_00n);
    const events = async () => (await book.db.selectFrom('outbox_events').select(['topic', 'payload']).where('topic', '=', 'odds.changed').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).payload as Json;

    expect((await suspend(trader, 'market', marketIdOf(home), true)).body).toMatchObject({ HasErrors: false, Suspended: true });
    const refused = await place(player.token, single(home));
    expect(refused).toMatchObject({ status: 409, body: { ErrorCode: 'SELECTION_SUSPENDED' } });
    expect(await book.cash(player.userId)).toBe(100_00n);
    expect((await slipOf(player.token, home)).Selections).toMatchObject([{ ID: home, IsSuspended: true }]);
    const announced = (await events()).matches.find((match: Json) => match.matchId === Number(id));
    expect(announced.odds.map((odd: Json) => odd.odd.IsSuspended)).toEqual([true, true, true]);

    // The feed moves the price meanwhile: the market stays suspended, and reopening shows the feed's new price.
    await book.feed(update((await book.db.selectFrom('matches').select('feed_key').where('id', '=', id).executeTakeFirstOrThrow()).feed_key, { markets: simpleBook({ ...PRICES, home: 2.2 }) }));
    expect(await place(player.token, single(home, '2.20'))).toMatchObject({ status: 409, body: { ErrorCode: 'SELECTION_SUSPENDED' } });

    expect((await suspend(trader, 'market', marketIdOf(home), false, 'settled down')).body).toMatchObject({ Suspended: false });
    expect((await slipOf(player.token, home)).Selections).toMatchObject([{ ID: home, IsSuspended: false }]);
    expect((await place(player.token, single(home, '2.20'))).status).toBe(200);

    const audit = await book.db.selectFrom('audit_log').select(['operation', 'staff_id', 'before', 'after', 'reason']).where('target_id', '=', `market:${marketIdOf(home)}`).orderBy('id').execute();
    expect(audit).toEqual([
      { operation: 'trading.control', staff_id: trader.id, before: { suspended: false }, after: { suspended: true }, reason: 'sharp money' },
      { operation: 'trading.control', staff_id: trader.id, before: { suspended: true }, after: { suspended: false }, reason: 'settled down' },
    ]);
    await expectBalancedLedger(book.db);
  });

  // The issue: "cash-out suspended too", whichever of the ticket's market, match or sport is suspended.
  it.each(['market', 'match', 'sport'] as const)('refuses cash-out while its %s is suspended: the ticket shows none, the request is refused, nothing moves', async (scope) => {
    const { home, id, sport_id } = await newMatch(`cashout-${scope}`);
    const target = scope === 'market' ? marketIdOf(home) : scope === 'match' ? id : sport_id;
    const player = await book.player(100_00n);
    const [ticket] = (await place(player.token, single(home))).body.Tickets as Json[];
    const view = async () => (await book.request('GET', `/api/bets/${ticket!.Id}`, player.token, undefined, EN)).body.Ticket as Json;
    expect((await view()).CashOut).not.toBeNull();
    try {
      await suspend(trader, scope, target, true);
      expect((await view()).CashOut).toBeNull();
      const cash = await book.cash(player.userId);
      const cashout = await book.request('POST', `/api/bets/${ticket!.Id}/cashout`, player.token, { Amount: '1' }, EN);
      expect(cashout.body).toMatchObject({ HasErrors: true, ErrorCode: 'CASHOUT_UNAVAILABLE' });
      expect(await book.cash(player.userId)).toBe(cash);
    } finally {
      await suspend(trader, scope, target, false);
    }
    expect((await book.request('POST', `/api/bets/${ticket!.Id}/cashout`, player.token, { Amount: '1' }, EN)).body).toMatchObject({ HasErrors: false, Result: 'accepted' });
  });
});

describe('suspending a match or a sport', () => {
  it('a match: every market refused until reopened', async () => {
    const { home, id } = await newMatch('match');
    const away = home + 2;
    const player = await book.player(100_00n);
    await suspend(trader, 'match', id, true);
    expect(await place(player.token, single(away, '3.80'))).toMatchObject({ status: 409, body: { ErrorCode: 'SELECTION_SUSPENDED' } });
    await suspend(trader, 'match', id, false);
    expect((await place(player.token, single(away, '3.80'))).status).toBe(200);
  });

  it("a sport: its matches refused, another sport's taken; a match the feed announces later is suspended too", async () => {
    const soccer = await newMatch('sport');
    const tennisKey = fresh('tennis');
    await book.matchWith(tennisKey, simpleBook({ home: 1.8, away: 2.0 }), { sport: 'tennis' });
    const tennisHome = await book.oddId(tennisKey, 'match/1x2', 'home');
    const player = await book.player(100_00n);
    await suspend(trader, 'sport', soccer.sport_id, true);
    expect(await place(player.token, single(soccer.home))).toMatchObject({ status: 409, body: { ErrorCode: 'SELECTION_SUSPENDED' } });
    expect((await place(player.token, single(tennisHome, '1.80'))).status).toBe(200);
    const later = await newMatch('sport-later');
    expect(await place(player.token, single(later.home))).toMatchObject({ status: 409, body: { ErrorCode: 'SELECTION_SUSPENDED' } });
    await suspend(trader, 'sport', soccer.sport_id, false);
    expect((await place(player.token, single(soccer.home))).status).toBe(200);
    expect((await place(player.token, single(later.home))).status).toBe(200);
  });

  it('a live bet whose selection was suspended during the delay is declined and refunded', async () => {
    const live = await startBettingPlatform({ liveDelayMs: 50 });
    try {
      const liveTrader = await signedInStaff(live.db, live.app as never, ['trader']);
      const key = fresh('live');
      await live.match(key, PRICES);
      await live.feed(update(key, { state: state({ status: 'live', period: 1, clockSeconds: 600 }) }));
      const home = await live.oddId(key, 'match/1x2', 'home');
      const player = await live.player(100_00n);
      const placed = await live.request('POST', '/api/bets', player.token, single(home), EN);
      expect((placed.body.Tickets as Json[])[0]).toMatchObject({ StatusName: 'delayed' });
      await live.request('POST', '/api/backoffice/trading/suspensions', undefined, { Scope: 'market', Id: String(marketIdOf(home)), Suspended: true, Reason: 'goal?' }, liveTrader.headers);
      await new Promise((resolve) => setTimeout(resolve, 60));
      await bettingPass(live.betting);
      const ticket = (await live.request('GET', `/api/bets/${(placed.body.Tickets as Json[])[0]!.Id}`, player.token, undefined, EN)).body.Ticket as Json;
      expect(ticket).toMatchObject({ StatusName: 'declined' });
      expect(await live.cash(player.userId)).toBe(100_00n);
    } finally {
      await live.close();
    }
  });
});

describe('a placement racing a suspension', () => {
  it('is accepted before it or refused after it, never accepted after', async () => {
    const { home } = await newMatch('race');
    const players = await Promise.all(Array.from({ length: 30 }, () => book.player(100_00n)));
    // Commit order, observed: a deferred constraint trigger runs at each commit of a ticket or a suspension
    // and takes the next number. A ticket committed after the suspension would carry a larger number.
    await sql`
      create table if not exists race_commits (seq bigserial primary key, what text not null);
      create or replace function race_commit() returns trigger language plpgsql as $$
        begin insert into race_commits (what) values (tg_table_name || ':' || new.id); return null; end $$;
      drop trigger if exists race_ticket on tickets;
      drop trigger if exists race_suspension on trading_suspensions;
      create constraint trigger race_ticket after insert on tickets deferrable initially deferred for each row execute function race_commit();
      create constraint trigger race_suspension after insert on trading_suspensions deferrable initially deferred for each row execute function race_commit();
    `.execute(book.db);
    try {
      const first = players.slice(0, 20).map((player) => place(player.token, single(home)));
      // Sent once the first placements are answered, so it lands among the others in flight.
      const suspended = first[2]!.then(() => suspend(trader, 'market', marketIdOf(home), true, 'race'));
      const answers = await Promise.all([...first, suspended]);
      expect(answers.at(-1)!.body).toMatchObject({ Suspended: true });
      const after = await Promise.all(players.slice(20).map((player) => place(player.token, single(home))));
      for (const answer of answers.slice(0, 20)) {
        expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
        if (answer.status === 409) expect(answer.body.ErrorCode).toBe('SELECTION_SUSPENDED');
      }
      expect(after.every((answer) => answer.status === 409 && answer.body.ErrorCode === 'SELECTION_SUSPENDED')).toBe(true);
      const commits = await sql<{ seq: string; what: string }>`select seq::text, what from race_commits order by race_commits.seq`.execute(book.db);
      const suspension = commits.rows.findIndex((row) => row.what.startsWith('trading_suspensions:'));
      expect(suspension).toBeGreaterThanOrEqual(0);
      const accepted = answers.slice(0, 20).filter((answer) => answer.status === 200).map((answer) => `tickets:${(answer.body.Tickets as Json[])[0]!.Id}`);
      expect(accepted.length).toBeGreaterThanOrEqual(3);
      const acceptedAfter = commits.rows.slice(suspension + 1).filter((row) => accepted.includes(row.what));
      expect(acceptedAfter).toEqual([]);
      // Every accepted ticket's commit was seen before the suspension's.
      expect(commits.rows.slice(0, suspension).filter((row) => accepted.includes(row.what))).toHaveLength(accepted.length);
    } finally {
      await sql`drop trigger if exists race_ticket on tickets; drop trigger if exists race_suspension on trading_suspensions;`.execute(book.db);
    }
    await expectBalancedLedger(book.db);
  });
});

describe('max stake per market', () => {
  it('lowers the max bet on the slip and at placement to the smaller of the operator’s and the market’s', async () => {
    const { home } = await newMatch('max-stake');
    const player = await book.player(100_00n);
    const operatorMax = (await slipOf(player.token, home)).MaxBets.single;
    const set = await book.request('PUT', `/api/backoffice/trading/markets/${marketIdOf(home)}/max-stake`, undefined, { Currency: 'EUR', MaxStake: '5.00', Reason: 'limit' }, trader.headers);
    expect(set.body).toMatchObject({ HasErrors: false, MaxStake: '5.00' });
    expect((await slipOf(player.token, home)).MaxBets.single).toBe('5.00');
    const over = await place(player.token, single(home, '2.00', '6'));
    expect((over.body.Tickets as Json[])[0]).toMatchObject({ StatusName: 'new-offer' });
    expect((await place(player.token, single(home, '2.00', '5'))).status).toBe(200);
    await book.request('PUT', `/api/backoffice/trading/markets/${marketIdOf(home)}/max-stake`, undefined, { Currency: 'EUR', MaxStake: null, Reason: 'lifted' }, trader.headers);
    expect((await slipOf(player.token, home)).MaxBets.single).toBe(operatorMax);
    const audit = await book.db.selectFrom('audit_log').select(['before', 'after']).where('target_type', '=', 'trading_market').where('target_id', '=', String(marketIdOf(home))).orderBy('id').execute();
    expect(audit).toEqual([
      { before: { currency: 'EUR', maxStake: null }, after: { currency: 'EUR', maxStake: '5.00' } },
      { before: { currency: 'EUR', maxStake: '5.00' }, after: { currency: 'EUR', maxStake: null } },
    ]);
  });

  it('a bad amount is a translated error and changes nothing', async () => {
    const { home } = await newMatch('max-stake-bad');
    const bad = await book.request('PUT', `/api/backoffice/trading/markets/${marketIdOf(home)}/max-stake`, undefined, { Currency: 'EUR', MaxStake: '-3', Reason: 'x' }, { ...trader.headers, 'accept-language': 'de-DE' });
    expect(bad).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION', ErrorMessage: 'Gib den Höchsteinsatz als positiven Betrag ein, z. B. 50.00.' } });
    expect(await book.db.selectFrom('trading_market_stakes').select('market_id').where('market_id', '=', BigInt(marketIdOf(home))).execute()).toEqual([]);
  });
});

const reprice = (marketId: number, Mode: 'fixed' | 'offset' | null, Prices: Record<string, string>, headers: Record<string, string> = {}) =>
  book.request('PUT', `/api/backoffice/trading/markets/${marketId}/prices`, undefined, { Mode, Prices, Reason: 'trader view' }, { ...trader.headers, ...headers });
const priceOf = async (token: string, oddId: number) => ((await slipOf(token, oddId)).Selections as Json[])[0]!.Odds;

describe('price overrides', () => {
  it('fixed: the slip and placement take the trader’s price, the feed’s moves do not change it, releasing returns to the feed’s', async () => {
    const { key, home } = await newMatch('fixed');
    const player = await book.player(100_00n);
    expect((await reprice(marketIdOf(home), 'fixed', { home: '2.40' })).body).toMatchObject({ HasErrors: false, Prices: { home: 2.4 } });
    expect(await priceOf(player.token, home)).toBe('2.40');
    await book.feed(update(key, { markets: simpleBook({ ...PRICES, home: 2.2 }) }));
    expect(await priceOf(player.token, home)).toBe('2.40');
    const [ticket] = (await place(player.token, single(home, '2.40'))).body.Tickets as Json[];
    expect(ticket).toMatchObject({ StatusName: 'accepted', PotentialReturn: '24.00' });
    await reprice(marketIdOf(home), null, {});
    expect(await priceOf(player.token, home)).toBe('2.20');
    const audit = await book.db.selectFrom('audit_log').select(['before', 'after']).where('target_type', '=', 'trading_price').where('target_id', '=', String(marketIdOf(home))).orderBy('id').execute();
    expect(audit).toEqual([
      { before: null, after: { mode: 'fixed', prices: { home: 2.4 }, feed: { home: 2 } } },
      { before: { mode: 'fixed', prices: { home: 2.4 } }, after: null },
    ]);
  });

  it('offset: the feed’s later moves apply on top of the trader’s distance', async () => {
    const { key, home } = await newMatch('offset');
    const player = await book.player(100_00n);
    await reprice(marketIdOf(home), 'offset', { home: '1.90' });
    expect(await priceOf(player.token, home)).toBe('1.90');
    await book.feed(update(key, { markets: simpleBook({ ...PRICES, home: 2.3 }) }));
    expect(await priceOf(player.token, home)).toBe('2.20');
  });

  it('an unknown outcome or a bad price is a translated error and changes nothing', async () => {
    const { home } = await newMatch('bad-price');
    expect(await reprice(marketIdOf(home), 'fixed', { nobody: '2.00' })).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION' } });
    expect(await reprice(marketIdOf(home), 'fixed', { home: '0.5' }, { 'accept-language': 'it-IT' })).toMatchObject({ status: 400, body: { ErrorMessage: 'Inserisci una quota tra 1.01 e 1000, ad es. 2.10.' } });
    expect(await book.db.selectFrom('trading_price_overrides').select('market_id').where('market_id', '=', BigInt(marketIdOf(home))).execute()).toEqual([]);
  });
});

describe('who may', () => {
  it('the auditor reads the controls but may not change them; support may do neither; unknown targets are 404', async () => {
    const { home, id } = await newMatch('roles');
    const auditor = await signedInStaff(book.db, book.app as never, ['auditor']);
    const support = await signedInStaff(book.db, book.app as never, ['support']);
    const view = await book.request('GET', `/api/backoffice/trading/matches/${id}/controls`, undefined, undefined, auditor.headers);
    expect(view.body.Match.Markets[0]).toMatchObject({ Id: String(marketIdOf(home)), DeskSuspended: false, FeedSuspended: false });
    expect((await suspend(auditor, 'market', marketIdOf(home), true)).status).toBe(403);
    expect((await book.request('GET', '/api/backoffice/trading/sports', undefined, undefined, support.headers)).status).toBe(403);
    expect((await suspend(trader, 'market', marketIdOf(home) + 999, true)).status).toBe(404);
    expect((await suspend(trader, 'match', 999_999_999, true)).status).toBe(404);
    expect((await suspend(trader, 'sport', 4242, true)).status).toBe(404);
    expect((await suspend(trader, 'sport', '999999999999999999', true)).status).toBe(404);
    expect(await book.db.selectFrom('trading_suspensions').select('id').where('match_id', '=', id).execute()).toEqual([]);
  });
});
