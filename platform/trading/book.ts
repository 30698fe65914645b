/**
 * The liability book kept live: every ticket change that alters what the book stands to pay goes through
 * changeLiability, in the transaction of that change, which applies exposure(after) − exposure(before) of
 * the tickets it touches to trading_liability. recomputeLiability rebuilds the same table from the open
 * tickets by the same rule (exposure.ts), for repair and for tests: the two must always agree.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import type { BettingDeps } from '../betting/context';
import { shapeOf } from '../betting/outcome';
import { type BookEntry, bookDelta, type ExposureTicket, exposure, isOpen, sumExposures } from './exposure';
import type { Raised } from './limits';

type Reader = Db | Tx['trx'];

/** The tickets as exposure.ts reads them, their items in position order. */
async function exposureTickets(deps: BettingDeps, db: Reader, ids: readonly bigint[] | 'open', lock = false): Promise<ExposureTicket[]> {
  if (ids !== 'open' && ids.length === 0) return [];
  let query = db
    .selectFrom('tickets')
    .select(['id', 'status', 'outcome', 'stake', 'currency', 'bet_type', 'unit_stake', 'system_sizes', 'teaser_id', 'ifbet_variant', 'free_bet_id', 'insurance_premium']);
  query = ids === 'open' ? query.where('outcome', 'is', null).where('status', 'in', [1, 5]) : query.where('id', 'in', ids);
  const tickets = await (lock ? query.orderBy('id').forUpdate() : query).execute();
  if (tickets.length === 0) return [];
  let items = db.selectFrom('ticket_items').select(['ticket_id', 'odd_id', 'match_id', 'market_key', 'odds', 'banker', 'result']).orderBy('ticket_id').orderBy('position');
  items =
    ids === 'open'
      ? items.where('ticket_id', 'in', (eb) => eb.selectFrom('tickets').select('id').where('outcome', 'is', null).where('status', 'in', [1, 5]))
      : items.where('ticket_id', 'in', ids);
  const itemsOf = new Map<bigint, ExposureTicket['items'][number][]>();
  for (const item of await items.execute()) {
    const own = itemsOf.get(item.ticket_id) ?? [];
    own.push({ oddId: item.odd_id, matchId: item.match_id, marketKey: item.market_key, odds: item.odds, banker: item.banker, result: item.result });
    itemsOf.set(item.ticket_id, own);
  }
  return tickets.map((ticket) => ({
    status: ticket.status,
    outcome: ticket.outcome,
    stake: ticket.stake,
    currency: ticket.currency,
    shape: shapeOf(deps, ticket),
    items: itemsOf.get(ticket.id) ?? [],
  }));
}

/** The book as the tickets make it up now: the brute force. */
export async function liabilityFromTickets(deps: BettingDeps, db: Reader, ids: readonly bigint[] | 'open' = 'open', lock = false): Promise<Map<string, BookEntry>> {
  const entries = new Map<string, BookEntry>();
  for (const ticket of await exposureTickets(deps, db, ids, lock)) if (isOpen(ticket)) sumExposures(exposure(deps.options, ticket), 1n, entries);
  return entries;
}

/**
 * Run `change` (which alters the tickets `ids`) and move the book by what it changed, in the same
 * transaction: the ONE place a ticket change writes trading_liability. The tickets are locked (in id
 * order, as settlement locks them) before they are read, so no other change slips between the two
 * readings. A change that creates tickets pushes their ids onto `ids`: before it they had no exposure.
 */
export async function changeLiability<T>(deps: BettingDeps, tx: Tx, ids: bigint[], change: () => Promise<T>, guard?: (raised: Raised[]) => Promise<void>): Promise<T> {
  const before = await liabilityFromTickets(deps, tx.trx, [...ids], true);
  const result = await change();
  const after = await liabilityFromTickets(deps, tx.trx, ids);
  const delta = bookDelta(before, after);
  const payouts = await applyDelta(tx, delta);
  if (guard) await guard(delta.map((e) => ({ oddId: e.oddId, currency: e.currency, matchId: e.matchId, marketKey: e.marketKey, rise: e.payout, payout: payouts.get(`${e.oddId}:${e.currency}`) ?? 0n })));
  return result;
}

/** Moves the book; the payout of each entry touched as it stands after (with every committed change in it). */
async function applyDelta(tx: Tx, delta: readonly BookEntry[]): Promise<Map<string, bigint>> {
  if (delta.length === 0) return new Map();
  const rows = delta.map((e) => ({ odd_id: String(e.oddId), currency: e.currency, match_id: e.matchId, market_key: e.marketKey, payout: String(e.payout), stakes: String(e.stakes), tickets: e.tickets }));
  // One statement for every outcome touched, in key order so two transactions never lock in a cycle.
  rows.sort((a, b) => (BigInt(a.odd_id) < BigInt(b.odd_id) ? -1 : BigInt(a.odd_id) > BigInt(b.odd_id) ? 1 : a.currency < b.currency ? -1 : 1));
  const moved = await sql<{ odd_id: string; currency: string; payout: string }>`
    insert into trading_liability (odd_id, currency, match_id, market_key, payout, stakes, tickets)
    select v.odd_id, v.currency, v.match_id, v.market_key, v.payout, v.stakes, v.tickets
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(odd_id bigint, currency text, match_id integer, market_key text, payout bigint, stakes bigint, tickets integer)
    on conflict (odd_id, currency) do update set
      payout = trading_liability.payout + excluded.payout,
      stakes = trading_liability.stakes + excluded.stakes,
      tickets = trading_liability.tickets + excluded.tickets,
      updated_at = now()
    returning odd_id::text, currency, payout::text`.execute(tx.trx);
  const odds = [...new Set(delta.map((e) => e.oddId))];
  await tx.trx.deleteFrom('trading_liability').where('odd_id', 'in', odds).where('tickets', '<=', 0).execute();
  const matches = [...new Set(delta.map((e) => e.matchId))].sort((a, b) => a - b);
  for (const matchId of matches) tx.emit({ topic: 'trading.liability.changed', payload: { matchId } });
  return new Map(moved.rows.map((row) => [`${row.odd_id}:${row.currency}`, BigInt(row.payout)]));
}

/** Rebuild the whole book from the open tickets (repair; the property test's reference). */
export async function recomputeLiability(deps: BettingDeps, tx: Tx): Promise<number> {
  const entries = [...(await liabilityFromTickets(deps, tx.trx)).values()];
  await tx.trx.deleteFrom('trading_liability').execute();
  await applyDelta(tx, entries);
  return entries.length;
}

/** The book as stored, keyed like liabilityFromTickets. */
export async function storedLiability(db: Reader): Promise<Map<string, BookEntry>> {
  const rows = await db.selectFrom('trading_liability').selectAll().execute();
  return new Map(
    rows.map((row) => [
      `${row.odd_id}:${row.currency}`,
      { oddId: row.odd_id, currency: row.currency, matchId: row.match_id, marketKey: row.market_key, payout: row.payout, stakes: row.stakes, tickets: row.tickets },
    ]),
  );
}
