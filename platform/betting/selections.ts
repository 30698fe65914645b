/**
 * What an odd id stands for right now: its match, market, price and whether it can be bet on. Read
 * straight from the stored books, one query for any number of ids, so the slip, placement, the live
 * re-check and cash-out all judge a selection by the same numbers.
 */
import type { Db } from '../db/connection';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { MatchStatus } from '../feed/adapter';
import { type BookMarket, type BookOdd, matchIdOf } from '../sportsbook/book';
import type { MarketTime } from '../sportsbook/pricing/market';

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
  /** Which score the market settles on (regulation time, incl. overtime…); null where none applies. */
  marketTime: MarketTime | null;
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

interface IndexedBook {
  version: number;
  odds: Map<number, { market: BookMarket; odd: BookOdd }>;
}

/**
 * Books by match, indexed by odd id, as of a match version. Every feed change bumps matches.version, so a
 * cached book is used only while it is still the stored one; a bet then costs one narrow row read instead
 * of a whole book parsed in the database. One cache per database (BettingDeps.books); bounded: cleared
 * when it outgrows BOOK_CACHE_LIMIT.
 */
export type BookCache = Map<number, IndexedBook>;
export const createBookCache = (): BookCache => new Map();
const BOOK_CACHE_LIMIT = 2_000;

function indexBook(version: number, book: readonly BookMarket[]): IndexedBook {
  const odds = new Map<number, { market: BookMarket; odd: BookOdd }>();
  for (const market of book) for (const odd of market.Odds) odds.set(odd.ID, { market, odd });
  return { version, odds };
}

/**
 * The selections of these ids that exist, keyed by id; unknown ids are simply absent.
 *
 * `lock` (inside a transaction that acts on the answer: placement, the live re-check, cash-out) reads the
 * match rows FOR SHARE until commit: a trader's suspension rewrites the row, so it waits for the act in
 * flight, and an act that starts after it reads the suspended book (trading/suspensions.ts).
 */
export async function loadSelections(books: BookCache, db: Db | Transaction<DB>, ids: readonly number[], lock = false): Promise<Map<number, Selection>> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return new Map();
  const matchIds = [...new Set(unique.map(matchIdOf))];
  // A limited market's row before the match's: the placement that crosses an auto-suspend threshold
  // rewrites the match's book (trading/limits.ts), which waits for every share lock on the row. Were this
  // act to hold its share while waiting for the limit row that placement holds, each would wait on the
  // other; taking the limit rows first, this act waits before it holds anything, then reads the new book.
  // Only the markets the bet names: an odd id means the same market for ever (sportsbook/book.ts
  // assignIds), so any cached book that lists it names its market; an id no cached book lists locks
  // every limit row of its match, as the book it is read from may be new.
  if (lock) {
    const named = unique.flatMap((id) => {
      const key = books.get(matchIdOf(id))?.odds.get(id)?.market.Key;
      return key === undefined ? [] : [{ matchId: matchIdOf(id), key }];
    });
    const unnamed = [...new Set(unique.filter((id) => books.get(matchIdOf(id))?.odds.get(id) === undefined).map(matchIdOf))];
    await db
      .selectFrom('trading_market_limits')
      .select('match_id')
      .where((eb) => eb.or([...named.map(({ matchId, key }) => eb.and([eb('match_id', '=', matchId), eb('market_key', '=', key)])), ...(unnamed.length > 0 ? [eb('match_id', 'in', unnamed)] : [])]))
      .orderBy('match_id')
      .orderBy('market_key')
      .forUpdate()
      .execute();
  }
  const query = db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 'm.version', 'm.name', 'm.type', 'm.status', 'm.date_of_match', 'm.sport_id', 's.feed_key as sport_key', 's.sport_system_id', 'm.bet_stop'])
    .where('m.id', 'in', matchIds.map(BigInt))
    // In id order, as every writer of match rows takes them, so lockers never wait on each other in a circle.
    .orderBy('m.id');
  const matches = await (lock ? query.modifyEnd(sql`for share of m`) : query).execute();
  const stale = matches.filter((match) => books.get(Number(match.id))?.version !== match.version).map((match) => match.id);
  if (stale.length > 0) {
    if (books.size + stale.length > BOOK_CACHE_LIMIT) books.clear();
    const fresh = await db.selectFrom('matches').select(['id', 'version', 'book']).where('id', 'in', stale).execute();
    for (const row of fresh) books.set(Number(row.id), indexBook(row.version, row.book as BookMarket[]));
  }
  const byMatch = new Map(matches.map((match) => [Number(match.id), match]));
  const found = new Map<number, Selection>();
  for (const id of unique) {
    const match = byMatch.get(matchIdOf(id));
    const entry = match && books.get(Number(match.id))?.odds.get(id);
    if (!match || !entry) continue;
    const { market, odd } = entry;
    found.set(id, {
      id,
      matchId: Number(match.id),
      matchName: match.name,
      matchType: match.type,
      matchStatus: match.status as MatchStatus,
      startsAt: new Date(match.date_of_match),
      sportId: match.sport_id,
      sportKey: match.sport_key,
      sportSystemId: match.sport_system_id,
      marketId: market.ID,
      marketKey: market.Key,
      marketType: market.Type,
      marketTime: market.Time ?? null,
      periodType: market.PeriodType,
      line: market.Line,
      outcomeKey: odd.Key,
      title: odd.Title,
      titleSuffix: odd.TitleSuffix,
      odds: odd.Price === null ? null : toHundredths(odd.Price),
      suspended: match.bet_stop || market.IsSuspended || odd.IsSuspended || !isOpen(match.status as MatchStatus),
    });
  }
  return found;
}
