import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requestLanguage, t } from '../i18n';
import { fail, fieldErrorsOf } from './envelope';

/** The JSON media types Hono's validator parses (application/json, application/…+json). */
const JSON_TYPE = /^application\/([a-z-.]+\+)?json(\s*;|$)/i;

/** Whether a parsed JSON value holds a NUL character in any string, key or value. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/**
 * The one place request input is checked before any route (issue 14 §11): a body that is not JSON,
 * or a NUL character in the body, the path or the query, is a 400 VALIDATION that changes nothing.
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
        if (holdsNul(body)) return refuse('nulCharacter');
      }
    }
    await next();
    return undefined;
  };
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
