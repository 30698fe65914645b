/**
 * Corrected results and voided markets of a settled match (issue 19). A trader gives, per market, the
 * result of each outcome as the feed's `settled` table holds it (settle.ts reads exactly that table, so a
 * correction is the same input settlement had, corrected: the winning outcome(s), and a half win, half
 * loss or refund where the line asks for one); a void market is every outcome `cancelled` (odds 1.00).
 *
 * The book then resettles every ticket with an item on those markets, in ticket order, in batches of
 * whole tickets: each ticket is locked, its items re-read and re-evaluated with all its legs (combos,
 * systems, if-bets), and the difference between what it now returns and what it was paid moves through
 * the ledger under a key naming the correction and the ticket. A ticket whose items the correction does
 * not change moves nothing, so a correction applied twice (or twice at once) changes nothing the second
 * time. Taking back money the player already spent leaves a debt (ledger.ts `debt`).
 *
 * A teaser leg is settled from the final score with its teased line, not from the outcome results: a
 * correction may carry the corrected final score, which resettles every teaser leg on the match (and is
 * what a later settlement pass reads); voiding a market voids the teaser legs on it too. A corrected
 * outcome result alone leaves teaser legs as they are.
 *
 * Not resettled: a cashed-out ticket (the player and the book closed it at an agreed price; its items
 * still show the corrected result).
 */
import { sql } from 'kysely';
import type { ItemResult } from '../../rules/betting/settlement';
import type { BettingDeps } from '../betting/context';
import { decide, type ItemState } from '../betting/outcome';
import { TicketStatus, type TicketOutcome } from '../betting/schema';
import { restoreFreeBet, shapeOf, teaserResult } from '../betting/settle';
import { StatementType, TransactionStatus } from '../cashier/statuses';
import { postMovement } from '../db/ledger';
import { inTransaction, type Tx } from '../db/transaction';
import { changeLiability } from './book';
import { t } from '../i18n';
import { messagePlayer } from '../messages/service';
import { formatMinor } from '../money';
import { DEFAULT_LANGUAGE } from '../reference/data';
import { CorrectionError } from './errors';

export const CORRECTED_RESULTS = ['win', 'lost', 'refund', 'halfwin', 'halflose', 'cancelled'] as const satisfies readonly ItemResult[];
export type CorrectedResult = (typeof CORRECTED_RESULTS)[number];

export interface MarketCorrection {
  marketKey: string;
  /** The outcomes' corrected results; an outcome not named lost. Null: the market is void. */
  results: Record<string, CorrectedResult> | null;
}

/** The corrected final score: what teaser legs settle from. */
export interface CorrectedScore {
  home: number;
  away: number;
}

/** What a trader corrects on one settled match: outcome results per market, the final score, or both. */
export interface CorrectionInput {
  markets: readonly MarketCorrection[];
  score?: CorrectedScore | null | undefined;
}

export interface TicketChange {
  ticketId: bigint;
  userId: bigint;
  currency: string;
  before: { outcome: TicketOutcome | null; returned: bigint };
  after: { outcome: TicketOutcome | null; returned: bigint };
  /** What moves to the player (negative: taken back). */
  movement: bigint;
}

export interface CorrectionReport {
  correctionId: bigint | null;
  matchId: number;
  tickets: TicketChange[];
}

export interface CorrectionTotal {
  currency: string;
  tickets: number;
  /** Paid to players (the sum of the positive movements). */
  paid: bigint;
  /** Taken back from players (the sum of the negative movements, as a positive amount). */
  takenBack: bigint;
}

/** What a correction moves per currency: the figure a trader checks before confirming. */
export function totalsOf(tickets: readonly TicketChange[]): CorrectionTotal[] {
  const totals = new Map<string, CorrectionTotal>();
  for (const ticket of tickets) {
    const total = totals.get(ticket.currency) ?? { currency: ticket.currency, tickets: 0, paid: 0n, takenBack: 0n };
    total.tickets += 1;
    if (ticket.movement > 0n) total.paid += ticket.movement;
    else total.takenBack -= ticket.movement;
    totals.set(ticket.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Tickets resettled per transaction: short transactions, as settle.ts explains for settlement. */
export const CORRECTION_BATCH = 500;

type SettledTable = Record<string, Record<string, ItemResult>>;

/** What resettling reads: the corrected markets' table and, when corrected, the final score. */
interface Corrected {
  table: SettledTable;
  score: CorrectedScore | null;
}

/** The corrected settled table of the match's markets, after checking the match is settled and every market and outcome exists. */
async function corrected(deps: BettingDeps, matchId: number, { markets, score = null }: CorrectionInput): Promise<Corrected> {
  if (markets.length === 0 && score === null) throw new CorrectionError('NO_MARKETS');
  if (score && ![score.home, score.away].every((goals) => Number.isSafeInteger(goals) && goals >= 0)) throw new CorrectionError('INVALID_SCORE');
  const match = await deps.db.selectFrom('matches').select(['status', 'settled']).where('id', '=', BigInt(matchId) as never).executeTakeFirst();
  if (!match) throw new CorrectionError('MATCH_NOT_FOUND');
  if (match.status !== 'ended') throw new CorrectionError('MATCH_NOT_SETTLED');
  const settled = (match.settled ?? {}) as SettledTable;
  // A market's outcomes: those the feed settled and those any ticket holds.
  const held =
    markets.length === 0
      ? []
      : await deps.db
          .selectFrom('ticket_items')
          .select(['market_key', 'outcome_key'])
          .distinct()
          .where('match_id', '=', matchId)
          .where('market_key', 'in', markets.map((market) => market.marketKey))
          .execute();
  const table: SettledTable = {};
  for (const { marketKey, results } of markets) {
    if (table[marketKey]) throw new CorrectionError('DUPLICATE_MARKET');
    const outcomes = new Set([...Object.keys(settled[marketKey] ?? {}), ...held.filter((row) => row.market_key === marketKey).map((row) => row.outcome_key)]);
    if (outcomes.size === 0) throw new CorrectionError('MARKET_NOT_FOUND');
    if (results && Object.keys(results).some((outcome) => !outcomes.has(outcome))) throw new CorrectionError('OUTCOME_NOT_FOUND');
    if (results && !Object.values(results).every((result) => (CORRECTED_RESULTS as readonly string[]).includes(result))) throw new CorrectionError('OUTCOME_NOT_FOUND');
    table[marketKey] = Object.fromEntries([...outcomes].map((outcome) => [outcome, results === null ? 'cancelled' : (results[outcome] ?? 'lost')]));
  }
  return { table, score };
}

/** What the correction would do, ticket by ticket, changing nothing. */
export async function previewCorrection(deps: BettingDeps, matchId: number, input: CorrectionInput): Promise<CorrectionReport> {
  const correction = await corrected(deps, matchId, input);
  const report: CorrectionReport = { correctionId: null, matchId, tickets: [] };
  let after = 0n;
  for (;;) {
    const batch = await inTransaction(deps.db, (tx) => resettleBatch(deps, tx, null, matchId, correction, after, CORRECTION_BATCH));
    if (!batch) return report;
    report.tickets.push(...batch.changes);
    after = batch.last;
  }
}

/**
 * Applies the correction: the row naming it, the match's settled table (and final score) corrected (a
 * later rollback and settlement pass then settles from the corrected results), then every affected ticket
 * resettled.
 */
export async function applyCorrection(
  deps: BettingDeps,
  request: CorrectionInput & { matchId: number; reason: string; staffId: bigint | null },
  batch = CORRECTION_BATCH,
): Promise<CorrectionReport> {
  const { matchId } = request;
  const correction = await corrected(deps, matchId, request);
  const { table, score } = correction;
  const correctionId = await inTransaction(deps.db, async ({ trx }) => {
    await sql`update matches set settled = coalesce(settled, '{}'::jsonb) || ${JSON.stringify(table)}::jsonb where id = ${matchId}`.execute(trx);
    if (score) await trx.updateTable('matches').set({ home_score: score.home, away_score: score.away }).where('id', '=', BigInt(matchId) as never).execute();
    const row = await trx
      .insertInto('result_corrections')
      .values({ match_id: BigInt(matchId), staff_id: request.staffId, markets: JSON.stringify(table), score: score ? JSON.stringify(score) : null, reason: request.reason })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const report: CorrectionReport = { correctionId, matchId, tickets: [] };
  let after = 0n;
  for (;;) {
    const done = await inTransaction(deps.db, (tx) => resettleBatch(deps, tx, correctionId, matchId, correction, after, batch));
    if (!done) break;
    report.tickets.push(...done.changes);
    after = done.last;
  }
  await deps.db.updateTable('result_corrections').set({ tickets: report.tickets.length }).where('id', '=', correctionId).execute();
  return report;
}

/**
 * The next `batch` tickets after `after` with an item on the corrected markets: locked, re-evaluated, and
 * (with a correction id) written and paid. Without one it only reports. Null when none is left.
 */
async function resettleBatch(
  deps: BettingDeps,
  tx: Tx,
  correctionId: bigint | null,
  matchId: number,
  { table, score }: Corrected,
  after: bigint,
  batch: number,
): Promise<{ changes: TicketChange[]; last: bigint } | null> {
  const { trx } = tx;
  const marketKeys = Object.keys(table);
  const ids = await trx
    .selectFrom('ticket_items')
    .select('ticket_items.ticket_id')
    .distinct()
    .where('ticket_items.match_id', '=', matchId)
    .where((eb) =>
      eb.or([
        ...(marketKeys.length > 0 ? [eb('ticket_items.market_key', 'in', marketKeys)] : []),
        // A corrected score resettles every teaser leg on the match, whatever its market.
        ...(score ? [eb('ticket_items.ticket_id', 'in', eb.selectFrom('tickets').select('id').where('bet_type', '=', 'teaser'))] : []),
      ]),
    )
    .where('ticket_items.ticket_id', '>', after)
    .orderBy('ticket_items.ticket_id')
    .limit(batch)
    .execute();
  if (ids.length === 0) return null;
  const { name: matchName } = await trx.selectFrom('matches').select('name').where('id', '=', BigInt(matchId) as never).executeTakeFirstOrThrow();
  const ticketIds = ids.map((row) => row.ticket_id);
  // A resettled ticket may reopen (a combo's lost leg corrected to a win) or close: the liability book
  // moves by it in this transaction (book.ts).
  return changeLiability(deps, tx, [...ticketIds], async () => {
    // Locked first, in id order as settlement locks them; their items are read after the lock, so a
    // concurrent correction of the same tickets sees what this one wrote.
    const locked = await trx.selectFrom('tickets').selectAll().where('id', 'in', ticketIds).orderBy('id').forUpdate().execute();
    const items = await trx
      .selectFrom('ticket_items')
      .select(['ticket_id', 'position', 'match_id', 'market_key', 'outcome_key', 'market_type', 'line', 'odds', 'banker', 'result'])
      .where('ticket_id', 'in', ticketIds)
      .orderBy('ticket_id')
      .orderBy('position')
      .execute();
    const changes: TicketChange[] = [];
    const itemUpdates: { ticket_id: string; position: number; result: ItemResult }[] = [];
    for (const ticket of locked) {
      const own = items.filter((item) => item.ticket_id === ticket.id);
      const legs = own.map((item) => {
        if (Number(item.match_id) !== matchId) return item;
        const result = ticket.bet_type === 'teaser' ? teaserLegResult(item, table, score) : table[item.market_key]?.[item.outcome_key];
        return result === undefined ? item : { ...item, result };
      });
      const changed = legs.filter((item, i) => item.result !== own[i]!.result);
      if (changed.length === 0) continue;
      for (const item of changed) itemUpdates.push({ ticket_id: String(item.ticket_id), position: item.position, result: item.result as ItemResult });
      // Cashed out, declined or never accepted: its items show the truth, no money moves.
      if (ticket.status !== TicketStatus.accepted || ticket.outcome === 'cashed_out') continue;
      const decision = decide(deps.options, shapeOf(deps, ticket), legs as ItemState[], ticket.stake);
      const paid = ticket.outcome === null ? 0n : (ticket.returned ?? 0n);
      const returned = decision?.returned ?? 0n;
      const change: TicketChange = {
        ticketId: ticket.id,
        userId: ticket.user_id,
        currency: ticket.currency,
        before: { outcome: ticket.outcome, returned: paid },
        after: { outcome: decision?.outcome ?? null, returned },
        movement: returned - paid,
      };
      changes.push(change);
      if (correctionId !== null) await resettle(tx, correctionId, ticket, change, { match: matchName, market: changed[0]!.market_key });
    }
    if (correctionId !== null && itemUpdates.length > 0) {
      await sql`
        update ticket_items i set result = v.result
        from jsonb_to_recordset(${JSON.stringify(itemUpdates)}::jsonb) as v(ticket_id bigint, position smallint, result text)
        where i.ticket_id = v.ticket_id and i.position = v.position`.execute(trx);
    }
    return { changes, last: ticketIds[ticketIds.length - 1]! };
  });
}

/**
 * A teaser leg's corrected result: void with its market, else from the corrected score with its teased
 * line (settle.ts's rule); undefined when the correction leaves it as it was.
 */
function teaserLegResult(
  item: { market_key: string; market_type: string; outcome_key: string; line: number | null },
  table: SettledTable,
  score: CorrectedScore | null,
): ItemResult | undefined {
  const market = table[item.market_key];
  if (market && Object.values(market).every((result) => result === 'cancelled')) return 'cancelled';
  return score ? teaserResult(item, score.home, score.away) : undefined;
}

/** One ticket's new settlement written: the difference paid or taken back (a debt if need be), a free bet given back or used again. */
async function resettle(
  tx: Tx,
  correctionId: bigint,
  ticket: { id: bigint; user_id: bigint; currency: string; status: number; free_bet_id: bigint | null; settlement_version: number },
  change: TicketChange,
  names: { match: string; market: string },
): Promise<void> {
  const { trx } = tx;
  if (change.movement !== 0n) {
    await postMovement(tx, {
      idempotencyKey: `correction:${correctionId}:ticket:${ticket.id}`,
      kind: 'bet.correction',
      reference: `tickets:${ticket.id}`,
      postings: [
        { account: { house: 'sportsbook', currency: ticket.currency }, amount: -change.movement },
        { account: { userId: ticket.user_id, code: 'cash', currency: ticket.currency }, amount: change.movement },
      ],
      ...(change.movement < 0n ? { debt: true as const } : {}),
    });
    // The player's history shows it, the reason naming the match and the market (request key: once per correction and ticket).
    await trx
      .insertInto('cashier_transactions')
      .values({
        user_id: ticket.user_id,
        statement_type: change.movement > 0n ? StatementType.ResultCorrectionCredit : StatementType.ResultCorrectionDebit,
        method: null,
        provider: 'trading',
        currency: ticket.currency,
        amount: change.movement > 0n ? change.movement : -change.movement,
        status: TransactionStatus.Completed,
        reason: 'result_correction',
        reason_note: `${names.match} – ${names.market} (${ticket.id})`,
        reference: null,
        provider_tx_id: null,
        request_key: `correction:${correctionId}:ticket:${ticket.id}`,
        request_hash: null,
        bonus_code: null,
        return_url: null,
        details: JSON.stringify({ ticketId: String(ticket.id), correctionId: String(correctionId) }),
        completed_at: new Date(),
      })
      .execute();
    // The player is told what moved and why (the platform keeps no language per player: the default one).
    await messagePlayer(tx, ticket.user_id, {
      subject: t(DEFAULT_LANGUAGE, 'betting:correction.subject', names).slice(0, 200),
      body: t(DEFAULT_LANGUAGE, 'betting:correction.body', { ticket: String(ticket.id), amount: `${formatMinor(change.movement, ticket.currency)} ${ticket.currency}` }),
    });
  }
  // A void free bet did not play and is the player's to use again; one that now plays is used.
  const wasVoid = change.before.outcome === 'refunded';
  const isVoid = change.after.outcome === 'refunded';
  if (ticket.free_bet_id !== null && wasVoid !== isVoid) await restoreFreeBet(tx, ticket.free_bet_id, isVoid);
  const now = new Date();
  const settledNow = change.after.outcome !== null;
  await trx
    .updateTable('tickets')
    .set({
      outcome: change.after.outcome,
      returned: settledNow ? change.after.returned : null,
      settled_at: settledNow ? now : null,
      // A new settlement is a new version; a reopened ticket keeps its own until the next pass settles it.
      settlement_version: settledNow ? ticket.settlement_version + 1 : ticket.settlement_version,
      updated_at: now,
    })
    .where('id', '=', ticket.id)
    .execute();
  tx.emit({ topic: 'ticket.changed', payload: { userId: String(ticket.user_id), ticketId: String(ticket.id), status: ticket.status, outcome: change.after.outcome } });
}
