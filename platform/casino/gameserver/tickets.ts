/**
 * The lotto history (seed 001 §2 History: LottoHistory): a player's keno tickets played for real money,
 * newest first, each with its picks, the numbers drawn, its hits, stake and win. A ticket is a game
 * server round (its state holds the draw), so it is read from the rounds, not from the wallet's calls the
 * casino history sums: those know the money, not the numbers. Refused tickets never took a stake and
 * are not listed; demo tickets are play money and not history.
 */
import type { Db } from '../../db/connection';
import type { RoundStatus } from './schema';

export interface LottoTicket {
  id: bigint;
  roundId: string;
  gameId: number;
  currency: string;
  playedAt: Date;
  stake: bigint;
  /** null while the round is being paid. */
  won: bigint | null;
  status: Exclude<RoundStatus, 'refused'>;
  picks: number[];
  drawn: number[];
  hits: number[];
}

/** A keyset page of the player's tickets in [from, to], newest first; the cursor is the round's id. */
export async function lottoTickets(db: Db, userId: bigint, range: { from?: Date; to?: Date }, first: number, after: bigint | null) {
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin('casino_sessions as s', 's.id', 'r.session_id')
    .select(['r.id', 'r.round_id', 's.game_id', 'r.currency', 'r.created_at', 'r.stake', 'r.staked', 'r.won', 'r.status', 'r.state'])
    .where('s.user_id', '=', userId)
    .where('r.mode', '=', 'real')
    .where('r.engine', '=', 'keno')
    .where('r.status', '<>', 'refused');
  if (range.from) query = query.where('r.created_at', '>=', range.from);
  if (range.to) query = query.where('r.created_at', '<=', range.to);
  if (after !== null) query = query.where('r.id', '<', after);
  const rows = await query.orderBy('r.id', 'desc').limit(first + 1).execute();
  const tickets: LottoTicket[] = rows.slice(0, first).map((row) => {
    const state = row.state as { picks: number[]; drawn: number[]; hits: number[] };
    return {
      id: row.id,
      roundId: row.round_id,
      gameId: row.game_id,
      currency: row.currency,
      playedAt: row.created_at,
      stake: row.staked > 0n ? row.staked : row.stake,
      won: row.won,
      status: row.status as LottoTicket['status'],
      picks: state.picks,
      drawn: state.drawn,
      hits: state.hits,
    };
  });
  return { tickets, endCursor: tickets.at(-1)?.id ?? null, hasNextPage: rows.length > first };
}
