/**
 * POST /api/betbuilder/quote (issue 23): odd ids of one match → the builder's price from the model fitted
 * to that match's stored book, or a typed, translated refusal. A quote writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketballBook, type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import { soccerFeedMarkets } from '../helpers/soccer-book';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform({ betBuilderMarginPercent: 10 });
  await book.matchWith('bb-soccer', soccerFeedMarkets(1.6, 1.1));
  await book.matchWith('bb-other', soccerFeedMarkets(1.2, 1.3));
  await book.matchWith('bb-live', soccerFeedMarkets(1.4, 1.2), {}, { status: 'live' });
  await book.matchWith('bb-basketball', basketballBook({ over: 1.9, under: 1.9 }, { home: 1.9, away: 1.9 }), { sport: 'basketball' });
});
afterAll(() => book.close());

const quote = (legs: unknown, lang = 'en-US') => book.request('POST', '/api/betbuilder/quote', undefined, { Legs: legs }, { 'accept-language': lang });
const odd = (market: string, outcome: string, match = 'bb-soccer') => book.oddId(match, market, outcome);

describe('a bet builder quote', () => {
  it('prices legs of one match together at the operator margin; one leg alone is not a builder', async () => {
    const [home, over] = [await odd('match/1x2', 'home'), await odd('match/total@2.5', 'over')];
    const answer = await quote([home, over]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ HasErrors: false, Legs: [home, over], Merged: [], Margin: 0.1 });
    const { Price, Probability } = answer.body as { Price: string; Probability: number };
    expect(Number(Price)).toBe(Math.floor(100 / (Probability * 1.1) + 1e-9) / 100);
    const singles = [(await quote([home])).body, (await quote([over])).body];
    // One leg is a single, not a builder.
    expect(singles.map((s) => s.ErrorCode)).toEqual(['BUILDER_TOO_FEW_LEGS', 'BUILDER_TOO_FEW_LEGS']);
  });

  it('merges a leg implied by another and says which', async () => {
    const [home, oneX, over] = [await odd('match/1x2', 'home'), await odd('match/double-chance', '1X'), await odd('match/total@2.5', 'over')];
    const answer = await quote([oneX, home, over]);
    expect(answer.body).toMatchObject({ HasErrors: false, Legs: [home, over], Merged: [oneX] });
    expect(answer.body.Price).toBe((await quote([home, over])).body.Price);
  });

  it.each([
    ['en-US', 'These selections cannot all win together.'],
    ['de-DE', 'Diese Tipps können nicht alle zusammen gewinnen.'],
  ])('refuses legs that cannot all win, in the player’s language (%s)', async (lang, message) => {
    const answer = await quote([await odd('match/correct-score', '1-0'), await odd('match/total@2.5', 'over')], lang);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: 'BUILDER_IMPOSSIBLE', ErrorMessage: message });
  });

  it('refuses legs of different matches, a quarter line, a live match, another sport and unknown odds', async () => {
    const home = await odd('match/1x2', 'home');
    const cases: [unknown[], string][] = [
      [[home, await odd('match/1x2', 'away', 'bb-other')], 'BUILDER_DIFFERENT_MATCHES'],
      [[home, await odd('match/total@2.75', 'over')], 'BUILDER_UNSUPPORTED_MARKET'],
      [[await odd('match/1x2', 'home', 'bb-live'), await odd('match/total@2.5', 'over', 'bb-live')], 'BUILDER_NOT_OFFERED'],
      [[await odd('match/total@200.5', 'over', 'bb-basketball'), await odd('match/asian-handicap@-4.5', 'home', 'bb-basketball')], 'BUILDER_NOT_OFFERED'],
      [[home, home + 9_000], 'SELECTION_UNAVAILABLE'],
    ];
    for (const [legs, code] of cases) {
      const answer = await quote(legs);
      expect(answer.status, code).toBe(400);
      expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: code });
      expect(answer.body.ErrorMessage).toBeTruthy();
    }
    const quarter = await quote([home, await odd('match/total@2.75', 'over')]);
    expect(quarter.body.ErrorMessage).toContain('Over 2.75');
  });

  it.each([[[]], [Array.from({ length: 13 }, (_, i) => i + 1)], [['1', 2]], [[-5, 2]], [[1.5, 2]], ['70001'], [null], [[2 ** 60, 1]]])(
    'answers hostile input %j with a 400, never a 500',
    async (legs) => {
      const answer = await quote(legs);
      expect(answer.status).toBe(400);
      expect(answer.body.HasErrors).toBe(true);
    },
  );
});
