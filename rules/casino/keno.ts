/**
 * Keno, the number draw behind the history's LottoHistory tab (seed 001 §2): the player picks 1 to 10
 * distinct numbers of 1…80, the game draws 20 of the 80 without replacement, and the paytable row of the
 * picks count pays the stake × the multiplier of the hits (stake included; a hit count not in the row
 * pays nothing).
 *
 * The chance of h hits with p picks is hypergeometric: C(p, h) · C(80 − p, 20 − h) / C(80, 20). Each row's
 * return to player is the sum over h of that chance × the multiplier; kenoRtp computes it exactly and
 * the unit test holds every row to KENO_DOCUMENTED_RTP. Every row returns between 94.92 % (ten picks)
 * and 95.39 % (nine); the game page and the catalogue advertise the lowest (KENO_RTP), so no choice of
 * picks returns less than announced.
 *
 * Multipliers are in tenths (38 = 3.8×) so money stays integer: a win is stake × tenths / 10, rounded
 * down to the minor unit.
 */
import type { Random } from './random';

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** Per picks count (index 1…10): hits → multiplier in tenths. */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 38 },
  2: { 1: 10, 2: 95 },
  3: { 2: 42, 3: 265 },
  4: { 2: 23, 3: 50, 4: 800 },
  5: { 3: 61, 4: 150, 5: 4_000 },
  6: { 3: 27, 4: 80, 5: 700, 6: 12_000 },
  7: { 3: 14, 4: 50, 5: 250, 6: 1_800, 7: 40_000 },
  8: { 4: 39, 5: 150, 6: 800, 7: 8_000, 8: 100_000 },
  9: { 4: 19, 5: 80, 6: 400, 7: 2_500, 8: 25_000, 9: 250_000 },
  // Ten picks and no hit pays too: missing all ten is rarer (4.6 %) than hitting five.
  10: { 0: 30, 5: 30, 6: 250, 7: 1_200, 8: 10_000, 9: 50_000, 10: 1_000_000 },
};

/** Each row's return to player as documented (the help text's figures, rounded to 0.01 %). */
export const KENO_DOCUMENTED_RTP: Readonly<Record<number, number>> = {
  1: 0.95,
  2: 0.9509,
  3: 0.9505,
  4: 0.9504,
  5: 0.9514,
  6: 0.9503,
  7: 0.9513,
  8: 0.9536,
  9: 0.9539,
  10: 0.9492,
};

/** What the game page and the catalogue advertise: the lowest row's return. */
export const KENO_RTP = Math.min(...Object.values(KENO_DOCUMENTED_RTP));

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** The chance of exactly `hits` hits with `picks` numbers picked (hypergeometric). */
export const hitChance = (picks: number, hits: number) => (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);

/** A paytable row's exact return to player. */
export function kenoRtp(picks: number): number {
  const row = KENO_PAYTABLE[picks] ?? {};
  return Object.entries(row).reduce((sum, [hits, tenths]) => sum + hitChance(picks, Number(hits)) * (tenths / 10), 0);
}

/**
 * The picks as the game takes them, sorted, or null when they are not 1…10 distinct integers of 1…80
 * (the game server answers null with a translated INVALID_PICKS and plays nothing).
 */
export function validPicks(picks: readonly unknown[]): number[] | null {
  if (picks.length < 1 || picks.length > KENO_MAX_PICKS) return null;
  if (!picks.every((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)) return null;
  if (new Set(picks).size !== picks.length) return null;
  return [...picks].sort((a, b) => a - b);
}

/** Draws 20 distinct numbers of 1…80 (a partial Fisher–Yates shuffle), in the order drawn. */
export function drawKeno(random: Random): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + random.int(KENO_NUMBERS - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, KENO_DRAWN);
}

/** The picks the draw hit, in the picks' order. */
export const kenoHits = (picks: readonly number[], drawn: readonly number[]) => picks.filter((n) => drawn.includes(n));

/** The multiplier in tenths for a picks count and hit count (0 when the row does not pay it). */
export const kenoMultiplierTenths = (picks: number, hits: number) => KENO_PAYTABLE[picks]?.[hits] ?? 0;

/** What a ticket returns (minor units, stake included), rounded down. */
export const kenoWin = (stake: bigint, picks: number, hits: number) => (stake * BigInt(kenoMultiplierTenths(picks, hits))) / 10n;
