/**
 * The live delay: a live bet (status 4) and a live cash-out (status 5) wait deps.options.liveDelayMs and
 * are then judged against the feed as it is now. A bet whose selections were suspended, or whose odds
 * moved in a way the ticket's policy and odds-change tolerance refuse, is declined and its stake refunded; a cash-out whose value
 * fell below the agreed amount is declined. One transaction per ticket, the row locked (SKIP LOCKED, so
 * two workers never judge the same ticket).
 */
import type { Selectable } from 'kysely';
import type { DB } from '../db/schema';
import { accountKeyOf, postMovement } from '../db/ledger';
import { inTransaction, type Tx } from '../db/transaction';
import { announceCashout, cashoutValues, payCashout, payPartCashout, withItems } from './cashout';
import type { BettingDeps } from './context';
import { potentialReturn } from './outcome';
import { applyPolicy, toleranceFor } from './place';
import { ODDS_POLICIES, TicketStatus } from './schema';
import { loadSelections } from './selections';
import { settleTicket, shapeOf } from './settle';
import { changeLiability } from '../trading/book';
import { guardLimits } from '../trading/limits';
import { recordAccepted } from '../trading/ticker';
import { BetError } from './errors';

/** Judges every delayed ticket whose delay is over; the number judged. */
export async function judgeDelayed(deps: BettingDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .selectFrom('tickets')
    .select('id')
    .where('status', 'in', [TicketStatus.delayed, TicketStatus.delayedCashout])
    .where('accept_at', '<=', now)
    .orderBy('accept_at')
    .limit(100)
    .execute();
  for (const { id } of due) await judge(deps, id, now);
  return due.length;
}

/**
 * Test controls: one ticket's live delay ends now and it is judged at once, so a journey acts during the
 * delay (a trader's move) and then sees the verdict without racing a timer. True when it was waiting.
 */
export async function endDelay(deps: BettingDeps, id: bigint): Promise<boolean> {
  const now = new Date();
  const waiting = await deps.db
    .updateTable('tickets')
    .set({ accept_at: now })
    .where('id', '=', id)
    .where('status', 'in', [TicketStatus.delayed, TicketStatus.delayedCashout])
    .returning('id')
    .executeTakeFirst();
  if (!waiting) return false;
  await judge(deps, id, now);
  return true;
}

async function judge(deps: BettingDeps, id: bigint, now: Date, refused = false): Promise<void> {
  try {
    await inTransaction(deps.db, async (tx) => {
      const ticket = await tx.trx.selectFrom('tickets').selectAll().where('id', '=', id).forUpdate().skipLocked().executeTakeFirst();
      if (!ticket || !ticket.accept_at || ticket.accept_at > now) return;
      // Accepted, cashed out or settled here: the book moves in this transaction (trading/book.ts), and a
      // bet it accepts meets the market's liability limits as a placement does (trading/limits.ts).
      await changeLiability(deps, tx, [id], () => verdict(deps, tx, ticket, id, refused), (raised) => guardLimits(tx, 'en-US', raised));
    });
  } catch (error) {
    // The limits refused the bet at the end of its delay: judged again, declined, the stake back.
    if (!(error instanceof BetError) || refused) throw error;
    await judge(deps, id, now, true);
  }
}

/** The end of a live delay: the bet accepted or declined (`refused`: by the market's limits), the cash-out paid or declined. */
async function verdict(deps: BettingDeps, tx: Tx, ticket: Selectable<DB['tickets']>, id: bigint, refused: boolean): Promise<void> {
  const userId = String(ticket.user_id);
  if (ticket.status === TicketStatus.delayedCashout) {
    // A partial cash-out is judged on the value of its part (cashout_stake), the whole one on the ticket's.
    const part = ticket.cashout_stake;
    const value = (await cashoutValues(deps, tx.trx, [await withItems(tx.trx, ticket)], false, new Map(part === null ? [] : [[id, part]]))).get(id) ?? null;
    if (value !== null && value >= ticket.cashout_amount!) {
      return part === null ? payCashout(tx, ticket, ticket.cashout_amount!) : payPartCashout(deps, tx, ticket, part, ticket.cashout_amount!);
    }
    await tx.trx.updateTable('tickets').set({ status: TicketStatus.accepted, cashout_amount: null, cashout_stake: null, accept_at: null, updated_at: new Date() }).where('id', '=', id).execute();
    announceCashout(tx, ticket, 'declined', value);
    tx.emit({ topic: 'ticket.changed', payload: { userId, ticketId: String(id), status: TicketStatus.accepted } });
    // Settlement skips a ticket waiting on its cash-out; if its legs were settled meanwhile, settle it now.
    await settleTicket(deps, tx, id);
    return;
  }
  if (ticket.status !== TicketStatus.delayed) return;
  const items = await tx.trx.selectFrom('ticket_items').select(['position', 'odd_id', 'odds', 'banker']).where('ticket_id', '=', id).orderBy('position').execute();
  const current = await loadSelections(deps.books, tx.trx, items.map((item) => Number(item.odd_id)), true);
  const policy = ODDS_POLICIES[ticket.odds_policy]!;
  // A bet the liability limits refuse is declined as one whose market closed during the delay.
  let reason: 'SUSPENDED' | 'ODDS_CHANGED' | null = refused ? 'SUSPENDED' : null;
  const accepted: { position: number; odds: number; banker: boolean }[] = [];
  for (const item of refused ? [] : items) {
    const selection = current.get(Number(item.odd_id));
    if (!selection || selection.suspended || selection.odds === null) {
      reason = 'SUSPENDED';
      break;
    }
    // The tolerance the ticket was placed with: a one-tick drift inside it is taken at the new price.
    const odds = applyPolicy(policy, item.odds, selection.odds, toleranceFor(deps, selection, ticket.odds_tolerance));
    if (odds === null) {
      reason = 'ODDS_CHANGED';
      break;
    }
    accepted.push({ position: item.position, odds, banker: item.banker });
  }
  if (reason) {
    await refundStake(tx, ticket);
    if (ticket.free_bet_id !== null) await tx.trx.updateTable('user_bonuses').set({ status: 2, finished_at: null }).where('id', '=', ticket.free_bet_id).execute();
    await tx.trx.updateTable('tickets').set({ status: TicketStatus.declined, decline_reason: reason, accept_at: null, updated_at: new Date() }).where('id', '=', id).execute();
    tx.emit({ topic: 'ticket.changed', payload: { userId, ticketId: String(id), status: TicketStatus.declined } });
    return;
  }
  for (const item of accepted) {
    await tx.trx.updateTable('ticket_items').set({ odds: item.odds }).where('ticket_id', '=', id).where('position', '=', item.position).execute();
  }
  // The return follows the odds taken, by the rule settlement pays by: the ticket shows what a win pays.
  const potential = potentialReturn(deps.options, shapeOf(deps, ticket), accepted);
  await tx.trx.updateTable('tickets').set({ status: TicketStatus.accepted, potential_return: potential, accept_at: null, updated_at: new Date() }).where('id', '=', id).execute();
  tx.emit({ topic: 'ticket.changed', payload: { userId, ticketId: String(id), status: TicketStatus.accepted } });
  await recordAccepted(tx, deps.config, id);
}

/** Everything the stake movement took (cash, bonus money, the house's free bet) goes back where it came from. */
export async function refundStake(tx: Tx, ticket: { id: bigint; currency: string }): Promise<void> {
  const lines = await tx.trx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_lines as l', 'l.transaction_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['a.user_id', 'a.code', 'a.currency', 'l.amount'])
    .where('t.idempotency_key', '=', `ticket:${ticket.id}:stake`)
    .execute();
  if (lines.length === 0) return;
  await postMovement(tx, {
    idempotencyKey: `ticket:${ticket.id}:refund`,
    kind: 'bet.refund',
    reference: `tickets:${ticket.id}`,
    postings: lines.map((line) => ({ account: accountKeyOf(line), amount: -line.amount })),
  });
}
