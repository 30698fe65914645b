import { describe, expect, it } from 'vitest';
import { createFreshness } from '../../web/src/relay/freshness';

const odd = (price: number, isSuspended = false) => ({ id: 'Odd:1', price, isSuspended });
const list = (price: number) => ({ liveMatches: { edges: [{ node: { id: 'Match:1', book: { odds: [odd(price), { id: 'Odd:2', price: 3.5, isSuspended: false }] } } }] } });

describe('a query answer against the pushes that came while it was on its way', () => {
  it('keeps a price pushed after the query left, and takes the answer for records nothing pushed', () => {
    const freshness = createFreshness();
    const ticket = freshness.sent();
    freshness.pushed({ oddsChanged: { odds: [odd(2.4)] } });
    const answer = list(2.12);
    freshness.answered(ticket, answer);
    expect(answer.liveMatches.edges[0]!.node.book.odds).toEqual([odd(2.4), { id: 'Odd:2', price: 3.5, isSuspended: false }]);
  });

  it('takes the answer over a push that came before the query left', () => {
    const freshness = createFreshness();
    const earlier = freshness.sent();
    freshness.pushed({ oddsChanged: { odds: [odd(2.4)] } });
    const later = freshness.sent();
    const answer = list(2.6);
    freshness.answered(later, answer);
    expect(answer.liveMatches.edges[0]!.node.book.odds[0]).toEqual(odd(2.6));
    freshness.settled(earlier);
    freshness.settled(later);
  });

  it('corrects only the fields a later push carried', () => {
    const freshness = createFreshness();
    const first = freshness.sent();
    freshness.pushed({ oddsChanged: { odds: [{ id: 'Odd:1', isSuspended: true }] } });
    const answer = { odd: odd(2.12) };
    freshness.answered(first, answer);
    expect(answer.odd).toEqual(odd(2.12, true));
  });
});
