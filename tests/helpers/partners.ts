/** Partner API keys as the operator issues them, and the graphql-ws connection a partner opens with one. */
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { expect } from 'vitest';
import type { Stack } from './stack';

/** Issues a key through the platform's admin route (the demo admin token); answers the secret and its id. */
export async function createPartnerKey(
  stack: Pick<Stack, 'platformUrl'>,
  scopes: string[],
  { rateLimitPerMinute = 600, owner = null, name = `test ${scopes.join(' ')}` }: { rateLimitPerMinute?: number; owner?: bigint | null; name?: string } = {},
): Promise<{ key: string; id: string }> {
  const response = await fetch(`${stack.platformUrl}/api/admin/partners/keys`, {
    method: 'POST',
    headers: { 'x-admin-token': 'oddsgate-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ Name: name, Scopes: scopes, RateLimitPerMinute: rateLimitPerMinute, OwnerUserId: owner === null ? null : String(owner) }),
  });
  const body = (await response.json()) as { Key: string; PartnerKey: { Id: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { key: body.Key, id: body.PartnerKey.Id };
}

/** A graphql-ws client as a partner opens it: the key in the connection payload, no headers, no Origin. */
export function partnerSocket(stack: Pick<Stack, 'graphqlUrl'>, key: string) {
  let closed!: (event: { code: number; reason: string }) => void;
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) => (closed = resolve));
  const client = createClient({
    url: stack.graphqlUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${key}` },
    retryAttempts: 0,
    lazy: false,
    // The closes are what these tests observe (on.closed); graphql-ws would also log them.
    onNonLazyError: () => undefined,
    on: { closed: (event) => closed(event as { code: number; reason: string }) },
  });
  return { client, closedWith };
}
