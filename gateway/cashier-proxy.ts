import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/**
 * The browser reaches only the gateway, but a hosted deposit is paid on the
 * platform's sandbox payment page, whose form posts back to itself; payment
 * providers post their signed callbacks to the site too. These three routes are
 * passed through to the platform and nothing else: the gateway does not become
 * an open proxy to the REST contract.
 *
 *   GET  /api/cashier/sandbox/{depositId}   the payment page
 *   POST /api/cashier/sandbox/{depositId}   its form; answers 303 back to the player's return path
 *   POST /api/cashier/callback/{provider}   a provider's signed notification
 */
const SANDBOX = /^\/api\/cashier\/sandbox\/\d{1,18}$/;
const CALLBACK = /^\/api\/cashier\/callback\/[a-z0-9-]{1,40}$/;

/** A card form or a provider's JSON is a few hundred bytes; anything much larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/** Request headers the platform needs: the page language, the body's type and, for callbacks, the signature. */
const FORWARDED_REQUEST = ['accept-language', 'content-type', 'user-agent', 'x-signature'] as const;
/** Response headers passed back; location is passed unchanged (a path of this site: the platform accepts no other). */
const FORWARDED_RESPONSE = ['content-type', 'cache-control', 'location'] as const;

/** What one family of passed-through routes forwards and says when the platform is away. */
export interface Passthrough {
  /** Response headers passed back besides FORWARDED_RESPONSE. */
  responseHeaders?: readonly string[];
  /** The 502 text. */
  unavailable: string;
}

export interface PassthroughOptions {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  trustProxy: boolean;
}

function allowed(method: string, path: string): boolean {
  if (SANDBOX.test(path)) return method === 'GET' || method === 'POST';
  return CALLBACK.test(path) && method === 'POST';
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
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/** The request's path without its query. */
export function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? url : url.slice(0, queryAt);
}

/** Handles the request when it is one of the three routes; false lets the server try its other handlers. */
export async function serveCashierPassthrough(options: PassthroughOptions, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (!allowed(request.method ?? 'GET', pathOf(request))) return false;
  await forward(options, { unavailable: 'Payment service unavailable' }, request, response);
  return true;
}

/** Sends an allowed request to the same path of the platform and its answer back, bounded in size and time. */
export async function forward(options: PassthroughOptions, passthrough: Passthrough, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? '/';
  const method = request.method ?? 'GET';
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    answer(response, 413, 'Payload too large');
    return;
  }
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const forwardedFor = options.trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const address = (typeof forwardedFor === 'string' ? forwardedFor.split(',')[0]?.trim() : undefined) || request.socket.remoteAddress?.replace(/^::ffff:/, '');
  if (address) headers.set('x-forwarded-for', address);

  let tooLarge = false;
  const body = method === 'POST' ? limitedBody(request, () => (tooLarge = true)) : undefined;
  const upstream = await fetch(`${options.upstreamUrl}${url}`, {
    method,
    headers,
    body,
    // A stream body must say it is sent while the answer may already arrive (fetch's half duplex).
    ...(body ? { duplex: 'half' } : {}),
    // The sandbox form's 303 is the browser's to follow, not ours.
    redirect: 'manual',
    signal: AbortSignal.timeout(options.upstreamTimeoutMs),
  } as RequestInit).catch(() => null);
  if (!upstream) {
    answer(response, tooLarge ? 413 : 502, tooLarge ? 'Payload too large' : passthrough.unavailable);
    return;
  }
  const passed: Record<string, string> = {};
  for (const name of [...FORWARDED_RESPONSE, ...(passthrough.responseHeaders ?? [])]) {
    const value = upstream.headers.get(name);
    if (value !== null) passed[name] = value;
  }
  response.writeHead(upstream.status, passed);
  if (upstream.body) {
    for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) response.write(chunk);
  }
  response.end();
}
