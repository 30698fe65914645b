import nodemailer from 'nodemailer';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { log } from '../log';

/** Writes a message in the caller's transaction: it is sent (or kept) only if the change commits. */
export async function queueMail({ trx }: Tx, to: string, subject: string, body: string): Promise<void> {
  await trx.insertInto('mail_messages').values({ to_address: to, subject, body }).execute();
}

/** Where account mail goes: a mail server (no local mailbox), or the local mailbox for this machine only or for anyone. */
export type MailboxMode = 'smtp' | 'local' | 'open';

export function mailboxMode(config: { smtpUrl: string | undefined; mailbox: 'local' | 'open' }): MailboxMode {
  return config.smtpUrl ? 'smtp' : config.mailbox;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket's view of 127.0.0.1). */
export function isLoopback(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  return /^127(\.\d{1,3}){3}$/.test(v4) || address === '::1';
}

/**
 * Whether a mailbox read may be answered. It holds password-reset and verification links, so in the
 * "local" mode only a browser on this machine may read it, judged by socket addresses and never by a
 * header a client writes: the platform's own socket (absent when called in-process) and, when the
 * request came through the gateway, the gateway's socket as the gateway reports it (X-Oddsgate-Peer).
 * Both must be loopback: the header can only narrow what the socket allows, never widen it.
 */
export function mayReadMailbox(mode: MailboxMode, addresses: { socket: string | undefined; peer: string | undefined }): boolean {
  if (mode === 'smtp') return false;
  if (mode === 'open') return true;
  return (addresses.socket === undefined || isLoopback(addresses.socket)) && (addresses.peer === undefined || isLoopback(addresses.peer));
}

/** The local mailbox of the embedded mode: the newest messages to one address. */
export async function mailbox(db: Db, to: string) {
  return db
    .selectFrom('mail_messages')
    .select(['id', 'to_address', 'subject', 'body', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.trim().toLowerCase()))
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

/**
 * With SMTP_URL set, sends queued messages and marks them sent; a failed send is
 * retried on the next round. Without it, messages stay as the local mailbox.
 */
export function startMailDispatcher(db: Db, smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'oddsgate.invalid';
  const stop = new AbortController();
  const loop = (async () => {
    while (!stop.signal.aborted) {
      const pending = await db.selectFrom('mail_messages').selectAll().where('sent_at', 'is', null).orderBy('id').limit(20).execute().catch(() => []);
      for (const message of pending) {
        try {
          // One Message-ID per row: a process killed between the server's "250" and the sent mark sends the
          // row again on the next leader, and the copy says it is the same message (receivers drop it).
          await transport.sendMail({ from, to: message.to_address, subject: message.subject, text: message.body, messageId: `<mail-${message.id}@${domain}>` });
          await db.updateTable('mail_messages').set({ sent_at: new Date() }).where('id', '=', message.id).execute();
        } catch (error) {
          log.warn({ mail: String(message.id), err: (error as Error).message }, 'mail not sent yet');
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  })();
  return async () => {
    stop.abort();
    await loop;
    transport.close();
  };
}
