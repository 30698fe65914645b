/**
 * Bench fixtures for the sportsbook, fed through the real sink (createFeedIngest): soccer matches spread
 * over a few leagues, each with the book the pricing model gives a real match (66 markets, 282 odds:
 * 1X2, double chance, draw no bet, nine Asian handicaps and nine totals, correct score, per match and
 * per half), or only its three preview markets.
 */
import type { FeedMarket, FixtureMessage, MatchState } from '../../platform/feed/adapter';
import { type LineLadder, priceMatch } from '../../platform/sportsbook/pricing/index';

const LEAGUES = [
  { category: { key: 'england', name: 'England', countryCode: 'GB' }, tournament: { key: 'premier-league', name: 'Premier League', top: true } },
  { category: { key: 'spain', name: 'Spain', countryCode: 'ES' }, tournament: { key: 'laliga', name: 'LaLiga', top: true } },
  { category: { key: 'italy', name: 'Italy', countryCode: 'IT' }, tournament: { key: 'serie-a', name: 'Serie A', top: true } },
  { category: { key: 'germany', name: 'Germany', countryCode: 'DE' }, tournament: { key: 'bundesliga', name: 'Bundesliga', top: true } },
  { category: { key: 'france', name: 'France', countryCode: 'FR' }, tournament: { key: 'ligue-1', name: 'Ligue 1' } },
  { category: { key: 'sweden', name: 'Sweden', countryCode: 'SE' }, tournament: { key: 'allsvenskan', name: 'Allsvenskan' } },
  { category: { key: 'england', name: 'England', countryCode: 'GB' }, tournament: { key: 'championship', name: 'Championship' } },
  { category: { key: 'international', name: 'International' }, tournament: { key: 'champions-league', name: 'UEFA Champions League', top: true } },
];

/** Asian lines a quarter goal apart, a goal either side of the main line (as the simulator lists them). */
const LINES: { handicap: LineLadder; total: LineLadder } = { handicap: { step: 0.25, each: 4 }, total: { step: 0.25, each: 4 } };

export const benchKey = (i: number) => `bench-${i}`;

export function benchFixture(i: number, startsAt: Date): FixtureMessage {
  const league = LEAGUES[i % LEAGUES.length]!;
  return {
    key: benchKey(i),
    sport: 'soccer',
    category: league.category,
    tournament: league.tournament,
    kind: 'match',
    home: { name: `Home Team ${i}` },
    away: { name: `Away Team ${i}` },
    startsAt,
    streamed: i % 3 === 0,
    popularity: (i * 37) % 100,
  };
}

export const notStarted: MatchState = { status: 'not_started', period: 0, clockSeconds: 0, interval: false, score: { home: 0, away: 0 }, periodScores: [] };
export const liveFirstHalf: MatchState = { status: 'live', period: 1, clockSeconds: 600, interval: false, score: { home: 0, away: 0 }, periodScores: [{ home: 0, away: 0 }] };

/** The full pre-match book of match i: its strengths vary with i, so prices and main lines differ between matches. */
export function soccerBook(i: number, live: boolean): FeedMarket[] {
  const strength = ((i * 7) % 11) / 10 - 0.5;
  const minutesLeft = live ? 80 : 90;
  const markets = priceMatch({
    model: 'soccer',
    margin: { default: 0.05, 'asian-handicap': 0.04, 'correct-score': 0.15 },
    soccer: {
      expectedGoals: { home: ((1.5 + strength) * minutesLeft) / 90, away: ((1.2 - strength / 2) * minutesLeft) / 90 },
      minutesLeft,
      handicap: 'full',
      lines: LINES,
      teams: { home: `Home Team ${i}`, away: `Away Team ${i}` },
    },
  });
  return markets.map((market) => ({
    key: market.key,
    type: market.type,
    period: market.period,
    ...(market.line === undefined ? {} : { line: market.line }),
    suspended: false,
    outcomes: market.outcomes.map((outcome) => ({ key: outcome.key, title: outcome.title, price: outcome.price })),
  }));
}

const imbalance = (market: FeedMarket) => {
  const [a, b] = market.outcomes;
  return a?.price && b?.price ? Math.abs(1 / a.price - 1 / b.price) : Number.POSITIVE_INFINITY;
};

/** Only what a list page shows: the match 1X2 and the most balanced match handicap and total. */
export function previewBook(book: FeedMarket[]): FeedMarket[] {
  const best = (type: FeedMarket['type']) =>
    book.filter((market) => market.period.type === 'match' && market.type === type).sort((a, b) => imbalance(a) - imbalance(b))[0];
  return [best('1x2'), best('asian-handicap'), best('total')].filter((market): market is FeedMarket => market !== undefined);
}

/**
 * The book with the match 1X2 home price set to encode a change's sequence number: every change of a
 * match moves exactly one odd, to a price a subscriber can map back to the change (priceOf / seqOf).
 */
export function withHomePrice(book: FeedMarket[], price: number): FeedMarket[] {
  return book.map((market) =>
    market.key === 'match/1x2' ? { ...market, outcomes: market.outcomes.map((outcome) => (outcome.key === 'home' ? { ...outcome, price } : outcome)) } : market,
  );
}

/** Change #seq (1, 2, …) of a match prices its home win at 1 + seq / 100: consecutive changes always differ. */
export const priceOf = (seq: number) => Math.round(100 + seq) / 100;
export const seqOf = (price: number) => Math.round(price * 100) - 100;
