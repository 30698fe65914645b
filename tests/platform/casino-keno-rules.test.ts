/**
 * Keno's rules (rules/casino/keno.ts): the paytable's return to player computed exactly (the
 * hypergeometric chance of each hit count) against the documented figures, the picks a ticket may
 * carry, the draw, and the win in minor units.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../rules/casino/random';
import {
  KENO_DOCUMENTED_RTP,
  KENO_DRAWN,
  KENO_PAYTABLE,
  KENO_RTP,
  drawKeno,
  hitChance,
  kenoHits,
  kenoRtp,
  kenoWin,
  validPicks,
} from '../../rules/casino/keno';

describe('the keno paytable', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i + 1))('returns with %i picks exactly what the help text documents', (picks) => {
    expect(kenoRtp(picks)).toBeCloseTo(KENO_DOCUMENTED_RTP[picks]!, 4);
    expect(kenoRtp(picks)).toBeGreaterThan(0.94);
    expect(kenoRtp(picks)).toBeLessThan(0.96);
  });

  it('advertises the lowest row, so no choice of picks returns less than announced', () => {
    expect(KENO_RTP).toBeCloseTo(0.9492, 4);
    for (let picks = 1; picks <= 10; picks++) expect(kenoRtp(picks)).toBeGreaterThanOrEqual(KENO_RTP - 0.00005);
  });

  it('computes each hit count’s chance so that every row’s chances sum to one', () => {
    for (let picks = 1; picks <= 10; picks++) {
      const total = Array.from({ length: picks + 1 }, (_, hits) => hitChance(picks, hits)).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 12);
    }
    // The textbook figure: one pick is hit a quarter of the time (20 of 80).
    expect(hitChance(1, 1)).toBeCloseTo(0.25, 14);
    expect(hitChance(10, 10)).toBeCloseTo(1 / 8_911_711, 12);
  });

  it('pays more for more hits in every row', () => {
    for (const row of Object.values(KENO_PAYTABLE)) {
      const pays = Object.entries(row)
        .filter(([hits]) => hits !== '0')
        .map(([, tenths]) => tenths);
      expect(pays).toEqual([...pays].sort((a, b) => a - b));
    }
  });

  it('measures close to the exact figure over a simulated draw', () => {
    const random = seededRandom(24);
    const rounds = 200_000;
    let staked = 0n;
    let won = 0n;
    const picks = [3, 11, 19, 27, 35, 43, 51, 59];
    for (let i = 0; i < rounds; i++) {
      staked += 100n;
      won += kenoWin(100n, picks.length, kenoHits(picks, drawKeno(random)).length);
    }
    // Eight picks: the standard deviation per round is about 18 stakes, so 5 SE over 200,000 rounds is 0.2.
    expect(Math.abs(Number(won) / Number(staked) - kenoRtp(8))).toBeLessThan(0.2);
  });
});

describe('a keno ticket', () => {
  it.each([
    [[7], [7]],
    [[80, 1, 40], [1, 40, 80]],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('takes the picks %j (sorted: %j)', (picks, sorted) => expect(validPicks(picks)).toEqual(sorted));

  it.each([
    ['none', []],
    ['eleven', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['a repeat', [5, 5]],
    ['zero', [0, 4]],
    ['81', [81]],
    ['a fraction', [2.5]],
    ['a string', ['7']],
    ['NaN', [Number.NaN]],
  ])('refuses %s', (_name, picks) => expect(validPicks(picks)).toBeNull());

  it('draws 20 distinct numbers of 1…80', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 200; i++) {
      const drawn = drawKeno(random);
      expect(drawn).toHaveLength(KENO_DRAWN);
      expect(new Set(drawn).size).toBe(KENO_DRAWN);
      expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
    }
  });

  it('pays stake × multiplier, rounded down to the minor unit, and nothing for an unpaid hit count', () => {
    expect(kenoWin(100n, 1, 1)).toBe(380n);
    expect(kenoWin(15n, 1, 1)).toBe(57n);
    expect(kenoWin(33n, 2, 1)).toBe(33n);
    expect(kenoWin(10n, 3, 2)).toBe(42n);
    expect(kenoWin(100n, 3, 1)).toBe(0n);
    expect(kenoWin(100n, 10, 0)).toBe(300n);
    expect(kenoHits([1, 2, 3], [3, 9, 1])).toEqual([1, 3]);
  });
});
