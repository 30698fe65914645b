/**
 * The live state a bettor reads past the score (issue 22 item 10): soccer's added time, tennis's points
 * and server, baseball's half-inning and outs, as the simulator plays them.
 */
import { describe, expect, it } from 'vitest';
import type { LiveDetail, SportKey } from '../../platform/feed/adapter';
import { CATALOGUE } from '../../platform/feed/simulator/catalogue';
import { type Format, type SimMatch, standaloneMatch } from '../../platform/feed/simulator/match';
import { advance, kickOff } from '../../platform/feed/simulator/play';
import { priceBook, stale } from '../../platform/feed/simulator/price';
import { runClock } from '../../platform/feed/simulator/scripted';
import { BASEBALL_CALIBRATION, out } from '../../platform/feed/simulator/sports/baseball';
import { SPORTS } from '../../platform/feed/simulator/sports/index';
import { ADDED_MINUTES } from '../../platform/feed/simulator/sports/soccer';
import { gameFromPoint, point, pointWin, tieBreakServer } from '../../platform/feed/simulator/sports/tennis';
import { OVERRUN_LIMIT } from '../../platform/feed/simulator/sports/timed';

function started(sport: SportKey, key: string, format: Format = CATALOGUE[sport].format): SimMatch {
  const match = standaloneMatch(sport, { home: 0, away: 0 }, format, key, 7);
  kickOff(match);
  return match;
}

/** Plays second by second, calling `look` after each. */
function playThrough(match: SimMatch, look: (match: SimMatch) => void, limit = 100_000): void {
  for (let i = 0; i < limit && match.state.status === 'live'; i++) {
    advance(match, 1);
    look(match);
  }
}

/** The live set price a tennis match played point by point (h/a per point) is given. */
function currentSetPrice(sides: string): number {
  const match = played(sides);
  const input = SPORTS.tennis.input(match, true);
  if (input.model !== 'two-way') throw new Error('two-way');
  return input.twoWay.series!.current!;
}

describe('soccer: stoppage time', () => {
  it('announces 1–4 minutes at 45:00 and 3–7 at 90:00, runs them with the clock standing, and ends each half after them (bounded)', () => {
    for (let n = 0; n < 40; n++) {
      const match = started('soccer', `soccer:${n}`);
      const seen: { half: number; announced: number; played: number; clock: number }[] = [];
      let ended: { half: number; announced: number; played: number } | undefined;
      let last: LiveDetail['stoppage'];
      let lastHalf = 1;
      playThrough(match, (m) => {
        const stoppage = m.state.detail?.stoppage;
        if (stoppage) seen.push({ half: m.state.period, ...stoppage, clock: m.state.clockSeconds });
        if (last && !stoppage) ended ??= { half: lastHalf, announced: last.announced, played: last.played };
        if (last && !stoppage) {
          // The half ended with the second after the last one seen.
          expect(last.played + 1).toBeGreaterThanOrEqual(last.announced * 60);
          expect(last.played + 1).toBeLessThanOrEqual(last.announced * 60 + OVERRUN_LIMIT);
        }
        last = stoppage ? { ...stoppage } : undefined;
        lastHalf = m.state.period;
      });
      expect(match.state.status).toBe('ended');
      expect(match.state.detail).toBeUndefined();
      for (const half of [1, 2]) {
        const own = seen.filter((s) => s.half === half);
        expect(own.length).toBeGreaterThan(0);
        const [low, high] = ADDED_MINUTES[half - 1]!;
        expect(own[0]!.announced).toBeGreaterThanOrEqual(low);
        expect(own[0]!.announced).toBeLessThanOrEqual(high);
        // The clock stands at 45:00 / 90:00 while added time is played.
        expect(new Set(own.map((s) => s.clock))).toEqual(new Set([half * 45 * 60]));
        const final = own[own.length - 1]!;
        expect(final.played + 1).toBeGreaterThanOrEqual(final.announced * 60);
        expect(final.played + 1).toBeLessThanOrEqual(final.announced * 60 + OVERRUN_LIMIT);
      }
      expect(ended?.half).toBe(1);
    }
  });

  it('prices the stoppage still to play: fewer expected goals as added time runs out, none left past it', () => {
    const match = started('soccer', 'soccer:pricing');
    runClock(match, 90 * 60 - 30);
    const before = SPORTS.soccer.input(match, true);
    runClock(match, 30 + 60);
    expect(match.state.detail?.stoppage?.announced).toBeGreaterThanOrEqual(3);
    expect(match.state.clockSeconds).toBe(90 * 60);
    const early = SPORTS.soccer.input(match, true);
    runClock(match, 10_000);
    const late = SPORTS.soccer.input(match, true);
    if (before.model !== 'soccer' || early.model !== 'soccer' || late.model !== 'soccer') throw new Error('soccer');
    const total = (input: typeof before) => (input.model === 'soccer' ? input.soccer.expectedGoals.home + input.soccer.expectedGoals.away : 0);
    // 30 seconds of regulation plus the expected added time, then the announced minutes less one played.
    expect(total(early)).toBeGreaterThan(0);
    expect(total(early)).toBeLessThan(total(before) * 2);
    expect(total(late)).toBeLessThan(total(early));
    // The scripted clock stops a second short of the added time's end: only the script ends the match.
    expect(match.state.detail!.stoppage!.played).toBe(match.state.detail!.stoppage!.announced * 60 - 1);
    expect(match.state.status).toBe('live');
  });
});

/** A tennis match after these points ('h' home, 'a' away) from 0-0, home serving. */
function played(sides: string): SimMatch {
  const match = started('tennis', `tennis:${sides}`);
  match.state.detail = { points: { home: 0, away: 0, tieBreak: false }, serving: 'home' };
  for (const c of sides) point(match, c === 'h' ? 'home' : 'away');
  return match;
}

describe('tennis: points and server', () => {
  it('inverts the game probability: points won with pointWin(q) win games with q', () => {
    for (const q of [0.3, 0.5, 0.57, 0.7, 0.9]) expect(gameFromPoint(pointWin(q))).toBeCloseTo(q, 9);
    expect(pointWin(0.5)).toBeCloseTo(0.5, 9);
  });

  it('counts 15, 30, 40, deuce and advantage, and gives the game at two clear', () => {
    expect(played('hha').state.detail?.points).toEqual({ home: 2, away: 1, tieBreak: false });
    // 40-40, advantage home, deuce again, advantage away, game away.
    const deuce = played('hhhaaa');
    expect(deuce.state.detail?.points).toMatchObject({ home: 3, away: 3 });
    expect(played('hhhaaah').state.detail?.points).toMatchObject({ home: 4, away: 3 });
    expect(played('hhhaaaha').state.detail?.points).toMatchObject({ home: 4, away: 4 });
    const game = played('hhhaaahaaa');
    expect(game.state.periodScores[0]).toEqual({ home: 0, away: 1 });
    expect(game.state.detail?.points).toEqual({ home: 0, away: 0, tieBreak: false });
    // A game to love: 4 points.
    expect(played('hhhh').state.periodScores[0]).toEqual({ home: 1, away: 0 });
  });

  it('alternates the server each game', () => {
    const match = played('');
    const servers: string[] = [];
    for (let g = 0; g < 4; g++) {
      servers.push(match.state.detail!.serving!);
      for (let p = 0; p < 4; p++) point(match, g % 2 === 0 ? 'home' : 'away');
    }
    expect(servers).toEqual(['home', 'away', 'home', 'away']);
    expect(match.state.detail?.serving).toBe('home');
  });

  it('plays a tie-break at 6-6 to seven by two, the serve changing after the first point and then every two, the receiver serving the next set', () => {
    const match = played('');
    // Games alternate to 6-6: home serves games 1, 3, … and the 13th, the tie-break.
    for (let g = 0; g < 12; g++) for (let p = 0; p < 4; p++) point(match, g % 2 === 0 ? 'home' : 'away');
    expect(match.state.periodScores[0]).toEqual({ home: 6, away: 6 });
    expect(match.state.detail?.points).toEqual({ home: 0, away: 0, tieBreak: true });
    const opener = match.state.detail!.serving!;
    expect(opener).toBe('home');
    const order = [opener];
    // 6-6 in points, then home two clear: 8-6.
    const rally = 'hahahahahahahh';
    for (const c of rally) {
      point(match, c === 'h' ? 'home' : 'away');
      if (match.state.detail?.points?.tieBreak) order.push(match.state.detail.serving!);
    }
    expect(order.slice(0, 6)).toEqual(['home', 'away', 'away', 'home', 'home', 'away']);
    expect(order.slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5].map((n) => tieBreakServer('home', n)));
    expect(match.state.periodScores[0]).toEqual({ home: 7, away: 6 });
    expect(match.state.score).toEqual({ home: 0, away: 0 });
    // The set is the feed's to count (series.ts); the next set's first server received first in the tie-break.
    expect(match.state.detail?.serving).toBe('away');
    expect(match.state.detail?.points).toEqual({ home: 0, away: 0, tieBreak: false });
  });

  it('prices the set under way from the points of the game: 40-0 up is worth more than 0-40 down, level points change nothing', () => {
    // Four games all (home served the first, so serves the ninth), then points of the ninth game.
    const games = 'hhhhaaaa'.repeat(4);
    const level = currentSetPrice(games);
    expect(level).toBeCloseTo(0.5, 9);
    expect(currentSetPrice(games + 'hhh')).toBeGreaterThan(level + 0.1);
    expect(currentSetPrice(games + 'aaa')).toBeLessThan(level - 0.1);
    // Deuce after deuce is the same game: 40-40 and the deuce after an advantage each side price alike.
    expect(currentSetPrice(games + 'hhhaaa')).toBeCloseTo(currentSetPrice(games + 'hhhaaaha'), 12);
    expect(currentSetPrice(games + 'hhhaaah')).toBeGreaterThan(currentSetPrice(games + 'hhhaaa'));
  });

  it('re-prices the live book on a point, as on an out in baseball, without waiting for the clock', () => {
    const match = played('');
    match.book = priceBook(match);
    expect(stale(match)).toBe(false);
    point(match, 'home');
    expect(stale(match)).toBe(true);
    const inning = started('baseball', 'baseball:reprice');
    inning.book = priceBook(inning);
    out(inning);
    expect(stale(inning)).toBe(true);
  });

  it('plays whole matches point by point, the server alternating by game', () => {
    const match = started('tennis', 'tennis:whole');
    let games = 0;
    let server = match.state.detail!.serving;
    let tieBreak = false;
    let changes = 0;
    expect(server).toMatch(/home|away/);
    playThrough(match, (m) => {
      const count = m.state.periodScores.reduce((n, s) => n + s.home + s.away, 0);
      // After a plain game the other player serves (after a tie-break: the tie-break test above).
      if (count !== games && m.state.status === 'live' && !tieBreak) {
        expect(m.state.detail?.serving).not.toBe(server);
        changes++;
      }
      games = count;
      server = m.state.detail?.serving;
      tieBreak = m.state.detail?.points?.tieBreak ?? false;
      const points = m.state.detail?.points;
      if (points && !points.tieBreak) expect(Math.abs(points.home - points.away) <= 2 || Math.max(points.home, points.away) < 4).toBe(true);
    }, 10 * 3600);
    expect(match.state.status).toBe('ended');
    expect(changes).toBeGreaterThan(10);
  });
});

describe('baseball: half-innings and outs', () => {
  it('three outs end the half-inning: top to bottom, bottom to the next top', () => {
    const match = started('baseball', 'baseball:outs');
    expect(match.state.detail).toEqual({ half: 'top', outs: 0 });
    out(match);
    out(match);
    expect(match.state.detail).toEqual({ half: 'top', outs: 2 });
    out(match);
    expect(match.state.detail).toEqual({ half: 'bottom', outs: 0 });
    for (let n = 0; n < 3; n++) out(match);
    expect(match.state.detail).toEqual({ half: 'top', outs: 0 });
    expect(match.state.period).toBe(2);
  });

  it('ends the game after the top of the ninth when the home side leads, and after the ninth when not level', () => {
    const match = started('baseball', 'baseball:ninth');
    for (let n = 0; n < 8 * 6; n++) out(match);
    expect(match.state.period).toBe(9);
    match.state.score = { home: 2, away: 1 };
    for (let n = 0; n < 3; n++) out(match);
    expect(match.state.status).toBe('ended');
    const extra = started('baseball', 'baseball:extra');
    for (let n = 0; n < 9 * 6; n++) out(extra);
    expect(extra.state.status).toBe('live');
    expect(extra.state.period).toBe(10);
  });

  it('keeps runs per game where the calibration puts them, outs never past two on the state', () => {
    let runs = 0;
    let outs = 0;
    const games = 400;
    for (let n = 0; n < games; n++) {
      const match = started('baseball', `baseball:${n}`);
      playThrough(match, (m) => {
        if (m.state.status === 'live') outs = Math.max(outs, m.state.detail!.outs!);
      });
      expect(match.state.status).toBe('ended');
      runs += match.state.score.home + match.state.score.away;
    }
    expect(outs).toBe(2);
    // MODELS.md: 8.8–9.2 runs a game at even strength is 2 × runsPer9 plus extra innings' few.
    const mean = runs / games;
    expect(mean).toBeGreaterThan(2 * BASEBALL_CALIBRATION.runsPer9 * 0.93);
    expect(mean).toBeLessThan(2 * BASEBALL_CALIBRATION.runsPer9 * 1.1);
  });
});
