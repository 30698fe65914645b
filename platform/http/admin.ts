import { timingSafeEqual } from 'node:crypto';
import { DomainError } from './errors';

/** Compares secrets in constant time, so how long a refusal takes does not leak how much matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Operator calls carry X-Admin-Token. */
export function requireAdmin(given: string, expected: string): void {
  if (!sameSecret(given, expected)) throw new DomainError(403, 'FORBIDDEN', 'Forbidden');
}
