import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SYSTEM_COMBINATIONS,
  type SystemChoice,
  type SystemSpec,
  binomial,
  combinations,
  systemChoices,
  systemLineCount,
  systemLines,
} from '../../rules/betting/combinations';
import {
  BET_TABS,
  type BetTab,
  PLACEMENT_RULES,
  type PlacementReason,
  type Slip,
  type SlipSelection,
  parseStake,
  placementRule,
} from '../../rules/betting/placement-rules';
import {
  type ItemResult,
  type Leg,
  type TeaserTable,
  ifBetReturn,
  lineReturn,
  reverseBetReturn,
  systemReturn,
  systemStake,
  teaserReturn,
} from '../../rules/betting/settlement';
import { itReturns } from '../helpers/table';
import { teasedSuffix } from '../../platform/betting/slip';

describe('combinations: system bets k of n (seed 002 §9: 3 to 10 selections, at most 252 combinations)', () => {
  it.each([
    [3, 2, 3],
    [4, 2, 6],
    [5, 3, 10],
    [10, 3, 120],
    [10, 5, MAX_SYSTEM_COMBINATIONS],
    [10, 9, 10],
    [5, 0, 1],
    [3, 4, 0],
  ])('C(%i, %i) = %i', (n, k, expected) => {
    expect(binomial(n, k)).toBe(expected);
    expect(combinations(n, k)).toHaveLength(expected);
  });

  it.each<[number, number, number[][]]>([
    [3, 2, [[0, 1], [0, 2], [1, 2]]],
    [4, 2, [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]],
    [4, 3, [[0, 1, 2], [0, 1, 3], [0, 2, 3], [1, 2, 3]]],
    [3, 3, [[0, 1, 2]]],
  ])('the lines of %i choose %i, in lexicographic order', (n, k, lines) => {
    expect(combinations(n, k)).toEqual(lines);
  });

  it.each<[string, SystemSpec, number[][]]>([
    ['2/3', { selections: 3, size: 2 }, [[0, 1], [0, 2], [1, 2]]],
    ['2/3 + banker 0', { selections: 4, size: 2, bankers: [0] }, [[0, 1, 2], [0, 1, 3], [0, 2, 3]]],
    ['1/3 + banker 2', { selections: 4, size: 1, bankers: [2] }, [[0, 2], [1, 2], [2, 3]]],
    ['1/2 + bankers 0 and 3', { selections: 4, size: 1, bankers: [3, 0] }, [[0, 1, 3], [0, 2, 3]]],
  ])('system %s: every line holds every banker and a subset of the rest', (_name, spec, lines) => {
    expect(systemLines(spec)).toEqual(lines);
    expect(systemLineCount(spec)).toBe(lines.length);
  });

  it.each<[SystemSpec, string]>([
    [{ selections: 4, size: 2, bankers: [4] }, 'banker 4 is not a selection of 4'],
    [{ selections: 4, size: 2, bankers: [1, 1] }, 'a banker is listed twice'],
  ])('rejects bad bankers: %o', (spec, message) => {
    expect(() => systemLines(spec)).toThrow(message);
  });

  it.each<[number, number, Pick<SystemChoice, 'label' | 'lines'>[]]>([
    [2, 0, []],
    [11, 0, []],
    [3, 0, [{ label: '2/3', lines: 3 }]],
    [4, 0, [{ label: '2/4', lines: 6 }, { label: '3/4', lines: 4 }]],
    [4, 1, [{ label: '1/3 + 1B', lines: 3 }, { label: '2/3 + 1B', lines: 3 }]],
    [4, 2, [{ label: '1/2 + 2B', lines: 2 }]],
    [3, 2, []],
  ])('%i selections with %i bankers offer %o', (selections, bankers, expected) => {
    expect(systemChoices(selections, bankers).map(({ label, lines }) => ({ label, lines }))).toEqual(expected);
  });

  it('10 selections offer 2/10 to 9/10, the largest 5/10 at exactly 252 lines', () => {
    const choices = systemChoices(10);
    expect(choices.map((c) => c.size)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Math.max(...choices.map((c) => c.lines))).toBe(MAX_SYSTEM_COMBINATIONS);
  });

  it('property: lines are distinct, each banker in each, and as many as systemLineCount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 10 }).chain((selections) =>
          fc.tuple(fc.constant(selections), fc.subarray(Array.from({ length: selections }, (_, i) => i), { maxLength: selections - 2 })),
        ),
        ([selections, bankers]) => {
          for (const choice of systemChoices(selections, bankers.length)) {
            const spec = { selections, size: choice.size, bankers };
            const lines = systemLines(spec);
            expect(lines).toHaveLength(choice.lines);
            expect(new Set(lines.map((l) => l.join())).size).toBe(lines.length);
            for (const line of lines) {
              expect(line).toHaveLength(bankers.length + choice.size);
              for (const banker of bankers) expect(line).toContain(banker);
            }
          }
        },
      ),
    );
  });
});

const sel = (id: string, incompatibleSelections: string[] = [], incompatibleTeaserSelections: string[] = []): SlipSelection => ({
  id,
  incompatibleSelections,
  incompatibleTeaserSelections,
});
const many = (n: number) => Array.from({ length: n }, (_, i) => sel(`s${i}`));
const TEASERS = [2, 3, 4];

describe('placement rules: seed 002 §5, one row per condition', () => {
  it.each<[string, BetTab, Slip, PlacementReason | null]>([
    ['single: always, even empty', 'single', { selections: [] }, null],
    ['single: incompatible selections are separate bets', 'single', { selections: [sel('a', ['b']), sel('b')] }, null],

    ['combo: 1 selection', 'combo', { selections: many(1) }, 'minimum-selections'],
    ['combo: 2 selections', 'combo', { selections: many(2) }, null],
    ['combo: 12 selections (no maximum in the seed)', 'combo', { selections: many(12) }, null],
    ['combo: one names another as incompatible', 'combo', { selections: [sel('a', ['b']), sel('b')] }, 'incompatible-selections'],
    ['combo: incompatible id not on the slip', 'combo', { selections: [sel('a', ['z']), sel('b')] }, null],
    ['combo: teaser-incompatible only', 'combo', { selections: [sel('a', [], ['b']), sel('b')] }, null],

    ['system: 2 selections', 'system', { selections: many(2), systemStakes: { 2: '5' } }, 'minimum-selections'],
    ['system: 11 selections', 'system', { selections: many(11), systemStakes: { 2: '5' } }, 'maximum-selections'],
    ['system: 2/3 staked', 'system', { selections: many(3), systemStakes: { 2: '5' } }, null],
    ['system: no stake', 'system', { selections: many(3) }, 'no-system-stake'],
    ['system: non-numeric stake is 0', 'system', { selections: many(3), systemStakes: { 2: 'abc' } }, 'no-system-stake'],
    ['system: blank stake', 'system', { selections: many(3), systemStakes: { 2: '' } }, 'no-system-stake'],
    ['system: incompatible', 'system', { selections: [sel('a'), sel('b'), sel('c', ['a'])], systemStakes: { 2: 1 } }, 'incompatible-selections'],
    ['system: 4/4 is a combo, not a system', 'system', { selections: many(4), systemStakes: { 4: 1 } }, 'unknown-system'],
    ['system: 5/10 is exactly 252 lines', 'system', { selections: many(10), systemStakes: { 5: 1 } }, null],
    ['system: 2/10 + 5/10 is 297 lines', 'system', { selections: many(10), systemStakes: { 2: 1, 5: '1' } }, 'too-many-combinations'],
    ['system: 1/2 + 1 banker', 'system', { selections: many(3), bankers: ['s0'], systemStakes: { 1: '2' } }, null],
    ['system: 2/3 without the banker’s selection', 'system', { selections: many(3), bankers: ['s0'], systemStakes: { 2: 1 } }, 'unknown-system'],

    ['ifbet: 1 selection', 'ifbet', { selections: many(1) }, 'minimum-selections'],
    ['ifbet: 2 selections', 'ifbet', { selections: many(2) }, null],
    ['ifbet: 10 selections', 'ifbet', { selections: many(10) }, null],
    ['ifbet: 11 selections', 'ifbet', { selections: many(11) }, 'maximum-selections'],
    ['ifbet: compatibility is not asked', 'ifbet', { selections: [sel('a', ['b']), sel('b')] }, null],
    ['reversebet: 1 selection', 'reversebet', { selections: many(1) }, 'minimum-selections'],
    ['reversebet: 2 selections', 'reversebet', { selections: many(2) }, null],
    ['reversebet: 11 selections', 'reversebet', { selections: many(11) }, 'maximum-selections'],

    ['teaser: 1 selection', 'teaser', { selections: many(1), teaserSelectionCounts: TEASERS }, 'minimum-selections'],
    ['teaser: 2 selections with a setting', 'teaser', { selections: many(2), teaserSelectionCounts: TEASERS }, null],
    ['teaser: 5 selections, no setting for 5', 'teaser', { selections: many(5), teaserSelectionCounts: TEASERS }, 'no-teaser-setting'],
    ['teaser: no settings at all', 'teaser', { selections: many(2) }, 'no-teaser-setting'],
    ['teaser: incompatible', 'teaser', { selections: [sel('a', ['b']), sel('b')], teaserSelectionCounts: TEASERS }, 'incompatible-selections'],
    ['teaser: teaser-incompatible', 'teaser', { selections: [sel('a'), sel('b', [], ['a'])], teaserSelectionCounts: TEASERS }, 'incompatible-selections'],
  ])('%s', (_name, tab, slip, expected) => {
    expect(placementRule(tab, slip)).toBe(expected);
    expect(PLACEMENT_RULES[tab](slip)).toBe(expected);
  });

  it('has a rule for every tab of seed 002 §4', () => {
    expect(Object.keys(PLACEMENT_RULES).sort()).toEqual([...BET_TABS].sort());
  });

  itReturns('stake input %o parses as %d (seed 002 §5)', parseStake, [
    ['12.5', 12.5],
    [' 3 ', 3],
    ['1e2', 100],
    ['abc', 0],
    ['12abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [7, 7],
    [Number.NaN, 0],
    ['Infinity', 0],
  ]);
});

const leg = (odds: number, result: ItemResult): Leg => ({ odds, result });

describe('settlement: one line (a single, or a combo that multiplies)', () => {
  it.each<[string, bigint, Leg[], bigint]>([
    ['win pays stake × odds', 1000n, [leg(185, 'win')], 1850n],
    ['halfwin pays half at odds, half back', 1000n, [leg(190, 'halfwin')], 1450n],
    ['refund returns the stake', 1000n, [leg(190, 'refund')], 1000n],
    ['cancelled is a refund', 1000n, [leg(190, 'cancelled')], 1000n],
    ['halflose returns half the stake', 1000n, [leg(190, 'halflose')], 500n],
    ['lost returns nothing', 1000n, [leg(190, 'lost')], 0n],
    ['combo 1.85 × 2.10', 1000n, [leg(185, 'win'), leg(210, 'win')], 3885n],
    ['combo with a quarter-line half win: 2.00 × 1.45', 1000n, [leg(200, 'win'), leg(190, 'halfwin')], 2900n],
    ['combo with a quarter-line half loss: 2.00 × 0.5', 1000n, [leg(200, 'win'), leg(190, 'halflose')], 1000n],
    ['combo with a refund: that leg at 1.00', 1000n, [leg(185, 'win'), leg(300, 'refund')], 1850n],
    ['combo with a cancelled leg', 1000n, [leg(185, 'win'), leg(300, 'cancelled'), leg(200, 'win')], 3700n],
    ['combo with a loser', 1000n, [leg(185, 'win'), leg(300, 'lost')], 0n],
    ['rounds down: 3.33 × 1.85 = 6.1605', 333n, [leg(185, 'win')], 616n],
    ['rounds once, not per leg: 1.00 × 1.33³ = 2.352637', 100n, [leg(133, 'win'), leg(133, 'win'), leg(133, 'win')], 235n],
    ['exact beyond 2⁵³: 10 legs at 1000.00', 100n, Array.from({ length: 10 }, () => leg(100_000, 'win')), 100n * 1000n ** 10n],
  ])('%s', (_name, stake, legs, expected) => {
    expect(lineReturn(stake, legs)).toBe(expected);
  });

  it.each<[string, () => unknown]>([
    ['a pending leg', () => lineReturn(100n, [leg(200, 'pending')])],
    ['odds below 1.00', () => lineReturn(100n, [leg(99, 'win')])],
    ['odds not in whole hundredths', () => lineReturn(100n, [leg(185.5, 'win')])],
    ['a negative stake', () => lineReturn(-1n, [leg(200, 'win')])],
    ['no legs', () => lineReturn(100n, [])],
  ])('refuses %s', (_name, settle) => {
    expect(settle).toThrow(RangeError);
  });
});

describe('settlement: systems and bankers', () => {
  const A = 0;
  it.each<[string, Omit<SystemSpec, 'selections'>, Leg[], bigint, bigint]>([
    ['2/3, all win: 6.00 + 3.00 + 4.50', { size: 2 }, [leg(200, 'win'), leg(300, 'win'), leg(150, 'win')], 300n, 1350n],
    ['2/3 with one loser: only the line without it pays', { size: 2 }, [leg(200, 'win'), leg(300, 'win'), leg(150, 'lost')], 300n, 600n],
    ['2/3 with two losers', { size: 2 }, [leg(200, 'lost'), leg(300, 'win'), leg(150, 'lost')], 300n, 0n],
    ['2/3 with a refund', { size: 2 }, [leg(200, 'win'), leg(300, 'refund'), leg(150, 'win')], 300n, 200n + 300n + 150n],
    ['banker loses: every line loses', { size: 1, bankers: [A] }, [leg(200, 'lost'), leg(300, 'win'), leg(150, 'win')], 200n, 0n],
    ['banker wins, one other loses', { size: 1, bankers: [A] }, [leg(200, 'win'), leg(300, 'win'), leg(150, 'lost')], 200n, 600n],
    ['banker half-loses: every line halves', { size: 1, bankers: [A] }, [leg(200, 'halflose'), leg(300, 'win'), leg(150, 'win')], 200n, 150n + 75n],
    ['2/3 + banker, all win', { size: 2, bankers: [3] }, [leg(200, 'win'), leg(300, 'win'), leg(150, 'win'), leg(110, 'win')], 300n, 660n + 330n + 495n],
  ])('%s (unit stake 1.00)', (_name, spec, legs, stake, expected) => {
    expect(systemStake(100n, spec, legs)).toBe(stake);
    expect(systemReturn(100n, spec, legs)).toBe(expected);
  });

  const settled: fc.Arbitrary<Exclude<ItemResult, 'pending'>> = fc.constantFrom('win', 'halfwin', 'refund', 'cancelled', 'halflose', 'lost');
  const slip = fc
    .array(fc.record({ odds: fc.integer({ min: 100, max: 5000 }), result: settled }), { minLength: 3, maxLength: 8 })
    .chain((legs) =>
      fc.record({
        legs: fc.constant(legs),
        stake: fc.bigInt(0n, 10n ** 9n),
        banker: fc.option(fc.integer({ min: 0, max: legs.length - 1 }), { nil: undefined }),
        pick: fc.nat(),
      }),
    );

  it('property: a system returns the sum of its combos, never more than if every leg won', () => {
    fc.assert(
      fc.property(slip, ({ legs, stake, banker, pick }) => {
        const bankers = banker === undefined ? [] : [banker];
        const choices = systemChoices(legs.length, bankers.length);
        const spec = { size: choices[pick % choices.length]!.size, bankers };
        const combos = systemLines({ ...spec, selections: legs.length }).map((line) => line.map((i) => legs[i]!));
        const total = systemReturn(stake, spec, legs);
        expect(total).toBe(combos.reduce((sum, combo) => sum + lineReturn(stake, combo), 0n));
        const allWin = systemReturn(stake, spec, legs.map((l) => ({ ...l, result: 'win' as const })));
        expect(total <= allWin).toBe(true);
      }),
    );
  });
});

describe('settlement: if-bets and reverse bets (stake 1.00)', () => {
  it.each<[string, Leg[], 'standard' | 'action', bigint]>([
    ['both win: 1.00 kept from A, 1.00 rides on B at 1.50', [leg(200, 'win'), leg(150, 'win')], 'standard', 250n],
    ['stops on a loss: B has no action', [leg(200, 'lost'), leg(150, 'pending')], 'standard', 0n],
    ['A wins, B loses: A’s profit stays', [leg(200, 'win'), leg(150, 'lost')], 'standard', 100n],
    ['a refund carries the stake on', [leg(200, 'refund'), leg(150, 'win')], 'standard', 150n],
    ['cancelled stops a standard if-bet, stake back', [leg(200, 'cancelled'), leg(150, 'pending')], 'standard', 100n],
    ['cancelled carries on in the action variant', [leg(200, 'cancelled'), leg(150, 'win')], 'action', 150n],
    ['action: a loss still stops', [leg(200, 'lost'), leg(150, 'pending')], 'action', 0n],
    ['a half win continues: 0.45 kept, 1.00 on B at 2.00', [leg(190, 'halfwin'), leg(200, 'win')], 'standard', 245n],
    ['a half loss stops with half back', [leg(190, 'halflose'), leg(200, 'pending')], 'standard', 50n],
    ['three legs, the last lost', [leg(200, 'win'), leg(200, 'win'), leg(300, 'lost')], 'standard', 200n],
    ['one leg is a single', [leg(185, 'win')], 'standard', 185n],
  ])('if-bet: %s', (_name, legs, variant, expected) => {
    expect(ifBetReturn(100n, legs, variant)).toBe(expected);
  });

  it.each<[string, Leg[], 'standard' | 'action', bigint]>([
    ['both win: 2.50 each way', [leg(200, 'win'), leg(150, 'win')], 'standard', 250n + 250n],
    ['A wins, B loses: A→B keeps 1.00, B→A stops at B', [leg(200, 'win'), leg(150, 'lost')], 'standard', 100n + 0n],
    ['A loses, B wins: A→B stops at A, B→A keeps 0.50', [leg(200, 'lost'), leg(150, 'win')], 'standard', 0n + 50n],
    ['A cancelled, standard: stake back, B→A 0.50 + 1.00', [leg(200, 'cancelled'), leg(150, 'win')], 'standard', 100n + 150n],
    ['A cancelled, action: both orders carry on', [leg(200, 'cancelled'), leg(150, 'win')], 'action', 150n + 150n],
  ])('reverse bet: %s', (_name, legs, variant, expected) => {
    expect(reverseBetReturn(100n, legs, variant)).toBe(expected);
  });
});

describe('settlement: teasers (pay table 2 legs 1.80, 3 legs 2.60, 4 legs 4.00; stake 1.00)', () => {
  const TABLE: TeaserTable = { 2: 180, 3: 260, 4: 400 };
  it.each<[string, ItemResult[], TeaserTable, bigint, bigint]>([
    ['2 wins', ['win', 'win'], TABLE, 100n, 180n],
    ['3 wins', ['win', 'win', 'win'], TABLE, 100n, 260n],
    ['3 legs, one push: pays as 2', ['win', 'refund', 'win'], TABLE, 100n, 180n],
    ['4 legs, two pushes: pays as 2', ['win', 'refund', 'cancelled', 'win'], TABLE, 100n, 180n],
    ['4 legs, one cancelled: pays as 3', ['win', 'cancelled', 'win', 'win'], TABLE, 100n, 260n],
    ['tie plus loss loses', ['win', 'refund', 'lost'], TABLE, 100n, 0n],
    ['a loss loses', ['lost', 'win', 'win'], TABLE, 100n, 0n],
    ['2 legs, one push: no 1-leg row, stake back', ['win', 'refund'], TABLE, 100n, 100n],
    ['every leg pushes: stake back', ['refund', 'cancelled'], TABLE, 100n, 100n],
    ['a table with a 1-leg row pays it', ['win', 'refund'], { 1: 190, 2: 180 }, 100n, 190n],
    ['rounds down: 3.33 × 1.80 = 5.994', ['win', 'win'], TABLE, 333n, 599n],
  ])('%s', (_name, results, table, stake, expected) => {
    expect(teaserReturn(stake, results, table)).toBe(expected);
  });

  it.each<[string, ItemResult[]]>([
    ['a half win', ['win', 'halfwin']],
    ['a pending leg', ['win', 'pending']],
    ['a leg count with no row', ['win', 'win', 'win', 'win', 'win']],
  ])('refuses %s', (_name, results) => {
    expect(() => teaserReturn(100n, results, TABLE)).toThrow(RangeError);
  });
});

describe("a teased line as the slip shows it (the player's side, as the market titles it)", () => {
  it.each([
    ['home −4.5 teased 4 points', { line: -4.5, outcomeKey: 'home', marketType: 'asian-handicap' }, 4, '-0.5'],
    ['away +4.5 (home −4.5) teased 4 points', { line: -4.5, outcomeKey: 'away', marketType: 'asian-handicap' }, 4, '+8.5'],
    ['home −3 teased 6 points', { line: -3, outcomeKey: 'home', marketType: 'asian-handicap' }, 6, '+3'],
    ['under 200.5 teased 4 points', { line: 200.5, outcomeKey: 'under', marketType: 'total' }, 4, '204.5'],
    ['over 200.5 teased 6 points', { line: 200.5, outcomeKey: 'over', marketType: 'total' }, 6, '194.5'],
  ])('%s', (_name, selection, points, expected) => {
    expect(teasedSuffix(selection, points)).toBe(expected);
  });
});
