/**
 * The sports played in units to a best-of-N (tennis sets, esports maps): a unit is played until one side
 * wins it, then comes a break (a set break, the pause between maps), then the next unit. There is no
 * clock to read, so clockSeconds is the feed's estimate: the seconds of play so far.
 */
import { type SimMatch, SUSPEND_AFTER_SCORE, endMatch } from '../match';

export interface SeriesSpec {
  /** Seconds between two units. */
  interval: number;
  /** One second of the unit under way: the side that won the unit in it, if one did. */
  play(match: SimMatch): 'home' | 'away' | undefined;
}

export const need = (match: SimMatch) => ((match.format.bestOf ?? 1) + 1) / 2;

/** The unit under way is over: count it, and end the match or break before the next. */
export function unitWon(match: SimMatch, side: 'home' | 'away'): void {
  const { state } = match;
  state.score[side]++;
  match.suspendedUntil = match.elapsed + SUSPEND_AFTER_SCORE;
  if (state.score[side] === need(match)) return endMatch(match);
  state.interval = true;
  match.phase = 0;
}

/** The break is over: the next unit starts. */
export function nextUnit(match: SimMatch): void {
  const { state } = match;
  state.interval = false;
  state.period++;
  state.periodScores.push({ home: 0, away: 0 });
  match.phase = 0;
}

export function seriesSecond(match: SimMatch, spec: SeriesSpec): void {
  const { state } = match;
  match.phase++;
  if (state.interval) {
    if (match.phase >= spec.interval) nextUnit(match);
    return;
  }
  state.clockSeconds++;
  const won = spec.play(match);
  if (won) unitWon(match, won);
}

/** A series market settles only once the series is decided; a set or map only once it is complete. */
export function seriesBasis(match: SimMatch, index?: number) {
  const { score, periodScores } = match.state;
  if (index === undefined) return Math.max(score.home, score.away) === need(match) ? score : undefined;
  return index <= score.home + score.away ? periodScores[index - 1] : undefined;
}
