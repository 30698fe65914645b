/**
 * What a settled bet returns, in exact integer arithmetic: stakes and returns are bigint minor units,
 * odds integer hundredths (1.85 → 185). No money moves here; the ledger books what these return.
 *
 * Per leg, the ticket item results of seed 002 §9 pay as multiples of the stake on that leg:
 *   win       odds
 *   halfwin   half the stake at odds, half back: (odds + 1) / 2   (a quarter line, see pricing/lines.ts)
 *   refund    1 (the leg counts at odds 1.00)
 *   cancelled 1, as a refund
 *   halflose  half the stake back: 1 / 2
 *   lost      0
 * With odds in hundredths every factor is an integer over 200, so a line of n legs returns exactly
 * stake × Π numerators / 200ⁿ.
 *
 * Rounding: exact until a bet is paid, then down to the minor unit (floor; the book never pays a
 * fraction it cannot hold, and rounding down once can only cost the player less than one minor unit).
 * A combo rounds once, not per leg; a system rounds each of its lines and an if-bet each of its legs,
 * because each line or leg is a bet of its own.
 */
import { type SystemSpec, systemLines } from './combinations';

export type ItemResult = 'pending' | 'cancelled' | 'win' | 'lost' | 'refund' | 'halfwin' | 'halflose';

export interface Leg {
  /** Decimal odds in hundredths, an integer of at least 100 (1.00). */
  odds: number;
  result: ItemResult;
}

const DENOMINATOR = 200n;

function numerator({ odds, result }: Leg): bigint {
  if (!Number.isInteger(odds) || odds < 100) throw new RangeError(`odds ${odds} are not whole hundredths of at least 1.00`);
  const o = BigInt(odds);
  switch (result) {
    case 'win':
      return 2n * o;
    case 'halfwin':
      return o + 100n;
    case 'refund':
    case 'cancelled':
      return 200n;
    case 'halflose':
      return 100n;
    case 'lost':
      return 0n;
    case 'pending':
      throw new RangeError('a pending leg does not settle');
  }
}

function checkStake(stake: bigint): void {
  if (stake < 0n) throw new RangeError(`stake ${stake} is negative`);
}

/** One line — a single, or a combo whose legs multiply — staked `stake`, rounded down once. */
export function lineReturn(stake: bigint, legs: readonly Leg[]): bigint {
  checkStake(stake);
  if (legs.length === 0) throw new RangeError('a line has at least one leg');
  let top = stake;
  let bottom = 1n;
  for (const leg of legs) {
    top *= numerator(leg);
    bottom *= DENOMINATOR;
  }
  return top / bottom; // bigint division truncates; both are non-negative, so this is floor
}

/** What a system staked `unitStake` per line costs: one unit stake for each of its lines. */
export function systemStake(unitStake: bigint, spec: Omit<SystemSpec, 'selections'>, legs: readonly Leg[]): bigint {
  return unitStake * BigInt(systemLines({ ...spec, selections: legs.length }).length);
}

/**
 * A system k of n staked `unitStake` per line: the sum of its lines' returns. Bankers are in every line,
 * so a losing banker loses every line; a banker's half loss halves every line.
 */
export function systemReturn(unitStake: bigint, spec: Omit<SystemSpec, 'selections'>, legs: readonly Leg[]): bigint {
  return systemLines({ ...spec, selections: legs.length }).reduce(
    (total, line) => total + lineReturn(unitStake, line.map((i) => legs[i]!)),
    0n,
  );
}

/**
 * 'standard': the next leg is played only after a win (a half win too: its return covers the stake),
 * and a refund (push) carries the stake on; a cancelled leg ends the if-bet with its stake back.
 * 'action' ("action if-bet"): a cancelled leg carries the stake on as well — any action continues.
 */
export type IfBetVariant = 'standard' | 'action';

const CONTINUES: Record<IfBetVariant, ReadonlySet<ItemResult>> = {
  standard: new Set(['win', 'halfwin', 'refund']),
  action: new Set(['win', 'halfwin', 'refund', 'cancelled']),
};

/**
 * An if-bet: `stake` on the first leg; when a leg continues, `stake` of its return rides on the next leg
 * and the rest is paid, so the player never risks more than the stake. A leg that stops the chain
 * (lost, half lost, or cancelled in 'standard') pays what it returns and the later legs, which may still
 * be pending, have no action. Each leg is its own bet and rounds down on its own.
 */
export function ifBetReturn(stake: bigint, legs: readonly Leg[], variant: IfBetVariant = 'standard'): bigint {
  checkStake(stake);
  if (legs.length === 0) throw new RangeError('an if-bet has at least one leg');
  let total = 0n;
  for (const [i, leg] of legs.entries()) {
    const returned = lineReturn(stake, [leg]);
    if (i === legs.length - 1 || !CONTINUES[variant].has(leg.result)) return total + returned;
    total += returned - stake;
  }
  return total;
}

/** A reverse bet: the if-bet in the slip's order and in the reverse order, each staked `stake` (2 × stake in all). */
export function reverseBetReturn(stake: bigint, legs: readonly Leg[], variant: IfBetVariant = 'standard'): bigint {
  return ifBetReturn(stake, legs, variant) + ifBetReturn(stake, [...legs].reverse(), variant);
}

/** The teaser pay table: legs → decimal odds in hundredths (e.g. { 2: 180, 3: 260 }); per operator, so configurable. */
export type TeaserTable = Readonly<Record<number, number>>;

/**
 * A teaser pays at the table's odds for its leg count, whatever each leg's own price. Any lost leg loses
 * it, ties or not. A tie (refund, or a cancelled leg) drops that leg and the teaser pays from the table
 * for the legs left (a 3-leg teaser with one push pays as a 2-leg one); when every leg ties, or the
 * table has no row for the legs left (a 2-leg teaser with a push, where the table starts at 2), the
 * stake comes back. Teasers are on whole and half lines, so a half win or half loss cannot occur.
 */
export function teaserReturn(stake: bigint, results: readonly ItemResult[], table: TeaserTable): bigint {
  checkStake(stake);
  if (table[results.length] === undefined) throw new RangeError(`the teaser table has no row for ${results.length} legs`);
  let winners = 0;
  let lost = false;
  for (const result of results) {
    if (result === 'pending' || result === 'halfwin' || result === 'halflose') throw new RangeError(`a teaser leg cannot settle ${result}`);
    if (result === 'win') winners++;
    if (result === 'lost') lost = true;
  }
  if (lost) return 0n;
  const odds = winners > 0 ? table[winners] : undefined;
  if (odds === undefined) return stake;
  if (!Number.isInteger(odds) || odds < 100) throw new RangeError(`teaser odds ${odds} are not whole hundredths of at least 1.00`);
  return (stake * BigInt(odds)) / 100n;
}

/**
 * The bets that ever offer cash-out: every bet staked with the player's money (issue 23: systems line by
 * line, if-bets, reverse bets and teasers by their remaining legs, platform/betting/outcome.ts). A free
 * bet's stake was never the player's to take back, so it never offers one.
 */
export const offersCashout = (betType: string, freeBet: boolean): boolean => !freeBet && ['single', 'combo', 'system', 'ifbet', 'reversebet', 'teaser'].includes(betType);

/**
 * A single or combo returns, its bonus included, at most its stake at maxOdds (hundredths): the max payout
 * at the minimum stake. Both sides round down, so this is the capped odds rounded once. The platform
 * caps tickets with it and the slip its potential return, with the odds cap the slip's answer states.
 */
export function cappedReturn(unitStake: bigint, maxOdds: bigint, amount: bigint): bigint {
  const most = (unitStake * maxOdds) / 100n;
  return amount < most ? amount : most;
}
