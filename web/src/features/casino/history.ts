/**
 * The casino tab of the sidebar's history (seed 001 §2 History tab "Casino", seed 002 §7 "profile casino
 * history from, to"). It shares the bet history's period filter; the platform's casino history takes
 * instants only, so a named period becomes its window back from now, with the same lengths the
 * platform uses for bet history (last24, last48, a week of 7 days, a month of 30).
 */
export const CASINO_HISTORY_PAGE = 20;

const HOURS: Record<string, number> = { LAST24: 24, LAST48: 48, LASTWEEK: 24 * 7, LASTMONTH: 24 * 30 };
/** Periods of calendar months (issue 17: the 12 months of the net position), as the platform's bet history counts them. */
const MONTHS: Record<string, number> = { LAST12MONTHS: 12 };

export interface PeriodVariables {
  period: string;
  /** A custom period's bounds, already instants (the bet history computed them in the player's zone). */
  from: string | null;
  to: string | null;
}

/**
 * The range's start counts back from `now` taken to the minute: the list's variables then stay the same
 * however often the list is rendered anew while it loads (a new instant each time would be a new query,
 * and a new suspension, for ever).
 */
export function casinoHistoryRange(filter: PeriodVariables, now: number): { from: string | null; to: string | null } {
  const hours = HOURS[filter.period];
  const minute = Math.floor(now / 60_000) * 60_000;
  if (hours !== undefined) return { from: new Date(minute - hours * 3_600_000).toISOString(), to: null };
  const months = MONTHS[filter.period];
  if (months !== undefined) {
    const from = new Date(minute);
    from.setUTCMonth(from.getUTCMonth() - months);
    return { from: from.toISOString(), to: null };
  }
  if (filter.period === 'CUSTOM') return { from: filter.from, to: filter.to };
  return { from: null, to: null };
}
