/**
 * The live clock between feed updates: the feed sends the clock when something happens, the page counts
 * the seconds in between itself so the clock runs smoothly (and stops at breaks).
 */
export interface ClockBase {
  /** Seconds of play the last update reported. */
  seconds: number;
  /** When that update arrived (ms). */
  at: number;
}

export function runningSeconds(base: ClockBase, now: number, running: boolean): number {
  if (!running) return base.seconds;
  return base.seconds + Math.max(0, Math.floor((now - base.at) / 1000));
}

/** "67:05"; past 99 minutes the minutes keep counting ("104:30"). */
export function clockText(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** Sports whose clock runs with play; the others (tennis, baseball, esports maps) show the period only. */
const CLOCK_SPORTS = new Set(['soccer', 'basketball', 'ice-hockey']);
export const hasRunningClock = (sportKey: string) => CLOCK_SPORTS.has(sportKey);
