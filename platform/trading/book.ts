/**
 * The liability book kept live: every ticket change that alters what the book stands to pay goes through
 * changeLiability, in the transaction of that change, which applies exposure(after) − exposure(before) of
 * the tickets it touches to trading_liability. recomputeLiability rebuilds the same table from the open
 * tickets by the same rule (exposure.ts), for repair and for tests: the two must always agree.
 *
 * An outcome's liability is kept in LIABILITY_SHARDS rows (migration 0046), a ticket's share always in the
 * shard of its id: placements on one outcome then rarely update the same row, so they no longer queue on
 * each other's commit. Every reader sees the sums (storedLiability, views.ts, the limit check in limits.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import type { BettingDeps } from '../betting/context';
import { shapeOf } from '../betting/outcome';
import { type BookEntry, bookDelta, bookKey, type ExposureTicket, exposure, isOpen, sumExposures } from './exposure';
import type { Raised } from './limits';

type Reader = Db | Tx['trx'];

/** How many rows an outcome's liability is spread over; a ticket's share lives in shardOf(its id). */
export const LIABILITY_SHARDS = 16;
const shardOf = (ticketId: bigint) => Number(ticketId % BigInt(LIABILITY_SHARDS));

type TicketFields = Parameters<typeof shapeOf>[1] & { id: bigint; status: number; outcome: string | null; stake: bigint };
type ItemFields = { odd_id: bigint; match_id: number; market_key: string; odds: number; banker: boolean; result: ExposureTicket['items'][number]['result'] };

/** A ticket as a change wrote it (its row and items as RETURNING answered them): its book needs no read. */
export type WrittenTicket = TicketFields & { items: readonly (ItemFields & { position: number })[] };

/** A ticket as exposure.ts reads it, its items in position order. */
const asExposure = (deps: BettingDeps, ticket: TicketFields, items: readonly ItemFields[]): ExposureTicket & { id: bigint } => ({
  id: ticket.id,
  status: ticket.status,
  outcome: ticket.outcome,
  stake: ticket.stake,
  currency: ticket.currency,
  shape: shapeOf(deps, ticket),
  items: items.map((item) => ({ oddId: item.odd_id, matchId: item.match_id, marketKey: item.market_key, odds: item.odds, banker: item.banker, result: item.result })),
});

/** The tickets as exposure.ts reads them, their items in position order. */
async function exposureTickets(deps: BettingDeps, db: Reader, ids: readonly bigint[] | 'open', lock = false): Promise<(ExposureTicket & { id: bigint })[]> {
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
  const itemsOf = new Map<bigint, ItemFields[]>();
  for (const item of await items.execute()) itemsOf.set(item.ticket_id, [...(itemsOf.get(item.ticket_id) ?? []), item]);
  return tickets.map((ticket) => asExposure(deps, ticket, itemsOf.get(ticket.id) ?? []));
}

/** The book as the tickets make it up now: the brute force. */
export async function liabilityFromTickets(deps: BettingDeps, db: Reader, ids: readonly bigint[] | 'open' = 'open', lock = false): Promise<Map<string, BookEntry>> {
  const entries = new Map<string, BookEntry>();
  for (const ticket of await exposureTickets(deps, db, ids, lock)) if (isOpen(ticket)) sumExposures(exposure(deps.options, ticket), 1n, entries);
  return entries;
}

/** The book of these tickets, one per shard (a ticket's exposure in the shard of its id). */
async function liabilityByShard(deps: BettingDeps, db: Reader, ids: readonly bigint[] | 'open', lock = false, written: readonly WrittenTicket[] = []): Promise<Map<number, Map<string, BookEntry>>> {
  const shards = new Map<number, Map<string, BookEntry>>();
  const known = new Set(written.map((ticket) => ticket.id));
  const read = await exposureTickets(deps, db, ids === 'open' ? ids : ids.filter((id) => !known.has(id)), lock);
  for (const ticket of [...read, ...written.map((w) => asExposure(deps, w, [...w.items].sort((a, b) => a.position - b.position)))]) {
    if (isOpen(ticket)) shards.set(shardOf(ticket.id), sumExposures(exposure(deps.options, ticket), 1n, shards.get(shardOf(ticket.id))));
  }
  return shards;
}

type ShardEntry = BookEntry & { shard: number };

/** What moving each shard from `before` to `after` adds to its rows. */
function shardDelta(before: Map<number, Map<string, BookEntry>>, after: Map<number, Map<string, BookEntry>>): ShardEntry[] {
  const shards = [...new Set([...before.keys(), ...after.keys()])];
  return shards.flatMap((shard) => bookDelta(before.get(shard) ?? new Map(), after.get(shard) ?? new Map()).map((entry) => ({ ...entry, shard })));
}

/**
 * Run `change` (which alters the tickets `ids`) and move the book by what it changed, in the same
 * transaction: the ONE place a ticket change writes trading_liability. The tickets are locked (in id
 * order, as settlement locks them) before they are read, so no other change slips between the two
 * readings. A change that creates tickets pushes their ids onto `ids`: before it they had no exposure;
 * one that pushes them as written (their rows as RETURNING answered) onto `written` spares reading them
 * back. `guard` is told by how much each outcome's payout rose (all shards together).
 */
export async function changeLiability<T>(
  deps: BettingDeps,
  tx: Tx,
  ids: bigint[],
  change: () => Promise<T>,
  guard?: (raised: Raised[]) => Promise<void>,
  written: WrittenTicket[] = [],
): Promise<T> {
  const before = await liabilityByShard(deps, tx.trx, [...ids], true);
  const result = await change();
  const after = await liabilityByShard(deps, tx.trx, ids, false, written);
  const delta = shardDelta(before, after);
  await applyDelta(tx, delta);
  if (guard) {
    const raised = new Map<string, Raised>();
    for (const e of delta) {
      const key = bookKey(e.oddId, e.currency);
      const entry = raised.get(key) ?? { oddId: e.oddId, currency: e.currency, matchId: e.matchId, marketKey: e.marketKey, rise: 0n };
      entry.rise += e.payout;
      raised.set(key, entry);
    }
    await guard([...raised.values()]);
  }
  return result;
}

/** Moves the book's rows; a row that falls back to nothing is deleted, so the table holds only what is at risk. */
async function applyDelta(tx: Tx, delta: readonly ShardEntry[]): Promise<void> {
  if (delta.length === 0) return;
  const rows = delta.map((e) => ({ odd_id: String(e.oddId), currency: e.currency, shard: e.shard, match_id: e.matchId, market_key: e.marketKey, payout: String(e.payout), stakes: String(e.stakes), tickets: e.tickets }));
  // One statement for every row touched, in key order so two transactions never lock in a cycle.
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    BigInt(a.odd_id) !== BigInt(b.odd_id) ? (BigInt(a.odd_id) < BigInt(b.odd_id) ? -1 : 1) : a.currency !== b.currency ? (a.currency < b.currency ? -1 : 1) : a.shard - b.shard;
  rows.sort(order);
  const moved = await sql<{ odd_id: string; currency: string; shard: number; empty: boolean }>`
    insert into trading_liability (odd_id, currency, shard, match_id, market_key, payout, stakes, tickets)
    select v.odd_id, v.currency, v.shard, v.match_id, v.market_key, v.payout, v.stakes, v.tickets
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(odd_id bigint, currency text, shard smallint, match_id integer, market_key text, payout bigint, stakes bigint, tickets integer)
    on conflict (odd_id, currency, shard) do update set
      payout = trading_liability.payout + excluded.payout,
      stakes = trading_liability.stakes + excluded.stakes,
      tickets = trading_liability.tickets + excluded.tickets,
      updated_at = now()
    returning odd_id::text, currency, shard, (tickets = 0 and payout = 0 and stakes = 0) as empty`.execute(tx.trx);
  // Only a change that closed tickets empties a row: a placement never pays for this statement.
  const empty = moved.rows.filter((row) => row.empty);
  if (empty.length > 0) {
    await sql`
      delete from trading_liability t
      using jsonb_to_recordset(${JSON.stringify(empty)}::jsonb) as v(odd_id bigint, currency text, shard smallint)
      where t.odd_id = v.odd_id and t.currency = v.currency and t.shard = v.shard and t.tickets = 0 and t.payout = 0 and t.stakes = 0`.execute(tx.trx);
  }
  const matches = [...new Set(delta.map((e) => e.matchId))].sort((a, b) => a - b);
  for (const matchId of matches) tx.emit({ topic: 'trading.liability.changed', payload: { matchId } });
}

/** Rebuild the whole book from the open tickets (repair; the property test's reference): every row in its own shard. */
export async function recomputeLiability(deps: BettingDeps, tx: Tx): Promise<number> {
  const shards = await liabilityByShard(deps, tx.trx, 'open');
  await tx.trx.deleteFrom('trading_liability').execute();
  await applyDelta(tx, shardDelta(new Map(), shards));
  return new Set([...shards.values()].flatMap((entries) => [...entries.keys()])).size;
}

/**
 * Each outcome's liability summed over its shards, the outcomes of some matches or all: what every reader of
 * the book sees. An outcome whose shards cancel out (rows kept from before the shards) holds nothing.
 */
export async function summedLiability(db: Reader, matchId?: number): Promise<BookEntry[]> {
  const rows = await sql<{ odd_id: string; currency: string; match_id: number; market_key: string; payout: string; stakes: string; tickets: number }>`
    select odd_id::text, currency, min(match_id) as match_id, min(market_key) as market_key,
           sum(payout)::text as payout, sum(stakes)::text as stakes, sum(tickets)::integer as tickets
    from trading_liability
    where ${matchId === undefined ? sql`true` : sql`match_id = ${matchId}`}
    group by odd_id, currency
    having sum(tickets) <> 0 or sum(payout) <> 0 or sum(stakes) <> 0
    order by odd_id, currency`.execute(db);
  return rows.rows.map((row) => ({ oddId: BigInt(row.odd_id), currency: row.currency, matchId: row.match_id, marketKey: row.market_key, payout: BigInt(row.payout), stakes: BigInt(row.stakes), tickets: row.tickets }));
}

/** The book as stored, keyed like liabilityFromTickets. */
export async function storedLiability(db: Reader): Promise<Map<string, BookEntry>> {
  return new Map((await summedLiability(db)).map((entry) => [bookKey(entry.oddId, entry.currency), entry]));
}
