import type { Plugin } from 'graphql-yoga';

/** The session cookie: httpOnly (no script can read it), SameSite=Lax, Secure behind HTTPS. */
export const SESSION_COOKIE = 'og_session';

const pending = new WeakMap<Request, string[]>();

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
}

function serialize(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
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

export function clearCookie(request: Request, name: string, secure: boolean) {
  setCookie(request, name, '', { maxAgeSeconds: 0, secure });
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
