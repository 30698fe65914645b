import { sql, type Kysely } from 'kysely';

/**
 * A confirmed e-mail change (issue 14 §9): the new address waits in an account token of purpose
 * 'change_email' (new_email) until the link mailed to it is used; the account keeps its address till then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table account_tokens drop constraint account_tokens_purpose_check;
    alter table account_tokens add constraint account_tokens_purpose_check check (purpose in ('verify_email', 'reset_password', 'two_factor', 'change_email'));
    alter table account_tokens add column new_email text check ((purpose = 'change_email') = (new_email is not null));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from account_tokens where purpose = 'change_email';
    alter table account_tokens drop column new_email;
    alter table account_tokens drop constraint account_tokens_purpose_check;
    alter table account_tokens add constraint account_tokens_purpose_check check (purpose in ('verify_email', 'reset_password', 'two_factor'));
  `.execute(db);
}
