/**
 * Compliance flags (issue 18): facts a compliance officer must look at, raised by rules and resolved by a
 * member of staff with a reason. A rule raises at most one open flag per player (the partial unique index
 * of migration 0024); once resolved, only facts newer than the resolution raise it again.
 *
 * - affordability: raised where the fact happens, by responsible/activity.ts when a deposit takes the
 *   player's net deposits over their profile's affordability threshold (once per window, as its audit).
 * - large_deposit_without_kyc and shared_address: raised by the leader's sweep (the thresholds are
 *   configuration, which the ledger's postMovement does not carry), one pass at a time under a lock.
 */
import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { repeatEvery } from '../repeat';
import type { FlagRule } from './schema';

/** Raises `rule` for the player unless a flag of it is open; answers whether it raised one. */
export async function raiseFlag(trx: Tx['trx'], userId: bigint, rule: FlagRule, details: Record<string, unknown>): Promise<boolean> {
  const raised = await trx
    .insertInto('compliance_flags')
    .values({ user_id: userId, rule, details: JSON.stringify(details) })
    .onConflict((oc) => oc.columns(['user_id', 'rule']).where('resolved_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return raised !== undefined;
}

/** The facts of `rule` count for a player only when newer than the last resolution of that rule. */
const sinceLastResolution = (rule: FlagRule, userColumn: string) =>
  sql`coalesce((select max(f.resolved_at) from compliance_flags f where f.user_id = ${sql.ref(userColumn)} and f.rule = ${rule}), '-infinity'::timestamptz)`;

const isOpen = (rule: FlagRule, userColumn: string) => sql`exists (select 1 from compliance_flags f where f.user_id = ${sql.ref(userColumn)} and f.rule = ${rule} and f.resolved_at is null)`;

/** One pass of the sweep's rules; answers how many flags it raised (0 when another pass holds the lock). */
export async function sweepFlags(db: Db, rules: PlatformConfig['compliance']): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext('oddsgate:compliance-flags')) as locked`.execute(trx);
    if (!rows[0]?.locked) return 0;
    let raised = 0;
    // A single deposit at or over the amount, while no document of the player is verified.
    const deposits = await sql<{ user_id: bigint; amount: bigint; currency: string }>`
      select distinct on (a.user_id) a.user_id, a.amount, a.currency from rg_activity a
      where a.kind = 'deposit' and a.amount >= ${rules.largeDepositMinor}
        and a.recorded_at > ${sinceLastResolution('large_deposit_without_kyc', 'a.user_id')}
        and not ${isOpen('large_deposit_without_kyc', 'a.user_id')}
        and not exists (select 1 from kyc_documents k where k.user_id = a.user_id and k.status = 'verified')
      order by a.user_id, a.amount desc`.execute(trx);
    for (const row of deposits.rows) {
      if (await raiseFlag(trx, row.user_id, 'large_deposit_without_kyc', { amount: String(row.amount), currency: row.currency, threshold: String(rules.largeDepositMinor) })) raised++;
    }
    // Sessions are made at registration and at every sign-in: their addresses are both.
    const shared = await sql<{ user_id: bigint; ip: string; accounts: number }>`
      with crowded as (
        select ip, count(distinct user_id)::int as accounts from sessions group by ip having count(distinct user_id) >= ${rules.accountsPerAddress}
      )
      select distinct on (s.user_id) s.user_id, s.ip, c.accounts from sessions s join crowded c on c.ip = s.ip
      where s.created_at > ${sinceLastResolution('shared_address', 's.user_id')} and not ${isOpen('shared_address', 's.user_id')}
      order by s.user_id, c.accounts desc`.execute(trx);
    for (const row of shared.rows) {
      if (await raiseFlag(trx, row.user_id, 'shared_address', { ip: row.ip, accounts: row.accounts, threshold: rules.accountsPerAddress })) raised++;
    }
    return raised;
  });
}

export function startComplianceSweep(db: Db, rules: PlatformConfig['compliance']): { stop(): Promise<void> } {
  return repeatEvery('compliance: flags', rules.sweepMs, () => sweepFlags(db, rules));
}

export interface FlagView {
  Id: string;
  PlayerId: string;
  UserName: string;
  Rule: FlagRule;
  Details: Record<string, unknown>;
  RaisedAt: string;
  ResolvedAt: string | null;
  Resolution: string | null;
}

const flagRows = (db: Db) =>
  db
    .selectFrom('compliance_flags as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.id', 'f.user_id', 'u.username', 'f.rule', 'f.details', 'f.raised_at', 'f.resolved_at', 'f.resolution']);

type FlagRow = Awaited<ReturnType<ReturnType<typeof flagRows>['executeTakeFirstOrThrow']>>;

const flagView = (row: FlagRow): FlagView => ({
  Id: String(row.id),
  PlayerId: String(row.user_id),
  UserName: row.username,
  Rule: row.rule,
  Details: row.details,
  RaisedAt: row.raised_at.toISOString(),
  ResolvedAt: row.resolved_at?.toISOString() ?? null,
  Resolution: row.resolution,
});

/** The flags, open ones (oldest first) or resolved ones (newest first). */
export async function listFlags(db: Db, open: boolean, limit = 200): Promise<FlagView[]> {
  const rows = await flagRows(db)
    .where('f.resolved_at', open ? 'is' : 'is not', null)
    .orderBy('f.id', open ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  return rows.map(flagView);
}

export async function flagById(db: Db, id: bigint): Promise<FlagView | undefined> {
  const row = await flagRows(db).where('f.id', '=', id).executeTakeFirst();
  return row && flagView(row);
}
