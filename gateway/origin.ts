import type { IncomingMessage } from 'node:http';

/**
 * The site's origin as the request names it (Host, and behind a trusted proxy X-Forwarded-Host/-Proto).
 * Absolute addresses in a sitemap or a page's canonical link need one; a client that sends another Host
 * gets its own host back, which reaches no one else (the answer is made per request, never kept).
 */
export function originOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = (name: string) => {
    const value = trustProxy ? request.headers[name] : undefined;
    return typeof value === 'string' ? value.split(',').at(-1)?.trim() : undefined;
  };
  const scheme = forwarded('x-forwarded-proto') ?? ((request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  return `${scheme === 'https' ? 'https' : 'http'}://${forwarded('x-forwarded-host') ?? request.headers.host ?? 'localhost'}`;
}
