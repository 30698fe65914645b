/**
 * The operator's reports (issue 18): what GGR, NGR and bonus cost mean, written once. The platform's
 * SQL (platform/backoffice/reports/figures.ts) gathers the parts per day and currency; these functions
 * combine them, and the back-office page's help text says the same in words. Amounts are integer minor
 * units of ONE currency: a report never adds two currencies together.
 */

/** The products a day's GGR is split into. A live-casino game is a casino game whose kind is 'live'. */
export const REPORT_PRODUCTS = ['sportsbook', 'casino', 'liveCasino'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];

export interface ProductTurnover {
  /** What players staked on the bets/rounds settled that day (a sportsbook insurance premium included). */
  stakes: bigint;
  /** What those bets/rounds paid back to players (wins, refunds of void bets, cash-outs). */
  winnings: bigint;
}

/** Gross gaming revenue: stakes − player winnings on settled bets and rounds. Negative on a day players won. */
export const ggr = ({ stakes, winnings }: ProductTurnover): bigint => stakes - winnings;

/** Net gaming revenue: GGR less the bonus cost of the same day and currency. */
export const ngr = (grossRevenue: bigint, bonusCost: bigint): bigint => grossRevenue - bonusCost;

/** The longest range one report covers: a year of days (a leap year's 366). */
export const REPORT_MAX_DAYS = 366;

/** Whole UTC days from `from` to `to`, both included ("YYYY-MM-DD"); null when `to` is before `from`. */
export function daysBetween(from: string, to: string): number | null {
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Number.isInteger(span) && span >= 0 ? span + 1 : null;
}
