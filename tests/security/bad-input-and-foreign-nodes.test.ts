import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { simpleBook } from '../helpers/betting';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';

/**
 * Issue 14 §11: malformed JSON answered 500 on every platform route, a NUL byte in a text field answered
 * 500 (PostgreSQL refuses it in text), and another player's ticket in GraphQL nodes(ids:) answered
 * INTERNAL_SERVER_ERROR. Bad input is a 400 that changes nothing; a node the viewer may not see is null.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
});
afterAll(() => stack?.close());

/** Every platform route that takes a JSON body, from the committed contract, with its path parameters filled. */
const jsonRoutes: [string, string][] = Object.entries(
  (JSON.parse(readFileSync('platform/openapi.json', 'utf8')) as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> }).paths,
).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
    .map(([method, _operation]): [string, string] => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')]),
);

async function platformCall(method: string, path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.platformUrl}${path}`, { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99', ...headers }, body });
  return { status: response.status, body: (await response.json().catch(() => null)) as Json };
}

describe('malformed JSON', () => {
  it('the contract has JSON routes to try', () => {
    expect(jsonRoutes.length).toBeGreaterThan(20);
  });

  it.each(jsonRoutes)('%s %s answers 400 VALIDATION', async (method, path) => {
    const { status, body } = await platformCall(method, path, '{"UserName": ');
    expect(status).toBe(400);
    expect(body).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION' });
  });

  it('in the request language', async () => {
    const { body } = await platformCall('POST', '/api/account/login', '{', { 'accept-language': 'de-DE' });
    expect(body.ErrorMessage).toBe('Die Anfrage enthält kein gültiges JSON.');
  });
});

describe('NUL bytes in text', () => {
  it.each([
    ['POST', '/api/account/login', { UserName: 'de\u0000mo', Password: 'Demo1234', Altcha: 'x', ReCaptchaToken: 'x', RememberMe: false }],
    ['POST', '/api/account/lost-password', { Email: 'demo\u0000@oddsgate.example', Altcha: 'x' }],
    ['POST', '/api/account/verify-email', { Token: 'abc\u0000' }],
    ['POST', '/api/account/set-password', { Token: 'abc\u0000', Password: 'Secret123', PasswordConfirmation: 'Secret123' }],
  ])('%s %s answers 400 VALIDATION', async (method, path, payload) => {
    const { status, body } = await platformCall(method, path, JSON.stringify(payload));
    expect(status).toBe(400);
    expect(body).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION' });
  });

  it('in a query parameter too', async () => {
    const response = await fetch(`${stack.platformUrl}/api/mailbox?to=${encodeURIComponent('demo\u0000@oddsgate.example')}`);
    expect(response.status).toBe(400);
  });

  it('through the gateway: refused as bad input before any resolver (400 BAD_USER_INPUT, translated), not an unexpected error', async () => {
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' },
      body: JSON.stringify({ query: 'query ($address: String!) { mailbox(address: $address) { kind: __typename } }', variables: { address: 'demo\u0000@oddsgate.example' } }),
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    expect(json.errors?.[0]).toMatchObject({ message: 'Please check the highlighted fields.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

/** A new player with a session (its cookie) and €50. */
async function player() {
  const created = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  await creditForTest(stack.platform.database.db, created.userId, 'EUR', 50_00n);
  return `og_session=${created.token}`;
}
/** A GraphQL request as that player's browser sends it (no cookie: a visitor). */
async function graphql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Json; errors?: { message: string; extensions?: { code?: string } }[] };
}

describe("another player's ticket in nodes(ids:)", () => {
  it('is null for another player and for a visitor, without an error; the owner sees it', async () => {
    const ingest = createFeedIngest(stack.platform.database.db);
    await ingest.fixtures([fixture('n1')]);
    await ingest.updates([update('n1', { state: state(), markets: simpleBook({ home: 2, draw: 3.4, away: 3.6 }) })]);
    const row = await stack.platform.database.db.selectFrom('matches').select('odd_ids').where('feed_key', '=', 'n1').executeTakeFirstOrThrow();
    const oddId = (row.odd_ids as Record<string, number>)['match/1x2#home']!;

    const owner = await player();
    const placed = await graphql(owner, 'mutation ($input: PlaceBetInput!) { placeBet(input: $input) { ... on PlaceBetSuccess { tickets { id } } } }', {
      input: { type: 'SINGLE', stake: '2', selections: [{ oddId: Buffer.from(`Odd:${oddId}`).toString('base64'), odds: '2.00' }], idempotencyKey: randomUUID() },
    });
    const ticketId = placed.data?.placeBet.tickets[0].id as string;
    expect(ticketId).toBeTruthy();

    const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect(await graphql(owner, NODES, { ids: [ticketId] })).toEqual({ data: { nodes: [{ id: ticketId }] } });
    expect(await graphql(await player(), NODES, { ids: [ticketId] })).toEqual({ data: { nodes: [null] } });
    expect(await graphql('', NODES, { ids: [ticketId] })).toEqual({ data: { nodes: [null] } });
    expect(await graphql(await player(), 'query ($id: ID!) { node(id: $id) { id } }', { id: ticketId })).toEqual({ data: { node: null } });
  });
});
