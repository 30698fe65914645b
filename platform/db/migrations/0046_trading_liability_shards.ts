import { sql, type Kysely } from 'kysely';

/**
 * The liability book in shards (issue 21): every placement on an outcome upserted that outcome's one
 * row and held its lock until commit, so all bets on a match queued on each other's fsync. A ticket's
 * share of an outcome now lives in shard (ticket id mod 16) (trading/book.ts), and an outcome's
 * liability is the sum of its shards; a limit check sums them under the market's limit lock.
 *
 * The rows already kept move to shard 0. They hold tickets of every shard, so a shard may go below
 * zero as those tickets close: harmless, as readers only ever see the sums, and recomputeLiability (the
 * repair) rebuilds every row in its own shard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table trading_liability add column shard smallint not null default 0;
    alter table trading_liability drop constraint trading_liability_pkey;
    alter table trading_liability add primary key (odd_id, currency, shard);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into trading_liability (odd_id, currency, shard, match_id, market_key, payout, stakes, tickets)
      select odd_id, currency, 0, min(match_id), min(market_key), sum(payout), sum(stakes), sum(tickets) from trading_liability group by odd_id, currency
      on conflict (odd_id, currency, shard) do update set payout = excluded.payout, stakes = excluded.stakes, tickets = excluded.tickets;
    delete from trading_liability where shard <> 0 or (tickets = 0 and payout = 0 and stakes = 0);
    alter table trading_liability drop constraint trading_liability_pkey;
    alter table trading_liability drop column shard;
    alter table trading_liability add primary key (odd_id, currency);
  `.execute(db);
}
