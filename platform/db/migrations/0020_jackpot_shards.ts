import { sql, type Kysely } from 'kysely';

/**
 * A jackpot pool's amount lives in shards (issue 21): every real casino bet locked and updated the
 * four pool rows of its currency, so all casino bets of a currency queued on each other's commits. A
 * bet now adds its contributions to one shard chosen at random (casino/jackpots.ts), and a pool is the
 * sum of its shards; only a win locks the whole pool. 16 shards: the SHARDS of casino/jackpots.ts at
 * the time of writing (a migration keeps its own number). The amount a pool held moves to its shard 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jackpot_pool_shards (
      pool_id int not null references jackpot_pools (id),
      shard smallint not null,
      amount bigint not null default 0,
      updated_at timestamptz not null default now(),
      primary key (pool_id, shard)
    );
    insert into jackpot_pool_shards (pool_id, shard, amount, updated_at)
      select p.id, s, case when s = 0 then p.amount else 0 end, p.updated_at from jackpot_pools p, generate_series(0, 15) s;
    alter table jackpot_pools drop column amount;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table jackpot_pools add column amount bigint not null default 0;
    update jackpot_pools p set amount = (select coalesce(sum(amount), 0) from jackpot_pool_shards s where s.pool_id = p.id);
    drop table jackpot_pool_shards;
  `.execute(db);
}
