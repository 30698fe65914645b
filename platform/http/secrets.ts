import { timingSafeEqual } from 'node:crypto';

/**
 * Compares secrets in constant time, so how long a refusal takes does not leak how much matched (the
 * machine token in platform/staff/guard.ts, the payment provider's signatures).
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
