import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestLanguage, t } from '../i18n';
import { isHtml, withFraming } from '../../rules/framing';
import { fail, fieldErrorsOf } from './envelope';

/** The JSON media types Hono's validator parses (application/json, application/…+json). */
const JSON_TYPE = /^application\/([a-z-.]+\+)?json(\s*;|$)/i;

/** Deeper JSON than any route takes: walking it (here, in zod) would exhaust the stack. */
const MAX_DEPTH = 64;

/** What a parsed JSON body holds that no route may take: a NUL character in a string or key, or nesting too deep. */
function offence(value: unknown): 'nulCharacter' | 'nestedTooDeep' | null {
  // Iterative, not recursive: the body's depth is the attacker's to choose.
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nulCharacter';
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_DEPTH) return 'nestedTooDeep';
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'nulCharacter';
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * The one place request input is checked before any route (issue 14 §11): a body that is not JSON,
 * a NUL character in the body, the path or the query, or a body nested deeper than any route takes, is a
 * 400 VALIDATION that changes nothing.
 * Hono's validator threw on malformed JSON outside the routes' hooks (a 500), and PostgreSQL refuses
 * NUL in text (another 500). The body is read as text first and cached, so a route that verifies a
 * signature over the raw bytes (cashier callbacks, casino wallet) still reads them as sent.
 */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const refuse = (key: string) => fail(c, 400, 'VALIDATION', t(requestLanguage(c.req.header('accept-language')), `validation:${key}`));
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname;
    }
    if (path.includes('\u0000') || [...url.searchParams].some(([name, value]) => name.includes('\u0000') || value.includes('\u0000'))) return refuse('nulCharacter');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      const text = await c.req.text();
      if (text.trim() !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return refuse('malformedJson');
        }
        const found = offence(body);
        if (found) return refuse(found);
      }
    }
    await next();
    return undefined;
  };
}

/**
 * Every HTML answer says who may frame it (issue 14 §12c): a route that is framed by the product (the
 * stream page, the game pages) says 'self' itself; any other page, the sandbox payment page first, may
 * be framed by no site, so a page elsewhere cannot lay our buttons under a decoy.
 */
export function frameGuard(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isHtml(c.res.headers.get('content-type'))) return;
    const framing = withFraming(c.res.headers.get('content-security-policy'), c.res.headers.get('x-frame-options'), 'none');
    for (const [name, value] of Object.entries(framing)) c.res.headers.set(name, value);
  };
}

/** The most any request may send: every JSON body the contract takes is a few kilobytes. */
const BODY_LIMIT = 256 * 1024;
/**
 * Routes that take more: a KYC document (5 MB as base64, about 7 MB) gets room for the route's own
 * check to answer its translated "larger than 5 MB".
 */
const LARGE_BODIES: Record<string, number> = { '/api/account/kyc/documents': 16 * 1024 * 1024 };

/**
 * Bodies past their route's limit are refused with 413 before they are read whole (issue 14 attack
 * suite: the platform read, parsed and ran a request padded to 30 MB). The gateway's limits stand in
 * front, but the platform must hold on its own (UPSTREAM_URL lets other gateways reach it).
 */
export function bodyLimits(): MiddlewareHandler {
  const limits = new Map([...Object.entries(LARGE_BODIES), ['*', BODY_LIMIT] as const].map(([path, maxSize]) => [path, bodyLimit({ maxSize, onError: (c) => fail(c, 413, 'VALIDATION', t(requestLanguage(c.req.header('accept-language')), 'validation:bodyTooLarge')) })]));
  return (c, next) => (limits.get(c.req.path) ?? limits.get('*')!)(c, next);
}

/**
 * A router whose invalid input is answered with the envelope and a 400, before
 * any handler runs: bad input changes nothing.
 */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        const fields = fieldErrorsOf(result.error);
        const first = Object.entries(fields)[0];
        return fail(c, 400, 'VALIDATION', first ? `${first[0]}: ${first[1]}` : 'Invalid request', fields);
      }
      return undefined;
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
