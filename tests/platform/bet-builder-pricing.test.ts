/**
 * The bet builder's pricing (issue 23): the score model fitted to a match's own prices, and a builder's
 * price as the joint probability of its legs under it. Books are priced by the house's pricing
 * (sportsbook/pricing) from known expected goals, so the fit has a truth to recover.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeResult } from '../../platform/feed/simulator/settle';
import type { BookMarket } from '../../platform/sportsbook/book';
import { FIRST_HALF_SHARE, fitSoccer } from '../../platform/sportsbook/builder/fit';
import { type BuilderLeg, type BuilderQuote, jointProbability, quoteBuilder } from '../../platform/sportsbook/builder/quote';
import { soccerBook } from '../helpers/soccer-book';

const MATCH_ID = 7;
const OPTIONS = { margin: 0.1 };

const book = (home: number, away: number, options: { rho?: number; margin?: number } = {}) => soccerBook(MATCH_ID, home, away, options);

const leg = (markets: readonly BookMarket[], marketKey: string, key: string): BuilderLeg => {
  const market = markets.find((m) => m.Key === marketKey)!;
  if (!market) throw new Error(`no market ${marketKey}`);
  return { oddId: market.Odds.find((odd) => odd.Key === key)!.ID, market, key };
};

/** P(k of n) at chance s, from the formula (quote.ts builds it by recurrence). */
function binomial(n: number, k: number, s: number) {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * s ** k * (1 - s) ** (n - k);
}

const quoted = (result: ReturnType<typeof quoteBuilder>): BuilderQuote => {
  if ('kind' in result) throw new Error(`refused: ${result.kind}`);
  return result;
};

describe('the fit to the match’s own prices', () => {
  const realistic = fc.record({
    home: fc.double({ min: 0.5, max: 3, noNaN: true }),
    away: fc.double({ min: 0.3, max: 2.5, noNaN: true }),
    rho: fc.double({ min: -0.15, max: 0.05, noNaN: true }),
    margin: fc.double({ min: 0.03, max: 0.08, noNaN: true }),
  });

  it('reproduces the match 1X2 and main total fair probabilities within 0.5 points', () => {
    fc.assert(
      fc.property(realistic, ({ home, away, rho, margin }) => {
        const fit = fitSoccer(book(home, away, { rho, margin }))!;
        const { targets, fitted } = fit;
        for (const side of ['home', 'draw', 'away'] as const) expect(Math.abs(fitted[side] - targets[side])).toBeLessThan(0.005);
        expect(Math.abs(fitted.over - targets.total.over)).toBeLessThan(0.005);
      }),
      { numRuns: 60, seed: 23 },
    );
  });

  it('recovers the expected goals the book was priced from, and the half split from the first-half total', () => {
    const fit = fitSoccer(book(1.7, 0.9))!;
    // The book's prices are rounded down to hundredths, so the recovered rates carry a little noise.
    expect(fit.lambda).toBeCloseTo(1.7, 1);
    expect(fit.mu).toBeCloseTo(0.9, 1);
    expect(Math.abs(fit.rho)).toBeLessThan(0.05);
    // The house prices halves at an even rate: half the goals before half time.
    expect(fit.firstHalfShare).toBeCloseTo(0.5, 1);
  });

  it('splits the halves at FIRST_HALF_SHARE when the book prices no first-half total', () => {
    const withoutHalfTotals = book(1.7, 0.9).filter((market) => !(market.Type === 'total' && market.PeriodType === 'half'));
    expect(fitSoccer(withoutHalfTotals)!.firstHalfShare).toBe(FIRST_HALF_SHARE);
  });

  it('does not fit a book that prices no 1X2 or total', () => {
    expect(fitSoccer(book(1.4, 1.1).filter((market) => market.Type !== '1x2'))).toBeNull();
    expect(fitSoccer(book(1.4, 1.1).filter((market) => market.Type !== 'total'))).toBeNull();
  });
});

describe('a builder’s price', () => {
  const markets = book(1.6, 1.1);
  const fit = fitSoccer(markets)!;
  /** Every selection a builder takes: match and half markets on whole and half lines. */
  const selectable = markets
    .filter((m) => ['1x2', 'double-chance', 'draw-no-bet', 'asian-handicap', 'total', 'correct-score'].includes(m.Type))
    .filter((m) => m.Line === null || Number.isInteger(m.Line * 2))
    .flatMap((market) => market.Odds.filter((odd) => !odd.IsSuspended).map((odd) => ({ oddId: odd.ID, market, key: odd.Key })));
  const fullTime = selectable.filter((l) => l.market.PeriodType === 'match');

  /** The brute-force sum over the fitted final scores: all legs win, or none loses and one pushes. */
  function bruteForce(legs: readonly BuilderLeg[]) {
    let [win, refund] = [0, 0];
    fit.cells.forEach((row, x) =>
      row.forEach((p, y) => {
        const results = legs.map((l) => outcomeResult({ type: l.market.Type as never, line: l.market.Line ?? undefined }, l.key, { home: x, away: y }));
        if (results.every((r) => r === 'win')) win += p;
        else if (!results.includes('lost')) refund += p;
      }),
    );
    return { win, refund };
  }

  it('equals the sum over the fitted score matrix of the scores where every leg wins (1e-9)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...fullTime), { minLength: 1, maxLength: 6, selector: (l) => l.oddId }), (legs) => {
        const joint = jointProbability(fit, legs);
        const brute = bruteForce(legs);
        expect(Math.abs(joint.win - brute.win)).toBeLessThan(1e-9);
        expect(Math.abs(joint.refund - brute.refund)).toBeLessThan(1e-9);
        const result = quoteBuilder(fit, legs, OPTIONS);
        if ('kind' in result) return;
        // The quote prices the merged legs: merging never changes the probability.
        expect(Math.abs(result.win - brute.win)).toBeLessThan(1e-9);
        expect(Math.abs(result.probability - brute.win / (1 - brute.refund))).toBeLessThan(1e-9);
      }),
      { numRuns: 300, seed: 39 },
    );
  });

  it('prices half-time legs on the half-time score, split binomially from each final score', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...selectable), { minLength: 2, maxLength: 4, selector: (l) => l.oddId }), (legs) => {
        const s = fit.firstHalfShare;
        let win = 0;
        fit.cells.forEach((row, x) =>
          row.forEach((p, y) => {
            for (let i = 0; i <= x; i++)
              for (let j = 0; j <= y; j++) {
                const scoreOf = (m: BookMarket) =>
                  m.PeriodType === 'match' ? { home: x, away: y } : m.PeriodIndex === 1 ? { home: i, away: j } : { home: x - i, away: y - j };
                const all = legs.every((l) => outcomeResult({ type: l.market.Type as never, line: l.market.Line ?? undefined }, l.key, scoreOf(l.market)) === 'win');
                if (all) win += p * binomial(x, i, s) * binomial(y, j, s);
              }
          }),
        );
        expect(Math.abs(jointProbability(fit, legs).win - win)).toBeLessThan(1e-9);
      }),
      { numRuns: 40, seed: 5 },
    );
  });

  it('is 1 / (p × (1 + margin)) rounded down, and longer than the legs priced as a combo would suggest for correlated legs', () => {
    const home = leg(markets, 'match/1x2', 'home');
    const over = leg(markets, 'match/total@2.5', 'over');
    const quote = quoted(quoteBuilder(fit, [home, over], OPTIONS));
    expect(quote.price).toBe(Math.floor((100 / (quote.probability * 1.1)) * (1 + 1e-12)) / 100);
    // A home win and over 2.5 go together: the joint chance is above the product of the two.
    const single = (l: BuilderLeg) => jointProbability(fit, [l]).win;
    expect(quote.probability).toBeGreaterThan(single(home) * single(over));
  });

  it('refuses a set no score wins', () => {
    const sets = [
      [leg(markets, 'match/1x2', 'home'), leg(markets, 'match/1x2', 'away')],
      [leg(markets, 'match/correct-score', '1-0'), leg(markets, 'match/total@2.5', 'over')],
      [leg(markets, 'half1/1x2', 'home'), leg(markets, 'half2/1x2', 'home'), leg(markets, 'match/1x2', 'draw')],
    ];
    for (const legs of sets) expect(quoteBuilder(fit, legs, OPTIONS)).toEqual({ kind: 'impossible' });
  });

  it('merges a leg implied by another: home win and 1X is the home win', () => {
    const home = leg(markets, 'match/1x2', 'home');
    const oneX = leg(markets, 'match/double-chance', '1X');
    const over = leg(markets, 'match/total@2.5', 'over');
    const quote = quoted(quoteBuilder(fit, [oneX, home, over], OPTIONS));
    expect(quote.legs).toEqual([home.oddId, over.oddId]);
    expect(quote.merged).toEqual([oneX.oddId]);
    expect(quote.price).toBe(quoted(quoteBuilder(fit, [home, over], OPTIONS)).price);
    expect(quoteBuilder(fit, [home, oneX], OPTIONS)).toEqual({ kind: 'too-few-legs' });
  });

  it('counts a push as the stake returned: draw no bet with over 2.5', () => {
    const dnb = leg(markets, 'match/draw-no-bet', 'home');
    const over = leg(markets, 'match/total@2.5', 'over');
    const quote = quoted(quoteBuilder(fit, [dnb, over], OPTIONS));
    expect(quote.refund).toBeGreaterThan(0);
    expect(quote.probability).toBeCloseTo(quote.win / (1 - quote.refund), 12);
  });

  it('refuses quarter lines, markets it does not model, and selections not offered', () => {
    const quarter = markets.find((m) => m.Type === 'total' && m.Line !== null && !Number.isInteger(m.Line * 2))!;
    const home = leg(markets, 'match/1x2', 'home');
    const quarterLeg = { oddId: quarter.Odds[0]!.ID, market: quarter, key: quarter.Odds[0]!.Key };
    expect(quoteBuilder(fit, [home, quarterLeg], OPTIONS)).toEqual({ kind: 'unsupported-market', oddId: quarterLeg.oddId });
    const suspended = { ...home.market, IsSuspended: true };
    expect(quoteBuilder(fit, [{ ...home, market: suspended }, leg(markets, 'match/total@2.5', 'over')], OPTIONS)).toEqual({ kind: 'suspended', oddId: home.oddId });
    expect(quoteBuilder(null, [home, leg(markets, 'match/total@2.5', 'over')], OPTIONS)).toEqual({ kind: 'not-priced' });
  });
});
