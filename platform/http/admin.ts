import { timingSafeEqual } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
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

/** An operator route's guard: the request's X-Admin-Token must be the configured one, or a 403. */
export function requireOperator(c: Context, config: { adminToken: string }): void {
  requireAdmin(c.req.header('x-admin-token') ?? '', config.adminToken);
}

/** X-Admin-Token where the contract marks it required (a call without it is a 400 before the handler). */
export const requiredAdminHeader = z.object({ 'x-admin-token': z.string() });
