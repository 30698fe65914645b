/**
 * The audit log (issue 18): one append-only row per back-office action, written in the same
 * transaction as the action, so an action without its entry (or an entry without its action) cannot
 * exist. `audited` is the only way a back-office mutation changes anything.
 */
import type { Operation } from '../../rules/backoffice';
import { requestScope } from '../../rules/log';
import type { Db } from '../db/connection';
import { inTransaction, type Tx } from '../db/transaction';
import type { Actor } from './guard';

export interface AuditEntry {
  targetType?: string;
  targetId?: string | bigint | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** JSON with bigint ids as strings (the audit reads as the REST contract does). */
const asJson = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item));

export async function writeAudit(trx: Tx['trx'], actor: Actor, operation: Operation, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor: actor.kind,
      staff_id: actor.kind === 'staff' ? actor.staff.id : null,
      staff_username: actor.kind === 'staff' ? actor.staff.username : null,
      roles: actor.kind === 'staff' ? actor.staff.roles : [],
      operation,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId === undefined ? null : String(entry.targetId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      reason: entry.reason?.trim() || null,
      request_id: requestScope.getStore()?.requestId ?? null,
    })
    .execute();
}

/**
 * The audit entry of an action that is not one transaction of ours (the feed applies an injected event
 * through its adapter; settlement commits batch by batch): written once the action has succeeded.
 */
export async function recordAudit(db: Db, actor: Actor, operation: Operation, entry: AuditEntry): Promise<void> {
  await inTransaction(db, ({ trx }) => writeAudit(trx, actor, operation, entry));
}

/**
 * Runs a back-office action in one transaction with its audit entry. `action` answers what the route
 * returns and what the entry records; a refusal it throws rolls both back.
 */
export async function audited<T>(db: Db, actor: Actor, operation: Operation, action: (tx: Tx) => Promise<{ result: T; audit: AuditEntry }>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const { result, audit } = await action(tx);
    await writeAudit(tx.trx, actor, operation, audit);
    return result;
  });
}
