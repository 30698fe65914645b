/**
 * Attack family 4, denial of service through the document: GraphQL Armor (yoga.ts armorPlugins) bounds
 * depth (12), aliases (15), cost (20,000, with `first:` multiplying), tokens (4,000) and directives (50).
 * Each oversize document is refused before execution with a GraphQL error (no data, no upstream call),
 * and the gateway keeps answering. Also batching (an array of operations) and fragment cycles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack';
import { expectCleanLedger, expectGatewayUp, gql } from './attack-helpers';

let stack: Stack;
beforeAll(async () => {
  // Development: arbitrary documents reach Armor (in production a browser's never would; a partner's would).
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
});
afterAll(() => stack?.close());

/** Upstream calls the gateway has made so far (its own metric). */
async function upstreamCalls(): Promise<number> {
  const text = await (await fetch(`${stack.url}/metrics`)).text();
  return [...text.matchAll(/^oddsgate_upstream_request_seconds_count\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

const nested = (depth: number) => `${Array.from({ length: depth }, (_, i) => `f${i} {`).join(' ')} id ${'}'.repeat(depth)}`;

const cases: [string, string, RegExp][] = [
  ['depth 20', `{ ${nested(20)} }`, /depth/i],
  ['depth 13, real fields in a real shape', `{ viewer { subAccounts { edges { node { id ${'x { '.repeat(9)} id ${'} '.repeat(9)} } } } } }`, /depth/i],
  ['20 aliases', `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: release { hash }`).join(' ')} }`, /alias/i],
  ['200 aliases of a costly field', `{ ${Array.from({ length: 200 }, (_, i) => `m${i}: topMatches(first: 12) { id markets { odds { id price } } }`).join(' ')} }`, /alias|token|cost/i],
  ['a page of 100,000 matches with their markets (cost)', '{ liveMatches(first: 100000) { edges { node { id markets { id odds { id price } } } } } }', /cost/i],
  ['5,000 tokens', `{ ${'__typename '.repeat(5000)} }`, /token/i],
  ['60 directives', `{ ${'__typename @include(if: true) '.repeat(60)} }`, /directive/i],
];

describe('oversize documents', () => {
  it.each(cases)('%s: refused before execution, no upstream call', async (_name, document, reason) => {
    const calls = await upstreamCalls();
    const answer = await gql(stack, null, document);
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? undefined).toBeUndefined();
    expect(answer.errors?.map((e) => e.message).join(' | ')).toMatch(reason);
    expect(await upstreamCalls()).toBe(calls);
  });

  it('a burst of 40 oversize documents at once leaves the gateway answering', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => gql(stack, null, cases[i % cases.length]![1])));
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.length).toBeGreaterThan(0);
    }
    await expectGatewayUp(stack);
  });

  it('within the limits the same kind of document runs (the control)', async () => {
    const answer = await gql(stack, null, `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: release { hash }`).join(' ')} }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.a9).toEqual({ hash: 'test-release-1' });
  });
});

describe('other document bombs', () => {
  it('an array of 500 operations (batching) is refused', async () => {
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' },
      body: JSON.stringify(Array.from({ length: 500 }, () => ({ query: '{ release { hash } }' }))),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('a fragment cycle is refused', async () => {
    const answer = await gql(stack, null, 'query { ...A } fragment A on Query { release { hash } ...B } fragment B on Query { ...A }');
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? undefined).toBeUndefined();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it('a fragment fan-out (each fragment spreading the next twice, 30 deep) is refused by cost, quickly', async () => {
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { release { hash } ${i < 29 ? `...F${i + 1} ...F${i + 1}` : ''} }`).join(' ');
    const started = Date.now();
    const answer = await gql(stack, null, `query { ...F0 } ${fragments}`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? undefined).toBeUndefined();
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expectGatewayUp(stack);
  });

  it('the ledger is clean', async () => {
    await expectCleanLedger(stack);
  });
});
