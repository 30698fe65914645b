/**
 * Query.betBuilderQuote (issue 23): the platform's bet builder price through the gateway, its refusals as
 * BetErrors with the platform's translated message, and hostile ids answered as typed errors, never an
 * internal error.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { soccerFeedMarkets } from '../helpers/soccer-book';
import { graphql, startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
  const ingest = createFeedIngest(stack.platform.database.db);
  for (const key of ['gb-one', 'gb-two']) {
    await ingest.fixtures([fixture(key)]);
    await ingest.updates([update(key, { state: state(), markets: soccerFeedMarkets(1.5, 1.2) })]);
  }
});
afterAll(() => stack?.close());

const odd = async (match: string, key: string) => {
  const row = await stack.platform.database.db.selectFrom('matches').select('odd_ids').where('feed_key', '=', match).executeTakeFirstOrThrow();
  return encodeGlobalID('Odd', String((row.odd_ids as Record<string, number>)[key]!));
};

const QUERY = `query ($legs: [ID!]!) { betBuilderQuote(legs: $legs) {
  __typename
  ... on BetBuilderQuote { price probability margin legs merged match { id } }
  ... on BetError { code betErrorCode message }
} }`;
const ask = async (legs: unknown, lang = 'en-US') => ((await graphql<Json>(stack, QUERY, { legs }, { 'accept-language': lang })).data ?? {}).betBuilderQuote as Json;

describe('Query.betBuilderQuote', () => {
  it('prices legs of one match, naming the legs priced and those merged', async () => {
    const [home, oneX, over] = [await odd('gb-one', 'match/1x2#home'), await odd('gb-one', 'match/double-chance#1X'), await odd('gb-one', 'match/total@2.5#over')];
    const answer = await ask([oneX, home, over]);
    expect(answer).toMatchObject({ __typename: 'BetBuilderQuote', legs: [home, over], merged: [oneX], margin: 0.12 });
    expect(Number(answer.price)).toBeGreaterThan(1);
    expect(answer.match.id).toBeTruthy();
  });

  it('answers impossible sets and legs of two matches with a BetError in the player’s language', async () => {
    const impossible = await ask([await odd('gb-one', 'match/1x2#home'), await odd('gb-one', 'match/1x2#away')], 'sv-SE');
    expect(impossible).toMatchObject({ __typename: 'BetError', betErrorCode: 'BUILDER_IMPOSSIBLE', message: 'De här valen kan inte vinna alla samtidigt.' });
    const apart = await ask([await odd('gb-one', 'match/1x2#home'), await odd('gb-two', 'match/total@2.5#over')]);
    expect(apart).toMatchObject({ __typename: 'BetError', betErrorCode: 'BUILDER_DIFFERENT_MATCHES' });
  });

  it.each([
    [['', 'x']],
    [[encodeGlobalID('Odd', '-1'), encodeGlobalID('Odd', '2')]],
    [[encodeGlobalID('Match', '1'), encodeGlobalID('Odd', '1')]],
    [['A'.repeat(10_000)]],
    [Array.from({ length: 40 }, (_, i) => encodeGlobalID('Odd', String(i + 1)))],
    [[]],
  ])('answers hostile legs %# with a typed BetError, never an internal error', async (legs) => {
    const result = await graphql<Json>(stack, QUERY, { legs });
    expect(result.errors).toBeUndefined();
    expect(result.data!.betBuilderQuote).toMatchObject({ __typename: 'BetError' });
  });
});
