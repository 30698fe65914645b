/**
 * Support's actions on a player (issue 18, Players). Each is one audited transaction (platform/staff/audit.ts)
 * whose entry records the state before and after. Ending sessions (one, all, or by locking the account)
 * also tells the player's open pages at once (the 'account.sessions_ended' event): the gateway asks the
 * platform per page whether its session still lives, and a page whose session ended signs out.
 */
import { sql } from 'kysely';
import { PLAYER_TAGS, type PlayerTag } from '../../../rules/player-tags';
import { revokeOtherSessions } from '../../account/sessions';
import type { Db } from '../../db/connection';
import type { Tx } from '../../db/transaction';
import { t } from '../../i18n';
import { messagePlayer } from '../../messages/service';
import type { SupportedLanguage } from '../../reference/data';
import { audited } from '../../staff/audit';
import { StaffError } from '../../staff/errors';
import type { Actor } from '../../staff/guard';
import { sessionsEnded } from './events';
import { tagsOf } from './profile';

const notFound = (lang: SupportedLanguage) => new StaffError(404, 'NOT_FOUND', t(lang, 'backoffice-players:errors.noPlayer'));

/** The player's row, locked for the action (two staff acting at once queue; each entry's "before" is true). */
async function lockPlayer({ trx }: Tx, lang: SupportedLanguage, userId: bigint) {
  const user = await trx.selectFrom('users').select(['id', 'locked', 'totp_secret']).where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!user) throw notFound(lang);
  return user;
}

const liveSessionIds = (trx: Tx['trx'], userId: bigint) =>
  trx
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute()
    .then((rows) => rows.map((row) => String(row.id)));

/** Ends one of the player's sessions, or (sessionId null) all of them. */
export function endSessions(db: Db, actor: Actor, lang: SupportedLanguage, userId: bigint, sessionId: bigint | null) {
  return audited(db, actor, 'players.sessions.end', async (tx) => {
    await lockPlayer(tx, lang, userId);
    const before = await liveSessionIds(tx.trx, userId);
    if (sessionId !== null && !before.includes(String(sessionId))) throw new StaffError(404, 'NOT_FOUND', t(lang, 'backoffice-players:errors.noSession'));
    if (sessionId === null) await revokeOtherSessions(tx.trx, userId, null);
    else await tx.trx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).where('user_id', '=', userId).execute();
    const after = await liveSessionIds(tx.trx, userId);
    tx.emit(sessionsEnded(userId, 'ended'));
    return { result: { Ended: before.length - after.length }, audit: { targetType: 'player', targetId: userId, before: { Sessions: before }, after: { Sessions: after } } };
  });
}

const requireReason = (lang: SupportedLanguage, reason: string | undefined) => {
  const text = reason?.trim();
  if (!text) throw new StaffError(400, 'REASON_REQUIRED', t(lang, 'backoffice-players:errors.reasonRequired'), { Reason: t(lang, 'backoffice-players:errors.reasonRequired') });
  return text;
};

/** Locks (which ends every session: a locked account cannot sign in, so none may stay open) or unlocks. */
export function setLocked(db: Db, actor: Actor, lang: SupportedLanguage, userId: bigint, locked: boolean, reason: string) {
  const why = requireReason(lang, reason);
  return audited(db, actor, 'players.lock', async (tx) => {
    const user = await lockPlayer(tx, lang, userId);
    await tx.trx.updateTable('users').set({ locked }).where('id', '=', userId).execute();
    if (locked) {
      await revokeOtherSessions(tx.trx, userId, null);
      tx.emit(sessionsEnded(userId, 'locked'));
    }
    return { result: { Locked: locked }, audit: { targetType: 'player', targetId: userId, before: { Locked: user.locked }, after: { Locked: locked }, reason: why } };
  });
}

/**
 * Turns two-factor off (the player lost their authenticator): the secret and the recovery codes go; the
 * player signs in with the password and may enrol again.
 */
export function resetTwoFactor(db: Db, actor: Actor, lang: SupportedLanguage, userId: bigint, reason: string) {
  const why = requireReason(lang, reason);
  return audited(db, actor, 'players.twoFactor.reset', async (tx) => {
    const user = await lockPlayer(tx, lang, userId);
    await tx.trx.updateTable('users').set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null }).where('id', '=', userId).execute();
    await tx.trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    return { result: { TwoFactorEnabled: false }, audit: { targetType: 'player', targetId: userId, before: { TwoFactorEnabled: user.totp_secret !== null }, after: { TwoFactorEnabled: false }, reason: why } };
  });
}

/** A note by the signed-in member of staff (a machine writes none: a note has an author). */
export function addNote(db: Db, actor: Actor & { kind: 'staff' }, lang: SupportedLanguage, userId: bigint, body: string) {
  return audited(db, actor, 'players.note', async (tx) => {
    await lockPlayer(tx, lang, userId);
    const row = await tx.trx.insertInto('player_notes').values({ user_id: userId, staff_id: actor.staff.id, body }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    const note = { Id: String(row.id), Body: body, Author: actor.staff.username, CreatedAt: row.created_at.toISOString() };
    return { result: { Note: note }, audit: { targetType: 'player', targetId: userId, after: { NoteId: note.Id, Body: body } } };
  });
}

/** Sets the player's tags to exactly these (from the fixed list). */
export function setTags(db: Db, actor: Actor, lang: SupportedLanguage, userId: bigint, tags: readonly PlayerTag[]) {
  const wanted = [...new Set(tags)].filter((tag) => PLAYER_TAGS.includes(tag)).sort();
  return audited(db, actor, 'players.tag', async (tx) => {
    await lockPlayer(tx, lang, userId);
    const before = await tagsOf(tx.trx, userId);
    await tx.trx.deleteFrom('player_tags').where('user_id', '=', userId).$if(wanted.length > 0, (q) => q.where('tag', 'not in', wanted)).execute();
    if (wanted.length > 0) await tx.trx.insertInto('player_tags').values(wanted.map((tag) => ({ user_id: userId, tag }))).onConflict((oc) => oc.doNothing()).execute();
    return { result: { Tags: wanted }, audit: { targetType: 'player', targetId: userId, before: { Tags: before }, after: { Tags: wanted } } };
  });
}

export interface PrivateMessage {
  Subject: string;
  Body: string;
  IdempotencyKey: string;
}

/**
 * A private message from support, sent once per idempotency key: a retry (a double click, a network
 * retry) answers the message already sent, sends nothing and writes no second audit entry. The key's row
 * is claimed first: a concurrent retry waits on it and then finds the message.
 */
export async function sendPrivateMessage(db: Db, actor: Actor, lang: SupportedLanguage, userId: bigint, message: PrivateMessage) {
  const earlier = () => db.selectFrom('player_message_keys').select(['user_id', 'message_id']).where('idempotency_key', '=', message.IdempotencyKey).executeTakeFirst();
  const sent = await earlier();
  if (sent) return retried(lang, userId, sent);
  try {
    return await audited(db, actor, 'players.message', async (tx) => {
      await lockPlayer(tx, lang, userId);
      const claimed = await tx.trx.insertInto('player_message_keys').values({ idempotency_key: message.IdempotencyKey, user_id: userId }).onConflict((oc) => oc.doNothing()).returning('idempotency_key').executeTakeFirst();
      // A concurrent retry committed first: roll back (no second audit entry) and answer its send.
      if (!claimed) throw new SentMeanwhile();
      const { messageId, delivered } = await messagePlayer(tx, userId, { subject: message.Subject, body: message.Body });
      await tx.trx.updateTable('player_message_keys').set({ message_id: messageId }).where('idempotency_key', '=', message.IdempotencyKey).execute();
      return {
        result: { MessageId: String(messageId), Delivered: delivered, Repeated: false },
        audit: { targetType: 'player', targetId: userId, after: { MessageId: String(messageId), Subject: message.Subject, Delivered: delivered } },
      };
    });
  } catch (error) {
    if (!(error instanceof SentMeanwhile)) throw error;
    return retried(lang, userId, (await earlier())!);
  }
}

class SentMeanwhile extends Error {}

/** A retried send: the same answer for the same player; another player's key is refused, not a send. */
function retried(lang: SupportedLanguage, userId: bigint, sent: { user_id: bigint; message_id: bigint | null }) {
  if (sent.user_id !== userId) {
    const message = t(lang, 'backoffice-players:errors.keyReused');
    throw new StaffError(400, 'VALIDATION', message, { IdempotencyKey: message });
  }
  return { MessageId: String(sent.message_id), Delivered: true, Repeated: true as boolean };
}
