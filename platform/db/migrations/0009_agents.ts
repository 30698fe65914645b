import { sql, type Kysely } from 'kysely';

/**
 * Agents (issue 8, platform/agents): the agent profile of the sub-agent form (seed 001 §3) and the
 * transfers between an agent and its sub-accounts. The tree itself is users.parent_id (0002).
 * Percentages and the stake factor are integers in basis points (12.50% → 1250, factor 1.00 → 10000):
 * no floats anywhere near money.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_profiles (
      user_id bigint primary key references users(id),
      sub_agent_commission_bp integer not null default 0 check (sub_agent_commission_bp between 0 and 10000),
      agent_commission_bp integer not null default 0 check (agent_commission_bp between 0 and 10000),
      stake_factor_bp integer not null default 10000 check (stake_factor_bp between 1 and 1000000),
      position_taking_bp integer not null default 0 check (position_taking_bp between 0 and 10000),
      rebate_bp integer not null default 0 check (rebate_bp between 0 and 10000),
      created_by bigint references users(id),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // One row per transfer the ledger posted (its idempotency key is the ledger's): who moved what to whom.
  await sql`
    create table agent_transfers (
      id bigserial primary key,
      agent_id bigint not null references users(id),
      sub_account_id bigint not null references users(id),
      direction text not null check (direction in ('deposit', 'withdraw')),
      amount bigint not null check (amount > 0),
      currency text not null,
      ledger_transaction_id bigint not null unique references ledger_transactions(id),
      created_at timestamptz not null default now()
    )`.execute(db);
  // The tree is walked by parent (sub-account lists, reports) and by child (is this mine?).
  await sql`create index if not exists users_parent_id_idx on users (parent_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table agent_transfers`.execute(db);
  await sql`drop table agent_profiles`.execute(db);
}
