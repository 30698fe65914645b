/**
 * Responsible-gambling rules (issue 17), pure: every function takes `now`, so tests drive a clock and
 * the platform passes the player's clock. Money in integer minor units.
 */

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';

const HOUR = 3_600_000;

/**
 * Rolling windows are fixed lengths of real time, not calendar days: 24 h across a DST change is still
 * 24 hours, and midnight resets nothing (UKGC and MGA both define the periods as rolling).
 */
export const PERIOD_MS: Record<LimitPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };
export const PERIODS = Object.keys(PERIOD_MS) as LimitPeriod[];

/** A limit as stored: the amount in force (null: none) and a pending increase or removal. */
export interface LimitState {
  amount: bigint | null;
  pending: boolean;
  /** With pending: the amount asked for, null for a removal. */
  pendingAmount: bigint | null;
  pendingSince: Date | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending: false, pendingAmount: null, pendingSince: null };

export type LimitChange =
  | { effect: 'applied'; state: LimitState }
  | { effect: 'pending'; state: LimitState; effectiveAt: Date }
  | { effect: 'unchanged'; state: LimitState };

/**
 * A player asks for `requested` (null: remove the limit). Tightening applies at once and drops any
 * pending loosening; loosening (a higher amount or a removal) waits `coolingOffHours` and then the
 * player's confirmation (UKGC LCCP SR 3.5.3).
 */
export function changeLimit(current: LimitState, requested: bigint | null, now: Date, coolingOffHours: number): LimitChange {
  const tighter = requested !== null && (current.amount === null || requested < current.amount);
  if (tighter) return { effect: 'applied', state: { amount: requested, pending: false, pendingAmount: null, pendingSince: null } };
  if (requested === current.amount) {
    // Asking for the limit in force again withdraws a pending loosening.
    return current.pending ? { effect: 'applied', state: { ...current, pending: false, pendingAmount: null, pendingSince: null } } : { effect: 'unchanged', state: current };
  }
  const state = { amount: current.amount, pending: true, pendingAmount: requested, pendingSince: now };
  return { effect: 'pending', state, effectiveAt: pendingEffectiveAt(state, coolingOffHours)! };
}

/** When a pending loosening may be confirmed, or null when none is pending. */
export function pendingEffectiveAt(state: LimitState, coolingOffHours: number): Date | null {
  if (!state.pending || !state.pendingSince) return null;
  return new Date(state.pendingSince.getTime() + coolingOffHours * HOUR);
}

/** The player confirms a pending loosening: applied once the cooling-off is over, otherwise refused (null). */
export function confirmLimit(current: LimitState, now: Date, coolingOffHours: number): LimitState | null {
  const at = pendingEffectiveAt(current, coolingOffHours);
  if (at === null || now.getTime() < at.getTime()) return null;
  return { amount: current.pendingAmount, pending: false, pendingAmount: null, pendingSince: null };
}

/** One counted movement: when (player's clock) and how much it adds to the limit's measure. */
export interface Counted {
  at: Date;
  amount: bigint;
}

/** What the window ending at `now` holds: the sum and the time its oldest entry leaves it. */
export function windowUse(entries: readonly Counted[], period: LimitPeriod, now: Date): { used: bigint; resetsAt: Date | null } {
  const from = now.getTime() - PERIOD_MS[period];
  let used = 0n;
  let oldest: number | null = null;
  for (const entry of entries) {
    const at = entry.at.getTime();
    if (at <= from || at > now.getTime()) continue;
    used += entry.amount;
    if (oldest === null || at < oldest) oldest = at;
  }
  return { used, resetsAt: oldest === null ? null : new Date(oldest + PERIOD_MS[period]) };
}

export interface Remaining {
  period: LimitPeriod;
  limit: bigint;
  used: bigint;
  /** Never below zero. */
  remaining: bigint;
  resetsAt: Date | null;
}

/**
 * The binding limit among a kind's periods: the lowest remaining amount wins (issue 17), with the
 * window's reset time to tell the player. null when no limit of the kind is in force.
 */
export function lowestRemaining(limits: Partial<Record<LimitPeriod, bigint | null>>, entries: readonly Counted[], now: Date): Remaining | null {
  let lowest: Remaining | null = null;
  for (const period of PERIODS) {
    const limit = limits[period];
    if (limit === null || limit === undefined) continue;
    const { used, resetsAt } = windowUse(entries, period, now);
    const left = limit - used;
    const remaining = left < 0n ? 0n : left;
    if (lowest === null || remaining < lowest.remaining) lowest = { period, limit, used, remaining, resetsAt };
  }
  return lowest;
}

/**
 * What an amount counts towards each limit kind: a deposit towards deposit limits; a stake towards
 * wager and loss limits; a return (settled winnings, a casino win, a refund) takes back loss.
 */
export function countedFor(kind: LimitKind, activity: readonly { kind: string; amount: bigint; at: Date }[]): Counted[] {
  const sign = (entry: { kind: string }): bigint => {
    if (kind === 'deposit') return entry.kind === 'deposit' ? 1n : 0n;
    if (kind === 'wager') return entry.kind === 'stake' ? 1n : 0n;
    return entry.kind === 'stake' ? 1n : entry.kind === 'return' ? -1n : 0n;
  };
  return activity.flatMap((entry) => {
    const s = sign(entry);
    return s === 0n ? [] : [{ at: entry.at, amount: entry.amount * s }];
  });
}

export type TimeOutTerm = '24h' | '7d' | '30d' | '6w';
export type SelfExclusionTerm = '6m' | '1y' | '2y' | '5y';

/** When an exclusion of `term` taken at `from` ends: hours exactly, months on the UTC calendar. */
export function exclusionEnd(from: Date, term: TimeOutTerm | SelfExclusionTerm): Date {
  const hours: Partial<Record<string, number>> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '6w': 42 * 24 };
  if (hours[term] !== undefined) return new Date(from.getTime() + hours[term]! * HOUR);
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[term as SelfExclusionTerm];
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Months a self-exclusion term lasts (against a profile's minimum). */
export const SELF_EXCLUSION_MONTHS: Record<SelfExclusionTerm, number> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };

/** An exclusion in force at `now`: it started and has not ended (the end itself is free again). */
export const excludedAt = (exclusion: { from: Date | null; until: Date | null }, now: Date) =>
  exclusion.from !== null && exclusion.until !== null && exclusion.from.getTime() <= now.getTime() && now.getTime() < exclusion.until.getTime();
