import { sql, type Kysely } from 'kysely';

/**
 * The back office's staff (issue 18): people apart from players.
 *
 * - staff: argon2id password, a mandatory TOTP secret (enrolled once, printed by `npm run staff`), the
 *   roles of rules/backoffice.ts, and a count of wrong codes (five lock the account until an admin
 *   unlocks it).
 * - staff_sessions: a session of its own, with a shorter idle time-out than a player's.
 * - audit_log: every staff action (and every machine call) with who, their roles, what, the target, the
 *   state before and after, the reason and the request id. Append-only: a trigger refuses UPDATE, DELETE
 *   and TRUNCATE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table staff (
      id bigserial primary key,
      username text not null,
      email text not null,
      display_name text not null,
      password_hash text not null,
      totp_secret text not null,
      totp_last_step bigint,
      roles text[] not null check (cardinality(roles) > 0),
      failed_codes integer not null default 0,
      locked_at timestamptz,
      created_at timestamptz not null default now(),
      created_by bigint references staff(id)
    );
    create unique index staff_username_idx on staff (lower(username));

    create table staff_sessions (
      id bigserial primary key,
      token_hash text not null unique,
      staff_id bigint not null references staff(id),
      ip text not null,
      user_agent text not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index staff_sessions_staff_idx on staff_sessions (staff_id);

    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor text not null check (actor in ('staff', 'machine')),
      staff_id bigint references staff(id),
      staff_username text,
      roles text[] not null default '{}',
      operation text not null,
      target_type text,
      target_id text,
      before jsonb,
      after jsonb,
      reason text,
      request_id text
    );
    create index audit_log_at_idx on audit_log (at desc, id desc);
    create index audit_log_staff_idx on audit_log (staff_id, id desc);
    create index audit_log_target_idx on audit_log (target_type, target_id, id desc);

    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'P0001';
    end;
    $$;
    create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only();
    create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_log;
    drop function audit_log_append_only();
    drop table staff_sessions;
    drop table staff;
  `.execute(db);
}
