/**
 * Issue 22 item 1: each sport's model against the league averages MODELS.md cites. Pure model sampling,
 * seeded: for 10,000 matches, two sides drawn as fixtures.ts draws a league's (strength N(0, spread), plus
 * the day's form), the sport's own pre-match pricing input, and one result drawn from that input's
 * distribution. The bands are the cited ranges, widened by the sampling error (about ±1 point of a rate).
 */
import { describe, expect, it } from 'vitest';
import { type Format, type SimMatch, standaloneMatch } from '../../platform/feed/simulator/match';
import { CATALOGUE } from '../../platform/feed/simulator/catalogue';
import { type Rng, mulberry32 } from '../../platform/feed/simulator/random';
import { SPORTS } from '../../platform/feed/simulator/sports/index';
import type { SportKey } from '../../platform/feed/adapter';
import { scoreEffectFactor } from '../../platform/sportsbook/pricing/hockey';
import { type MatchInput, priceMatch } from '../../platform/sportsbook/pricing/index';
import type { Score } from '../../platform/sportsbook/pricing/market';

const MATCHES = 10_000;

const simMatch = (sport: SportKey, rating: Score, format: Format): SimMatch => standaloneMatch(sport, rating, format, 'calibration');

/** Two sides of one league as fixtures.ts draws them: a strength from the sport's spread, and the day's form. */
const sides = (rng: Rng, spread: number): Score => ({ home: rng.normal() * spread + rng.normal() * 0.05, away: rng.normal() * spread + rng.normal() * 0.05 });

function poisson(rng: Rng, lambda: number): number {
  // Knuth's method: fine for the means here (under 15).
  const limit = Math.exp(-lambda);
  let [k, p] = [0, rng.next()];
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

interface Result {
  total: number;
  /** Level at the end of regulation (soccer's draw; hockey's game going to overtime). */
  level: boolean;
  homeWins: boolean;
}

/** One result drawn from the pre-match pricing input of each model. */
const sample: Record<MatchInput['model'], (input: MatchInput, rng: Rng) => Result> = {
  soccer(input, rng) {
    if (input.model !== 'soccer') throw new Error('soccer');
    const { home, away } = input.soccer.expectedGoals;
    const [h, a] = [poisson(rng, home), poisson(rng, away)];
    return { total: h + a, level: h === a, homeWins: h > a };
  },
  hockey(input, rng) {
    if (input.model !== 'hockey') throw new Error('hockey');
    const { expectedGoals, minutesLeft, scoreEffect = 0, tieBreak } = input.hockey;
    // The model's Markov chain, in ten-second steps: a side's rate moves with the score.
    let [h, a] = [0, 0];
    const steps = minutesLeft * 6;
    for (let s = 0; s < steps; s++) {
      const home = (expectedGoals.home / steps) * scoreEffectFactor(h - a, scoreEffect);
      const away = (expectedGoals.away / steps) * scoreEffectFactor(a - h, scoreEffect);
      const u = rng.next();
      if (u < home) h++;
      else if (u < home + away) a++;
    }
    if (h !== a) return { total: h + a, level: false, homeWins: h > a };
    // Overtime or the shootout adds the winning goal.
    return { total: h + a + 1, level: true, homeWins: rng.chance(tieBreak) };
  },
  baseball(input, rng) {
    if (input.model !== 'baseball') throw new Error('baseball');
    const { expectedRuns, extraInnings } = input.baseball;
    const [h, a] = [poisson(rng, expectedRuns.home), poisson(rng, expectedRuns.away)];
    // Extra innings: the model's split, the game ending one run apart.
    if (h === a) return { total: h + a + 1, level: true, homeWins: rng.chance(extraInnings) };
    return { total: h + a, level: false, homeWins: h > a };
  },
  points(input, rng) {
    if (input.model !== 'points') throw new Error('points');
    const { rate, minutesLeft, overtime } = input.points;
    const normal = (mean: number, variance: number) => mean + Math.sqrt(variance) * rng.normal();
    let margin = Math.round(normal((rate.home - rate.away) * minutesLeft, rate.marginVariance * minutesLeft));
    let total = normal((rate.home + rate.away) * minutesLeft, rate.totalVariance * minutesLeft);
    const level = margin === 0;
    while (margin === 0) {
      margin = Math.round(normal((rate.home - rate.away) * overtime, rate.marginVariance * overtime));
      total += normal((rate.home + rate.away) * overtime, rate.totalVariance * overtime);
    }
    return { total, level, homeWins: margin > 0 };
  },
  'two-way'() {
    throw new Error('no league averages of this kind: MODELS.md');
  },
};

function league(sport: SportKey, format: Format, seed: number) {
  const rng = mulberry32(seed);
  const spread = CATALOGUE[sport].spread;
  let [total, level, homeWins] = [0, 0, 0];
  for (let n = 0; n < MATCHES; n++) {
    const input = SPORTS[sport].input(simMatch(sport, sides(rng, spread), format), false);
    const result = sample[input.model](input, rng);
    total += result.total;
    level += result.level ? 1 : 0;
    homeWins += result.homeWins ? 1 : 0;
  }
  return { meanTotal: total / MATCHES, levelRate: level / MATCHES, homeWinRate: homeWins / MATCHES };
}

/**
 * Per sport: the bands around MODELS.md's cited averages. `level` is the draw rate where a league has
 * draws (soccer), the share of games tied after regulation where it plays on (hockey's overtime rate).
 * Baseball and basketball have no draws (their models never end level); their extra-innings and
 * overtime rates are a known deviation of the Poisson and Brownian models, stated in MODELS.md, not a
 * calibration target.
 */
const BANDS: [string, SportKey, Format, { total: [number, number]; level?: [number, number]; home: [number, number] }][] = [
  ['soccer: 2.7–2.9 goals, 22–27% draws, 43–46% home wins', 'soccer', CATALOGUE.soccer.format, { total: [2.55, 3.05], level: [0.21, 0.28], home: [0.41, 0.48] }],
  ['ice hockey: 6.0–6.2 goals, 22–24% to overtime, 53–55% home wins', 'ice-hockey', CATALOGUE['ice-hockey'].format, { total: [5.8, 6.5], level: [0.2, 0.26], home: [0.51, 0.57] }],
  ['baseball: 8.8–9.2 runs, 52–54% home wins', 'baseball', CATALOGUE.baseball.format, { total: [8.5, 9.6], home: [0.51, 0.56] }],
  ['NBA basketball: 227–229 points, 54–60% home wins', 'basketball', { periods: 4, periodSeconds: 12 * 60 }, { total: [220, 236], home: [0.53, 0.61] }],
  ['FIBA basketball: 160–165 points, 58–64% home wins', 'basketball', CATALOGUE.basketball.format, { total: [155, 172], home: [0.55, 0.65] }],
];

describe.each(BANDS)('calibration, %s', (_name, sport, format, band) => {
  it('over 10,000 simulated matches the mean total, the level rate and the home-win rate fall within the band', () => {
    const { meanTotal, levelRate, homeWinRate } = league(sport, format, 22);
    expect(meanTotal).toBeGreaterThanOrEqual(band.total[0]);
    expect(meanTotal).toBeLessThanOrEqual(band.total[1]);
    if (band.level) {
      expect(levelRate).toBeGreaterThanOrEqual(band.level[0]);
      expect(levelRate).toBeLessThanOrEqual(band.level[1]);
    }
    expect(homeWinRate).toBeGreaterThanOrEqual(band.home[0]);
    expect(homeWinRate).toBeLessThanOrEqual(band.home[1]);
  });
});

/** The main lines of a book: the match result, and the handicap and total nearest an even bet. */
function mainLines(input: MatchInput) {
  const book = priceMatch(input).filter((market) => market.period.type === 'match');
  const nearestEven = (type: string) =>
    book
      .filter((market) => market.type === type)
      .sort((a, b) => Math.abs(a.outcomes[0]!.probability - 0.5) - Math.abs(b.outcomes[0]!.probability - 0.5))
      .slice(0, 1);
  return [...book.filter((market) => market.type === '1x2' || market.type === 'winner'), ...nearestEven('asian-handicap'), ...nearestEven('total')];
}

describe('no pre-match main-line price below 1.03 unless its fair probability exceeds 97%', () => {
  const TEAM_SPORTS: SportKey[] = ['soccer', 'ice-hockey', 'baseball', 'basketball'];
  // From an even match to a mismatch four league SDs apart, either way round (match 818 of issue 22: baseball at 1.01 / 18.21).
  const gaps = [-4, -3, -2, -1, 0, 1, 2, 3, 4];
  it.each(TEAM_SPORTS)('%s', (sport) => {
    const spread = CATALOGUE[sport].spread;
    for (const gap of gaps) {
      const input = SPORTS[sport].input(simMatch(sport, { home: (gap * spread) / 2, away: (-gap * spread) / 2 }, CATALOGUE[sport].format), false);
      for (const market of mainLines(input)) {
        expect(market.suspended, `${sport} gap ${gap}: ${market.key}`).toBe(false);
        for (const outcome of market.outcomes) {
          if (outcome.probability <= 0.97) expect(outcome.price, `${sport} gap ${gap}: ${market.key} ${outcome.key}`).toBeGreaterThanOrEqual(1.03);
        }
      }
    }
  });

  it('baseball: the run line of a mismatch is no further than ±1.5, its winner no shorter than 1.2', () => {
    const spread = CATALOGUE.baseball.spread;
    const input = SPORTS.baseball.input(simMatch('baseball', { home: 2 * spread, away: -2 * spread }, CATALOGUE.baseball.format), false);
    const [winner, handicap] = mainLines(input).filter((market) => market.type !== 'total');
    expect(Math.min(...winner!.outcomes.map((outcome) => outcome.price!))).toBeGreaterThanOrEqual(1.2);
    expect(Math.abs(handicap!.line!)).toBeLessThanOrEqual(1.5);
  });
});
