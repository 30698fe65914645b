/**
 * The sportsbook's side of the feed contract: stores what the feed says and announces it. Every
 * `updates` call is one transaction and at most two outbox events (state, odds), however
 * many fixtures moved: the gateway splits them per match and per sport for its subscribers.
 */
import { type Insertable, sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { EventPayload } from '../events/catalogue';
import type { FeedSink, FixtureMessage, FixtureUpdate, LiveDetail, MatchState } from '../feed/adapter';
import { liveInfo } from './views';
import { type BookMarket, type OddIds, assignIds, buildBook, diffBooks, previewOf } from './book';
import { sportByKey } from './catalogue';
import { isEsport, oddsChangedOf } from './odds-event';
import { applySuspensions, NO_SUSPENSIONS, suspendsAnything } from '../trading/apply';
import { lockControlsShared, suspensionsOf } from '../trading/suspensions';

const CHUNK = 200;

/** What we remember of a fixture between ticks, so a tick writes without reading first. */
interface Known {
  id: number;
  sportId: number;
  type: number;
  streamed: boolean;
  state: MatchState;
  betStop: boolean;
  oddIds: OddIds;
  /** The feed's book, before the trading desk's suspensions. */
  book: BookMarket[];
  /** The book as last stored by this process, suspensions applied: what odds events are diffed against. */
  served: BookMarket[];
  markets: FixtureUpdate['markets'];
}

type MatchUpdatedEvent = EventPayload<'matches.updated'>['matches'][number];
type OddsChangedEvent = EventPayload<'odds.changed'>['matches'][number];

const sportId = (fixture: FixtureMessage) => sportByKey.get(fixture.sport)!.id;

/**
 * Upserts a sport's categories or tournaments on (sport_id, feed_key), taking the feed's word for the
 * `refreshed` columns (a renamed league, a tournament made top), and answers each one's id by
 * `${sport_id}/${feed_key}`, the key the fixtures name it by.
 */
async function upsertByFeedKey<T extends 'categories' | 'tournaments'>(
  trx: Transaction<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  refreshed: readonly (keyof DB[T] & string)[],
): Promise<Map<string, number>> {
  // `column = excluded.column` for each refreshed column (Kysely cannot type a set over a generic table).
  const upserted = await trx
    .insertInto(table)
    .values(rows)
    .onConflict((oc) => oc.columns(['sport_id', 'feed_key']).doUpdateSet(Object.fromEntries(refreshed.map((column) => [column, sql.ref(`excluded.${column}`)])) as never))
    .returning(['id', 'sport_id', 'feed_key'])
    .execute();
  return new Map(upserted.map((row) => [`${row.sport_id}/${row.feed_key}`, row.id]));
}

const LIVE_STATES = new Set<MatchState['status']>(['live']);
const FINAL_STATES = new Set<MatchState['status']>(['ended', 'cancelled', 'postponed']);

export function createFeedIngest(db: Db): FeedSink & { forget(): void } {
  const known = new Map<string, Known>();

  async function load(keys: readonly string[]) {
    const missing = keys.filter((key) => !known.has(key));
    for (let i = 0; i < missing.length; i += CHUNK) {
      const rows = await db
        .selectFrom('matches')
        .select(['id', 'feed_key', 'sport_id', 'type', 'streamed', 'status', 'period', 'clock_seconds', 'in_interval', 'home_score', 'away_score', 'period_scores', 'live_detail', 'bet_stop', 'odd_ids', 'book', 'feed_book'])
        .where('feed_key', 'in', missing.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) {
        known.set(row.feed_key, {
          id: Number(row.id),
          sportId: row.sport_id,
          type: row.type,
          streamed: row.streamed,
          state: {
            status: row.status as MatchState['status'],
            period: row.period,
            clockSeconds: row.clock_seconds,
            interval: row.in_interval,
            score: { home: row.home_score, away: row.away_score },
            periodScores: row.period_scores as MatchState['periodScores'],
            ...(row.live_detail ? { detail: row.live_detail as LiveDetail } : {}),
          },
          betStop: row.bet_stop,
          oddIds: row.odd_ids as OddIds,
          book: (row.feed_book ?? row.book) as BookMarket[],
          served: row.book as BookMarket[],
          markets: undefined,
        });
      }
    }
  }

  const sink = {
    forget: () => known.clear(),

    async fixtures(fixtures: readonly FixtureMessage[]) {
      if (fixtures.length === 0) return;
      // Catalogue rows are few and shared: upsert each once, then the matches in multi-row statements.
      await inTransaction(db, async ({ trx }) => {
        const sports = [...new Set(fixtures.map((fixture) => fixture.sport))].map((key) => {
          const sport = sportByKey.get(key);
          if (!sport) throw new Error(`feed sent an unknown sport ${key}`);
          return sport;
        });
        await trx
          .insertInto('sports')
          .values(sports.map((sport) => ({ id: sport.id, feed_key: sport.key, original_name: sport.originalName, rank: sport.rank, sport_system_id: sport.sportSystemId })))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();

        const categoryRows = unique(fixtures, (f) => `${sportId(f)}/${f.category.key}`).map((f) => ({
          sport_id: sportId(f),
          feed_key: f.category.key,
          name: f.category.name,
          country_code: f.category.countryCode ?? null,
        }));
        const categoryId = await upsertByFeedKey(trx, 'categories', categoryRows, ['name', 'country_code']);

        const tournamentRows = unique(fixtures, (f) => `${sportId(f)}/${f.tournament.key}`).map((f) => ({
          sport_id: sportId(f),
          category_id: categoryId.get(`${sportId(f)}/${f.category.key}`)!,
          feed_key: f.tournament.key,
          name: f.tournament.name,
          top: f.tournament.top ?? false,
        }));
        const tournamentId = await upsertByFeedKey(trx, 'tournaments', tournamentRows, ['name', 'top']);

        for (let i = 0; i < fixtures.length; i += CHUNK) {
          const rows = fixtures.slice(i, i + CHUNK).map((fixture) => ({
            feed_key: fixture.key,
            sport_id: sportId(fixture),
            category_id: categoryId.get(`${sportId(fixture)}/${fixture.category.key}`)!,
            tournament_id: tournamentId.get(`${sportId(fixture)}/${fixture.tournament.key}`)!,
            type: fixture.kind === 'outright' ? 2 : 1,
            name: fixture.kind === 'outright' ? (fixture.name ?? fixture.tournament.name) : `${fixture.home?.name ?? ''} - ${fixture.away?.name ?? ''}`,
            home_team_name: fixture.home?.name ?? null,
            away_team_name: fixture.away?.name ?? null,
            date_of_match: fixture.startsAt,
            streamed: fixture.streamed,
            popularity: fixture.popularity,
          }));
          await trx
            .insertInto('matches')
            .values(rows)
            .onConflict((oc) =>
              oc.column('feed_key').doUpdateSet((eb) => ({
                date_of_match: eb.ref('excluded.date_of_match'),
                streamed: eb.ref('excluded.streamed'),
                popularity: eb.ref('excluded.popularity'),
                name: eb.ref('excluded.name'),
              })),
            )
            .execute();
        }
      });
    },

    async updates(updates: readonly FixtureUpdate[]) {
      if (updates.length === 0) return;
      await load(updates.map((update) => update.key));
      const staged = new Map<string, Known>();
      const states: MatchUpdatedEvent[] = [];
      const odds: OddsChangedEvent[] = [];
      const rows = new Map<number, MatchWrite>();

      await inTransaction(db, async ({ trx, emit }) => {
        // The desk's suspensions as they are for the whole tick: a change of them waits for the tick to
        // commit (trading/suspensions.ts), so the books stored here never undo one.
        await lockControlsShared(trx);
        const touched = updates.flatMap((update) => {
          const current = known.get(update.key);
          return current ? [{ id: current.id, sportId: current.sportId }] : [];
        });
        const suspensions = await suspensionsOf(trx, touched);
        for (const update of updates) {
          const current = staged.get(update.key) ?? known.get(update.key);
          // A fixture the feed never announced has nothing to attach to; a settled one is history (a
          // restarted feed may replay it) and never moves again.
          if (!current || FINAL_STATES.has(current.state.status)) continue;
          const next: Known = { ...current, state: update.state ?? current.state, betStop: update.betStop ?? current.betStop };
          const stateChanged = update.state !== undefined || update.betStop !== undefined;
          const ending = FINAL_STATES.has(next.state.status);
          if (ending && update.markets?.length === 0) {
            // A finished match closes every market; its last book stays, suspended, as the prices its
            // results are shown against.
            next.book = current.book.map((market) => suspendAll(market, true));
          } else if (update.markets || update.betStop !== undefined) {
            next.markets = update.markets ?? current.markets;
            if (next.markets) {
              next.oddIds = update.markets ? assignIds(current.id, current.oddIds, update.markets) : current.oddIds;
              next.book = buildBook(next.oddIds, next.markets, next.betStop);
            } else if (update.betStop !== undefined) {
              next.book = current.book.map((market) => suspendAll(market, next.betStop));
            }
          }
          const live = LIVE_STATES.has(next.state.status);
          const final = ending && !FINAL_STATES.has(current.state.status);
          const bookChanged = next.book !== current.book;
          const suspended = suspensions.get(current.id) ?? NO_SUSPENSIONS;
          if (bookChanged) next.served = applySuspensions(next.book, suspended);
          const diff = bookChanged ? diffBooks(current.served, next.served) : null;
          const row: MatchWrite = {
            id: current.id,
            status: next.state.status,
            period: next.state.period,
            clock_seconds: Math.round(next.state.clockSeconds),
            in_interval: next.state.interval,
            home_score: next.state.score.home,
            away_score: next.state.score.away,
            period_scores: next.state.periodScores,
            live_detail: next.state.detail ?? null,
            bet_stop: next.betStop,
            book: bookChanged ? next.served : null,
            feed_book: bookChanged && suspendsAnything(suspended) ? next.book : null,
            preview: bookChanged ? previewOf(next.served) : null,
            odd_ids: bookChanged ? next.oddIds : null,
            markets_count: bookChanged ? next.book.length : null,
            outcomes_count: bookChanged ? next.book.reduce((count, market) => count + market.Odds.length, 0) : null,
            settled: update.settled ?? null,
            // Kick-off: the prices it had are the closing prices (issue 19, the risk profile compares tickets with them).
            closing_prices: live && current.state.status === 'not_started' ? closingPrices(current.book) : null,
            final,
          };
          rows.set(current.id, mergeWrites(rows.get(current.id), row));
          if (stateChanged) {
            states.push({
              matchId: current.id,
              sportId: current.sportId,
              isEsport: isEsport(current.sportId),
              statusChanged: next.state.status !== current.state.status,
              liveInfo: liveInfo({ ...row, streamed: current.streamed }),
            });
          }
          if (diff && (diff.changes.length > 0 || diff.reshaped)) {
            odds.push(oddsChangedOf(current.id, current.sportId, live, diff));
          }
          staged.set(update.key, next);
        }
        // In id order, as the desk locks them: two writers of the same rows never wait on each other in a circle.
        const writes = [...rows.values()].sort((a, b) => a.id - b.id);
        for (let i = 0; i < writes.length; i += WRITE_CHUNK) await writeRows(trx, writes.slice(i, i + WRITE_CHUNK));
        if (states.length) emit({ topic: 'matches.updated', payload: { matches: states } });
        if (odds.length) emit({ topic: 'odds.changed', payload: { matches: odds } });
      });
      // Only once committed: a failed tick leaves the memory as the database is.
      for (const [key, value] of staged) {
        if (FINAL_STATES.has(value.state.status)) known.delete(key);
        else known.set(key, value);
      }
    },
  };

  // One moment at a time, in the order given (the FeedSink contract): two calls overlapping would let
  // the older moment's rows land last and `known` disagree with the database.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    forget: sink.forget,
    fixtures: (fixtures: readonly FixtureMessage[]) => serial(() => sink.fixtures(fixtures)),
    updates: (updates: readonly FixtureUpdate[]) => serial(() => sink.updates(updates)),
  };
}

/** Distinct by key, first one wins. */
function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/** One fixture's new row; nulls keep what is stored (a tick that moved the clock only keeps the book). */
interface MatchWrite {
  id: number;
  status: string;
  period: number;
  clock_seconds: number;
  in_interval: boolean;
  home_score: number;
  away_score: number;
  period_scores: unknown;
  live_detail: unknown;
  bet_stop: boolean;
  book: unknown;
  /** Written whenever `book` is: the feed's book under a suspension, else null. */
  feed_book: unknown;
  preview: unknown;
  odd_ids: unknown;
  markets_count: number | null;
  outcomes_count: number | null;
  settled: unknown;
  closing_prices: Record<string, number> | null;
  final: boolean;
}

/** Each offered odd's price by its id. */
const closingPrices = (book: readonly BookMarket[]): Record<string, number> =>
  Object.fromEntries(book.flatMap((market) => market.Odds.flatMap((odd) => (odd.Price === null ? [] : [[String(odd.ID), odd.Price]]))));

/** A fixture updated twice in one call is one row: the later state, and whatever either changed. */
const mergeWrites = (earlier: MatchWrite | undefined, later: MatchWrite): MatchWrite =>
  earlier
    ? {
        ...later,
        book: later.book ?? earlier.book,
        feed_book: later.book ? later.feed_book : earlier.feed_book,
        preview: later.preview ?? earlier.preview,
        odd_ids: later.odd_ids ?? earlier.odd_ids,
        markets_count: later.markets_count ?? earlier.markets_count,
        outcomes_count: later.outcomes_count ?? earlier.outcomes_count,
        settled: later.settled ?? earlier.settled,
        closing_prices: earlier.closing_prices ?? later.closing_prices,
        final: later.final || earlier.final,
      }
    : later;

/** Books are large JSON: rows per statement are kept to about a megabyte. */
const WRITE_CHUNK = 60;

/** Many fixtures in one UPDATE: the rows travel as one JSON parameter, unpacked by jsonb_to_recordset. */
async function writeRows(trx: Transaction<DB>, rows: readonly MatchWrite[]): Promise<void> {
  await sql`
    update matches as m set
      status = v.status,
      period = v.period,
      clock_seconds = v.clock_seconds,
      in_interval = v.in_interval,
      home_score = v.home_score,
      away_score = v.away_score,
      period_scores = v.period_scores,
      live_detail = v.live_detail,
      bet_stop = v.bet_stop,
      book = coalesce(v.book, m.book),
      feed_book = case when v.book is null then m.feed_book else v.feed_book end,
      preview = coalesce(v.preview, m.preview),
      odd_ids = coalesce(v.odd_ids, m.odd_ids),
      markets_count = coalesce(v.markets_count, m.markets_count),
      outcomes_count = coalesce(v.outcomes_count, m.outcomes_count),
      settled = coalesce(v.settled, m.settled),
      closing_prices = coalesce(m.closing_prices, v.closing_prices),
      ended_at = case when v.final then now() else m.ended_at end,
      version = m.version + 1,
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id bigint, status text, period integer, clock_seconds integer, in_interval boolean, home_score integer,
      away_score integer, period_scores jsonb, live_detail jsonb, bet_stop boolean, book jsonb, feed_book jsonb, preview jsonb, odd_ids jsonb,
      markets_count integer, outcomes_count integer, settled jsonb, closing_prices jsonb, final boolean
    )
    where m.id = v.id
  `.execute(trx);
}

const suspendAll = (market: BookMarket, betStop: boolean): BookMarket =>
  betStop ? { ...market, IsSuspended: true, Odds: market.Odds.map((odd) => ({ ...odd, IsSuspended: true })) } : market;
