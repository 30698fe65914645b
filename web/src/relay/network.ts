import { Network, Observable, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { i18next } from '../i18n/i18n';
import { createFreshness } from './freshness';
import { gatewaySocket, transport, type GatewaySocket } from './transport';

/** Sent on every request; the gateway refuses state-changing requests without it (CSRF). */
const CSRF_HEADER = 'x-oddsgate-csrf';

/**
 * The web client sends only persisted ids (relay-compiler wrote the documents
 * to web/persisted-operations.json); the language travels as Accept-Language so
 * errors come back translated.
 */
export function persistedBody(params: { id?: string | null; text?: string | null; name: string }, variables: Record<string, unknown>) {
  return params.id
    ? { operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
    : { operationName: params.name, variables, query: params.text };
}

/** POSTs an operation (by its persisted id) to a GraphQL endpoint of the gateway and reads the answer. */
export async function postOperation(path: string, params: Parameters<FetchFunction>[0], variables: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1', 'accept-language': i18next.language },
    body: JSON.stringify(persistedBody(params, variables)),
  });
  return response.json();
}

/** Keeps a slow answer from taking back what a subscription pushed meanwhile (./freshness.ts). */
const freshness = createFreshness();

const fetchFunction: FetchFunction = (params, variables) =>
  Observable.create((sink) => {
    const controller = new AbortController();
    const ticket = freshness.sent();
    postOperation('/graphql', params, variables, controller.signal)
      .then((answer) => {
        const json = answer as { errors?: { message: string }[]; data?: unknown };
        if (json.errors?.length && !json.data) throw new Error(json.errors.map((e) => e.message).join('; '));
        freshness.answered(ticket, json.data);
        sink.next(json as never);
        sink.complete();
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') sink.error(error);
      })
      .finally(() => freshness.settled(ticket));
    return () => {
      freshness.settled(ticket);
      controller.abort();
    };
  });

let wsClient: GatewaySocket | null = null;
/** Subscriptions wanted right now: a socket lost while any is open is a disconnection, not a stop. */
let openSubscriptions = 0;

/**
 * One WebSocket for all subscriptions, opened on the first and closed after the last. A lost socket is
 * retried for ever (backing off) and graphql-ws subscribes the open operations again on the new one.
 */
function subscriptionClient(): GatewaySocket {
  wsClient ??= gatewaySocket({
    connected: () => transport.connected(),
    closed: () => transport.closed(openSubscriptions > 0),
  });
  return wsClient;
}

const subscribeFunction: SubscribeFunction = (params, variables) =>
  Observable.create((sink) => {
    openSubscriptions += 1;
    let open = true;
    const done = () => {
      if (!open) return;
      open = false;
      openSubscriptions -= 1;
    };
    const unsubscribe = subscriptionClient().subscribe(
      { ...(persistedBody(params, variables) as { query: string }), query: params.id ? '' : (params.text ?? '') },
      {
        next: (value) => {
          freshness.pushed(value.data);
          sink.next(value as never);
        },
        error: (error) => {
          done();
          sink.error(error instanceof Error ? error : new Error(String(error)));
        },
        complete: () => {
          done();
          sink.complete();
        },
      },
    );
    return () => {
      done();
      unsubscribe();
    };
  });

export const network = Network.create(fetchFunction, subscribeFunction);
