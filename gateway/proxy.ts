import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { isHtml, withFraming } from '../rules/framing';
import { cookieOf, SESSION_COOKIE } from './cookies';
import { proxiedAddressOf } from './yoga';
import type { Platforms } from './upstream/platforms';

/**
 * The browser reaches only the gateway, yet a few platform routes are its to load directly: drawn media,
 * the cashier's sandbox payment page (whose form posts back to itself) and providers' signed callbacks,
 * and the casino's game pages with their play actions (issue 7). This table is every path the gateway
 * passes through, and nothing else is: the gateway is not an open proxy to the REST contract.
 *
 * A path is matched segment by segment, each segment percent-decoded first and then held to its own
 * pattern; the platform path is rebuilt from the table with every value re-encoded. A raw path never
 * travels upstream: `..`, `%2e%2e` or an encoded `/` in a segment cannot climb out to another route
 * (issue 14 §1: /media/logos/../../../health answered the platform's health check).
 */

/** A gateway path segment: a literal, or a pattern the whole decoded segment must match. */
type Segment = string | RegExp;

/** How one family of routes is forwarded. */
interface Family {
  /** Request headers passed on (the page language, the body's type, a provider's signature). */
  requestHeaders: readonly string[];
  /** Response headers passed back. */
  responseHeaders: readonly string[];
  /** The 502 text when the platform is away. */
  unavailable: string;
  /** Pass the client's address on (the cashier records who paid). */
  forwardAddress: boolean;
  /** Pass the player's session on (X-Session-Token from the og_session cookie), as the GraphQL side does. */
  forwardSession?: boolean;
}

/** A page says itself who may frame it (the stream page: this site); the gateway adds 'none' where it does not. */
const FRAMING = ['content-security-policy', 'x-frame-options'] as const;
const MEDIA: Family = { requestHeaders: [], responseHeaders: ['content-type', 'cache-control', ...FRAMING], unavailable: 'Media unavailable', forwardAddress: false };
const CASHIER: Family = {
  requestHeaders: ['accept-language', 'content-type', 'user-agent', 'x-signature'],
  // location is passed unchanged: a path of this site (the platform accepts no other return path).
  responseHeaders: ['content-type', 'cache-control', 'location', ...FRAMING],
  unavailable: 'Payment service unavailable',
  forwardAddress: true,
};
const GAMES: Family = {
  ...CASHIER,
  // The page is self-contained and says itself what it may load and who may frame it.
  responseHeaders: [...CASHIER.responseHeaders, 'referrer-policy', 'x-content-type-options'],
  unavailable: 'Game service unavailable',
  // A real-money game session plays only with the session of its player (issue 14 §12d).
  forwardSession: true,
};

interface ProxyRoute {
  method: 'GET' | 'POST';
  path: readonly Segment[];
  /** The platform path's segments, from the matched (decoded) pattern segments in order. */
  upstream: (params: string[]) => string[];
  family: Family;
  /** Query parameters passed on; any other is dropped. */
  query?: readonly string[];
}

const DIGITS = /^\d{1,18}$/;
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;
/** A crest is drawn from a team's name (encodeURIComponent'd by the platform's logoUrl); control characters are refused by segmentsOf. */
const CREST = /^[^/\\]{1,120}\.svg$/;

const ROUTES: readonly ProxyRoute[] = [
  // /media/…: what the platform draws (sportsbook/media-routes.ts, casino art).
  { method: 'GET', path: ['media', 'logos', CREST], upstream: ([file]) => ['api', 'sportsbook', 'logos', file!], family: MEDIA },
  { method: 'GET', path: ['media', 'streams', DIGITS], upstream: ([id]) => ['api', 'sportsbook', 'streams', id!], family: MEDIA },
  { method: 'GET', path: ['media', 'streams', DIGITS, 'state'], upstream: ([id]) => ['api', 'sportsbook', 'streams', id!, 'state'], family: MEDIA },
  { method: 'GET', path: ['media', 'casino', /^\d{1,9}\.svg$/], upstream: ([file]) => ['api', 'casino', 'art', file!], family: MEDIA },
  // The sandbox payment page and its form (answers 303 back to the player's return path); providers' callbacks.
  { method: 'GET', path: ['api', 'cashier', 'sandbox', DIGITS], upstream: ([id]) => ['api', 'cashier', 'sandbox', id!], family: CASHIER, query: ['token', 'returnUrl'] },
  { method: 'POST', path: ['api', 'cashier', 'sandbox', DIGITS], upstream: ([id]) => ['api', 'cashier', 'sandbox', id!], family: CASHIER, query: ['token', 'returnUrl'] },
  { method: 'POST', path: ['api', 'cashier', 'callback', /^[a-z0-9-]{1,40}$/], upstream: ([provider]) => ['api', 'cashier', 'callback', provider!], family: CASHIER },
  // A launched game session's page, and the page's play actions (JSON).
  { method: 'GET', path: ['games', /^(?!api$)[a-z]{1,20}$/, TOKEN], upstream: ([engine, token]) => ['games', engine!, token!], family: GAMES },
  { method: 'POST', path: ['games', 'api', TOKEN], upstream: ([token]) => ['games', 'api', token!], family: GAMES },
];

/** A card form or a provider's JSON is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

export interface ProxyOptions {
  platforms: Platforms;
  upstreamTimeoutMs: number;
  trustProxy: boolean;
}

const hasControl = (text: string) => [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** The decoded segments of a request path, or null when one cannot be a plain segment (a dot segment, an encoded slash, bad escapes). */
function segmentsOf(path: string): string[] | null {
  if (!path.startsWith('/')) return null; // absolute-form and asterisk request targets
  const segments: string[] = [];
  for (const raw of path.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\') || hasControl(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** The route a request is, with the platform URL (path and allowed query) to send it to; null for anything else. */
export function proxyTarget(method: string, url: string): { route: ProxyRoute; upstreamPath: string } | null {
  const queryAt = url.indexOf('?');
  const segments = segmentsOf(queryAt < 0 ? url : url.slice(0, queryAt));
  if (!segments) return null;
  for (const route of ROUTES) {
    if (route.method !== method || route.path.length !== segments.length) continue;
    const params: string[] = [];
    const matches = route.path.every((pattern, index) => {
      const segment = segments[index]!;
      if (typeof pattern === 'string') return segment === pattern;
      if (!pattern.test(segment)) return false;
      params.push(segment);
      return true;
    });
    if (!matches) continue;
    const query = new URLSearchParams();
    if (route.query && queryAt >= 0) {
      const given = new URLSearchParams(url.slice(queryAt + 1));
      for (const name of route.query) {
        const value = given.get(name);
        if (value !== null) query.set(name, value);
      }
    }
    const search = query.size > 0 ? `?${query}` : '';
    return { route, upstreamPath: `/${route.upstream(params).map(encodeURIComponent).join('/')}${search}` };
  }
  return null;
}

/** The request body as a stream that fails once it passes the limit (a chunked body has no Content-Length to check). */
function limitedBody(request: IncomingMessage, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let seen = 0;
  const limiter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > MAX_BODY_BYTES) {
        onTooLarge();
        controller.error(new Error('request body too large'));
      } else controller.enqueue(chunk);
    },
  });
  return (Readable.toWeb(request) as ReadableStream<Uint8Array>).pipeThrough(limiter);
}

function answer(response: ServerResponse, status: number, text: string) {
  if (response.headersSent) {
    // Too late for a status: cut the answer short rather than let it pass as complete.
    response.destroy();
    return;
  }
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** Handles the request when it is one of the table's routes; false lets the server try its other handlers. */
export async function serveProxy(options: ProxyOptions, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const method = request.method ?? 'GET';
  const target = proxyTarget(method, request.url ?? '/');
  if (!target) return false;
  const { route, upstreamPath } = target;
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    answer(response, 413, 'Payload too large');
    return true;
  }
  const headers = new Headers();
  for (const name of route.family.requestHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  if (route.family.forwardAddress) {
    const forwardedFor = options.trustProxy ? request.headers['x-forwarded-for'] : undefined;
    const address = (typeof forwardedFor === 'string' ? proxiedAddressOf(forwardedFor) : undefined) || request.socket.remoteAddress?.replace(/^::ffff:/, '');
    if (address) headers.set('x-forwarded-for', address);
  }
  if (route.family.forwardSession) {
    const token = cookieOf(request.headers.cookie, SESSION_COOKIE);
    if (token) headers.set('x-session-token', token);
  }
  let tooLarge = false;
  // Every upstream step, the body read included, is inside this try: a time-out or a reset while the
  // answer streams must end this response, never the gateway (an unhandled rejection exits Node).
  try {
    const body = method === 'POST' ? limitedBody(request, () => (tooLarge = true)) : undefined;
    const upstream = await options.platforms.fetch(upstreamPath, {
      method,
      headers,
      body,
      // A stream body must say it is sent while the answer may already arrive (fetch's half duplex).
      ...(body ? { duplex: 'half' } : {}),
      // The sandbox form's 303 is the browser's to follow, not ours.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.upstreamTimeoutMs),
    } as RequestInit);
    const passed: Record<string, string> = {};
    for (const name of route.family.responseHeaders) {
      const value = upstream.headers.get(name);
      if (value !== null) passed[name] = value;
    }
    // Whatever implements the contract (UPSTREAM_URL), no page of this site is framed by another site
    // unless it says so: an HTML answer without frame-ancestors gets 'none' (issue 14 §12c).
    if (isHtml(passed['content-type'])) Object.assign(passed, withFraming(passed['content-security-policy'], passed['x-frame-options'], 'none'));
    // An SVG opened on its own is a document of this site: it may draw, never run script or load anything.
    if (route.family === MEDIA && passed['content-type']?.startsWith('image/svg+xml')) passed['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    if (route.family === MEDIA) {
      // Media is small: read it whole so a stalled answer becomes a clean 502, not a half-written one.
      const data = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, passed);
      response.end(data);
      return true;
    }
    response.writeHead(upstream.status, passed);
    if (upstream.body) {
      for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) response.write(chunk);
    }
    response.end();
  } catch {
    answer(response, tooLarge ? 413 : 502, tooLarge ? 'Payload too large' : route.family.unavailable);
  }
  return true;
}
