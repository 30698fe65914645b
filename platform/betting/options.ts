import { platformEnv } from '../config';

/**
 * The operator's betting tables: limits, the accumulator bonus, teaser settings, cash-out margin and
 * the live acceptance delay. Defaults are a sensible book; every figure is a plain table so an operator
 * (or a test) passes its own.
 */
export interface AccumulatorRule {
  /** Legs (not void) needed for this percent, each at odds of at least minOdds. */
  selections: number;
  percent: number;
}

export interface TeaserSetting {
  id: number;
  /** Points each leg's line moves in the player's favour. */
  points: number;
  /** Legs → decimal odds in hundredths the teaser pays. */
  odds: Readonly<Record<number, number>>;
}

export interface BettingOptions {
  /** A live bet waits this long, then is re-checked against the feed (0 accepts at once). */
  liveDelayMs: number;
  /** A trader's offer stands this long; then it lapses (declined). */
  offerSeconds: number;
  /** How often the background pass judges delayed bets and settles finished matches; 0: no background pass (a test runs bettingPass itself). */
  workerIntervalMs: number;
  /** Major units, in the account's currency. */
  minStake: string;
  maxStake: string;
  /** The most one ticket may return; max bet = maxPayout ÷ odds, capped at maxStake. */
  maxPayout: string;
  /** Stake a player may place per rolling 24 hours unless the player set a lower limit. */
  dailyLimit: string;
  maxComboSelections: number;
  accumulator: { minOdds: number; rules: readonly AccumulatorRule[] };
  /** Teasers are offered on these sports' full-match spreads and totals (American-style books). */
  teaserSports: readonly string[];
  teasers: readonly TeaserSetting[];
  /** Cash-out pays the fair value of the ticket less this share (5 = 5 %). */
  cashoutMarginPercent: number;
  /** Bet insurance costs this share of the stake; a combo of at least insuranceMinLegs lost by one leg returns the stake. */
  insurancePercent: number;
  insuranceMinLegs: number;
  /** The most a player's odds-change tolerance may be: whole percents a live price may drop and still be taken (issue 22 item 7). */
  maxOddsTolerancePercent: number;
  /**
   * A bet builder's price is 1 / (p × (1 + this / 100)) (sportsbook/builder/quote.ts). Higher than a single
   * market's: the joint model is fitted, not traded, and correlated legs are where a model errs most.
   */
  betBuilderMarginPercent: number;
}

export const DEFAULT_BETTING_OPTIONS: BettingOptions = {
  liveDelayMs: 3000,
  workerIntervalMs: 250,
  offerSeconds: 60,
  minStake: '0.10',
  maxStake: '5000.00',
  maxPayout: '100000.00',
  dailyLimit: '20000.00',
  maxComboSelections: 20,
  accumulator: {
    minOdds: 120,
    rules: [
      { selections: 3, percent: 3 },
      { selections: 4, percent: 5 },
      { selections: 5, percent: 8 },
      { selections: 6, percent: 10 },
      { selections: 8, percent: 15 },
      { selections: 10, percent: 25 },
    ],
  },
  teaserSports: ['basketball'],
  teasers: [
    { id: 1, points: 4, odds: { 2: 180, 3: 260, 4: 400, 5: 600, 6: 900 } },
    { id: 2, points: 6, odds: { 2: 165, 3: 220, 4: 300, 5: 450 } },
  ],
  cashoutMarginPercent: 5,
  insurancePercent: 10,
  insuranceMinLegs: 4,
  maxOddsTolerancePercent: 5,
  betBuilderMarginPercent: 12,
};

export function loadBettingOptions(env: NodeJS.ProcessEnv = process.env): BettingOptions {
  const delay = platformEnv(env).BET_LIVE_DELAY_MS;
  return { ...DEFAULT_BETTING_OPTIONS, ...(delay !== undefined ? { liveDelayMs: delay } : {}) };
}

/** The bonus percent a combo of `legs` counting legs earns (the highest rule it reaches), 0 below the table. */
export function accumulatorPercent(options: BettingOptions, legs: readonly { odds: number; void?: boolean }[]): number {
  const counting = legs.filter((leg) => !leg.void && leg.odds >= options.accumulator.minOdds).length;
  let percent = 0;
  for (const rule of options.accumulator.rules) if (counting >= rule.selections) percent = Math.max(percent, rule.percent);
  return percent;
}
