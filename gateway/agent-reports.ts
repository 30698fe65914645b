import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieOf, SESSION_COOKIE } from './cookies';
import type { Platforms } from './upstream/platforms';
import { tracedUpstreamCall } from './tracing';

/**
 * GET /agent-reports.csv?month=&year= | ?week=true — the agent report as CSV (AgentReport.csvUrl), for
 * the signed-in agent of the session cookie. The gateway forwards only the period and the session:
 * the platform decides whose figures the caller may read (its own tree), as for the GraphQL field.
 * A plain link works (no CSRF header): it changes nothing and the cookie is SameSite=Lax.
 */
const PATH = '/agent-reports.csv';

export async function serveAgentReportCsv(
  options: { platforms: Platforms; upstreamTimeoutMs: number },
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://gateway');
  if (url.pathname !== PATH) return false;
  if (request.method !== 'GET') {
    response.writeHead(405, { allow: 'GET', 'content-type': 'text/plain' });
    response.end('Method not allowed');
    return true;
  }
  const query = new URLSearchParams();
  const month = url.searchParams.get('month');
  const year = url.searchParams.get('year');
  if (url.searchParams.get('week') === 'true') query.set('Week', 'true');
  else {
    if (month && /^\d{1,2}$/.test(month)) query.set('Month', month);
    if (year && /^\d{4}$/.test(year)) query.set('Year', year);
  }
  const token = cookieOf(request.headers.cookie, SESSION_COOKIE);
  const headers: Record<string, string> = { 'accept-language': request.headers['accept-language'] ?? 'en-US' };
  if (token) headers['x-session-token'] = token;
  // The whole exchange, the body read included, is inside the catch: a platform that stalls mid-answer
  // ends this request with a 502, never the gateway.
  try {
    const path = `/api/agent/report.csv?${query}`;
    const sent = new Headers(headers);
    const upstream = await tracedUpstreamCall('GET', '/api/agent/report.csv', options.platforms.urls[0]!, sent, () =>
      options.platforms.fetch(path, { headers: sent, signal: AbortSignal.timeout(options.upstreamTimeoutMs) }),
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
  return true;
}
