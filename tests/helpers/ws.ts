import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';

/** A graphql-ws client as a partner or a test would open it. */
export function wsClient(graphqlUrl: string, headers: Record<string, string> = {}): Client {
  class HeaderSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: graphqlUrl.replace(/^http/, 'ws'), webSocketImpl: HeaderSocket, retryAttempts: 0, lazy: true });
}

/** Resolves with the first `count` results of a subscription, then completes it. */
export function firstResults<T>(client: Client, payload: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> }, count = 1) {
  const results: T[] = [];
  let started!: () => void;
  const subscribed = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<T[]>((resolve, reject) => {
    const unsubscribe = client.subscribe<T>(payload, {
      next: (value) => {
        results.push(value as T);
        if (results.length >= count) {
          unsubscribe();
          resolve(results);
        }
      },
      error: reject,
      complete: () => resolve(results),
    });
  });
  // graphql-ws offers no "subscribed" callback; the server is listening once the socket is open.
  client.on('connected', () => setTimeout(started, 100));
  // `received` grows as results arrive: a test may wait for one before causing the next.
  return { subscribed, done, received: results as readonly T[] };
}
