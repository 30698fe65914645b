import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';

/**
 * The version hash the web client compares against (seed 000 §4): the hash of the
 * web build that is live. Publishing a new one is an operator action; every open
 * page learns of it at its next check (or at once through release.published).
 */
export async function currentRelease(db: Db): Promise<string> {
  const row = await db.selectFrom('app_release').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.hash ?? '';
}

export async function publishRelease(db: Db, hash: string): Promise<void> {
  await inTransaction(db, async ({ trx, emit }) => {
    const latest = await trx.selectFrom('app_release').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (latest?.hash === hash) return;
    await trx.insertInto('app_release').values({ hash }).execute();
    emit({ topic: 'release.published', payload: { hash } });
  });
}
