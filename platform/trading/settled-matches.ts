/**
 * What the corrections desk picks from (issue 19): settled matches found by name, day and sport, and one
 * match's markets with the results they were settled with. A trader corrects what the feed settled, so
 * the markets are the feed's settled table plus any market a ticket holds that the table lacks (settled
 * void: settle.ts reads a missing market as cancelled).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { BookMarket } from '../sportsbook/book';

/** The most matches one search answers: a trader narrows by name, day or sport, never pages through the season. */
export const SETTLED_MATCHES_LIMIT = 50;

export interface SettledMatchFilter {
  /** Part of the match's name (either team), any case. */
  query?: string | undefined;
  /** The day the match started, UTC (yyyy-mm-dd). */
  date?: string | undefined;
  sportId?: number | undefined;
}

/** The characters LIKE reads as wildcards, escaped: a name with % or _ in it matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Settled matches, most recent first, with the sports they span (the picker's sport choice). */
export async function settledMatches(db: Db, filter: SettledMatchFilter) {
  let query = db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 'm.name', 'm.date_of_match', 'm.home_score', 'm.away_score', 'm.sport_id', 's.original_name as sport'])
    .where('m.status', '=', 'ended');
  if (filter.query) query = query.where(sql<boolean>`m.name ilike ${`%${likeLiteral(filter.query)}%`}`);
  if (filter.date) {
    const from = new Date(`${filter.date}T00:00:00Z`);
    query = query.where('m.date_of_match', '>=', from).where('m.date_of_match', '<', new Date(from.getTime() + 86_400_000));
  }
  if (filter.sportId !== undefined) query = query.where('m.sport_id', '=', filter.sportId);
  const rows = await query.orderBy('m.date_of_match', 'desc').orderBy('m.id', 'desc').limit(SETTLED_MATCHES_LIMIT).execute();
  const sports = await db
    .selectFrom('sports as s')
    .select(['s.id', 's.original_name as name'])
    .where('s.id', 'in', (eb) => eb.selectFrom('matches').select('sport_id').where('status', '=', 'ended'))
    .orderBy('s.rank')
    .orderBy('s.id')
    .execute();
  return {
    Matches: rows.map((row) => ({
      MatchId: Number(row.id),
      Name: row.name,
      Sport: row.sport,
      StartsAt: new Date(row.date_of_match).toISOString(),
      HomeScore: row.home_score,
      AwayScore: row.away_score,
    })),
    Sports: sports.map((sport) => ({ Id: sport.id, Name: sport.name })),
  };
}

/** One settled match's markets: each outcome with its settled result and title, and how many tickets hold the market. Null: no settled match. */
export async function settledMatch(db: Db, matchId: number) {
  const match = await db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 'm.name', 'm.date_of_match', 'm.home_score', 'm.away_score', 'm.settled', 'm.book', 's.original_name as sport'])
    .where('m.id', '=', BigInt(matchId) as never)
    .where('m.status', '=', 'ended')
    .executeTakeFirst();
  if (!match) return null;
  const settled = (match.settled ?? {}) as Record<string, Record<string, string>>;
  const book = Array.isArray(match.book) ? (match.book as BookMarket[]) : [];
  const held = await db
    .selectFrom('ticket_items')
    .select(['market_key', 'outcome_key', 'odd_title'])
    .distinct()
    .where('match_id', '=', matchId)
    .execute();
  const counted = await db
    .selectFrom('ticket_items')
    .select(['market_key', sql<string>`count(distinct ticket_id)`.as('tickets')])
    .where('match_id', '=', matchId)
    .groupBy('market_key')
    .execute();
  const titles = new Map<string, string>();
  // The book's order (home, draw, away) where it still lists the market; the settled table's keys are in no useful order.
  const order = new Map<string, number>();
  for (const market of book) {
    for (const [i, odd] of market.Odds.entries()) {
      titles.set(`${market.Key}#${odd.Key}`, odd.Title);
      order.set(`${market.Key}#${odd.Key}`, i);
    }
  }
  for (const row of held) titles.set(`${row.market_key}#${row.outcome_key}`, titles.get(`${row.market_key}#${row.outcome_key}`) ?? row.odd_title);
  const tickets = new Map(counted.map((row) => [row.market_key, Number(row.tickets)]));
  const keys = [...new Set([...Object.keys(settled), ...held.map((row) => row.market_key)])].sort();
  return {
    MatchId: Number(match.id),
    Name: match.name,
    Sport: match.sport,
    StartsAt: new Date(match.date_of_match).toISOString(),
    HomeScore: match.home_score,
    AwayScore: match.away_score,
    Markets: keys.map((key) => {
      const rank = (outcome: string) => order.get(`${key}#${outcome}`) ?? Number.MAX_SAFE_INTEGER;
      const outcomes = [...new Set([...Object.keys(settled[key] ?? {}), ...held.filter((row) => row.market_key === key).map((row) => row.outcome_key)])].sort((a, b) => rank(a) - rank(b));
      return {
        Key: key,
        Tickets: tickets.get(key) ?? 0,
        Outcomes: outcomes.map((outcome) => ({ Key: outcome, Title: titles.get(`${key}#${outcome}`) ?? outcome, Result: settled[key]?.[outcome] ?? 'cancelled' })),
      };
    }),
  };
}
