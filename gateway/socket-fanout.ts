/**
 * Writing a shared subscription's results straight to the sockets that asked for it (issue 20). graphql-ws
 * would encode every result once per subscriber, each behind its own async iterator and promise chain:
 * at 10,000 sockets the gateway's core spent itself on that and every price queued behind the last. Here a
 * result is encoded once and each socket gets `{"id":<its id>,"type":"next","payload":<the same bytes>}`,
 * byte for byte what graphql-ws would send.
 *
 * A socket that cannot keep up (its unsent bytes above `softBytes`) is not sent more: the results meant for
 * it are conflated, each record (an odd, a match's state) replaced by its latest version, and the newest
 * state goes out once it drained. Conflated, its unsent bytes stay near `softBytes`: what tells a stuck
 * socket is time, so one that has not drained for `stuckMs` is closed with TRY_AGAIN_LATER (1013),
 * which graphql-ws clients retry (it is not one of their fatal codes): the browser resubscribes and its views fetch their data again (web useRefreshOnReconnect), so it resumes on current
 * state instead of a backlog.
 */
import type { ExecutionResult } from 'graphql';

/** RFC 6455 registry "Try Again Later": graphql-ws clients reconnect on it (web/src/relay/transport.ts retries for ever). */
export const TRY_AGAIN_LATER = 1013;

/** What the fan-out needs of a `ws` WebSocket. */
export interface FanoutSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: string): void;
  close(code: number, reason: string): void;
}

export interface FanoutLimits {
  /** Unsent bytes above which a socket is sent nothing more until it drained; results are conflated. */
  softBytes: number;
  /** A socket above softBytes for longer than this is closed (TRY_AGAIN_LATER). */
  stuckMs: number;
  /** How often sockets that are behind are looked at again. */
  checkMs: number;
}

export const DEFAULT_FANOUT_LIMITS: FanoutLimits = { softBytes: 64 * 1024, stuckMs: 10_000, checkMs: 50 };

const OPEN = 1;

/** A result as graphql-ws sends it: its fields, then `errors` (when any) last, each as the error's toJSON. */
export function encodeResult(result: ExecutionResult): string {
  const { errors, ...rest } = result;
  return JSON.stringify(errors ? { ...rest, errors: errors.map((error) => (typeof error.toJSON === 'function' ? error.toJSON() : error)) } : rest);
}

/** A result and its encoding, made once and shared by every socket that is up to date. */
export class Encoded {
  #payload: string | null = null;
  constructor(readonly result: ExecutionResult) {}
  get payload(): string {
    return (this.#payload ??= encodeResult(this.result));
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isRecord = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const idOf = (value: Json) => (isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number') ? value.id : undefined);
/** Flags that say "this happened since": once true, a later false must not hide it (refetch the book, the list). */
const STICKY_FLAGS = new Set(['reshaped', 'listChanged']);

/**
 * The newer value merged into the older: objects field by field, lists of nodes (with an id) by id, the
 * newer node replacing the older whole; anything else the newer. Null when the two cannot be merged
 * without losing something (a list of things without ids): both are then sent.
 */
function merge(older: Json, newer: Json, key = ''): Json | undefined {
  if (isRecord(older) && isRecord(newer)) {
    const merged: Record<string, Json> = { ...older };
    for (const [field, value] of Object.entries(newer)) {
      const next = field in older ? merge(older[field]!, value, field) : value;
      if (next === undefined) return undefined;
      merged[field] = next;
    }
    return merged;
  }
  if (Array.isArray(older) && Array.isArray(newer)) {
    if (![...older, ...newer].every((item) => idOf(item) !== undefined)) return undefined;
    const byId = new Map(older.map((item) => [idOf(item), item]));
    for (const item of newer) {
      byId.delete(idOf(item));
      byId.set(idOf(item), item);
    }
    return [...byId.values()];
  }
  if (STICKY_FLAGS.has(key) && older === true) return true;
  return newer;
}

/** The record a result is about (a match's odds or state): results of different records are never merged. */
function recordOf(result: ExecutionResult): string | null {
  if (result.errors?.length || !isRecord(result.data)) return null;
  const fields = Object.entries(result.data);
  if (fields.length !== 1) return null;
  const [field, value] = fields[0]!;
  const record = isRecord(value) ? (value.matchId ?? value.id ?? '') : '';
  return typeof record === 'string' || typeof record === 'number' ? `${field}:${record}` : null;
}

/** The results waiting for a socket that is behind, each record's latest state once. */
function conflate(waiting: Encoded[], next: Encoded): Encoded[] {
  const record = recordOf(next.result);
  if (record === null) return [...waiting, next];
  const at = waiting.findIndex((item) => recordOf(item.result) === record);
  if (at < 0) return [...waiting, next];
  const merged = merge(waiting[at]!.result.data as Json, next.result.data as Json);
  if (merged === undefined) return [...waiting, next];
  // The record moves to the end: its newest state is the last thing the client learns of it.
  return [...waiting.slice(0, at), ...waiting.slice(at + 1), new Encoded({ data: merged as ExecutionResult['data'] })];
}

/** One subscription on one socket: a graphql-ws id whose results the fan-out writes. */
export interface Delivery {
  socket: FanoutSocket;
  id: string;
}

interface Target {
  delivery: Delivery;
  prefix: string;
  waiting: Encoded[];
  /** Since when the socket has been behind. */
  behindSince: number;
}

export function createSocketFanout(limits: FanoutLimits = DEFAULT_FANOUT_LIMITS, now = () => performance.now()) {
  const behind = new Set<Target>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const write = (target: Target, encoded: Encoded) => target.delivery.socket.send(target.prefix + encoded.payload + '}');

  /** Sends what waits once the socket drained; closes it when it stayed over the hard bound too long. */
  function check(target: Target): void {
    const { socket } = target.delivery;
    if (socket.readyState !== OPEN) {
      behind.delete(target);
      return;
    }
    if (socket.bufferedAmount > limits.softBytes) {
      if (now() - target.behindSince > limits.stuckMs) {
        behind.delete(target);
        target.waiting = [];
        socket.close(TRY_AGAIN_LATER, 'Too slow: reconnect');
      }
      return;
    }
    for (const encoded of target.waiting.splice(0)) write(target, encoded);
    behind.delete(target);
  }

  function watch(target: Target) {
    if (!behind.has(target)) target.behindSince = now();
    behind.add(target);
    timer ??= setInterval(() => {
      for (const waiting of behind) check(waiting);
      if (behind.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    }, limits.checkMs);
    timer.unref?.();
  }

  return {
    /** A subscription's target: `send` hands it each result, `drop` forgets it. */
    target(delivery: Delivery) {
      const target: Target = { delivery, prefix: `{"id":${JSON.stringify(delivery.id)},"type":"next","payload":`, waiting: [], behindSince: 0 };
      return {
        send(encoded: Encoded) {
          const { socket } = delivery;
          if (socket.readyState !== OPEN) return;
          if (target.waiting.length === 0 && socket.bufferedAmount <= limits.softBytes) return write(target, encoded);
          target.waiting = conflate(target.waiting, encoded);
          watch(target);
          check(target);
        },
        /** Writes what waits, behind or not (the subscription ends: nothing comes after). */
        flush() {
          behind.delete(target);
          if (delivery.socket.readyState === OPEN) for (const encoded of target.waiting) write(target, encoded);
          target.waiting = [];
        },
        drop() {
          behind.delete(target);
          target.waiting = [];
        },
      };
    },
    /** Sockets that are behind, for tests and metrics. */
    behind: () => behind.size,
  };
}

export type SocketFanout = ReturnType<typeof createSocketFanout>;
