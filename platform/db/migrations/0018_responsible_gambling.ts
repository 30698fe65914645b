import { sql, type Kysely } from 'kysely';

/**
 * Responsible gambling (issue 17).
 *
 * - rg_limits: a player's deposit, loss and wager limits per rolling window. An increase or a removal
 *   waits in pending_* for the profile's cooling-off and the player's confirmation (UKGC SR 3.5.3);
 *   a decrease replaces amount at once.
 * - rg_settings: the player's session limit, reality-check interval, the exclusion in force (a time-out
 *   or a self-exclusion), a pause after a session limit ends a session, and the player's clock offset
 *   (only a TEST_CONTROLS operator hook moves it: every rule reads the player's clock, never Date.now()).
 * - rg_activity: money that counts towards limits and the net position, each row at the player's clock
 *   (so an advanced clock sees its own past consistently). Written by the ledger's one function.
 * - rg_audit: append-only; a trigger refuses UPDATE and DELETE (plpgsql runs on PGlite and PostgreSQL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_limits (
      user_id bigint not null references users(id),
      kind text not null check (kind in ('deposit', 'loss', 'wager')),
      period text not null check (period in ('day', 'week', 'month')),
      amount bigint check (amount is null or amount >= 0),
      pending boolean not null default false,
      pending_amount bigint check (pending_amount is null or pending_amount >= 0),
      pending_since timestamptz,
      updated_at timestamptz not null,
      primary key (user_id, kind, period)
    );

    create table rg_settings (
      user_id bigint primary key references users(id),
      session_limit_minutes integer check (session_limit_minutes is null or session_limit_minutes > 0),
      reality_check_minutes integer check (reality_check_minutes is null or reality_check_minutes in (15, 30, 60)),
      exclusion_kind text check (exclusion_kind in ('time_out', 'self_exclusion')),
      exclusion_term text,
      excluded_from timestamptz,
      excluded_until timestamptz,
      sign_in_paused_until timestamptz,
      clock_offset_ms bigint not null default 0
    );

    -- The start of the last slot spin a profile with a minimum game cycle allowed (player's clock).
    create table rg_slot_spins (
      user_id bigint primary key references users(id),
      last_spin_at timestamptz not null
    );

    create table rg_activity (
      id bigserial primary key,
      user_id bigint not null references users(id),
      kind text not null check (kind in ('deposit', 'withdrawal', 'stake', 'return')),
      amount bigint not null,
      currency text not null,
      at timestamptz not null,
      recorded_at timestamptz not null default now()
    );
    create index rg_activity_user_at_idx on rg_activity (user_id, at);

    create table rg_audit (
      id bigserial primary key,
      user_id bigint not null references users(id),
      actor text not null,
      action text not null,
      subject text,
      before jsonb,
      after jsonb,
      at timestamptz not null,
      recorded_at timestamptz not null default now()
    );
    create index rg_audit_user_idx on rg_audit (user_id, id);

    create function rg_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'rg_audit is append-only: % refused', tg_op using errcode = 'P0001';
    end;
    $$;
    create trigger rg_audit_no_update before update or delete on rg_audit for each row execute function rg_audit_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table rg_audit;
    drop function rg_audit_append_only();
    drop table rg_activity;
    drop table rg_slot_spins;
    drop table rg_settings;
    drop table rg_limits;
  `.execute(db);
}
