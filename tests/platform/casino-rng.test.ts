/**
 * The game server's RNG (platform/casino/gameserver/random.ts): uniform, and a test that would see it
 * if it were not.
 *
 * Chi-square goodness of fit over the ranges the games draw from — 37 pockets, 52 card faces, 6 faces
 * of a die, and the 312 cards of a blackjack shoe — at p > 0.001. A true RNG fails one such test in a
 * thousand runs, so a failure is drawn once more with fresh numbers: a sound generator fails twice in a
 * row one time in a million, a biased one every time. The negative control runs the same test on the
 * classic mistake, byte % n (256 is no multiple of 37, 52 or 6, so the low results come up more often),
 * and shows it fails on the first draw; the same bytes through rejection sampling pass.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, gameRandom, uniformBelow } from '../../platform/casino/gameserver/random';
import type { Random } from '../../rules/casino/random';

/** ln Γ(x), Lanczos (g = 7, n = 9): 15 significant digits, plenty for a p-value. */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The upper regularized incomplete gamma Q(s, x) (Numerical Recipes: series below s + 1, continued fraction above). */
function upperGamma(s: number, x: number): number {
  if (x <= 0) return 1;
  if (x < s + 1) {
    let sum = 1 / s;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (s + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + s * Math.log(x) - logGamma(s));
  }
  let b = x + 1 - s;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - s);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + s * Math.log(x) - logGamma(s)) * h;
}

/** Pearson's chi-square of `draws` draws from [0, buckets) against the uniform, and its p-value (df = buckets − 1). */
function chiSquare(random: Random, buckets: number, draws: number) {
  const counts: number[] = Array.from({ length: buckets }, () => 0);
  for (let i = 0; i < draws; i++) counts[random.int(buckets)]!++;
  const expected = draws / buckets;
  const statistic = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  return { statistic, p: upperGamma((buckets - 1) / 2, statistic / 2), counts };
}

const P_MIN = 0.001;
/** Expected count per bucket: 10,000 for the small ranges; the shoe's 312 cards get 2,000 each. */
const CASES = [
  { name: 'roulette pockets', buckets: 37, draws: 370_000 },
  { name: 'card faces', buckets: 52, draws: 520_000 },
  { name: 'die faces', buckets: 6, draws: 600_000 },
  { name: 'a six-deck shoe', buckets: 312, draws: 624_000 },
];

/** Byte-wide words for the control: the bias of % shows at this width. */
const byteSource = () => {
  let buffer = randomBytes(0);
  let offset = 0;
  return () => {
    if (offset >= buffer.length) {
      buffer = randomBytes(65_536);
      offset = 0;
    }
    return buffer[offset++]!;
  };
};
const moduloBiased = (): Random => {
  const next = byteSource();
  return { int: (n) => next() % n };
};
const byteRejection = (): Random => {
  const next = byteSource();
  return { int: (n) => uniformBelow(n, next, 256) };
};

describe('the game RNG', () => {
  it('checks the chi-square p-value against known quantiles', () => {
    // χ² critical values at p = 0.001: df 5 → 20.515, df 36 → 67.985, df 51 → 87.968.
    expect(upperGamma(5 / 2, 20.515 / 2)).toBeCloseTo(0.001, 5);
    expect(upperGamma(36 / 2, 67.985 / 2)).toBeCloseTo(0.001, 5);
    expect(upperGamma(51 / 2, 87.968 / 2)).toBeCloseTo(0.001, 5);
    expect(upperGamma(36 / 2, 36 / 2)).toBeGreaterThan(0.4);
  });

  it.each(CASES)('is uniform over $name (chi-square, p > 0.001)', ({ buckets, draws }) => {
    let result = chiSquare(gameRandom, buckets, draws);
    if (result.p <= P_MIN) result = chiSquare(cryptoRandom(), buckets, draws);
    console.log(`CSPRNG ${buckets} buckets, ${draws} draws: χ² = ${result.statistic.toFixed(1)} (df ${buckets - 1}), p = ${result.p.toFixed(4)}`);
    expect(result.p).toBeGreaterThan(P_MIN);
  });

  it.each(CASES.slice(0, 3))('negative control: byte % n fails over $name, the same bytes with rejection pass', ({ buckets, draws }) => {
    const biased = chiSquare(moduloBiased(), buckets, draws);
    console.log(`byte % ${buckets}: χ² = ${biased.statistic.toFixed(1)}, p = ${biased.p.toExponential(2)}`);
    expect(biased.p).toBeLessThan(P_MIN);
    // The low results (below 256 mod n) are the ones that came up more.
    const favoured = 256 % buckets;
    const low = biased.counts.slice(0, favoured).reduce((a, b) => a + b, 0) / favoured;
    const high = biased.counts.slice(favoured).reduce((a, b) => a + b, 0) / (buckets - favoured);
    expect(low).toBeGreaterThan(high);
    let fair = chiSquare(byteRejection(), buckets, draws);
    if (fair.p <= P_MIN) fair = chiSquare(byteRejection(), buckets, draws);
    expect(fair.p).toBeGreaterThan(P_MIN);
  });

  it('rejects the words at or above the last whole multiple of n and takes the next', () => {
    // n = 3 on 32-bit words: 2³² = 3 × 1431655765 + 1, so only the top word 2³² − 1 is rejected.
    const words = [0xffff_ffff, 0xffff_fffe, 7];
    const source = () => {
      const buffer = Buffer.alloc(4096);
      words.forEach((word, i) => buffer.writeUInt32LE(word, 4 * i));
      return buffer;
    };
    const random = cryptoRandom(source);
    expect(random.int(3)).toBe(0xffff_fffe % 3);
    expect(random.int(3)).toBe(7 % 3);
    // n = 37 on bytes: 256 = 6 × 37 + 34, so 222…255 are rejected.
    const bytes = [255, 254, 222, 221];
    expect(uniformBelow(37, () => bytes.shift()!, 256)).toBe(221 % 37);
    expect(() => gameRandom.int(0)).toThrow(RangeError);
    expect(() => gameRandom.int(2.5)).toThrow(RangeError);
    expect(gameRandom.int(1)).toBe(0);
    const big = gameRandom.int(2 ** 32);
    expect(big).toBeGreaterThanOrEqual(0);
    expect(big).toBeLessThan(2 ** 32);
  });
});
