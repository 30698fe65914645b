/**
 * Calendar days in the player's timezone (the `timezone` setting), without a date library: Intl knows
 * every IANA zone's offsets, including daylight-saving changes. A day is "YYYY-MM-DD" (seed 002 §9).
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: number, timeZone: string) {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The zone's offset from UTC at an instant, in minutes (Stockholm in summer: 120). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const local = wallClock(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day an instant falls on in a zone. */
export function dayInZone(instant: number, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day moved by whole days (calendar arithmetic, no zone involved). */
export function shiftDay(day: string, delta: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + delta)).toISOString().slice(0, 10);
}

/**
 * The instant a day starts in a zone, as ISO ending in Z: what the results calls take (seed 002 §7 "the
 * start of the local day shifted by the timezone setting"). Where a daylight-saving change skips midnight
 * the day starts at the first instant that exists (e.g. 01:00).
 */
export function startOfDayIso(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  // The offset at a guess, then at the corrected instant: two rounds settle any DST change.
  let instant = midnightAsUtc - zoneOffsetMinutes(midnightAsUtc, timeZone) * 60_000;
  instant = midnightAsUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  if (dayInZone(instant, timeZone) !== day) {
    // Midnight does not exist that day: step forward to the first minute that belongs to it.
    while (dayInZone(instant, timeZone) < day) instant += 60_000 * 15;
    while (dayInZone(instant - 60_000, timeZone) === day) instant -= 60_000;
  }
  return new Date(instant).toISOString();
}

/** Today and the days before it, newest first (the results calendar: the last 7 days). */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftDay(today, -index));
}

/** Today in a zone. */
export const todayIn = (timeZone: string) => dayInZone(Date.now(), timeZone);

/** The browser's zone, the setting's default. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function isTimeZone(value: string | null | undefined): value is string {
  return canonicalTimeZone(value) !== null;
}

/**
 * The engine's own id of a zone (ICU's: "Asia/Kolkata" is "Asia/Calcutta", "Europe/Kyiv" "Europe/Kiev"),
 * or null when it knows no such zone. Settings keep this id: it is the one the platform's zone list
 * (Intl.supportedValuesOf) contains, so the schedule accepts it.
 */
export function canonicalTimeZone(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** A day's label ("Sat 14"): the day is a calendar date, so it is formatted in UTC to stay that date. */
export function formatDay(day: string, lang: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric' }): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/** A kick-off: the time alone when it is today in the player's zone, else the day and the time. */
export function formatKickoff(iso: string, lang: string, timeZone: string, now = Date.now()): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  const sameDay = dayInZone(instant, timeZone) === dayInZone(now, timeZone);
  return new Intl.DateTimeFormat(lang, {
    timeZone,
    ...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
}

export function formatTime(iso: string, lang: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return new Intl.DateTimeFormat(lang, { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
}

export function formatDateTimeIn(iso: string, lang: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return iso;
  return new Intl.DateTimeFormat(lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
}
