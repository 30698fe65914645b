/**
 * Scripted matches: fixtures a test creates and moves itself (adapter.ts ScriptedFixture). They share the
 * simulator's sports, pricing and settlement, but nothing moves them but the script: the simulator's tick
 * neither kicks them off nor plays them, their strengths never drift, and their clock runs only when told.
 */
import type { ScriptedFixture } from '../adapter';
import { matchFixture, type Tournament } from './fixtures';
import { type SimMatch, unplayedMatch } from './match';
import { kickOff } from './play';
import { SPORTS } from './sports/index';

const MINUTE = 60_000;

/**
 * A new scripted match in the sport's first top tournament (any, if none is top), its sides taken in turn
 * from the tournament's teams: `serial` makes each key, and each pair of names, new.
 */
export function scriptedMatch(tournaments: readonly Tournament[], spec: ScriptedFixture, now: Date, seed: number, serial: number): SimMatch {
  const ofSport = tournaments.filter((t) => t.sport === spec.sport);
  const tournament = ofSport.find((t) => t.tournament.top === true) ?? ofSport[0];
  if (!tournament) throw new Error(`no tournament of ${spec.sport}`);
  const { teams } = tournament;
  const home = teams[(2 * serial) % teams.length]!;
  const away = teams[(2 * serial + 1) % teams.length]!;
  const key = `scripted:${spec.sport}:${now.getTime().toString(36)}:${serial}`;
  const clockSeconds = spec.live ? (spec.clockSeconds ?? 0) : 0;
  const startsAt = spec.live ? new Date(now.getTime() - clockSeconds * 1000) : new Date(now.getTime() + (spec.startsInMinutes ?? 180) * MINUTE);
  const match = unplayedMatch({
    fixture: matchFixture(tournament, key, home, away, { startsAt, streamed: spec.streamed, popularity: 50 }),
    format: tournament.format,
    rating: { home: spec.strength?.home ?? 0, away: spec.strength?.away ?? 0 },
    seed,
  });
  match.scripted = true;
  if (spec.live) {
    kickOff(match);
    runClock(match, clockSeconds);
  }
  return match;
}

/**
 * The clock of a scripted match runs on, and nothing happens in the time: no score, no interval. In a
 * sport played in periods of time the period follows the clock (the second half from 45:00), and the
 * clock stops a second before the end of regulation, or, in soccer, a second before the end of the second
 * half's added time (announced when the clock reaches 90:00): only the script ends a scripted match.
 */
export function runClock(match: SimMatch, seconds: number): void {
  const { state, format } = match;
  const before = state.clockSeconds;
  const overtime = SPORTS[match.sport].scriptedOvertime;
  // A sport that plays on past regulation (soccer's added time) takes the clock to the end and beyond.
  const end = format.periodSeconds ? format.periods * format.periodSeconds - (overtime ? 0 : 1) : Number.POSITIVE_INFINITY;
  state.clockSeconds = Math.min(end, before + seconds);
  match.elapsed += state.clockSeconds - before;
  const beyond = seconds - (state.clockSeconds - before);
  if (overtime && beyond > 0) match.elapsed += overtime(match, beyond);
  if (!format.periodSeconds) return;
  const period = Math.min(format.periods, Math.floor(state.clockSeconds / format.periodSeconds) + 1);
  while (state.period < period) {
    state.period++;
    state.periodScores.push({ home: 0, away: 0 });
  }
}
