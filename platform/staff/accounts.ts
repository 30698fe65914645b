/**
 * Staff accounts (issue 18): created by an admin (or, for the first admin, by `npm run staff`), each with
 * an argon2id password and a TOTP secret handed over once at creation, the only time it is shown.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { isStaffRole, type StaffRole } from '../../rules/backoffice';
import { hashPassword } from '../account/passwords';
import { newTotpSecret, otpauthUri } from '../account/totp';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';

export interface NewStaff {
  username: string;
  email: string;
  displayName?: string;
  roles: StaffRole[];
  /** A generated one when absent (printed once by the command, shown once in the back office). */
  password?: string;
}

/** What the new member of staff needs, shown once: the password (when generated) and the TOTP enrolment. */
export interface Enrolment {
  id: bigint;
  username: string;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

export const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;

/** A password for the first sign-in: 18 random bytes, base64url (24 characters, 144 bits). */
const generatedPassword = () => randomBytes(18).toString('base64url');

export function validRoles(roles: readonly string[]): roles is StaffRole[] {
  return roles.length > 0 && roles.every(isStaffRole) && new Set(roles).size === roles.length;
}

/** Inserts the account; null when the user name is taken. */
export async function createStaff(db: Db | Tx['trx'], input: NewStaff, createdBy: bigint | null): Promise<Enrolment | null> {
  if (!USERNAME.test(input.username)) throw new Error('a staff user name is 3–40 letters, digits, dots, dashes or underscores');
  if (!validRoles(input.roles)) throw new Error(`roles must be some of the staff roles, each once: ${String(input.roles)}`);
  const password = input.password ?? generatedPassword();
  const totpSecret = newTotpSecret();
  const row = await db
    .insertInto('staff')
    .values({
      username: input.username,
      email: input.email,
      display_name: input.displayName ?? input.username,
      password_hash: await hashPassword(password),
      totp_secret: totpSecret,
      totp_last_step: null,
      roles: input.roles,
      locked_at: null,
      created_by: createdBy,
    })
    .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, username: input.username, password, totpSecret, otpauthUri: otpauthUri(totpSecret, input.username, 'Oddsgate back office') };
}

/** The enrolment as the REST contract shows it, the one time it is shown. */
export const enrolmentView = (made: Enrolment) => ({ Password: made.password, TotpSecret: made.totpSecret, OtpauthUri: made.otpauthUri });

export interface StaffView {
  Id: string;
  UserName: string;
  Email: string;
  DisplayName: string;
  Roles: string[];
  Locked: boolean;
  CreatedAt: string;
}

export const staffView = (row: { id: bigint; username: string; email: string; display_name: string; roles: string[]; locked_at: Date | null; created_at: Date }): StaffView => ({
  Id: String(row.id),
  UserName: row.username,
  Email: row.email,
  DisplayName: row.display_name,
  Roles: row.roles,
  Locked: row.locked_at !== null,
  CreatedAt: row.created_at.toISOString(),
});

export const STAFF_COLUMNS = ['id', 'username', 'email', 'display_name', 'roles', 'locked_at', 'created_at'] as const;

export async function listStaff(db: Db): Promise<StaffView[]> {
  return (await db.selectFrom('staff').select(STAFF_COLUMNS).orderBy('id').execute()).map(staffView);
}
