import { describe, expect, it } from 'vitest';
import { type MatchInput, type PricedMarket, MAX_PRICE, MIN_PRICE, fairMarkets, marginFor, priceMatch } from '../../platform/sportsbook/pricing/index';
import { effectiveProbability, expectedReturn, settle, settlementOdds, splitLine } from '../../platform/sportsbook/pricing/lines';
import { appliedMargin, marginPrices, offeredPrice } from '../../platform/sportsbook/pricing/margin';
import { type FairMarket, marketKey } from '../../platform/sportsbook/pricing/market';
import { type SoccerInput, collect, soccerScopes } from '../../platform/sportsbook/pricing/poisson';
import { eloStrength, series, winProbability } from '../../platform/sportsbook/pricing/two-way';
import { itReturns } from '../helpers/table';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const byKey = (markets: FairMarket[], key: string) => {
  const market = markets.find((m) => marketKey(m) === key);
  if (!market) throw new Error(`no market ${key}`);
  return Object.fromEntries(market.outcomes.map((o) => [o.key, o]));
};

const SOCCER: [string, SoccerInput][] = [
  ['pre-match, home favourite', { expectedGoals: { home: 1.6, away: 1.1 }, minutesLeft: 90 }],
  ['pre-match, Dixon–Coles ρ = -0.13', { expectedGoals: { home: 1.35, away: 1.2 }, minutesLeft: 90, rho: -0.13 }],
  ['pre-match, goal-fest', { expectedGoals: { home: 3.1, away: 2.6 }, minutesLeft: 90 }],
  ['1-0 at 30′ (first half)', { expectedGoals: { home: 1.1, away: 0.9 }, minutesLeft: 60, score: { home: 1, away: 0 } }],
  ['1-1 at half-time', { expectedGoals: { home: 0.7, away: 0.6 }, minutesLeft: 45, score: { home: 1, away: 1 }, periodScore: { home: 0, away: 0 } }],
  ['0-2 at 70′', { expectedGoals: { home: 0.5, away: 0.3 }, minutesLeft: 20, score: { home: 0, away: 2 }, periodScore: { home: 0, away: 1 } }],
];

const MARGINS = { default: 0.05, 'correct-score': 0.2, 'asian-handicap': 0.04 };

describe.each(SOCCER)('soccer model: %s', (_name, soccer) => {
  const input: MatchInput = { model: 'soccer', margin: MARGINS, soccer };
  const fair = fairMarkets(input);
  const priced = priceMatch(input);
  const match = soccerScopes(soccer)[0]!.grid;
  const cell = (f: (home: number, away: number) => boolean) => sum([...collect(match, (h, a) => (f(h, a) ? 1 : 0))].filter(([v]) => v === 1).map(([, p]) => p));

  it('offers 1X2, double chance, draw no bet, handicaps, totals and correct score for the match and each period left', () => {
    const keys = new Set(fair.map(marketKey));
    for (const key of ['match/1x2', 'match/double-chance', 'match/draw-no-bet', 'match/correct-score']) expect(keys).toContain(key);
    expect(fair.some((m) => m.type === 'asian-handicap' && !Number.isInteger(m.line! * 2))).toBe(true);
    expect(fair.some((m) => m.period.type === 'half')).toBe(true);
  });

  it('fair probabilities of every market sum to 1 (double chance: 2, each result is in two selections)', () => {
    for (const market of fair) expect(sum(market.outcomes.map((o) => o.probability)), marketKey(market)).toBeCloseTo(market.coverage, 12);
  });

  it('the book of every market is exactly 1 + margin before rounding', () => {
    for (const market of fair) {
      const probabilities = market.outcomes.map((o) => o.probability);
      const prices = marginPrices(probabilities, marginFor(MARGINS, market.type));
      if (!prices) continue; // suspended: a near-certain outcome
      const target = market.coverage * (1 + appliedMargin(probabilities, marginFor(MARGINS, market.type)));
      expect(Math.abs(sum(prices.map((p) => 1 / p)) - target), marketKey(market)).toBeLessThan(1e-9);
    }
  });

  it('the offered prices are those prices rounded down, keeping the book within rounding of 1 + margin', () => {
    for (const market of priced) {
      const fairMarket = fair.find((m) => marketKey(m) === market.key)!;
      const raw = marginPrices(fairMarket.outcomes.map((o) => o.probability), market.margin);
      expect(market.suspended, market.key).toBe(!raw);
      if (!raw) continue; // practically decided: suspended, unpriced (tested below)
      const offered = market.outcomes.map((o) => o.price!);
      expect(offered, market.key).toEqual(raw.map(offeredPrice));
      for (const price of offered) expect(price >= MIN_PRICE && price <= MAX_PRICE).toBe(true);
      // Rounding down can only add: at most 0.01 / price² per outcome, or 1 / MAX_PRICE where capped.
      const slack = sum(offered.map((price, i) => (raw[i]! > MAX_PRICE ? 1 / MAX_PRICE : 0.01 / price ** 2)));
      const book = sum(offered.map((price) => 1 / price)) - fairMarket.coverage * (1 + market.margin);
      expect(book, market.key).toBeGreaterThanOrEqual(-1e-9);
      expect(book, market.key).toBeLessThanOrEqual(slack + 1e-9);
    }
  });

  it('1X2 home, draw and away are the sums over the correct-score grid', () => {
    const x = byKey(fair, 'match/1x2');
    expect(x.home?.probability ?? 0).toBeCloseTo(cell((h, a) => h > a), 12);
    expect(x.draw?.probability ?? 0).toBeCloseTo(cell((h, a) => h === a), 12);
    expect(x.away?.probability ?? 0).toBeCloseTo(cell((h, a) => h < a), 12);
  });

  it('correct score lists the grid cell by cell up to 6-6, the rest in "other"', () => {
    const cs = byKey(fair, 'match/correct-score');
    expect(cs['2-1']?.probability ?? 0).toBeCloseTo(cell((h, a) => h === 2 && a === 1), 12);
    expect(cs.other?.probability ?? 0).toBeCloseTo(cell((h, a) => h > 6 || a > 6), 12);
  });

  it('double chance is the sum of its two 1X2 results', () => {
    const x = byKey(fair, 'match/1x2');
    const [home, draw, away] = [x.home?.probability ?? 0, x.draw?.probability ?? 0, x.away?.probability ?? 0];
    const dc = byKey(fair, 'match/double-chance');
    expect(dc['1X']!.probability).toBeCloseTo(home + draw, 12);
    expect(dc['12']!.probability).toBeCloseTo(home + away, 12);
    expect(dc.X2!.probability).toBeCloseTo(draw + away, 12);
  });

  it('draw no bet is 1X2 with the draw refunded: home / (home + away)', () => {
    const x = byKey(fair, 'match/1x2');
    const dnb = byKey(fair, 'match/draw-no-bet');
    expect(dnb.home!.probability).toBeCloseTo(x.home!.probability / (x.home!.probability + x.away!.probability), 12);
    expect(dnb.home!.settlement!.refund).toBeCloseTo(x.draw!.probability, 12);
  });

  it('over X.5 + under X.5 = 1, and over X.5 is P(more than X goals)', () => {
    for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5]) {
      if (cell((h, a) => h + a < line) === 0) continue; // already over: decided, not offered
      const over = cell((h, a) => h + a > line);
      const total = byKey(fair, `match/total@${line}`);
      expect(total.over!.probability + total.under!.probability).toBeCloseTo(1, 12);
      expect(total.over!.probability).toBeCloseTo(over, 12);
    }
  });

  it('a quarter line returns the average of its two half lines, at any price', () => {
    for (const market of fair.filter((m) => m.type === 'asian-handicap' || m.type === 'total')) {
      if (splitLine(market.line!).length !== 2 || market.period.type !== 'match') continue;
      const basis =
        market.type === 'total'
          ? collect(soccerScopes(soccer)[0]!.grid, (h, a) => h + a)
          : collect(soccerScopes(soccer)[0]!.grid, (_h, _a, more) => more.home - more.away);
      const first = market.type === 'total' ? -market.line! : market.line!;
      for (const price of [1.5, 1.9, 2, 3.4]) {
        const quarter = expectedReturn(market.outcomes.find((o) => o.key === 'home' || o.key === 'over')!.settlement!, price);
        const halves = splitLine(first).map((line) => expectedReturn(settlementOdds(basis, line), price));
        expect(quarter, `${marketKey(market)} at ${price}`).toBeCloseTo((halves[0]! + halves[1]!) / 2, 12);
      }
    }
  });

  it('handicaps and totals are fairly priced: a selection at its fair price returns exactly its stake', () => {
    for (const market of fair.filter((m) => m.outcomes.every((o) => o.settlement))) {
      for (const outcome of market.outcomes) expect(expectedReturn(outcome.settlement!, 1 / outcome.probability)).toBeCloseTo(1, 12);
    }
  });
});

/** P(home wins) with the score and minutes left, at a typical scoring rate. */
const late = (score: [number, number], minutesLeft: number) =>
  byKey(
    fairMarkets({
      model: 'soccer',
      margin: 0.05,
      soccer: {
        expectedGoals: { home: (1.4 * minutesLeft) / 90, away: (1.2 * minutesLeft) / 90 },
        minutesLeft,
        score: { home: score[0], away: score[1] },
        periodScore: { home: 0, away: 0 }, // the second half's own score; the match 1X2 does not use it
      },
    }),
    'match/1x2',
  ).home!.probability;

describe('soccer model: what a trader checks in play', () => {
  it.each([
    [[1, 0], 2, 0.97],
    [[2, 0], 5, 0.995],
    [[3, 1], 10, 0.99],
    [[2, 1], 1, 0.98],
  ] as [[number, number], number, number][])('a team leading %j with %i minutes left wins with probability above %f', (score, minutesLeft, floor) => {
    expect(late(score, minutesLeft)).toBeGreaterThan(floor);
  });

  it('a near-certain result is suspended, listed without prices (not priced at 1.01 above its fair price), its other markets stay open', () => {
    const input: MatchInput = {
      model: 'soccer',
      margin: 0.05,
      soccer: { expectedGoals: { home: 0.06, away: 0.05 }, minutesLeft: 3, score: { home: 3, away: 0 }, periodScore: { home: 1, away: 0 } },
    };
    const markets = new Map(priceMatch(input).map((m) => [m.key, m]));
    expect(markets.get('match/1x2')).toMatchObject({ suspended: true, outcomes: [{ price: null }, { price: null }, { price: null }] });
    expect(markets.get('match/total@3.5')?.suspended).toBe(false);
  });

  it('more expected goals → a higher over and a lower under, line by line', () => {
    const goals = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5];
    for (const line of [0.5, 1.5, 2.5, 3.5, 4.5]) {
      const overs = goals.map(
        (g) => byKey(fairMarkets({ model: 'soccer', margin: 0, soccer: { expectedGoals: { home: g * 0.55, away: g * 0.45 }, minutesLeft: 90 } }), `match/total@${line}`).over!.probability,
      );
      for (let i = 1; i < overs.length; i++) expect(overs[i]!, `over ${line}`).toBeGreaterThan(overs[i - 1]!);
    }
  });

  it('a stronger home side → higher home win and AH -0.75 probabilities', () => {
    const home = [0.8, 1.2, 1.6, 2.0, 2.4].map((g) =>
      fairMarkets({ model: 'soccer', margin: 0, soccer: { expectedGoals: { home: g, away: 1.1 }, minutesLeft: 90 } }),
    );
    const win = home.map((m) => byKey(m, 'match/1x2').home!.probability);
    const ah = home.map((m) => byKey(m, 'match/asian-handicap@-0.75').home!.probability);
    for (let i = 1; i < home.length; i++) {
      expect(win[i]!).toBeGreaterThan(win[i - 1]!);
      expect(ah[i]!).toBeGreaterThan(ah[i - 1]!);
    }
  });

  it('a goal already scored counts for totals and draw no bet, not for a live Asian handicap (the bet starts at 0-0)', () => {
    const soccer: SoccerInput = { expectedGoals: { home: 0.8, away: 0.8 }, minutesLeft: 45, score: { home: 1, away: 0 }, periodScore: { home: 0, away: 0 } };
    const live = fairMarkets({ model: 'soccer', margin: 0, soccer });
    const full = fairMarkets({ model: 'soccer', margin: 0, soccer: { ...soccer, handicap: 'full' } });
    expect(byKey(live, 'match/asian-handicap@0').home!.probability).toBeCloseTo(0.5, 12);
    expect(byKey(full, 'match/asian-handicap@0').home!.probability).toBeCloseTo(byKey(full, 'match/draw-no-bet').home!.probability, 12);
    expect(byKey(live, 'match/draw-no-bet').home!.probability).toBeGreaterThan(0.8);
  });

  it('the halves add up: no goal in the match = no goal in either half (independent Poisson)', () => {
    const markets = fairMarkets({ model: 'soccer', margin: 0, soccer: { expectedGoals: { home: 1.5, away: 1.2 }, minutesLeft: 90 } });
    const under = (period: string) => byKey(markets, `${period}/total@0.5`).under!.probability;
    expect(under('match')).toBeCloseTo(under('half1') * under('half2'), 12);
    expect(under('half1')).toBeCloseTo(Math.exp(-1.35), 12);
  });

  it('prices the current period from its own score: 1-1 in the match, 0-0 in the second half', () => {
    const markets = fairMarkets({
      model: 'soccer',
      margin: 0,
      soccer: { expectedGoals: { home: 0.7, away: 0.6 }, minutesLeft: 30, score: { home: 1, away: 1 }, periodScore: { home: 0, away: 0 } },
    });
    expect(markets.some((m) => m.period.type === 'half' && m.period.index === 1)).toBe(false);
    expect(byKey(markets, 'half2/correct-score')['0-0']!.probability).toBeCloseTo(Math.exp(-1.3), 12);
    expect(byKey(markets, 'match/correct-score')['1-1']!.probability).toBeCloseTo(Math.exp(-1.3), 12);
    expect(byKey(markets, 'match/correct-score')['0-0']).toBeUndefined(); // already impossible
    expect(() => soccerScopes({ expectedGoals: { home: 1, away: 1 }, minutesLeft: 30 })).toThrow(RangeError);
  });
});

describe('Asian lines: the settlement table (seed 002 §9 results)', () => {
  it.each([
    [-0.75, [-0.5, -1]],
    [-0.25, [0, -0.5]],
    [0.25, [0, 0.5]],
    [1.75, [1.5, 2]],
    [-1, [-1]],
    [2.5, [2.5]],
  ])('line %s is staked on %j', (line, parts) => {
    expect(splitLine(line)).toEqual(parts);
  });

  it.each([
    // home goal difference, home line, result
    [2, -0.75, 'win'],
    [1, -0.75, 'halfwin'],
    [0, -0.75, 'lost'],
    [1, -1, 'refund'],
    [0, -0.25, 'halflose'],
    [0, 0.25, 'halfwin'],
    [-1, 0.25, 'lost'],
    [0, 0, 'refund'],
    [-1, 0.5, 'lost'],
    [-1, 1.25, 'halfwin'],
  ] as const)('difference %i on %s settles %s', (difference, line, result) => {
    expect(settle(difference, line)).toBe(result);
  });

  it('AH -0.75 settlement: win on 2+, half-win on 1, lose otherwise', () => {
    const difference = new Map([[-1, 0.2], [0, 0.3], [1, 0.25], [2, 0.15], [3, 0.1]]);
    const odds = settlementOdds(difference, -0.75);
    expect(odds).toEqual({ win: 0.25, halfwin: 0.25, refund: 0, halflose: 0, lost: 0.5 });
    // (win + halfwin/2) / (1 − halfwin/2): the price at which 0.25·d + 0.25·(d + 1)/2 = 1
    expect(effectiveProbability(odds)).toBeCloseTo(0.375 / 0.875, 15);
  });
});

describe('margin: proportional, tapered for a near-certain favourite', () => {
  it.each([
    ['an even two-way', [0.5, 0.5], 0.05, 1],
    ['1X2', [0.45, 0.27, 0.28], 0.06, 1],
    ['a clear favourite', [0.88, 0.12], 0.05, 1],
    ['double chance', [0.72, 0.73, 0.55], 0.05, 2],
    ['no margin', [0.3, 0.7], 0, 1],
  ])('%s: implied probabilities sum to coverage × (1 + margin), no price under 1.01', (_name, fair, margin, coverage) => {
    expect(appliedMargin(fair, margin)).toBe(margin);
    const prices = marginPrices(fair, margin)!;
    expect(Math.abs(sum(prices.map((p) => 1 / p)) - coverage * (1 + margin))).toBeLessThan(1e-12);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(MIN_PRICE);
    // never above fair: every selection keeps the house edge
    prices.forEach((price, i) => expect(price).toBeLessThanOrEqual(1 / fair[i]! + 1e-12));
  });

  it('keeps the ratios of the fair probabilities', () => {
    const prices = marginPrices([0.45, 0.27, 0.28], 0.06)!;
    expect(prices[0]! * 0.45).toBeCloseTo(prices[1]! * 0.27, 12);
    expect(prices[0]).toBeCloseTo(1 / (0.45 * 1.06), 12);
  });

  // Issue 22 item 3: above a fair ~94 % the favourite was pinned at 1.01 and the whole book left over went
  // to the other side, which showed 15.40 (1 / (1.055 − 1 / 1.01)) whatever the favourite's chance.
  const NEAR_CERTAIN = Array.from({ length: 19 }, (_, i) => 0.9 + i * 0.005); // 0.900 … 0.990
  it.each([
    ['two-way', (p: number) => [p, 1 - p]],
    ['1X2', (p: number) => [p, (1 - p) * 0.6, (1 - p) * 0.4]],
  ] as const)('a near-certain favourite (%s, fair 0.90 … 0.99): margin spread proportionally, no pinned price', (_name, market) => {
    const margin = 0.055;
    let previous: number[] | undefined;
    for (const p of NEAR_CERTAIN) {
      const fair = market(p);
      const prices = marginPrices(fair, margin)!;
      const applied = appliedMargin(fair, margin);
      // every outcome carries the same proportional margin: the fair ratios are kept
      fair.forEach((q, i) => expect(prices[i]! * q * (1 + applied), `${p}`).toBeCloseTo(1, 12));
      // the book is never under 1 (no sure bet) and never over the market's margin
      expect(applied).toBeGreaterThan(0);
      expect(applied).toBeLessThanOrEqual(margin);
      // the favourite's raw price stays above the floor until its fair price is the floor
      expect(prices[0]!, `${p}`).toBeGreaterThan(MIN_PRICE);
      // a longer favourite shortens, and its opponents lengthen: no price stuck at 1.01 or 15.40
      const offered = prices.map(offeredPrice);
      if (previous) {
        expect(offered[0]!, `${p}`).toBeLessThanOrEqual(previous[0]!);
        for (let i = 1; i < offered.length; i++) expect(offered[i]!, `${p} outcome ${i}`).toBeGreaterThan(previous[i]!);
      }
      previous = offered;
    }
  });

  itReturns('a favourite at fair %s (two-way, margin 0.055) is offered at %s', (p: number) => offeredPrice(marginPrices([p, 1 - p], 0.055)![0]!), [
    [0.9, 1.05],
    [0.95, 1.03],
    [0.97, 1.02],
    [0.99, 1.01],
  ]);

  it('refuses a market whose fair price is under 1.01 (1.01 would give the player the edge)', () => {
    expect(marginPrices([0.995, 0.005], 0.05)).toBeNull();
  });

  itReturns('offers raw price %s as %s', offeredPrice, [
    [2.4999999999999996, 2.5],
    [1.909090909, 1.9],
    [1.0049, 1.01],
    [5000, 1001],
    [3.456, 3.45],
  ]);
});

describe('two-way sports: winner and best-of-N total maps', () => {
  it.each([
    [0, 0, 0, 0.5],
    [1, 0, 0, 1 / (1 + Math.exp(-1))],
    [0, 0, 0.25, 1 / (1 + Math.exp(-0.25))],
    [eloStrength(1900), eloStrength(1500), 0, 10 / 11],
  ])('strengths %s vs %s (home advantage %s): home wins with %s (Bradley–Terry / Elo)', (home, away, advantage, p) => {
    expect(winProbability(home, away, advantage)).toBeCloseTo(p, 12);
    expect(winProbability(home, away, advantage) + winProbability(away, home, -advantage)).toBeCloseTo(1, 12);
  });

  it.each([
    // map win p, best of, score, series win, maps played
    [0.5, 3, [0, 0], 0.5, { 2: 0.5, 3: 0.5 }],
    [0.6, 3, [0, 0], 0.648, { 2: 0.52, 3: 0.48 }],
    [0.6, 5, [0, 0], 0.68256, { 3: 0.28, 4: 0.3744, 5: 0.3456 }],
    [0.5, 3, [1, 0], 0.75, { 2: 0.5, 3: 0.5 }],
    [0.5, 5, [2, 2], 0.5, { 5: 1 }],
  ] as [number, number, [number, number], number, Record<number, number>][])(
    'map p=%s, best of %i from %j: series %s, maps played %j',
    (p, bestOf, [home, away], win, maps) => {
      const result = series(p, bestOf, { home, away });
      expect(result.homeWins).toBeCloseTo(win, 12);
      expect(sum([...result.mapsPlayed.values()])).toBeCloseTo(1, 12);
      for (const [played, probability] of Object.entries(maps)) expect(result.mapsPlayed.get(Number(played))).toBeCloseTo(probability, 12);
    },
  );

  it('prices a best-of-5 series: winner, total maps 3.5 and 4.5, and the next map', () => {
    const priced: PricedMarket[] = priceMatch({ model: 'two-way', margin: 0.06, twoWay: { strengths: { home: 0.4, away: 0 }, series: { bestOf: 5 } } });
    expect(priced.map((m) => m.key)).toEqual(['match/winner', 'match/total-maps@3.5', 'match/total-maps@4.5', 'map1/winner']);
    for (const market of priced) {
      expect(sum(market.outcomes.map((o) => o.probability))).toBeCloseTo(1, 12);
      expect(sum(market.outcomes.map((o) => 1 / o.price!))).toBeGreaterThanOrEqual(1.06 - 1e-9);
    }
  });

  it('suspends a practically decided market (fair price under 1.01) instead of leaving it out', () => {
    // logistic(6) = 99.75 %: a price with margin would be under 1.01. The market stays listed, suspended.
    const [winner] = priceMatch({ model: 'two-way', margin: 0.05, twoWay: { strengths: { home: 6, away: 0 } } });
    expect(winner).toMatchObject({ key: 'match/winner', suspended: true });
    expect(winner!.outcomes.map((o) => o.price)).toEqual([null, null]);
    const [open] = priceMatch({ model: 'two-way', margin: 0.05, twoWay: { strengths: { home: 3, away: 0 } } });
    expect(open!.suspended).toBe(false);
    expect(open!.outcomes.every((o) => o.price !== null && o.price > MIN_PRICE)).toBe(true);
  });

  it('prices basketball or tennis as a plain winner', () => {
    const [winner] = priceMatch({ model: 'two-way', margin: 0.045, twoWay: { strengths: { home: 0.3, away: 0.1 }, homeAdvantage: 0.15 } });
    expect(winner!.key).toBe('match/winner');
    expect(winner!.outcomes[0]!.probability).toBeCloseTo(1 / (1 + Math.exp(-0.35)), 12);
  });
});
