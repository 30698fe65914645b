import { timingSafeEqual } from 'node:crypto';
import { DomainError } from './errors';

/** Operator calls carry X-Admin-Token; compared in constant time so timing does not leak it. */
export function requireAdmin(given: string, expected: string): void {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (!(a.length === b.length && timingSafeEqual(a, b))) throw new DomainError(403, 'FORBIDDEN', 'Forbidden');
}
