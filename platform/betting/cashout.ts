/**
 * Cash-out (seed 002 §4): a single or combo still open can be sold back to the book for its value now
 * (outcome.ts cashoutValue). The player names the amount the slip showed; the book pays it when the
 * ticket is still worth at least that, and declines ('Cashout is declined') otherwise. A live ticket's
 * cash-out waits the live delay (status 5, delayed cashout) and is judged again at its end. The ticket
 * row is locked and its outcome checked in the paying transaction, so settlement and cash-out cannot
 * both pay one ticket.
 */
import { postMovement } from '../db/ledger';
import { inTransaction, type Tx } from '../db/transaction';
import { CASHOUT_RESULTS } from '../events/catalogue';
import { formatMinor } from '../money';
import type { BettingDeps } from './context';
import { betError } from './errors';
import { cashoutValue } from './outcome';
import type { Player } from '../http/session';
import { TicketStatus } from './schema';
import { loadSelections } from './selections';
import { shapeOf } from './settle';
import { changeLiability } from '../trading/book';
import type { TicketRow } from './store';

export type CashoutResult = (typeof CASHOUT_RESULTS)[number];

type OwnedTicket = { id: bigint; user_id: bigint; currency: string };

/** Tells the ticket's owner how a cash-out went; amount (minor units of the ticket's currency) null when none. */
export function announceCashout(tx: Tx, ticket: OwnedTicket, result: CashoutResult, amount: bigint | null): void {
  tx.emit({
    topic: 'cashout.changed',
    payload: { userId: String(ticket.user_id), ticketId: String(ticket.id), result, amount: amount === null ? null : formatMinor(amount, ticket.currency), currency: ticket.currency },
  });
}

/** A ticket as cash-out prices it: its row and its items in position order. */
export type CashoutTicket = Omit<TicketRow, 'items'> & { items: readonly Pick<TicketRow['items'][number], 'odd_id' | 'odds' | 'banker' | 'result'>[] };

/** A ticket row the caller holds (locked, say) with its items, read in one more query. */
export async function withItems<T extends Omit<TicketRow, 'items'>>(db: Tx['trx'] | BettingDeps['db'], ticket: T): Promise<T & Pick<CashoutTicket, 'items'>> {
  const items = await db.selectFrom('ticket_items').select(['odd_id', 'odds', 'banker', 'result']).where('ticket_id', '=', ticket.id).orderBy('position').execute();
  return { ...ticket, items };
}

/** The cash-out values of these tickets now (null: not available); only their open legs' prices are read. */
export async function cashoutValues(deps: BettingDeps, db: Tx['trx'] | BettingDeps['db'], tickets: readonly CashoutTicket[], lock = false): Promise<Map<bigint, bigint | null>> {
  const values = new Map<bigint, bigint | null>();
  const open = tickets.filter((ticket) => ticket.outcome === null && (ticket.status === TicketStatus.accepted || ticket.status === TicketStatus.delayedCashout));
  for (const ticket of tickets) values.set(ticket.id, null);
  if (open.length === 0) return values;
  const pending = open.flatMap((ticket) => ticket.items.filter((item) => item.result === 'pending').map((item) => Number(item.odd_id)));
  const selections = await loadSelections(deps.books, db, pending, lock);
  for (const ticket of open) {
    const legs = ticket.items.map((item) => {
      const now = selections.get(Number(item.odd_id));
      return { ...item, currentOdds: now && !now.suspended ? now.odds : null };
    });
    const value = cashoutValue(deps.options, shapeOf(deps, ticket), legs);
    values.set(ticket.id, value !== null && value > 0n ? value : null);
  }
  return values;
}

export interface CashoutAnswer {
  result: CashoutResult;
  /** The value now: what a declined player may accept instead (change cash-out). */
  value: bigint | null;
}

export async function requestCashout(deps: BettingDeps, player: Player, ticketId: bigint, amount: bigint): Promise<CashoutAnswer> {
  return inTransaction(deps.db, async (tx) => {
    const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', ticketId).where('user_id', '=', player.userId).forUpdate().executeTakeFirst();
    if (!ticket) throw betError(player.lang, 'NOT_FOUND');
    if (ticket.status === TicketStatus.delayedCashout) return { result: 'processing', value: ticket.cashout_amount };
    // Locked: a cash-out racing a suspension is paid before it or refused after it (selections.ts).
    const value = (await cashoutValues(deps, tx.trx, [await withItems(tx.trx, ticket)], true)).get(ticketId) ?? null;
    if (value === null) throw betError(player.lang, 'CASHOUT_UNAVAILABLE');
    if (value < amount) {
      announceCashout(tx, ticket, 'declined', value);
      return { result: 'declined', value };
    }
    if (ticket.is_live && deps.options.liveDelayMs > 0) {
      await tx.trx
        .updateTable('tickets')
        .set({ status: TicketStatus.delayedCashout, cashout_amount: amount, accept_at: new Date(Date.now() + deps.options.liveDelayMs), updated_at: new Date() })
        .where('id', '=', ticketId)
        .execute();
      announceCashout(tx, ticket, 'processing', amount);
      return { result: 'processing', value };
    }
    await changeLiability(deps, tx, [ticketId], () => payCashout(tx, ticket, amount));
    return { result: 'accepted', value };
  });
}

/** Pays an agreed cash-out and closes the ticket. */
export async function payCashout(tx: Tx, ticket: OwnedTicket, amount: bigint): Promise<void> {
  await postMovement(tx, {
    idempotencyKey: `ticket:${ticket.id}:cashout`,
    kind: 'bet.cashout',
    reference: `tickets:${ticket.id}`,
    postings: [
      { account: { house: 'sportsbook', currency: ticket.currency }, amount: -amount },
      { account: { userId: ticket.user_id, code: 'cash', currency: ticket.currency }, amount },
    ],
  });
  await tx.trx
    .updateTable('tickets')
    .set({ status: TicketStatus.accepted, outcome: 'cashed_out', cashout_amount: amount, returned: amount, accept_at: null, settled_at: new Date(), updated_at: new Date() })
    .where('id', '=', ticket.id)
    .execute();
  announceCashout(tx, ticket, 'accepted', amount);
  tx.emit({ topic: 'ticket.changed', payload: { userId: String(ticket.user_id), ticketId: String(ticket.id), status: TicketStatus.accepted, outcome: 'cashed_out' } });
}
