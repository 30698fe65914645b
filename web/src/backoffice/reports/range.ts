/**
 * The days a report page shows, read from its address (?from=YYYY-MM-DD&to=YYYY-MM-DD): a link to a
 * report is the report. Without them, the last seven UTC days up to today. The platform checks the range
 * again (rules/reports.ts); here a bad value only falls back to the default.
 */
import { daysBetween, REPORT_MAX_DAYS } from '../../../../rules/reports';

export interface ReportRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

export function defaultRange(now = Date.now()): ReportRange {
  return { from: utcDay(now - 6 * 86_400_000), to: utcDay(now) };
}

export function rangeOf(search: URLSearchParams, now = Date.now()): ReportRange {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (!DAY.test(from) || !DAY.test(to)) return defaultRange(now);
  const days = daysBetween(from, to);
  return days !== null && days <= REPORT_MAX_DAYS ? { from, to } : defaultRange(now);
}
