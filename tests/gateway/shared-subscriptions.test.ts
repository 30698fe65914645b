import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSharedSubscriptions, shareKey } from '../../gateway/shared-subscriptions';

describe('which subscriptions share one execution', () => {
  it.each([
    ['odds of given matches', 'subscription($m: [ID!]!) { oddsChanged(matches: $m) { matchId } }', true],
    ['live events of a sport', 'subscription { liveEventsUpdated { listChanged } }', true],
    ['a viewer-dependent field', 'subscription { balanceChanged { __typename } }', false],
    ['a fragment at the root', 'subscription { ...F } fragment F on Subscription { oddsChanged(matches: []) { matchId } }', false],
    ['a query', 'query { sports { id } }', false],
  ])('%s: %s', (_name, document, shared) => {
    expect(shareKey(parse(document), null, {}, 'en-US') !== null).toBe(shared);
  });

  it('keys by variables and language: different answers never mix', () => {
    const document = parse('subscription($m: [ID!]!) { oddsChanged(matches: $m) { matchId } }');
    const key = shareKey(document, null, { m: ['a'] }, 'en-US');
    expect(shareKey(document, null, { m: ['a'] }, 'en-US')).toBe(key);
    expect(shareKey(document, null, { m: ['b'] }, 'en-US')).not.toBe(key);
    expect(shareKey(document, null, { m: ['a'] }, 'sv-SE')).not.toBe(key);
  });
});

type Result = { data: { n: number } };

/** A source the test pushes into, counting how often it was started and stopped. */
function source() {
  const pending: ((value: IteratorResult<Result>) => void)[] = [];
  const stats = { started: 0, stopped: 0 };
  const start = () => {
    stats.started++;
    const iterator: AsyncIterableIterator<Result> = {
      next: () => new Promise((resolve) => pending.push(resolve)),
      return: () => {
        stats.stopped++;
        for (const resolve of pending.splice(0)) resolve({ value: undefined, done: true });
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  };
  const emit = (n: number) => {
    for (const resolve of pending.splice(0)) resolve({ value: { data: { n } }, done: false });
  };
  return { start, emit, stats };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shared executions', () => {
  it('runs one execution for many subscribers, delivers every result to each, and stops with the last', async () => {
    const shared = createSharedSubscriptions();
    const { start, emit, stats } = source();
    const a = (await shared.subscribe('k', start)) as AsyncIterableIterator<Result>;
    const b = (await shared.subscribe('k', start)) as AsyncIterableIterator<Result>;
    await flush();
    emit(1);
    await flush();
    emit(2);
    expect([await a.next(), await a.next(), await b.next(), await b.next()].map((r) => r.value?.data.n)).toEqual([1, 2, 1, 2]);
    expect(stats.started).toBe(1);

    await a.return!();
    await flush();
    emit(3);
    expect((await b.next()).value?.data.n).toBe(3);
    expect(stats.stopped).toBe(0);
    await b.return!();
    expect(stats.stopped).toBe(1);
    expect(shared.size()).toBe(0);

    await shared.subscribe('k', start);
    expect(stats.started).toBe(2);
  });

  it('answers a start that failed with its errors, and shares nothing', async () => {
    const shared = createSharedSubscriptions();
    const refused = { errors: [{ message: 'no' }] };
    expect(await shared.subscribe('k', () => refused as never)).toBe(refused);
    await flush();
    expect(shared.size()).toBe(0);
  });
});
