/**
 * What the trading screen reads (issue 19): the open matches by their worst case, and one match's markets
 * with their prices now and the liability on each outcome. Straight from trading_liability as it is kept
 * (book.ts), each outcome's shards summed: a read never recomputes.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { BookMarket } from '../sportsbook/book';
import { formatMinor } from '../money';
import { summedLiability } from './book';
import { limitsOf } from './limits';
import { suspendedMarketIds } from './suspensions';

/** The most matches the list answers: the desk watches the worst ones, not every fixture of the feed. */
export const MATCHES_LIMIT = 100;

interface Figures {
  currency: string;
  worst: bigint;
  stakes: bigint;
  tickets: number;
}

const money = (f: Figures) => ({ Currency: f.currency, WorstCase: formatMinor(f.worst, f.currency), Stakes: formatMinor(f.stakes, f.currency), Tickets: f.tickets });

/**
 * Open matches (not started or live) that hold liability, worst first. A match's worst case in a currency
 * is the largest payout of any one of its outcomes; its stakes and tickets are summed over its outcomes (a
 * ticket with two legs on one match counts on both). Matches are ordered by their largest worst case in
 * any currency: the desk is not given an exchange rate.
 */
export async function matchesByLiability(db: Db) {
  const rows = await sql<{ match_id: string; currency: string; worst: string; stakes: string; tickets: string; name: string; status: string; date_of_match: Date }>`
    with outcomes as (
      select odd_id, currency, min(match_id) as match_id, sum(payout) as payout, sum(stakes) as stakes, sum(tickets) as tickets
      from trading_liability group by odd_id, currency
      having sum(tickets) <> 0 or sum(payout) <> 0 or sum(stakes) <> 0
    ), figures as (
      select l.match_id, l.currency, max(l.payout) as worst, sum(l.stakes) as stakes, sum(l.tickets) as tickets
      from outcomes l group by l.match_id, l.currency
    ), ranked as (
      select match_id, max(worst) as top from figures group by match_id
    )
    select f.match_id::text, f.currency, f.worst::text, f.stakes::text, f.tickets::text, m.name, m.status, m.date_of_match
    from figures f
    join ranked r on r.match_id = f.match_id
    join matches m on m.id = f.match_id and m.status in ('not_started', 'live')
    where f.match_id in (select match_id from ranked order by top desc, match_id limit ${MATCHES_LIMIT})
    order by r.top desc, f.match_id, f.worst desc, f.currency`.execute(db);
  const matches = new Map<string, { MatchId: number; Name: string; Status: string; StartsAt: string; Liability: ReturnType<typeof money>[] }>();
  for (const row of rows.rows) {
    const match = matches.get(row.match_id) ?? { MatchId: Number(row.match_id), Name: row.name, Status: row.status, StartsAt: new Date(row.date_of_match).toISOString(), Liability: [] };
    match.Liability.push(money({ currency: row.currency, worst: BigInt(row.worst), stakes: BigInt(row.stakes), tickets: Number(row.tickets) }));
    matches.set(row.match_id, match);
  }
  return [...matches.values()];
}

/** A market's limits as REST carries them; `suspended`: its threshold suspended it (a suspension as a trader's, set by the system). */
export const limitsView = (row: { currency: string; max_liability: bigint | null; auto_suspend_at: bigint | null }, suspended: boolean) => ({
  Currency: row.currency,
  MaxLiability: row.max_liability === null ? null : formatMinor(row.max_liability, row.currency),
  AutoSuspendAt: row.auto_suspend_at === null ? null : formatMinor(row.auto_suspend_at, row.currency),
  Suspended: suspended,
});

/** One match: its markets as priced now, each outcome with its liability per currency. Null when there is no such match. */
export async function matchLiability(db: Db, matchId: number) {
  const match = await db.selectFrom('matches').select(['id', 'name', 'status', 'date_of_match', 'book']).where('id', '=', BigInt(matchId) as never).executeTakeFirst();
  if (!match) return null;
  const rows = await summedLiability(db, matchId);
  const byOdd = new Map<number, typeof rows>();
  for (const row of rows) byOdd.set(Number(row.oddId), [...(byOdd.get(Number(row.oddId)) ?? []), row]);
  const liabilityOf = (oddId: number) =>
    (byOdd.get(oddId) ?? [])
      .sort((a, b) => (a.currency < b.currency ? -1 : 1))
      .map((row) => ({ Currency: row.currency, Payout: formatMinor(row.payout, row.currency), Stakes: formatMinor(row.stakes, row.currency), Tickets: row.tickets }));
  const book = match.book as BookMarket[];
  const limits = await limitsOf(db, matchId);
  const suspended = await suspendedMarketIds(db, matchId);
  const limitOf = (market: BookMarket) => {
    const limit = limits.get(market.Key);
    return limit ? limitsView(limit, suspended.get(market.ID) === true) : null;
  };
  const listed = new Set(book.flatMap((market) => market.Odds.map((odd) => odd.ID)));
  return {
    MatchId: Number(match.id),
    Name: match.name,
    Status: match.status,
    StartsAt: new Date(match.date_of_match).toISOString(),
    Markets: book.map((market) => ({
      Key: market.Key,
      Line: market.Line,
      IsSuspended: market.IsSuspended,
      Limits: limitOf(market),
      Outcomes: market.Odds.map((odd) => ({ OddId: odd.ID, Title: odd.Title, Price: odd.Price, IsSuspended: odd.IsSuspended, Liability: liabilityOf(odd.ID) })),
    })),
    // Liability on outcomes the feed no longer lists (a market it withdrew): still owed, still shown.
    Unlisted: rows
      .filter((row) => !listed.has(Number(row.oddId)))
      .map((row) => ({ OddId: Number(row.oddId), MarketKey: row.marketKey, Liability: liabilityOf(Number(row.oddId)) }))
      .filter((row, i, all) => all.findIndex((other) => other.OddId === row.OddId) === i),
  };
}
