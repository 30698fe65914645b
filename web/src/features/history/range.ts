import { casinoHistoryRange, type PeriodVariables } from '../casino/history';

/**
 * The history tabs beyond the bets (seed 001 §2 History: AccountHistory, LottoHistory, the jackpot history) share the
 * bet history's period filter (last24, last48, lastweek, lastmonth, custom; last24 and page 1 by default).
 * Their queries take instants, so a named period becomes a window back from when it was chosen, the same
 * lengths the casino tab and the platform's bet history use.
 */
export const HISTORY_EXTRA_TABS = ['account', 'lotto', 'jackpots'] as const;
export type HistoryExtraTab = (typeof HISTORY_EXTRA_TABS)[number];

/** Rows per page; "Load more" adds as many (page 1 first, seed 001 §2). */
export const EXTRA_HISTORY_PAGE = 20;

export type { PeriodVariables };
export const historyRange = casinoHistoryRange;
