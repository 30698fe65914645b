/**
 * A partner's client for the Oddsgate GraphQL API (README "Partner guide"): authenticates with an API
 * key, reads the prematch catalogue over HTTP and subscribes to its odds changes over graphql-ws.
 *
 *   PARTNER_KEY=og_… npm run partner:example
 *
 * ODDSGATE_URL: the gateway's GraphQL endpoint (default http://127.0.0.1:4000/graphql).
 * The key needs the catalogue:read scope. Stop with Ctrl+C.
 */
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

const endpoint = process.env.ODDSGATE_URL ?? 'http://127.0.0.1:4000/graphql';
const key = process.env.PARTNER_KEY;
if (!key) {
  console.error('Set PARTNER_KEY to a partner API key (npm run partner-key -- create --name demo --scopes catalogue:read).');
  process.exit(1);
}

type GraphQLAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[] };

/** One HTTP call with the key; honours Retry-After when the key's rate limit answers 429. */
async function query<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  for (;;) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: document, variables }),
    });
    const answer = (await response.json()) as GraphQLAnswer<T>;
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after') ?? 1);
      console.warn(`rate limited: retrying in ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (answer.errors?.length) throw new Error(answer.errors.map((error) => `${error.extensions?.code ?? 'ERROR'}: ${error.message}`).join('; '));
    return answer.data as T;
  }
}

const { sports } = await query<{ sports: { id: string; name: string }[] }>('{ sports { id name } }');
const sport = sports[0];
if (!sport) throw new Error('no sports in the catalogue yet');
const { prematchMatches } = await query<{ prematchMatches: { edges: { node: { id: string; name: string } }[] } }>(
  'query Matches($sport: ID!) { prematchMatches(sport: $sport, first: 10) { edges { node { id name } } } }',
  { sport: sport.id },
);
const matches = new Map(prematchMatches.edges.map(({ node }) => [node.id, node.name]));
console.log(`${sport.name}: watching ${matches.size} matches`);

// The key travels in the connection payload: browsers' WebSockets cannot set headers, and every
// client library can send a payload.
const client = createClient({
  url: endpoint.replace(/^http/, 'ws'),
  webSocketImpl: WebSocket,
  connectionParams: { authorization: `Bearer ${key}` },
  // A revoked key closes the socket with 4403: do not reconnect forever with it.
  shouldRetry: (event) => !(event && typeof event === 'object' && 'code' in event && event.code === 4403),
});

const stop = client.subscribe<{ oddsChanged: { matchId: string; reshaped: boolean; odds: { title: string; titleSuffix: string | null; price: number | null }[] } }>(
  {
    query: 'subscription Odds($matches: [ID!]!) { oddsChanged(matches: $matches) { matchId reshaped odds { title titleSuffix price } } }',
    variables: { matches: [...matches.keys()] },
  },
  {
    next: ({ data, errors }) => {
      if (errors) return console.error(errors.map((error) => error.message).join('; '));
      if (!data) return;
      const { matchId, odds, reshaped } = data.oddsChanged;
      const prices = odds.map((odd) => `${odd.title}${odd.titleSuffix ? ` ${odd.titleSuffix}` : ''} ${odd.price ?? '–'}`).join(', ');
      console.log(`${new Date().toISOString()} ${matches.get(matchId) ?? matchId}: ${prices}${reshaped ? ' (markets changed)' : ''}`);
    },
    error: (error) => {
      console.error('subscription ended:', error);
      process.exitCode = 1;
    },
    complete: () => console.log('subscription complete'),
  },
);

process.on('SIGINT', () => {
  stop();
  void client.dispose();
});
