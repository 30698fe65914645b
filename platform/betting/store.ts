/** Betting's SQL that the routes need and no service owns: tickets with their items, ownership, the odds policy. */
import type { Db } from '../db/connection';
import { ODDS_POLICIES, type OddsPolicy } from './schema';

/** Tickets with their items, as the views and cash-out read them. */
export type TicketRow = Awaited<ReturnType<typeof readTickets>>[number];

export async function readTickets(db: Db, ids: readonly bigint[]) {
  if (ids.length === 0) return [];
  const [tickets, items] = await Promise.all([
    db.selectFrom('tickets').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('ticket_items').selectAll().where('ticket_id', 'in', ids).orderBy('ticket_id').orderBy('position').execute(),
  ]);
  const byId = new Map(tickets.map((ticket) => [ticket.id, { ...ticket, items: [] as typeof items }]));
  for (const item of items) byId.get(item.ticket_id)?.items.push(item);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether the ticket is the player's (a ticket of another player is "not found", not "forbidden"). */
export async function ownsTicket(db: Db, userId: bigint, id: bigint): Promise<boolean> {
  return (await db.selectFrom('tickets').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/**
 * The player's odds-change policy and, when given, odds-change tolerance, kept for the next slips; the
 * tolerance now in force (a policy saved alone keeps the tolerance set before).
 */
export async function saveOddsPolicy(db: Db, userId: bigint, policy: OddsPolicy, tolerance: number | null = null): Promise<number> {
  const row = await db
    .insertInto('betting_settings')
    .values({ user_id: userId, odds_policy: ODDS_POLICIES.indexOf(policy), odds_tolerance: tolerance ?? 0, daily_limit: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ odds_policy: ODDS_POLICIES.indexOf(policy), ...(tolerance === null ? {} : { odds_tolerance: tolerance }), updated_at: new Date() }),
    )
    .returning('odds_tolerance')
    .executeTakeFirstOrThrow();
  return row.odds_tolerance;
}
