/**
 * Progressive "mystery" jackpots: every real bet feeds the pools of its currency with a share of its
 * stake and may win one (a CSPRNG draw per pool, or an operator's forced trigger). Money moves only
 * through the ledger: contributions go to house:jackpot with the stake, a win pays house:jackpot → the
 * player's cash, and a won pool is reseeded from house:casino. So house:jackpot always holds exactly
 * the sum of its currency's pools.
 *
 * A pool's amount is the sum of its SHARDS rows (migration 0020). A bet adds its contributions to one
 * shard chosen at random and locks nothing else, so the casino bets of a currency do not queue on one
 * another's commits; only a win locks the pool and all its shards, pays their sum and reseeds shard 0.
 */
import { randomInt } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connection';
import { postMovement, type Posting } from '../db/ledger';
import { inTransaction, type Tx } from '../db/transaction';
import { formatMinor } from '../money';
import { repeatEvery } from '../repeat';
import type { CasinoTables, JackpotCode } from './schema';

interface PoolDefinition {
  code: JackpotCode;
  name: string;
  /** Major units of EUR; other currencies scale it (SEK by 10). */
  seed: bigint;
  contributionPpm: number;
  triggerPpm: number;
}

/** Stakes feed 0.75 % in all; the smaller pools win often, the grand one about once in a million bets. */
export const JACKPOT_POOLS: readonly PoolDefinition[] = [
  { code: 'mini', name: 'Mini', seed: 10n, contributionPpm: 3000, triggerPpm: 500 },
  { code: 'minor', name: 'Minor', seed: 100n, contributionPpm: 2000, triggerPpm: 50 },
  { code: 'major', name: 'Major', seed: 1_000n, contributionPpm: 1500, triggerPpm: 5 },
  { code: 'grand', name: 'Grand', seed: 10_000n, contributionPpm: 1000, triggerPpm: 1 },
];
/** Shards per pool: concurrent bets meet on a row one time in SHARDS. */
export const SHARDS = 16;
/** The fiat currencies the games play in (catalogue.ts), each with its own pools, and their seeds' scale. */
const POOL_CURRENCIES: Readonly<Record<string, bigint>> = { EUR: 100n, USD: 100n, CAD: 100n, SEK: 1000n };

/**
 * EUR's pools exist from the first start (the ticker has something to show); another currency's are
 * created by its first real bet, so a currency nobody plays moves no house money.
 */
export async function ensureJackpotPools(db: Db): Promise<void> {
  await inTransaction(db, (tx) => createPools(tx, 'EUR'));
}

/** Creates the currency's pools that do not exist yet, each seeded through the ledger from house:casino. */
async function createPools(tx: Tx, currency: string): Promise<void> {
  const scale = POOL_CURRENCIES[currency];
  if (scale === undefined) return;
  const created = await tx.trx
    .insertInto('jackpot_pools')
    .values(
      JACKPOT_POOLS.map((pool) => ({
        code: pool.code,
        name: pool.name,
        currency,
        seed_amount: pool.seed * scale,
        contribution_ppm: pool.contributionPpm,
        trigger_ppm: pool.triggerPpm,
      })),
    )
    .onConflict((oc) => oc.constraint('jackpot_pools_code_currency').doNothing())
    .returning(['id', 'seed_amount'])
    .execute();
  if (created.length === 0) return;
  await tx.trx
    .insertInto('jackpot_pool_shards')
    .values(created.flatMap((pool) => Array.from({ length: SHARDS }, (_, shard) => ({ pool_id: pool.id, shard, amount: shard === 0 ? pool.seed_amount : 0n }))))
    .execute();
  for (const pool of created) await seedPool(tx, pool.id, currency, pool.seed_amount, 0);
}

function seedPool(tx: Tx, poolId: number, currency: string, amount: bigint, generation: number) {
  return postMovement(tx, {
    idempotencyKey: `jackpot:seed:${poolId}:${generation}`,
    kind: 'jackpot.seed',
    reference: `jackpot_pools:${poolId}`,
    postings: [
      { account: { house: 'casino', currency }, amount: -amount },
      { account: { house: 'jackpot', currency }, amount },
    ],
  });
}

export interface Contribution {
  poolId: number;
  amount: bigint;
}

type PoolRow = Selectable<CasinoTables['jackpot_pools']>;

export interface CurrencyPools {
  pools: PoolRow[];
  contributions: Contribution[];
}

/**
 * The pools of a currency (created by its first real bet) and each one's share of the stake. Read
 * without a lock: a bet only adds to a shard, and a win locks what it takes. Call before posting the
 * stake: the shares are postings of it.
 */
export async function poolsFor(tx: Tx, currency: string, stake: bigint): Promise<CurrencyPools> {
  const select = () => tx.trx.selectFrom('jackpot_pools').selectAll().where('currency', '=', currency).orderBy('id').execute();
  let pools = await select();
  if (pools.length === 0 && currency in POOL_CURRENCIES) {
    await createPools(tx, currency);
    pools = await select();
  }
  const contributions = pools.map((pool) => ({ poolId: pool.id, amount: (stake * BigInt(pool.contribution_ppm)) / 1_000_000n })).filter((c) => c.amount > 0n);
  return { pools, contributions };
}

/** The stake's postings to the house: the casino's part and the pools' part. */
export function stakePostings(currency: string, stake: bigint, contributions: Contribution[]): Posting[] {
  const toPools = contributions.reduce((sum, c) => sum + c.amount, 0n);
  return [
    { account: { house: 'casino', currency }, amount: stake - toPools },
    ...(toPools > 0n ? [{ account: { house: 'jackpot' as const, currency }, amount: toPools }] : []),
  ];
}

export interface JackpotWin {
  winId: bigint;
  poolId: number;
  code: string;
  name: string;
  amount: bigint;
  currency: string;
}

/**
 * After the stake is posted: adds the contributions to one shard of each pool and draws each pool of
 * the currency (a forced one always wins). A winning pool is paid to the player's cash and reseeded,
 * all in the bet's transaction: a bet that rolls back wins nothing.
 */
export async function feedAndDraw(tx: Tx, bet: { userId: bigint; gameId: number; walletTransactionId: bigint }, { pools, contributions }: CurrencyPools): Promise<JackpotWin[]> {
  const drawn = new Map(pools.map((pool) => [pool.id, pool.trigger_ppm > 0 && randomInt(1_000_000) < pool.trigger_ppm]));
  const candidates = pools.filter((pool) => drawn.get(pool.id) || pool.force_next);
  // Locks are taken in one order by every bet, so two bets never wait on each other in a circle: a bet
  // that may win takes its pools' rows (in id order), then every shard row of the currency's pools (in
  // pool, shard order), before it adds its own share; a bet that only adds takes its shard's rows in pool
  // order. A winner that added first and locked the shards after deadlocked with another winner.
  if (candidates.length > 0) {
    await tx.trx.selectFrom('jackpot_pools').select('id').where('id', 'in', candidates.map((pool) => pool.id)).orderBy('id').forUpdate().execute();
    await tx.trx
      .selectFrom('jackpot_pool_shards')
      .select('pool_id')
      .where('pool_id', 'in', pools.map((pool) => pool.id))
      .orderBy('pool_id')
      .orderBy('shard')
      .forUpdate()
      .execute();
  }
  if (contributions.length > 0) {
    const shard = randomInt(SHARDS);
    const share = sql.join(contributions.map((c) => sql`when ${c.poolId} then ${c.amount}::int8`), sql` `);
    await sql`
      with locked as (
        select pool_id from jackpot_pool_shards
        where shard = ${shard} and pool_id in (${sql.join(contributions.map((c) => c.poolId))})
        order by pool_id for update)
      update jackpot_pool_shards s set amount = s.amount + (case s.pool_id ${share} end), updated_at = now()
      from locked where s.shard = ${shard} and s.pool_id = locked.pool_id`.execute(tx.trx);
  }
  const wins: JackpotWin[] = [];
  for (const pool of candidates) {
    const win = await payPool(tx, bet, pool.id, drawn.get(pool.id) === true);
    if (win) wins.push(win);
  }
  return wins;
}

/**
 * A pool won: under its lock, every shard's amount (this bet's share included) goes to the player and
 * shard 0 is reseeded. A forced win that another bet took meanwhile is no win (null).
 */
async function payPool(tx: Tx, bet: { userId: bigint; gameId: number; walletTransactionId: bigint }, poolId: number, drawn: boolean): Promise<JackpotWin | null> {
  const pool = await tx.trx.selectFrom('jackpot_pools').selectAll().where('id', '=', poolId).forUpdate().executeTakeFirstOrThrow();
  if (!drawn && !pool.force_next) return null;
  const shards = await tx.trx.selectFrom('jackpot_pool_shards').select('amount').where('pool_id', '=', poolId).orderBy('shard').forUpdate().execute();
  const amount = shards.reduce((sum, shard) => sum + shard.amount, 0n);
  const win = await tx.trx
    .insertInto('jackpot_wins')
    .values({ pool_id: pool.id, user_id: bet.userId, game_id: bet.gameId, wallet_transaction_id: bet.walletTransactionId, amount, currency: pool.currency })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paid = await postMovement(tx, {
    idempotencyKey: `jackpot:win:${win.id}`,
    kind: 'jackpot.win',
    reference: `jackpot_wins:${win.id}`,
    postings: [
      { account: { house: 'jackpot', currency: pool.currency }, amount: -amount },
      { account: { userId: bet.userId, code: 'cash', currency: pool.currency }, amount },
    ],
  });
  await seedPool(tx, pool.id, pool.currency, pool.seed_amount, pool.wins + 1);
  await tx.trx.updateTable('jackpot_wins').set({ ledger_transaction_id: paid.transactionId }).where('id', '=', win.id).execute();
  await tx.trx
    .updateTable('jackpot_pool_shards')
    .set({ amount: sql<bigint>`case when shard = 0 then ${pool.seed_amount}::int8 else 0 end`, updated_at: sql<Date>`now()` })
    .where('pool_id', '=', pool.id)
    .execute();
  await tx.trx.updateTable('jackpot_pools').set({ wins: pool.wins + 1, force_next: false, updated_at: sql<Date>`now()` }).where('id', '=', pool.id).execute();
  tx.emit({
    topic: 'jackpot.won',
    payload: { userId: String(bet.userId), winId: String(win.id), poolId: pool.id, code: pool.code, name: pool.name, amount: formatMinor(amount, pool.currency), currency: pool.currency, gameId: bet.gameId },
  });
  return { winId: win.id, poolId: pool.id, code: pool.code, name: pool.name, amount, currency: pool.currency };
}

/** The pools with their amounts (the sums of their shards) and when they last moved. */
export async function listPools(db: Db, currency?: string) {
  return db
    .selectFrom('jackpot_pools as p')
    .innerJoin('jackpot_pool_shards as s', 's.pool_id', 'p.id')
    .select(['p.id', 'p.code', 'p.name', 'p.currency', 'p.seed_amount'])
    .select((eb) => [sql<bigint>`sum(s.amount)::int8`.as('amount'), eb.fn.max('s.updated_at').as('updated_at')])
    .$if(currency !== undefined, (q) => q.where('p.currency', '=', currency!))
    .groupBy(['p.id', 'p.code', 'p.name', 'p.currency', 'p.seed_amount'])
    .orderBy('p.currency')
    .orderBy('p.seed_amount', 'desc')
    .execute();
}

/**
 * The back office sets a pool's seed (issue 18): what the pool restarts from after its next win. The
 * pool's amount now is money already in house:jackpot and stays as it is; the new seed is taken from
 * house:casino only when the next win reseeds it. Null when no such pool; the pool before the change otherwise.
 */
export async function setSeed(tx: Tx, poolId: number, seed: bigint): Promise<{ currency: string; before: bigint } | null> {
  const pool = await tx.trx.selectFrom('jackpot_pools').select(['currency', 'seed_amount']).where('id', '=', poolId).forUpdate().executeTakeFirst();
  if (!pool) return null;
  await tx.trx.updateTable('jackpot_pools').set({ seed_amount: seed }).where('id', '=', poolId).execute();
  return { currency: pool.currency, before: pool.seed_amount };
}

/** Operator: the next real bet in the pool's currency wins it (e2e and demos). False when no such pool. */
export async function forceTrigger(db: Db | Tx['trx'], poolId: number): Promise<boolean> {
  const result = await db.updateTable('jackpot_pools').set({ force_next: true }).where('id', '=', poolId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The player's jackpot wins, newest first, a keyset page on the win id; `from` (inclusive) and `to`
 * (exclusive) bound when they were won (seed 001 §2 history time filters).
 */
export async function playerWins(db: Db, userId: bigint, first: number, after: bigint | null, range: { from?: Date; to?: Date } = {}) {
  const rows = await db
    .selectFrom('jackpot_wins as w')
    .innerJoin('jackpot_pools as p', 'p.id', 'w.pool_id')
    .select(['w.id', 'w.pool_id', 'p.code', 'p.name', 'w.amount', 'w.currency', 'w.game_id', 'w.won_at'])
    .where('w.user_id', '=', userId)
    .$if(after !== null, (q) => q.where('w.id', '<', after!))
    .$if(range.from !== undefined, (q) => q.where('w.won_at', '>=', range.from!))
    .$if(range.to !== undefined, (q) => q.where('w.won_at', '<', range.to!))
    .orderBy('w.id', 'desc')
    .limit(first + 1)
    .execute();
  return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
}

/**
 * Publishes jackpot.changed (every pool) when any pool moved since the last look: at most once per
 * interval however many bets feed them, so a ticker does not get an event per spin.
 */
export async function publishJackpots(db: Db, last: { seen: string | null }): Promise<boolean> {
  const at = await poolsStamp(db);
  if (at === null || at === last.seen) return false;
  const pools = await listPools(db);
  await inTransaction(db, async (tx) => {
    tx.emit({
      topic: 'jackpot.changed',
      payload: { pools: pools.map((pool) => ({ id: pool.id, code: pool.code, name: pool.name, currency: pool.currency, amount: formatMinor(pool.amount, pool.currency) })) },
    });
  });
  last.seen = at;
  return true;
}

/** When any pool last moved (null: no pools). */
async function poolsStamp(db: Db): Promise<string | null> {
  const stamp = await sql<{ at: string | null }>`select max(updated_at)::text as at from jackpot_pool_shards`.execute(db);
  return stamp.rows[0]?.at ?? null;
}

/** Runs publishJackpots every intervalMs until stopped (0 = never: tests call publishJackpots). */
export function startJackpotWorker(db: Db, intervalMs: number): { stop(): Promise<void> } {
  const last = { seen: null as string | null };
  // The first look only learns where the pools stand: a restart does not announce them again.
  const learned = poolsStamp(db)
    .then((at) => {
      last.seen = at;
    })
    .catch(() => {});
  const worker = repeatEvery('casino: jackpot publish', intervalMs, async () => {
    await learned;
    return publishJackpots(db, last);
  });
  return {
    async stop() {
      await worker.stop();
      await learned;
    },
  };
}
