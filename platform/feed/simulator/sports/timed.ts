/**
 * The clock of the sports played to time (soccer, ice hockey, basketball, and baseball's innings at an
 * estimated twenty minutes each): periods of play, intervals in which the clock stands, overtimes.
 */
import { type SimMatch, endMatch } from '../match';

export interface TimedSpec {
  /** Seconds of the interval after each regulation period: half-time, intermissions, quarter breaks. */
  intervals: readonly number[];
  overtime?: { seconds: number; interval: number };
  /** Score events in one second of play. */
  play(match: SimMatch): void;
  /** At the end of regulation or of an overtime: true to play (another) overtime, false to end. */
  goOn?(match: SimMatch): boolean;
  /** After each second: true when the match is over before its time (sudden death, a walk-off). */
  over?(match: SimMatch): boolean;
  /**
   * Soccer: when a regulation period's time is up, the minutes added for stoppages (announced, then played
   * with the clock standing at the period's end); 0 or absent, none.
   */
  addedMinutes?(match: SimMatch): number;
}

/**
 * Once the added minutes are played the referee ends the half at the next stoppage of play: with this
 * chance each second, and at most OVERRUN_LIMIT seconds on. So a half ends after its added time, never
 * at exactly 90:00, and never much past it.
 */
export const OVERRUN_CHANCE = 1 / 15;
export const OVERRUN_LIMIT = 45;
/** The seconds a half runs on past its added minutes, on average: the capped geometric series of the chance above. */
export const OVERRUN_MEAN = (1 - (1 - OVERRUN_CHANCE) ** OVERRUN_LIMIT) / OVERRUN_CHANCE;

/** Starts the added time of the period whose time is up; false when none is added. */
export function announceAddedTime(match: SimMatch, minutes: number): boolean {
  if (!(minutes > 0)) return false;
  match.state.detail = { ...match.state.detail, stoppage: { announced: minutes, played: 0 } };
  return true;
}

/** One second of added time; true once the half is over. */
function addedSecond(match: SimMatch, stoppage: { announced: number; played: number }): boolean {
  stoppage.played++;
  const over = stoppage.played - stoppage.announced * 60;
  return over >= OVERRUN_LIMIT || (over >= 0 && match.rng.chance(OVERRUN_CHANCE));
}

function endAddedTime(match: SimMatch): void {
  const { detail } = match.state;
  if (!detail?.stoppage) return;
  delete detail.stoppage;
  if (Object.keys(detail).length === 0) delete match.state.detail;
}

/** Where the period under way ends on the match clock. */
export function periodEnd(match: SimMatch, spec: TimedSpec): number {
  const { periods, periodSeconds = 0 } = match.format;
  const { period } = match.state;
  return period <= periods ? period * periodSeconds : periods * periodSeconds + (period - periods) * (spec.overtime?.seconds ?? 0);
}

export function timedSecond(match: SimMatch, spec: TimedSpec): void {
  const { state, format } = match;
  if (state.interval) {
    match.phase++;
    const pause = state.period < format.periods ? (spec.intervals[state.period - 1] ?? 0) : (spec.overtime?.interval ?? 0);
    if (match.phase >= pause) {
      state.interval = false;
      state.period++;
      state.periodScores.push({ home: 0, away: 0 });
      match.phase = 0;
    }
    return;
  }
  spec.play(match);
  const stoppage = state.detail?.stoppage;
  if (stoppage) {
    // The clock stands at the period's end while the added time is played.
    if (spec.over?.(match)) return endMatch(match);
    if (!addedSecond(match, stoppage)) return;
    endAddedTime(match);
  } else {
    state.clockSeconds++;
    if (spec.over?.(match)) return endMatch(match);
    if (state.clockSeconds < periodEnd(match, spec)) return;
    if (state.period <= format.periods && spec.addedMinutes && announceAddedTime(match, spec.addedMinutes(match))) return;
  }
  if (state.period < format.periods || spec.goOn?.(match)) {
    state.interval = true;
    match.phase = 0;
    return;
  }
  endMatch(match);
}
