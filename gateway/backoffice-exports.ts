import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieOf, STAFF_COOKIE } from './cookies';
import { type CsvRelayOptions, refusedMethod, relayCsv } from './csv-relay';
import { BACKOFFICE_PATH } from '../rules/backoffice';

/**
 * GET /backoffice/export/<name>.csv — the back office's CSV downloads (issue 18), for the member of staff
 * of the staff cookie (whose path covers /backoffice, so a plain link carries it). Each export names the
 * platform route and the query parameters it passes on; the platform checks the role table and the
 * values. Nothing here changes anything, and the cookie is SameSite=Strict.
 */
const EXPORTS: Record<string, { path: string; params: readonly string[] }> = {
  'audit.csv': { path: '/api/backoffice/audit.csv', params: ['Staff', 'Operation', 'TargetType', 'TargetId', 'From', 'To'] },
  'reports.csv': { path: '/api/backoffice/reports.csv', params: ['From', 'To', 'Currency'] },
};

const PREFIX = `${BACKOFFICE_PATH}/export/`;

export async function serveBackofficeExport(options: CsvRelayOptions, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://gateway');
  if (!url.pathname.startsWith(PREFIX)) return false;
  const target = Object.hasOwn(EXPORTS, url.pathname.slice(PREFIX.length)) ? EXPORTS[url.pathname.slice(PREFIX.length)] : undefined;
  if (!target) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
    return true;
  }
  if (refusedMethod(request.method, response)) return true;
  const query = new URLSearchParams();
  for (const name of target.params) {
    const value = url.searchParams.get(name);
    if (value !== null) query.set(name, value.slice(0, 200));
  }
  const token = cookieOf(request.headers.cookie, STAFF_COOKIE);
  const headers: Record<string, string> = { 'accept-language': request.headers['accept-language'] ?? 'en-US' };
  if (token) headers['x-staff-token'] = token;
  await relayCsv(options, target.path, query, headers, response);
  return true;
}
