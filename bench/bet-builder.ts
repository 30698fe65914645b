/**
 * What quoting a 5-leg soccer bet builder costs (issue 23: p99 under 50 ms): fitting the score model to
 * the match's book (sportsbook/builder/fit.ts) and pricing the legs on it (builder/quote.ts), as a quote
 * request does. Baselines measured in the same run: one single market re-priced at a margin
 * (trading/margin.ts remargined, the cheapest price evaluation the book does) and pricing a whole soccer
 * book (pricing/index.ts priceMatch, the simulator's per-tick work).
 *
 * Pure computation in this process: seeded books from seeded expected goals; five distinct selections a
 * quote drawn at random among those winning on one plausible scenario, full-time only and with half-time legs (which expand
 * every final score into its half-time splits, the expensive case).
 *
 *   npm run bench:bet-builder   [-- --quotes 400 --seed 23]
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../platform/feed/simulator/random';
import { outcomeResult } from '../platform/feed/simulator/settle';
import type { BookMarket } from '../platform/sportsbook/book';
import { fitSoccer } from '../platform/sportsbook/builder/fit';
import { type BuilderLeg, quoteBuilder } from '../platform/sportsbook/builder/quote';
import { priceMatch } from '../platform/sportsbook/pricing/index';
import { remargined } from '../platform/trading/margin';
import { soccerBook } from '../tests/helpers/soccer-book';
import { benchOptions } from './options';

const { quotes, seed } = benchOptions({ quotes: 400, seed: 23 });
const LEGS = 5;
const rng = mulberry32(seed);

const BUILDER_TYPES = new Set(['1x2', 'double-chance', 'draw-no-bet', 'asian-handicap', 'total', 'correct-score']);
const selections = (book: readonly BookMarket[], halves: boolean): BuilderLeg[] =>
  book
    .filter((m) => BUILDER_TYPES.has(m.Type) && (m.Line === null || Number.isInteger(m.Line * 2)) && (halves || m.PeriodType === 'match'))
    .flatMap((market) => market.Odds.filter((odd) => !odd.IsSuspended).map((odd) => ({ oddId: odd.ID, market, key: odd.Key })));

/** Poisson(mean) by inversion: enough for a bench's scenarios. */
function poisson(mean: number): number {
  let [k, p, sum] = [0, Math.exp(-mean), Math.exp(-mean)];
  const u = rng.next();
  while (u > sum && k < 30) {
    k++;
    p *= mean / k;
    sum += p;
  }
  return k;
}

const binomial = (n: number, s: number) => Array.from({ length: n }, () => rng.chance(s)).filter(Boolean).length;

/**
 * Five selections a player could hold together: a scenario (a final score from the book's goals, a
 * half-time score from it) and five random selections that all win on it, so no quote is refused for
 * being impossible (random legs of one match mostly are).
 */
function pick(from: readonly BuilderLeg[], goals: { home: number; away: number }): BuilderLeg[] {
  const full = { home: poisson(goals.home), away: poisson(goals.away) };
  const half = { home: binomial(full.home, 0.5), away: binomial(full.away, 0.5) };
  const scoreOf = (market: BookMarket) =>
    market.PeriodType === 'match' ? full : market.PeriodIndex === 1 ? half : { home: full.home - half.home, away: full.away - half.away };
  const winning = from.filter(({ market, key }) => outcomeResult({ type: market.Type as never, line: market.Line ?? undefined }, key, scoreOf(market)) === 'win');
  const chosen = new Set<number>();
  while (chosen.size < Math.min(LEGS, winning.length)) chosen.add(rng.int(0, winning.length - 1));
  return [...chosen].map((i) => winning[i]!);
}

interface Case {
  goals: { home: number; away: number };
  book: BookMarket[];
  fullTime: BuilderLeg[];
  withHalves: BuilderLeg[];
}

const cases: Case[] = Array.from({ length: quotes }, (_, i) => {
  const goals = { home: 0.6 + rng.next() * 2, away: 0.4 + rng.next() * 1.8 };
  const book = soccerBook(i + 1, goals.home, goals.away);
  return { goals, book, fullTime: pick(selections(book, false), goals), withHalves: pick(selections(book, true), goals) };
});

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

function time(run: (c: Case) => unknown): number[] {
  const ms = cases.map((c) => {
    const start = performance.now();
    run(c);
    return performance.now() - start;
  });
  return ms.sort((a, b) => a - b);
}

const quote = (legs: (c: Case) => BuilderLeg[]) => (c: Case) => quoteBuilder(fitSoccer(c.book), legs(c), { margin: 0.12 });
const runs = {
  'one market re-priced': (c: Case) => {
    const market = c.book.find((m) => m.Key === 'match/1x2')!;
    return remargined(market.Type, market.Odds.map((odd) => odd.Price), 0.06);
  },
  'whole soccer book': (c: Case) => priceMatch({ model: 'soccer', margin: 0.05, soccer: { expectedGoals: c.goals, minutesLeft: 90 } }),
  '5 legs, full time': quote((c) => c.fullTime),
  '5 legs, with halves': quote((c) => c.withHalves),
};

// One unrecorded pass of everything first: what is measured first would otherwise pay the JIT's warm-up.
for (const run of Object.values(runs)) time(run);
const results = Object.entries(runs).map(([name, run]) => ({ name, ms: time(run) }));
const baseline = results[0]!;
const base = percentile(baseline.ms, 0.5);

const refused = new Map<string, number>();
for (const c of cases) {
  const result = quote((x) => x.withHalves)(c);
  if ('kind' in result) refused.set(result.kind, (refused.get(result.kind) ?? 0) + 1);
}
console.log(`bet builder quotes: ${quotes} seeded matches, ${LEGS} random legs each (fit + quote); ${cpus().length} cores`);
console.log(`${'work'.padEnd(24)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'max'.padStart(11)}${`p50 vs ${baseline.name}`.padStart(32)}`);
const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(11);
for (const { name, ms: sorted } of results) {
  console.log(`${name.padEnd(24)}${ms(percentile(sorted, 0.5))}${ms(percentile(sorted, 0.99))}${ms(sorted.at(-1)!)}${`${(percentile(sorted, 0.5) / base).toFixed(0)}×`.padStart(32)}`);
}
const p99 = Math.max(...results.slice(2).map((r) => percentile(r.ms, 0.99)));
const refusals = [...refused].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'none';
console.log(`5-leg quote p99 ${p99.toFixed(2)} ms (budget 50 ms: ${p99 < 50 ? 'within' : 'OVER'}); sets with halves refused: ${refusals} (of ${quotes})`);
