import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedPlatformClient } from '../../gateway/upstream/client';
import { platformsOf } from '../../gateway/upstream/platforms';
import { graphql, metricsText, startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

const RELEASE_DOCUMENT = 'query Release { release { hash } }';
const RELEASE_ID = createHash('sha256').update(RELEASE_DOCUMENT).digest('hex');
const SUBSCRIPTION_DOCUMENT = 'subscription Released { releasePublished { hash } }';
const SUBSCRIPTION_ID = createHash('sha256').update(SUBSCRIPTION_DOCUMENT).digest('hex');

const translated = (lang: string) => (JSON.parse(readFileSync(`locales/${lang}/errors.json`, 'utf8')) as Record<string, string>).VALIDATION!;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    gateway: { production: true },
    persistedOperations: { [RELEASE_ID]: RELEASE_DOCUMENT, [SUBSCRIPTION_ID]: SUBSCRIPTION_DOCUMENT },
  });
});
afterAll(() => stack.close());

const persisted = (id: string, headers: Record<string, string> = {}) =>
  fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...headers },
    body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
  }).then((response) => response.json() as Promise<{ data?: { release: { hash: string } }; errors?: { message: string }[] }>);

const publishRelease = (hash: string) =>
  fetch(`${stack.platformUrl}/api/admin/release`, {
    method: 'POST',
    headers: { 'x-admin-token': 'oddsgate-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ Hash: hash }),
  });

describe('production gateway', () => {
  it('runs the documents the web build persisted', async () => {
    expect(await persisted(RELEASE_ID)).toEqual({ data: { release: { hash: 'test-release-1' } } });
  });

  it('refuses documents it does not know', async () => {
    const arbitrary = await graphql(stack, '{ release { hash } }');
    expect(arbitrary.data).toBeUndefined();
    expect(arbitrary.errors?.[0]?.message).toMatch(/PersistedQueryOnly/);
    expect((await persisted('0'.repeat(64))).errors?.[0]?.message).toMatch(/PersistedQueryNotFound/);
  });

  it('refuses a request a page of another site could send without the CSRF header', async () => {
    // A form post or a GET is a "simple" request: no CORS preflight protects it.
    const simplePost = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: RELEASE_ID } } }),
    });
    expect(simplePost.status).toBe(403);
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: RELEASE_ID } }));
    expect((await fetch(`${stack.graphqlUrl}?extensions=${extensions}`)).status).toBe(403);
    expect((await fetch(`${stack.graphqlUrl}?extensions=${extensions}`, { headers: { 'x-oddsgate-csrf': '1' } })).status).toBe(200);
  });

  it('serves health, readiness and Prometheus metrics', async () => {
    expect(await (await fetch(`${stack.url}/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${stack.url}/ready`)).json()).toEqual({ status: 'ready', upstream: 'ok', redis: 'not configured' });
    const metrics = await metricsText(stack);
    expect(metrics).toMatch(/oddsgate_graphql_operations_total\{type="query",outcome="ok"\} \d+/);
    expect(metrics).toMatch(/oddsgate_upstream_request_seconds_count\{path="\/api\/version",status="200"\} \d+/);
    // Each operation timed under its persisted name; nothing else can name a label.
    expect(metrics).toMatch(/oddsgate_graphql_operation_seconds_count\{operation="Release",type="query",outcome="ok"\} [1-9]/);
    const operations = new Set([...metrics.matchAll(/oddsgate_graphql_operation_seconds_count\{operation="(\w+)"/g)].map((match) => match[1]));
    expect([...operations].every((name) => ['Release', 'Released', 'other'].includes(name!))).toBe(true);
  });

  it('labels platform calls by route template, never by a path with an id in it', async () => {
    const seen: string[] = [];
    const client = createSharedPlatformClient({ platforms: platformsOf([stack.platformUrl]), timeoutMs: 5000, observe: (path, status) => void seen.push(`${path} ${status}`) });
    await client.GET('/api/bets/{id}', { params: { path: { id: '123' } } });
    await client.GET('/api/bets/{id}', { params: { path: { id: '456' } } });
    await client.GET('/api/version');
    // Signed out: 401 each time, one label set for both tickets.
    expect(seen).toEqual(['/api/bets/{id} 401', '/api/bets/{id} 401', '/api/version 200']);
    expect(await metricsText(stack)).not.toMatch(/oddsgate_upstream_request_seconds_count\{path="[^"]*\/\d+[/"]/);
  });

  it('delivers a published release to a persisted subscription over graphql-ws', async () => {
    const client = wsClient(stack.graphqlUrl);
    const { subscribed, done } = firstResults<{ data: { releasePublished: { hash: string } } }>(client, {
      query: '',
      extensions: { persistedQuery: { version: 1, sha256Hash: SUBSCRIPTION_ID } },
    });
    await subscribed;
    expect((await publishRelease('over-the-socket')).status).toBe(200);
    expect(await done).toEqual([{ data: { releasePublished: { hash: 'over-the-socket' } } }]);
    await client.dispose();
  });

  it('refuses a WebSocket opened by a page of another site', async () => {
    const client = wsClient(stack.graphqlUrl, { origin: 'https://evil.example' });
    await expect(firstResults(client, { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: SUBSCRIPTION_ID } } }).done).rejects.toBeTruthy();
    await client.dispose();
  });
});

describe('development gateway', () => {
  let dev: Stack;
  beforeAll(async () => {
    dev = await startStack({ gateway: { production: false } });
  });
  afterAll(() => dev.close());

  it('answers an expected failure as a typed error in the request language', async () => {
    const query = '{ translations(namespace: "Not A Namespace") { __typename ... on Error { code message } ... on ValidationError { fields { field } } } }';
    for (const [lang, message] of [
      ['en-US', 'Please check the highlighted fields.'],
      ['sv-SE', translated('sv-SE')],
      ['de-DE', translated('de-DE')],
      ['it-IT', translated('it-IT')],
    ]) {
      if (lang !== 'en-US') expect(message).not.toBe('Please check the highlighted fields.');
      const result = await graphql(dev, query, {}, { 'accept-language': lang! });
      expect(result).toEqual({ data: { translations: { __typename: 'ValidationError', code: 'VALIDATION', message, fields: [{ field: 'namespace' }] } } });
    }
  });

  it('masks an unexpected failure and reports not ready while the platform is down', async () => {
    const down = await startStack({ gateway: { production: false } });
    await down.stopPlatform();
    const result = await graphql(down, '{ release { hash } }');
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(result)).not.toMatch(/ECONNREFUSED|fetch failed|127\.0\.0\.1/i);
    expect((await fetch(`${down.url}/ready`)).status).toBe(503);
    await down.close();
  });

  it('limits aliases (GraphQL Armor)', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: release { hash }`).join(' ');
    const result = await graphql(dev, `{ ${aliases} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('turns introspection on in development only', async () => {
    expect((await graphql(dev, '{ __schema { queryType { name } } }')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe("the player's address", () => {
  const VISITOR = '{ visitor { countryCode isAustralia } }';
  const fromAustralia = { 'x-forwarded-for': '203.0.113.5' };

  it('ignores an X-Forwarded-For a client makes up, unless a proxy is declared', async () => {
    const direct = await startStack({ gateway: { production: false }, platform: { ipCountryMap: '203.0.113.0/24=AU' } });
    expect((await graphql(direct, VISITOR, {}, fromAustralia)).data).toEqual({ visitor: { countryCode: null, isAustralia: false } });
    await direct.close();

    const proxied = await startStack({ gateway: { production: false, trustProxy: true }, platform: { ipCountryMap: '203.0.113.0/24=AU' } });
    expect((await graphql(proxied, VISITOR, {}, fromAustralia)).data).toEqual({ visitor: { countryCode: 'AU', isAustralia: true } });
    await proxied.close();
  });
});
