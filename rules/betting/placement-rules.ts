/**
 * When a bet slip's active tab may be placed: the table of seed 002 §5, one function per tab.
 *
 * Each rule returns null when met and otherwise the first unmet condition as a code the slip can show
 * (the codes follow the bet-placement error kinds of seed 002 §8). The rules read only the slip; the
 * blocks that do not depend on the tab (a request pending, odds changed, seed 002 §4) are the caller's.
 */
import { type FullCover, MAX_SYSTEM_COMBINATIONS, MAX_SYSTEM_SELECTIONS, MIN_SYSTEM_SELECTIONS, systemOffers } from './combinations';

export type BetTab = 'single' | 'combo' | 'system' | 'ifbet' | 'reversebet' | 'teaser';
export const BET_TABS: readonly BetTab[] = ['single', 'combo', 'system', 'ifbet', 'reversebet', 'teaser'];

export type PlacementReason =
  /** Seed 002 §8 "minimum selections required". */
  | 'minimum-selections'
  /** Seed 002 §8 "maximum selections exceeded". */
  | 'maximum-selections'
  /** Seed 002 §8 "incompatible bet types or selections". */
  | 'incompatible-selections'
  /** The staked systems would place more than 252 lines (seed 002 §5): "invalid bet combination". */
  | 'too-many-combinations'
  /** A stake on a system or full cover the slip does not offer: "invalid bet combination". */
  | 'unknown-system'
  /** No system has a stake: "invalid stake". */
  | 'no-system-stake'
  /** The teaser table has no row for this many selections: "invalid bet combination". */
  | 'no-teaser-setting';

export type SelectionId = string | number;

/** A slip selection as seed 002 §3 lists it: the ids it may not share a bet with. */
export interface SlipSelection {
  id: SelectionId;
  incompatibleSelections?: readonly SelectionId[];
  incompatibleTeaserSelections?: readonly SelectionId[];
}

export interface Slip {
  selections: readonly SlipSelection[];
  /** Ids of the banker selections (system tab). */
  bankers?: readonly SelectionId[];
  /** System tab: the stake input per system size (k of "k of n"), as typed. */
  systemStakes?: Readonly<Record<number, string | number | null | undefined>>;
  /** System tab: the stake input per line of each named full cover (a Yankee…), as typed. */
  coverStakes?: Readonly<Partial<Record<FullCover, string | number | null | undefined>>>;
  /** Teaser tab: the selection counts the teaser settings (betTypes) offer. */
  teaserSelectionCounts?: readonly number[];
}

/** Seed 002 §5: a stake input is parsed as a number; non-numeric input (and blank) becomes 0. */
export function parseStake(input: string | number | null | undefined): number {
  if (input === null || input === undefined) return 0;
  const value = typeof input === 'number' ? input : Number(input.trim());
  return Number.isFinite(value) ? value : 0;
}

/**
 * True when some selection names another selection of this slip as incompatible; with `teaser`, the
 * teaser-only list counts too. An id that is not on the slip is ignored: it can conflict with nothing.
 */
export function hasIncompatible(selections: readonly SlipSelection[], teaser = false): boolean {
  const onSlip = new Set(selections.map((s) => s.id));
  return selections.some((s) =>
    [...(s.incompatibleSelections ?? []), ...(teaser ? (s.incompatibleTeaserSelections ?? []) : [])].some((id) => id !== s.id && onSlip.has(id)),
  );
}

/** Seed 002 §9: if-bets and reverse bets take 2 to 10 selections. */
export const MIN_IFBET_SELECTIONS = 2;
export const MAX_IFBET_SELECTIONS = 10;
/** Seed 002 §5: a combo and a teaser take at least 2 selections. */
export const MIN_COMBO_SELECTIONS = 2;
export const MIN_TEASER_SELECTIONS = 2;

const count = (slip: Slip, min: number, max = Number.POSITIVE_INFINITY): PlacementReason | null =>
  slip.selections.length < min ? 'minimum-selections' : slip.selections.length > max ? 'maximum-selections' : null;

/** Single: always (each selection is its own bet). */
export const singleRule = (_slip: Slip): PlacementReason | null => null;

/** Combo: at least 2 selections and none incompatible. */
export function comboRule(slip: Slip): PlacementReason | null {
  return count(slip, MIN_COMBO_SELECTIONS) ?? (hasIncompatible(slip.selections) ? 'incompatible-selections' : null);
}

/**
 * System: 3 to 10 selections, none incompatible, at least one system or full cover with a stake, every
 * staked one offered by the slip, and at most 252 combinations. "Resulting combinations" counts the lines
 * of everything staked together: that is what the ticket places, and no single system of 10 exceeds
 * C(10, 5) = 252 (nor Goliath's 247 lines).
 */
export function systemRule(slip: Slip): PlacementReason | null {
  const limits = count(slip, MIN_SYSTEM_SELECTIONS, MAX_SYSTEM_SELECTIONS);
  if (limits) return limits;
  if (hasIncompatible(slip.selections)) return 'incompatible-selections';
  const onSlip = new Set(slip.selections.map((s) => s.id));
  const bankers = new Set((slip.bankers ?? []).filter((id) => onSlip.has(id))).size;
  const offered = new Map(systemOffers(slip.selections.length, bankers).map((offer) => [offer.key, offer.lines]));
  const staked = [...Object.entries(slip.systemStakes ?? {}), ...Object.entries(slip.coverStakes ?? {})]
    .filter(([, stake]) => parseStake(stake) > 0)
    .map(([key]) => key);
  if (staked.length === 0) return 'no-system-stake';
  let lines = 0;
  for (const key of staked) {
    const choice = offered.get(key);
    if (choice === undefined) return 'unknown-system';
    lines += choice;
  }
  return lines > MAX_SYSTEM_COMBINATIONS ? 'too-many-combinations' : null;
}

/** If-bet: 2 to 10 selections (seed 002 §5 asks nothing about compatibility: each leg is a single). */
export function ifbetRule(slip: Slip): PlacementReason | null {
  return count(slip, MIN_IFBET_SELECTIONS, MAX_IFBET_SELECTIONS);
}

/** Reverse bet: the if-bet's rule, as it is two if-bets. */
export function reversebetRule(slip: Slip): PlacementReason | null {
  return count(slip, MIN_IFBET_SELECTIONS, MAX_IFBET_SELECTIONS);
}

/** Teaser: at least 2 selections, none incompatible (teaser-incompatible too), and a teaser setting for the count. */
export function teaserRule(slip: Slip): PlacementReason | null {
  const limits = count(slip, MIN_TEASER_SELECTIONS);
  if (limits) return limits;
  if (hasIncompatible(slip.selections, true)) return 'incompatible-selections';
  return (slip.teaserSelectionCounts ?? []).includes(slip.selections.length) ? null : 'no-teaser-setting';
}

export const PLACEMENT_RULES: Readonly<Record<BetTab, (slip: Slip) => PlacementReason | null>> = {
  single: singleRule,
  combo: comboRule,
  system: systemRule,
  ifbet: ifbetRule,
  reversebet: reversebetRule,
  teaser: teaserRule,
};

/** The active tab's rule (seed 002 §4: placing is blocked while it is unmet). */
export function placementRule(tab: BetTab, slip: Slip): PlacementReason | null {
  return PLACEMENT_RULES[tab](slip);
}
