import { isDay, shiftDay, startOfDayIso } from '../time';

/**
 * The bet history's filter (seed 001 §2): tabs uncleared, cleared and declined bets; periods last24,
 * last48, lastweek, lastmonth, last12months (issue 17) and custom; last24 and the first page by default.
 */
export const HISTORY_TABS = ['UNCLEARED', 'CLEARED', 'DECLINED'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
export const HISTORY_PERIODS = ['LAST24', 'LAST48', 'LASTWEEK', 'LASTMONTH', 'LAST12MONTHS', 'CUSTOM'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

/** Tickets per page (the platform's default page); "Load more" adds as many. */
export const TICKETS_PAGE = 20;

export interface HistoryFilter {
  tab: HistoryTab;
  period: HistoryPeriod;
  /** Custom period: days (YYYY-MM-DD) in the player's timezone, both included. */
  from: string;
  to: string;
}

export const DEFAULT_HISTORY: HistoryFilter = { tab: 'UNCLEARED', period: 'LAST24', from: '', to: '' };

export interface TicketListVariables {
  tab: HistoryTab;
  period: HistoryPeriod | 'ALL';
  from: string | null;
  to: string | null;
  count: number;
}

/**
 * The tickets connection's arguments for a filter. A custom period's days become instants in the
 * player's timezone, `to` the start of the day after (the platform's `to` is exclusive), so the last
 * day is whole; a start after the end, or a day that is not one, answers an error key instead.
 */
export function historyVariables(filter: HistoryFilter, timeZone: string): { variables: TicketListVariables } | { error: 'rangeInvalid' | 'dateInvalid' } {
  const base = { tab: filter.tab, period: filter.period, from: null, to: null, count: TICKETS_PAGE };
  if (filter.period !== 'CUSTOM') return { variables: base };
  if ((filter.from && !isDay(filter.from)) || (filter.to && !isDay(filter.to))) return { error: 'dateInvalid' };
  if (filter.from && filter.to && filter.from > filter.to) return { error: 'rangeInvalid' };
  return {
    variables: {
      ...base,
      from: filter.from ? startOfDayIso(filter.from, timeZone) : null,
      to: filter.to ? startOfDayIso(shiftDay(filter.to, 1), timeZone) : null,
    },
  };
}

/** Pending and my bets: every open ticket, whenever it was placed. */
export const OPEN_TICKETS: TicketListVariables = { tab: 'UNCLEARED', period: 'ALL', from: null, to: null, count: TICKETS_PAGE };

/** The history as it first shows: uncleared bets of the last 24 hours, page 1. */
export const DEFAULT_HISTORY_VARIABLES: TicketListVariables = { tab: 'UNCLEARED', period: 'LAST24', from: null, to: null, count: TICKETS_PAGE };
