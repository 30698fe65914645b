/**
 * A trader's limits on a market's liability (issue 19): a maximum an outcome's payout may reach, and an
 * auto-suspend threshold (crossing it suspends the market as a trader would: suspensions.ts). Placement
 * runs guardLimits on the outcomes it raised, inside its transaction and after the book moved, so it judges the payout with every committed bet in it: the market's
 * limit row (locked here) serialises placements on a limited market, and the payout is summed over the
 * outcome's shards (book.ts) once that lock is held. Markets without a limit cost one indexed read that
 * finds nothing.
 */
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { BET_ERROR_CODES, BetError } from '../betting/errors';
import { t } from '../i18n';
import { formatMinor } from '../money';
import type { SupportedLanguage } from '../reference/data';
import { suspendMarketForSystem } from './suspensions';

/** An outcome the change moved, and by how much its payout rose. */
export interface Raised {
  oddId: bigint;
  currency: string;
  matchId: number;
  marketKey: string;
  rise: bigint;
}

/**
 * Refuses (throws a translated BetError; the transaction rolls back) a placement that took an outcome of a
 * limited market above its maximum; suspends the market (as the desk does, for the system: suspensions.ts)
 * when this placement took an outcome to its threshold (the placement stands). A placement that comes after
 * needs no check here: the suspension rewrote the match's book, which placement reads locked.
 */
export async function guardLimits(tx: Tx, lang: SupportedLanguage, raised: readonly Raised[]): Promise<void> {
  const rising = raised.filter((r) => r.rise > 0n);
  if (rising.length === 0) return;
  const matchIds = [...new Set(rising.map((r) => r.matchId))];
  const limits = await tx.trx
    .selectFrom('trading_market_limits')
    .selectAll()
    .where('match_id', 'in', matchIds)
    .where('market_key', 'in', [...new Set(rising.map((r) => r.marketKey))])
    .orderBy('match_id')
    .orderBy('market_key')
    .forUpdate()
    .execute();
  const limitOf = (r: Raised) => limits.find((limit) => r.matchId === limit.match_id && r.marketKey === limit.market_key && r.currency === limit.currency);
  const limited = rising.filter((r) => limitOf(r) !== undefined);
  if (limited.length === 0) return;
  // Read now, under the limit rows' lock: every placement committed before it is in the sums.
  const payouts = await payoutsOf(tx, limited);
  for (const limit of limits) {
    const outcomes = limited.filter((r) => limitOf(r) === limit).map((r) => ({ ...r, payout: payouts.get(`${r.oddId}:${r.currency}`) ?? 0n }));
    if (outcomes.length === 0) continue;
    for (const outcome of outcomes) {
      if (limit.max_liability !== null && outcome.payout > limit.max_liability) {
        const room = limit.max_liability - (outcome.payout - outcome.rise);
        const amount = `${formatMinor(room > 0n ? room : 0n, limit.currency)} ${limit.currency}`;
        throw new BetError(BET_ERROR_CODES.LIMIT_REACHED, 'LIMIT_REACHED', t(lang, 'betting:liabilityLimit', { amount }));
      }
    }
    if (limit.auto_suspend_at !== null && outcomes.some((outcome) => outcome.payout >= limit.auto_suspend_at!)) {
      const reason = `auto: liability crossed ${formatMinor(limit.auto_suspend_at, limit.currency)} ${limit.currency}`;
      if (await suspendMarketForSystem(tx, limit.match_id, limit.market_key, reason)) {
        tx.emit({ topic: 'trading.liability.changed', payload: { matchId: limit.match_id, autoSuspended: limit.market_key } });
      }
    }
  }
}

/** Each outcome's payout as the book holds it now (its shards summed: book.ts), this transaction's change in it. */
async function payoutsOf(tx: Tx, outcomes: readonly Raised[]): Promise<Map<string, bigint>> {
  const rows = await tx.trx
    .selectFrom('trading_liability')
    .select(['odd_id', 'currency', (eb) => eb.fn.sum<string>('payout').as('payout')])
    .where('odd_id', 'in', [...new Set(outcomes.map((r) => r.oddId))])
    .groupBy(['odd_id', 'currency'])
    .execute();
  return new Map(rows.map((row) => [`${row.odd_id}:${row.currency}`, BigInt(row.payout)]));
}

export interface MarketLimits {
  currency: string;
  maxLiability: bigint | null;
  autoSuspendAt: bigint | null;
}

/** The limits a trader sets on a market (nulls: none); the row before and after, for the audit. */
export async function setMarketLimits(tx: Tx, matchId: number, marketKey: string, limits: MarketLimits) {
  const before = await tx.trx.selectFrom('trading_market_limits').selectAll().where('match_id', '=', matchId).where('market_key', '=', marketKey).forUpdate().executeTakeFirst();
  const after = await tx.trx
    .insertInto('trading_market_limits')
    .values({ match_id: matchId, market_key: marketKey, currency: limits.currency, max_liability: limits.maxLiability, auto_suspend_at: limits.autoSuspendAt })
    .onConflict((oc) => oc.columns(['match_id', 'market_key']).doUpdateSet({ currency: limits.currency, max_liability: limits.maxLiability, auto_suspend_at: limits.autoSuspendAt, updated_at: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
  tx.emit({ topic: 'trading.liability.changed', payload: { matchId } });
  return { before: before ?? null, after };
}

/** The limits of a match's markets, by market key. */
export async function limitsOf(db: Db, matchId: number) {
  const rows = await db.selectFrom('trading_market_limits').selectAll().where('match_id', '=', matchId).execute();
  return new Map(rows.map((row) => [row.market_key, row]));
}
