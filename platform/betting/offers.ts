/**
 * Trader offers (seed 002 §3): a stake above the max bet is not refused outright; the ticket waits as
 * "new offer" (status 3) with the stake the trader accepts, and nothing is debited until the player
 * accepts it. System bets get no offer ('Trader offers not available for this bet type').
 */
import { inTransaction } from '../db/transaction';
import type { BettingDeps } from './context';
import { betError } from './errors';
import type { Player } from './place';
import { debitOffer } from './place';
import { loadSelections } from './selections';
import { TicketStatus } from './schema';

export async function answerOffer(deps: BettingDeps, player: Player, ticketId: bigint, accept: boolean): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', ticketId).where('user_id', '=', player.userId).forUpdate().executeTakeFirst();
    if (!ticket) throw betError(player.lang, 'NOT_FOUND');
    if (ticket.status !== TicketStatus.newOffer || !ticket.offer) throw betError(player.lang, 'NOT_OPEN');
    if (accept && ticket.created_at.getTime() + deps.options.offerSeconds * 1000 < Date.now()) throw betError(player.lang, 'NOT_OPEN');
    if (!accept) {
      await tx.trx.updateTable('tickets').set({ status: TicketStatus.declined, decline_reason: 'OFFER_DECLINED', updated_at: new Date() }).where('id', '=', ticketId).execute();
      tx.emit({ topic: 'ticket.changed', payload: { userId: String(player.userId), ticketId: String(ticketId), status: TicketStatus.declined } });
      return;
    }
    // The offer stands only while its selections do: still open, at the odds it was made at.
    const items = await tx.trx.selectFrom('ticket_items').select(['odd_id', 'odds']).where('ticket_id', '=', ticketId).execute();
    const now = await loadSelections(deps.books, tx.trx, items.map((item) => Number(item.odd_id)), true);
    for (const item of items) {
      const selection = now.get(Number(item.odd_id));
      if (!selection || selection.suspended || selection.odds === null) throw betError(player.lang, 'SELECTION_SUSPENDED');
      if (selection.odds !== item.odds) throw betError(player.lang, 'ODDS_CHANGED');
    }
    await debitOffer(deps, tx, player, ticket);
  });
}

/** Offers nobody answered in time lapse: declined, nothing was debited. The number lapsed. */
export async function lapseOffers(deps: BettingDeps): Promise<number> {
  return inTransaction(deps.db, async (tx) => {
    const lapsed = await tx.trx
      .updateTable('tickets')
      .set({ status: TicketStatus.declined, decline_reason: 'OFFER_EXPIRED', updated_at: new Date() })
      .where('status', '=', TicketStatus.newOffer)
      .where('created_at', '<', new Date(Date.now() - deps.options.offerSeconds * 1000))
      .returning(['id', 'user_id'])
      .execute();
    for (const row of lapsed) tx.emit({ topic: 'ticket.changed', payload: { userId: String(row.user_id), ticketId: String(row.id), status: TicketStatus.declined } });
    return lapsed.length;
  });
}
