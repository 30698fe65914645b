/**
 * A trader's margin on a market (issue 19): the feed's prices de-margined back to fair probabilities and
 * priced again at the trader's margin, the way the book prices every market (sportsbook/pricing/margin.ts:
 * proportional, tapered for a near-certain favourite, rounded down). Pure.
 *
 * The feed book carries prices, not its fair probabilities, so the fair line is recovered by dividing the
 * book back out (what proportional pricing promises a trader): fair = (1 / price) × coverage / Σ(1 / price).
 * The feed's own rounding (down to hundredths) stays in that recovered line, a few hundredths of a percent.
 */
import type { BookMarket } from '../sportsbook/book';
import { marginPrices, offeredPrice } from '../sportsbook/pricing/margin';

/** The margins a trader may set, in basis points (2 %–25 %): outside it the book gives money away or nobody bets. */
export const MIN_MARGIN_BP = 200;
export const MAX_MARGIN_BP = 2500;

/** What the fair probabilities of a market type sum to: every result is in two of double chance's selections. */
const coverageOf = (type: BookMarket['Type']) => (type === 'double-chance' ? 2 : 1);

/**
 * The market's prices (in the order of `prices`) at the margin (a fraction, 0.05 for 5 %). Null when it
 * cannot be done: an outcome without a price (not offered now), fewer than two outcomes, or a fair price
 * under 1.01 (practically decided: the feed's prices stand, and the feed suspends such a market anyway).
 */
export function remargined(type: BookMarket['Type'], prices: readonly (number | null)[], margin: number): number[] | null {
  if (prices.length < 2 || prices.some((price) => price === null || !(price > 1))) return null;
  const implied = (prices as number[]).map((price) => 1 / price);
  const book = implied.reduce((sum, p) => sum + p, 0);
  const coverage = coverageOf(type);
  const fair = implied.map((p) => (p * coverage) / book);
  return marginPrices(fair, margin)?.map(offeredPrice) ?? null;
}
