/**
 * Edit bet (issue 23): the player adds, removes or swaps legs of an open single or combo at current
 * prices. The old ticket is cashed out at its value now and that value, plus money the player adds or
 * less money the player takes, is the stake of the new ticket — in ONE database transaction, so the
 * player holds the old ticket or the new one, never neither and never both.
 *
 * What an edit refuses (EDIT_UNAVAILABLE, nothing changed): a ticket that is not an open single or combo
 * of real money (a free bet stakes the house's money; an insured combo carries a premium the edit would
 * lose), a live ticket or live legs (the new ticket would wait the live delay after the old one is
 * already sold), and a new ticket the book would not accept at once (a trader's offer). The cash-out
 * value is judged as a cash-out is: below the value the slip showed, the edit is declined with the value
 * now and nothing changes.
 */
import { inTransaction } from '../db/transaction';
import { formatMinor } from '../money';
import type { Player } from '../http/session';
import { announceCashout, cashoutValues, payCashout, withItems } from './cashout';
import type { BettingDeps } from './context';
import { betError } from './errors';
import { lockPlacement, placeBetsIn, type PlaceSelection } from './place';
import { TicketStatus } from './schema';
import type { TicketRow } from './store';
import { changeLiability } from '../trading/book';

export interface EditRequest {
  ticketId: bigint;
  /** The new ticket's legs, with the odds the slip showed (hundredths): kept legs are priced afresh too. */
  selections: PlaceSelection[];
  /** The old ticket's cash-out value the slip showed (minor units). */
  value: bigint;
  /** Money the player adds to the new stake (positive) or takes to the balance (negative), minor units. */
  change: bigint;
  requestKey: string | null;
}

export type EditAnswer =
  | { result: 'accepted'; value: bigint; ticketId: bigint; rows: TicketRow[] | null }
  | { result: 'declined'; value: bigint };

/** The new ticket's stake: the value now plus the change; null when that is not a stake at all. */
export const editedStake = (value: bigint, change: bigint): bigint | null => (value + change > 0n ? value + change : null);

export async function editBet(deps: BettingDeps, player: Player, request: EditRequest): Promise<EditAnswer> {
  const fail = (code: Parameters<typeof betError>[1], vars?: Record<string, string | number>) => betError(player.lang, code, vars);
  return inTransaction(deps.db, async (tx) => {
    // Placement's lock first (the new ticket takes it again at no cost): two edits, or an edit and a
    // bet, of one player are judged one after the other.
    await lockPlacement(tx, player, request.requestKey);
    const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', request.ticketId).where('user_id', '=', player.userId).forUpdate().executeTakeFirst();
    if (!ticket) throw fail('NOT_FOUND');
    // A retry of an edit already made (same Idempotency-Key) answers the ticket it made.
    if (request.requestKey !== null) {
      const made = await tx.trx.selectFrom('tickets').select('id').where('edited_from', '=', ticket.id).where('request_key', '=', `${request.requestKey}#0`).executeTakeFirst();
      if (made) return { result: 'accepted', value: ticket.cashout_amount ?? 0n, ticketId: made.id, rows: null };
    }
    if (ticket.outcome !== null || ticket.status !== TicketStatus.accepted) throw fail('NOT_OPEN');
    if ((ticket.bet_type !== 'single' && ticket.bet_type !== 'combo') || ticket.free_bet_id !== null || ticket.insurance_premium > 0n || ticket.is_live) {
      throw fail('EDIT_UNAVAILABLE');
    }
    const old = await withItems(tx.trx, ticket);
    const kept = old.items.filter((item) => item.result === 'pending').map((item) => Number(item.odd_id));
    const wanted = request.selections.map((selection) => selection.oddId);
    if (wanted.length === kept.length && wanted.every((id) => kept.includes(id))) throw fail('EDIT_UNCHANGED');

    // Locked like a cash-out's: a suspension racing the edit comes before it (refused) or after it.
    const value = (await cashoutValues(deps, tx.trx, [old], true)).get(ticket.id) ?? null;
    if (value === null) throw fail('CASHOUT_UNAVAILABLE');
    if (value < request.value) {
      announceCashout(tx, ticket, 'declined', value);
      return { result: 'declined', value };
    }
    const stake = editedStake(value, request.change);
    if (stake === null || stake < deps.minStake(ticket.currency)) {
      throw fail('EDIT_STAKE_INVALID', { min: formatMinor(deps.minStake(ticket.currency), ticket.currency), currency: ticket.currency });
    }

    // The old ticket pays its value to the balance; the new ticket's stake comes out of it (with what the
    // player adds). Both in this transaction: whatever refuses the new ticket rolls the cash-out back.
    await changeLiability(deps, tx, [ticket.id], () => payCashout(tx, ticket, value, false, request.requestKey));
    const placed = await placeBetsIn(deps, tx, player, {
      type: request.selections.length === 1 ? 'single' : 'combo',
      selections: request.selections,
      stake,
      systemStakes: {},
      coverStakes: {},
      teaserId: null,
      ifbetVariant: 'standard',
      policy: null,
      freeBetId: null,
      insurance: false,
      lay: false,
      seenBalance: null,
      requestKey: request.requestKey,
    });
    // The key already placed another bet: not this edit's to answer.
    if (!('rows' in placed)) throw fail('IDEMPOTENCY_CONFLICT');
    const made = placed.rows[0]!;
    // A live leg (the delay) or a stake over the max bet (a trader's offer) would leave the player
    // without a ticket while the new one waits: refused as a whole.
    if (made.status !== TicketStatus.accepted) throw fail('EDIT_UNAVAILABLE');
    await tx.trx.updateTable('tickets').set({ edited_from: ticket.id }).where('id', '=', made.id).execute();
    return { result: 'accepted', value, ticketId: made.id, rows: [{ ...made, edited_from: ticket.id }] };
  });
}
