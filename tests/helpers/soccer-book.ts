/**
 * A prematch soccer book as the sportsbook stores it (book.ts BookMarket), priced by the house's pricing
 * from known expected goals: Asian lines a quarter apart around the main ones, as the simulator lists them.
 * The bet builder's tests and bench fit to it, so the fit has a truth to recover.
 */
import type { FeedMarket } from '../../platform/feed/adapter';
import { type BookMarket, assignIds, buildBook } from '../../platform/sportsbook/book';
import { priceMatch } from '../../platform/sportsbook/pricing/index';

/** The feed's markets of that book, as an ingest test feeds them. */
export function soccerFeedMarkets(home: number, away: number, { rho = 0, margin = 0.05 } = {}): FeedMarket[] {
  const priced = priceMatch({
    model: 'soccer',
    margin,
    soccer: { expectedGoals: { home, away }, minutesLeft: 90, rho, handicap: 'full', lines: { handicap: { step: 0.25, each: 4 }, total: { step: 0.25, each: 4 } } },
  });
  return priced.map((market) => ({
    key: market.key,
    type: market.type,
    period: market.period,
    ...(market.line === undefined ? {} : { line: market.line }),
    suspended: market.suspended,
    outcomes: market.outcomes.map((outcome) => ({ key: outcome.key, title: outcome.title, price: outcome.price })),
  }));
}

export function soccerBook(matchId: number, home: number, away: number, options: { rho?: number; margin?: number } = {}): BookMarket[] {
  const markets = soccerFeedMarkets(home, away, options);
  return buildBook(assignIds(matchId, {}, markets), markets, false);
}
