/**
 * What a ticket returns: at placement (the potential return, every leg winning), at settlement (once
 * its legs decide it) and for cash-out (its fair value now). Pure: bigint minor units, odds in
 * hundredths; the money rules themselves are rules/settlement.ts.
 */
import { accumulatorPercent, type BettingOptions } from './options';
import { cappedReturn, ifBetReturn, type ItemResult, type Leg, lineReturn, offersCashout, reverseBetReturn, systemReturn, teaserReturn } from '../../rules/betting/settlement';
import type { BetType, TicketOutcome } from './schema';
import type { SystemSizes } from '../../rules/betting/combinations';
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

/**
 * A single's or combo's cash-out value now: the stake times each leg's factor (a settled leg what it
 * returned, an open leg its price at placement over its price now, so the value tracks the chance the
 * ticket still wins), less the margin, rounded down. Null when any open leg has no price or a leg lost.
 */
export function cashoutValue(options: BettingOptions, shape: TicketShape, items: readonly (ItemState & { currentOdds: number | null })[]): bigint | null {
  if (!offersCashout(shape.betType, shape.freeBet)) return null;
  let top = shape.unitStake * BigInt(100 - options.cashoutMarginPercent);
  let bottom = 100n;
  for (const item of items) {
    if (item.result === 'pending') {
      if (item.currentOdds === null) return null;
      top *= BigInt(item.odds);
      bottom *= BigInt(item.currentOdds);
      continue;
    }
    if (item.result === 'lost') return null;
    const gross = lineReturn(10_000n, [{ odds: item.odds, result: item.result }]);
    top *= gross;
    bottom *= 10_000n;
  }
  // A combo taken at the odds cap wins the cap, not its legs' product: its value shrinks by cap ÷ product.
  const product = items.reduce((odds, item) => odds * BigInt(item.odds), 1n);
  const scale = 100n ** BigInt(items.length);
  if (product * 100n > shape.maxOdds * scale) {
    top *= shape.maxOdds * scale;
    bottom *= product * 100n;
  }
  return top / bottom;
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
