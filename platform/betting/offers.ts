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
import { TicketStatus } from './schema';

export async function answerOffer(deps: BettingDeps, player: Player, ticketId: bigint, accept: boolean): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', ticketId).where('user_id', '=', player.userId).forUpdate().executeTakeFirst();
    if (!ticket) throw betError(player.lang, 'NOT_FOUND');
    if (ticket.status !== TicketStatus.newOffer || !ticket.offer) throw betError(player.lang, 'NOT_OPEN');
    if (!accept) {
      await tx.trx.updateTable('tickets').set({ status: TicketStatus.declined, decline_reason: 'OFFER_DECLINED', updated_at: new Date() }).where('id', '=', ticketId).execute();
      tx.emit({ topic: 'ticket.changed', payload: { UserId: String(player.userId), TicketId: String(ticketId), Status: TicketStatus.declined } });
      return;
    }
    await debitOffer(deps, tx, player, ticket);
  });
}
