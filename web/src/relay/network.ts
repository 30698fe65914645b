import { createClient, type Client } from 'graphql-ws';
import { Network, Observable, type FetchFunction, type SubscribeFunction } from 'relay-runtime';
import { i18next } from '../i18n/i18n';

/** Sent on every request; the gateway refuses state-changing requests without it (CSRF). */
const CSRF_HEADER = 'x-oddsgate-csrf';

/**
 * The web client sends only persisted ids (relay-compiler wrote the documents
 * to web/persisted-operations.json); the language travels as Accept-Language so
 * errors come back translated.
 */
function persistedBody(params: { id?: string | null; text?: string | null; name: string }, variables: Record<string, unknown>) {
  return params.id
    ? { operationName: params.name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } }
    : { operationName: params.name, variables, query: params.text };
}

const fetchFunction: FetchFunction = (params, variables) =>
  Observable.create((sink) => {
    const controller = new AbortController();
    fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1', 'accept-language': i18next.language },
      body: JSON.stringify(persistedBody(params, variables)),
    })
      .then((response) => response.json())
      .then((json: { errors?: { message: string }[]; data?: unknown }) => {
        if (json.errors?.length && !json.data) throw new Error(json.errors.map((e) => e.message).join('; '));
        sink.next(json as never);
        sink.complete();
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') sink.error(error);
      });
    return () => controller.abort();
  });

let wsClient: Client | null = null;

/** One WebSocket for all subscriptions, opened on the first and closed after the last. */
function subscriptionClient(): Client {
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
  });
  return wsClient;
}

const subscribeFunction: SubscribeFunction = (params, variables) =>
  Observable.create((sink) =>
    subscriptionClient().subscribe(
      { ...(persistedBody(params, variables) as { query: string }), query: params.id ? '' : (params.text ?? '') },
      {
        next: (value) => sink.next(value as never),
        error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        complete: () => sink.complete(),
      },
    ),
  );

export const network = Network.create(fetchFunction, subscribeFunction);
