/**
 * The back office's operations as REST calls (issue 18), for the role-table and audit tests
 * (tests/backoffice/role-table.test.ts). Each area lists, in tests/backoffice/calls/<area>.ts, one call
 * per operation it owns, acting on things its `calls` makes afresh each time it runs (a call that
 * changes something must find it as the test left it: one run per caller).
 */
import type { Kysely } from 'kysely';
import type { Operation } from '../../rules/backoffice';
import type { PlatformConfig } from '../../platform/config';
import type { DB } from '../../platform/db/schema';
import type { TestStaff } from './staff';

export interface BackofficeCall {
  operation: Operation;
  method: 'GET' | 'POST' | 'PUT';
  /** The REST path, with the ids of what `calls` made. */
  path: string;
  body?: unknown;
  /** Headers of the call itself (an Idempotency-Key), besides the caller's. */
  headers?: Record<string, string>;
  /**
   * The status an allowed caller gets when the operation's own rule refuses it in the state the test
   * leaves (staff.bootstrap while an admin exists): a refusal by state, with no audit entry. Default 2xx.
   */
  refusedByState?: 409;
}

export interface CallContext {
  db: Kysely<DB>;
  config: PlatformConfig;
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> };
  /** A signed-in admin, for setting things up through the back office itself. */
  admin: TestStaff;
  /** The machine token of this platform (X-Admin-Token). */
  adminToken: string;
}

export interface AreaCalls {
  area: string;
  /**
   * One call per operation the area owns, on fresh targets. With an allowed caller every write call
   * must succeed (2xx): the audit test walks them all.
   */
  calls(ctx: CallContext): Promise<BackofficeCall[]>;
}
