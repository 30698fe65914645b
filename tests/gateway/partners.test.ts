/**
 * The partner API (issue 8) against the real platform and gateway: real HTTP with a Bearer key, real
 * graphql-ws with the key in the connection payload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { testAccount } from '../helpers/agents';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import { createPartnerKey, partnerSocket } from '../helpers/partners';
import { type Stack, startStack } from '../helpers/stack';
import { firstResults } from '../helpers/ws';

let stack: Stack;
let ingest: ReturnType<typeof createFeedIngest>;
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');

const createKey = (scopes: string[], rateLimitPerMinute = 600, owner: bigint | null = null) => createPartnerKey(stack, scopes, { rateLimitPerMinute, owner });

const revokeKey = (id: string) => fetch(`${stack.platformUrl}/api/admin/partners/keys/${id}/revoke`, { method: 'POST', headers: { 'x-admin-token': 'oddsgate-admin' } });

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A partner's HTTP call: no cookie, no CSRF header (a JSON POST needs none), a Bearer key. */
async function partnerQuery(key: string, query: string, variables: Record<string, unknown> = {}, lang = 'en-US') {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'accept-language': lang },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer };
}

beforeAll(async () => {
  stack = await startStack();
  ingest = createFeedIngest(stack.platform.database.db);
  await ingest.fixtures([fixture('p1')]);
  await ingest.updates([update('p1', { state: state(), markets: soccerBook() })]);
});

afterAll(() => stack.close());

describe('partner API', () => {
  it('reads the catalogue with a catalogue:read key and refuses a field outside its scopes, clearly', async () => {
    const { key } = await createKey(['catalogue:read']);
    const sports = await partnerQuery(key, '{ sports { id name } }');
    expect(sports.status).toBe(200);
    expect(sports.body.errors).toBeUndefined();
    expect((sports.body.data!.sports as { name: string }[]).map((sport) => sport.name)).toContain('Soccer');

    const results = await partnerQuery(key, '{ resultTournaments { __typename } }');
    expect(results.body.data).toBeUndefined();
    expect(results.body.errors).toEqual([
      expect.objectContaining({
        message: 'This API key does not have the scope results:read needed for Query.resultTournaments.',
        extensions: expect.objectContaining({ code: 'PARTNER_SCOPE_MISSING', requiredScope: 'results:read', grantedScopes: ['catalogue:read'] }),
      }),
    ]);

    // Not part of the partner API at all (a player's data, money): refused whatever the scopes.
    const viewer = await partnerQuery(key, 'mutation { signOut { __typename } }');
    expect(viewer.body.errors?.[0]?.extensions?.code).toBe('PARTNER_SCOPE_MISSING');
    // The refusal is translated.
    const swedish = await partnerQuery(key, '{ resultTournaments { __typename } }', {}, 'sv-SE');
    expect(swedish.body.errors?.[0]?.message).toContain('saknar behörigheten results:read');
  });

  it('refuses an unknown key with a 401 instead of treating the caller as anonymous', async () => {
    const answer = await partnerQuery('og_not-a-real-key', '{ sports { id } }');
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]).toMatchObject({ message: 'This API key is not valid or has been revoked.', extensions: { code: 'PARTNER_KEY_INVALID' } });
  });

  it('a scope refused over the WebSocket too', async () => {
    const { key } = await createKey(['results:read']);
    const { client } = partnerSocket(stack, key);
    const odds = firstResults<Answer>(client, { query: 'subscription($m: [ID!]!) { oddsChanged(matches: $m) { matchId } }', variables: { m: [globalId('Match', 1)] } });
    const [refused] = await odds.done;
    expect(refused!.errors?.[0]?.extensions).toMatchObject({ code: 'PARTNER_SCOPE_MISSING', requiredScope: 'catalogue:read' });
    await client.dispose();
  });

  it('holds the per-key rate limit under a burst (429, Retry-After, translated) and recovers', async () => {
    // 12 a minute: a burst spends the bucket, then a token comes back every 5 seconds.
    const { key } = await createKey(['catalogue:read'], 12);
    const other = await createKey(['catalogue:read'], 12);
    const { client } = partnerSocket(stack, key);
    const started = Date.now();
    const burst = await Promise.all(Array.from({ length: 40 }, () => partnerQuery(key, '{ sports { id } }')));
    const ok = burst.filter((answer) => answer.status === 200);
    const limited = burst.filter((answer) => answer.status === 429);
    expect(ok.length).toBeGreaterThanOrEqual(12);
    // A token comes back every 5 seconds while the burst is in flight, never more.
    expect(ok.length).toBeLessThanOrEqual(12 + Math.ceil((Date.now() - started) / 5000));
    expect(limited.length).toBe(40 - ok.length);
    const retryAfter = Number(limited.at(-1)!.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    expect(limited.at(-1)!.body.errors?.[0]).toMatchObject({
      message: `Rate limit of this API key reached. Try again in ${retryAfter} seconds.`,
      extensions: { code: 'PARTNER_RATE_LIMITED', retryAfterSeconds: retryAfter },
    });
    // Another key's bucket is its own.
    expect((await partnerQuery(other.key, '{ sports { id } }')).status).toBe(200);
    // Over the WebSocket the same bucket answers an error message per operation; the socket stays open.
    const refused = (await firstResults<Answer>(client, { query: '{ sports { id } }' }).done.catch((errors: unknown) => errors)) as Answer['errors'];
    expect(refused?.[0]?.extensions).toMatchObject({ code: 'PARTNER_RATE_LIMITED' });
    // Recovers: after Retry-After the socket's next operation goes through, then HTTP's after the next token.
    await new Promise((resolve) => setTimeout(resolve, 5100));
    const [answer] = await firstResults<Answer>(client, { query: '{ sports { name } }' }).done;
    expect(answer!.errors).toBeUndefined();
    const empty = await partnerQuery(key, '{ sports { id } }');
    expect(empty.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Number(empty.retryAfter) * 1000 + 100));
    expect((await partnerQuery(key, '{ sports { id } }')).status).toBe(200);
    await client.dispose();
  }, 30_000);

  it('subscribes to odds changes with the key in the connection payload; revoking closes the socket at once and refuses HTTP', async () => {
    const { key, id } = await createKey(['catalogue:read']);
    const matchId = Number((await stack.platform.database.db.selectFrom('matches').select('id').where('feed_key', '=', 'p1').executeTakeFirstOrThrow()).id);
    expect((await partnerQuery(key, '{ sports { id } }')).status).toBe(200); // cached as valid from here

    const { client, closedWith } = partnerSocket(stack, key);
    const odds = firstResults<{ data: { oddsChanged: { matchId: string; odds: { price: number }[] } } }>(
      client,
      { query: 'subscription($m: [ID!]!) { oddsChanged(matches: $m) { matchId odds { price } } }', variables: { m: [globalId('Match', matchId)] } },
      1,
    );
    await odds.subscribed;
    await ingest.updates([update('p1', { markets: soccerBook({ home: 2.2, draw: 3.4, away: 3.5 }) })]);
    const [event] = await odds.done;
    expect(event!.data.oddsChanged.matchId).toBe(globalId('Match', matchId));

    // A second, still open subscription on the same socket.
    const open = firstResults<unknown>(client, { query: 'subscription($m: [ID!]!) { oddsChanged(matches: $m) { matchId } }', variables: { m: [globalId('Match', matchId)] } }, 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const revokedAt = Date.now();
    expect((await revokeKey(id)).status).toBe(200);
    const closed = await closedWith;
    expect(closed).toMatchObject({ code: 4403, reason: 'API key revoked' });
    expect(Date.now() - revokedAt).toBeLessThan(2000);
    expect(await open.done.then(() => 'completed', () => 'failed')).toBe('failed');
    // The cache was cleared by the same event: HTTP is refused too, and so is a new socket.
    expect((await partnerQuery(key, '{ sports { id } }')).status).toBe(401);
    const reconnect = partnerSocket(stack, key);
    expect((await reconnect.closedWith).code).toBe(4403);
    await client.dispose();
    await reconnect.client.dispose();
  });

  it("agents:reports reads the owner agent's tree only, and only with that scope", async () => {
    const { db } = stack.platform.database;
    const agent = await testAccount(db, stack.platform.config, 1);
    const mine = await testAccount(db, stack.platform.config, 0, { parent: agent.userId });
    const otherAgent = await testAccount(db, stack.platform.config, 1);
    await testAccount(db, stack.platform.config, 0, { parent: otherAgent.userId });
    const userNameOf = async (id: bigint) => (await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow()).username;
    const TREE = '{ viewer { subAccounts { totalCount edges { node { userName } } } } }';

    const reports = await createKey(['agents:reports'], 600, agent.userId);
    const answer = await partnerQuery(reports.key, TREE);
    expect(answer.body.errors).toBeUndefined();
    const viewer = answer.body.data!.viewer as { subAccounts: { totalCount: number; edges: { node: { userName: string } }[] } };
    expect(viewer.subAccounts.totalCount).toBe(1);
    expect(viewer.subAccounts.edges.map((edge) => edge.node.userName)).toEqual([await userNameOf(mine.userId)]);
    // Not a way into the agent's account: mutations stay closed.
    expect((await partnerQuery(reports.key, 'mutation { signOut { __typename } }')).body.errors?.[0]?.extensions?.code).toBe('PARTNER_SCOPE_MISSING');

    const catalogue = await createKey(['catalogue:read'], 600, agent.userId);
    const refused = await partnerQuery(catalogue.key, TREE);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'PARTNER_SCOPE_MISSING', requiredScope: 'agents:reports' });
  });

  it("an agents:reports key reads the agent's report fields of Viewer, never the agent's own account", async () => {
    const { db } = stack.platform.database;
    const agent = await testAccount(db, stack.platform.config, 1);
    const reports = await createKey(['agents:reports'], 600, agent.userId);

    const report = await partnerQuery(reports.key, '{ viewer { id accountType agentReport(period: { week: true }) { from to rows { userName } } } }');
    expect(report.body.errors).toBeUndefined();
    expect(report.body.data!.viewer).toMatchObject({ accountType: 'AGENT', agentReport: { rows: [] } });

    // The agent's own account is not the partner's: refused before anything runs, also through fragments.
    const email = await partnerQuery(reports.key, '{ viewer { agentReport(period: { week: true }) { from } email } }');
    expect(email.body.data ?? null).toBeNull();
    expect(email.body.errors?.map((error) => error.extensions)).toEqual([expect.objectContaining({ code: 'PARTNER_SCOPE_MISSING', field: 'Viewer.email', requiredScope: null })]);
    // No scope opens it, and the message says so rather than naming a scope.
    expect(email.body.errors?.[0]?.message).toBe('No API key may use Viewer.email.');
    const hidden = await partnerQuery(reports.key, 'query { viewer { ...Me ... on Viewer { sessions { id } } } } fragment Me on Viewer { balance { amount } }');
    expect(hidden.body.errors?.map((error) => error.extensions?.field)).toEqual(['Viewer.balance', 'Viewer.sessions']);
    // A second selection of viewer (an alias, or inside an inline fragment) is checked as the first is.
    const aliased = await partnerQuery(reports.key, '{ a: viewer { id } b: viewer { email } ... on Query { viewer { sessions { id } } } }');
    expect(aliased.body.data ?? null).toBeNull();
    expect(aliased.body.errors?.map((error) => error.extensions?.field)).toEqual(['Viewer.email', 'Viewer.sessions']);
  });

  it('GraphiQL is served in development with a Bearer header hint', async () => {
    const response = await fetch(stack.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Bearer og_');
  });
});
