/**
 * The live chat (issue 18): a visitor (signed in or not) has one conversation, known by a secret only
 * they hold; support answers it from the back office. Every message is persisted and is an outbox
 * event, so the visitor's widget and the support console see it live.
 */
import { sql } from 'kysely';
import { hit } from '../account/rate-limit';
import { newToken, tokenHash } from '../account/tokens';
import type { Db } from '../db/connection';
import { inTransaction, type Tx } from '../db/transaction';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { ChatError } from './errors';

/** A message's length, in characters (a chat line, not a letter). */
export const CHAT_MESSAGE_MAX = 1000;
/** A visitor's messages per minute, and one address's (a few visitors behind one NAT may share it). */
export const VISITOR_MESSAGES_PER_MINUTE = 10;
export const ADDRESS_MESSAGES_PER_MINUTE = 30;
/** New conversations one address may start per hour: a script must not mint visitors without end. */
export const CONVERSATIONS_PER_HOUR_PER_ADDRESS = 20;
/** The console's list and a conversation's messages are this long at most (newest kept). */
export const CONSOLE_PAGE = 100;

export interface ChatMessageView {
  Id: string;
  Author: 'visitor' | 'staff';
  Body: string;
  CreatedAt: string;
}

export interface ConversationView {
  Id: string;
  UserId: string | null;
  UserName: string | null;
  CreatedAt: string;
  LastActivityAt: string;
  /** The visitor's word is the newest: support has not answered it yet. */
  Unanswered: boolean;
  LastMessage: string | null;
}

type Row = { id: bigint; user_id: bigint | null; created_at: Date; last_activity_at: Date; last_visitor_at: Date | null; last_staff_at: Date | null };

const unanswered = (row: Row) => row.last_visitor_at !== null && (row.last_staff_at === null || row.last_staff_at < row.last_visitor_at);

/** The conversation behind a visitor's secret, or null (none, or a secret nobody was given). */
export async function conversationOf(db: Db, token: string | undefined): Promise<Row | null> {
  if (!token) return null;
  const row = await db.selectFrom('chat_conversations').select(['id', 'user_id', 'created_at', 'last_activity_at', 'last_visitor_at', 'last_staff_at']).where('token_hash', '=', tokenHash(token)).executeTakeFirst();
  return row ?? null;
}

export async function requireConversation(db: Db, token: string | undefined, lang: SupportedLanguage): Promise<Row> {
  const row = await conversationOf(db, token);
  if (!row) throw new ChatError(404, 'CHAT_NOT_STARTED', t(lang, 'chat:errors.notStarted'));
  return row;
}

async function limit(db: Db, key: string, perWindow: number, windowSeconds: number, lang: SupportedLanguage) {
  const result = await hit(db, key, perWindow, windowSeconds);
  if (!result.allowed) throw new ChatError(429, 'RATE_LIMITED', t(lang, 'chat:errors.rateLimited'), undefined, result.retryAfterSeconds);
}

/**
 * The visitor's conversation: theirs when their secret names one (linked to their account once they
 * are signed in), else a new one with a new secret (answered once, for the gateway's cookie).
 */
export async function startConversation(db: Db, token: string | undefined, userId: bigint | null, ip: string, lang: SupportedLanguage): Promise<{ token: string | null; conversation: Row }> {
  const existing = await conversationOf(db, token);
  if (existing) {
    // A player who signed in after they started chatting: the conversation becomes part of their history.
    if (userId !== null && existing.user_id === null) {
      await db.updateTable('chat_conversations').set({ user_id: userId }).where('id', '=', existing.id).execute();
      existing.user_id = userId;
    }
    return { token: null, conversation: existing };
  }
  await limit(db, `chat:start:ip:${ip}`, CONVERSATIONS_PER_HOUR_PER_ADDRESS, 3600, lang);
  const fresh = newToken();
  const conversation = await db
    .insertInto('chat_conversations')
    .values({ token_hash: tokenHash(fresh), user_id: userId })
    .returning(['id', 'user_id', 'created_at', 'last_activity_at', 'last_visitor_at', 'last_staff_at'])
    .executeTakeFirstOrThrow();
  return { token: fresh, conversation };
}

async function post(tx: Tx, conversationId: bigint, author: 'visitor' | 'staff', body: string, staffId: bigint | null): Promise<ChatMessageView> {
  const row = await tx.trx
    .insertInto('chat_messages')
    .values({ conversation_id: conversationId, author, author_staff_id: staffId, body })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await tx.trx
    .updateTable('chat_conversations')
    .set({ last_activity_at: row.created_at, ...(author === 'visitor' ? { last_visitor_at: row.created_at } : { last_staff_at: row.created_at }) })
    .where('id', '=', conversationId)
    .execute();
  tx.emit({ topic: 'chat.message', payload: { conversationId: String(conversationId), messageId: String(row.id), author } });
  return { Id: String(row.id), Author: author, Body: body, CreatedAt: row.created_at.toISOString() };
}

/** A visitor writes: within their own and their address's rate. */
export async function visitorSays(db: Db, conversation: Row, body: string, ip: string, lang: SupportedLanguage): Promise<ChatMessageView> {
  await limit(db, `chat:visitor:${conversation.id}`, VISITOR_MESSAGES_PER_MINUTE, 60, lang);
  await limit(db, `chat:ip:${ip}`, ADDRESS_MESSAGES_PER_MINUTE, 60, lang);
  return inTransaction(db, (tx) => post(tx, conversation.id, 'visitor', body, null));
}

/** Support answers (inside the caller's audited transaction). */
export function supportSays(tx: Tx, conversationId: bigint, body: string, staffId: bigint | null): Promise<ChatMessageView> {
  return post(tx, conversationId, 'staff', body, staffId);
}

/** A conversation's messages, oldest first (the newest CONSOLE_PAGE). */
export async function messagesOf(db: Db, conversationId: bigint): Promise<ChatMessageView[]> {
  const rows = await db.selectFrom('chat_messages').select(['id', 'author', 'body', 'created_at']).where('conversation_id', '=', conversationId).orderBy('id', 'desc').limit(CONSOLE_PAGE).execute();
  return rows.reverse().map((row) => ({ Id: String(row.id), Author: row.author, Body: row.body, CreatedAt: row.created_at.toISOString() }));
}

/** The console's conversations (or one player's history): newest activity first, only those with a message. */
export async function listConversations(db: Db, filter: { UserId?: string; Id?: bigint }): Promise<ConversationView[]> {
  const rows = await db
    .selectFrom('chat_conversations as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.created_at', 'c.last_activity_at', 'c.last_visitor_at', 'c.last_staff_at', 'u.username'])
    .select(sql<string | null>`(select body from chat_messages m where m.conversation_id = c.id order by m.id desc limit 1)`.as('last_message'))
    .where('c.last_visitor_at', 'is not', null)
    .$if(filter.UserId !== undefined, (q) => q.where('c.user_id', '=', BigInt(filter.UserId!)))
    .$if(filter.Id !== undefined, (q) => q.where('c.id', '=', filter.Id!))
    .orderBy('c.last_activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CONSOLE_PAGE)
    .execute();
  return rows.map((row) => ({
    Id: String(row.id),
    UserId: row.user_id === null ? null : String(row.user_id),
    UserName: row.username ?? null,
    CreatedAt: row.created_at.toISOString(),
    LastActivityAt: row.last_activity_at.toISOString(),
    Unanswered: unanswered(row),
    LastMessage: row.last_message,
  }));
}
