/**
 * The platform processes a gateway calls (UPSTREAM_URL: one or more, comma-separated, preferred first).
 * Each call goes to the first one not known to be down. A refused connection means nothing was sent, so
 * the call goes on to the next platform whatever its method, and the refusing one is passed over for a
 * while. A GET that failed on the way (a reset: the platform died under it) goes on too, since reading
 * twice changes nothing; any other method that failed after it left is not repeated, since it may have
 * acted. A time-out is never repeated: its time is spent. So a platform killed under a gateway costs its players nothing but the refused connections,
 * and the gateway's subscribers still get their events resolved (issue 16: kill -9 of a platform).
 */

/** How long a platform that refused a connection is passed over while another answers. */
export const DOWN_MS = 2000;

/** Failures of connecting: the request was never written (undici's cause codes). */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

export const notConnected = (error: unknown) => NOT_CONNECTED.has(((error as { cause?: { code?: string } })?.cause?.code ?? '') as string);

/** A network failure (fetch's TypeError), not a time-out or an abort. */
const networkFailure = (error: unknown) => error instanceof TypeError;

export interface Platforms {
  /** Preferred first. */
  readonly urls: readonly string[];
  /** fetch(`${platform}${path}`) on the first platform that takes the connection. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

export function platformsOf(urls: readonly string[], now: () => number = Date.now): Platforms {
  if (urls.length === 0) throw new Error('at least one platform URL is needed');
  const downUntil = new Map<string, number>();
  return {
    urls,
    async fetch(path, init) {
      // A body that is a stream can be sent once; it gets no second platform.
      const replayable = init?.body === undefined || init.body === null || typeof init.body === 'string' || init.body instanceof ArrayBuffer || ArrayBuffer.isView(init.body);
      const up = urls.filter((url) => (downUntil.get(url) ?? 0) <= now());
      // All down: try them all anyway, in order (one may be back).
      const order = up.length > 0 ? [...up, ...urls.filter((url) => !up.includes(url))] : urls;
      for (const [index, url] of order.entries()) {
        try {
          const response = await fetch(`${url}${path}`, init);
          downUntil.delete(url);
          return response;
        } catch (error) {
          const reading = (init?.method ?? 'GET') === 'GET' || init?.method === 'HEAD';
          if (notConnected(error)) downUntil.set(url, now() + DOWN_MS);
          else if (!(reading && networkFailure(error))) throw error;
          if (!replayable || index === order.length - 1) throw error;
        }
      }
      throw new Error('unreachable');
    },
  };
}
