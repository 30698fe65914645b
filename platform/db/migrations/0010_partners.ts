import { sql, type Kysely } from 'kysely';

/**
 * Partner API keys (issue 8). Only the sha-256 of the secret is kept: the key is shown once at
 * creation, and a leaked table cannot be replayed. A random 256-bit secret needs no salt or slow hash
 * (nothing to brute-force, unlike a password). owner_user_id: the agent whose tree `agents:reports`
 * may read. revoked_at: a revoked key stays for the audit trail and answers as unknown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table partner_keys (
      id bigserial primary key,
      name text not null,
      -- The first characters of the key, shown in listings so an operator can tell keys apart.
      prefix text not null,
      secret_hash text not null unique,
      scopes text[] not null,
      owner_user_id bigint references users(id),
      rate_limit_per_minute integer not null check (rate_limit_per_minute between 1 and 100000),
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table partner_keys`.execute(db);
}
