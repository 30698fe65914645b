import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieOf, STAFF_COOKIE } from './cookies';
import { type CsvRelayOptions, refusedMethod, relayCsv } from './csv-relay';
import { BACKOFFICE_PATH } from '../rules/backoffice';

/**
 * GET /backoffice/export/<name>.csv — the back office's CSV downloads (issue 18), and export/kyc/<id> — a KYC
 * document's file for the compliance review — for the member of staff
 * of the staff cookie (whose path covers /backoffice, so a plain link carries it). Each export names the
 * platform route and the query parameters it passes on; the platform checks the role table and the
 * values. Nothing here changes anything, and the cookie is SameSite=Strict.
 */
const EXPORTS: Record<string, { path: string; params: readonly string[] }> = {
  'audit.csv': { path: '/api/backoffice/audit.csv', params: ['Staff', 'Operation', 'TargetType', 'TargetId', 'From', 'To'] },
  'reports.csv': { path: '/api/backoffice/reports.csv', params: ['From', 'To', 'Currency'] },
};

const PREFIX = `${BACKOFFICE_PATH}/export/`;

/** The headers of a relayed KYC file (export/kyc/<id>, kyc.read at the platform). */
const DOCUMENT_SAFETY = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
} as const;

export async function serveBackofficeExport(options: CsvRelayOptions, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://gateway');
  if (!url.pathname.startsWith(PREFIX)) return false;
  const asked = url.pathname.slice(PREFIX.length);
  const document = /^kyc\/(\d{1,18})$/.exec(asked);
  const target = document ? { path: `/api/backoffice/compliance/kyc/${document[1]}/file`, params: [] } : Object.hasOwn(EXPORTS, asked) ? EXPORTS[asked] : undefined;
  if (!target) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
    return true;
  }
  if (refusedMethod(request.method, response)) return true;
  // A KYC document (an identity paper a player uploaded) is shown, never run: whatever the platform
  // answers, the browser may not sniff it into something else, run script in it or frame it elsewhere.
  if (document) for (const [header, value] of Object.entries(DOCUMENT_SAFETY)) response.setHeader(header, value);
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
