/**
 * The bet slip's judgement, pure: which selections conflict on the active tab, which odds moved since the
 * player added or accepted them, whether the slip may be placed now and why not, what it stakes and may
 * return, and the placeBet input. The tab rules are the ones the platform applies (rules/betting), so the
 * slip refuses exactly what the server would; the blocks that do not depend on the tab (a request
 * pending, odds changed: seed 002 §4) are added here.
 */
import { type CoverChoice, coverChoices, FULL_COVER_NAMES, type FullCover, MAX_SYSTEM_COMBINATIONS, systemChoices, type SystemChoice, systemOffers } from '../../../../../rules/betting/combinations';
import { hasIncompatible, parseStake, placementRule, type BetTab, type PlacementReason, type Slip } from '../../../../../rules/betting/placement-rules';
import { cappedReturn, ifBetReturn, lineReturn, reverseBetReturn, systemReturn, type Leg } from '../../../../../rules/betting/settlement';
import { formatMinor as formatMinorUnits } from '../../../../../rules/money';
import { type OddsPolicyName, takesPrice } from '../../../../../rules/betting/odds-policy';
import type { IfBetVariantChoice, OddsPolicyChoice, SlipOptions, StakeTab } from './options';

/** A selection as the slip judges it: the server's status joined with what the player accepted. */
export interface ModelSelection {
  /** The Odd's global id: the slip's key, and the id the betting calls and the incompatibility lists use. */
  id: string;
  /** The decimal price the player added or last accepted; null when it was not priced. */
  accepted: number | null;
  /** The decimal price now (the Odd node, live); null when not offered. */
  live: number | null;
  suspended: boolean;
  /** On a live match: the player's odds-change tolerance applies to it (issue 22 item 7). */
  inPlay?: boolean;
  incompatibleSelections: readonly string[];
  incompatibleTeaserSelections: readonly string[];
  /** Its line as each teaser on offer moves it (the book's answer); empty when it cannot be teased. */
  teasedLines: readonly { teaserId: number; titleSuffix: string }[];
}

export interface TeaserOption {
  id: number;
  points: number;
  selections: readonly { numberOfSelections: number; odds: string }[];
}

export interface SlipContext {
  selections: readonly ModelSelection[];
  options: SlipOptions;
  teaserSettings: readonly TeaserOption[];
  /** Percent the combo earns on its winnings now (the server counted legs and minimum odds). */
  accumulatorPercent: number;
  insurance: { percent: number; minSelections: number };
  freeBets: readonly { id: string; amount: string }[];
  signedIn: boolean;
  /** A placeBet, betslip or add-selection request is on its way. */
  busy: boolean;
  /** The odds (hundredths) a single or combo wins at most, from the slip's answer; null before it came. */
  maxOdds: bigint | null;
  /** The player's live odds-change tolerance in whole percents (Betslip.oddsTolerance); 0 when absent. */
  oddsTolerance?: number;
}

/** Why the place button is disabled: a tab rule (the platform's codes) or one of the slip's own blocks. */
export type BlockReason = PlacementReason | 'busy' | 'empty' | 'odds-changed' | 'suspended' | 'no-stake' | 'signed-out';

const sameSet = (selections: readonly ModelSelection[]) => new Set(selections.map((s) => s.id));

/**
 * Seed 002 §3 haveSelectionOddsChanged: the selections whose price moved from the one accepted in a way
 * the player's policy does not take on its own (any move when declining any change, a drop when accepting
 * better odds beyond the live odds-change tolerance, none when accepting any change): those wait for
 * "Accept changes".
 */
export function changedOdds(selections: readonly ModelSelection[], policy: OddsPolicyChoice = 'DECLINE_ANY', tolerance = 0): ModelSelection[] {
  if (policy === 'ACCEPT_ANY') return [];
  return selections.filter((s) => {
    if (s.live === null || s.accepted === null) return s.live !== s.accepted;
    // The platform's rule, in hundredths: a live drop inside the tolerance is taken at the new price.
    return !takesPrice(POLICY_NAMES[policy], Math.round(s.accepted * 100), Math.round(s.live * 100), s.inPlay ? tolerance : 0);
  });
}

const POLICY_NAMES: Record<OddsPolicyChoice, OddsPolicyName> = { DECLINE_ANY: 'decline-any', ACCEPT_BETTER: 'accept-better', ACCEPT_ANY: 'accept-any' };

/**
 * The selections to mark on a tab: those naming another selection of the slip as incompatible (combo,
 * system, teaser), plus the teaser-incompatible ones on the teaser tab. Singles, if-bets and reverse
 * bets take any mix.
 */
export function conflictingIds(tab: BetTab, selections: readonly ModelSelection[]): Set<string> {
  if (tab === 'single' || tab === 'ifbet' || tab === 'reversebet') return new Set();
  const onSlip = sameSet(selections);
  const teaser = tab === 'teaser';
  return new Set(
    selections
      .filter((s) => [...s.incompatibleSelections, ...(teaser ? s.incompatibleTeaserSelections : [])].some((id) => id !== s.id && onSlip.has(id)))
      .map((s) => s.id),
  );
}

/** The banker ids that still are on the slip (a removed selection stops being a banker). */
export const bankerIds = (context: Pick<SlipContext, 'selections' | 'options'>): Set<string> => {
  const onSlip = new Set(context.selections.map((s) => s.id));
  return new Set(context.options.bankers.filter((id) => onSlip.has(id)));
};

/**
 * The systems the slip offers ("2/4", "3/4 + 1B"): computed here with the platform's own rule, so a
 * banker toggled shows its systems at once instead of after a round trip.
 */
export const systemsFor = (context: Pick<SlipContext, 'selections' | 'options'>): SystemChoice[] =>
  systemChoices(context.selections.length, bankerIds(context).size);

/** The named full covers the slip offers (a Yankee on 4 selections…), none once a banker is set. */
export const coversFor = (context: Pick<SlipContext, 'selections' | 'options'>): CoverChoice[] =>
  coverChoices(context.selections.length, bankerIds(context).size);

type Underscored<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${B}` : S;
/** A full cover as the GraphQL enum names it: 'lucky-15' → 'LUCKY_15'. */
export type CoverEnum = Uppercase<Underscored<FullCover>>;
export const coverEnum = (cover: FullCover) => cover.toUpperCase().replace('-', '_') as CoverEnum;
/** The full cover a GraphQL enum name names ('LUCKY_15' → 'lucky-15'), or null. */
export const coverOfEnum = (name: string): FullCover | null => FULL_COVER_NAMES.find((cover) => coverEnum(cover) === name) ?? null;

/** Stakes typed (size or cover → text) for what the slip offers now (a stake left on one that went is ignored). */
function offeredStakes(typed: Record<string, string>, offered: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(typed).filter(([key]) => offered.includes(key)).map(([key, stake]) => [key, normalizeStake(stake)]));
}

/** Every system and full cover the slip offers, with the stake per line typed for it. */
function systemBets(context: Pick<SlipContext, 'selections' | 'options'>) {
  const typed: Record<string, string> = { ...context.options.systemStakes, ...context.options.coverStakes };
  return systemOffers(context.selections.length, bankerIds(context).size).map((offer) => ({ ...offer, stake: typed[offer.key] }));
}

/** The teaser settings that exist for this many selections (seed 002 §5). */
export const teasersFor = (settings: readonly TeaserOption[], count: number): TeaserOption[] =>
  settings.filter((setting) => setting.selections.some((row) => row.numberOfSelections === count));

/** The teaser setting in use: the player's choice when it exists for the count, else the first that does. */
export function activeTeaser(context: Pick<SlipContext, 'teaserSettings' | 'selections' | 'options'>): TeaserOption | null {
  const offered = teasersFor(context.teaserSettings, context.selections.length);
  return offered.find((setting) => setting.id === context.options.teaserId) ?? offered[0] ?? null;
}

/** The slip in the shape the shared placement rules read. */
export function ruleSlip(context: Pick<SlipContext, 'selections' | 'options' | 'teaserSettings'>): Slip {
  const bankers = bankerIds(context);
  const teaser = activeTeaser(context);
  return {
    selections: context.selections.map((s) => ({ id: s.id, incompatibleSelections: s.incompatibleSelections, incompatibleTeaserSelections: s.incompatibleTeaserSelections })),
    bankers: context.selections.filter((s) => bankers.has(s.id)).map((s) => s.id),
    systemStakes: offeredStakes(context.options.systemStakes, systemsFor(context).map((system) => String(system.size))),
    coverStakes: offeredStakes(context.options.coverStakes, coversFor(context).map((cover) => cover.cover)),
    teaserSelectionCounts: teaser ? teaser.selections.map((row) => row.numberOfSelections) : [],
  };
}

/** The active tab's rule: null when met (seed 002 §5). */
export const tabReason = (context: SlipContext): PlacementReason | null => placementRule(context.options.tab, ruleSlip(context));

/** Whether a tab is worth showing as usable: its rule is met apart from stakes. */
export function tabAvailable(tab: BetTab, context: SlipContext): boolean {
  const reason = placementRule(tab, ruleSlip({ ...context, options: { ...context.options, tab } }));
  return reason === null || reason === 'no-system-stake';
}

/**
 * A typed stake as the number the rules parse (seed 002 §5: non-numeric is 0). A comma is read as the
 * decimal separator the player's locale types ("2,50"), so it is not a non-number; a negative stake is 0.
 */
export function normalizeStake(input: string | null | undefined): string {
  const text = (input ?? '').trim().replace(/\s/g, '');
  const dotted = /^\d*,\d*$/.test(text) ? text.replace(',', '.') : text;
  const value = parseStake(dotted);
  return value > 0 ? String(value) : '0';
}

/** A stake in minor units (cents): what the totals are computed in, as the platform does. */
export function stakeMinor(input: string | null | undefined): bigint {
  const value = Number(normalizeStake(input));
  return BigInt(Math.round(value * 100));
}

/** Cents → "12.50", as the platform writes amounts (rules/money.ts). */
export const formatMinor = (minor: bigint): string => formatMinorUnits(minor, 2);

/** The stake input's text for a tab (system has one per size). */
export const stakeText = (options: SlipOptions, tab: StakeTab) => options.stakes[tab] ?? '';

/** A free bet's amount is the stake (the platform uses it whole, on one ticket). */
export function chosenFreeBet(context: Pick<SlipContext, 'freeBets' | 'options'>) {
  return context.freeBets.find((bet) => bet.id === context.options.freeBetId) ?? null;
}

/** Free bets fit a bet that makes exactly one ticket: not several singles, not a system. */
export const freeBetFits = (context: Pick<SlipContext, 'options' | 'selections'>) =>
  context.options.tab !== 'system' && !(context.options.tab === 'single' && context.selections.length > 1);

/** Insurance is offered on combos of at least insurance.minSelections selections. */
export const insuranceOffered = (context: Pick<SlipContext, 'options' | 'selections' | 'insurance'>) =>
  context.options.tab === 'combo' && context.insurance.minSelections > 0 && context.selections.length >= context.insurance.minSelections;

const hundredths = (price: number | null) => (price === null ? null : Math.round(price * 100));

export interface Totals {
  /** What the player pays: every line's stake (and the insurance premium). */
  stake: bigint;
  /** Every leg winning, the accumulator bonus included; null when a price is missing. */
  potentialReturn: bigint | null;
  /** Lines staked: selections for singles, the staked systems' lines, 2 for a reverse bet. */
  lines: number;
  insurancePremium: bigint;
  /** Bonus part of the potential return (combo). */
  bonus: bigint;
}

const wins = (prices: readonly (number | null)[]): Leg[] | null => {
  const legs: Leg[] = [];
  for (const price of prices) {
    const odds = hundredths(price);
    if (odds === null || odds < 100) return null;
    legs.push({ odds, result: 'win' });
  }
  return legs;
};

/** The slip's stake and potential return on its active tab, at the prices shown (the accepted ones). */
export function totals(context: SlipContext): Totals {
  const { options, selections } = context;
  const tab = options.tab;
  const freeBet = freeBetFits(context) ? chosenFreeBet(context) : null;
  const unit = freeBet ? stakeMinor(freeBet.amount) : tab === 'system' ? 0n : stakeMinor(stakeText(options, tab));
  const legs = wins(selections.map((s) => s.accepted));
  const none: Totals = { stake: 0n, potentialReturn: legs ? 0n : null, lines: 0, insurancePremium: 0n, bonus: 0n };
  if (selections.length === 0) return none;
  // A free bet's stake is the house's: the return is the winnings only.
  const lessFree = (gross: bigint) => (freeBet ? gross - unit : gross);
  // A single or combo pays at most its stake at the book's odds cap, as its ticket will.
  const capped = (gross: bigint) => (context.maxOdds === null ? gross : cappedReturn(unit, context.maxOdds, gross));

  switch (tab) {
    case 'single': {
      const stake = unit * BigInt(selections.length);
      const gross = legs && unit > 0n ? legs.reduce((sum, leg) => sum + capped(lineReturn(unit, [leg])), 0n) : legs ? 0n : null;
      return { ...none, stake, lines: selections.length, potentialReturn: gross === null ? null : lessFree(gross) };
    }
    case 'combo': {
      const premium = options.insurance && insuranceOffered(context) && !freeBet ? (unit * BigInt(context.insurance.percent)) / 100n : 0n;
      if (!legs || unit === 0n) return { ...none, stake: unit + premium, lines: 1, insurancePremium: premium };
      const gross = lineReturn(unit, legs);
      const bonus = !freeBet && gross > unit ? ((gross - unit) * BigInt(context.accumulatorPercent)) / 100n : 0n;
      return { stake: unit + premium, potentialReturn: lessFree(capped(gross + bonus)), lines: 1, insurancePremium: premium, bonus };
    }
    case 'system': {
      const bankers = bankerIds(context);
      const bankerIndices = selections.flatMap((s, i) => (bankers.has(s.id) ? [i] : []));
      let stake = 0n;
      let potential: bigint | null = legs ? 0n : null;
      let lines = 0;
      for (const system of systemBets(context)) {
        const perLine = stakeMinor(system.stake);
        if (perLine === 0n) continue;
        stake += perLine * BigInt(system.lines);
        lines += system.lines;
        if (potential !== null && legs && lines <= MAX_SYSTEM_COMBINATIONS) potential += systemReturn(perLine, { size: system.size, bankers: bankerIndices }, legs);
      }
      return { ...none, stake, lines, potentialReturn: lines > MAX_SYSTEM_COMBINATIONS ? null : potential };
    }
    case 'ifbet':
    case 'reversebet': {
      const variant = options.ifBetVariant === 'ACTION' ? 'action' : 'standard';
      const stake = tab === 'reversebet' ? unit * 2n : unit;
      if (!legs || unit === 0n) return { ...none, stake, lines: tab === 'reversebet' ? 2 : 1 };
      const gross = tab === 'reversebet' ? reverseBetReturn(unit, legs, variant) : ifBetReturn(unit, legs, variant);
      return { ...none, stake, lines: tab === 'reversebet' ? 2 : 1, potentialReturn: lessFree(gross) };
    }
    case 'teaser': {
      const teaser = activeTeaser(context);
      const row = teaser?.selections.find((entry) => entry.numberOfSelections === selections.length);
      const odds = row ? hundredths(Number(row.odds)) : null;
      if (odds === null || !Number.isFinite(odds)) return { ...none, stake: unit, lines: 1, potentialReturn: null };
      return { ...none, stake: unit, lines: 1, potentialReturn: lessFree((unit * BigInt(odds)) / 100n) };
    }
  }
}

/**
 * Why the slip cannot be placed now, or null. The order is what the player can act on first: wait for
 * the server, review moved odds, then the tab's rule, then a stake, then signing in.
 */
export function blockReason(context: SlipContext, policy: OddsPolicyChoice = 'DECLINE_ANY'): BlockReason | null {
  if (context.selections.length === 0) return 'empty';
  if (context.busy) return 'busy';
  if (changedOdds(context.selections, policy, context.oddsTolerance).length > 0) return 'odds-changed';
  if (context.selections.some((s) => s.suspended || s.live === null)) return 'suspended';
  const rule = tabReason(context);
  if (rule) return rule;
  if (context.options.tab !== 'system' && totals(context).stake === 0n) return 'no-stake';
  if (!context.signedIn) return 'signed-out';
  return null;
}

/** True when the tab shows conflicts the rule counts (for the incompatible marker's wording). */
export const tabHasConflicts = (context: SlipContext) =>
  context.options.tab === 'teaser' ? hasIncompatible(ruleSlip(context).selections, true) : conflictingIds(context.options.tab, context.selections).size > 0;

/** Decimal odds as the server reads them ("1.85"). */
export const oddsText = (price: number) => price.toFixed(2);

export interface PlaceBetInputValue {
  type: 'SINGLE' | 'COMBO' | 'SYSTEM' | 'IFBET' | 'REVERSEBET' | 'TEASER';
  selections: { oddId: string; odds: string; banker: boolean | null }[];
  stake: string | null;
  systemStakes: { size: number; stake: string | null }[] | null;
  coverStakes: { cover: CoverEnum; stake: string | null }[] | null;
  teaserId: number | null;
  ifBetVariant: IfBetVariantChoice | null;
  oddsPolicy: OddsPolicyChoice | null;
  freeBetId: string | null;
  insurance: boolean | null;
  seenBalance: string | null;
  idempotencyKey: string | null;
}

/**
 * The placeBet input: the odds the player sees (accepted) per selection, the stake of the tab as typed
 * once parsed (non-numeric is 0), the systems with a stake, and what the other tabs need.
 */
export function placeBetInput(context: SlipContext, policy: OddsPolicyChoice | null, seenBalance: string | null): Omit<PlaceBetInputValue, 'idempotencyKey'> {
  const { options, selections } = context;
  const tab = options.tab;
  const bankers = bankerIds(context);
  const freeBet = freeBetFits(context) ? chosenFreeBet(context) : null;
  const stake = tab === 'system' ? null : freeBet ? freeBet.amount : normalizeStake(stakeText(options, tab));
  return {
    type: tab.toUpperCase() as PlaceBetInputValue['type'],
    selections: selections.map((s) => ({ oddId: s.id, odds: oddsText(s.accepted ?? s.live ?? 0), banker: tab === 'system' ? bankers.has(s.id) : null })),
    stake,
    systemStakes:
      tab === 'system'
        ? systemsFor(context)
          .map((system) => ({ size: system.size, stake: normalizeStake(options.systemStakes[String(system.size)]) }))
          .filter((entry) => entry.stake !== '0')
        : null,
    coverStakes:
      tab === 'system'
        ? coversFor(context)
          .map((cover) => ({ cover: coverEnum(cover.cover), stake: normalizeStake(options.coverStakes[cover.cover]) }))
          .filter((entry) => entry.stake !== '0')
        : null,
    teaserId: tab === 'teaser' ? (activeTeaser(context)?.id ?? null) : null,
    ifBetVariant: tab === 'ifbet' || tab === 'reversebet' ? options.ifBetVariant : null,
    oddsPolicy: policy,
    freeBetId: freeBet?.id ?? null,
    insurance: tab === 'combo' && options.insurance && insuranceOffered(context) && !freeBet ? true : null,
    seenBalance,
  };
}
