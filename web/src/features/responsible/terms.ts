/**
 * The terms a player may choose, in the platform's names (gateway enums ResponsibleTimeOutTerm and
 * ResponsibleSelfExclusionTerm). Issue 17: time-outs of 24 h, 7 d, 30 d, 6 w; self-exclusion of
 * 6 months, 1, 2 or 5 years, never shorter than the jurisdiction profile's minimum (the platform
 * refuses one, and offering it would only earn an error).
 */
export const TIME_OUT_TERMS = [
  { term: 'HOURS_24', key: '24h' },
  { term: 'DAYS_7', key: '7d' },
  { term: 'DAYS_30', key: '30d' },
  { term: 'WEEKS_6', key: '6w' },
] as const;

export const SELF_EXCLUSION_TERMS = [
  { term: 'MONTHS_6', key: '6m', months: 6 },
  { term: 'YEAR_1', key: '1y', months: 12 },
  { term: 'YEARS_2', key: '2y', months: 24 },
  { term: 'YEARS_5', key: '5y', months: 60 },
] as const;

export type TimeOutTerm = (typeof TIME_OUT_TERMS)[number]['term'];
export type SelfExclusionTerm = (typeof SELF_EXCLUSION_TERMS)[number]['term'];

/** The self-exclusion terms the profile allows: those at least its minimum, shortest first. */
export function selfExclusionTermsFor(minimumMonths: number) {
  return SELF_EXCLUSION_TERMS.filter((choice) => choice.months >= minimumMonths);
}

/** The reality-check choices (issue 17: 15, 30, 60 minutes, or off) with what the profile leaves open. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

/**
 * The intervals on offer: a profile that imposes one at the least (UKGC-like: every 60 minutes) takes
 * away "off" and any longer interval, since the platform would apply its own shorter one anyway.
 */
export function realityCheckChoicesFor(mandatoryMinutes: number | null): { minutes: number | null }[] {
  const intervals = REALITY_CHECK_MINUTES.filter((minutes) => mandatoryMinutes === null || minutes <= mandatoryMinutes).map((minutes) => ({ minutes }));
  return mandatoryMinutes === null ? [...intervals, { minutes: null }] : intervals;
}
