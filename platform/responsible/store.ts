/**
 * Responsible gambling's SQL: the player's clock, settings, limits, counted activity and the audit.
 * Everything here takes a Db or a transaction's trx, so a door checks inside its own transaction.
 */
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import type { LimitState } from '../../rules/responsible';
import { profileFor, type JurisdictionProfile } from './profiles';
import type { ActivityKind, LimitKind, LimitPeriod, ResponsibleTables } from './schema';

export type Conn = Db | Tx['trx'];

/** The player's clock: real time plus the offset a TEST_CONTROLS hook may have added (0 in production). */
export const clockAt = (offsetMs: bigint | null | undefined) => new Date(Date.now() + Number(offsetMs ?? 0n));

/** The player's clock now, read from their settings. */
export async function playerNow(db: Conn, userId: bigint): Promise<Date> {
  const row = await db.selectFrom('rg_settings').select('clock_offset_ms').where('user_id', '=', userId).executeTakeFirst();
  return clockAt(row?.clock_offset_ms);
}

export type Settings = Selectable<ResponsibleTables['rg_settings']>;

const EMPTY_SETTINGS = (userId: bigint): Settings => ({
  user_id: userId,
  session_limit_minutes: null,
  reality_check_minutes: null,
  exclusion_kind: null,
  exclusion_term: null,
  excluded_from: null,
  excluded_until: null,
  sign_in_paused_until: null,
  limit_prompt_skipped_at: null,
  clock_offset_ms: 0n,
});

export async function settingsOf(db: Conn, userId: bigint): Promise<Settings> {
  const row = await db.selectFrom('rg_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...row, clock_offset_ms: BigInt(row.clock_offset_ms) } : EMPTY_SETTINGS(userId);
}

/**
 * A door's one read on the money path: the player's settings and whether any limit of `kinds` is in
 * force. Most players have neither, and a bet then pays one statement here, not three.
 */
export async function doorState(db: Conn, userId: bigint, kinds: readonly LimitKind[]): Promise<{ settings: Settings; limited: boolean }> {
  const row = await db
    .selectFrom(sql<{ id: bigint }>`(select ${userId}::bigint as id)`.as('player'))
    .leftJoin('rg_settings', 'rg_settings.user_id', 'player.id')
    .selectAll('rg_settings')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('rg_limits').select(sql`1`.as('one')).where('rg_limits.user_id', '=', userId).where('rg_limits.kind', 'in', kinds).where('rg_limits.amount', 'is not', null))
        .as('limited'),
    )
    .executeTakeFirstOrThrow();
  const { limited, ...stored } = row;
  const settings = stored.user_id === null ? EMPTY_SETTINGS(userId) : ({ ...stored, clock_offset_ms: BigInt(stored.clock_offset_ms!) } as Settings);
  return { settings, limited: Boolean(limited) };
}

/** Writes some settings of a player, creating the row on first use. */
export async function saveSettings(db: Conn, userId: bigint, values: Partial<Omit<Settings, 'user_id'>>): Promise<void> {
  await db
    .insertInto('rg_settings')
    .values({ ...EMPTY_SETTINGS(userId), ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The account facts the rules need: its currency, its profile (by country) and its birth date. */
export async function playerFacts(db: Conn, userId: bigint): Promise<{ currency: string; profile: JurisdictionProfile; birthDate: Date | null; accountType: number }> {
  const user = await db.selectFrom('users').select(['currency', 'country_code', 'birth_date', 'account_type']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { currency: user.currency, profile: profileFor(user.country_code), birthDate: user.birth_date ? new Date(user.birth_date) : null, accountType: user.account_type };
}

export type LimitRows = Record<LimitKind, Partial<Record<LimitPeriod, LimitState>>>;

export async function limitsOf(db: Conn, userId: bigint): Promise<LimitRows> {
  const rows = await db.selectFrom('rg_limits').selectAll().where('user_id', '=', userId).execute();
  const limits: LimitRows = { deposit: {}, loss: {}, wager: {} };
  for (const row of rows) {
    limits[row.kind][row.period] = { amount: row.amount, pending: row.pending, pendingAmount: row.pending_amount, pendingSince: row.pending_since };
  }
  return limits;
}

export async function saveLimit(db: Conn, userId: bigint, kind: LimitKind, period: LimitPeriod, state: LimitState, now: Date): Promise<void> {
  const values = { amount: state.amount, pending: state.pending, pending_amount: state.pendingAmount, pending_since: state.pendingSince, updated_at: now };
  await db
    .insertInto('rg_limits')
    .values({ user_id: userId, kind, period, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

/** Counted activity of a player since `from` (player's clock). */
export async function activitySince(db: Conn, userId: bigint, from: Date) {
  return db.selectFrom('rg_activity').select(['kind', 'amount', 'at']).where('user_id', '=', userId).where('at', '>', from).orderBy('at').execute();
}

/** Sums of activity per kind since a moment (player's clock, or real time with byRecorded for a session). */
export async function activityTotals(db: Conn, userId: bigint, from: Date, byRecorded = false): Promise<Record<ActivityKind, bigint>> {
  const rows = await db
    .selectFrom('rg_activity')
    .select(['kind', sql<string>`coalesce(sum(amount), 0)`.as('total')])
    .where('user_id', '=', userId)
    .where(byRecorded ? 'recorded_at' : 'at', '>=', from)
    .groupBy('kind')
    .execute();
  const totals: Record<ActivityKind, bigint> = { deposit: 0n, withdrawal: 0n, stake: 0n, return: 0n };
  for (const row of rows) totals[row.kind] = BigInt(row.total);
  return totals;
}

export interface AuditEntry {
  userId: bigint;
  /** 'player', 'operator', 'system' or 'agent:<id>'. */
  actor: string;
  action: string;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
  at: Date;
}

const jsonOf = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/** Appends one audit row (the table refuses UPDATE and DELETE). */
export async function appendAudit(db: Conn, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('rg_audit')
    .values({ user_id: entry.userId, actor: entry.actor, action: entry.action, subject: entry.subject ?? null, before: jsonOf(entry.before), after: jsonOf(entry.after), at: entry.at })
    .execute();
}

export async function auditOf(db: Conn, userId: bigint, limit = 200) {
  return db.selectFrom('rg_audit').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

/**
 * SQL: is the account whose id is `userId` (a column or a value) excluded at its own clock now? For
 * statements that pick recipients in bulk (a broadcast message skips excluded players).
 */
export const excludedNowSql = (userId: RawBuilder<unknown> | bigint) => sql<boolean>`exists (
  select 1 from rg_settings r
  where r.user_id = ${userId}
    and r.excluded_from <= now() + make_interval(secs => r.clock_offset_ms / 1000.0)
    and r.excluded_until > now() + make_interval(secs => r.clock_offset_ms / 1000.0))`;
