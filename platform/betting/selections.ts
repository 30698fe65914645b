/**
 * What an odd id stands for right now: its match, market, price and whether it can be bet on. Read
 * straight from the stored books, one query for any number of ids, so the slip, placement, the live
 * re-check and cash-out all judge a selection by the same numbers.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { MatchStatus } from '../feed/adapter';
import { matchIdOf } from '../sportsbook/book';

export interface Selection {
  id: number;
  matchId: number;
  matchName: string;
  matchType: number;
  matchStatus: MatchStatus;
  startsAt: Date;
  sportId: number;
  sportKey: string;
  sportSystemId: number;
  marketId: number;
  marketKey: string;
  marketType: string;
  periodType: string;
  line: number | null;
  outcomeKey: string;
  title: string;
  titleSuffix: string | null;
  /** Decimal odds in hundredths; null when the outcome is not priced now. */
  odds: number | null;
  suspended: boolean;
}

/** Decimal odds as the book stores them → whole hundredths (the money rules count in hundredths). */
export const toHundredths = (price: number) => Math.round(price * 100);

/** True while a match can take bets: not yet started, or live. */
export const isOpen = (status: MatchStatus) => status === 'not_started' || status === 'live';

/** The selections of these ids that exist, keyed by id; unknown ids are simply absent. */
export async function loadSelections(db: Db | Transaction<DB>, ids: readonly number[]): Promise<Map<number, Selection>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return new Map();
  const rows = await sql<{
    id: string;
    match_id: string;
    match_name: string;
    match_type: number;
    status: MatchStatus;
    date_of_match: Date;
    sport_id: number;
    sport_key: string;
    sport_system_id: number;
    bet_stop: boolean;
    market: { ID: number; Key: string; Type: string; PeriodType: string; Line: number | null; IsSuspended: boolean };
    odd: { ID: number; Key: string; Title: string; TitleSuffix: string | null; Price: number | null; IsSuspended: boolean };
  }>`
    select m.id as match_id, m.name as match_name, m.type as match_type, m.status, m.date_of_match, m.sport_id,
           s.feed_key as sport_key, s.sport_system_id, m.bet_stop, mk - 'Odds' as market, o as odd
    from matches m
    join sports s on s.id = m.sport_id
    cross join lateral jsonb_array_elements(m.book) mk
    cross join lateral jsonb_array_elements(mk -> 'Odds') o
    where m.id = any(${sql.val(unique.map(matchIdOf))}::bigint[])
      and (o ->> 'ID')::bigint = any(${sql.val(unique)}::bigint[])`.execute(db);
  const found = new Map<number, Selection>();
  for (const row of rows.rows) {
    found.set(row.odd.ID, {
      id: row.odd.ID,
      matchId: Number(row.match_id),
      matchName: row.match_name,
      matchType: row.match_type,
      matchStatus: row.status,
      startsAt: new Date(row.date_of_match),
      sportId: row.sport_id,
      sportKey: row.sport_key,
      sportSystemId: row.sport_system_id,
      marketId: row.market.ID,
      marketKey: row.market.Key,
      marketType: row.market.Type,
      periodType: row.market.PeriodType,
      line: row.market.Line,
      outcomeKey: row.odd.Key,
      title: row.odd.Title,
      titleSuffix: row.odd.TitleSuffix,
      odds: row.odd.Price === null ? null : toHundredths(row.odd.Price),
      suspended: row.bet_stop || row.market.IsSuspended || row.odd.IsSuspended || !isOpen(row.status),
    });
  }
  return found;
}
