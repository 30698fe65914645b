import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { frameHeaders } from '../rules/framing';

/**
 * The security headers of the web app's answers (issues 18 and 24), built in this one place: the pages'
 * Content-Security-Policy, HSTS, Referrer-Policy and nosniff. The game and stream pages the app frames are
 * the platform's and carry their own (frame-ancestors 'self', rules/framing.ts).
 */

/** A fresh nonce per answer: 128 random bits, base64 (CSP's nonce-source grammar). */
export const freshNonce = () => randomBytes(16).toString('base64');

/**
 * The policy of a web app page. Scripts: only those carrying this answer's nonce, and what they load
 * ('strict-dynamic': the entry imports the route chunks, the chat widget adds its script); 'self' and the
 * chat's host remain for browsers without CSP Level 3, which ignore neither. Workers (the proof of work)
 * from the site. Styles allow inline `style` attributes (React sets them), so no nonce there: a nonce would
 * switch 'unsafe-inline' off. Connections: the site (fetch, and its ws:/wss: socket, which 'self' covers in
 * CSP Level 3) plus the chat's host when one is configured (CHAT_SCRIPT_URL), and then only. Frames: the
 * site's own game and stream pages. Nothing frames the app.
 */
export function pageCsp(nonce: string, chatScriptUrl: string | null = null): string {
  const chat = chatScriptUrl ? ` ${new URL(chatScriptUrl).origin}` : '';
  const websocket = chatScriptUrl ? ` wss://${new URL(chatScriptUrl).host}` : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${chat}`,
    "worker-src 'self'",
    `style-src 'self' 'unsafe-inline'${chat}`,
    `img-src 'self' data: blob:${chat}`,
    `font-src 'self' data:${chat}`,
    `connect-src 'self'${chat}${websocket}`,
    `frame-src 'self'${chat}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameHeaders('none')['content-security-policy'],
  ].join('; ');
}

/** When HSTS is sent (HSTS): always, never, or auto (the answer goes out over TLS). */
export type HstsMode = 'true' | 'false' | 'auto';

/** Two years, the length HSTS preload lists ask for. */
const HSTS_MAX_AGE = 63_072_000;

/**
 * Whether the request reached us over TLS: an encrypted socket, or with TRUST_PROXY a proxy's
 * X-Forwarded-Proto (its last entry, the one it appended) saying https. A client's header alone never decides.
 */
export function overTls(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

export interface SecurityOptions {
  hsts: HstsMode;
  trustProxy: boolean;
}

/** The headers every answer of the web app carries (files, pages and redirects alike). */
export function securityHeaders(request: IncomingMessage, options: SecurityOptions): Record<string, string> {
  const hsts = options.hsts === 'true' || (options.hsts === 'auto' && overTls(request, options.trustProxy));
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(hsts ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE}` } : {}),
  };
}

/** The headers of a page of the app: the above, its policy with this answer's nonce, and no framing. */
export function pageHeaders(request: IncomingMessage, options: SecurityOptions & { nonce: string; chatScriptUrl: string | null }): Record<string, string> {
  return {
    ...securityHeaders(request, options),
    ...frameHeaders('none'),
    'content-security-policy': pageCsp(options.nonce, options.chatScriptUrl),
  };
}
