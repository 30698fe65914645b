/**
 * A fixture's book as we store and serve it: the feed's markets with our ids, the headline ("main")
 * line of each line market marked, and which odds changed between two moments. Pure.
 */
import type { FeedMarket } from '../feed/adapter';
import type { MarketTime, MarketType, Period } from './pricing/market';

/** Ids are matchId × ID_SPACE + a sequence within the match: an odd id names its match without a lookup. */
export const ID_SPACE = 10_000;

export const matchIdOf = (id: number) => Math.floor(id / ID_SPACE);

export interface BookOdd {
  ID: number;
  Key: string;
  Title: string;
  TitleSuffix: string | null;
  /** Decimal price; null while it cannot be offered. */
  Price: number | null;
  IsSuspended: boolean;
}

export interface BookMarket {
  ID: number;
  Key: string;
  Type: MarketType | 'outright';
  PeriodType: Period['type'];
  PeriodIndex: number;
  /** Which score it settles on (feed/adapter.ts FeedMarket time). Books stored before it was carried lack it: served as null. */
  Time?: MarketTime | null;
  Line: number | null;
  /** The balanced line of its kind (period and type): the one list pages show. */
  IsMain: boolean;
  IsSuspended: boolean;
  Odds: BookOdd[];
}

export type OddIds = Record<string, number>;

/**
 * Our ids for the feed's keys. Known keys keep their id; new ones take the next free number, so an id
 * a player holds on a bet slip always means the same selection.
 */
export function assignIds(matchId: number, known: OddIds, markets: readonly FeedMarket[]): OddIds {
  const ids: OddIds = { ...known };
  let next = Math.max(0, ...Object.values(known).map((id) => id - matchId * ID_SPACE)) + 1;
  const take = (key: string) => {
    if (ids[key] === undefined) {
      if (next >= ID_SPACE) throw new RangeError(`match ${matchId} ran out of odd ids`);
      ids[key] = matchId * ID_SPACE + next++;
    }
    return ids[key]!;
  };
  for (const market of markets) {
    take(market.key);
    for (const outcome of market.outcomes) take(`${market.key}#${outcome.key}`);
  }
  return ids;
}

/** How balanced a line is: the smaller the gap between its two prices, the more it is the main line. */
const imbalance = (market: FeedMarket) => {
  const [a, b] = market.outcomes;
  return a?.price && b?.price ? Math.abs(1 / a.price - 1 / b.price) : Number.POSITIVE_INFINITY;
};

export function buildBook(ids: OddIds, markets: readonly FeedMarket[], betStop: boolean): BookMarket[] {
  const main = new Map<string, FeedMarket>();
  for (const market of markets) {
    if (market.line === undefined) continue;
    const kind = `${market.key.split('/')[0]}/${market.type}`;
    const best = main.get(kind);
    if (!best || imbalance(market) < imbalance(best)) main.set(kind, market);
  }
  return markets.map((market) => {
    const suspended = betStop || market.suspended;
    return {
      ID: ids[market.key]!,
      Key: market.key,
      Type: market.type,
      PeriodType: market.period.type,
      PeriodIndex: market.period.type === 'match' ? 0 : market.period.index,
      Time: market.time ?? null,
      Line: market.line ?? null,
      IsMain: market.line === undefined || [...main.values()].includes(market),
      IsSuspended: suspended,
      Odds: market.outcomes.map((outcome) => ({
        ID: ids[`${market.key}#${outcome.key}`]!,
        Key: outcome.key,
        Title: outcome.title,
        TitleSuffix: outcome.titleSuffix ?? null,
        Price: outcome.price,
        IsSuspended: suspended || outcome.price === null,
      })),
    };
  });
}

/** The markets list pages show, in the order they show them (seed 002 §3 PreviewMarketOrder). */
export const PREVIEW_ORDER: readonly (MarketType | 'outright')[] = ['1x2', 'winner', 'asian-handicap', 'total', 'total-maps', 'outright'];

export function previewOf(book: readonly BookMarket[]): BookMarket[] {
  // One market of each type: where a sport offers a type on two scores (ice hockey's handicaps and totals
  // in regulation and including overtime), the first the feed lists, the usual one.
  const seen = new Set<BookMarket['Type']>();
  return book
    .filter((market) => market.PeriodType === 'match' && market.IsMain && PREVIEW_ORDER.includes(market.Type))
    .filter((market) => !seen.has(market.Type) && Boolean(seen.add(market.Type)))
    .sort((a, b) => PREVIEW_ORDER.indexOf(a.Type) - PREVIEW_ORDER.indexOf(b.Type));
}

/** A changed odd, whole: a subscriber renders it without fetching anything. */
export interface OddChange extends BookOdd {
  MarketID: number;
  /** In one of the match's preview markets: list pages subscribe to these only. */
  Preview: boolean;
  /** +1 drifted out (longer price), -1 shortened, 0 only its suspension changed. */
  Direction: 1 | -1 | 0;
}

/** Odds whose price or suspension differ; `reshaped` when markets or odds came or went. */
export function diffBooks(before: readonly BookMarket[], after: readonly BookMarket[]): { changes: OddChange[]; reshaped: boolean } {
  const previous = new Map(before.flatMap((market) => market.Odds.map((odd) => [odd.ID, odd] as const)));
  const changes: OddChange[] = [];
  const preview = new Set(previewOf(after).map((market) => market.ID));
  let seen = 0;
  for (const market of after) {
    for (const odd of market.Odds) {
      const old = previous.get(odd.ID);
      if (!old) continue;
      seen++;
      if (old.Price === odd.Price && old.IsSuspended === odd.IsSuspended) continue;
      const direction = old.Price !== null && odd.Price !== null && old.Price !== odd.Price ? (odd.Price > old.Price ? 1 : -1) : 0;
      changes.push({ ...odd, MarketID: market.ID, Preview: preview.has(market.ID), Direction: direction });
    }
  }
  const total = after.reduce((count, market) => count + market.Odds.length, 0);
  return { changes, reshaped: seen !== previous.size || seen !== total };
}
