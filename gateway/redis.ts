/**
 * The gateway's Redis connections. ioredis emits 'error' on every failed reconnect: without a listener
 * each one printed "[ioredis] Unhandled error event" with a stack (42 in 8 s with Redis down, issue 16).
 * Here a connection says once that it lost Redis and once that it is back, and /ready reads whether
 * every connection is up.
 */
import { Redis } from 'ioredis';
import { log } from './log';

const connections = new Set<Redis>();

/** A connection to `url`; `role` names it in the log lines (publish, subscribe, leader). */
export function redisConnection(url: string, role: string): Redis {
  const client = new Redis(url);
  let lost = false;
  client.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ redis: role, err: error.message }, 'Redis unreachable; reconnecting');
  });
  client.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.warn({ redis: role }, 'Redis reachable again');
  });
  connections.add(client);
  client.once('end', () => connections.delete(client));
  return client;
}

/** Whether every open Redis connection of this process is ready (true with none: Redis not configured). */
export const redisReady = () => [...connections].every((client) => client.status === 'ready');
