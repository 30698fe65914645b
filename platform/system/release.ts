import type { Db } from '../db/connection';
import { inTransaction, type Tx } from '../db/transaction';

/**
 * The version hash the web client compares against (seed 000 §4): the hash of the
 * web build that is live. Publishing a new one is an operator action; every open
 * page learns of it at its next check (or at once through release.published).
 */
export async function currentRelease(db: Db): Promise<string> {
  const row = await db.selectFrom('app_release').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash ?? '';
}

/**
 * Makes `hash` the live release in the caller's transaction, unless it is live already (a deploy that
 * publishes twice asks no page to refresh twice). Answers the hash that was live before ('' for none).
 */
export async function recordRelease({ trx, emit }: Tx, hash: string): Promise<{ previous: string; changed: boolean }> {
  const latest = await trx.selectFrom('app_release').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (latest?.hash === hash) return { previous: hash, changed: false };
  await trx.insertInto('app_release').values({ hash }).execute();
  emit({ topic: 'release.published', payload: { hash } });
  return { previous: latest?.hash ?? '', changed: true };
}

/** The boot's own build (RELEASE_HASH) and tests: no operator, so no audit entry. */
export async function publishRelease(db: Db, hash: string): Promise<void> {
  await inTransaction(db, (tx) => recordRelease(tx, hash));
}

/** The releases published so far, newest first (the live one first). */
export async function releaseHistory(db: Db, limit = 20) {
  const rows = await db.selectFrom('app_release').select(['hash', 'published_at']).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ Hash: row.hash, PublishedAt: row.published_at.toISOString() }));
}
