/** The SQL of private messages (tables of migration 0011). */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { DB } from '../db/schema';
import { excludedNowSql } from '../responsible/store';

export interface MessageRow {
  id: bigint;
  subject: string;
  body: string;
  sender: string;
  created_at: Date;
  read_at: Date | null;
}

const visible = (db: Db | Transaction<DB>, userId: bigint) =>
  db
    .selectFrom('message_recipients as r')
    .innerJoin('messages as m', 'm.id', 'r.message_id')
    .where('r.user_id', '=', userId)
    .where('r.removed_at', 'is', null);

const columns = ['m.id', 'm.subject', 'm.body', 'm.sender', 'm.created_at', 'r.read_at'] as const;

/** A page of the player's messages, newest first. */
export const listPage = (db: Db, userId: bigint, skip: number, take: number): Promise<MessageRow[]> =>
  visible(db, userId).select(columns).orderBy('m.id', 'desc').offset(skip).limit(take).execute();

/** The player's messages of these ids (others' and removed ones are left out). */
export const byIds = (db: Db | Transaction<DB>, userId: bigint, ids: bigint[]): Promise<MessageRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : visible(db, userId).select(columns).where('m.id', 'in', ids).execute();

export async function counts(db: Db | Transaction<DB>, userId: bigint): Promise<{ total: number; unread: number }> {
  const row = await visible(db, userId)
    .select([sql<string>`count(*)`.as('total'), sql<string>`count(*) filter (where r.read_at is null)`.as('unread')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export async function unreadCount(db: Db | Transaction<DB>, userId: bigint): Promise<number> {
  const row = await db
    .selectFrom('message_recipients')
    .select(sql<string>`count(*)`.as('unread'))
    .where('user_id', '=', userId)
    .where('removed_at', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/**
 * Marks one of the player's (not removed) messages read (the first reading's time stays) or removed:
 * its read time after, or undefined when the player has no such message.
 */
export async function mark(trx: Transaction<DB>, userId: bigint, id: bigint, as: 'read' | 'removed'): Promise<{ read_at: Date | null } | undefined> {
  return trx
    .updateTable('message_recipients')
    .set(as === 'read' ? { read_at: sql`coalesce(read_at, now())` } : { removed_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('message_id', '=', id)
    .where('removed_at', 'is', null)
    .returning('read_at')
    .executeTakeFirst();
}

export async function insertMessage(trx: Transaction<DB>, message: { subject: string; body: string; sender: string; audience: 'user' | 'all' }): Promise<bigint> {
  const row = await trx.insertInto('messages').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deliverTo(trx: Transaction<DB>, messageId: bigint, userId: bigint): Promise<void> {
  await trx.insertInto('message_recipients').values({ message_id: messageId, user_id: userId, read_at: null, removed_at: null }).execute();
}

/**
 * A broadcast: one recipient row per account (players, demo users and agents alike read the operator's news), in one statement;
 * a player on a time-out or self-excluded gets none (issue 17).
 */
export async function deliverToAll(trx: Transaction<DB>, messageId: bigint): Promise<number> {
  const result = await sql`
    insert into message_recipients (message_id, user_id)
    select ${messageId}, id from users where not ${excludedNowSql(sql.ref('users.id'))}
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

export async function findUser(db: Transaction<DB>, by: { id?: bigint; userName?: string }): Promise<bigint | null> {
  let query = db.selectFrom('users').select('id');
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  if (by.userName !== undefined) query = query.where(sql`lower(username)`, '=', by.userName.toLowerCase());
  return (await query.executeTakeFirst())?.id ?? null;
}
