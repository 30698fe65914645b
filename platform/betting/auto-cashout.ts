/**
 * Automatic cash-out (issue 23): the player names a value; the platform cashes the whole ticket out by
 * itself once its offer reaches that value, whether or not the player is signed in (no session is
 * needed: the leader's betting worker does it). The offer paid is the one of the moment, so a price that
 * jumps past the target pays the better value, never less than the target. Once only, and never racing
 * settlement: each ticket is judged in its own transaction with its row locked (SKIP LOCKED: a ticket
 * settlement holds is left to it) and its outcome checked again under the lock.
 */
import { inTransaction } from '../db/transaction';
import type { Player } from '../http/session';
import { offersCashout } from '../../rules/betting/settlement';
import { changeLiability } from '../trading/book';
import { cashoutValues, payCashout, withItems } from './cashout';
import type { BettingDeps } from './context';
import { betError } from './errors';
import { TicketStatus } from './schema';

/** Armed tickets priced per query. */
const AUTO_BATCH = 500;

/**
 * Sets (or with null clears) the value at which the player's open ticket cashes out by itself. The
 * target must be above the value now (else it would fire at once: the player wants a cash-out, not a
 * trigger) and at most the ticket's potential return (it can never be worth more).
 */
export async function setAutoCashout(deps: BettingDeps, player: Player, ticketId: bigint, target: bigint | null): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', ticketId).where('user_id', '=', player.userId).forUpdate().executeTakeFirst();
    if (!ticket) throw betError(player.lang, 'NOT_FOUND');
    if (ticket.outcome !== null || ticket.status !== TicketStatus.accepted || !offersCashout(ticket.bet_type, ticket.free_bet_id !== null)) throw betError(player.lang, 'CASHOUT_UNAVAILABLE');
    if (target !== null) {
      const value = (await cashoutValues(deps, tx.trx, [await withItems(tx.trx, ticket)])).get(ticketId) ?? null;
      if (target <= 0n || (value !== null && target <= value) || target > ticket.potential_return) {
        throw betError(player.lang, 'AUTO_CASHOUT_INVALID');
      }
    }
    await tx.trx.updateTable('tickets').set({ auto_cashout: target, updated_at: new Date() }).where('id', '=', ticketId).execute();
    tx.emit({ topic: 'ticket.changed', payload: { userId: String(ticket.user_id), ticketId: String(ticketId), status: ticket.status } });
  });
}

/**
 * Cashes out every armed ticket whose offer reached its target; the number cashed out. The worker runs
 * it on every pass right after the feed moved prices, so a target fires within a pass of the crossing.
 * Values are read first without locks (cheap: the books are cached by match version); only the tickets
 * that crossed are locked and judged again.
 */
export async function fireAutoCashouts(deps: BettingDeps): Promise<number> {
  let fired = 0;
  // Every armed ticket, a batch at a time in id order: a batch that does not fire never hides the next.
  for (let after = 0n; ; ) {
    const armed = await deps.db
      .selectFrom('tickets')
      .selectAll()
      .where('auto_cashout', 'is not', null)
      .where('outcome', 'is', null)
      .where('status', '=', TicketStatus.accepted)
      .where('id', '>', after)
      .orderBy('id')
      .limit(AUTO_BATCH)
      .execute();
    if (armed.length === 0) return fired;
    const values = await cashoutValues(deps, deps.db, await Promise.all(armed.map((ticket) => withItems(deps.db, ticket))));
    for (const ticket of armed) {
      const value = values.get(ticket.id) ?? null;
      if (value !== null && value >= ticket.auto_cashout!) fired += (await fire(deps, ticket.id)) ? 1 : 0;
    }
    after = armed[armed.length - 1]!.id;
  }
}

/** One crossed ticket judged under its lock: paid at the offer now when it still meets the target. */
async function fire(deps: BettingDeps, id: bigint): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', id).forUpdate().skipLocked().executeTakeFirst();
    // Settled, cashed out, disarmed or waiting a live cash-out meanwhile; or locked by settlement: not now.
    if (!ticket || ticket.outcome !== null || ticket.status !== TicketStatus.accepted || ticket.auto_cashout === null) return false;
    const value = (await cashoutValues(deps, tx.trx, [await withItems(tx.trx, ticket)], true)).get(id) ?? null;
    if (value === null || value < ticket.auto_cashout) return false;
    // No live delay: the player did not choose the moment, the price did, so there is nothing to delay.
    await changeLiability(deps, tx, [id], () => payCashout(tx, ticket, value, true));
    return true;
  });
}

