/**
 * Settlement driven by the feed's results. A match that ended (or was cancelled or postponed) settles
 * every pending item on it from the feed's `settled` table; each ticket its items now decide is paid in
 * the same transaction, with a ledger key naming the ticket and its settlement version, so a settlement
 * runs once however often it is triggered. A batch of tickets costs a handful of statements whatever its
 * size (the tickets, the free bets, the book and every payout each written set-based), so a match of
 * 100,000 tickets settles at the database's pace (issue 21, bench/settlement.ts). A rollback undoes the match's settlements exactly (the
 * payouts come back, the items reopen) and the next pass redoes them.
 */
import { type Selectable, sql } from 'kysely';
import type { DB } from '../db/schema';
import { LedgerError, type Movement, postMovement, postMovements } from '../db/ledger';
import { BetError } from './errors';
import { inTransaction, type Tx } from '../db/transaction';
import type { BettingDeps } from './context';
import { decide, type ItemState, shapeOf } from './outcome';

// Where the modules that settle, cash out and accept have always found it.
export { shapeOf } from './outcome';
import type { ItemResult } from '../../rules/betting/settlement';
import { TicketStatus, type TicketOutcome } from './schema';
import { metrics } from '../metrics';
import { changeLiability } from '../trading/book';

type SettledTable = Record<string, Record<string, ItemResult>>;

/** Matches over and done that still have pending items: what a settlement pass works through. */
export async function matchesToSettle(deps: BettingDeps, limit = 50): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select distinct i.match_id as id from ticket_items i
    join matches m on m.id = i.match_id
    where i.result = 'pending' and m.status in ('ended', 'cancelled', 'postponed')
    limit ${limit}`.execute(deps.db);
  return rows.rows.map((row) => Number(row.id));
}

/** The result of a teased leg, from the final score: the teased line settles as a whole or half line. A result correction of the score resettles it with the same rule (trading/corrections.ts). */
export function teaserResult(item: { market_type: string; outcome_key: string; line: number | null }, home: number, away: number): ItemResult {
  if (item.line === null) return 'cancelled';
  const margin = item.market_type === 'total' ? home + away - item.line : home + item.line - away;
  const forSide = item.outcome_key === 'home' || item.outcome_key === 'over' ? margin : -margin;
  return forSide > 0 ? 'win' : forSide < 0 ? 'lost' : 'refund';
}

export interface SettlementReport {
  items: number;
  tickets: number;
}

/**
 * Tickets settled per transaction. A match's settlement is many short transactions, never one long
 * one: a long write would hold every event behind it (events/store.ts delivers by transaction
 * visibility) and keep its tickets locked from cash-out for its whole length. Each batch stands alone:
 * a crash between batches leaves the rest pending for the next pass.
 */
export const SETTLEMENT_BATCH = 500;

export async function settleMatch(deps: BettingDeps, matchId: number, batch = SETTLEMENT_BATCH): Promise<SettlementReport> {
  const report: SettlementReport = { items: 0, tickets: 0 };
  // Batches of whole tickets, in ticket order as every settlement locks them.
  let after = 0n;
  for (;;) {
    const done = await inTransaction(deps.db, (tx) => settleBatch(deps, tx, matchId, after, batch));
    if (!done) return report;
    report.items += done.items;
    report.tickets += done.tickets;
    after = done.last;
  }
}

type MatchRow = Pick<Selectable<DB['matches']>, 'status' | 'settled' | 'home_score' | 'away_score'>;

/** A match over and done (ended, cancelled or postponed), as settlement reads it; null while it is not. */
export async function matchOver(tx: Tx, matchId: number): Promise<MatchRow | null> {
  const match = await tx.trx.selectFrom('matches').select(['status', 'settled', 'home_score', 'away_score']).where('id', '=', BigInt(matchId) as never).executeTakeFirst();
  return match && ['ended', 'cancelled', 'postponed'].includes(match.status) ? match : null;
}

type PendingItem = { ticket_id: bigint; position: number; market_key: string; outcome_key: string; market_type: string; line: number | null; bet_type: string };

/**
 * The pending items on the match of the next `batch` tickets after ticket `after` (in ticket order, as
 * every settlement locks them) that still have one.
 */
export async function pendingItems(tx: Tx, matchId: number, after: bigint, batch: number): Promise<PendingItem[]> {
  return tx.trx
    .selectFrom('ticket_items')
    .innerJoin('tickets', 'tickets.id', 'ticket_items.ticket_id')
    .select(['ticket_items.ticket_id', 'ticket_items.position', 'ticket_items.market_key', 'ticket_items.outcome_key', 'ticket_items.market_type', 'ticket_items.line', 'tickets.bet_type'])
    .where('ticket_items.match_id', '=', matchId)
    .where('ticket_items.result', '=', 'pending')
    .where('ticket_items.ticket_id', 'in', (eb) =>
      // No DISTINCT: the (match_id, ticket_id) index is read from `after` on and stops after `batch`
      // rows, where a DISTINCT would sort every pending item of the match for each batch (quadratic over
      // a match of 100,000 tickets). A ticket with two items on the match counts twice: a smaller batch.
      eb
        .selectFrom('ticket_items as next')
        .select('next.ticket_id')
        .where('next.match_id', '=', matchId)
        .where('next.result', '=', 'pending')
        .where('next.ticket_id', '>', after)
        .orderBy('next.ticket_id')
        .limit(batch),
    )
    .orderBy('ticket_items.ticket_id')
    .execute();
}

/** The pending items' results decided from the match, written in one statement. */
export async function markItems(tx: Tx, match: MatchRow, pending: readonly PendingItem[]): Promise<void> {
  const settled = (match.settled ?? {}) as SettledTable;
  const updates = pending.map((item) => {
    let result: ItemResult;
    if (match.status !== 'ended') result = 'cancelled';
    else if (item.bet_type === 'teaser') result = teaserResult(item, match.home_score, match.away_score);
    // A market the feed closed without a result (never settled) is void.
    else result = settled[item.market_key]?.[item.outcome_key] ?? 'cancelled';
    return { ticket_id: String(item.ticket_id), position: item.position, result };
  });
  await sql`
    update ticket_items i set result = v.result
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(ticket_id bigint, position smallint, result text)
    where i.ticket_id = v.ticket_id and i.position = v.position`.execute(tx.trx);
}

/** The pending items of the next `batch` tickets of the match after ticket `after`: their results, then their tickets. Null when none is left. */
async function settleBatch(deps: BettingDeps, tx: Tx, matchId: number, after: bigint, batch: number): Promise<(SettlementReport & { last: bigint }) | null> {
  const { trx } = tx;
  const match = await matchOver(tx, matchId);
  if (!match) return null;
  const pending = await pendingItems(tx, matchId, after, batch);
  if (pending.length === 0) return null;
  const ticketIds = [...new Set(pending.map((item) => item.ticket_id))];
  // The book moves by what this batch decides, in its transaction (trading/book.ts): one delta for the
  // whole batch, aggregated per outcome.
  const settlements = await changeLiability(deps, tx, ticketIds, async () => {
    await markItems(tx, match, pending);
    // The batch's tickets locked in one statement (in id order, as every settlement locks them), their
    // items read in one more; each decided in Node by the one rule (outcome.ts decide), and written back
    // set-based: the tickets in one statement, the void free bets in one.
    const locked = await trx.selectFrom('tickets').selectAll().where('id', 'in', ticketIds).orderBy('id').forUpdate().execute();
    const items = await trx
      .selectFrom('ticket_items')
      .select(['ticket_id', 'odds', 'banker', 'result'])
      .where('ticket_id', 'in', ticketIds)
      .orderBy('ticket_id')
      .orderBy('position')
      .execute();
    const itemsOf = new Map<bigint, typeof items>();
    for (const item of items) {
      const own = itemsOf.get(item.ticket_id);
      if (own) own.push(item);
      else itemsOf.set(item.ticket_id, [item]);
    }
    const decided = locked.flatMap((ticket) => decideTicket(deps, ticket, itemsOf.get(ticket.id) ?? []) ?? []);
    await writeSettlements(tx, decided);
    await restoreFreeBets(tx, decided.flatMap((s) => (s.outcome === 'refunded' && s.ticket.free_bet_id !== null ? [s.ticket.free_bet_id] : [])));
    return decided;
  });
  // The money last, just before the commit: the batch's player accounts stay locked (their placements on
  // other matches wait) for as short a time as possible. Every payout is its own movement with its own key
  // (a rerun pays nothing), all posted in a handful of statements (ledger.ts postMovements).
  await postMovements(tx, settlements.flatMap((s) => payoutOf(s) ?? []));
  return { items: pending.length, tickets: settlements.length, last: pending[pending.length - 1]!.ticket_id };
}

type TicketRow = Selectable<DB['tickets']>;
interface TicketSettlement {
  ticket: TicketRow;
  outcome: Exclude<TicketOutcome, 'cashed_out'>;
  returned: bigint;
  version: number;
}

/** Settles one open ticket if its items decide it; true when it did. The ticket row is locked first. */
export async function settleTicket(deps: BettingDeps, tx: Tx, id: bigint): Promise<boolean> {
  const { trx } = tx;
  const ticket = await trx.selectFrom('tickets').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  const items = await trx.selectFrom('ticket_items').select(['odds', 'banker', 'result']).where('ticket_id', '=', id).orderBy('position').execute();
  const settlement = await payTicket(deps, tx, ticket, items);
  if (!settlement) return false;
  await writeSettlements(tx, [settlement]);
  return true;
}

/** A locked ticket's settlement if its items (in position order) decide it; null when there is nothing to do. Writes nothing. */
function decideTicket(deps: BettingDeps, ticket: TicketRow, items: readonly ItemState[]): TicketSettlement | null {
  // Cashed out, declined, an unanswered offer or still in its live delay: nothing to pay.
  if (ticket.outcome !== null || ticket.status !== TicketStatus.accepted) return null;
  const decision = decide(deps.options, shapeOf(deps, ticket), items, ticket.stake);
  if (!decision) return null;
  return { ticket, outcome: decision.outcome, returned: decision.returned, version: ticket.settlement_version + 1 };
}

/** A settlement's payout: its own key naming the ticket and its settlement version, so it is paid once. Null when it returns nothing. */
function payoutOf({ ticket, returned, version }: TicketSettlement): Movement | null {
  if (returned <= 0n) return null;
  return {
    idempotencyKey: `ticket:${ticket.id}:settle:${version}`,
    kind: 'bet.settle',
    reference: `tickets:${ticket.id}`,
    postings: [
      { account: { house: 'sportsbook', currency: ticket.currency }, amount: -returned },
      { account: { userId: ticket.user_id, code: 'cash', currency: ticket.currency }, amount: returned },
    ],
  };
}

/**
 * A locked ticket's settlement if its items (in position order) decide it: its payout posted, a void free
 * bet given back. The ticket row itself is written by writeSettlements. Null when there is nothing to do.
 */
async function payTicket(deps: BettingDeps, tx: Tx, ticket: TicketRow, items: readonly ItemState[]): Promise<TicketSettlement | null> {
  const settlement = decideTicket(deps, ticket, items);
  if (!settlement) return null;
  const payout = payoutOf(settlement);
  if (payout) await postMovement(tx, payout);
  // A free bet whose every leg was void did not play: the player gets it back to use again.
  if (settlement.outcome === 'refunded' && ticket.free_bet_id !== null) await restoreFreeBet(tx, ticket.free_bet_id, true);
  return settlement;
}

/** The settled tickets' rows in one statement, and each one's player told. */
async function writeSettlements(tx: Tx, settlements: readonly TicketSettlement[]): Promise<void> {
  if (settlements.length === 0) return;
  const rows = settlements.map(({ ticket, outcome, returned, version }) => ({ id: String(ticket.id), outcome, returned: String(returned), version }));
  const now = new Date();
  await sql`
    update tickets t set outcome = v.outcome, returned = v.returned, settlement_version = v.version, settled_at = ${now}, updated_at = ${now}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, outcome text, returned bigint, version int)
    where t.id = v.id`.execute(tx.trx);
  for (const { ticket, outcome } of settlements) {
    tx.emit({ topic: 'ticket.changed', payload: { userId: String(ticket.user_id), ticketId: String(ticket.id), status: ticket.status, outcome } });
    tx.afterCommit(() => metrics.betsSettled.inc({ outcome }));
  }
}

/** Free bets back to active (their tickets were void), in one statement. */
async function restoreFreeBets(tx: Tx, userBonusIds: readonly bigint[]): Promise<void> {
  if (userBonusIds.length === 0) return;
  await tx.trx.updateTable('user_bonuses').set({ status: 2, finished_at: null }).where('id', 'in', [...userBonusIds]).execute();
}

/** A free bet back to active (its ticket was void), or used again (that settlement rolled back). */
export async function restoreFreeBet(tx: Tx, userBonusId: bigint, active: boolean): Promise<void> {
  await tx.trx
    .updateTable('user_bonuses')
    .set(active ? { status: 2, finished_at: null } : { status: 4, finished_at: new Date() })
    .where('id', '=', userBonusId)
    .execute();
}

/** A payout taken back; a player who already spent it refuses the whole rollback (a typed error, nothing changed). */
async function takeBack(tx: Tx, movement: Parameters<typeof postMovement>[1]): Promise<void> {
  try {
    await postMovement(tx, movement);
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') throw new BetError(409, 'ROLLBACK_NOT_COVERED', 'A player no longer holds the winnings this rollback takes back; nothing was changed.');
    throw error;
  }
}

/**
 * Undo the settlement of a match: every ticket with an item on it that was settled gives its payout back
 * (refused as a whole, changing nothing, when a player's balance no longer covers it), and the match's
 * items reopen. The next settlement pass settles them again from the feed's results.
 */
export async function rollbackMatch(deps: BettingDeps, matchId: number): Promise<{ tickets: number }> {
  return inTransaction(deps.db, async (tx) => {
    const { trx } = tx;
    const ids = await trx.selectFrom('ticket_items').select('ticket_id').distinct().where('match_id', '=', matchId).where('result', '<>', 'pending').execute();
    // Reopened tickets bind the book again, in this transaction (trading/book.ts).
    return changeLiability(deps, tx, ids.map((row) => row.ticket_id), async () => {
      let tickets = 0;
      for (const { ticket_id: id } of ids.sort((a, b) => (a.ticket_id < b.ticket_id ? -1 : 1))) {
        const ticket = await trx.selectFrom('tickets').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
        if (ticket.outcome !== null && ticket.outcome !== 'cashed_out') {
          if ((ticket.returned ?? 0n) > 0n) {
            await takeBack(tx, {
              idempotencyKey: `ticket:${id}:rollback:${ticket.settlement_version}`,
              kind: 'bet.rollback',
              reference: `tickets:${id}`,
              postings: [
                { account: { userId: ticket.user_id, code: 'cash', currency: ticket.currency }, amount: -ticket.returned! },
                { account: { house: 'sportsbook', currency: ticket.currency }, amount: ticket.returned! },
              ],
          });
        }
        if (ticket.outcome === 'refunded' && ticket.free_bet_id !== null) await restoreFreeBet(tx, ticket.free_bet_id, false);
        await trx.updateTable('tickets').set({ outcome: null, returned: null, settled_at: null, updated_at: new Date() }).where('id', '=', id).execute();
        tx.emit({ topic: 'ticket.changed', payload: { userId: String(ticket.user_id), ticketId: String(id), status: ticket.status, outcome: null } });
        tickets++;
      }
    }
    await trx.updateTable('ticket_items').set({ result: 'pending' }).where('match_id', '=', matchId).execute();
    return { tickets };
    });
  });
}
