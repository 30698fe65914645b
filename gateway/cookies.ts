import type { Plugin } from 'graphql-yoga';

/** The live-chat visitor's secret (issue 18): httpOnly like the session, so no script can read it. */
export const CHAT_COOKIE = 'og_chat';

/** The session cookie: httpOnly (no script can read it), SameSite=Lax, Secure behind HTTPS. */
export const SESSION_COOKIE = 'og_session';

const pending = new WeakMap<Request, string[]>();

/**
 * The back office's session cookie: its path is the back office (rules/backoffice.ts), so no player page
 * or player request ever carries it, and SameSite=Strict, since no link from another site should arrive
 * signed in as staff.
 */
export const STAFF_COOKIE = 'og_staff';

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
  /** Default "/"; the staff cookie's is the back office's. */
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

function serialize(name: string, value: string, { maxAgeSeconds, secure, path = '/', sameSite = 'Lax' }: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure ? ['Secure'] : []),
    ...(maxAgeSeconds !== undefined ? [`Max-Age=${maxAgeSeconds}`] : []),
  ].join('; ');
}

/** Queues a Set-Cookie for the response to this request (resolvers cannot touch the response). */
export function setCookie(request: Request, name: string, value: string, options: CookieOptions) {
  const list = pending.get(request) ?? [];
  list.push(serialize(name, value, options));
  pending.set(request, list);
}

export function clearCookie(request: Request, name: string, secure: boolean, path = '/') {
  setCookie(request, name, '', { maxAgeSeconds: 0, secure, path });
}

export function readCookie(request: Request, name: string): string | null {
  return cookieOf(request.headers.get('cookie'), name);
}

/** A cookie's value in a Cookie header (also a Node request's `headers.cookie`), or null. */
export function cookieOf(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Writes the queued cookies onto the HTTP response. */
export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}
