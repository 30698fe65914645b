/**
 * A player as the production web client reaches a gateway: only documents the web build persisted
 * (by id), the session cookie, the CSRF header; subscriptions over graphql-ws with the same cookie.
 */
import { readFileSync } from 'node:fs';
import type { Client } from 'graphql-ws';
import { wsClient } from '../helpers/ws';
import type { Json } from '../helpers/json';

const persisted = JSON.parse(readFileSync('web/persisted-operations.json', 'utf8')) as Record<string, string>;

/** The persisted id of the web client's operation `name`. */
export function operationId(name: string): string {
  const found = Object.entries(persisted).find(([, document]) => new RegExp(`\\b(?:query|mutation|subscription) ${name}\\b`).test(document));
  if (!found) throw new Error(`no persisted operation ${name}`);
  return found[0];
}

const payload = (name: string, variables: Json = {}) => ({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationId(name) } } });

/** Runs a persisted operation; throws on a transport failure (a gateway that is down), answers the body otherwise. */
export async function run(gatewayUrl: string, token: string, name: string, variables: Json = {}): Promise<Json> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: `og_session=${token}` },
    body: JSON.stringify(payload(name, variables)),
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as Json;
}

/** One graphql-ws socket carrying a player's subscriptions; `closed` tells when the gateway went away. */
export function playerSocket(gatewayUrl: string, token: string) {
  const client: Client = wsClient(`${gatewayUrl}/graphql`, { cookie: `og_session=${token}` });
  let closed = false;
  client.on('closed', () => (closed = true));
  return {
    client,
    get closed() {
      return closed;
    },
    /** Subscribes to a persisted subscription; every result goes to `next`. */
    subscribe(name: string, variables: Json, next: (data: Json) => void, error: (reason: unknown) => void = (reason) => console.error(`${name} ended:`, (reason as { code?: number }).code ?? String(reason))) {
      // graphql-ws wants a query string; the persisted id stands for it (an empty one is no document).
      return client.subscribe<Json>({ query: '', ...payload(name, variables) }, {
          next: (result) => {
            if (result.errors) console.error(`${name} answered errors`, JSON.stringify(result.errors));
            next(result.data ?? {});
          },
          error,
          complete: () => {},
        });
    },
    dispose: () => client.dispose(),
  };
}
