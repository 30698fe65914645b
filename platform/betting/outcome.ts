/**
 * What a ticket returns: at placement (the potential return, every leg winning), at settlement (once
 * its legs decide it) and for cash-out (its fair value now). Pure: bigint minor units, odds in
 * hundredths; the money rules themselves are rules/settlement.ts.
 */
import { accumulatorPercent, type BettingOptions } from './options';
import { cappedReturn, ifBetReturn, type ItemResult, type Leg, lineReturn, offersCashout, reverseBetReturn, systemReturn, teaserReturn } from '../../rules/betting/settlement';
import type { BetType, TicketOutcome } from './schema';
import { type SystemSizes, systemLines } from '../../rules/betting/combinations';
import type { BettingDeps } from './context';

export interface TicketShape {
  betType: BetType;
  unitStake: bigint;
  /** System: the size staked (one ticket per size), or a full cover's sizes. */
  systemSize: SystemSizes | null;
  teaserOdds: Readonly<Record<number, number>> | null;
  ifbetVariant: 'standard' | 'action';
  freeBet: boolean;
  insurancePremium: bigint;
  /** A single or combo wins at most these odds (hundredths; BettingDeps.maxOdds). */
  maxOdds: bigint;
}

export interface ItemState {
  odds: number;
  banker: boolean;
  result: ItemResult;
}

const VOID: ReadonlySet<ItemResult> = new Set(['refund', 'cancelled']);

/** A single's or combo's odds as the ticket shows them: the legs' product, capped at the odds it wins at most. */
export function combinedOdds(maxOdds: bigint, legs: readonly { odds: number }[]): number {
  const product = legs.reduce((odds, leg) => (odds * leg.odds) / 100, 100);
  return Math.min(product, Number(maxOdds));
}

/** The gross return if the legs settle as given (none pending), before the accumulator bonus. */
function grossReturn(shape: TicketShape, items: readonly ItemState[]): bigint {
  const legs: Leg[] = items.map(({ odds, result }) => ({ odds, result }));
  switch (shape.betType) {
    case 'single':
    case 'combo':
      return lineReturn(shape.unitStake, legs);
    case 'system': {
      const bankers = items.flatMap((item, i) => (item.banker ? [i] : []));
      return systemReturn(shape.unitStake, { size: shape.systemSize!, bankers }, legs);
    }
    case 'ifbet':
      return ifBetReturn(shape.unitStake, legs, shape.ifbetVariant);
    case 'reversebet':
      return reverseBetReturn(shape.unitStake, legs, shape.ifbetVariant);
    case 'teaser':
      return teaserReturn(
        shape.unitStake,
        items.map((item) => item.result),
        shape.teaserOdds!,
      );
  }
}

/** A single or combo returns at most its stake at maxOdds (BettingDeps.maxOdds; rules/settlement cappedReturn). */
function capped(shape: TicketShape, amount: bigint): bigint {
  if (shape.betType !== 'single' && shape.betType !== 'combo') return amount;
  return cappedReturn(shape.unitStake, shape.maxOdds, amount);
}

/** A combo's accumulator bonus on its net winnings, recounted without void legs. */
export function accumulatorBonus(options: BettingOptions, shape: TicketShape, items: readonly ItemState[], gross: bigint): bigint {
  if (shape.betType !== 'combo' || shape.freeBet) return 0n;
  const percent = accumulatorPercent(
    options,
    items.map((item) => ({ odds: item.odds, void: VOID.has(item.result) })),
  );
  const winnings = gross - shape.unitStake;
  return winnings > 0n ? (winnings * BigInt(percent)) / 100n : 0n;
}

/** Every leg winning: what the slip shows as potential return (accumulator bonus included). */
export function potentialReturn(options: BettingOptions, shape: TicketShape, odds: readonly { odds: number; banker: boolean }[]): bigint {
  const items = odds.map((leg) => ({ ...leg, result: 'win' as const }));
  const gross = grossReturn(shape, items);
  return capped(shape, gross + accumulatorBonus(options, shape, items, gross)) - (shape.freeBet ? shape.unitStake : 0n);
}

export interface Decision {
  outcome: Exclude<TicketOutcome, 'cashed_out'>;
  /** Paid to the player. */
  returned: bigint;
}

/**
 * The ticket's settlement once its legs decide it, or null while they do not yet. A lost leg decides a
 * combo, a teaser and (all lines holding it lose) a system whose banker it is; an if-bet is decided when
 * its chain stops; anything else waits for every leg.
 */
export function decide(options: BettingOptions, shape: TicketShape, items: readonly ItemState[], stake: bigint): Decision | null {
  const pending = items.some((item) => item.result === 'pending');
  if (pending) {
    const lost = (item: ItemState) => item.result === 'lost';
    const decidedEarly =
      ((shape.betType === 'combo' || shape.betType === 'teaser') && items.some(lost)) ||
      (shape.betType === 'system' && items.some((item) => item.banker && lost(item))) ||
      (shape.betType === 'ifbet' && ifBetStopped(shape, items));
    // An insured combo waits for every leg: a second loss is what voids the insurance.
    if (!decidedEarly || shape.insurancePremium > 0n) return null;
  }
  const settledItems = items.map((item) => (item.result === 'pending' ? { ...item, result: 'lost' as const } : item));
  let returned = grossReturn(shape, shape.betType === 'ifbet' ? items.map(pendingAfterStop) : settledItems);
  returned = capped(shape, returned + accumulatorBonus(options, shape, settledItems, returned));
  if (shape.freeBet) returned = returned > shape.unitStake ? returned - shape.unitStake : 0n;
  if (returned === 0n && insured(options, shape, settledItems)) returned = shape.unitStake;
  const allVoid = items.every((item) => VOID.has(item.result));
  const outcome = allVoid ? 'refunded' : returned > 0n ? 'won' : 'lost';
  return { outcome, returned: outcome === 'refunded' && !shape.freeBet ? stake : returned };
}

/** An if-bet whose chain stopped before its last leg: the later legs have no action. */
function ifBetStopped(shape: TicketShape, items: readonly ItemState[]): boolean {
  const continues = new Set<ItemResult>(shape.ifbetVariant === 'action' ? ['win', 'halfwin', 'refund', 'cancelled'] : ['win', 'halfwin', 'refund']);
  for (const item of items) {
    if (item.result === 'pending') return false;
    if (!continues.has(item.result)) return true;
  }
  return false;
}

/** ifBetReturn never reads a leg after the chain stops; give the pending ones a placeholder result. */
const pendingAfterStop = (item: ItemState): ItemState => (item.result === 'pending' ? { ...item, result: 'cancelled' } : item);

/** Bet insurance: a combo of enough legs lost by exactly one leg returns its stake. */
function insured(options: BettingOptions, shape: TicketShape, items: readonly ItemState[]): boolean {
  return (
    shape.insurancePremium > 0n &&
    shape.betType === 'combo' &&
    items.length >= options.insuranceMinLegs &&
    items.filter((item) => item.result === 'lost').length === 1
  );
}

/** A leg as cash-out reads it: its result so far, and for an open leg its price now (null: suspended or gone). */
export type PricedItem = ItemState & { currentOdds: number | null };

/**
 * A ticket's cash-out value now (issue 23: every bet type, each valued by its remaining legs), less the
 * margin, rounded down; null when an open leg has no price, or nothing can win any more. Every type
 * reads an open leg the same way: its chance now is 1 / its price now, so a line of legs is worth its
 * return at placement odds times each open leg's placement price over its price now.
 *   - single, combo: that one line (capped at the odds the ticket wins at most);
 *   - system: the sum of its lines, each valued so and rounded down on its own as settlement pays it;
 *     a line holding a lost leg is worth 0;
 *   - if-bet: the chain's expected return (a settled leg pays what it paid; an open leg wins and rides on,
 *     or loses and stops it); a reverse bet is its two if-bets;
 *   - teaser: the table's return for its legs times the chance its open legs all win, measured from the
 *     chance the table itself implies for a leg (teased legs are not priced on their own).
 * A ticket whose legs all settled is worth exactly what settlement would pay it (margin aside).
 */
export function cashoutValue(options: BettingOptions, shape: TicketShape, items: readonly PricedItem[]): bigint | null {
  if (!offersCashout(shape.betType, shape.freeBet)) return null;
  if (items.some((item) => item.result === 'pending' && item.currentOdds === null)) return null;
  const margin = BigInt(100 - options.cashoutMarginPercent);
  switch (shape.betType) {
    case 'single':
    case 'combo':
      return comboValue(shape, items, margin);
    case 'system': {
      if (items.some((item) => item.banker && item.result === 'lost')) return null;
      const bankers = items.flatMap((item, i) => (item.banker ? [i] : []));
      const lines = systemLines({ selections: items.length, size: shape.systemSize!, bankers });
      // Each line is a combo of its own (settlement rounds each); lines holding a lost leg add 0.
      const value = lines.reduce((sum, line) => sum + (comboValue({ ...shape, maxOdds: NO_CAP }, line.map((i) => items[i]!), margin) ?? 0n), 0n);
      return value > 0n ? value : null;
    }
    case 'ifbet':
      return ratioFloor(scale(ifBetValue(shape.unitStake, items, shape.ifbetVariant), margin, 100n));
    case 'reversebet': {
      const forward = ifBetValue(shape.unitStake, items, shape.ifbetVariant);
      const backward = ifBetValue(shape.unitStake, [...items].reverse(), shape.ifbetVariant);
      return ratioFloor(scale(add(forward, backward), margin, 100n));
    }
    case 'teaser':
      return teaserValue(shape, items, margin);
  }
}

/** A system's lines are not capped at maxOdds (capped() caps only singles and combos). */
const NO_CAP = 10n ** 30n;

/** An exact fraction of bigints (cash-out rounds once at the end, as settlement does). */
type Ratio = { top: bigint; bottom: bigint };
const ratio = (top: bigint, bottom = 1n): Ratio => ({ top, bottom });
const scale = (r: Ratio, top: bigint, bottom: bigint): Ratio => ({ top: r.top * top, bottom: r.bottom * bottom });
const add = (a: Ratio, b: Ratio): Ratio => ({ top: a.top * b.bottom + b.top * a.bottom, bottom: a.bottom * b.bottom });
const ratioFloor = (r: Ratio): bigint | null => {
  const value = r.top / r.bottom;
  return value > 0n ? value : null;
};

/**
 * One line: the stake times each leg's factor (a settled leg what it returned, an open leg its price at
 * placement over its price now), less the margin, rounded down. Null when a leg lost.
 */
function comboValue(shape: Pick<TicketShape, 'unitStake' | 'maxOdds'>, items: readonly PricedItem[], margin: bigint): bigint | null {
  let top = shape.unitStake * margin;
  let bottom = 100n;
  for (const item of items) {
    if (item.result === 'pending') {
      top *= BigInt(item.odds);
      bottom *= BigInt(item.currentOdds!);
      continue;
    }
    if (item.result === 'lost') return null;
    const gross = lineReturn(10_000n, [{ odds: item.odds, result: item.result }]);
    top *= gross;
    bottom *= 10_000n;
  }
  // A combo taken at the odds cap wins the cap, not its legs' product: its value shrinks by cap ÷ product.
  const product = items.reduce((odds, item) => odds * BigInt(item.odds), 1n);
  const power = 100n ** BigInt(items.length);
  if (product * 100n > shape.maxOdds * power) {
    top *= shape.maxOdds * power;
    bottom *= product * 100n;
  }
  return top / bottom;
}

/**
 * An if-bet's expected return from its first leg on, `stake` riding on each: a settled leg pays as
 * ifBetReturn pays it (rounded on its own); an open leg wins with chance 100 / its price now, paying its
 * winnings and riding on, or loses and stops the chain (a push is not priced: it only returns the stake).
 */
function ifBetValue(stake: bigint, items: readonly PricedItem[], variant: TicketShape['ifbetVariant']): Ratio {
  const [leg, ...rest] = items;
  if (!leg) return ratio(0n);
  if (leg.result !== 'pending') {
    const returned = lineReturn(stake, [leg]);
    if (rest.length === 0 || !continuesIfBet(variant, leg.result)) return ratio(returned);
    return add(ratio(returned - stake), ifBetValue(stake, rest, variant));
  }
  const won = lineReturn(stake, [{ odds: leg.odds, result: 'win' }]);
  const onWin = rest.length === 0 ? ratio(won) : add(ratio(won - stake), ifBetValue(stake, rest, variant));
  return scale(onWin, 100n, BigInt(leg.currentOdds!));
}

const continuesIfBet = (variant: TicketShape['ifbetVariant'], result: ItemResult) => result === 'win' || result === 'halfwin' || result === 'refund' || (variant === 'action' && result === 'cancelled');

/**
 * A teaser: its open legs must all win for it to pay the table's return R for its legs. A teased leg has
 * no price of its own, so its chance is read from the table: at placement the n legs together were worth
 * the stake, so one leg's chance was (stake / R)^(1/n); an open leg's chance now is that times its
 * (unteased) price at placement over its price now. The chance is a float (an nth root), rounded to
 * 1e-9 before the money is counted in bigints: the value offered is a quote, what is paid is the agreed
 * amount.
 */
function teaserValue(shape: TicketShape, items: readonly PricedItem[], margin: bigint): bigint | null {
  if (items.some((item) => item.result === 'lost')) return null;
  const results = items.map((item) => (item.result === 'pending' ? ('win' as const) : item.result));
  const returned = teaserReturn(shape.unitStake, results, shape.teaserOdds!);
  const counted = results.filter((result) => result === 'win').length;
  const open = items.filter((item) => item.result === 'pending');
  const perLeg = counted > 0 ? (Number(shape.unitStake) / Number(returned)) ** (1 / counted) : 1;
  const chance = open.reduce((p, item) => p * Math.min(1, perLeg * (item.odds / item.currentOdds!)), 1);
  const PRECISION = 1_000_000_000n;
  return ratioFloor(ratio(returned * margin * BigInt(Math.floor(chance * Number(PRECISION))), 100n * PRECISION));
}

/** A ticket row's shape, as settlement, cash-out and the liability book read it. */
export function shapeOf(
  deps: BettingDeps,
  ticket: { bet_type: TicketShape['betType']; currency: string; unit_stake: bigint; system_sizes: number[]; teaser_id: number | null; ifbet_variant: 'standard' | 'action'; free_bet_id: bigint | null; insurance_premium: bigint },
): TicketShape {
  return {
    betType: ticket.bet_type,
    unitStake: ticket.unit_stake,
    // One size, or a full cover's several (place.ts writes them all).
    systemSize: ticket.system_sizes.length > 1 ? ticket.system_sizes : (ticket.system_sizes[0] ?? null),
    teaserOdds: deps.options.teasers.find((setting) => setting.id === ticket.teaser_id)?.odds ?? null,
    ifbetVariant: ticket.ifbet_variant,
    freeBet: ticket.free_bet_id !== null,
    insurancePremium: ticket.insurance_premium,
    maxOdds: deps.maxOdds(ticket.currency),
  };
}
