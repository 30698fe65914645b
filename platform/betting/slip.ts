/**
 * The bet slip as the server sees it: stateless. The slip's selections live with the player (the
 * browser keeps them across reloads and sign-in); "get bet slip" and "selections status" are one call
 * that judges any list of odd ids now: prices, suspension, which selections cannot share a bet, the max
 * bet per bet type, the systems and teasers on offer, the accumulator bonus and the remaining limit.
 * Nothing is stored per visitor, so an anonymous slip costs the book nothing.
 */
import { effectiveTolerance } from '../../rules/betting/odds-policy';
import { balancesOf } from '../db/ledger';
import type { BettingDeps } from './context';
import { playerLimits } from './context';
import { cappedByMarkets, marketStakeCaps, maxBetFor, stakeFactorOf } from './limits';
import { accumulatorPercent, type BettingOptions, type TeaserSetting } from './options';
import type { Player } from '../http/session';
import { type CoverChoice, type SystemSizes, coverChoices, type SystemChoice, systemChoices } from '../../rules/betting/combinations';
import { ODDS_POLICIES, type BetType } from './schema';
import { loadSelections, type Selection } from './selections';
import { signed } from '../sportsbook/pricing/market';

/** Selections of one match cannot share a combo, a system or a teaser (their outcomes are correlated). */
export function incompatibleWith(selection: Selection, all: readonly Selection[]): number[] {
  return all.filter((other) => other.id !== selection.id && other.matchId === selection.matchId).map((other) => other.id);
}

/** A teaser moves whole or half lines of full-match spreads and totals, on the sports the operator names. */
export function isTeasable(options: BettingOptions, selection: Selection): boolean {
  return (
    options.teaserSports.includes(selection.sportKey) &&
    selection.marketKey.startsWith('match/') &&
    (selection.marketType === 'asian-handicap' || selection.marketType === 'total') &&
    selection.line !== null &&
    Number.isInteger(selection.line * 2) &&
    selection.matchStatus === 'not_started'
  );
}

/** A selection a teaser cannot take conflicts with every other selection on a teaser. */
export function teaserIncompatible(options: BettingOptions, selection: Selection, all: readonly Selection[]): number[] {
  return isTeasable(options, selection) ? [] : all.filter((other) => other.id !== selection.id).map((other) => other.id);
}

/**
 * The line after teasing `points` in the player's favour, written as the market writes it (the home
 * side's handicap, the total): backing home or under raises it, backing away or over lowers it.
 */
export function teaserLine(selection: Pick<Selection, 'line' | 'outcomeKey'>, points: number): number | null {
  if (selection.line === null) return null;
  return selection.outcomeKey === 'home' || selection.outcomeKey === 'under' ? selection.line + points : selection.line - points;
}

/** The player's side of a teased line as the market titles it ("+2.5" on a handicap, "41.5" on a total). */
export function teasedSuffix(selection: Pick<Selection, 'line' | 'outcomeKey' | 'marketType'>, points: number): string | null {
  const line = teaserLine(selection, points);
  if (line === null) return null;
  if (selection.marketType !== 'asian-handicap') return String(line);
  return signed(selection.outcomeKey === 'home' ? line : -line);
}

export interface SlipQuote {
  selections: (Selection & { incompatible: number[]; teaserIncompatible: number[]; teased: { teaserId: number; suffix: string }[] })[];
  /** Ids asked for that are not (or no longer) on offer. */
  missing: number[];
  maxBets: Partial<Record<BetType, bigint>>;
  /** Each system and full cover with its own max bet per line (its lines' odds differ). */
  systems: (SystemChoice & { maxBet: bigint })[];
  covers: (CoverChoice & { maxBet: bigint })[];
  teasers: TeaserSetting[];
  accumulatorPercent: number;
  remaining: bigint | null;
  dailyLimit: bigint | null;
  policy: (typeof ODDS_POLICIES)[number];
  /** The player's live odds-change tolerance in force (whole percents), 0 when signed out. */
  tolerance: number;
  balance: bigint | null;
  freeBets: { id: bigint; amount: bigint }[];
  currency: string;
}

export async function quoteSlip(
  deps: BettingDeps,
  player: Player | null,
  currency: string,
  wanted: readonly { oddId: number; banker: boolean }[],
): Promise<SlipQuote> {
  const found = await loadSelections(deps.books, deps.db, wanted.map((w) => w.oddId));
  const present = wanted.flatMap((w) => {
    const selection = found.get(w.oddId);
    return selection ? [{ selection, banker: w.banker }] : [];
  });
  const selections = present.map(({ selection }) => selection);
  const legs = present.map(({ selection, banker }) => ({ odds: selection.odds ?? 100, banker }));
  const bankers = legs.filter((leg) => leg.banker).length;
  const systems = systemChoices(selections.length, bankers);
  const teasers = deps.options.teasers.filter((setting) => setting.odds[selections.length] !== undefined);
  // The player sees their max bets scaled by their stake factor, and nothing else of it; then each market's max stake caps them.
  const factor = player ? await stakeFactorOf(deps.db, player.userId) : undefined;
  const markets = selections.map((selection) => selection.marketId);
  const caps = await marketStakeCaps(deps.db, currency, markets);
  const max = (betType: BetType, size: SystemSizes | null = null, teaser: TeaserSetting | null = null) =>
    cappedByMarkets(maxBetFor(deps, currency, betType, betType === 'single' ? legs.slice(0, 1) : legs, size, teaser?.odds ?? null, factor), betType === 'single' ? markets.slice(0, 1) : markets, caps);
  const maxBets: SlipQuote['maxBets'] = {};
  if (legs.length > 0) maxBets.single = legs.map((leg, i) => cappedByMarkets(maxBetFor(deps, currency, 'single', [leg], null, null, factor), [markets[i]!], caps)).reduce((least, one) => (one < least ? one : least));
  if (legs.length >= 2) {
    maxBets.combo = max('combo');
    maxBets.ifbet = max('ifbet');
    maxBets.reversebet = max('reversebet');
    if (teasers[0]) maxBets.teaser = max('teaser', null, teasers[0]);
  }
  if (systems[0]) maxBets.system = max('system', systems[0].size);

  let remaining: bigint | null = null;
  let dailyLimit: bigint | null = null;
  let policy: SlipQuote['policy'] = 'accept-better';
  let tolerance = 0;
  let balance: bigint | null = null;
  let freeBets: SlipQuote['freeBets'] = [];
  if (player) {
    const settings = await deps.db.selectFrom('betting_settings').select(['odds_policy', 'odds_tolerance', 'daily_limit']).where('user_id', '=', player.userId).executeTakeFirst();
    const limits = await playerLimits(deps, deps.db, player, settings?.daily_limit ?? null);
    remaining = limits.remaining;
    dailyLimit = limits.daily;
    policy = ODDS_POLICIES[settings?.odds_policy ?? 1]!;
    tolerance = effectiveTolerance(settings?.odds_tolerance ?? 0, deps.options.maxOddsTolerancePercent);
    balance = (await balancesOf(deps.db, player.userId)).filter((b) => b.currency === currency).reduce((sum, b) => sum + b.balance, 0n);
    freeBets = (
      await deps.db
        .selectFrom('user_bonuses')
        .innerJoin('bonuses', 'bonuses.id', 'user_bonuses.bonus_id')
        .select(['user_bonuses.id', 'user_bonuses.amount'])
        .where('user_bonuses.user_id', '=', player.userId)
        .where('user_bonuses.status', '=', 2)
        .where('bonuses.kind', '=', 'free_bet')
        .where('user_bonuses.currency', '=', currency)
        .execute()
    ).map((row) => ({ id: row.id, amount: row.amount }));
  }

  return {
    selections: selections.map((selection) => ({
      ...selection,
      incompatible: incompatibleWith(selection, selections),
      teaserIncompatible: teaserIncompatible(deps.options, selection, selections),
      // What each teaser on offer makes of its line, so the slip shows the lines the teaser bets.
      teased: isTeasable(deps.options, selection)
        ? teasers.flatMap((setting) => {
          const suffix = teasedSuffix(selection, setting.points);
          return suffix === null ? [] : [{ teaserId: setting.id, suffix }];
        })
        : [],
    })),
    missing: wanted.filter((w) => !found.has(w.oddId)).map((w) => w.oddId),
    maxBets,
    systems: systems.map((choice) => ({ ...choice, maxBet: max('system', choice.size) })),
    covers: coverChoices(selections.length, bankers).map((choice) => ({ ...choice, maxBet: max('system', choice.sizes) })),
    teasers,
    accumulatorPercent: accumulatorPercent(deps.options, legs),
    remaining,
    dailyLimit,
    policy,
    tolerance,
    balance,
    freeBets,
    currency,
  };
}
