/**
 * Bet sharing (issue 23): a ticket's owner gets a code; whoever opens it (signed in or not) gets the
 * ticket's selections at their prices now, to load into their own slip, and is told which are no longer
 * available (suspended, settled, or gone from the book).
 *
 * What a code reveals: the bet type and the selections, nothing of the account (no ticket id, player,
 * balance, return or outcome). The stake only when the owner chose to show it (ShowStake; off unless
 * asked). The code is 16 random bytes (base64url, 22 characters), unrelated to the ticket id, so codes
 * cannot be walked; opening is rate-limited per address all the same.
 */
import { randomBytes } from 'node:crypto';
import { hit } from '../account/rate-limit';
import { formatMinor } from '../money';
import type { SupportedLanguage } from '../reference/data';
import type { Player } from '../http/session';
import type { BettingDeps } from './context';
import { betError } from './errors';
import { isOpen, loadSelections } from './selections';
import { ownsTicket } from './store';
import { decimalOdds } from './views';

/** What a share code looks like; anything else is refused before the database is asked. */
export const SHARE_CODE = /^[A-Za-z0-9_-]{22}$/;
/** Opening shared bets, per address: enough for a group chat's links, too few to walk codes. */
export const SHARE_OPENS_PER_MINUTE = 60;

export type ShareState = 'available' | 'suspended' | 'settled' | 'removed';

/** Shares a ticket of the player (again: the same code, with the stake shown or not as asked now). */
export async function shareTicket(deps: BettingDeps, player: Player, ticketId: bigint, showStake: boolean): Promise<{ code: string; showStake: boolean }> {
  if (!(await ownsTicket(deps.db, player.userId, ticketId))) throw betError(player.lang, 'NOT_FOUND');
  const row = await deps.db
    .insertInto('ticket_shares')
    .values({ code: randomBytes(16).toString('base64url'), ticket_id: ticketId, show_stake: showStake })
    .onConflict((oc) => oc.column('ticket_id').doUpdateSet({ show_stake: showStake }))
    .returning(['code', 'show_stake'])
    .executeTakeFirstOrThrow();
  return { code: row.code, showStake: row.show_stake };
}

/** A shared ticket as anyone may see it, its selections judged against the book now. */
export async function openShare(deps: BettingDeps, lang: SupportedLanguage, address: string, code: string) {
  const limit = await hit(deps.db, `betting:share:ip:${address}`, SHARE_OPENS_PER_MINUTE, 60);
  if (!limit.allowed) throw betError(lang, 'SHARE_RATE_LIMITED', { seconds: limit.retryAfterSeconds }, limit.retryAfterSeconds);
  if (!SHARE_CODE.test(code)) throw betError(lang, 'SHARE_NOT_FOUND');
  const ticket = await deps.db
    .selectFrom('ticket_shares as s')
    .innerJoin('tickets as t', 't.id', 's.ticket_id')
    .select(['t.id', 't.bet_type', 't.system_sizes', 't.currency', 't.stake', 's.show_stake'])
    .where('s.code', '=', code)
    .executeTakeFirst();
  if (!ticket) throw betError(lang, 'SHARE_NOT_FOUND');
  const items = await deps.db
    .selectFrom('ticket_items')
    .select(['odd_id', 'banker', 'result', 'match_name', 'odd_title', 'market_type', 'line'])
    .where('ticket_id', '=', ticket.id)
    .orderBy('position')
    .execute();
  const now = await loadSelections(deps.books, deps.db, items.map((item) => Number(item.odd_id)));
  return {
    BetType: ticket.bet_type,
    SystemSize: ticket.bet_type === 'system' ? (ticket.system_sizes[0] ?? null) : null,
    Stake: ticket.show_stake ? formatMinor(ticket.stake, ticket.currency) : null,
    Currency: ticket.show_stake ? ticket.currency : null,
    Selections: items.map((item) => {
      const selection = now.get(Number(item.odd_id));
      const state: ShareState =
        item.result !== 'pending' || (selection && !isOpen(selection.matchStatus)) ? 'settled' : !selection ? 'removed' : selection.suspended || selection.odds === null ? 'suspended' : 'available';
      return {
        OddId: Number(item.odd_id),
        MatchName: item.match_name,
        MarketType: item.market_type,
        Title: item.odd_title,
        Line: item.line,
        IsBanker: item.banker,
        State: state,
        // Only an available selection has a price to take now.
        Odds: state === 'available' && selection?.odds != null ? decimalOdds(selection.odds) : null,
      };
    }),
  };
}
