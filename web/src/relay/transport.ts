import type { Client, ClientOptions } from 'graphql-ws';
import { useSyncExternalStore } from 'react';

/**
 * The real-time transport's state (seed 002 §4 "Real-time transport states: started, disconnected,
 * stopped"): started while the WebSocket is open, disconnected while it is lost with subscriptions still
 * wanted (graphql-ws retries and subscribes them again), stopped when no socket is wanted at all.
 */
export type TransportState = 'started' | 'disconnected' | 'stopped';

export interface TransportSnapshot {
  state: TransportState;
  /** How many times the socket came back after a loss: views refetch what they may have missed. */
  reconnects: number;
}

export interface TransportMachine {
  snapshot(): TransportSnapshot;
  subscribe(listener: () => void): () => void;
  connected(): void;
  /** The socket closed; `wanted` says whether any subscription is still open (a retry follows). */
  closed(wanted: boolean): void;
}

export function createTransportMachine(): TransportMachine {
  let current: TransportSnapshot = { state: 'stopped', reconnects: 0 };
  let lost = false;
  const listeners = new Set<() => void>();
  const set = (next: TransportSnapshot) => {
    if (next.state === current.state && next.reconnects === current.reconnects) return;
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connected() {
      set({ state: 'started', reconnects: current.reconnects + (lost ? 1 : 0) });
      lost = false;
    },
    closed(wanted) {
      lost = wanted;
      set({ ...current, state: wanted ? 'disconnected' : 'stopped' });
    },
  };
}

/** The app's one transport (network.ts drives it). */
export const transport = createTransportMachine();

/** What a server render shows (it opens no socket), and so what the browser's take-over of one starts from. */
const SERVER_SNAPSHOT: TransportSnapshot = { state: 'stopped', reconnects: 0 };

export const useTransport = () => useSyncExternalStore(transport.subscribe, transport.snapshot, () => SERVER_SNAPSHOT);

/**
 * Waits between reconnection attempts: 1 s, 2 s, 4 s… capped at 15 s, with jitter so a restarted gateway
 * is not hit by every browser in the same second.
 */
export function retryDelayMs(retries: number, random = Math.random): number {
  return Math.min(15_000, 1000 * 2 ** Math.min(retries, 4)) + Math.floor(random() * 1000);
}

/** What the app asks of a socket: operations, and closing it. */
export type GatewaySocket = Pick<Client, 'subscribe' | 'dispose'>;

/**
 * A graphql-ws client on the gateway's /graphql (the back office's: /backoffice/graphql), as every socket of the app opens it: lazily, retried for
 * ever with backoff (graphql-ws subscribes the open operations again), a ping every 10 s finding a dead
 * peer that never sent a close frame. graphql-ws itself (about 3 kB gzip) downloads with the first
 * subscription, not with the first page (bench:web-bundle). A subscription thus starts a little later
 * than its view: a view that must not miss a change made meanwhile reads its data again once the socket
 * is up (viewerSocket.ts's onStarted: the header's balance).
 */
export function gatewaySocket(on?: ClientOptions['on'], path = '/graphql'): GatewaySocket {
  let client: Client | null = null;
  let disposed = false;
  const connect = async () => {
    const { createClient } = await import('graphql-ws');
    client ??= createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`,
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
      keepAlive: 10_000,
      ...(on ? { on } : {}),
    });
    return client;
  };
  return {
    subscribe(payload, sink) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      connect().then(
        (connected) => {
          if (!cancelled && !disposed) unsubscribe = connected.subscribe(payload, sink);
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    dispose() {
      disposed = true;
      return client?.dispose();
    },
  };
}
