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
  state.clockSeconds++;
  if (spec.over?.(match)) return endMatch(match);
  if (state.clockSeconds < periodEnd(match, spec)) return;
  if (state.period < format.periods || spec.goOn?.(match)) {
    state.interval = true;
    match.phase = 0;
    return;
  }
  endMatch(match);
}
