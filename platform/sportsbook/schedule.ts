/** Calendar days in the player's timezone (seed 002 §9: 7 days from today, YYYY-MM-DD). Pure. */
import { utcOffsetMinutes } from '../reference/service';

export const SCHEDULE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The instant a local calendar day starts in a zone (DST-safe: the offset is read at that instant). */
export function localDayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const guess = midnightUtc - utcOffsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - utcOffsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** YYYY-MM-DD plus n calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A local day's [start, end): 23 or 25 hours around a DST change. */
export function localDayRange(day: string, timeZone: string): { from: Date; to: Date } {
  return { from: localDayStart(day, timeZone), to: localDayStart(addDays(day, 1), timeZone) };
}

/** Today in a zone, as YYYY-MM-DD. */
export function localToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The schedule's seven days, today first. */
export function scheduleDays(timeZone: string, now = new Date()): string[] {
  const today = localToday(timeZone, now);
  return Array.from({ length: SCHEDULE_DAYS }, (_, i) => addDays(today, i));
}

export function isTimeZone(zone: string): boolean {
  // Not Intl.supportedValuesOf: it lists canonical names only and would refuse Asia/Kolkata or Europe/Kyiv.
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}
