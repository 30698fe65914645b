/**
 * What the liability book costs (issue 19): a full recomputation of 100,000 open tickets over 1,000
 * matches (goal: under 1 s), and the incremental update one placement makes (goal: under 1 ms), each
 * printed against a baseline measured in the same run: summing the same number of plain rows into a map
 * by key, the least any book of this shape could cost.
 *
 * The rule's computation in this process (platform/trading/exposure.ts, the settlement rule under it),
 * over seeded tickets: 60 % singles, 30 % combos of 2 to 5 legs, 10 % systems 2 of 3 or 3 of 4, a fifth
 * of the multi-leg tickets with a leg already decided. Reading the tickets from the database is not in
 * these figures: recomputeLiability reads them in two queries, the incremental update reads one ticket.
 *
 *   npm run bench:liability   [-- --tickets 100000 --matches 1000 --placements 10000]
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_BETTING_OPTIONS } from '../platform/betting/options';
import type { TicketShape } from '../platform/betting/outcome';
import { mulberry32 } from '../platform/feed/simulator/random';
import { type BookEntry, bookDelta, type ExposureTicket, exposure, sumExposures } from '../platform/trading/exposure';
import { benchOptions } from './options';

const { tickets: count, matches, placements } = benchOptions({ tickets: 100_000, matches: 1_000, placements: 10_000 });
const rng = mulberry32(19);
const pick = (n: number) => Math.floor(rng.next() * n);

const shape = (over: Partial<TicketShape>): TicketShape => ({
  betType: 'single',
  unitStake: 1000n,
  systemSize: null,
  teaserOdds: null,
  ifbetVariant: 'standard',
  freeBet: false,
  insurancePremium: 0n,
  maxOdds: 100_000n,
  ...over,
});

/** One seeded open ticket: legs on distinct matches, three outcomes a match. */
function ticket(): ExposureTicket {
  const roll = rng.next();
  const legs = roll < 0.6 ? 1 : roll < 0.9 ? 2 + pick(4) : 3 + pick(2);
  const betType = legs === 1 ? 'single' : roll < 0.9 ? 'combo' : 'system';
  const first = pick(matches);
  const decided = betType !== 'single' && rng.next() < 0.2;
  const items = Array.from({ length: legs }, (_, i) => {
    const match = (first + i * 7) % matches;
    return { oddId: BigInt(match * 3 + pick(3) + 1), matchId: match + 1, marketKey: 'match/1x2', odds: 130 + pick(400), banker: false, result: decided && i === 0 ? ('win' as const) : ('pending' as const) };
  });
  const unit = BigInt(100 + pick(5000));
  return {
    status: 1,
    outcome: null,
    stake: betType === 'system' ? unit * 3n : unit,
    currency: 'EUR',
    shape: shape({ betType, unitStake: unit, systemSize: betType === 'system' ? legs - 1 : null }),
    items,
  };
}

const open = Array.from({ length: count }, ticket);
const rows = open.flatMap((t) => t.items.map((item) => ({ key: `${item.oddId}:EUR`, payout: BigInt(item.odds) * t.stake })));

function time<T>(run: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = run();
  return { ms: performance.now() - start, value };
}

// Warm both paths once (JIT), then measure.
sumExposures(open.slice(0, 1000).flatMap((t) => exposure(DEFAULT_BETTING_OPTIONS, t)));
const plainSum = () => {
  const map = new Map<string, bigint>();
  for (const row of rows) map.set(row.key, (map.get(row.key) ?? 0n) + row.payout);
  return map.size;
};
plainSum();

const full = time(() => {
  const book = new Map<string, BookEntry>();
  for (const t of open) sumExposures(exposure(DEFAULT_BETTING_OPTIONS, t), 1n, book);
  return book.size;
});
const baseline = time(plainSum);

// A placement: the ticket's exposure before (none) and after, their difference applied to the book.
const placed = Array.from({ length: placements }, ticket);
const book = new Map<string, BookEntry>();
const incremental = time(() => {
  for (const t of placed) {
    const delta = bookDelta(new Map(), sumExposures(exposure(DEFAULT_BETTING_OPTIONS, t)));
    sumExposures(delta.map((e) => ({ ...e, stake: e.stakes })), 1n, book);
  }
});
const perRowBaseline = baseline.ms / rows.length;
const perPlacement = incremental.ms / placements;

console.log(`liability: ${count.toLocaleString('en')} open tickets over ${matches.toLocaleString('en')} matches, ${rows.length.toLocaleString('en')} legs, ${full.value.toLocaleString('en')} outcomes`);
console.log(`  full recomputation   ${full.ms.toFixed(0)} ms   (goal < 1000 ms)   baseline: summing ${rows.length.toLocaleString('en')} plain rows ${baseline.ms.toFixed(0)} ms   ratio ${(full.ms / baseline.ms).toFixed(1)}×`);
console.log(`  incremental update   ${(perPlacement * 1000).toFixed(1)} µs per placement   (goal < 1 ms)   baseline: one plain row ${(perRowBaseline * 1000).toFixed(2)} µs   ratio ${(perPlacement / perRowBaseline).toFixed(1)}×`);
if (full.ms >= 1000 || perPlacement >= 1) process.exitCode = 1;
