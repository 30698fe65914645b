/**
 * The player risk profile (issue 19): the stake factor a trader sets per player, and the factor the
 * player's record suggests. One place for the bounds, the statistics and the thresholds, so the
 * platform, the gateway and the back office can never disagree on what "sharp" means.
 *
 * The test: under the book's prices a player's expected return per unit staked is 1 / (1 + margin),
 * whatever odds they take. A ticket at decimal odds o that the book prices fairly (plus margin) wins
 * with p = 1 / (o × (1 + margin)); its return per unit R is o with chance p, else 0, so E[R] = 1 / (1 + margin)
 * and Var[R] = o² p (1 − p) = o / (1 + margin) − 1 / (1 + margin)². Over n tickets the mean return's
 * z-score against that expectation is one-sided tested: a player who really beats the margin shows a
 * small p. Long odds carry a large variance, so a few lucky long shots do not look sharp.
 */

/** Stake factors in hundredths: 1 (0.01) to 1000 (10.00); 100 is the default, no limit at all. */
export const STAKE_FACTOR_MIN = 1;
export const STAKE_FACTOR_MAX = 1000;
export const STAKE_FACTOR_DEFAULT = 100;

/**
 * The margin the test assumes the player paid. Markets carry their own margins (pricing/margin.ts, tapered
 * for favourites); 5 % is the main markets' typical one, and a lower guess only makes the test stricter.
 */
export const ASSUMED_MARGIN = 0.05;
/** The record read: the player's latest settled tickets, at most this many. */
export const RECORD_WINDOW = 200;
/** Fewer settled tickets than this and nothing is suggested: too little to tell skill from luck. */
export const MIN_TICKETS = 20;
/** One-sided p-values under which the profit is called significant, and the factor each suggests. */
export const SHARP_P = 0.01;
export const SHARP_FACTOR = 25;
export const WINNING_P = 0.05;
export const WINNING_FACTOR = 50;
/**
 * Beating the closing price: a player whose picks were taken above the price the odd closed at this often
 * (over at least MIN_TICKETS picks) knows more than the market did, profit or not yet: the closing price is
 * the market's best estimate, and beating it predicts profit long before the profit is significant.
 */
export const BEATS_CLOSING_SHARE = 0.6;
export const BEATS_CLOSING_FACTOR = 50;

export const isStakeFactor = (hundredths: number) => Number.isInteger(hundredths) && hundredths >= STAKE_FACTOR_MIN && hundredths <= STAKE_FACTOR_MAX;

/** A max bet scaled by the player's stake factor (hundredths), in minor units, rounded down. */
export const scaleByFactor = (maxBet: bigint, factor: number): bigint => (maxBet * BigInt(factor)) / 100n;

/** One settled ticket: what it staked, its decimal odds (its best return over its stake), what it returned. */
export interface SettledTicket {
  stake: number;
  odds: number;
  returned: number;
}

export interface RecordStats {
  tickets: number;
  /** (returned − staked) / staked over the tickets, e.g. 0.18 for +18 %. */
  profit: number;
  /** The mean return per unit staked, and its z-score against 1 / (1 + margin). */
  meanReturn: number;
  z: number;
  /** One-sided: the chance of a mean return this high from a player who only pays the margin. */
  p: number;
}

/** The standard normal's upper tail, P(Z > z) (Abramowitz & Stegun 7.1.26; error under 1.5e-7). */
export function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** The z-test of the record against the margin (see the module's comment). */
export function recordStats(tickets: readonly SettledTicket[], margin = ASSUMED_MARGIN): RecordStats {
  const n = tickets.length;
  const staked = tickets.reduce((sum, ticket) => sum + ticket.stake, 0);
  const returned = tickets.reduce((sum, ticket) => sum + ticket.returned, 0);
  if (n === 0 || staked <= 0) return { tickets: n, profit: 0, meanReturn: 0, z: 0, p: 1 };
  const expected = 1 / (1 + margin);
  const meanReturn = tickets.reduce((sum, ticket) => sum + ticket.returned / ticket.stake, 0) / n;
  // A ticket at odds under 1 + margin would have a "probability" above 1: its variance is floored at zero.
  const variance = tickets.reduce((sum, ticket) => sum + Math.max(ticket.odds * expected - expected * expected, 0), 0) / (n * n);
  const z = variance > 0 ? (meanReturn - expected) / Math.sqrt(variance) : 0;
  return { tickets: n, profit: (returned - staked) / staked, meanReturn, z, p: upperTail(z) };
}

export const RISK_VERDICTS = ['too_few', 'sharp', 'winning', 'beats_closing', 'normal'] as const;
export type RiskVerdict = (typeof RISK_VERDICTS)[number];

export interface Suggestion {
  verdict: RiskVerdict;
  /** The factor the record suggests, hundredths. */
  factor: number;
  stats: RecordStats;
  /** The share of tickets whose odds beat the closing price, or null when no closing price is known. */
  beatClosing: number | null;
}

/** How the player's picks compare with the closing price: the share above it, of how many picks compared. */
export interface ClosingRecord {
  share: number;
  picks: number;
}

/** What the record suggests: a lower factor only when the profit is significant, or the closing price beaten often. */
export function suggestFactor(tickets: readonly SettledTicket[], closing: ClosingRecord | null = null): Suggestion {
  const stats = recordStats(tickets);
  const beatClosing = closing?.share ?? null;
  if (stats.tickets < MIN_TICKETS) return { verdict: 'too_few', factor: STAKE_FACTOR_DEFAULT, stats, beatClosing };
  if (stats.profit > 0 && stats.p < SHARP_P) return { verdict: 'sharp', factor: SHARP_FACTOR, stats, beatClosing };
  if (stats.profit > 0 && stats.p < WINNING_P) return { verdict: 'winning', factor: WINNING_FACTOR, stats, beatClosing };
  if (closing && closing.picks >= MIN_TICKETS && closing.share >= BEATS_CLOSING_SHARE) return { verdict: 'beats_closing', factor: BEATS_CLOSING_FACTOR, stats, beatClosing };
  return { verdict: 'normal', factor: STAKE_FACTOR_DEFAULT, stats, beatClosing };
}
