import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieOf, SESSION_COOKIE } from './cookies';
import { type CsvRelayOptions, refusedMethod, relayCsv } from './csv-relay';

/**
 * GET /agent-reports.csv?month=&year= | ?week=true — the agent report as CSV (AgentReport.csvUrl), for
 * the signed-in agent of the session cookie. The gateway forwards only the period and the session:
 * the platform decides whose figures the caller may read (its own tree), as for the GraphQL field.
 * A plain link works (no CSRF header): it changes nothing and the cookie is SameSite=Lax.
 */
const PATH = '/agent-reports.csv';

export async function serveAgentReportCsv(
  options: CsvRelayOptions,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://gateway');
  if (url.pathname !== PATH) return false;
  if (refusedMethod(request.method, response)) return true;
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
  await relayCsv(options, '/api/agent/report.csv', query, headers, response);
  return true;
}
