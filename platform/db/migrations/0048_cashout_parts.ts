import { sql, type Kysely } from 'kysely';

/**
 * Cash-out 2.0 (issue 23): a ticket can be sold back in parts and by itself.
 * - ticket_cashouts: every cash-out paid (a part or the whole, by the player or automatically), so the
 *   ticket's history shows each part; the ticket's stake is what is still riding. request_key: the
 *   player's Idempotency-Key, so a retried partial cash-out sells nothing twice.
 * - tickets.cashout_stake: the part of the stake a live cash-out waiting its delay sells (null: the whole).
 * - tickets.auto_cashout: the value at which the platform cashes the whole ticket out by itself.
 * - tickets.sold_stake, sold_return: the stake sold in parts and what those parts paid. `stake` and
 *   `returned` are the rest's, so turnover (what the player staked) is stake + sold_stake and winnings
 *   (what the player was paid) returned + sold_return.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ticket_cashouts (
      ticket_id bigint not null references tickets(id),
      seq integer not null,
      stake bigint not null check (stake > 0),
      amount bigint not null check (amount > 0),
      automatic boolean not null default false,
      request_key text,
      created_at timestamptz not null default now(),
      primary key (ticket_id, seq),
      unique (ticket_id, request_key)
    );
    alter table tickets add column cashout_stake bigint;
    alter table tickets add column auto_cashout bigint;
    alter table tickets add column sold_stake bigint not null default 0;
    alter table tickets add column sold_return bigint not null default 0;
    create index tickets_auto_cashout on tickets (id) where auto_cashout is not null and outcome is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index tickets_auto_cashout;
    alter table tickets drop column sold_return;
    alter table tickets drop column sold_stake;
    alter table tickets drop column auto_cashout;
    alter table tickets drop column cashout_stake;
    drop table ticket_cashouts;
  `.execute(db);
}
