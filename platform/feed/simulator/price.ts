/**
 * A match's book as the feed sends it: the pricing models' markets, titled for display, suspended when
 * the match says so, and listed with every outcome they ever had.
 *
 * Conventions the sportsbook relies on:
 * - Market keys are pricing's marketKey ("match/1x2", "half1/total@2.5", "set2/winner"); outcome keys are
 *   the model's ("home", "draw", "away", "over", "under", "1X", "2-1", "other").
 * - A whole-match market says which score it settles on (`time`: regulation time in soccer and for ice
 *   hockey's 1X2 and first handicaps and totals; overtime and shootout for hockey's winner and second
 *   handicaps and totals; overtime and extra innings in basketball and baseball), the model's label
 *   where it gives one, else the sport's (sports/*.ts time). Handicaps and totals settle on the final
 *   score of their period and time, in play too: a handicap struck
 *   at 1-0 counts the goal already scored. The Asian in-running rule (the score at the bet counts as 0-0)
 *   would make one key mean a different bet at every score.
 * - A line's title is the side ("Northbridge United", "Over") and its suffix the line ("-0.75", "2.5").
 * - An outcome that can no longer be offered (correct score 0-0 after a goal) stays listed with price
 *   null; a market practically decided (a price under 1.01) stays listed, suspended, its prices null; a
 *   market decided outright, or a line the main line moved away from, is left out of the book, i.e.
 *   closed. Either is still settled at the end.
 */
import { type MatchInput, type PricedMarket, marginPrices, offeredPrice, priceMatch } from '../../sportsbook/pricing/index';
import { MATCH, signed } from '../../sportsbook/pricing/market';
import type { FeedMarket, FeedOutcome } from '../adapter';
import { CATALOGUE } from './catalogue';
import type { SimOutright } from './fixtures';
import type { OfferedMarket, SimMatch } from './match';
import { SPORTS } from './sports/index';

function describe(match: SimMatch, market: PricedMarket, outcome: { key: string; title: string }): OfferedMarket['outcomes'][number] {
  const { line } = market;
  if (line === undefined) return { key: outcome.key, title: outcome.title };
  if (market.type === 'asian-handicap') {
    const home = outcome.key === 'home';
    return { key: outcome.key, title: home ? match.fixture.home.name : match.fixture.away.name, titleSuffix: signed(home ? line : -line) };
  }
  return { key: outcome.key, title: outcome.key === 'over' ? 'Over' : 'Under', titleSuffix: String(line) };
}

/**
 * Live prices move with the clock only slowly (a hundredth of a price every several seconds of play),
 * so a live book is priced again when something a player sees changes (the score, the period, a
 * suspension) and otherwise every this many seconds of play. It keeps a tick with thirty live matches
 * to a few milliseconds of pricing.
 */
export const REPRICE_EVERY = 20;

const suspendedNow = (match: SimMatch) => match.betStop || (match.state.status === 'live' && match.elapsed < match.suspendedUntil);

/**
 * What a book depends on besides the clock: the score, the games or rounds of the set or map, suspension,
 * and the live detail a price reads (a tennis point, an out, the added minutes announced; not the added
 * seconds played, which run like the clock).
 */
const bookMoment = (match: SimMatch) => {
  const { state } = match;
  const current = state.periodScores[state.periodScores.length - 1];
  const { points, outs, half, stoppage } = state.detail ?? {};
  const detail = `${points?.home}-${points?.away} ${half}${outs} +${stoppage?.announced}`;
  return `${state.status} ${state.period} ${state.interval} ${state.score.home}-${state.score.away} ${current?.home}-${current?.away} ${detail} ${suspendedNow(match)} ${match.priceShift}`;
};

/** A trader's shift of a price: the winnings part (odds − 1) scaled by `percent`, kept at 1.01 or more, in hundredths. */
const shifted = (price: number, percent: number) => (percent === 0 ? price : Math.max(1.01, Math.round((1 + (price - 1) * (1 + percent / 100)) * 100) / 100));

/** Whether match.book no longer stands for the match: never priced, drifted (book cleared), or moved on. */
export function stale(match: SimMatch): boolean {
  if (!match.book || !match.pricedOn) return true;
  if (match.pricedOn.moment !== bookMoment(match)) return true;
  return match.state.status === 'live' && match.elapsed - match.pricedOn.elapsed >= REPRICE_EVERY;
}

/**
 * The current book: every market the models can price now, suspended during bet stop and after a score.
 * `input` stands in for the sport's own where a caller wants fewer markets (history.ts).
 */
export function priceBook(match: SimMatch, input?: MatchInput): FeedMarket[] {
  const live = match.state.status === 'live';
  const suspended = suspendedNow(match);
  match.pricedOn = { moment: bookMoment(match), elapsed: match.elapsed };
  const rules = SPORTS[match.sport];
  return priceMatch(input ?? rules.input(match, live)).map((market) => {
    const time = market.period.type === 'match' ? (market.time ?? rules.time(market.type)) : undefined;
    const timed = time === undefined ? {} : { time };
    let offered = match.offered.get(market.key);
    if (!offered) {
      offered = { type: market.type, period: market.period, ...(market.line === undefined ? {} : { line: market.line }), ...timed, outcomes: [] };
      match.offered.set(market.key, offered);
    }
    // Outcomes only ever drop out as a match goes on (a score cannot go back), so one seen for the first
    // time is rare, and the usual case is the same outcomes in the same order.
    const prices = new Map<string, number | null>();
    for (const outcome of market.outcomes) prices.set(outcome.key, outcome.price === null ? null : shifted(outcome.price, match.priceShift));
    let known = 0;
    for (const outcome of offered.outcomes) if (prices.has(outcome.key)) known++;
    if (known < prices.size) {
      const seen = new Set(offered.outcomes.map((outcome) => outcome.key));
      for (const outcome of market.outcomes) if (!seen.has(outcome.key)) offered.outcomes.push(describe(match, market, outcome));
    }
    return {
      key: market.key,
      type: market.type,
      period: market.period,
      ...(market.line === undefined ? {} : { line: market.line }),
      ...timed,
      suspended: suspended || market.suspended,
      outcomes: offered.outcomes.map(
        (outcome): FeedOutcome =>
          outcome.titleSuffix === undefined
            ? { key: outcome.key, title: outcome.title, price: prices.get(outcome.key) ?? null }
            : { key: outcome.key, title: outcome.title, titleSuffix: outcome.titleSuffix, price: prices.get(outcome.key) ?? null },
      ),
    };
  });
}

/** Whether two books would show a player the same thing: same markets, prices and suspensions. */
export function sameBook(a: readonly FeedMarket[] | undefined, b: readonly FeedMarket[]): boolean {
  if (!a || a.length !== b.length) return false;
  return a.every((market, i) => {
    const other = b[i]!;
    return (
      market.key === other.key &&
      market.suspended === other.suspended &&
      market.outcomes.length === other.outcomes.length &&
      market.outcomes.every((outcome, j) => outcome.price === other.outcomes[j]!.price)
    );
  });
}

/**
 * Outright books carry a large margin, often 20–40% over a field of twenty: many outcomes, each a
 * longshot, and money locked up for a season (margin.ts: the longshots are where a book is exposed).
 */
const OUTRIGHT_MARGIN = 0.25;

/**
 * P(each competitor wins) from their strengths: Plackett–Luce's first place, ∝ e^(k·rating), with k
 * scaled to the sport's spread of ratings so that a title favourite has some 20–35% of the market.
 */
export function outrightChances(outright: SimOutright): number[] {
  const k = 1.6 / CATALOGUE[outright.fixture.sport].spread;
  const weights = outright.ratings.map((rating) => Math.exp(k * rating));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

export function outrightBook(outright: SimOutright): FeedMarket[] {
  const chances = outrightChances(outright);
  const prices = marginPrices(chances, OUTRIGHT_MARGIN);
  return [
    {
      key: 'match/outright',
      type: 'outright',
      period: MATCH,
      suspended: !prices,
      outcomes: outright.competitors.map((team, i) => ({ key: team.key, title: team.name, price: prices ? offeredPrice(prices[i]!) : null })),
    },
  ];
}
