/**
 * Attack family 3, arbitrary documents in production: the web client runs only what its build persisted
 * (gateway production: true). An attacker's own document (a deep crawl, a mutation the site never sends,
 * introspection to map the schema) is refused over HTTP and WebSocket; a persisted id runs its stored
 * document whatever query text rides along; introspection is off for everyone, partners included, and
 * field suggestions do not leak the schema either.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';
import { attacker, expectCleanLedger, gql, moneyOf } from './attack-helpers';

const sha = (document: string) => createHash('sha256').update(document).digest('hex');
const RELEASE = 'query Release { release { hash } }';
const VIEWER = 'query Viewer { viewer { id username } }';
const persistedOperations = { [sha(RELEASE)]: RELEASE, [sha(VIEWER)]: VIEWER };
const WITHDRAW = 'mutation ($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { __typename } }';
const withdrawal = { method: 'skrill', amount: '30', password: 'Tangerine7Kite', email: 'thief@wallet.example' };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: true }, platform: { seedDemoData: false }, persistedOperations });
});
afterAll(() => stack?.close());

async function persisted(id: string, who: { cookie?: string } | null = null, extra: Record<string, unknown> = {}) {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...(who?.cookie ? { cookie: who.cookie } : {}) },
    body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, ...extra }),
  });
  return (await response.json()) as { data?: Json; errors?: { message: string }[] };
}

async function partnerKey(scopes: string[]) {
  const response = await fetch(`${stack.platformUrl}/api/admin/partners/keys`, {
    method: 'POST',
    headers: { 'x-admin-token': 'oddsgate-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ Name: 'attack suite', Scopes: scopes, RateLimitPerMinute: 600, OwnerUserId: null }),
  });
  return ((await response.json()) as { Key: string }).Key;
}

describe('a production browser', () => {
  it('runs a known persisted id (the control)', async () => {
    expect(await persisted(sha(RELEASE))).toEqual({ data: { release: { hash: 'test-release-1' } } });
    const player = await attacker(stack);
    expect((await persisted(sha(VIEWER), player)).data?.viewer.id).toBeTruthy();
  });

  it.each([
    ['a query of its own', '{ release { hash } }'],
    ['a crawl of the catalogue', '{ sports { id name } countries { code } currencies { code } }'],
    ['the persisted text sent as a document', RELEASE],
  ])('cannot run %s', async (_name, document) => {
    const answer = await gql(stack, null, document);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/PersistedQueryOnly/);
  });

  it('cannot run a mutation the site never persisted, signed in, and nothing moves', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const answer = await gql(stack, victim, WITHDRAW, { input: withdrawal });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/PersistedQueryOnly/);
    expect(await moneyOf(stack, victim.userId)).toEqual(before);
  });

  it('cannot smuggle a document beside a known id: the stored document runs, not the sent one', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const answer = await persisted(sha(RELEASE), victim, { query: WITHDRAW, variables: { input: withdrawal } });
    expect(JSON.stringify(answer)).not.toMatch(/requestWithdrawal/);
    expect(await moneyOf(stack, victim.userId)).toEqual(before);
  });

  it('cannot guess an id', async () => {
    expect((await persisted('0'.repeat(64))).errors?.[0]?.message).toMatch(/PersistedQueryNotFound/);
    expect((await persisted(sha(WITHDRAW))).errors?.[0]?.message).toMatch(/PersistedQueryNotFound/);
  });

  it('cannot run its own document over GET either', async () => {
    const response = await fetch(`${stack.graphqlUrl}?query=${encodeURIComponent('{ release { hash } }')}`, { headers: { 'x-oddsgate-csrf': '1' } });
    expect(JSON.stringify(await response.json())).toMatch(/PersistedQueryOnly/);
  });

  it('cannot run its own document over graphql-ws', async () => {
    const player = await attacker(stack);
    const client = wsClient(stack.graphqlUrl, { cookie: player.cookie });
    await expect(firstResults(client, { query: '{ viewer { id } }' }).done).rejects.toBeTruthy();
    await client.dispose();
  });
});

describe('introspection in production', () => {
  it.each([
    ['__schema', '{ __schema { types { name } } }'],
    ['__type', '{ __type(name: "Mutation") { fields { name } } }'],
  ])('%s is refused even to a partner, who may send documents', async (_name, document) => {
    const key = await partnerKey(['catalogue:read']);
    const response = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: document }) });
    const answer = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('a misspelt field does not suggest the real ones', async () => {
    const key = await partnerKey(['catalogue:read']);
    const response = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: '{ sport { id } }' }) });
    const text = await response.text();
    expect(text).toMatch(/Cannot query field/);
    expect(text).not.toMatch(/Did you mean/);
  });

  it('GraphiQL is not served', async () => {
    const response = await fetch(stack.graphqlUrl, { headers: { accept: 'text/html', 'x-oddsgate-csrf': '1' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });

  it('the ledger is clean', async () => {
    await expectCleanLedger(stack);
  });
});
