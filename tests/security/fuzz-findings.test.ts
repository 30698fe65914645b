/**
 * What the fuzz tests found, pinned as plain cases: each answered 500 or a masked unexpected error before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { type Stack, startStack } from '../helpers/stack';

let stack: Stack;
let cookie = '';
beforeAll(async () => {
  stack = await startStack({ platform: { jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
  const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  await creditForTest(stack.platform.database.db, player.userId, 'EUR', 10_00n);
  cookie = `og_session=${player.token}`;
});
afterAll(() => stack.close());

const post = (path: string, body: string) => fetch(`${stack.platformUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const graphql = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie }, body: JSON.stringify({ query, variables }) });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, { __typename: string; code?: string }>; errors?: { extensions?: { code?: string } }[] } };
};

describe('REST', () => {
  it('an empty body on a route that takes JSON is a 400 VALIDATION', async () => {
    const response = await post('/api/account/register', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION', ErrorMessage: 'The request is not valid JSON.' });
  });

  it('JSON nested thousands deep is a 400, not a stack overflow', async () => {
    const response = await post('/api/bets', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ErrorCode: 'VALIDATION', ErrorMessage: 'The request is nested too deeply.' });
  });
});

describe('GraphQL', () => {
  it('a NUL character in the variables is a 400 BAD_USER_INPUT before any resolver', async () => {
    const { status, body } = await graphql('mutation ($input: EndGameSessionInput!) { endGameSession(input: $input) { __typename } }', { input: { sessionId: '\u0000' } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a lone surrogate (text that is not Unicode) in the variables is a 400 BAD_USER_INPUT, not an unexpected error', async () => {
    // Found by the fuzz of the reads: a report's day "\ud800" reached a query string, which cannot encode it.
    const { status, body } = await graphql('query ($q: String!) { casinoGames(search: $q, first: 1) { totalCount } }', { q: 'ab\ud800cd' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('an idempotency key HTTP cannot carry is a typed validation error, and nothing is placed', async () => {
    const { body } = await graphql('mutation ($input: StartDepositInput!) { startDeposit(input: $input) { __typename ... on Error { code } } }', {
      input: { idempotencyKey: 'Ā', paymentMethod: 'voucher' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.startDeposit).toMatchObject({ code: 'VALIDATION' });
  });
});
