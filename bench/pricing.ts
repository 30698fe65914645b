/**
 * What pricing a match's whole book costs, per sport: prematch, and live as the feed re-prices a match
 * while it plays (priceBook, the simulator's per-tick work). Soccer's independent Poisson grid is the
 * baseline, measured in the same run; every other sport is read as a ratio to it. Ice hockey's grid comes
 * from a Markov chain with score effects (pricing/hockey.ts, issue 22), where it used to be soccer's grid.
 *
 * Pure computation in this process: seeded matches drawn as fixtures.ts draws a league's sides, each
 * played from kick-off to the end and priced every `every` seconds of match time.
 *
 *   npm run bench:pricing   [-- --matches 40 --every 120 --rounds 3]
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { SportKey } from '../platform/feed/adapter';
import { CATALOGUE } from '../platform/feed/simulator/catalogue';
import { type SimMatch, standaloneMatch } from '../platform/feed/simulator/match';
import { advance, kickOff } from '../platform/feed/simulator/play';
import { priceBook } from '../platform/feed/simulator/price';
import { mulberry32 } from '../platform/feed/simulator/random';
import { SPORTS } from '../platform/feed/simulator/sports/index';
import { benchOptions } from './options';

const { matches, every, rounds } = benchOptions({ matches: 40, every: 120, rounds: 3 });
const BASELINE: SportKey = 'soccer';

function leagueMatches(sport: SportKey): SimMatch[] {
  const rng = mulberry32(7);
  const { spread, format } = CATALOGUE[sport];
  return Array.from({ length: matches }, (_, i) => standaloneMatch(sport, { home: rng.normal() * spread, away: rng.normal() * spread }, format, 'bench', i + 1));
}

interface Figures {
  prematch: number;
  live: number;
  books: number;
  markets: number;
}

/** Microseconds per book, prematch and live, for one round over fresh matches (a round replays the same seeds). */
function measure(sport: SportKey): Figures {
  const list = leagueMatches(sport);
  let markets = 0;
  let start = performance.now();
  for (const match of list) markets += priceBook(match).length;
  const prematch = ((performance.now() - start) * 1000) / list.length;
  let [books, liveMs] = [0, 0];
  for (const match of list) {
    kickOff(match);
    while (match.state.status === 'live') {
      advance(match, every);
      if (match.state.status !== 'live') break;
      start = performance.now();
      markets += priceBook(match).length;
      liveMs += performance.now() - start;
      books++;
    }
  }
  return { prematch, live: (liveMs * 1000) / Math.max(1, books), books: books + list.length, markets };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const sports = [BASELINE, ...(Object.keys(SPORTS) as SportKey[]).filter((sport) => sport !== BASELINE)];
// One unrecorded round of every sport first: the baseline measured first would otherwise pay the JIT's warm-up.
for (const sport of sports) measure(sport);
const results = new Map<SportKey, Figures>();
for (const sport of sports) {
  const runs = Array.from({ length: rounds }, () => measure(sport));
  results.set(sport, { prematch: median(runs.map((r) => r.prematch)), live: median(runs.map((r) => r.live)), books: runs[0]!.books, markets: runs[0]!.markets });
}

const base = results.get(BASELINE)!;
const us = (value: number) => `${value.toFixed(0).padStart(7)} µs`;
const ratio = (value: number, of: number) => `${(value / of).toFixed(2).padStart(6)}×`;
console.log(`pricing a book: ${matches} matches a sport, live every ${every} s of match time, median of ${rounds} rounds; ${cpus().length} cores`);
console.log(`${'sport'.padEnd(16)}${'prematch'.padStart(10)}${'vs soccer'.padStart(10)}${'live'.padStart(11)}${'vs soccer'.padStart(10)}${'markets/book'.padStart(14)}`);
for (const [sport, figures] of results) {
  console.log(`${sport.padEnd(16)}${us(figures.prematch)}${ratio(figures.prematch, base.prematch).padStart(10)}${us(figures.live).padStart(11)}${ratio(figures.live, base.live).padStart(10)}${(figures.markets / figures.books).toFixed(0).padStart(14)}`);
}
