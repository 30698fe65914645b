/**
 * Private messages (seed 001 §3 "Messages: UserMessages, TotalRecords, HasUnreadMessages,
 * UnreadMessagesCount", §7 "list by page, unread count, read by id, remove"): a player reads only their
 * own; someone else's message, or one they removed, is NOT_FOUND. Every change of a player's unread
 * count is an outbox event, so the header follows it live.
 */
import type { Db } from '../db/connection';
import { inTransaction, type Tx } from '../db/transaction';
import { DomainError } from '../http/errors';
import type { Player } from '../http/session';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { isExcluded } from '../responsible/guards';
import * as store from './store';

/** Seed 001 §9 "Default page size 20". */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface UserMessage {
  Id: string;
  Subject: string;
  Body: string;
  Sender: string;
  CreatedDate: string;
  ReadDate: string | null;
  IsRead: boolean;
}

const shape = (row: store.MessageRow): UserMessage => ({
  Id: String(row.id),
  Subject: row.subject,
  Body: row.body,
  Sender: row.sender,
  CreatedDate: row.created_at.toISOString(),
  ReadDate: row.read_at?.toISOString() ?? null,
  IsRead: row.read_at !== null,
});

const notFound = (lang: SupportedLanguage) => new DomainError(404, 'NOT_FOUND', t(lang, 'messages:errors.notFound'));

/**
 * One change of a player's unread count: `messages.changed` carries the count after it (userId null:
 * a broadcast changed everyone's, each reads their own). `message.received` names a new message.
 */
function changed(tx: Tx, userId: bigint | null, unread: number | null) {
  tx.emit({ topic: 'messages.changed', payload: { userId: userId === null ? null : String(userId), unread } });
}

export interface PageQuery {
  Page?: number;
  PageSize?: number;
  /** Items to skip instead of whole pages (a cursor client's offset); wins over Page. */
  Skip?: number;
  Ids?: string;
}

export async function listMessages(db: Db, player: Player, query: PageQuery) {
  const pageSize = Math.min(query.PageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = query.Page ?? 1;
  const skip = query.Skip ?? (page - 1) * pageSize;
  const ids = query.Ids?.split(',').filter((id) => /^\d{1,18}$/.test(id)).map(BigInt);
  const [rows, { total, unread }] = await Promise.all([ids ? store.byIds(db, player.userId, ids) : store.listPage(db, player.userId, skip, pageSize), store.counts(db, player.userId)]);
  return {
    UserMessages: rows.map(shape),
    TotalRecords: total,
    HasUnreadMessages: unread > 0,
    UnreadMessagesCount: unread,
    Page: page,
    PageSize: pageSize,
  };
}

export async function unreadMessages(db: Db, player: Player) {
  const unread = await store.unreadCount(db, player.userId);
  return { HasUnreadMessages: unread > 0, UnreadMessagesCount: unread };
}

/** Read by id: the message, now read (reading it again changes nothing and emits nothing). */
export async function readMessage(db: Db, player: Player, id: bigint) {
  return inTransaction(db, async (tx) => {
    const [message] = await store.byIds(tx.trx, player.userId, [id]);
    if (!message) throw notFound(player.lang);
    const marked = await store.mark(tx.trx, player.userId, id, 'read');
    if (!marked) throw notFound(player.lang);
    const unread = await store.unreadCount(tx.trx, player.userId);
    if (message.read_at === null) changed(tx, player.userId, unread);
    return { Message: shape({ ...message, read_at: marked.read_at }), HasUnreadMessages: unread > 0, UnreadMessagesCount: unread };
  });
}

export async function removeMessage(db: Db, player: Player, id: bigint) {
  return inTransaction(db, async (tx) => {
    if (!(await store.mark(tx.trx, player.userId, id, 'removed'))) throw notFound(player.lang);
    const unread = await store.unreadCount(tx.trx, player.userId);
    changed(tx, player.userId, unread);
    return { RemovedId: String(id), HasUnreadMessages: unread > 0, UnreadMessagesCount: unread };
  });
}

/** Delivers a stored message to one player in the caller's transaction; false when an exclusion holds it back. */
async function deliverPrivate(tx: Tx, messageId: bigint, userId: bigint): Promise<boolean> {
  // Issue 17: no private message reaches a player on a time-out or self-excluded.
  if (await isExcluded(tx.trx, userId)) return false;
  await store.deliverTo(tx.trx, messageId, userId);
  changed(tx, userId, await store.unreadCount(tx.trx, userId));
  tx.emit({ topic: 'message.received', payload: { userId: String(userId), messageId: String(messageId) } });
  return true;
}

/** A private message written by the platform or by support (a withdrawal's rejection…), in the caller's transaction; delivered false when an exclusion holds it back. */
export async function messagePlayer(tx: Tx, userId: bigint, message: { subject: string; body: string; sender?: string }): Promise<{ messageId: bigint; delivered: boolean }> {
  const messageId = await store.insertMessage(tx.trx, { subject: message.subject, body: message.body, sender: message.sender ?? 'Oddsgate', audience: 'user' });
  return { messageId, delivered: await deliverPrivate(tx, messageId, userId) };
}
