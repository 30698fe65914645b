/**
 * Graceful drain of a Node HTTP server, for the gateway and the platform alike (issue 16 §6): on SIGTERM a
 * process stops taking connections, lets the requests under way finish within a grace period, and cuts
 * only what is still running after it. (Not a pure rule: the one piece of serving both processes share,
 * kept here beside env.ts because the gateway may not import platform code.)
 */
import type { Server } from 'node:http';

export interface Drainable {
  /** Requests under way right now. */
  inFlight(): number;
  /**
   * Stops accepting connections, closes idle keep-alive ones, waits for the requests under way for at
   * most `graceMs`, then closes every connection left, and `cut` ends what the server does not track
   * (upgraded WebSockets). Resolves with how many requests it had to cut.
   */
  drain(graceMs: number, cut?: () => void): Promise<{ cut: number }>;
}

export function drainable(server: Server): Drainable {
  let inFlight = 0;
  let settled: (() => void) | null = null;
  server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => {
      inFlight--;
      // A keep-alive connection whose last request just ended would otherwise stay open until the grace ends.
      if (draining) server.closeIdleConnections();
      if (inFlight === 0) settled?.();
    });
  });
  let draining = false;
  return {
    inFlight: () => inFlight,
    async drain(graceMs, cutOthers) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          settled = resolve;
          timer = setTimeout(resolve, graceMs);
        });
        clearTimeout(timer);
      }
      const cut = inFlight;
      server.closeAllConnections();
      cutOthers?.();
      await closed;
      return { cut };
    },
  };
}
