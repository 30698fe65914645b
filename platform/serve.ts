/**
 * The platform served over HTTP, and its graceful stop (issue 16 §6): main.ts runs it; tests drive it.
 * Stopping: /health answers 503 and the event streams end at once (their consumers resume from
 * Last-Event-ID elsewhere), no new connection is taken, the requests under way get the grace to finish,
 * then the workers and the database close.
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { drainable } from '../rules/drain';
import type { bootPlatform } from './boot';

type Platform = Awaited<ReturnType<typeof bootPlatform>>;

export function servePlatform(platform: Platform, address: { host: string; port: number }, onListening?: (port: number) => void) {
  const server = serve({ fetch: platform.app.fetch, hostname: address.host, port: address.port }, (info) => onListening?.(info.port)) as Server;
  const drainer = drainable(server);
  let stopping: Promise<{ cut: number }> | null = null;
  return {
    server,
    inFlight: () => drainer.inFlight(),
    stop(graceMs: number) {
      stopping ??= (async () => {
        platform.lifecycle.startDraining();
        const result = await drainer.drain(graceMs);
        await platform.close();
        return result;
      })();
      return stopping;
    },
  };
}
