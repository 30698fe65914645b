/**
 * `npm run staff` (issue 18): the first admin made, or a locked account unlocked, by a person at the
 * server rather than in the back office. The command does it through the running platform (the bootstrap
 * route, machine token) or, with the platform stopped, on the database itself: the same steps and the same
 * audit entry either way, here.
 */
import { sql } from 'kysely';
import type { StaffRole } from '../../rules/backoffice';
import type { Tx } from '../db/transaction';
import { createStaff, type Enrolment } from './accounts';
import type { AuditEntry } from './audit';

export interface CommandStaff {
  username: string;
  email: string;
  displayName?: string | undefined;
  roles: StaffRole[];
}

/** Makes the account; with the audit entry it writes, or null when the user name is taken. */
export async function createByCommand(trx: Tx['trx'], input: CommandStaff): Promise<{ enrolment: Enrolment; audit: AuditEntry } | null> {
  const enrolment = await createStaff(trx, input, null);
  if (!enrolment) return null;
  // The password and the TOTP secret are never in the log: only who was made, with which roles.
  return { enrolment, audit: { targetType: 'staff', targetId: enrolment.id, after: { UserName: input.username, Email: input.email, Roles: input.roles }, reason: 'npm run staff -- create' } };
}

/** Clears the lock (and the count of wrong codes) of the account by that name — only an admin's when `adminOnly`. */
export async function unlockByCommand(trx: Tx['trx'], username: string, adminOnly: boolean): Promise<{ id: bigint; audit: AuditEntry } | null> {
  let update = trx.updateTable('staff').set({ locked_at: null, failed_codes: 0 }).where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (adminOnly) update = update.where(sql<boolean>`'admin' = any(roles)`);
  const row = await update.returning('id').executeTakeFirst();
  return row ? { id: row.id, audit: { targetType: 'staff', targetId: row.id, after: { Locked: false }, reason: 'npm run staff -- unlock' } } : null;
}
