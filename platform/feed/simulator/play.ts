/**
 * Playing a match: kick-off, then second by second of the match's own time. No I/O and no clock of its
 * own: what happens depends only on the match and its seeded generator, so a match replays the same
 * whether the feed advances it a second at a time or an hour at once.
 */
import type { SimMatch } from './match';
import { SPORTS } from './sports/index';

export function kickOff(match: SimMatch): void {
  Object.assign(match.state, { status: 'live', period: 1, clockSeconds: 0, interval: false, score: { home: 0, away: 0 }, periodScores: [{ home: 0, away: 0 }] });
  delete match.state.detail;
  match.elapsed = 0;
  match.phase = 0;
  SPORTS[match.sport].start?.(match);
}

/** Run `seconds` of match time, or until the match ends. */
export function advance(match: SimMatch, seconds: number): void {
  const rules = SPORTS[match.sport];
  for (let i = 0; i < seconds && match.state.status === 'live'; i++) {
    match.elapsed++;
    rules.second(match);
  }
}

/**
 * How many seconds of match time pass per real second, so that a match lasts `matchMinutes` in real
 * time whatever its sport: a 105-minute soccer match in 12 minutes runs at 8.75 times real speed.
 */
export const speed = (match: SimMatch, matchMinutes: number) => SPORTS[match.sport].nominalSeconds(match.format) / (matchMinutes * 60);
