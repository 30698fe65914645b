/**
 * Bookmaker margin: from fair probabilities to prices whose implied probabilities (1 / price) sum to
 * exactly coverage × (1 + margin), the "book" or overround.
 *
 * Method: proportional ("multiplicative", the basic normalisation), implied = p × (1 + margin).
 * Chosen over margin-weights-proportional-to-odds (Buchdahl, "Squares & Sharps", 2016) and Shin (1993)
 * because it keeps the ratios between fair probabilities, so related markets stay consistent with one
 * another (draw no bet against 1X2, a quarter line against its halves), and a trader recovers our fair
 * line by dividing the book back out. Its known weakness is that it prices no favourite–longshot bias;
 * a market that needs more margin on longshots (correct score) gets a larger margin of its own instead.
 * A near-certain favourite carries less margin (appliedMargin), never a price pinned to the floor.
 */

/** The shortest price offered; below it a bet returns too little to be worth accepting. */
export const MIN_PRICE = 1.01;
/** The longest price offered (1000/1): beyond it a number means nothing to a player. */
export const MAX_PRICE = 1001;

/**
 * The margin a market actually carries: the market's own, tapered for a near-certain favourite so that
 * its margin-inclusive implied probability goes at most halfway from its fair probability to 1 / MIN_PRICE.
 *
 * Proportional pricing puts p × (1 + margin) on the favourite, which for a fair ~94 % and 5 % is already
 * over 1 / 1.01. Pinning it to 1.01 and handing its leftover book to the other outcomes (what this did
 * before, issue 22 item 3) priced the outsider from the margin alone: 1 / (1.055 − 1 / 1.01) = 15.40
 * whatever its chance. Lowering the margin instead keeps every outcome at the same proportional share of
 * it: the favourite shortens smoothly towards 1.01, reaching it only when its fair price does, and the
 * outsiders lengthen with their fair chance. The book stays above 1 (no sure bet) and thins as the
 * favourite nears certainty, where a trader takes little on the market anyway. Zero or less once the
 * favourite's fair price is under 1.01: the market cannot be offered (see marginPrices).
 */
export function appliedMargin(fair: readonly number[], margin: number): number {
  const favourite = Math.max(...fair);
  return Math.min(margin, (1 / MIN_PRICE - favourite) / (2 * favourite));
}

/**
 * Unrounded prices with the book exactly coverage × (1 + appliedMargin) (coverage: what the fair
 * probabilities sum to, 2 for double chance), every outcome at the same proportional margin (fair ratios
 * kept). Null when the market cannot be priced: an outcome's fair price is under MIN_PRICE (1.01 would pay
 * more than fair: the player's edge). Such a market is practically decided; pricing suspends it (index.ts
 * priceMatch). Every probability must be positive (see offerable in market.ts).
 */
export function marginPrices(fair: readonly number[], margin: number): number[] | null {
  if (!(margin >= 0)) throw new RangeError(`margin must be 0 or more, got ${margin}`);
  if (fair.some((p) => !(p > 0) || !Number.isFinite(p))) throw new RangeError('fair probabilities must be positive');
  if (fair.some((p) => p > 1 / MIN_PRICE)) return null;
  const scale = 1 + appliedMargin(fair, margin);
  return fair.map((p) => 1 / (p * scale));
}

/**
 * The price offered to players: rounded DOWN to 2 decimals (so rounding can only add to the book, never
 * take from it) and kept within [MIN_PRICE, MAX_PRICE]. toPrecision(12) strips binary noise first so
 * 2.4999999999999996 counts as the 2.50 it stands for.
 */
export function offeredPrice(raw: number): number {
  const hundredths = Math.floor(Number((raw * 100).toPrecision(12)));
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, hundredths / 100));
}
