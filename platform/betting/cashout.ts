/**
 * Cash-out (seed 002 §4): a single or combo still open can be sold back to the book for its value now
 * (outcome.ts cashoutValue). The player names the amount the slip showed; the book pays it when the
 * ticket is still worth at least that, and declines ('Cashout is declined') otherwise. A live ticket's
 * cash-out waits the live delay (status 5, delayed cashout) and is judged again at its end. The ticket
 * row is locked and its outcome checked in the paying transaction, so settlement and cash-out cannot
 * both pay one ticket.
 *
 * Partial cash-out (issue 23): the player sells a part of the stake for that part's value; the rest
 * rides on at the original odds (the ticket's stake becomes the rest, so settlement, rollback and the
 * liability book all read what is still at risk), and ticket_cashouts keeps each part paid.
 */
import { sql } from 'kysely';
import { postMovement } from '../db/ledger';
import { inTransaction, type Tx } from '../db/transaction';
import { CASHOUT_RESULTS } from '../events/catalogue';
import { formatMinor } from '../money';
import type { BettingDeps } from './context';
import { betError } from './errors';
import { cashoutValue, potentialReturn } from './outcome';
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

/**
 * The cash-out values of these tickets now (null: not available); only their open legs' prices are read.
 * `parts`: the value of only that part of a ticket's stake (a partial cash-out), priced by the same rule.
 */
export async function cashoutValues(
  deps: BettingDeps,
  db: Tx['trx'] | BettingDeps['db'],
  tickets: readonly CashoutTicket[],
  lock = false,
  parts: ReadonlyMap<bigint, bigint> = new Map(),
): Promise<Map<bigint, bigint | null>> {
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
    const part = parts.get(ticket.id);
    const value = cashoutValue(deps.options, shapeOf(deps, part === undefined ? ticket : { ...ticket, unit_stake: part / unitsOf(ticket) }), legs);
    values.set(ticket.id, value !== null && value > 0n ? value : null);
  }
  return values;
}

/**
 * How many unit stakes a ticket's stake is: a system's lines, a reverse bet's two if-bets, else one. A
 * part of the stake sold or left riding is that many equal unit stakes, so it must divide by it.
 */
export const unitsOf = (ticket: { stake: bigint; unit_stake: bigint }): bigint => (ticket.unit_stake > 0n ? ticket.stake / ticket.unit_stake : 1n);

export interface CashoutAnswer {
  result: CashoutResult;
  /** The value now: what a declined player may accept instead (change cash-out). */
  value: bigint | null;
}

/**
 * A cash-out the player asked for: the whole ticket, or `part` of its stake (what stays must be a stake
 * the book would take: at least the minimum). Refused with a typed error, changing nothing, when the part
 * is not inside the stake.
 */
export async function requestCashout(deps: BettingDeps, player: Player, ticketId: bigint, amount: bigint, part: bigint | null = null, requestKey: string | null = null): Promise<CashoutAnswer> {
  return inTransaction(deps.db, async (tx) => {
    const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', ticketId).where('user_id', '=', player.userId).forUpdate().executeTakeFirst();
    if (!ticket) throw betError(player.lang, 'NOT_FOUND');
    // A retry of a cash-out already paid (same Idempotency-Key) answers it again and sells nothing more.
    if (requestKey !== null) {
      const done = await tx.trx.selectFrom('ticket_cashouts').select('amount').where('ticket_id', '=', ticketId).where('request_key', '=', requestKey).executeTakeFirst();
      if (done) return { result: 'accepted', value: done.amount };
    }
    if (ticket.status === TicketStatus.delayedCashout) return { result: 'processing', value: ticket.cashout_amount };
    // Selling the whole stake as a "part" is the plain cash-out.
    const sold = part === null || part === ticket.stake ? null : part;
    if (sold !== null && (sold <= 0n || sold > ticket.stake || ticket.stake - sold < deps.minStake(ticket.currency))) {
      throw betError(player.lang, 'CASHOUT_PART_INVALID', { min: formatMinor(deps.minStake(ticket.currency), ticket.currency), currency: ticket.currency });
    }
    if (sold !== null && sold % unitsOf(ticket) !== 0n) throw betError(player.lang, 'CASHOUT_PART_UNEVEN', { units: String(unitsOf(ticket)) });
    // Locked: a cash-out racing a suspension is paid before it or refused after it (selections.ts).
    const parts = new Map(sold === null ? [] : [[ticketId, sold]]);
    const value = (await cashoutValues(deps, tx.trx, [await withItems(tx.trx, ticket)], true, parts)).get(ticketId) ?? null;
    if (value === null) throw betError(player.lang, 'CASHOUT_UNAVAILABLE');
    if (value < amount) {
      announceCashout(tx, ticket, 'declined', value);
      return { result: 'declined', value };
    }
    if (ticket.is_live && deps.options.liveDelayMs > 0) {
      await tx.trx
        .updateTable('tickets')
        .set({ status: TicketStatus.delayedCashout, cashout_amount: amount, cashout_stake: sold, accept_at: new Date(Date.now() + deps.options.liveDelayMs), updated_at: new Date() })
        .where('id', '=', ticketId)
        .execute();
      announceCashout(tx, ticket, 'processing', amount);
      return { result: 'processing', value };
    }
    await changeLiability(deps, tx, [ticketId], () => (sold === null ? payCashout(tx, ticket, amount, false, requestKey) : payPartCashout(deps, tx, ticket, sold, amount, requestKey)));
    return { result: 'accepted', value };
  });
}

/** The next ticket_cashouts row of a locked ticket: what a cash-out now pays is recorded under it. */
async function recordCashout(tx: Tx, ticketId: bigint, stake: bigint, amount: bigint, automatic: boolean, requestKey: string | null): Promise<number> {
  const last = await tx.trx.selectFrom('ticket_cashouts').select((eb) => eb.fn.max('seq').as('seq')).where('ticket_id', '=', ticketId).executeTakeFirst();
  const seq = (last?.seq ?? 0) + 1;
  await tx.trx.insertInto('ticket_cashouts').values({ ticket_id: ticketId, seq, stake, amount, automatic, request_key: requestKey }).execute();
  return seq;
}

/**
 * Pays an agreed partial cash-out of a locked open ticket: `part` of its stake sold for `amount`, in one
 * ledger movement keyed by the part's number (a part is paid once); the rest rides at the original odds,
 * its potential return recounted by the rule settlement pays by. An automatic target set for the whole
 * ticket no longer describes what is left: it is cleared, and the player sets a new one.
 */
export async function payPartCashout(
  deps: BettingDeps,
  tx: Tx,
  ticket: OwnedTicket & Parameters<typeof shapeOf>[1] & { stake: bigint; unit_stake: bigint },
  part: bigint,
  amount: bigint,
  requestKey: string | null = null,
): Promise<void> {
  const seq = await recordCashout(tx, ticket.id, part, amount, false, requestKey);
  await postMovement(tx, {
    idempotencyKey: `ticket:${ticket.id}:cashout:${seq}`,
    kind: 'bet.cashout',
    reference: `tickets:${ticket.id}`,
    postings: [
      { account: { house: 'sportsbook', currency: ticket.currency }, amount: -amount },
      { account: { userId: ticket.user_id, code: 'cash', currency: ticket.currency }, amount },
    ],
  });
  const rest = ticket.stake - part;
  const restUnit = rest / unitsOf(ticket);
  const items = await tx.trx.selectFrom('ticket_items').select(['odds', 'banker']).where('ticket_id', '=', ticket.id).orderBy('position').execute();
  const potential = potentialReturn(deps.options, shapeOf(deps, { ...ticket, unit_stake: restUnit }), items);
  await tx.trx
    .updateTable('tickets')
    .set({
      status: TicketStatus.accepted,
      stake: rest,
      unit_stake: restUnit,
      // What was sold stays the player's turnover and winnings (reports read stake + sold_stake).
      sold_stake: sql<bigint>`sold_stake + ${part}`,
      sold_return: sql<bigint>`sold_return + ${amount}`,
      potential_return: potential,
      cashout_amount: null,
      cashout_stake: null,
      auto_cashout: null,
      accept_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', ticket.id)
    .execute();
  announceCashout(tx, ticket, 'accepted', amount);
  tx.emit({ topic: 'ticket.changed', payload: { userId: String(ticket.user_id), ticketId: String(ticket.id), status: TicketStatus.accepted } });
}

/** Pays an agreed cash-out of the whole (remaining) stake and closes the ticket; `automatic`: its target fired. */
export async function payCashout(tx: Tx, ticket: OwnedTicket & { stake: bigint }, amount: bigint, automatic = false, requestKey: string | null = null): Promise<void> {
  await recordCashout(tx, ticket.id, ticket.stake, amount, automatic, requestKey);
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
    .set({ status: TicketStatus.accepted, outcome: 'cashed_out', cashout_amount: amount, cashout_stake: null, auto_cashout: null, returned: amount, accept_at: null, settled_at: new Date(), updated_at: new Date() })
    .where('id', '=', ticket.id)
    .execute();
  announceCashout(tx, ticket, 'accepted', amount);
  tx.emit({ topic: 'ticket.changed', payload: { userId: String(ticket.user_id), ticketId: String(ticket.id), status: TicketStatus.accepted, outcome: 'cashed_out' } });
}
