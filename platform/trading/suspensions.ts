/**
 * Suspending and reopening a sport, a match or a market (issue 19). A change is one transaction that
 * records the suspension (who, when, why), rewrites the stored book of every match it touches, audits
 * the act with before/after and announces the changed odds, so open pages and slips update at once.
 *
 * Race safety with placement: rewriting a book updates the match row, which waits for (and then blocks)
 * every placement that read the row FOR SHARE (betting/selections.ts loadSelections with `lock`). A
 * placement is therefore judged either wholly before the suspension commits or on the suspended book.
 * The feed ingest takes CONTROLS_LOCK shared for its tick and a change takes it exclusively, so a tick
 * never stores a book built from the suspensions as they were before a change it overlapped.
 *
 * One mechanism for every suspension: a market's auto-suspend threshold (limits.ts) suspends it here too,
 * as the system (no staff), so the book, the odds events, the slip and the desk see one state and one
 * reopen serves both.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { audited, writeAudit } from '../staff/audit';
import type { Actor } from '../staff/guard';
import { type BookMarket, diffBooks, matchIdOf, previewOf } from '../sportsbook/book';
import { oddsChangedOf } from '../sportsbook/odds-event';
import { applySuspensions, type MatchSuspensions, NO_SUSPENSIONS, suspendsAnything } from './apply';
import type { SuspensionScope } from './controls-schema';

/** Taken shared by every feed tick, exclusively by every change of the desk's controls. */
export const CONTROLS_LOCK = 7_340_036;

export const lockControlsShared = (trx: Transaction<DB>) => sql`select pg_advisory_xact_lock_shared(${CONTROLS_LOCK})`.execute(trx);
export const lockControls = (trx: Transaction<DB>) => sql`select pg_advisory_xact_lock(${CONTROLS_LOCK})`.execute(trx);

/** Matches whose status still takes bets: a finished match's book is history and stays as it ended. */
const OPEN_STATUSES = ['not_started', 'live'];

/** The suspensions in force for each of these matches (its sport's, its own, its markets'). */
export async function suspensionsOf(trx: Transaction<DB> | Db, matches: readonly { id: number; sportId: number }[]): Promise<Map<number, MatchSuspensions>> {
  const found = new Map<number, MatchSuspensions>();
  if (matches.length === 0) return found;
  const ids = [...new Set(matches.map((match) => BigInt(match.id)))];
  const overrides = await trx.selectFrom('trading_price_overrides').select(['market_id', 'match_id', 'mode', 'prices', 'base', 'margin_bp']).where('match_id', 'in', ids).execute();
  const rows = await trx
    .selectFrom('trading_suspensions')
    .select(['scope', 'sport_id', 'match_id', 'market_id'])
    .where((eb) =>
      eb.or([
        eb('match_id', 'in', ids),
        eb.and([eb('scope', '=', 'sport'), eb('sport_id', 'in', [...new Set(matches.map((match) => match.sportId))])]),
      ]),
    )
    .execute();
  if (rows.length === 0 && overrides.length === 0) return found;
  for (const match of matches) {
    const mine = rows.filter((row) => (row.scope === 'sport' ? row.sport_id === match.sportId : Number(row.match_id) === match.id));
    const markets = new Set(mine.filter((row) => row.scope === 'market').map((row) => Number(row.market_id)));
    const prices = new Map(overrides.filter((row) => Number(row.match_id) === match.id).map((row) => [Number(row.market_id), { mode: row.mode, prices: row.prices, base: row.base, marginBp: row.margin_bp }] as const));
    const suspensions = { whole: mine.some((row) => row.scope !== 'market'), markets, prices };
    if (suspendsAnything(suspensions)) found.set(match.id, suspensions);
  }
  return found;
}

/**
 * Stores each open match's book as its feed book under the suspensions now in force, and announces the
 * odds that changed. The rows are locked first, in id order, so placements see the old book or the new.
 */
export async function restoreBooks(tx: Tx, matchIds: readonly bigint[]): Promise<void> {
  if (matchIds.length === 0) return;
  const rows = await tx.trx
    .selectFrom('matches')
    .select(['id', 'sport_id', 'status', 'book', 'feed_book'])
    .where('id', 'in', matchIds)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('id')
    .forUpdate()
    .execute();
  const suspensions = await suspensionsOf(tx.trx, rows.map((row) => ({ id: Number(row.id), sportId: row.sport_id })));
  const changed = [];
  for (const row of rows) {
    const served = row.book as BookMarket[];
    const feed = (row.feed_book ?? row.book) as BookMarket[];
    const mine = suspensions.get(Number(row.id)) ?? NO_SUSPENSIONS;
    const next = applySuspensions(feed, mine);
    const diff = diffBooks(served, next);
    if (diff.changes.length === 0) continue;
    await tx.trx
      .updateTable('matches')
      .set({
        book: JSON.stringify(next),
        preview: JSON.stringify(previewOf(next)),
        feed_book: suspendsAnything(mine) ? JSON.stringify(feed) : null,
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('id', '=', row.id)
      .execute();
    changed.push(oddsChangedOf(Number(row.id), row.sport_id, row.status === 'live', diff));
  }
  if (changed.length > 0) tx.emit({ topic: 'odds.changed', payload: { matches: changed } });
}

/** What a trader suspends: a sport by its id, a match or a market by theirs. */
export type SuspensionTarget = { scope: 'sport'; id: number } | { scope: 'match'; id: bigint } | { scope: 'market'; id: bigint };

interface Resolved {
  scope: SuspensionScope;
  sportId: number;
  matchId: bigint | null;
  marketId: bigint | null;
  /** The open matches whose books the change rewrites. */
  matchIds: bigint[];
}

const notFound = (lang: SupportedLanguage, key: 'sportNotFound' | 'matchNotFound' | 'marketNotFound') => new DomainError(404, 'NOT_FOUND', t(lang, `backoffice-trading-controls:errors.${key}`));

async function resolve(trx: Transaction<DB>, lang: SupportedLanguage, target: SuspensionTarget): Promise<Resolved> {
  if (target.scope === 'sport') {
    // Sport ids are 32-bit integers: a larger number names none (and must not reach the query).
    if (!Number.isInteger(target.id) || target.id > 2_147_483_647) throw notFound(lang, 'sportNotFound');
    const sport = await trx.selectFrom('sports').select('id').where('id', '=', target.id).executeTakeFirst();
    if (!sport) throw notFound(lang, 'sportNotFound');
    const open = await trx.selectFrom('matches').select('id').where('sport_id', '=', sport.id).where('status', 'in', OPEN_STATUSES).execute();
    return { scope: 'sport', sportId: sport.id, matchId: null, marketId: null, matchIds: open.map((row) => row.id) };
  }
  const matchId = target.scope === 'match' ? target.id : BigInt(matchIdOf(Number(target.id)));
  const match = await trx.selectFrom('matches').select(['id', 'sport_id', 'book', 'feed_book']).where('id', '=', matchId).executeTakeFirst();
  if (!match) throw notFound(lang, target.scope === 'match' ? 'matchNotFound' : 'marketNotFound');
  if (target.scope === 'market' && !((match.feed_book ?? match.book) as BookMarket[]).some((market) => BigInt(market.ID) === target.id)) throw notFound(lang, 'marketNotFound');
  return { scope: target.scope, sportId: match.sport_id, matchId: match.id, marketId: target.scope === 'market' ? target.id : null, matchIds: [match.id] };
}

const targetId = (target: SuspensionTarget) => `${target.scope}:${target.id}`;

/** Suspends (suspend = true) or reopens the target; doing what is already so changes nothing but the audit. `before`: whether it was suspended. */
export async function setSuspension(db: Db, actor: Actor & { kind: 'staff' }, lang: SupportedLanguage, target: SuspensionTarget, suspend: boolean, reason: string): Promise<{ suspended: boolean; before: boolean }> {
  return audited(db, actor, 'trading.control', async (tx) => {
    await lockControls(tx.trx);
    const found = await resolve(tx.trx, lang, target);
    const selectSame = () =>
      tx.trx
        .selectFrom('trading_suspensions')
        .select('id')
        .where('scope', '=', found.scope)
        .where('sport_id', '=', found.sportId)
        .where(sql<boolean>`coalesce(match_id, 0) = ${found.matchId ?? 0n} and coalesce(market_id, 0) = ${found.marketId ?? 0n}`);
    const before = (await selectSame().executeTakeFirst()) !== undefined;
    if (suspend && !before) {
      await tx.trx
        .insertInto('trading_suspensions')
        .values({ scope: found.scope, sport_id: found.sportId, match_id: found.matchId, market_id: found.marketId, staff_id: actor.staff.id, reason: reason.trim() })
        .execute();
    } else if (!suspend && before) {
      await tx.trx.deleteFrom('trading_suspensions').where('id', 'in', selectSame()).execute();
    }
    if (suspend !== before) await restoreBooks(tx, found.matchIds);
    return { result: { suspended: suspend, before }, audit: { targetType: 'trading_suspension', targetId: targetId(target), before: { suspended: before }, after: { suspended: suspend }, reason } };
  });
}

/** Who the desk's lists name for a suspension no staff set (a crossed auto-suspend threshold). */
export const SYSTEM_NAME = 'system';

/**
 * Suspends a market for the system, inside the transaction of the placement that took one of its outcomes
 * to its auto-suspend threshold (limits.ts guardLimits): the placement stands, the next one reads the
 * suspended book. Audited as the system. Nothing when it is suspended already.
 */
export async function suspendMarketForSystem(tx: Tx, matchId: number, marketKey: string, reason: string): Promise<boolean> {
  // Exclusive, as a trader's change: a feed tick in flight must not store a book without this suspension.
  await lockControls(tx.trx);
  const match = await tx.trx.selectFrom('matches').select(['id', 'sport_id', 'book', 'feed_book']).where('id', '=', BigInt(matchId)).executeTakeFirst();
  const market = match && marketOfKey(match, marketKey);
  if (!match || !market) return false;
  const inserted = await tx.trx
    .insertInto('trading_suspensions')
    .values({ scope: 'market', sport_id: match.sport_id, match_id: match.id, market_id: BigInt(market.ID), staff_id: null, reason })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await restoreBooks(tx, [match.id]);
  await writeAudit(tx.trx, { kind: 'machine' }, 'trading.control', { targetType: 'trading_suspension', targetId: `market:${market.ID}`, before: { suspended: false }, after: { suspended: true }, reason });
  return true;
}

/** The feed's market of this key in a match row (the feed's book: a market the desk suspended is still there). */
const marketOfKey = (match: { book: unknown; feed_book: unknown }, key: string) => ((match.feed_book ?? match.book) as BookMarket[]).find((market) => market.Key === key);

/** A market's id by its key: undefined when there is no such match, null when it has no such market. */
export async function marketIdOfKey(db: Db, matchId: number, key: string): Promise<number | null | undefined> {
  const match = await db.selectFrom('matches').select(['book', 'feed_book']).where('id', '=', BigInt(matchId)).executeTakeFirst();
  return match ? (marketOfKey(match, key)?.ID ?? null) : undefined;
}

/** The suspended markets of a match (their own suspension, not the match's or sport's): market id → set by the system (a crossed threshold). */
export async function suspendedMarketIds(db: Db | Transaction<DB>, matchId: number): Promise<Map<number, boolean>> {
  const rows = await db.selectFrom('trading_suspensions').select(['market_id', 'staff_id']).where('match_id', '=', BigInt(matchId)).where('scope', '=', 'market').execute();
  return new Map(rows.map((row) => [Number(row.market_id), row.staff_id === null]));
}

/** The suspensions in force, newest first, with who set them: what the desk's pages list. */
export async function listSuspensions(db: Db, filter: { matchId?: bigint }) {
  let query = db
    .selectFrom('trading_suspensions as s')
    .leftJoin('staff', 'staff.id', 's.staff_id')
    .select(['s.scope', 's.sport_id', 's.match_id', 's.market_id', 's.reason', 's.created_at', sql<string>`coalesce(staff.username, ${SYSTEM_NAME})`.as('username')])
    .orderBy('s.id', 'desc')
    .limit(500);
  if (filter.matchId !== undefined) {
    const match = await db.selectFrom('matches').select('sport_id').where('id', '=', filter.matchId).executeTakeFirst();
    if (!match) return [];
    query = query.where((eb) => eb.or([eb('s.match_id', '=', filter.matchId!), eb.and([eb('s.scope', '=', 'sport'), eb('s.sport_id', '=', match.sport_id)])]));
  }
  return query.execute();
}
