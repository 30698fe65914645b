/**
 * The player's responsible-gambling tools (issue 17 §2) and the operator's reads: limits with their
 * pending loosenings, the session limit, the reality check, time-outs, self-exclusion, the net position
 * and the limit history. Rules are in rules/responsible.ts and the numbers in profiles.ts; this file
 * reads the player's clock, applies them and writes the audit in the same transaction as the change.
 */
import { sql } from 'kysely';
import { revokeOtherSessions } from '../account/sessions';
import { StatementType } from '../cashier/statuses';
import { tokenHash } from '../account/tokens';
import { forfeitBonuses } from '../bonus/service';
import type { Db } from '../db/connection';
import { inTransaction, type Tx } from '../db/transaction';
import type { Player } from '../http/session';
import { formatMinor } from '../money';
import {
  changeLimit,
  confirmLimit,
  countedFor,
  exclusionEnd,
  NO_LIMIT,
  pendingEffectiveAt,
  PERIOD_MS,
  PERIODS,
  windowUse,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type SelfExclusionTerm,
  type TimeOutTerm,
} from '../../rules/responsible';
import { responsibleError } from './errors';
import { changed } from './events';
import { exclusionInForce, moment } from './guards';
import { realityCheckInterval, type JurisdictionProfile } from './profiles';
import { activitySince, activityTotals, appendAudit, auditOf, clockAt, limitsOf, playerFacts, saveLimit, saveSettings, settingsOf, type Settings } from './store';

const KINDS: LimitKind[] = ['deposit', 'loss', 'wager'];
const money = (amount: bigint | null, currency: string) => (amount === null ? null : formatMinor(amount, currency));

/**
 * One change of a player's settings, in one transaction that first locks the player (two tabs changing a
 * limit at once judge against the same row), with the settings and the player's clock read under it.
 */
function playerChange<T>(db: Db, userId: bigint, fn: (tx: Tx, settings: Settings, now: Date) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const settings = await settingsOf(tx.trx, userId);
    return fn(tx, settings, clockAt(settings.clock_offset_ms));
  });
}

function exclusionView(settings: Settings, now: Date) {
  if (!exclusionInForce(settings, now)) return null;
  return { Kind: settings.exclusion_kind!, Term: settings.exclusion_term!, From: settings.excluded_from!.toISOString(), Until: settings.excluded_until!.toISOString() };
}

function profileView(profile: JurisdictionProfile, currency: string) {
  return {
    Name: profile.name,
    CoolingOffHours: profile.coolingOffHours,
    MinimumSelfExclusionMonths: profile.minimumSelfExclusionMonths,
    MandatoryRealityCheckMinutes: profile.mandatoryRealityCheckMinutes,
    SessionPauseMinutes: profile.sessionPauseMinutes,
    LimitPromptSkippable: profile.limitPromptSkippable,
    SlotMinimumCycleMs: profile.slots.minimumCycleMs,
    SlotTurbo: profile.slots.turbo,
    SlotAutoplay: profile.slots.autoplay,
    SlotMaxStakePerSpin: money(profile.slots.maxStakePerSpin, currency),
    SlotYoungAdultMaxStakePerSpin: money(profile.slots.youngAdultMaxStakePerSpin, currency),
    MaxBonusWageringMultiple: profile.maxBonusWageringMultiple,
    AffordabilityThreshold: formatMinor(profile.affordabilityThreshold, currency),
    AffordabilityDays: profile.affordabilityDays,
  };
}

/** Everything the responsible-gambling page shows: the profile, each limit with its use, the settings in force. */
export async function overview(db: Db, userId: bigint) {
  const settings = await settingsOf(db, userId);
  const now = clockAt(settings.clock_offset_ms);
  const { profile, currency } = await playerFacts(db, userId);
  const limits = await limitsOf(db, userId);
  const activity = await activitySince(db, userId, new Date(now.getTime() - PERIOD_MS.month));
  const rows = KINDS.flatMap((kind) =>
    PERIODS.flatMap((period) => {
      const state = limits[kind][period];
      if (!state || (state.amount === null && !state.pending)) return [];
      const { used, resetsAt } = windowUse(countedFor(kind, activity), period, now);
      const remaining = state.amount === null ? null : state.amount - used < 0n ? 0n : state.amount - used;
      const effectiveAt = pendingEffectiveAt(state, profile.coolingOffHours);
      return [
        {
          Kind: kind,
          Period: period,
          Amount: money(state.amount, currency),
          Used: formatMinor(used, currency),
          Remaining: money(remaining, currency),
          ResetsAt: resetsAt?.toISOString() ?? null,
          Pending: state.pending ? { Amount: money(state.pendingAmount, currency), EffectiveAt: effectiveAt!.toISOString(), Confirmable: now >= effectiveAt! } : null,
        },
      ];
    }),
  );
  return {
    Now: now.toISOString(),
    Currency: currency,
    Profile: profileView(profile, currency),
    Limits: rows,
    SessionLimitMinutes: settings.session_limit_minutes,
    RealityCheckMinutes: realityCheckInterval(profile, settings.reality_check_minutes),
    ChosenRealityCheckMinutes: settings.reality_check_minutes,
    Exclusion: exclusionView(settings, now),
    SignInPausedUntil: settings.sign_in_paused_until && settings.sign_in_paused_until > now ? settings.sign_in_paused_until.toISOString() : null,
    LimitPromptDue: await limitPromptDue(db, userId, settings, limits),
  };
}

/**
 * The deposit-limit prompt (issue 17: at registration and before the first deposit) is due while the
 * player has no deposit limit (in force or pending), has never completed a deposit, and has not skipped it.
 */
async function limitPromptDue(db: Db, userId: bigint, settings: Settings, limits: Awaited<ReturnType<typeof limitsOf>>): Promise<boolean> {
  if (settings.limit_prompt_skipped_at) return false;
  if (Object.values(limits.deposit).some((state) => state && (state.amount !== null || state.pending))) return false;
  const deposit = await db
    .selectFrom('cashier_transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('statement_type', '=', StatementType.Deposit)
    .where('completed_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return !deposit;
}

/** The player skips the deposit-limit prompt, remembered for the account; refused where the profile does not allow it. */
export async function skipLimitPrompt(db: Db, player: Player) {
  await playerChange(db, player.userId, async ({ trx }, settings, now) => {
    const { profile } = await playerFacts(trx, player.userId);
    if (!profile.limitPromptSkippable) throw responsibleError(player.lang, 'LIMIT_PROMPT_REQUIRED');
    if (settings.limit_prompt_skipped_at) return;
    await saveSettings(trx, player.userId, { limit_prompt_skipped_at: now });
    await appendAudit(trx, { userId: player.userId, actor: 'player', action: 'limit_prompt_skipped', subject: 'deposit', before: null, after: null, at: now });
  });
  return overview(db, player.userId);
}

/** A limit asked for (null removes it): tighter at once, looser after the cooling-off and a confirmation. */
export async function setLimit(db: Db, player: Player, kind: LimitKind, period: LimitPeriod, amount: bigint | null) {
  const outcome = await playerChange(db, player.userId, async (tx, _settings, now) => {
    const { trx } = tx;
    const { profile, currency } = await playerFacts(trx, player.userId);
    const current = (await limitsOf(trx, player.userId))[kind][period] ?? NO_LIMIT;
    const change = changeLimit(current, amount, now, profile.coolingOffHours);
    if (change.effect === 'unchanged') return change;
    await saveLimit(trx, player.userId, kind, period, change.state, now);
    if (change.effect === 'applied') tx.emit(changed(player.userId, 'limit'));
    await appendAudit(trx, {
      userId: player.userId,
      actor: 'player',
      action: change.effect === 'applied' ? 'limit_set' : 'limit_increase_requested',
      subject: `${kind}:${period}`,
      before: stateView(current, currency),
      after: { ...stateView(change.state, currency), ...(change.effect === 'pending' ? { effectiveAt: change.effectiveAt.toISOString() } : {}) },
      at: now,
    });
    return change;
  });
  return { Effect: outcome.effect, ...(await overview(db, player.userId)) };
}

const stateView = (state: LimitState, currency: string) => ({
  amount: money(state.amount, currency),
  pending: state.pending,
  pendingAmount: money(state.pendingAmount, currency),
  currency,
});

/** The player confirms a pending loosening once its cooling-off is over. */
export async function confirmLimitChange(db: Db, player: Player, kind: LimitKind, period: LimitPeriod) {
  await playerChange(db, player.userId, async (tx, _settings, now) => {
    const { trx } = tx;
    const { profile, currency } = await playerFacts(trx, player.userId);
    const current = (await limitsOf(trx, player.userId))[kind][period] ?? NO_LIMIT;
    if (!current.pending) throw responsibleError(player.lang, 'NOTHING_PENDING');
    const confirmed = confirmLimit(current, now, profile.coolingOffHours);
    if (!confirmed) throw responsibleError(player.lang, 'COOLING_OFF', { at: moment(pendingEffectiveAt(current, profile.coolingOffHours)!) });
    await saveLimit(trx, player.userId, kind, period, confirmed, now);
    tx.emit(changed(player.userId, 'limit'));
    await appendAudit(trx, { userId: player.userId, actor: 'player', action: 'limit_increase_confirmed', subject: `${kind}:${period}`, before: stateView(current, currency), after: stateView(confirmed, currency), at: now });
  });
  return overview(db, player.userId);
}

/** A setting of the player's session (its limit, its reality check) changed at once, and audited. */
async function setSessionSetting(db: Db, player: Player, action: string, column: 'session_limit_minutes' | 'reality_check_minutes', minutes: number | null) {
  await playerChange(db, player.userId, async ({ trx }, settings, now) => {
    await saveSettings(trx, player.userId, { [column]: minutes });
    await appendAudit(trx, { userId: player.userId, actor: 'player', action, subject: 'session', before: { minutes: settings[column] }, after: { minutes }, at: now });
  });
  return overview(db, player.userId);
}

/** The session time limit (minutes, null: none): the next request past it ends the session. */
export const setSessionLimit = (db: Db, player: Player, minutes: number | null) => setSessionSetting(db, player, 'session_limit_set', 'session_limit_minutes', minutes);

/** The reality-check interval the player picks (15, 30, 60 or none); a profile may impose a shorter one. */
export const setRealityCheck = (db: Db, player: Player, minutes: 15 | 30 | 60 | null) => setSessionSetting(db, player, 'reality_check_set', 'reality_check_minutes', minutes);

/** This session's reality check: time since sign-in, stakes, returns and net position, and when the next one is due. */
export async function realityCheck(db: Db, player: Player, sessionToken: string) {
  const session = await db.selectFrom('sessions').select(['id', 'created_at']).where('token_hash', '=', tokenHash(sessionToken)).where('user_id', '=', player.userId).executeTakeFirstOrThrow();
  const settings = await settingsOf(db, player.userId);
  const { profile, currency } = await playerFacts(db, player.userId);
  const interval = realityCheckInterval(profile, settings.reality_check_minutes);
  const totals = await activityTotals(db, player.userId, session.created_at, true);
  const elapsedMs = Math.max(0, Date.now() - session.created_at.getTime());
  const nextDue = interval === null ? null : new Date(session.created_at.getTime() + (Math.floor(elapsedMs / (interval * 60_000)) + 1) * interval * 60_000);
  return {
    SignedInAt: session.created_at.toISOString(),
    ElapsedSeconds: Math.floor(elapsedMs / 1000),
    IntervalMinutes: interval,
    NextCheckAt: nextDue?.toISOString() ?? null,
    Currency: currency,
    Stakes: formatMinor(totals.stake, currency),
    Returns: formatMinor(totals.return, currency),
    // Positive: the player is ahead this session.
    NetPosition: formatMinor(totals.return - totals.stake, currency),
  };
}

const TIME_OUT_TERMS: TimeOutTerm[] = ['24h', '7d', '30d', '6w'];
export const EXCLUSION_TERMS = { time_out: TIME_OUT_TERMS, self_exclusion: ['6m', '1y', '2y', '5y'] as SelfExclusionTerm[] };

/**
 * A time-out or a self-exclusion, effective at once (issue 17): every session ends, and a
 * self-exclusion forfeits bonuses and stops marketing mail. One in force is never shortened nor
 * lifted: a new one must end later (a time-out may become a self-exclusion, never the reverse).
 * Open bets still settle and pay, a pending withdrawal continues and the balance stays withdrawable:
 * none of those doors checks an exclusion.
 */
export async function exclude(db: Db, player: Player, kind: 'time_out' | 'self_exclusion', term: TimeOutTerm | SelfExclusionTerm) {
  await playerChange(db, player.userId, async (tx, settings, now) => {
    const { trx } = tx;
    const until = exclusionEnd(now, term);
    if (exclusionInForce(settings, now)) {
      const weaker = settings.exclusion_kind === 'self_exclusion' && kind === 'time_out';
      if (weaker || until <= settings.excluded_until!) throw responsibleError(player.lang, 'EXCLUSION_ACTIVE', { until: moment(settings.excluded_until!) });
    }
    await saveSettings(trx, player.userId, { exclusion_kind: kind, exclusion_term: term, excluded_from: now, excluded_until: until });
    await revokeOtherSessions(trx, player.userId, null);
    tx.emit(changed(player.userId, kind, until));
    let forfeited = 0;
    if (kind === 'self_exclusion') {
      forfeited = await forfeitBonuses(tx, player.userId);
      await trx.updateTable('users').set({ allow_email_notification: false }).where('id', '=', player.userId).execute();
    }
    await appendAudit(trx, {
      userId: player.userId,
      actor: 'player',
      action: kind,
      subject: term,
      before: exclusionInForce(settings, now) ? { kind: settings.exclusion_kind, until: settings.excluded_until!.toISOString() } : null,
      after: { kind, term, from: now.toISOString(), until: until.toISOString(), bonusesForfeited: forfeited },
      at: now,
    });
  });
  return overview(db, player.userId);
}

/** Deposits, withdrawals and net deposits over the last 12 months (player's clock). */
export async function netPosition(db: Db, userId: bigint) {
  const now = clockAt((await settingsOf(db, userId)).clock_offset_ms);
  const from = new Date(now.getTime());
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const { currency } = await playerFacts(db, userId);
  const totals = await activityTotals(db, userId, from);
  return {
    From: from.toISOString(),
    To: now.toISOString(),
    Currency: currency,
    Deposits: formatMinor(totals.deposit, currency),
    Withdrawals: formatMinor(totals.withdrawal, currency),
    NetDeposits: formatMinor(totals.deposit - totals.withdrawal, currency),
  };
}

/** The audit of one player, newest first: the player's "limit history" and the operator's view. */
export async function limitHistory(db: Db, userId: bigint) {
  const rows = await auditOf(db, userId);
  return {
    Entries: rows.map((row) => ({
      Id: String(row.id),
      Actor: row.actor,
      Action: row.action,
      Subject: row.subject,
      Before: (row.before ?? null) as Record<string, unknown> | null,
      After: (row.after ?? null) as Record<string, unknown> | null,
      At: row.at.toISOString(),
    })),
  };
}

/**
 * TEST_CONTROLS only: moves one player's clock forward (limits, cooling-offs, exclusions, windows), and
 * the player's live sessions' starts back by as much, so the session limit sees the same time pass.
 */
export async function advanceClock(db: Db, userId: bigint, ms: number) {
  await playerChange(db, userId, async ({ trx }, settings) => {
    await saveSettings(trx, userId, { clock_offset_ms: settings.clock_offset_ms + BigInt(ms) });
    await trx
      .updateTable('sessions')
      .set({ created_at: sql<Date>`created_at - make_interval(secs => ${ms / 1000})` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  });
  return { Now: clockAt((await settingsOf(db, userId)).clock_offset_ms).toISOString() };
}
