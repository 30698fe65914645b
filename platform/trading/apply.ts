/**
 * The trader's controls applied to a feed book (issue 19): the one place a book becomes what players see
 * (suspensions, price overrides). Pure; the ingest calls it on every book it stores and the desk on every
 * change, so the two agree, and every reader (pages, odds events, slip, placement, cash-out) sees one price.
 */
import type { BookMarket } from '../sportsbook/book';
import type { PriceOverrideMode } from './controls-schema';

export interface PriceOverride {
  mode: PriceOverrideMode;
  prices: Readonly<Record<string, number>>;
  base: Readonly<Record<string, number>>;
}

/** What the desk controls of one match: the whole of it (or its sport) suspended, some markets suspended, some repriced. */
export interface MatchSuspensions {
  whole: boolean;
  markets: ReadonlySet<number>;
  prices?: ReadonlyMap<number, PriceOverride>;
}

export const NO_SUSPENSIONS: MatchSuspensions = { whole: false, markets: new Set() };

export const suspendsAnything = (suspensions: MatchSuspensions) => suspensions.whole || suspensions.markets.size > 0 || (suspensions.prices?.size ?? 0) > 0;

/** The lowest price a book offers (pricing's MIN_PRICE): an offset never takes a price below it. */
const MIN_PRICE = 1.01;

/**
 * An outcome's price under an override: 'fixed' is the trader's price; 'offset' is the feed's price now
 * plus the trader's distance from the feed's price when it was set, so the feed's later moves apply on top.
 */
export function overriddenPrice(override: PriceOverride, key: string, feedPrice: number): number {
  const price = override.prices[key];
  if (price === undefined) return feedPrice;
  if (override.mode === 'fixed') return price;
  const moved = feedPrice + price - (override.base[key] ?? feedPrice);
  return Math.max(MIN_PRICE, Math.round(moved * 100) / 100);
}

/** The book with the suspended markets (all of them for a whole match) marked suspended and the overridden ones repriced. */
export function applySuspensions(book: readonly BookMarket[], suspensions: MatchSuspensions): BookMarket[] {
  if (!suspendsAnything(suspensions)) return [...book];
  return book.map((market) => {
    const override = suspensions.prices?.get(market.ID);
    const priced = override
      ? { ...market, Odds: market.Odds.map((odd) => (odd.Price === null ? odd : { ...odd, Price: overriddenPrice(override, odd.Key, odd.Price) })) }
      : market;
    return suspensions.whole || suspensions.markets.has(market.ID) ? { ...priced, IsSuspended: true, Odds: priced.Odds.map((odd) => ({ ...odd, IsSuspended: true })) } : priced;
  });
}
