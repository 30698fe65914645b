/**
 * The anonymous catalogue cache (issue 20) against the real platform and gateway: a visitor's pages come
 * from the cache, a change the platform announces is on the very next read, and nothing of a signed-in
 * player, a member of staff or a partner is ever stored or served.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDomainsOf, createCatalogueCache } from '../../gateway/response-cache';
import { createGatewayServer } from '../../gateway/server';
import { createMetrics } from '../../gateway/metrics';
import { createGatewayPubSub, listeningNow } from '../../gateway/pubsub';
import type { PlatformEvents } from '../../gateway/upstream/platform-events';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { parse } from 'graphql';
import { backofficeGraphql } from '../helpers/backoffice-graphql';
import { createTestPlayer } from '../helpers/cashier';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { createPartnerKey } from '../helpers/partners';
import { metricsText, startStack, type Stack } from '../helpers/stack';

const PAGE = `query CachePrematchPage($sport: ID!) {
  sports { id name }
  prematchMatches(sport: $sport, first: 20) { edges { node { id name previewMarkets { id odds { id title price } } } } }
}`;
const MATCH = `query CacheMatchPage($legacyId: Int!) { match(legacyId: $legacyId) { id name previewMarkets { odds { id price } } } }`;
const SEARCH = `query CacheCasinoSearch($search: String!, $first: Int!) {
  casinoGames(search: $search, first: $first) { totalCount edges { node { id title imageUrl provider { code name } } } }
}`;
const SPORTS = `query CacheSports { sports { id name } }`;
// A viewer field: never a catalogue query, whoever asks.
const VIEWER_AND_SPORTS = `query CacheViewerSports { viewer { id email } sports { id name } }`;
const DOCUMENTS = [PAGE, MATCH, SEARCH, SPORTS, VIEWER_AND_SPORTS];
const idOf = (document: string) => createHash('sha256').update(document).digest('hex');
const persisted = Object.fromEntries(DOCUMENTS.map((document) => [idOf(document), document]));

let stack: Stack;
let ingest: ReturnType<typeof createFeedIngest>;
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const matchId = async (key: string) => Number((await stack.platform.database.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

/** A persisted operation as the web client sends it (the id, never the document), with a cookie or a key when given. */
async function send(document: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}, url = stack.graphqlUrl) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': 'en-US', ...headers },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: idOf(document) } } }),
  });
  const text = await response.text();
  return { response, text, json: JSON.parse(text) as { data?: Json; errors?: Json[] } };
}

/** A response's header names, but its date. */
const names = (response: Response) => [...response.headers.keys()].filter((name) => name !== 'date').sort();

/** The cache's counters on a gateway (hit, miss, invalidated) and how many answers it holds. */
async function cacheFigures(url = stack.url) {
  const text = await metricsText({ url });
  const counter = (outcome: string) => Number(new RegExp(`^oddsgate_response_cache_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hit: counter('hit'), miss: counter('miss'), invalidated: counter('invalidated'), entries: Number(/^oddsgate_response_cache_entries (\d+)/m.exec(text)?.[1] ?? 0) };
}

/** Resolves once the gateway has heard this platform event (and every listener had its turn at it). */
function heard<T extends 'odds.changed' | 'matches.updated' | 'casino.catalogue.changed'>(topic: T): Promise<PlatformEvents[T]> {
  const subscribe = stack.gateway.pubsub.subscribe.bind(stack.gateway.pubsub) as (topic: string) => AsyncIterable<PlatformEvents[T]>;
  const events = listeningNow(subscribe(topic)[Symbol.asyncIterator]() as AsyncIterableIterator<PlatformEvents[T]>);
  return events.next().then(async (next) => {
    await events.return?.();
    await new Promise((resolve) => setImmediate(resolve));
    return next.value as PlatformEvents[T];
  });
}

beforeAll(async () => {
  stack = await startStack({ persistedOperations: persisted, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  ingest = createFeedIngest(stack.platform.database.db);
  const keys = ['rc0', 'rc1', 'rc2'];
  await ingest.fixtures(keys.map((key) => fixture(key)));
  await ingest.updates(keys.map((key) => update(key, { state: state(), markets: soccerBook() })));
});
afterAll(() => stack.close());

describe('the anonymous catalogue cache', () => {
  it('answers a visitor from the cache, and a price change is on the very next read once the gateway heard it', async () => {
    const changed = await matchId('rc1');
    const other = await matchId('rc2');
    const sport = globalId('Sport', 1);
    const homePrice = (page: { data?: Json }) =>
      (page.data!.prematchMatches.edges as Json[]).find((edge) => edge.node.id === globalId('Match', changed))!.node.previewMarkets[0].odds.find((odd: Json) => odd.title === 'Home').price as number;

    const first = await send(PAGE, { sport });
    expect(first.json.errors).toBeUndefined();
    expect(homePrice(first.json)).toBe(2.1);
    await send(MATCH, { legacyId: other });
    const before = await cacheFigures();
    const again = await send(PAGE, { sport });
    expect(again.text).toBe(first.text);
    expect((await cacheFigures()).hit - before.hit).toBe(1);

    const event = heard('odds.changed');
    await ingest.updates([update('rc1', { markets: soccerBook({ home: 2.55, draw: 3.4, away: 3.5 }) })]);
    expect((await event).matches.map((m) => m.matchId)).toContain(changed);

    const after = await send(PAGE, { sport });
    expect(homePrice(after.json)).toBe(2.55);
    // The page of a match that did not change stays cached.
    const hitsBefore = (await cacheFigures()).hit;
    await send(MATCH, { legacyId: other });
    expect((await cacheFigures()).hit - hitsBefore).toBe(1);
  });

  it("a new fixture's first book puts it on the next read of a cached list", async () => {
    const sport = globalId('Sport', 1);
    const listed = async () => ((await send(PAGE, { sport })).json.data!.prematchMatches.edges as Json[]).map((edge) => edge.node.name as string);
    await listed();
    await ingest.fixtures([fixture('rc-new')]);
    const event = heard('odds.changed');
    await ingest.updates([update('rc-new', { state: state(), markets: soccerBook() })]);
    expect((await event).matches.some((m) => m.reshaped)).toBe(true);
    expect((await listed()).some((name) => name.includes('rc-new Home'))).toBe(true);
  });

  it('a match that changes phase drops every sportsbook list (lists and counts move)', async () => {
    await send(SPORTS);
    await send(SPORTS);
    const event = heard('matches.updated');
    await ingest.updates([update('rc0', { state: state({ status: 'live', period: 1 }) })]);
    expect((await event).matches.some((m) => m.statusChanged)).toBe(true);
    const before = await cacheFigures();
    await send(SPORTS);
    const after = await cacheFigures();
    expect([after.hit - before.hit, after.miss - before.miss]).toEqual([0, 1]);
  });

  it('a cached answer carries the same headers as a fresh one, and never a cookie', async () => {
    const fresh = await send(SEARCH, { search: 'fruit', first: 5 });
    const cached = await send(SEARCH, { search: 'fruit', first: 5 });
    expect(cached.text).toBe(fresh.text);
    expect(names(cached.response)).toEqual(names(fresh.response));
    expect(cached.response.headers.get('content-type')).toBe(fresh.response.headers.get('content-type'));
    expect(cached.response.headers.has('set-cookie')).toBe(false);
  });

  it("never serves a signed-in player's answer to a visitor, nor a visitor's to the player", async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const cookie = { cookie: `og_session=${player.token}` };
    const own = await send(VIEWER_AND_SPORTS, {}, cookie);
    expect(own.json.data!.viewer.id).toBeTruthy();
    const visitor = await send(VIEWER_AND_SPORTS);
    expect(visitor.json.data!.viewer).toBeNull();
    expect((await send(VIEWER_AND_SPORTS, {}, cookie)).json.data!.viewer.id).toBe(own.json.data!.viewer.id);

    // A catalogue page a visitor has cached: the player's request neither reads nor fills the cache.
    await send(SEARCH, { search: 'book', first: 4 });
    const before = await cacheFigures();
    const players = await send(SEARCH, { search: 'book', first: 4 }, cookie);
    await send(SEARCH, { search: 'wild', first: 4 }, cookie);
    const after = await cacheFigures();
    expect(players.json.errors).toBeUndefined();
    expect([after.hit - before.hit, after.miss - before.miss, after.entries - before.entries]).toEqual([0, 0, 0]);
  });

  it('a partner key without catalogue:read gets its refusal, not the cached page', async () => {
    await send(SEARCH, { search: 'gold', first: 4 });
    await send(SEARCH, { search: 'gold', first: 4 });
    const { key } = await createPartnerKey(stack, ['results:read']);
    const refused = await send(SEARCH, { search: 'gold', first: 4 }, { authorization: `Bearer ${key}` });
    expect(refused.json.data?.casinoGames ?? null).toBeNull();
    expect(refused.json.errors?.[0]?.extensions?.code).toBe('PARTNER_SCOPE_MISSING');
  });

  it('answers Swedish and English visitors each in their language', async () => {
    const english = await send(SPORTS, {}, { 'accept-language': 'en-US' });
    const swedish = await send(SPORTS, {}, { 'accept-language': 'sv-SE' });
    expect(swedish.text).not.toBe(english.text);
    const before = await cacheFigures();
    expect((await send(SPORTS, {}, { 'accept-language': 'sv-SE' })).text).toBe(swedish.text);
    expect((await send(SPORTS, {}, { 'accept-language': 'en-US' })).text).toBe(english.text);
    expect((await cacheFigures()).hit - before.hit).toBe(2);
  });

  it('a back-office change to the lobby reaches the next casino search', async () => {
    const row = await stack.platform.database.db.selectFrom('casino_games').select('title').where('excluded', '=', false).where('kind', '=', 'slot').orderBy('popularity').executeTakeFirstOrThrow();
    const search = { search: row.title, first: 50 };
    const listed = (await send(SEARCH, search)).json.data!.casinoGames.edges as Json[];
    const game = listed[0]!.node.id as string;
    await send(SEARCH, search);
    const staff = await backofficeGraphql(stack, 'rc-marketing', ['marketing']);
    const event = heard('casino.catalogue.changed');
    const retired = await staff(`mutation($id: ID!) { backoffice { retireCasinoGame(id: $id, reason: "cache test") { __typename } } }`, { id: game });
    expect(retired.data?.backoffice?.retireCasinoGame).toEqual({ __typename: 'BackofficeCasinoGame' });
    await event;
    const after = (await send(SEARCH, search)).json.data!.casinoGames.edges as Json[];
    expect(after.map((edge) => edge.node.id)).not.toContain(game);
  });

  it('keeps at most RESPONSE_CACHE_ENTRIES answers, whatever variables a client makes up', async () => {
    const small = createGatewayServer({ ...stack.gatewayConfig, responseCacheEntries: 3 }, { persistedOperations: persisted });
    const url = `http://127.0.0.1:${await small.listen(0, '127.0.0.1')}`;
    try {
      for (let i = 0; i < 8; i++) expect((await send(SEARCH, { search: `zz${i}q`, first: 3 }, {}, `${url}/graphql`)).json.errors).toBeUndefined();
      expect((await cacheFigures(url)).entries).toBe(3);
      const before = await cacheFigures(url);
      await send(SEARCH, { search: 'zz7q', first: 3 }, {}, `${url}/graphql`);
      await send(SEARCH, { search: 'zz0q', first: 3 }, {}, `${url}/graphql`);
      const after = await cacheFigures(url);
      expect([after.hit - before.hit, after.miss - before.miss, after.entries]).toEqual([1, 1, 3]);
    } finally {
      await small.close();
    }
  });
});

/** The domains a document reads, sorted; null when the cache may not answer it. */
const verdict = (document: string, name?: string) => {
  const domains = catalogueDomainsOf(parse(document), name);
  return domains && [...domains].sort();
};

describe('which operations the cache may answer', () => {
  it.each([
    ['sport list', 'query { sports { id name } }', ['sportsbook']],
    ['casino search and sports', 'query { casinoGames(search: "abc") { totalCount } sports { id } }', ['casino', 'sportsbook']],
    ['a root fragment', 'query Q { ...F } fragment F on Query { casinoLobby(kind: SLOT) { totalCount } }', ['casino']],
    ['a viewer field', 'query { viewer { id } sports { id } }', null],
    ['a viewer field in a root fragment', 'query Q { sports { id } ...F } fragment F on Query { viewer { id } }', null],
    ['node(id:) (may be a ticket)', 'query { node(id: "x") { id } }', null],
    ['jackpots (move with every stake)', 'query { jackpots { id } }', null],
    ['a mutation', 'mutation { signOut { __typename } }', null],
    ['a subscription', 'subscription { oddsChanged(matches: []) { matchId } }', null],
    ['only __typename', 'query { __typename }', null],
  ])('%s', (_name, document, expected) => {
    expect(verdict(document)).toEqual(expected);
  });
});

const entry = (domains: ('sportsbook' | 'casino')[], matches: number[], expires: number) => ({ body: '{}', contentType: 'application/json', domains: new Set(domains), matches: new Set(matches), expires });
const make = (clock: { t: number }) => createCatalogueCache({ persistedOperations: {}, pubsub: createGatewayPubSub(undefined).pubsub, metrics: createMetrics(), maxEntries: 10, now: () => clock.t });

describe('the cache store', () => {

  it('forgets an answer after its TTL, and an event drops only the answers that showed its match', () => {
    const clock = { t: 1000 };
    const cache = make(clock);
    cache.store('a', entry(['sportsbook'], [1, 2], 2000));
    cache.store('b', entry(['sportsbook'], [3], 5000));
    cache.store('c', entry(['casino'], [], 5000));
    cache.invalidate([2], []);
    expect([cache.lookup('a'), cache.lookup('b')?.body, cache.lookup('c')?.body]).toEqual([undefined, '{}', '{}']);
    clock.t = 5000;
    expect(cache.lookup('b')).toBeUndefined();
  });

  it('does not keep an answer computed while one of its matches changed', () => {
    const clock = { t: 1000 };
    const cache = make(clock);
    const since = cache.begin();
    cache.invalidate([7], []);
    expect(cache.changedSince(since, new Set(['sportsbook']), new Set([7]))).toBe(true);
    expect(cache.changedSince(since, new Set(['sportsbook']), new Set([8]))).toBe(false);
    cache.invalidate([], ['casino']);
    expect(cache.changedSince(since, new Set(['casino']), new Set())).toBe(true);
  });
});
