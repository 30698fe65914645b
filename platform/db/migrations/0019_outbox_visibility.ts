import { sql, type Kysely } from 'kysely';

/**
 * The event stream delivers by transaction visibility, not by id (issue 21, events/store.ts): each
 * outbox row records the id of the transaction that wrote it, and the reader passes a row only once
 * every transaction with a lower id has ended, so an event committed late is delivered late, never
 * skipped. The index serves the reader's (txid, id) order and resume.
 *
 * Rows written before this migration all take the migration's own transaction id: they are final the
 * moment it commits, and keep their id order among themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table outbox_events add column txid xid8 not null default pg_current_xact_id();
    create index outbox_events_visibility on outbox_events (txid, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index outbox_events_visibility;
    alter table outbox_events drop column txid;
  `.execute(db);
}
