/**
 * Private messages to a segment of players (issue 18, marketing): players picked by country, currency,
 * registration date and whether they ever deposited, counted before sending (the preview) and sent as
 * one private message each. The send carries an idempotency key: a retry answers the first send and
 * delivers nothing twice. As with every private message, a player on a time-out or self-excluded gets
 * none (issue 17), and each recipient's unread count follows live.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import { AccountType } from '../../account/types';
import { StatementType, TransactionStatus } from '../../cashier/statuses';
import type { Db } from '../../db/connection';
import type { DB } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { DomainError } from '../../http/errors';
import { t } from '../../i18n';
import type { SupportedLanguage } from '../../reference/data';
import { excludedNowSql } from '../../responsible/store';
import { audited } from '../../staff/audit';
import type { Actor } from '../../staff/guard';

export interface Segment {
  /** ISO 3166 country codes of the players' accounts. */
  Countries?: string[];
  Currencies?: string[];
  /** Registered on or after this instant. */
  RegisteredFrom?: string;
  /** Registered before this instant. */
  RegisteredTo?: string;
  /** true: made at least one completed deposit; false: never did. */
  HasDeposited?: boolean;
}

export interface SegmentMessage {
  Segment: Segment;
  Subject: string;
  Body: string;
  IdempotencyKey: string;
}

/** A completed deposit of the account in the outer query. */
const deposited = (eb: ExpressionBuilder<DB, 'users'>) =>
  eb.exists(
    eb
      .selectFrom('cashier_transactions')
      .select('cashier_transactions.id')
      .whereRef('cashier_transactions.user_id', '=', 'users.id')
      .where('cashier_transactions.statement_type', '=', StatementType.Deposit)
      .where('cashier_transactions.status', '=', TransactionStatus.Completed),
  );

/** The segment's players who may receive a message now (players' accounts, not locked, not excluded). */
function recipients(db: Db | Tx['trx'], segment: Segment) {
  let query = db
    .selectFrom('users')
    .where('users.account_type', '=', AccountType.User)
    .where('users.locked', '=', false)
    .where(({ not }) => not(excludedNowSql(sql.ref('users.id'))));
  if (segment.Countries?.length) query = query.where('users.country_code', 'in', segment.Countries.map((c) => c.toUpperCase()));
  if (segment.Currencies?.length) query = query.where('users.currency', 'in', segment.Currencies.map((c) => c.toUpperCase()));
  if (segment.RegisteredFrom) query = query.where('users.created_at', '>=', new Date(segment.RegisteredFrom));
  if (segment.RegisteredTo) query = query.where('users.created_at', '<', new Date(segment.RegisteredTo));
  if (segment.HasDeposited !== undefined) query = query.where((eb) => (segment.HasDeposited ? deposited(eb) : eb.not(deposited(eb))));
  return query;
}

/** How many players the segment reaches now. */
export async function previewSegment(db: Db, segment: Segment): Promise<{ Recipients: number }> {
  const row = await recipients(db, segment).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { Recipients: Number(row.n) };
}

const sameRequest = (row: { subject: string; body: string; segment: unknown }, input: SegmentMessage) =>
  row.subject === input.Subject && row.body === input.Body && JSON.stringify(row.segment) === JSON.stringify(input.Segment);

/**
 * Sends one private message to every player of the segment, in one audited transaction. A key seen
 * before answers that send (Replayed: true) and sends nothing; the same key with another message is refused.
 */
export async function sendSegmentMessage(db: Db, actor: Actor, lang: SupportedLanguage, input: SegmentMessage) {
  return audited(db, actor, 'messages.segment', async (tx) => {
    // Two sends with one key at once: the second waits for the first and then sees it.
    await sql`select pg_advisory_xact_lock(hashtext('segment_messages'), hashtext(${input.IdempotencyKey}))`.execute(tx.trx);
    const earlier = await tx.trx.selectFrom('segment_messages').selectAll().where('idempotency_key', '=', input.IdempotencyKey).executeTakeFirst();
    if (earlier) {
      if (!sameRequest(earlier, input)) {
        const message = t(lang, 'backoffice-marketing:errors.keyReused');
        throw new DomainError(400, 'VALIDATION', message, { IdempotencyKey: message });
      }
      const result = { MessageId: String(earlier.message_id), Recipients: earlier.recipients, Replayed: true };
      return { result, audit: { targetType: 'segmentMessage', targetId: earlier.id, after: result } };
    }
    const message = await tx.trx.insertInto('messages').values({ subject: input.Subject, body: input.Body, sender: 'Oddsgate', audience: 'user' }).returning('id').executeTakeFirstOrThrow();
    const delivered = await tx.trx
      .insertInto('message_recipients')
      .columns(['message_id', 'user_id'])
      .expression(recipients(tx.trx, input.Segment).select([sql<bigint>`${message.id}::bigint`.as('message_id'), 'users.id']))
      .returning('user_id')
      .execute();
    // Each recipient's header follows: their unread count after it, and the new message.
    const unread = delivered.length === 0 ? [] : await unreadOf(tx.trx, delivered.map((row) => row.user_id));
    for (const { user_id, n } of unread) {
      tx.emit({ topic: 'messages.changed', payload: { userId: String(user_id), unread: Number(n) } });
      tx.emit({ topic: 'message.received', payload: { userId: String(user_id), messageId: String(message.id) } });
    }
    const sent = await tx.trx
      .insertInto('segment_messages')
      .values({
        idempotency_key: input.IdempotencyKey,
        staff_id: actor.kind === 'staff' ? actor.staff.id : null,
        segment: JSON.stringify(input.Segment),
        subject: input.Subject,
        body: input.Body,
        message_id: message.id,
        recipients: delivered.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = { MessageId: String(message.id), Recipients: delivered.length, Replayed: false };
    return { result, audit: { targetType: 'segmentMessage', targetId: sent.id, after: { ...result, Segment: input.Segment, Subject: input.Subject } } };
  });
}

/** The unread counts of these players, one query. */
const unreadOf = (trx: Tx['trx'], userIds: bigint[]) =>
  trx
    .selectFrom('message_recipients')
    .select(['user_id', sql<number>`count(*)::int`.as('n')])
    .where('user_id', 'in', userIds)
    .where('removed_at', 'is', null)
    .where('read_at', 'is', null)
    .groupBy('user_id')
    .execute();
