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
 */

/** The shortest price offered; below it a bet returns too little to be worth accepting. */
export const MIN_PRICE = 1.01;
/** The longest price offered (1000/1): beyond it a number means nothing to a player. */
export const MAX_PRICE = 1001;

/**
 * Unrounded prices with the exact book, or null when the market cannot be priced.
 *
 * An outcome whose proportional price would fall under MIN_PRICE is pinned to it, and what it leaves of
 * the book is spread proportionally over the others (repeated until nothing more is pinned). Simply
 * clamping would leave the book under 1: a near-certain favourite at 1.01 plus longshots near their fair
 * price is a sure profit for whoever backs every outcome. Redistribution keeps the book at the target and
 * shortens the longshots; a trader will usually suspend such a market anyway.
 *
 * Null when the market cannot be offered: when an outcome's fair price is already under MIN_PRICE (1.01
 * would pay more than fair: the player's edge), or when every outcome is pinned. Every probability must
 * be positive (see offerable in market.ts).
 */
export function marginPrices(fair: readonly number[], margin: number, coverage = 1): number[] | null {
  if (!(margin >= 0)) throw new RangeError(`margin must be 0 or more, got ${margin}`);
  if (fair.some((p) => !(p > 0) || !Number.isFinite(p))) throw new RangeError('fair probabilities must be positive');
  if (fair.some((p) => p > 1 / MIN_PRICE)) return null;
  const target = coverage * (1 + margin);
  const pinned = new Set<number>();
  for (;;) {
    const free = fair.reduce((sum, p, i) => (pinned.has(i) ? sum : sum + p), 0);
    const scale = (target - pinned.size / MIN_PRICE) / free;
    if (pinned.size === fair.length || !(scale > 0)) return null;
    const newly = fair.flatMap((p, i) => (!pinned.has(i) && p * scale > 1 / MIN_PRICE ? [i] : []));
    if (newly.length === 0) return fair.map((p, i) => (pinned.has(i) ? MIN_PRICE : 1 / (p * scale)));
    for (const i of newly) pinned.add(i);
  }
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
