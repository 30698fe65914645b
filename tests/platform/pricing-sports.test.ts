import { describe, expect, it } from 'vitest';
import { extraInningsHome } from '../../platform/sportsbook/pricing/baseball';
import { suddenDeath } from '../../platform/sportsbook/pricing/hockey';
import { type MatchInput, MAX_PRICE, MIN_PRICE, fairMarkets, marginFor, priceMatch } from '../../platform/sportsbook/pricing/index';
import { ladder, settlementOdds, effectiveProbability } from '../../platform/sportsbook/pricing/lines';
import { appliedMargin, marginPrices, offeredPrice } from '../../platform/sportsbook/pricing/margin';
import { type FairMarket, marketKey } from '../../platform/sportsbook/pricing/market';
import { type PointsInput, normalOnIntegers } from '../../platform/sportsbook/pricing/points';
import { deuce, race, raceResult, replayedRace, series } from '../../platform/sportsbook/pricing/two-way';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const teams = { home: 'Northbridge United', away: 'Real Costa Azul' };
const market = (markets: FairMarket[], key: string) => {
  const found = markets.find((m) => marketKey(m) === key);
  if (!found) throw new Error(`no market ${key} in ${markets.map(marketKey).join(', ')}`);
  return Object.fromEntries(found.outcomes.map((o) => [o.key, o.probability]));
};

const ASIAN = { handicap: { step: 0.25, each: 4 }, total: { step: 0.25, each: 4 } };
const QUARTERS = { type: 'quarter', length: 10, count: 4 } as const;
/** A FIBA game as the simulator plays it: about 83 points a side, margin SD about 14 over 40 minutes. */
const RATE: PointsInput['rate'] = { home: 2.16, away: 2.0, marginVariance: 5.0, totalVariance: 9.4 };
const SET = { target: 6, byTwo: true };
const MR12 = { target: 13, byTwo: false };

/** One row per sport and moment of a match: the pricing input the simulator would send. */
const CASES: [string, MatchInput][] = [
  ['soccer pre-match', { model: 'soccer', margin: { default: 0.05, 'correct-score': 0.15 }, soccer: { expectedGoals: { home: 1.6, away: 1.1 }, minutesLeft: 90, handicap: 'full', lines: ASIAN, teams } }],
  ['soccer 1-1 at 60′', { model: 'soccer', margin: 0.06, soccer: { expectedGoals: { home: 0.5, away: 0.4 }, minutesLeft: 30, score: { home: 1, away: 1 }, periodScore: { home: 0, away: 1 }, handicap: 'full', lines: ASIAN, teams } }],
  ['soccer 2-1 at 88′', { model: 'soccer', margin: 0.06, soccer: { expectedGoals: { home: 0.03, away: 0.03 }, minutesLeft: 2, score: { home: 2, away: 1 }, periodScore: { home: 1, away: 1 }, handicap: 'full', lines: ASIAN, teams } }],
  ['ice hockey pre-match', { model: 'hockey', margin: 0.05, hockey: { expectedGoals: { home: 3.2, away: 2.8 }, minutesLeft: 60, tieBreak: 0.52, handicap: 'full', lines: ASIAN, teams } }],
  ['ice hockey pre-match, with score effects', { model: 'hockey', margin: 0.05, hockey: { expectedGoals: { home: 3.1, away: 2.8 }, minutesLeft: 60, scoreEffect: 0.22, tieBreak: 0.52, handicap: 'full', lines: ASIAN, teams } }],
  ['ice hockey 2-1 in the second, with score effects', { model: 'hockey', margin: 0.06, hockey: { expectedGoals: { home: 1.4, away: 1.3 }, minutesLeft: 28, score: { home: 2, away: 1 }, periodScore: { home: 1, away: 0 }, scoreEffect: 0.22, tieBreak: 0.5, handicap: 'full', lines: ASIAN, teams } }],
  ['ice hockey 2-2 in the third', { model: 'hockey', margin: 0.06, hockey: { expectedGoals: { home: 0.5, away: 0.45 }, minutesLeft: 10, score: { home: 2, away: 2 }, periodScore: { home: 1, away: 0 }, tieBreak: 0.5, handicap: 'full', lines: ASIAN, teams } }],
  ['ice hockey level, in overtime', { model: 'hockey', margin: 0.06, hockey: { expectedGoals: { home: 0, away: 0 }, minutesLeft: 0, score: { home: 3, away: 3 }, periodScore: { home: 1, away: 1 }, tieBreak: 0.55, handicap: 'full', lines: ASIAN, teams } }],
  ['baseball pre-match', { model: 'baseball', margin: 0.045, baseball: { expectedRuns: { home: 4.6, away: 4.3 }, extraInnings: 0.52, teams } }],
  ['baseball 3-2 in the sixth', { model: 'baseball', margin: 0.055, baseball: { expectedRuns: { home: 1.9, away: 1.6 }, score: { home: 3, away: 2 }, extraInnings: 0.52, teams } }],
  ['baseball 4-4 in the bottom of the ninth', { model: 'baseball', margin: 0.055, baseball: { expectedRuns: { home: 0.3, away: 0 }, score: { home: 4, away: 4 }, extraInnings: 0.5, teams } }],
  ['basketball pre-match', { model: 'points', margin: 0.045, points: { rate: RATE, periods: QUARTERS, overtime: 5, minutesLeft: 40, halves: true, teams } }],
  ['basketball 50-47 in the third quarter', { model: 'points', margin: 0.055, points: { rate: RATE, periods: QUARTERS, overtime: 5, minutesLeft: 15, score: { home: 50, away: 47 }, periodScores: [{ home: 20, away: 18 }, { home: 19, away: 22 }, { home: 11, away: 7 }], halves: true, teams } }],
  ['basketball 88-88, overtime', { model: 'points', margin: 0.055, points: { rate: RATE, periods: QUARTERS, overtime: 5, minutesLeft: 3, score: { home: 88, away: 88 }, periodScores: [{ home: 20, away: 20 }, { home: 20, away: 20 }, { home: 24, away: 24 }, { home: 20, away: 20 }, { home: 4, away: 4 }], halves: true, teams } }],
  ['tennis pre-match', { model: 'two-way', margin: 0.055, twoWay: { strengths: { home: 0.6, away: 0 }, series: { bestOf: 3, unit: 'set' }, teams } }],
  ['tennis one set all, 4-2 in the third', { model: 'two-way', margin: 0.065, twoWay: { strengths: { home: 0.6, away: 0 }, series: { bestOf: 3, unit: 'set', score: { home: 1, away: 1 }, current: race(0.55, SET, 0.55, { home: 4, away: 2 }) }, teams } }],
  ['counter-strike best of 3, 1-0 and 10-12 on map two', { model: 'two-way', margin: 0.08, twoWay: { strengths: { home: 0.3, away: 0 }, series: { bestOf: 3, score: { home: 1, away: 0 }, current: race(0.52, MR12, 0.5, { home: 10, away: 12 }) }, teams } }],
  ['dota 2 best of 5 pre-match', { model: 'two-way', margin: 0.07, twoWay: { strengths: { home: -0.4, away: 0 }, series: { bestOf: 5 }, teams } }],
];

describe.each(CASES)('pricing: %s', (_name, input) => {
  const fair = fairMarkets(input);
  const priced = priceMatch(input);

  it('offers something, with sensible line counts: at most nine handicaps and nine totals per scope', () => {
    expect(priced.length).toBeGreaterThan(0);
    const perScope = new Map<string, number>();
    for (const m of fair) {
      if (m.line === undefined) continue;
      const scope = marketKey({ ...m, line: undefined });
      perScope.set(scope, (perScope.get(scope) ?? 0) + 1);
    }
    for (const [scope, count] of perScope) expect(count, scope).toBeLessThanOrEqual(9);
    expect(sum(priced.map((m) => m.outcomes.length))).toBeLessThan(400);
  });

  it('fair probabilities of every market sum to its coverage (1; double chance 2)', () => {
    for (const m of fair) expect(sum(m.outcomes.map((o) => o.probability)), marketKey(m)).toBeCloseTo(m.coverage, 9);
  });

  it('the priced book is coverage × (1 + margin) before rounding, and rounding only adds', () => {
    for (const m of priced) {
      const fairMarket = fair.find((f) => marketKey(f) === m.key)!;
      const fairProbabilities = fairMarket.outcomes.map((o) => o.probability);
      const raw = marginPrices(fairProbabilities, marginFor(input.margin, m.type));
      expect(m.suspended, m.key).toBe(!raw);
      if (!raw) continue; // practically decided: suspended, unpriced
      expect(m.margin, m.key).toBe(appliedMargin(fairProbabilities, marginFor(input.margin, m.type)));
      const target = fairMarket.coverage * (1 + m.margin);
      expect(Math.abs(sum(raw.map((p) => 1 / p)) - target), m.key).toBeLessThan(1e-9);
      const offered = m.outcomes.map((o) => o.price!);
      expect(offered).toEqual(raw.map(offeredPrice));
      // Rounding down adds at most 0.01 / price² per outcome, or 1 / MAX_PRICE where a longshot is capped.
      const slack = sum(offered.map((price, i) => (raw[i]! > MAX_PRICE ? 1 / MAX_PRICE : 0.01 / price ** 2)));
      const book = sum(offered.map((price) => 1 / price));
      expect(book, m.key).toBeGreaterThanOrEqual(target - 1e-9);
      expect(book, m.key).toBeLessThanOrEqual(target + slack + 1e-9);
      for (const price of offered) expect(price >= MIN_PRICE && price <= MAX_PRICE).toBe(true);
    }
  });

  it('the winner agrees with the ±0.5 handicap where both settle on the final result (the same bet)', () => {
    if (input.model === 'hockey') return; // hockey handicaps are on regulation time, its winner is not
    const winner = fair.find((m) => marketKey(m) === 'match/winner');
    const half = fair.find((m) => marketKey(m) === 'match/asian-handicap@-0.5');
    if (winner && half) expect(half.outcomes[0]!.probability).toBeCloseTo(winner.outcomes[0]!.probability, 9);
  });
});

describe('line ladders: the main line and a few either side', () => {
  it.each([
    ['soccer totals', new Map([[0, 0.07], [1, 0.19], [2, 0.26], [3, 0.22], [4, 0.14], [5, 0.08], [6, 0.04]]), 'total', { step: 0.25, each: 4 }, 9],
    ['a basketball spread', normalOnIntegers(-5.2, 180), 'handicap', { step: 1, offset: 0.5, each: 4 }, 9],
    ['a quarter total', normalOnIntegers(41, 45), 'total', { step: 1, offset: 0.5, each: 2 }, 5],
  ] as const)('%s: %i lines, the middle one the most balanced of them', (_name, distribution, kind, rung, count) => {
    const lines = ladder(distribution, kind, rung);
    expect(lines).toHaveLength(count);
    const balance = (line: number) => Math.abs(effectiveProbability(settlementOdds(distribution, kind === 'handicap' ? line : -line)) - 0.5);
    const middle = lines[(count - 1) / 2]!;
    for (const line of lines) expect(balance(middle)).toBeLessThanOrEqual(balance(line) + 1e-12);
    // Lines outside the ladder are less balanced still.
    expect(balance(middle)).toBeLessThan(balance(lines[0]! - rung.step));
  });
});

const mean = (d: ReadonlyMap<number, number>) => [...d].reduce((s, [v, p]) => s + v * p, 0);

describe('basketball: points as a Brownian motion, halves as two quarters', () => {
  const base: PointsInput = { rate: RATE, periods: QUARTERS, overtime: 5, minutesLeft: 40, halves: true, teams };
  const markets = fairMarkets({ model: 'points', margin: 0, points: base });

  it('a normal on whole points sums to one and keeps its mean', () => {
    const d = normalOnIntegers(12.3, 40);
    expect(sum([...d.values()])).toBeCloseTo(1, 12);
    expect(mean(d)).toBeCloseTo(12.3, 6);
  });

  const total = (scope: string) =>
    markets
      .filter((m) => marketKey(m).startsWith(`${scope}/total@`))
      .map((m) => m.line!)
      .sort((a, b) => a - b);

  it('a half is priced as two quarters: its main total is about twice a quarter’s', () => {
    const quarter = total('quarter1');
    const half = total('half1');
    expect(half[2]! - 2 * quarter[2]!).toBeGreaterThanOrEqual(-1.5);
    expect(half[2]! - 2 * quarter[2]!).toBeLessThanOrEqual(1.5);
  });

  it('the winner counts overtime: level at the buzzer, it is the overtime’s own chance', () => {
    const level = fairMarkets({ model: 'points', margin: 0, points: { ...base, minutesLeft: 0, score: { home: 80, away: 80 }, periodScores: [{ home: 20, away: 20 }, { home: 20, away: 20 }, { home: 20, away: 20 }, { home: 20, away: 20 }] } });
    const home = market(level, 'match/winner').home!;
    expect(home).toBeGreaterThan(0.5); // the home side scores faster
    expect(home).toBeLessThan(0.6);
    expect(level.some((m) => m.period.type === 'quarter')).toBe(false);
  });

  it('a period winner refunds a level period: two-way, with a push', () => {
    const q1 = markets.find((m) => marketKey(m) === 'quarter1/winner')!;
    expect(q1.outcomes[0]!.settlement!.refund).toBeGreaterThan(0.03);
  });
});

describe('ice hockey: regulation markets, and a winner that counts overtime and the shootout', () => {
  it('winner = home in regulation + level × P(home wins from there)', () => {
    const markets = fairMarkets({ model: 'hockey', margin: 0, hockey: { expectedGoals: { home: 3, away: 2.7 }, minutesLeft: 60, tieBreak: 0.53, teams } });
    const x = market(markets, 'match/1x2');
    expect(market(markets, 'match/winner').home).toBeCloseTo(x.home! + x.draw! * 0.53, 12);
    expect(markets.some((m) => marketKey(m) === 'period3/1x2')).toBe(true);
    expect(markets.some((m) => m.type === 'correct-score')).toBe(false);
  });

  it('score effects: without them the grid is plain Poisson; with them regulation ends level more often, the expected goals kept', () => {
    const input = { expectedGoals: { home: 2.95, away: 2.95 }, minutesLeft: 60, tieBreak: 0.5, teams };
    const plain = fairMarkets({ model: 'hockey', margin: 0, hockey: input });
    const chain = fairMarkets({ model: 'hockey', margin: 0, hockey: { ...input, scoreEffect: 0.0001 } });
    expect(market(chain, 'match/1x2').draw).toBeCloseTo(market(plain, 'match/1x2').draw!, 3);
    const effects = fairMarkets({ model: 'hockey', margin: 0, hockey: { ...input, scoreEffect: 0.22 } });
    // NHL: some 22–23% of games go to overtime (MODELS.md); independent Poisson levels about 16%.
    expect(market(plain, 'match/1x2').draw).toBeLessThan(0.18);
    expect(market(effects, 'match/1x2').draw).toBeGreaterThan(0.21);
    expect(market(effects, 'match/1x2').draw).toBeLessThan(0.25);
    // Goals move between the sides but the even total line stays near 5.9.
    expect(market(effects, 'match/total@5.5').over).toBeCloseTo(market(plain, 'match/total@5.5').over!, 1);
  });

  it('score effects: the period under way starts from the match lead now, later periods from the lead they start at', () => {
    const input = { expectedGoals: { home: 2, away: 2 }, minutesLeft: 40, score: { home: 3, away: 0 }, periodScore: { home: 0, away: 0 }, tieBreak: 0.5, teams };
    const effects = fairMarkets({ model: 'hockey', margin: 0, hockey: { ...input, scoreEffect: 0.22 } });
    // Three goals down, the away side presses: it wins the second and the third period more often than home.
    expect(market(effects, 'period2/1x2').away).toBeGreaterThan(market(effects, 'period2/1x2').home!);
    expect(market(effects, 'period3/1x2').away).toBeGreaterThan(market(effects, 'period3/1x2').home!);
  });

  it('including overtime and shootout: home −0.5 and 0 are the winner, and over x.5 gains the level scores x.5 − 0.5', () => {
    const input = { expectedGoals: { home: 3.1, away: 2.8 }, minutesLeft: 60, scoreEffect: 0.22, tieBreak: 0.53, handicap: 'full' as const, lines: ASIAN, teams };
    const markets = fairMarkets({ model: 'hockey', margin: 0, hockey: input });
    const winner = market(markets, 'match/winner');
    expect(market(markets, 'match+shootout/asian-handicap@-0.5').home).toBeCloseTo(winner.home!, 9);
    // No level score to push on: a handicap of 0 is the same bet.
    expect(market(markets, 'match+shootout/asian-handicap@0').home).toBeCloseTo(winner.home!, 9);
    // Over 6.5 including overtime: over 6.5 in regulation, or 3-3 after 60 minutes (the seventh goal is sure).
    const level33 = fairMarkets({ model: 'hockey', margin: 0, hockey: { ...input, correctScore: true } });
    const threeAll = market(level33, 'match/correct-score')['3-3']!;
    expect(market(markets, 'match+shootout/total@6.5').over).toBeCloseTo(market(markets, 'match/total@6.5').over! + threeAll, 9);
    expect(markets.filter((m) => m.time === 'shootout').every((m) => m.type === 'asian-handicap' || m.type === 'total')).toBe(true);
  });

  it('level in overtime: including overtime, the total is one goal more for sure, the handicap is the tie-break', () => {
    const markets = fairMarkets({ model: 'hockey', margin: 0, hockey: { expectedGoals: { home: 0, away: 0 }, minutesLeft: 0, score: { home: 3, away: 3 }, periodScore: { home: 1, away: 1 }, tieBreak: 0.55, handicap: 'full', lines: ASIAN, teams } });
    expect(markets.some((m) => marketKey(m) === 'match+shootout/total@6.5')).toBe(false); // decided: over for sure
    expect(market(markets, 'match+shootout/asian-handicap@-0.5').home).toBeCloseTo(0.55, 12);
  });

  it.each([
    [{ home: 0, away: 0 }, 0.6, 0.6],
    [{ home: 1, away: 1 }, 0.5, 0.5],
    [{ home: 2, away: 1 }, 0.5, (2 / 3) * (1 - Math.exp(-3)) + 0.5 * Math.exp(-3)],
  ])('sudden death with expected goals %j, shootout %s: %s', (goals, shootout, p) => {
    expect(suddenDeath(goals, shootout)).toBeCloseTo(p, 12);
  });
});

describe('baseball: no draws, extra innings split by strength', () => {
  it('even sides split extra innings evenly; a stronger home side wins more of them', () => {
    expect(extraInningsHome({ home: 0.5, away: 0.5 })).toBeCloseTo(0.5, 12);
    expect(extraInningsHome({ home: 0.6, away: 0.45 })).toBeGreaterThan(0.55);
  });

  it('the winner is the home lead plus its share of the level games; the ±0.5 run line is left to it', () => {
    const markets = fairMarkets({ model: 'baseball', margin: 0, baseball: { expectedRuns: { home: 4.5, away: 4.5 }, extraInnings: 0.5, teams } });
    expect(market(markets, 'match/winner').home).toBeCloseTo(0.5, 9);
    expect(markets.some((m) => m.type === '1x2')).toBe(false);
    expect(markets.some((m) => m.type === 'asian-handicap' && Math.abs(m.line!) === 0.5)).toBe(false);
    expect(markets.some((m) => marketKey(m) === 'match/asian-handicap@-1.5')).toBe(true);
  });
});

describe('races: a tennis set, a tie-break, a Counter-Strike map', () => {
  it.each([
    [{ home: 6, away: 4 }, SET, 'home'],
    [{ home: 6, away: 5 }, SET, undefined],
    [{ home: 6, away: 6 }, SET, 'tie'],
    [{ home: 7, away: 6 }, SET, 'home'],
    [{ home: 5, away: 7 }, SET, 'away'],
    [{ home: 12, away: 12 }, MR12, 'tie'],
    [{ home: 13, away: 11 }, MR12, 'home'],
    [{ home: 14, away: 16 }, MR12, 'away'],
  ] as const)('%j under %j: %s', (score, rule, result) => {
    expect(raceResult(rule, score)).toBe(result);
  });

  it('even points make an even race; the race is symmetric', () => {
    expect(race(0.5, SET, 0.5)).toBeCloseTo(0.5, 12);
    expect(race(0.5, MR12, replayedRace(0.5, { target: 4, byTwo: false }))).toBeCloseTo(0.5, 12);
    for (const q of [0.3, 0.45, 0.6]) expect(race(q, SET, deuce(q)) + race(1 - q, SET, deuce(1 - q))).toBeCloseTo(1, 12);
  });

  it('a set at 5-0 is nearly won; at 0-5 nearly lost; deuce is q² / (q² + (1 − q)²)', () => {
    expect(race(0.5, SET, 0.5, { home: 5, away: 0 })).toBeGreaterThan(0.98);
    expect(race(0.5, SET, 0.5, { home: 0, away: 5 })).toBeLessThan(0.02);
    expect(deuce(0.6)).toBeCloseTo(0.36 / 0.52, 12);
    // A tie-break from 6-6 is deuce itself.
    expect(race(0.6, { target: 7, byTwo: true }, deuce(0.6), { home: 6, away: 6 })).toBeCloseTo(deuce(0.6), 12);
  });

  it('a series with the map under way at its starting odds is the plain series', () => {
    const plain = series(0.6, 3, { home: 1, away: 0 });
    const mixed = series(0.6, 3, { home: 1, away: 0 }, 0.6);
    expect(mixed.homeWins).toBeCloseTo(plain.homeWins, 12);
    for (const [maps, p] of plain.mapsPlayed) expect(mixed.mapsPlayed.get(maps)).toBeCloseTo(p, 12);
  });

  it('tennis counts sets: total sets and the winner of the set under way', () => {
    const markets = fairMarkets({ model: 'two-way', margin: 0, twoWay: { strengths: { home: 0, away: 0 }, series: { bestOf: 3, unit: 'set', score: { home: 1, away: 0 }, current: 0.8 }, teams } });
    expect(markets.map(marketKey)).toEqual(['match/winner', 'match/total-sets@2.5', 'set2/winner']);
    expect(market(markets, 'set2/winner').home).toBeCloseTo(0.8, 12);
    expect(market(markets, 'match/winner').home).toBeCloseTo(0.8 + 0.2 * 0.5, 12);
  });
});
