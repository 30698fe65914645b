/**
 * Exposure: what one ticket, as it stands now, costs the book on each outcome still to be decided (issue 19).
 *
 * The liability of an outcome X (an odd id) for one ticket is the amount the book pays on that ticket if X
 * wins, in the worst case of everything else still open: the legs already decided count at their result,
 * X and every other undecided leg are assumed won. So
 *   - a single on X: its potential return;
 *   - a combo: its potential return with the decided legs at their result (a refunded leg at 1.00, a half
 *     win at its half), the bonus and the odds cap as settlement applies them; every undecided leg of the
 *     combo carries that same amount, because any one of them losing loses it all;
 *   - a system, line by line: the lines that hold X, each at its return with the other undecided legs won
 *     (a line without X does not depend on X and is not X's liability);
 *   - an if-bet, a reverse bet, a teaser: what their settlement rule pays with X and the rest won.
 * The ticket's stake is what the book keeps otherwise; it is counted once on each outcome the ticket is
 * exposed to, with the ticket itself. An outcome the ticket no longer depends on (a leg after an if-bet's
 * chain stopped, a leg of a combo another leg already lost) is no exposure. A ticket that is settled,
 * cashed out, declined, an unanswered offer or still in its live delay has none: only accepted open
 * tickets (a cash-out waiting for its delay is still open) bind the book.
 *
 * The money comes from outcome.ts decide, the very function that settles the ticket, so the liability of
 * an outcome is exactly what settlement would pay if the results went that way. Pure: no I/O.
 */
import { decide, type ItemState, type TicketShape } from '../betting/outcome';
import type { BettingOptions } from '../betting/options';
import { TicketStatus } from '../betting/schema';

export interface ExposureTicket {
  status: number;
  outcome: string | null;
  stake: bigint;
  currency: string;
  shape: TicketShape;
  items: readonly (ItemState & { oddId: bigint; matchId: number; marketKey: string })[];
}

/** One outcome's share of one ticket: paid if it wins, the stake kept otherwise. */
export interface Exposure {
  oddId: bigint;
  matchId: number;
  marketKey: string;
  currency: string;
  payout: bigint;
  stake: bigint;
}

/** Whether the ticket binds the book at all. */
export const isOpen = (ticket: Pick<ExposureTicket, 'status' | 'outcome'>): boolean =>
  ticket.outcome === null && (ticket.status === TicketStatus.accepted || ticket.status === TicketStatus.delayedCashout);

/** What settlement pays with the given undecided legs set as `as`, the rest won. */
function paidIf(options: BettingOptions, ticket: ExposureTicket, as: ReadonlyMap<number, 'win' | 'lost'>): bigint {
  const items = ticket.items.map((item, i) => (item.result === 'pending' ? { ...item, result: as.get(i) ?? ('win' as const) } : item));
  return decide(options, ticket.shape, items, ticket.stake)?.returned ?? 0n;
}

/** The ticket's exposure to each undecided outcome it still depends on (one entry per odd id). */
export function exposure(options: BettingOptions, ticket: ExposureTicket): Exposure[] {
  if (!isOpen(ticket)) return [];
  const out = new Map<bigint, Exposure>();
  const allWon = paidIf(options, ticket, new Map());
  for (const item of ticket.items) {
    if (item.result !== 'pending' || out.has(item.oddId)) continue;
    // Every leg on this odd (the same outcome twice in one ticket is one outcome) lost, the rest won.
    const lostHere = new Map<number, 'lost'>();
    ticket.items.forEach((other, j) => {
      if (other.oddId === item.oddId) lostHere.set(j, 'lost');
    });
    // A lost leg loses a single, a combo or a teaser outright (settlement.ts): no need to ask the rule
    // again, which halves the cost of the common tickets. Insurance pays a combo lost by one leg.
    const losesAll = (ticket.shape.betType === 'single' || ticket.shape.betType === 'combo' || ticket.shape.betType === 'teaser') && ticket.shape.insurancePremium === 0n;
    const ifLost = losesAll ? 0n : paidIf(options, ticket, lostHere);
    if (ifLost === allWon) continue; // the ticket no longer depends on this outcome
    // A system's lines without X return the same either way: the difference is the lines that hold X.
    const payout = ticket.shape.betType === 'system' ? allWon - ifLost : allWon;
    out.set(item.oddId, { oddId: item.oddId, matchId: item.matchId, marketKey: item.marketKey, currency: ticket.currency, payout, stake: ticket.stake });
  }
  return [...out.values()];
}

/** A liability book entry's key: one outcome in one currency. */
export const bookKey = (oddId: bigint, currency: string): string => `${oddId}:${currency}`;

export interface BookEntry {
  oddId: bigint;
  currency: string;
  matchId: number;
  marketKey: string;
  payout: bigint;
  stakes: bigint;
  tickets: number;
}

/** The book entries that tickets add up to (the brute force; also what a change adds or takes away). */
export function sumExposures(exposures: Iterable<Exposure>, sign: 1n | -1n = 1n, into = new Map<string, BookEntry>()): Map<string, BookEntry> {
  for (const e of exposures) {
    const key = bookKey(e.oddId, e.currency);
    const entry = into.get(key) ?? { oddId: e.oddId, currency: e.currency, matchId: e.matchId, marketKey: e.marketKey, payout: 0n, stakes: 0n, tickets: 0 };
    entry.payout += sign * e.payout;
    entry.stakes += sign * e.stake;
    entry.tickets += Number(sign);
    into.set(key, entry);
  }
  return into;
}

/** What moving the book from `before` to `after` adds to each entry; entries that do not move are left out. */
export function bookDelta(before: ReadonlyMap<string, BookEntry>, after: ReadonlyMap<string, BookEntry>): BookEntry[] {
  const delta = new Map<string, BookEntry>([...after].map(([key, entry]) => [key, { ...entry }]));
  for (const [key, entry] of before) {
    const moved = delta.get(key) ?? { ...entry, payout: 0n, stakes: 0n, tickets: 0 };
    moved.payout -= entry.payout;
    moved.stakes -= entry.stakes;
    moved.tickets -= entry.tickets;
    delta.set(key, moved);
  }
  return [...delta.values()].filter((e) => e.payout !== 0n || e.stakes !== 0n || e.tickets !== 0);
}
