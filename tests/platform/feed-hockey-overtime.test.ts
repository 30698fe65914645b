/**
 * Issue 22 item 4: ice hockey markets say which score they settle on, and the book offers handicaps and
 * totals on both: regulation time, and including overtime and the shootout (its winner credited one goal).
 * The match is played by hand, so nothing depends on the simulator's dice.
 */
import { describe, expect, it } from 'vitest';
import type { FeedMarket, SportKey } from '../../platform/feed/adapter';
import { CATALOGUE } from '../../platform/feed/simulator/catalogue';
import { type SimMatch, addScore, endMatch, standaloneMatch } from '../../platform/feed/simulator/match';
import { kickOff } from '../../platform/feed/simulator/play';
import { priceBook } from '../../platform/feed/simulator/price';
import { settlement } from '../../platform/feed/simulator/settle';

const hockey = () => standaloneMatch('ice-hockey', { home: 0, away: 0 }, CATALOGUE['ice-hockey'].format, 'overtime');

/** Goals by period, the fourth being overtime or the shootout: each period is started, then its goals scored. */
function play(match: SimMatch, periods: [number, number][]) {
  kickOff(match);
  match.state.periodScores = [];
  periods.forEach(([home, away], i) => {
    match.state.period = i + 1;
    match.state.periodScores.push({ home: 0, away: 0 });
    for (let n = 0; n < home; n++) addScore(match, 'home');
    for (let n = 0; n < away; n++) addScore(match, 'away');
  });
  endMatch(match);
}

const results = (match: SimMatch, key: string) => settlement(match)[key];

describe('ice hockey decided after regulation: each market settles on its own score', () => {
  it('3-3 after 60 minutes, 4-3 in overtime: regulation Home −0.5 lost and under 6.5 won; incl. overtime Home −0.5 won and over 6.5 won', () => {
    const match = hockey();
    const book = priceBook(match);
    for (const key of ['match/asian-handicap@-0.5', 'match+shootout/asian-handicap@-0.5', 'match/total@6.5', 'match+shootout/total@6.5']) {
      expect(book.some((market) => market.key === key), key).toBe(true);
    }
    play(match, [[1, 1], [1, 1], [1, 1], [1, 0]]);
    expect(match.state.score).toEqual({ home: 4, away: 3 });
    expect(results(match, 'match/asian-handicap@-0.5')).toEqual({ home: 'lost', away: 'win' });
    expect(results(match, 'match+shootout/asian-handicap@-0.5')).toEqual({ home: 'win', away: 'lost' });
    expect(results(match, 'match/total@6.5')).toEqual({ over: 'lost', under: 'win' });
    expect(results(match, 'match+shootout/total@6.5')).toEqual({ over: 'win', under: 'lost' });
    expect(results(match, 'match/1x2')).toEqual({ home: 'lost', draw: 'win', away: 'lost' });
    expect(results(match, 'match/winner')).toEqual({ home: 'win', away: 'lost' });
  });

  it('a shootout counts as the one goal that decided it: 3-3, shootout to away, incl. overtime over 6.5 won', () => {
    const match = hockey();
    priceBook(match);
    play(match, [[1, 0], [1, 2], [1, 1], [0, 1]]);
    expect(match.state.score).toEqual({ home: 3, away: 4 });
    expect(results(match, 'match/total@6.5')).toEqual({ over: 'lost', under: 'win' });
    expect(results(match, 'match+shootout/total@6.5')).toEqual({ over: 'win', under: 'lost' });
    expect(results(match, 'match+shootout/asian-handicap@-0.5')).toEqual({ home: 'lost', away: 'win' });
    expect(results(match, 'match/winner')).toEqual({ home: 'lost', away: 'win' });
  });

  it('won in regulation, both flavours settle alike', () => {
    const match = hockey();
    priceBook(match);
    play(match, [[2, 0], [1, 1], [0, 1]]);
    expect(results(match, 'match/asian-handicap@-0.5')).toEqual(results(match, 'match+shootout/asian-handicap@-0.5'));
    expect(results(match, 'match/total@5.5')).toEqual(results(match, 'match+shootout/total@5.5'));
  });
});

const book = (sport: SportKey) => priceBook(standaloneMatch(sport, { home: 0, away: 0 }, CATALOGUE[sport].format, 'labels'));
const timeOf = (markets: FeedMarket[], key: string) => markets.find((market) => market.key === key)?.time;

describe('every whole-match market is labelled with the score it settles on', () => {
  it('ice hockey: 1X2, handicaps and totals in regulation; the winner and the second handicaps and totals including overtime and shootout', () => {
    const markets = book('ice-hockey');
    expect(timeOf(markets, 'match/1x2')).toBe('regulation');
    expect(timeOf(markets, 'match/asian-handicap@-0.5')).toBe('regulation');
    expect(timeOf(markets, 'match/winner')).toBe('shootout');
    expect(markets.filter((market) => market.key.startsWith('match+shootout/')).every((market) => market.time === 'shootout')).toBe(true);
    expect(markets.filter((market) => market.period.type === 'period').every((market) => market.time === undefined)).toBe(true);
  });

  it.each([
    ['soccer', 'regulation'],
    ['basketball', 'overtime'],
    ['baseball', 'extra-innings'],
    ['tennis', undefined],
    ['counter-strike', undefined],
  ] as const)('%s: %s', (sport, time) => {
    const markets = book(sport);
    for (const market of markets) expect(market.time, market.key).toBe(market.period.type === 'match' ? time : undefined);
  });
});
