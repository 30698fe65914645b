/** The player's tickets by history tab and time filter (seed 001 §2: last24 and page 1 by default). */
import { sql } from 'kysely';
import type { z } from '@hono/zod-openapi';
import type { BettingDeps } from './context';
import type { TicketsQuery } from './contract';
import type { Player } from './place';
import { TicketStatus } from './schema';

const HOURS = { last24: 24, last48: 48, lastweek: 24 * 7, lastmonth: 24 * 30 } as const;
/** Periods counted in calendar months, as the net position's 12 months are (responsible/service.ts netPosition). */
const MONTHS = { last12months: 12 } as const;

export async function listTickets(deps: BettingDeps, player: Player, query: z.infer<typeof TicketsQuery>) {
  const page = query.Page ?? 1;
  const pageSize = query.PageSize ?? 20;
  let base = deps.db.selectFrom('tickets').where('user_id', '=', player.userId);
  if (query.Ids) {
    base = base.where('id', 'in', query.Ids.split(',').map(BigInt));
  } else {
    const tab = query.Tab ?? 'all';
    if (tab === 'uncleared') base = base.where('outcome', 'is', null).where('status', 'not in', [TicketStatus.declined]);
    if (tab === 'cleared') base = base.where('outcome', 'is not', null);
    if (tab === 'declined') base = base.where('status', '=', TicketStatus.declined);
    const period = query.Period ?? 'last24';
    if (period === 'custom') {
      if (query.From) base = base.where('created_at', '>=', new Date(query.From));
      if (query.To) base = base.where('created_at', '<', new Date(query.To));
    } else if (period in MONTHS) {
      base = base.where('created_at', '>', sql<Date>`now() - make_interval(months => ${MONTHS[period as keyof typeof MONTHS]})`);
    } else if (period !== 'all') {
      base = base.where('created_at', '>', sql<Date>`now() - make_interval(hours => ${HOURS[period as keyof typeof HOURS]})`);
    }
  }
  const [rows, total] = await Promise.all([
    base.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), Total: Number(total.n), Page: page, PageSize: pageSize };
}
