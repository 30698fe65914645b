/**
 * The bet ticker (issue 19): every ticket the book accepts becomes a ticker row, in the transaction that
 * accepts it (placement, a trader's offer taken, the live delay's verdict), with the flags of
 * rules/trading/ticker-flags.ts, and one operator-wide `trading.ticket.accepted` event carrying the row
 * whole: the trading screen shows it without asking again, however many bets arrive at once.
 */
import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { formatMinor, minor } from '../money';
import { PLAYER_TAGS } from '../../rules/player-tags';
import { passesFilter, tickerFlags, type TickerFilter, type TickerSettings } from '../../rules/trading/ticker-flags';
import type { TickerEntryShape } from './ticker-contract';

/** The most rows one read returns: the page keeps no more than this. */
export const TICKER_MAX_ROWS = 200;

export function tickerSettingsOf(config: Pick<PlatformConfig, 'ticker'>, currency: string): TickerSettings {
  const { largeStake, ...rest } = config.ticker;
  const threshold = largeStake[currency] ?? largeStake['*'];
  return { ...rest, largeStake: threshold === undefined ? {} : { [currency]: minor(threshold, currency) } };
}

/** Odds in hundredths as a decimal string (1.85). */
const oddsText = (hundredths: bigint) => `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;

/** A leg as the ticker's one read answers it (JSON: the match's start as text). */
interface Leg {
  match_id: number;
  odds: number;
  market_key: string;
  odd_title: string;
  match_name: string;
  sport_id: number;
  date_of_match: string;
  status: string;
  clock_seconds: number;
}

/** Records the ticker row of a ticket just accepted and announces it; call inside the accepting transaction. */
export async function recordAccepted(tx: Tx, config: Pick<PlatformConfig, 'ticker'>, ticketId: bigint): Promise<void> {
  const { trx } = tx;
  // One read for all the row is made of: the ticket and its player, the player's tags, the matches of the
  // player's tickets accepted in the same-event window before it (one entry per ticket and match), and the
  // legs with their matches as they stand.
  const ticket = await trx
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.bet_type', 't.stake', 't.currency', 't.potential_return', 't.is_live', 't.created_at', 'u.username'])
    .select([
      sql<string[]>`array(select tag from player_tags where user_id = t.user_id)`.as('tags'),
      sql<number[]>`array(select unnest(e.match_ids) from ticker_entries e
        where e.user_id = t.user_id and e.accepted_at >= t.created_at - ${config.ticker.sameEventWindowMinutes} * interval '1 minute' and e.ticket_id <> t.id)`.as('earlier'),
      sql<Leg[]>`(select json_agg(json_build_object('match_id', i.match_id, 'odds', i.odds, 'market_key', i.market_key, 'odd_title', i.odd_title, 'match_name', i.match_name,
          'sport_id', m.sport_id, 'date_of_match', m.date_of_match, 'status', m.status, 'clock_seconds', m.clock_seconds) order by i.position)
        from ticket_items i join matches m on m.id = i.match_id where i.ticket_id = t.id)`.as('legs'),
    ])
    .where('t.id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const { tags } = ticket;
  const items = (ticket.legs ?? []).map((leg) => ({ ...leg, date_of_match: new Date(leg.date_of_match) }));
  const settings = tickerSettingsOf(config, ticket.currency);
  const matchIds = [...new Set(items.map((item) => item.match_id))];
  const earlierOnMatch = new Map(matchIds.map((id) => [id, ticket.earlier.filter((matchId) => Number(matchId) === id).length]));
  const flags = tickerFlags(settings, {
    stake: ticket.stake,
    currency: ticket.currency,
    placedAt: ticket.created_at,
    tags,
    earlierOnMatch,
    legs: items.map((item) => ({ matchId: item.match_id, startsAt: item.date_of_match, live: item.status === 'live', clockSeconds: item.clock_seconds })),
  });
  const now = new Date();
  const entry: TickerEntryShape = {
    TicketId: String(ticket.id),
    AcceptedAt: now.toISOString(),
    PlacedAt: ticket.created_at.toISOString(),
    UserId: String(ticket.user_id),
    UserName: ticket.username,
    BetType: ticket.bet_type,
    Stake: formatMinor(ticket.stake, ticket.currency),
    Currency: ticket.currency,
    Odds: oddsText(ticket.stake > 0n ? (ticket.potential_return * 100n) / ticket.stake : 0n),
    PotentialReturn: formatMinor(ticket.potential_return, ticket.currency),
    Live: ticket.is_live,
    Tags: PLAYER_TAGS.filter((tag) => tags.includes(tag)),
    Flags: flags,
    Legs: items.map((item) => ({
      MatchId: item.match_id,
      SportId: item.sport_id,
      MatchName: item.match_name,
      Market: item.market_key,
      Outcome: item.odd_title,
      Odds: oddsText(BigInt(item.odds)),
    })),
  };
  await trx
    .insertInto('ticker_entries')
    .values({
      ticket_id: ticket.id,
      accepted_at: now,
      user_id: ticket.user_id,
      stake: ticket.stake,
      live: ticket.is_live,
      flags,
      match_ids: matchIds,
      sport_ids: [...new Set(items.map((item) => item.sport_id))],
      entry: JSON.stringify(entry),
    })
    // A ticket is accepted once; a replayed acceptance must not announce it twice.
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .execute();
  tx.emit({ topic: 'trading.ticket.accepted', payload: { entry } });
}

export interface TickerQuery extends TickerFilter {
  limit: number;
}

/**
 * The newest accepted tickets that pass the filter, newest first. The filter is the rule module's, applied
 * to the newest rows in pages, so the list and the live rows filter alike (a scan, bounded: a quiet filter
 * looks at no more than the last 20 pages).
 */
export async function tickerEntries(db: Db, query: TickerQuery): Promise<TickerEntryShape[]> {
  const limit = Math.min(Math.max(query.limit, 1), TICKER_MAX_ROWS);
  const found: TickerEntryShape[] = [];
  let before: { at: Date; id: bigint } | null = null;
  for (let page = 0; page < 20 && found.length < limit; page++) {
    const rows = await db
      .selectFrom('ticker_entries')
      .select(['ticket_id', 'accepted_at', 'entry', 'flags', 'match_ids', 'sport_ids', 'user_id', 'live'])
      .$if(before !== null, (q) => q.where((eb) => eb.or([eb('accepted_at', '<', before!.at), eb.and([eb('accepted_at', '=', before!.at), eb('ticket_id', '<', before!.id)])])))
      .orderBy('accepted_at', 'desc')
      .orderBy('ticket_id', 'desc')
      .limit(TICKER_MAX_ROWS)
      .execute();
    for (const row of rows) {
      const entry = row.entry as TickerEntryShape;
      const facts = { flags: row.flags, matchIds: row.match_ids, sportIds: row.sport_ids, stake: entry.Stake, userId: entry.UserId, userName: entry.UserName, live: row.live };
      if (passesFilter(query, facts)) found.push(entry);
      if (found.length === limit) break;
    }
    if (rows.length < TICKER_MAX_ROWS) break;
    const last: { accepted_at: Date; ticket_id: bigint } = rows.at(-1)!;
    before = { at: last.accepted_at, id: last.ticket_id };
  }
  return found;
}
