import { describe, expect, it } from 'vitest';
import { dayInZone, formatDay, isDay, isTimeZone, lastDays, shiftDay, startOfDayIso, zoneOffsetMinutes } from '../../web/src/features/sportsbook/time';
import { resultsDay, resultsVariables, scheduleVariables } from '../../web/src/features/sportsbook/pages/variables';
import { itReturns } from '../helpers/table';

describe('the start of a local day, as ISO ending in Z (seed 002 §7 results dates)', () => {
  itReturns('%s in %s starts at %s', startOfDayIso, [
    ['2026-01-15', 'UTC', '2026-01-15T00:00:00.000Z'],
    ['2026-01-15', 'Europe/Stockholm', '2026-01-14T23:00:00.000Z'], // winter, UTC+1
    ['2026-07-15', 'Europe/Stockholm', '2026-07-14T22:00:00.000Z'], // summer, UTC+2
    ['2026-07-15', 'America/New_York', '2026-07-15T04:00:00.000Z'], // UTC-4
    ['2026-01-15', 'America/New_York', '2026-01-15T05:00:00.000Z'], // UTC-5
    ['2026-03-01', 'Asia/Kolkata', '2026-02-28T18:30:00.000Z'], // half-hour zone
    ['2026-03-01', 'Asia/Kathmandu', '2026-02-28T18:15:00.000Z'], // quarter-hour zone
    ['2026-06-01', 'Pacific/Kiritimati', '2026-05-31T10:00:00.000Z'], // UTC+14
    ['2026-06-01', 'Pacific/Pago_Pago', '2026-06-01T11:00:00.000Z'], // UTC-11
    // The days daylight saving starts and ends: midnight itself is unaffected in Europe.
    ['2026-03-29', 'Europe/Berlin', '2026-03-28T23:00:00.000Z'],
    ['2026-10-25', 'Europe/Berlin', '2026-10-24T22:00:00.000Z'],
  ]);

  it('starts a day whose midnight does not exist at its first existing minute', () => {
    // Santiago skips 00:00–00:59 when daylight saving starts (first Sunday of September).
    const start = startOfDayIso('2026-09-06', 'America/Santiago');
    expect(dayInZone(Date.parse(start), 'America/Santiago')).toBe('2026-09-06');
    expect(dayInZone(Date.parse(start) - 60_000, 'America/Santiago')).toBe('2026-09-05');
    expect(start.endsWith('Z')).toBe(true);
  });

  it('lands on the same local day for every zone, every day of a year', () => {
    for (const zone of ['Europe/Stockholm', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'Asia/Tehran']) {
      for (let day = '2026-01-01'; day < '2027-01-01'; day = shiftDay(day, 1)) {
        const start = Date.parse(startOfDayIso(day, zone));
        expect(dayInZone(start, zone), `${zone} ${day}`).toBe(day);
        expect(dayInZone(start - 1000, zone), `${zone} ${day}`).toBe(shiftDay(day, -1));
      }
    }
  });
});

describe('calendar days', () => {
  it('knows the zone offsets', () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), 'Europe/Stockholm')).toBe(120);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 1), 'UTC')).toBe(0);
  });

  it('tells the day of an instant in a zone', () => {
    const instant = Date.UTC(2026, 4, 31, 23, 30);
    expect(dayInZone(instant, 'UTC')).toBe('2026-05-31');
    expect(dayInZone(instant, 'Europe/Stockholm')).toBe('2026-06-01');
    expect(dayInZone(instant, 'America/Los_Angeles')).toBe('2026-05-31');
  });

  it('moves days across months, years and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(lastDays('2026-03-02', 7)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27', '2026-02-26', '2026-02-25', '2026-02-24']);
  });

  it('accepts only real YYYY-MM-DD days (seed 002 §9 date format)', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-2-28')).toBe(false);
    expect(isDay('28.02.2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('accepts only IANA zones it can format', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('labels a day as that date whatever the machine zone', () => {
    expect(formatDay('2026-06-01', 'en-US', { day: 'numeric', month: 'short' })).toBe('Jun 1');
    expect(formatDay('2026-06-01', 'de-DE', { weekday: 'long' })).toBe('Montag');
  });
});

describe('page variables', () => {
  it('sends the results day as the start of the local day', () => {
    expect(resultsDay('2026-05-10', 'Europe/Rome')).toBe('2026-05-10');
    expect(resultsVariables('2026-05-10', 'Europe/Rome')).toEqual({ date: '2026-05-09T22:00:00.000Z' });
  });

  it('takes today in the player zone when the address names no day', () => {
    const lateEvening = Date.UTC(2026, 4, 10, 23, 0);
    expect(resultsDay(undefined, 'UTC', lateEvening)).toBe('2026-05-10');
    expect(resultsDay('nonsense', 'Asia/Tokyo', lateEvening)).toBe('2026-05-11');
  });

  it('sends the schedule state (day, sport, live-only, page) with the player zone, and no day it cannot read', () => {
    expect(scheduleVariables({ date: '2026-05-12', sport: 'soccer', liveOnly: true, page: 3 }, 'U3BvcnQ6MQ==', 'Europe/Stockholm')).toEqual({
      date: '2026-05-12',
      timezone: 'Europe/Stockholm',
      sport: 'U3BvcnQ6MQ==',
      liveOnly: true,
      page: 3,
      pageSize: 50,
    });
    expect(scheduleVariables({ date: '12/05', sport: null, liveOnly: false, page: 1 }, null, 'UTC')).toMatchObject({ date: null, sport: null });
  });
});
