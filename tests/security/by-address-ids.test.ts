import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startStack, type Stack } from '../helpers/stack';

/**
 * Issue 15 made the web read a page's entity by the number in its address (Query.match, Query.casinoGame)
 * and every odd by its global id (Query.betslipSelection). Whatever an address or a client sends there, the
 * answer is "not there" (null or a typed BetError), never an internal error, and never another type's entity.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: true } });
});
afterAll(() => stack?.close());

const HOSTILE_NUMBERS = [0, -1, 2_147_483_647, -2_147_483_648];
const HOSTILE_IDS = ['', 'x', '%00', 'TWF0Y2g6', encodeGlobalID('Match', '1 OR 1=1'), encodeGlobalID('Match', '9'.repeat(40)), encodeGlobalID('Ticket', '1'), 'A'.repeat(10_000)];

describe.each([
  ['match', 'query ($id: ID, $legacyId: Int) { node: match(id: $id, legacyId: $legacyId) { id } }'],
  ['casinoGame', 'query ($id: ID, $legacyId: Int) { node: casinoGame(id: $id, legacyId: $legacyId) { id } }'],
])('Query.%s by address', (_field, query) => {
  it.each(HOSTILE_NUMBERS)('legacyId %s is null', async (legacyId) => {
    expect(await graphql(stack, query, { legacyId, id: null })).toEqual({ data: { node: null } });
  });

  it.each(HOSTILE_IDS)('id %j is null', async (id) => {
    expect(await graphql(stack, query, { legacyId: null, id })).toEqual({ data: { node: null } });
  });
});

describe('Query.betslipSelection by odd id', () => {
  const query = 'query ($oddId: ID!) { betslipSelection(oddId: $oddId) { __typename ... on BetError { code } } }';

  it.each([...HOSTILE_IDS, encodeGlobalID('Odd', '-1'), encodeGlobalID('Odd', '0')])('odd id %j is SELECTION_UNAVAILABLE', async (oddId) => {
    expect(await graphql(stack, query, { oddId })).toEqual({ data: { betslipSelection: { __typename: 'BetError', code: 'SELECTION_UNAVAILABLE' } } });
  });
});
