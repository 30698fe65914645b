import { sql, type Kysely } from 'kysely';

/**
 * The picture captcha gives way to ALTCHA (issue 24): a picture a regex could read locked out blind players.
 * An ALTCHA challenge is kept only so its solution is accepted once; it has no answer to store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from challenges where kind = 'captcha'`.execute(db);
  await sql`alter table challenges drop constraint challenges_kind_check`.execute(db);
  await sql`alter table challenges add constraint challenges_kind_check check (kind in ('altcha', 'pow'))`.execute(db);
  await sql`alter table challenges drop column answer`.execute(db);
}

/** Back to the picture's table: unused ALTCHA challenges go (they mean nothing to the old code), the answer column returns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from challenges where kind = 'altcha'`.execute(db);
  await sql`alter table challenges drop constraint challenges_kind_check`.execute(db);
  await sql`alter table challenges add constraint challenges_kind_check check (kind in ('captcha', 'pow'))`.execute(db);
  await sql`alter table challenges add column answer text`.execute(db);
}
