/**
 * Progressive "mystery" jackpots: every real bet feeds the pools of its currency with a share of its
 * stake and may win one (a CSPRNG draw per pool, or an operator's forced trigger). Money moves only
 * through the ledger: contributions go to house:jackpot with the stake, a win pays house:jackpot → the
 * player's cash, and a won pool is reseeded from house:casino. So house:jackpot always holds exactly
 * the sum of its currency's pools.
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
        amount: pool.seed * scale,
        seed_amount: pool.seed * scale,
        contribution_ppm: pool.contributionPpm,
        trigger_ppm: pool.triggerPpm,
      })),
    )
    .onConflict((oc) => oc.constraint('jackpot_pools_code_currency').doNothing())
    .returning(['id', 'seed_amount'])
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

export interface LockedPools {
  pools: PoolRow[];
  contributions: Contribution[];
}

/**
 * Locks the pools of a currency (in id order: every bet takes them in the same order) and answers each
 * one's share of the stake. Call before posting the stake: the shares are postings of it.
 */
export async function lockPools(tx: Tx, currency: string, stake: bigint): Promise<LockedPools> {
  const select = () => tx.trx.selectFrom('jackpot_pools').selectAll().where('currency', '=', currency).orderBy('id').forUpdate().execute();
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
 * After the stake is posted: adds the contributions to the pools and draws each pool of the currency
 * (a forced one always wins). A winning pool is paid to the player's cash and reseeded, all in the
 * bet's transaction: a bet that rolls back wins nothing.
 */
export async function feedAndDraw(tx: Tx, bet: { userId: bigint; gameId: number; walletTransactionId: bigint }, { pools, contributions }: LockedPools): Promise<JackpotWin[]> {
  const shares = new Map(contributions.map((c) => [c.poolId, c.amount]));
  const wins: JackpotWin[] = [];
  for (const pool of pools) {
    const amount = pool.amount + (shares.get(pool.id) ?? 0n);
    const won = pool.force_next || (pool.trigger_ppm > 0 && randomInt(1_000_000) < pool.trigger_ppm);
    if (!won) {
      if (shares.has(pool.id)) await tx.trx.updateTable('jackpot_pools').set({ amount, updated_at: sql<Date>`now()` }).where('id', '=', pool.id).execute();
      continue;
    }
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
      .updateTable('jackpot_pools')
      .set({ amount: pool.seed_amount, wins: pool.wins + 1, force_next: false, updated_at: sql<Date>`now()` })
      .where('id', '=', pool.id)
      .execute();
    tx.emit({
      topic: 'jackpot.won',
      payload: { userId: String(bet.userId), winId: String(win.id), poolId: pool.id, code: pool.code, name: pool.name, amount: formatMinor(amount, pool.currency), currency: pool.currency, gameId: bet.gameId },
    });
    wins.push({ winId: win.id, poolId: pool.id, code: pool.code, name: pool.name, amount, currency: pool.currency });
  }
  return wins;
}

export async function listPools(db: Db, currency?: string) {
  return db
    .selectFrom('jackpot_pools')
    .select(['id', 'code', 'name', 'currency', 'amount', 'updated_at'])
    .$if(currency !== undefined, (q) => q.where('currency', '=', currency!))
    .orderBy('currency')
    .orderBy('seed_amount', 'desc')
    .execute();
}

/** Operator: the next real bet in the pool's currency wins it (e2e and demos). False when no such pool. */
export async function forceTrigger(db: Db, poolId: number): Promise<boolean> {
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
  const stamp = await sql<{ at: string | null }>`select max(updated_at)::text as at from jackpot_pools`.execute(db);
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
