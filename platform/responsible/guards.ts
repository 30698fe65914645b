/**
 * The checks every door money passes asks (issue 17 §3): a deposit (REST and a provider's callback),
 * a stake (sportsbook placement, the casino wallet, the game server), a transfer to a player, a
 * sign-in, a slot spin. Each reads the player's clock and profile and answers a ResponsibleError
 * naming the limit and when it resets, or null: the door throws it before it writes anything.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { t } from '../i18n';
import { formatMinor } from '../money';
import type { SupportedLanguage } from '../reference/data';
import { countedFor, excludedAt, lowestRemaining, PERIOD_MS, type LimitKind, type Remaining } from '../../rules/responsible';
import { responsibleError, type ResponsibleError } from './errors';
import { changed } from './events';
import { ageAt, slotStakeCap } from './profiles';
import { nationalRegister } from './register';
import { activitySince, appendAudit, clockAt, doorState, limitsOf, playerFacts, playerNow, saveSettings, settingsOf, type Conn, type Settings } from './store';

/** A moment as the messages print it: UTC to the minute (the web formats its own copy in the player's zone). */
export const moment = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const LONGEST = PERIOD_MS.month;

export function exclusionInForce(settings: Settings, now: Date): boolean {
  return excludedAt({ from: settings.excluded_from, until: settings.excluded_until }, now);
}

function exclusionError(lang: SupportedLanguage, settings: Settings, now: Date, subject: string): ResponsibleError {
  const code = settings.exclusion_kind === 'self_exclusion' ? 'SELF_EXCLUDED' : 'TIMED_OUT';
  const until = settings.excluded_until!;
  return responsibleError(lang, code, { until: moment(until) }, { userId: settings.user_id, subject, detail: { refusedBy: code, until: until.toISOString() }, at: now });
}

const LIMIT_CODE = { deposit: 'DEPOSIT_LIMIT_REACHED', loss: 'LOSS_LIMIT_REACHED', wager: 'WAGER_LIMIT_REACHED' } as const;

/** Each kind's binding limit now: the lowest remaining of its periods. */
async function remainingOf(db: Conn, userId: bigint, kinds: LimitKind[], now: Date): Promise<Partial<Record<LimitKind, Remaining>>> {
  const limits = await limitsOf(db, userId);
  if (kinds.every((kind) => Object.values(limits[kind]).every((state) => state?.amount === null || state?.amount === undefined))) return {};
  const activity = await activitySince(db, userId, new Date(now.getTime() - LONGEST));
  const found: Partial<Record<LimitKind, Remaining>> = {};
  for (const kind of kinds) {
    const amounts = Object.fromEntries(Object.entries(limits[kind]).map(([period, state]) => [period, state?.amount ?? null]));
    const remaining = lowestRemaining(amounts, countedFor(kind, activity), now);
    if (remaining) found[kind] = remaining;
  }
  return found;
}

function limitError(lang: SupportedLanguage, userId: bigint, kind: LimitKind, remaining: Remaining, amount: bigint, currency: string, now: Date, subject: string): ResponsibleError {
  const resetsAt = remaining.resetsAt ?? new Date(now.getTime() + PERIOD_MS[remaining.period]);
  return responsibleError(
    lang,
    LIMIT_CODE[kind],
    {
      period: t(lang, `responsible:periods.${remaining.period}`),
      limit: `${formatMinor(remaining.limit, currency)} ${currency}`,
      remaining: `${formatMinor(remaining.remaining, currency)} ${currency}`,
      resetsAt: moment(resetsAt),
    },
    {
      userId,
      subject,
      detail: { refusedBy: `${kind}:${remaining.period}`, limit: formatMinor(remaining.limit, currency), remaining: formatMinor(remaining.remaining, currency), asked: formatMinor(amount, currency), currency, resetsAt: resetsAt.toISOString() },
      at: now,
    },
  );
}

/**
 * A deposit of `amount` minor units of `depositCurrency`: refused during an exclusion or over a deposit
 * limit. Limits are in the account's currency; coins in another are refused only by an exclusion (the
 * platform converts no currencies, and they do not count: activity.ts).
 */
export async function depositRefusal(db: Conn, userId: bigint, amount: bigint, depositCurrency: string, lang: SupportedLanguage, subject = 'deposit'): Promise<ResponsibleError | null> {
  const { settings, limited } = await doorState(db, userId, ['deposit']);
  const now = clockAt(settings.clock_offset_ms);
  if (exclusionInForce(settings, now)) return exclusionError(lang, settings, now, subject);
  if (!limited) return null;
  const { currency } = await playerFacts(db, userId);
  if (depositCurrency !== currency) return null;
  const remaining = (await remainingOf(db, userId, ['deposit'], now)).deposit;
  if (remaining && amount > remaining.remaining) return limitError(lang, userId, 'deposit', remaining, amount, currency, now, subject);
  return null;
}

/**
 * A stake of `amount`: refused during an exclusion, over the wager limit, or when losing it all would
 * pass the loss limit (an open stake counts as lost until it returns something).
 */
export async function stakeRefusal(db: Conn, userId: bigint, amount: bigint, lang: SupportedLanguage, subject: string): Promise<ResponsibleError | null> {
  const { settings, limited } = await doorState(db, userId, ['wager', 'loss']);
  const now = clockAt(settings.clock_offset_ms);
  if (exclusionInForce(settings, now)) return exclusionError(lang, settings, now, subject);
  if (amount <= 0n || !limited) return null;
  const found = await remainingOf(db, userId, ['wager', 'loss'], now);
  for (const kind of ['wager', 'loss'] as const) {
    const remaining = found[kind];
    // The account's currency only names the amounts of a refusal: read when there is one.
    if (remaining && amount > remaining.remaining) return limitError(lang, userId, kind, remaining, amount, (await playerFacts(db, userId)).currency, now, subject);
  }
  return null;
}

export async function assertMayDeposit(db: Conn, userId: bigint, amount: bigint, currency: string, lang: SupportedLanguage, subject?: string): Promise<void> {
  const refusal = await depositRefusal(db, userId, amount, currency, lang, subject);
  if (refusal) throw refusal;
}

export async function assertMayStake(db: Conn, userId: bigint, amount: bigint, lang: SupportedLanguage, subject: string): Promise<void> {
  const refusal = await stakeRefusal(db, userId, amount, lang, subject);
  if (refusal) throw refusal;
}

/** Money sent to a player by someone else (an agent's transfer): refused while the player is excluded. */
export async function assertMayReceive(db: Conn, userId: bigint, lang: SupportedLanguage, subject: string): Promise<void> {
  const settings = await settingsOf(db, userId);
  const now = clockAt(settings.clock_offset_ms);
  if (exclusionInForce(settings, now)) {
    throw responsibleError(lang, 'RECIPIENT_EXCLUDED', {}, { userId, subject, detail: { refusedBy: settings.exclusion_kind, until: settings.excluded_until!.toISOString() }, at: now });
  }
}

/** Whether the player is excluded now (no marketing, no private messages, no bonus grants). */
export async function isExcluded(db: Conn, userId: bigint): Promise<boolean> {
  const settings = await settingsOf(db, userId);
  return exclusionInForce(settings, clockAt(settings.clock_offset_ms));
}

/** Sign-in: refused during an exclusion, a session limit's pause, or when the national register lists the person. */
export async function assertMaySignIn(db: Db, userId: bigint, lang: SupportedLanguage): Promise<void> {
  const settings = await settingsOf(db, userId);
  const now = clockAt(settings.clock_offset_ms);
  if (exclusionInForce(settings, now)) throw exclusionError(lang, settings, now, 'sign_in');
  if (settings.sign_in_paused_until && now < settings.sign_in_paused_until) {
    throw responsibleError(lang, 'SIGN_IN_PAUSED', { until: moment(settings.sign_in_paused_until) });
  }
  const person = await db.selectFrom('users').select(['email', 'first_name', 'last_name', 'birth_date', 'country_code']).where('id', '=', userId).executeTakeFirstOrThrow();
  const listed = await nationalRegister().isExcluded({
    email: person.email,
    firstName: person.first_name,
    lastName: person.last_name,
    birthDate: person.birth_date ? new Date(person.birth_date).toISOString().slice(0, 10) : null,
    country: person.country_code,
  });
  if (listed) throw responsibleError(lang, 'NATIONALLY_EXCLUDED', {}, { userId, subject: 'sign_in', detail: { refusedBy: 'national_register' }, at: now });
}

/**
 * A session older than the player's session limit ends now (issue 17): it is revoked, sign-in pauses for
 * the profile's minutes, and the audit says so. True when the session was ended.
 */
export async function endSessionAtLimit(db: Db, session: { id: bigint; user_id: bigint; created_at: Date }): Promise<boolean> {
  const settings = await db.selectFrom('rg_settings').select(['session_limit_minutes', 'clock_offset_ms']).where('user_id', '=', session.user_id).executeTakeFirst();
  if (!settings?.session_limit_minutes) return false;
  const limitMs = settings.session_limit_minutes * 60_000;
  if (Date.now() - session.created_at.getTime() < limitMs) return false;
  const now = clockAt(settings.clock_offset_ms);
  const { profile } = await playerFacts(db, session.user_id);
  const until = new Date(now.getTime() + profile.sessionPauseMinutes * 60_000);
  await inTransaction(db, async ({ trx, emit }) => {
    const ended = await trx.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', session.id).where('revoked_at', 'is', null).executeTakeFirst();
    // Two requests of one session at its limit: the one that ended it pauses and tells.
    if (ended.numUpdatedRows === 0n) return;
    await saveSettings(trx, session.user_id, { sign_in_paused_until: until });
    await appendAudit(trx, { userId: session.user_id, actor: 'system', action: 'session_limit_end', subject: String(session.id), after: { pausedUntil: until.toISOString(), limitMinutes: settings.session_limit_minutes }, at: now });
    emit(changed(session.user_id, 'session_limit', until));
  });
  return true;
}

/**
 * A slot spin under the player's profile: the stake cap per spin (the young adults' one by age) and the
 * minimum game cycle since the last spin allowed (UKGC RTS 14D). An allowed spin is remembered.
 */
export async function assertSlotSpin(db: Db, userId: bigint, stake: bigint, lang: SupportedLanguage): Promise<void> {
  const { profile, birthDate, currency } = await playerFacts(db, userId);
  const now = await playerNow(db, userId);
  const cap = slotStakeCap(profile, birthDate ? ageAt(birthDate, now) : null);
  if (cap !== null && stake > cap) {
    throw responsibleError(lang, 'SLOT_STAKE_CAP', { cap: `${formatMinor(cap, currency)} ${currency}` }, { userId, subject: 'slot_spin', detail: { refusedBy: `slot_cap:${profile.name}`, cap: formatMinor(cap, currency), asked: formatMinor(stake, currency), currency }, at: now });
  }
  const cycle = profile.slots.minimumCycleMs;
  if (cycle === null) return;
  // One statement claims the spin: it moves last_spin_at only when the cycle has passed, so two spins
  // at once cannot both pass.
  const claimed = await sql<{ user_id: bigint }>`
    insert into rg_slot_spins (user_id, last_spin_at) values (${userId}, ${now})
    on conflict (user_id) do update set last_spin_at = excluded.last_spin_at
    where rg_slot_spins.last_spin_at <= ${new Date(now.getTime() - cycle)}
    returning user_id`.execute(db);
  if (claimed.rows.length === 0) {
    throw responsibleError(lang, 'SLOT_CYCLE_TOO_FAST', { seconds: String(cycle / 1000) }, { userId, subject: 'slot_spin', detail: { refusedBy: `slot_cycle:${profile.name}`, minimumCycleMs: String(cycle) }, at: now });
  }
}

/**
 * A refusal by a limit or an exclusion goes to the audit after the refused transaction rolled back
 * (written inside it, the row would roll back with it). Called by the platform's error handler and by
 * the casino wallet, which answers its refusals as values.
 */
export async function recordRefusal(db: Db, error: ResponsibleError): Promise<void> {
  await appendRefusal(db, error);
}

/** The refusal's audit row in a transaction that commits (a door that answers its refusal as a value). */
export async function appendRefusal(db: Conn, error: ResponsibleError): Promise<void> {
  if (!error.audit) return;
  const { userId, subject, detail, at } = error.audit;
  await appendAudit(db, { userId, actor: 'system', action: 'refusal', subject, before: null, after: { code: error.code, ...detail }, at });
}
