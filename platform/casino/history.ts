/**
 * Casino history (seed 002 §7 "profile casino history from, to"): the player's rounds, one per
 * provider round id, built from the wallet calls: the stake still taken, what was won, and whether the
 * round is open (no win yet), closed, or rolled back (every bet given back).
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface RoundRow {
  key: string;
  provider: string;
  round_id: string;
  game_id: number;
  currency: string;
  started_at: Date;
  stake: string;
  win: string;
  status: 'open' | 'closed' | 'rolled_back';
}

/**
 * A keyset page of rounds, newest first (by the round's first call). The cursor is the first call's id:
 * rounds started later cannot slip into pages already read.
 */
export async function casinoRounds(db: Db, userId: bigint, range: { from?: Date; to?: Date }, first: number, after: bigint | null) {
  const having = [
    ...(range.from ? [sql`min(created_at) >= ${range.from}`] : []),
    ...(range.to ? [sql`min(created_at) <= ${range.to}`] : []),
    ...(after !== null ? [sql`min(id) < ${after}`] : []),
  ];
  const rows = await sql<RoundRow & { first_id: string }>`
    select min(id)::text as first_id, provider, round_id, min(game_id) as game_id, min(currency) as currency, min(created_at) as started_at,
      coalesce(sum(amount) filter (where kind = 'bet' and not rolled_back), 0)::text as stake,
      coalesce(sum(amount) filter (where kind = 'win'), 0)::text as win,
      case when bool_and(rolled_back) filter (where kind = 'bet') then 'rolled_back'
           when bool_or(kind = 'win') then 'closed' else 'open' end as status
    from casino_wallet_transactions
    where user_id = ${userId} and not tombstone and kind in ('bet', 'win')
    group by provider, round_id
    ${having.length > 0 ? sql`having ${sql.join(having, sql` and `)}` : sql``}
    order by min(id) desc
    limit ${first + 1}`.execute(db);
  const page = rows.rows.slice(0, first);
  return {
    rounds: page.map((row) => ({ ...row, key: row.first_id })),
    endCursor: page.at(-1)?.first_id ?? null,
    hasNextPage: rows.rows.length > first,
  };
}
