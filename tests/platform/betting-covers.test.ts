/**
 * Named full covers (issue 22 item 9): their line counts, which slips offer them, the placement rule and
 * a hand-worked settlement of each, line by line. Odds in hundredths, money in cents; each example's
 * lines are listed in its comment and add up to the expected return.
 */
import { describe, expect, it } from 'vitest';
import { coverChoices, coverOf, coverSizes, type FullCover, FULL_COVER_NAMES, MAX_SYSTEM_COMBINATIONS, systemLineCount, systemLines, systemOffers } from '../../rules/betting/combinations';
import { placementRule, type Slip } from '../../rules/betting/placement-rules';
import { type ItemResult, type Leg, lineReturn, systemReturn, systemStake } from '../../rules/betting/settlement';

const leg = (odds: number, result: ItemResult): Leg => ({ odds, result });
const many = (n: number): Slip['selections'] => Array.from({ length: n }, (_, i) => ({ id: `s${i}` }));

describe('full covers: lines and selections', () => {
  it.each<[FullCover, number, number]>([
    ['trixie', 3, 4],
    ['yankee', 4, 11],
    ['canadian', 5, 26],
    ['heinz', 6, 57],
    ['super-heinz', 7, 120],
    ['goliath', 8, 247],
    ['patent', 3, 7],
    ['lucky-15', 4, 15],
    ['lucky-31', 5, 31],
    ['lucky-63', 6, 63],
  ])('%s: %i selections, %i lines', (cover, selections, lines) => {
    const choice = coverChoices(selections).find((c) => c.cover === cover);
    expect(choice).toMatchObject({ of: selections, lines });
    const all = systemLines({ selections, size: coverSizes(cover) });
    expect(all).toHaveLength(lines);
    expect(systemLineCount({ selections, size: coverSizes(cover) })).toBe(lines);
    // Every line distinct, and every combination of its size range present: 2ⁿ − 1 subsets, less the singles without them.
    expect(new Set(all.map((line) => line.join(','))).size).toBe(lines);
    expect(lines).toBeLessThanOrEqual(MAX_SYSTEM_COMBINATIONS);
    expect(coverOf(selections, coverSizes(cover))).toBe(cover);
  });

  it('a Yankee is its 6 doubles, 4 trebles and the fourfold, in that order', () => {
    expect(systemLines({ selections: 4, size: coverSizes('yankee') })).toEqual([
      [0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3],
      [0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3],
      [0, 1, 2, 3],
    ]);
    expect(systemLines({ selections: 3, size: coverSizes('patent') })).toEqual([[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]]);
  });

  it('a slip offers the covers of exactly its selections, none with a banker, none for 2, 9 or 10', () => {
    expect(coverChoices(3).map((c) => c.cover)).toEqual(['trixie', 'patent']);
    expect(coverChoices(4).map((c) => c.cover)).toEqual(['yankee', 'lucky-15']);
    expect(coverChoices(7).map((c) => c.cover)).toEqual(['super-heinz']);
    expect(coverChoices(8).map((c) => c.cover)).toEqual(['goliath']);
    for (const n of [2, 9, 10]) expect(coverChoices(n)).toEqual([]);
    expect(coverChoices(4, 1)).toEqual([]);
    expect(FULL_COVER_NAMES).toHaveLength(10);
  });

  it('the system tab of 4 offers 2/4, 3/4, the Yankee and the Lucky 15, keyed as their stakes are', () => {
    expect(systemOffers(4).map(({ key, lines }) => [key, lines])).toEqual([['2', 6], ['3', 4], ['yankee', 11], ['lucky-15', 15]]);
    expect(systemOffers(4, 1).map(({ key }) => key)).toEqual(['1', '2']);
  });

  it('a plain system is no cover', () => {
    expect(coverOf(4, [2])).toBeNull();
    expect(coverOf(4, [2, 3])).toBeNull();
    expect(coverOf(5, coverSizes('yankee'))).toBeNull();
  });
});

describe('full covers: the placement rule', () => {
  it.each<[string, Slip, ReturnType<typeof placementRule>]>([
    ['a Yankee on 4', { selections: many(4), coverStakes: { yankee: '1' } }, null],
    ['a Yankee and a 2/4 together: 17 lines', { selections: many(4), systemStakes: { 2: '1' }, coverStakes: { yankee: '0.5' } }, null],
    ['a Yankee on 5 selections', { selections: many(5), coverStakes: { yankee: '1' } }, 'unknown-system'],
    ['a Lucky 15 with a banker', { selections: many(4), bankers: ['s0'], coverStakes: { 'lucky-15': '1' } }, 'unknown-system'],
    ['a Goliath alone: 247 lines', { selections: many(8), coverStakes: { goliath: '1' } }, null],
    ['a Goliath and a 2/8: 275 lines', { selections: many(8), systemStakes: { 2: '1' }, coverStakes: { goliath: '1' } }, 'too-many-combinations'],
    ['a Trixie without a stake', { selections: many(3), coverStakes: { trixie: 'x' } }, 'no-system-stake'],
  ])('%s', (_name, slip, expected) => {
    expect(placementRule('system', slip)).toBe(expected);
  });
});

describe('full covers: settled line by line (unit stake 1.00)', () => {
  // A 2.00, B 3.00, C 4.00, D 5.00, E 1.50 unless a row says otherwise.
  it.each<[FullCover, string, Leg[], bigint]>([
    [
      'trixie',
      // C is void, so it counts at 1.00: AB 6.00 + AC 2.00 + BC 3.00 + ABC 6.00.
      'AB 6 + AC 2 + BC 3 + ABC 6 = 17.00',
      [leg(200, 'win'), leg(300, 'win'), leg(400, 'refund')],
      1700n,
    ],
    [
      'patent',
      'singles A 2 + C 4, double AC 8; every line with B lost = 14.00',
      [leg(200, 'win'), leg(300, 'lost'), leg(400, 'win')],
      1400n,
    ],
    [
      'yankee',
      'doubles AB 6 + AC 8 + BC 12, treble ABC 24; the 4 lines with D lost = 50.00',
      [leg(200, 'win'), leg(300, 'win'), leg(400, 'win'), leg(500, 'lost')],
      5000n,
    ],
    [
      'lucky-15',
      'singles 2+3+4+5 = 14, doubles 6+8+10+12+15+20 = 71, trebles 24+30+40+60 = 154, fourfold 120: 359.00',
      [leg(200, 'win'), leg(300, 'win'), leg(400, 'win'), leg(500, 'win')],
      35900n,
    ],
    [
      'canadian',
      'only lines of A, B, E pay: AB 6 + AE 3 + BE 4.50 + ABE 9 = 22.50',
      [leg(200, 'win'), leg(300, 'win'), leg(400, 'lost'), leg(500, 'lost'), leg(150, 'win')],
      2250n,
    ],
    [
      'lucky-31',
      "the Canadian's 22.50 and the singles A 2 + B 3 + E 1.50 = 29.00",
      [leg(200, 'win'), leg(300, 'win'), leg(400, 'lost'), leg(500, 'lost'), leg(150, 'win')],
      2900n,
    ],
    [
      'heinz',
      "the Lucky 15's lines of A–D without its singles: 71 + 154 + 120 = 345.00",
      [leg(200, 'win'), leg(300, 'win'), leg(400, 'win'), leg(500, 'win'), leg(150, 'lost'), leg(250, 'lost')],
      34500n,
    ],
    [
      'super-heinz',
      // B half won returns (3.00 + 1) / 2 = 2.00 a unit, C void 1.00.
      'AB 2×2 = 4 + AC 2 + BC 2 + ABC 4 = 12.00',
      [leg(200, 'win'), leg(300, 'halfwin'), leg(180, 'refund'), leg(500, 'lost'), leg(150, 'lost'), leg(250, 'lost'), leg(350, 'lost')],
      1200n,
    ],
    [
      'goliath',
      // D half lost returns 0.50 a unit.
      'doubles AB 6 + AC 8 + AD 1 + BC 12 + BD 1.50 + CD 2 = 30.50, trebles ABC 24 + ABD 3 + ACD 4 + BCD 6 = 37, fourfold 12: 79.50',
      [leg(200, 'win'), leg(300, 'win'), leg(400, 'win'), leg(500, 'halflose'), leg(150, 'lost'), leg(250, 'lost'), leg(180, 'lost'), leg(350, 'lost')],
      7950n,
    ],
  ])('%s: %s', (cover, _lines, legs, expected) => {
    const spec = { size: coverSizes(cover) };
    const lines = coverChoices(legs.length).find((c) => c.cover === cover)!.lines;
    expect(systemStake(100n, spec, legs)).toBe(100n * BigInt(lines));
    expect(systemReturn(100n, spec, legs)).toBe(expected);
  });

  it('lucky-63: each line rounds down on its own (six legs at 1.33, a unit stake of 0.01)', () => {
    const legs = Array.from({ length: 6 }, () => leg(133, 'win'));
    // k legs return ⌊1.33^k⌋ cents: 1, 1, 2, 3, 4, 5 for k = 1 … 6, over 6, 15, 20, 15, 6 and 1 lines:
    // 6 + 15 + 40 + 45 + 24 + 5 = 1.35, where rounding the whole cover once would pay ⌊1.5900…⌋ = 1.59.
    expect(systemReturn(1n, { size: coverSizes('lucky-63') }, legs)).toBe(135n);
    expect(systemStake(1n, { size: coverSizes('lucky-63') }, legs)).toBe(63n);
    expect(lineReturn(1n, legs)).toBe(5n);
  });
});
