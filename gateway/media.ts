import type { IncomingMessage, ServerResponse } from 'node:http';

/** /media/<kind>/… → the platform's /api/sportsbook/<kind>/…: crests and demo streams it draws. */
const MEDIA = /^\/media\/(logos|streams)\/([^?]{1,200})$/;

/**
 * Passes the platform's drawn media through, GET only and for these two folders only: the gateway does
 * not become an open proxy to the REST contract.
 */
export async function serveMedia(upstreamUrl: string, timeoutMs: number, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const match = MEDIA.exec((request.url ?? '').split('?')[0] ?? '');
  if (!match || request.method !== 'GET') return false;
  const upstream = await fetch(`${upstreamUrl}/api/sportsbook/${match[1]}/${match[2]}`, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
  if (!upstream) {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('Media unavailable');
    return true;
  }
  const headers: Record<string, string> = { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' };
  const cache = upstream.headers.get('cache-control');
  if (cache) headers['cache-control'] = cache;
  response.writeHead(upstream.status, headers);
  response.end(Buffer.from(await upstream.arrayBuffer()));
  return true;
}
