/**
 * The reality check's schedule (issue 17): the wait comes from the server's figures alone, as a
 * duration the browser's timer counts; the browser's own clock never enters it.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  nextRealityCheckInMs,
  parseRealityCheckAnswer,
  realityCheckDueInMs,
  realityCheckNumber,
  sessionDuration,
} from '../../web/src/features/responsible/realityCheckSchedule';

const signedInAt = '2026-11-28T10:00:00.000Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(signedInAt) + minutes * 60_000 + seconds * 1000).toISOString();
const figures = (elapsedSeconds: number, intervalMinutes: number | null, nextCheckAt: string | null) => ({ signedInAt, elapsedSeconds, intervalMinutes, nextCheckAt });

describe('when the reality check is due', () => {
  it.each([
    ['at sign-in, a whole interval', figures(0, 15, at(15)), 15 * 60_000],
    ['five minutes in', figures(300, 15, at(15)), 10 * 60_000],
    ['in the second interval', figures(20 * 60 + 30, 15, at(30)), 9 * 60_000 + 30_000],
    ['an hour interval', figures(61, 60, at(60)), 59 * 60_000 - 1000],
    ['a figure already past (a slow answer): at once', figures(15 * 60 + 2, 15, at(15)), 0],
  ])('%s', (_name, input, wait) => {
    expect(realityCheckDueInMs(input)).toBe(wait);
  });

  it('is never, without an interval', () => {
    expect(realityCheckDueInMs(figures(300, null, null))).toBeNull();
    expect(nextRealityCheckInMs(figures(300, null, null))).toBeNull();
  });

  it("ignores the browser's clock: an hour off changes nothing", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
      expect(realityCheckDueInMs(figures(300, 15, at(15)))).toBe(10 * 60_000);
      vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
      expect(realityCheckDueInMs(figures(300, 15, at(15)))).toBe(10 * 60_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after an answer, a check the server still names (the timer fired a moment early) is not shown again', () => {
    // The browser fired at 14:59 of the server's clock: the server's next check is still 15:00.
    expect(nextRealityCheckInMs(figures(14 * 60 + 59, 15, at(15)))).toBe(15 * 60_000 + 1000);
    // Answered at 15:40: the next is the 30-minute one.
    expect(nextRealityCheckInMs(figures(15 * 60 + 40, 15, at(30)))).toBe(14 * 60_000 + 20_000);
  });

  it('numbers the checks of a session the same in every tab', () => {
    expect(realityCheckNumber({ elapsedSeconds: 14 * 60 + 59, intervalMinutes: 15 })).toBe(1);
    expect(realityCheckNumber({ elapsedSeconds: 15 * 60 + 3, intervalMinutes: 15 })).toBe(1);
    expect(realityCheckNumber({ elapsedSeconds: 30 * 60 + 3, intervalMinutes: 15 })).toBe(2);
    expect(realityCheckNumber({ elapsedSeconds: 3, intervalMinutes: null })).toBe(0);
  });
});

describe('what the modal shows and tells the other tabs', () => {
  it('time since sign-in in hours and minutes', () => {
    expect(sessionDuration(59)).toEqual({ hours: 0, minutes: 0 });
    expect(sessionDuration(15 * 60 + 59)).toEqual({ hours: 0, minutes: 15 });
    expect(sessionDuration(2 * 3600 + 5 * 60)).toEqual({ hours: 2, minutes: 5 });
  });

  it("reads another tab's answer and nothing else", () => {
    expect(parseRealityCheckAnswer(JSON.stringify({ check: 2, signedInAt, choice: 'continue' }))).toEqual({ check: 2, signedInAt, choice: 'continue' });
    expect(parseRealityCheckAnswer(JSON.stringify({ check: 2, signedInAt, choice: 'dismiss' }))).toBeNull();
    expect(parseRealityCheckAnswer(JSON.stringify({ check: '2', signedInAt, choice: 'continue' }))).toBeNull();
    expect(parseRealityCheckAnswer('{oops')).toBeNull();
    expect(parseRealityCheckAnswer(null)).toBeNull();
  });
});
