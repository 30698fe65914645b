import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * /media/<kind>/… → the platform's /api/sportsbook/<kind>/…: crests and demo streams it draws;
 * /media/casino/{gameId}.svg → /api/casino/art/{gameId}.svg: a game's generated artwork.
 */
const MEDIA: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\/media\/(logos|streams)\/([^?]{1,200})$/, (match) => `/api/sportsbook/${match[1]}/${match[2]}`],
  [/^\/media\/casino\/(\d{1,9})\.svg$/, (match) => `/api/casino/art/${match[1]}.svg`],
];

/**
 * Passes the platform's drawn media through, GET only and for these folders only: the gateway does
 * not become an open proxy to the REST contract.
 */
export async function serveMedia(upstreamUrl: string, timeoutMs: number, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== 'GET') return false;
  const path = (request.url ?? '').split('?')[0] ?? '';
  const upstreamPath = MEDIA.map(([pattern, target]) => {
    const match = pattern.exec(path);
    return match ? target(match) : null;
  }).find((target) => target !== null);
  if (!upstreamPath) return false;
  const upstream = await fetch(`${upstreamUrl}${upstreamPath}`, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => null);
  if (!upstream) {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('Media unavailable');
    return true;
  }
  const headers: Record<string, string> = { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' };
  const cache = upstream.headers.get('cache-control');
  if (cache) headers['cache-control'] = cache;
  // An SVG opened on its own is a document of this site: it may draw, never run script or load anything.
  if (headers['content-type']!.startsWith('image/svg+xml')) headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  response.writeHead(upstream.status, headers);
  response.end(Buffer.from(await upstream.arrayBuffer()));
  return true;
}
