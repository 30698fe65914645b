/**
 * Issue 20: the gateway executes compiled documents (graphql-jit), over HTTP and over graphql-ws, and a
 * client sending endless distinct documents cannot grow what it keeps. The counters on /metrics are the
 * proof the compiled executor ran (the whole gateway suite runs through the same yoga.ts, so it runs
 * under the compiled executor too); they are process-wide, so every check reads a difference.
 */
import { createYoga, createSchema } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompiledExecution } from '../../gateway/compiled-execution';
import { createMetrics } from '../../gateway/metrics';
import { graphql, metricsText, startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

/** The counters of the compiled executor, as a scraper reads them. */
async function executorCounters(stack: Stack) {
  const text = await metricsText(stack);
  const read = (pattern: RegExp) => Number(text.match(pattern)?.[1] ?? 0);
  return {
    compiled: read(/^oddsgate_graphql_compilations_total\{outcome="compiled"\} (\d+)/m),
    compiledRuns: read(/^oddsgate_graphql_executions_total\{executor="compiled"\} (\d+)/m),
    interpretedRuns: read(/^oddsgate_graphql_executions_total\{executor="interpreted"\} (\d+)/m),
  };
}

async function countersAround(stack: Stack, act: () => Promise<void>) {
  const before = await executorCounters(stack);
  await act();
  const after = await executorCounters(stack);
  return { compiled: after.compiled - before.compiled, compiledRuns: after.compiledRuns - before.compiledRuns, interpretedRuns: after.interpretedRuns - before.interpretedRuns };
}

describe('the gateway runs compiled documents', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('compiles a document once and answers every later request with it, abstract types and custom scalars included', async () => {
    // Spelled as no other test spells them, so their first run is the one that compiles.
    const games = 'query CompiledGamesProbe { casinoGames(first: 2, kind: SLOT) { edges { node { id slug rtp kind } } } }';
    const node = 'query CompiledNodeProbe($id: ID!) { node(id: $id) { __typename id ... on CasinoGame { slug rtp } } }';
    type Game = { id: string; slug: string; rtp: string; kind: string };
    let first!: { casinoGames: { edges: { node: Game }[] } };
    const counted = await countersAround(stack, async () => {
      first = (await graphql<typeof first>(stack, games)).data!;
      expect(await graphql(stack, games)).toEqual({ data: first });
      const game = first.casinoGames.edges[0]!.node;
      // Node is an interface: the compiled function resolves the concrete type as the interpreter did.
      expect(await graphql(stack, node, { id: game.id })).toEqual({ data: { node: { __typename: 'CasinoGame', id: game.id, slug: game.slug, rtp: game.rtp } } });
    });
    expect(first.casinoGames.edges).toHaveLength(2);
    // Decimal is a custom scalar: serialized as the decimal string, not a number.
    expect(first.casinoGames.edges[0]!.node.rtp).toMatch(/^\d+(\.\d+)?$/);
    expect(counted).toEqual({ compiled: 2, compiledRuns: 3, interpretedRuns: 0 });
  });

  it('answers a missing node and a bad variable as the interpreter did', async () => {
    const counted = await countersAround(stack, async () => {
      // An unknown global id is the client's mistake: answered as null, never as an unexpected error.
      expect(await graphql(stack, 'query CompiledMissingNode { node(id: "U3BvcnQ6OTk5OTk5") { id } }')).toEqual({ data: { node: null } });
      // A bad variable is refused before any resolver runs, with graphql-js's own words.
      const refused = await graphql(stack, 'query CompiledBadVariable($id: ID!) { node(id: $id) { id } }', { id: { not: 'an id' } });
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.message).toMatch(/^Variable "\$id" got invalid value/);
    });
    expect(counted.interpretedRuns).toBe(0);
  });

  it('runs a subscription compiled over graphql-ws', async () => {
    const client = wsClient(stack.graphqlUrl);
    const counted = await countersAround(stack, async () => {
      const { subscribed, done } = firstResults<{ data: { releasePublished: { hash: string } } }>(client, { query: 'subscription CompiledReleaseProbe { releasePublished { hash } }' });
      await subscribed;
      const published = await fetch(`${stack.platformUrl}/api/admin/release`, {
        method: 'POST',
        headers: { 'x-admin-token': 'oddsgate-admin', 'content-type': 'application/json' },
        body: JSON.stringify({ Hash: 'compiled-over-the-socket' }),
      });
      expect(published.status).toBe(200);
      expect(await done).toEqual([{ data: { releasePublished: { hash: 'compiled-over-the-socket' } } }]);
    });
    await client.dispose();
    expect(counted).toEqual({ compiled: 1, compiledRuns: 1, interpretedRuns: 0 });
  });
});

describe('what the compiled executor keeps', () => {
  const schema = createSchema({ typeDefs: 'type Query { echo(text: String!): String! }', resolvers: { Query: { echo: (_: unknown, { text }: { text: string }) => text } } });

  it('keeps at most its bound of documents, however many distinct ones a client sends', async () => {
    const metrics = createMetrics();
    const compiled = createCompiledExecution(metrics, { maxDocuments: 10 });
    const yoga = createYoga({ schema, plugins: [compiled.plugin], logging: false });
    const ask = async (query: string, operationName?: string) =>
      (await yoga.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, operationName }) })).json();
    for (let index = 0; index < 50; index++) expect(await ask(`query Echo${index} { echo(text: "${index}") }`)).toEqual({ data: { echo: String(index) } });
    expect(compiled.cachedDocuments()).toBe(10);
    expect((await metrics.compiledEvictions.get()).values[0]?.value).toBe(40);

    const runs = Object.fromEntries((await metrics.executions.get()).values.map((value) => [value.labels.executor, value.value]));
    expect(runs).toEqual({ compiled: 50 });
  });
});
