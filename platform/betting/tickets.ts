/** Tickets with their items, as the views and cash-out read them. */
import type { Db } from '../db/connection';

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
