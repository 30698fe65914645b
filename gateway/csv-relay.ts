import type { ServerResponse } from 'node:http';
import type { Platforms } from './upstream/platforms';
import { tracedUpstreamCall } from './tracing';

export interface CsvRelayOptions {
  platforms: Platforms;
  upstreamTimeoutMs: number;
}

/**
 * Relays one CSV download from the platform: its status, type and file name, never cached. The whole
 * exchange, the body read included, is inside the catch: a platform that stalls mid-answer ends this
 * request with a 502, never the gateway.
 */
export async function relayCsv(options: CsvRelayOptions, path: string, query: URLSearchParams, headers: Record<string, string>, response: ServerResponse): Promise<void> {
  try {
    const sent = new Headers(headers);
    const upstream = await tracedUpstreamCall('GET', path, options.platforms.urls[0]!, sent, () =>
      options.platforms.fetch(`${path}?${query}`, { headers: sent, signal: AbortSignal.timeout(options.upstreamTimeoutMs) }),
    );
    const passed: Record<string, string> = { 'cache-control': 'no-store' };
    for (const name of ['content-type', 'content-disposition']) {
      const value = upstream.headers.get(name);
      if (value) passed[name] = value;
    }
    const data = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, passed);
    response.end(data);
  } catch {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('The report is unavailable; try again shortly.');
  }
}

/** Answers a method other than GET with a 405; true when it did. */
export function refusedMethod(method: string | undefined, response: ServerResponse): boolean {
  if (method === 'GET') return false;
  response.writeHead(405, { allow: 'GET', 'content-type': 'text/plain' });
  response.end('Method not allowed');
  return true;
}
