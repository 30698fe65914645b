/** The sportsbook's reads: fixtures with their sport, category and tournament, filtered the ways pages need. */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** 'open': live or still to come, what every list page shows; 'any' includes the finished. */
export type Phase = 'live' | 'prematch' | 'open' | 'ended' | 'any';

export interface MatchFilter {
  phase?: Phase;
  ids?: readonly number[];
  sportIds?: readonly number[];
  sportSystemId?: number;
  /** Everything but this sport system (esports are listed apart). */
  notSportSystemId?: number;
  tournamentIds?: readonly number[];
  type?: 1 | 2;
  from?: Date;
  to?: Date;
  topOnly?: boolean;
  streamedOnly?: boolean;
  orderBy?: 'time' | 'popularity' | 'competition';
  limit?: number;
  offset?: number;
}

/** Matches (m) with their sport (s), category (c) and tournament (t). */
const matchesInPlace = (db: Db) =>
  db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id');

/** A tournament (t) as lists show it, with its sport (s) and category (c). */
const TOURNAMENT_COLUMNS = ['t.id', 't.name', 't.sport_id', 's.feed_key as sport_key', 's.sport_system_id', 't.category_id', 'c.name as category_name', 'c.country_code'] as const;

/** A match's columns without its whole book (list pages read the preview only). */
export function selectMatches(db: Db, filter: MatchFilter, withBook = false) {
  let query = matchesInPlace(db)
    .select([
      'm.id',
      'm.name',
      'm.type',
      'm.sport_id',
      's.feed_key as sport_key',
      's.sport_system_id',
      's.rank as sport_rank',
      'm.category_id',
      'c.name as category_name',
      'c.country_code',
      'm.tournament_id',
      't.name as tournament_name',
      't.top as tournament_top',
      'm.home_team_name',
      'm.away_team_name',
      'm.date_of_match',
      'm.streamed',
      'm.popularity',
      'm.status',
      'm.period',
      'm.clock_seconds',
      'm.in_interval',
      'm.home_score',
      'm.away_score',
      'm.period_scores',
      'm.live_detail',
      'm.bet_stop',
      'm.preview',
      'm.markets_count',
      'm.outcomes_count',
      'm.settled',
      'm.updated_at',
    ])
    .$if(withBook, (q) => q.select('m.book'));
  const { phase = 'any' } = filter;
  if (phase === 'live') query = query.where('m.status', '=', 'live');
  if (phase === 'prematch') query = query.where('m.status', '=', 'not_started');
  if (phase === 'open') query = query.where('m.status', 'in', ['live', 'not_started']);
  if (phase === 'ended') query = query.where('m.status', '=', 'ended');
  if (filter.ids) query = query.where('m.id', 'in', filter.ids.length ? filter.ids.map(BigInt) : [-1n]);
  if (filter.sportIds?.length) query = query.where('m.sport_id', 'in', filter.sportIds);
  if (filter.sportSystemId !== undefined) query = query.where('s.sport_system_id', '=', filter.sportSystemId);
  if (filter.notSportSystemId !== undefined) query = query.where('s.sport_system_id', '<>', filter.notSportSystemId);
  if (filter.tournamentIds?.length) query = query.where('m.tournament_id', 'in', filter.tournamentIds);
  if (filter.type) query = query.where('m.type', '=', filter.type);
  if (filter.from) query = query.where('m.date_of_match', '>=', filter.from);
  if (filter.to) query = query.where('m.date_of_match', '<', filter.to);
  if (filter.topOnly) query = query.where('t.top', '=', true);
  if (filter.streamedOnly) query = query.where('m.streamed', '=', true);
  query =
    filter.orderBy === 'popularity'
      ? query.orderBy('m.popularity', 'desc').orderBy('m.date_of_match').orderBy('m.id')
      : filter.orderBy === 'competition'
        ? query.orderBy('s.rank').orderBy('c.name').orderBy('t.name').orderBy('m.date_of_match').orderBy('m.id')
        : query.orderBy('m.date_of_match').orderBy('m.id');
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query;
}

export type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatches>['execute']>>[number];

export function listMatches(db: Db, filter: MatchFilter, withBook = false): Promise<MatchRow[]> {
  return selectMatches(db, filter, withBook).execute();
}

/** Sports with how many live, upcoming and outright fixtures each has right now. */
export function sportsWithCounts(db: Db) {
  return db
    .selectFrom('sports as s')
    .leftJoin('matches as m', (join) => join.onRef('m.sport_id', '=', 's.id').on('m.status', 'in', ['live', 'not_started']))
    .select([
      's.id',
      's.feed_key',
      's.original_name',
      's.rank',
      's.sport_system_id',
      sql<number>`count(*) filter (where m.status = 'live' and m.type = 1)::int`.as('live_count'),
      sql<number>`count(*) filter (where m.status = 'not_started' and m.type = 1)::int`.as('prematch_count'),
      sql<number>`count(*) filter (where m.type = 2)::int`.as('outright_count'),
      sql<number>`coalesce(sum(m.popularity), 0)::int`.as('popularity'),
    ])
    .groupBy('s.id')
    .orderBy('s.rank')
    .execute();
}

/** Tournaments by id, or the top ones, with their category and the fixtures they have open. */
export function tournaments(db: Db, filter: { ids?: readonly number[]; topOnly?: boolean; sportIds?: readonly number[] }) {
  return db
    .selectFrom('tournaments as t')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .innerJoin('sports as s', 's.id', 't.sport_id')
    .leftJoin('matches as m', (join) => join.onRef('m.tournament_id', '=', 't.id').on('m.status', 'in', ['live', 'not_started']).on('m.type', '=', 1))
    .select([
      ...TOURNAMENT_COLUMNS,
      't.top',
      sql<number>`count(m.id)::int`.as('matches_count'),
      sql<number>`coalesce(sum(m.popularity), 0)::int`.as('popularity'),
    ])
    .$if(filter.ids !== undefined, (q) => q.where('t.id', 'in', filter.ids!.length ? filter.ids! : [-1]))
    .$if(Boolean(filter.topOnly), (q) => q.where('t.top', '=', true))
    .$if(Boolean(filter.sportIds?.length), (q) => q.where('t.sport_id', 'in', filter.sportIds!))
    .groupBy(['t.id', 'c.id', 's.id'])
    .orderBy('s.rank')
    .orderBy('t.top', 'desc')
    .orderBy('t.name')
    .execute();
}

/** Tournaments with finished matches, optionally only those finished matches that started in [from, to). */
export function resultTournaments(db: Db, filter: { from?: Date; to?: Date; matchId?: number }) {
  return matchesInPlace(db)
    .select([
      ...TOURNAMENT_COLUMNS,
      sql<number>`count(*)::int`.as('matches_count'),
      // The teams behind its matches, so a results search finds a team's match (issue 22).
      sql<(string | null)[]>`array_agg(m.home_team_name) || array_agg(m.away_team_name)`.as('team_names'),
    ])
    .where('m.status', 'in', ['ended', 'cancelled', 'postponed'])
    .where('m.type', '=', 1)
    .$if(filter.from !== undefined, (q) => q.where('m.date_of_match', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('m.date_of_match', '<', filter.to!))
    .$if(filter.matchId !== undefined, (q) => q.where('m.id', '=', BigInt(filter.matchId!)))
    .groupBy(['t.id', 'c.id', 's.id'])
    .orderBy('s.rank')
    .orderBy('c.name')
    .orderBy('t.name')
    .execute();
}

/** Finished matches of a tournament, newest first. */
export function resultMatches(db: Db, filter: { tournamentId?: number; id?: number; from?: Date; to?: Date }, withBook = false) {
  return db
    .selectFrom('matches as m')
    .select(['m.id', 'm.name', 'm.sport_id', 'm.tournament_id', 'm.home_team_name', 'm.away_team_name', 'm.date_of_match', 'm.status', 'm.home_score', 'm.away_score', 'm.period_scores', 'm.preview', 'm.settled'])
    .$if(withBook, (q) => q.select('m.book'))
    .where('m.status', 'in', ['ended', 'cancelled', 'postponed'])
    .where('m.type', '=', 1)
    .$if(filter.tournamentId !== undefined, (q) => q.where('m.tournament_id', '=', filter.tournamentId!))
    .$if(filter.id !== undefined, (q) => q.where('m.id', '=', BigInt(filter.id!)))
    .$if(filter.from !== undefined, (q) => q.where('m.date_of_match', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('m.date_of_match', '<', filter.to!))
    .orderBy('m.date_of_match', 'desc')
    .orderBy('m.id')
    .limit(500)
    .execute();
}

/** Categories by id or sport, with the number of open fixtures in each. */
export function categories(db: Db, filter: { ids?: readonly number[]; sportIds?: readonly number[] }) {
  return db
    .selectFrom('categories as c')
    .innerJoin('sports as s', 's.id', 'c.sport_id')
    .leftJoin('matches as m', (join) => join.onRef('m.category_id', '=', 'c.id').on('m.status', 'in', ['live', 'not_started']).on('m.type', '=', 1))
    .select(['c.id', 'c.name', 'c.country_code', 'c.sport_id', 's.feed_key as sport_key', sql<number>`count(m.id)::int`.as('matches_count')])
    .$if(filter.ids !== undefined, (q) => q.where('c.id', 'in', filter.ids!.length ? filter.ids! : [-1]))
    .$if(Boolean(filter.sportIds?.length), (q) => q.where('c.sport_id', 'in', filter.sportIds!))
    .groupBy(['c.id', 's.id'])
    .orderBy('s.rank')
    .orderBy('c.name')
    .execute();
}

/** The feed names matches by its own key, the contract by id: one to the other, or null for no such match. */
export async function matchIdOfFeedKey(db: Db, key: string): Promise<bigint | null> {
  return (await db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirst())?.id ?? null;
}

export async function feedKeyOfMatch(db: Db, id: bigint): Promise<string | null> {
  return (await db.selectFrom('matches').select('feed_key').where('id', '=', id).executeTakeFirst())?.feed_key ?? null;
}
