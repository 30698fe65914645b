/**
 * The trader's controls applied to a feed book (issue 19): the one place a book becomes what players see
 * (suspensions, price and margin overrides). Pure; the ingest calls it on every book it stores and the desk on every
 * change, so the two agree, and every reader (pages, odds events, slip, placement, cash-out) sees one price.
 */
import type { BookMarket } from '../sportsbook/book';
import type { PriceOverrideMode } from './controls-schema';
import { remargined } from './margin';

/**
 * A market's override: the trader's prices per outcome, or (margin set) the trader's margin on the whole
 * market. One per market: a new one, of either kind, replaces the one before (prices.ts).
 */
export interface PriceOverride {
  mode: PriceOverrideMode;
  /** Outcome key → the trader's price; empty for a margin. */
  prices: Readonly<Record<string, number>>;
  /** Outcome key → the feed's price when it was set. */
  base: Readonly<Record<string, number>>;
  /** The trader's margin in basis points (500: 5 %); null or absent for prices. */
  marginBp?: number | null;
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

/**
 * A market under a margin override: 'offset' re-prices the feed's prices now at the trader's margin, so the
 * feed's later moves come through at that margin; 'fixed' re-prices the feed's prices when it was set, kept
 * until released. A market that cannot be re-priced (an outcome not offered) keeps the feed's prices.
 */
function remarginedMarket(market: BookMarket, override: PriceOverride, marginBp: number): BookMarket {
  const from = override.mode === 'offset' ? market.Odds.map((odd) => odd.Price) : market.Odds.map((odd) => override.base[odd.Key] ?? null);
  const prices = remargined(market.Type, from, marginBp / 10_000);
  if (!prices || market.Odds.some((odd) => odd.Price === null)) return market;
  return { ...market, Odds: market.Odds.map((odd, index) => ({ ...odd, Price: prices[index]! })) };
}

function overriddenMarket(market: BookMarket, override: PriceOverride): BookMarket {
  if (override.marginBp !== null && override.marginBp !== undefined) return remarginedMarket(market, override, override.marginBp);
  return { ...market, Odds: market.Odds.map((odd) => (odd.Price === null ? odd : { ...odd, Price: overriddenPrice(override, odd.Key, odd.Price) })) };
}

/** The book with the suspended markets (all of them for a whole match) marked suspended and the overridden ones repriced. */
export function applySuspensions(book: readonly BookMarket[], suspensions: MatchSuspensions): BookMarket[] {
  if (!suspendsAnything(suspensions)) return [...book];
  return book.map((market) => {
    const override = suspensions.prices?.get(market.ID);
    const priced = override ? overriddenMarket(market, override) : market;
    return suspensions.whole || suspensions.markets.has(market.ID) ? { ...priced, IsSuspended: true, Odds: priced.Odds.map((odd) => ({ ...odd, IsSuspended: true })) } : priced;
  });
}
