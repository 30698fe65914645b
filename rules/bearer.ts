/**
 * The one check of a bearer token (the scrapers' METRICS_TOKEN on the gateway's and the platform's
 * /metrics). Both sides are hashed first so the comparison is constant-time whatever the lengths: neither
 * the token's characters nor its length leak through timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header is `Bearer <expected>`. */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
