/**
 * Responsible gambling (issue 17) on the signed-in viewer: the state the player's tools show (the
 * jurisdiction profile's rules, limits with their use and pending loosenings, session limit, reality
 * check, an exclusion in force), this session's reality check, the net position over 12 months and the
 * limit history; the changes the player may make; and `responsibleChanged`, which tells every open page of
 * the player that a change took effect (and to sign out when it ended the player's sessions).
 *
 * Every rule (what is tighter, the cooling-off, the terms, the minutes a session limit may take) is the
 * platform's: the resolvers map arguments to /api/responsible/* and answers to types. Inputs are enums and
 * the Decimal scalar where the schema can say it; the rest is the platform's zod-validated route schema,
 * whose refusal is a ValidationError naming the field.
 *
 * Partners (gateway/partners.ts): none of this is open to an API key. No partner scope acts for a player
 * (keys read the catalogue, results, or their agent's report), PARTNER_VIEWER_FIELDS leaves
 * `responsibleGambling` out and PARTNER_ROOT_FIELDS lists none of these mutations or the subscription.
 * A self-exclusion in particular is the player's own act, never anyone's on their behalf.
 */
import { encodeGlobalID, resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context } from '../context';
import { clearCookie, SESSION_COOKIE } from '../cookies';
import { AuthError, ResponsibleError, ValidationError } from '../errors';
import { type Payload, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import type { PlatformEvents } from '../upstream/platform-events';
import * as enums from '../upstream/value-enums';
import { Money, Viewer } from './account';
import { errorType } from './errors';
import { countedPage, subscriber } from './shared';

type Schemas = components['schemas'];
/** The platform's overview, and whose it is (the id a client cache files it under). */
type Overview = Payload<Schemas['ResponsibleOverviewResponse']> & { owner: string };
type LimitShape = Schemas['ResponsibleLimit'];
type ProfileShape = Schemas['ResponsibleProfile'];
type ExclusionShape = NonNullable<Schemas['ResponsibleExclusion']>;

errorType(ResponsibleError, 'ResponsibleError', 'A responsible-gambling change was refused: a looser limit confirmed before its cooling-off ends (COOLING_OFF), nothing pending to confirm (NOTHING_PENDING), an exclusion that cannot be shortened (EXCLUSION_ACTIVE), a deposit-limit prompt the jurisdiction does not let be skipped (LIMIT_PROMPT_REQUIRED). Nothing was changed; the message says why and until when.');

const LimitKind = builder.enumType('ResponsibleLimitKind', enums.ResponsibleLimitKind);
const LimitPeriod = builder.enumType('ResponsibleLimitPeriod', enums.ResponsibleLimitPeriod);
const TimeOutTerm = builder.enumType('ResponsibleTimeOutTerm', enums.ResponsibleTimeOutTerm);
const SelfExclusionTerm = builder.enumType('ResponsibleSelfExclusionTerm', enums.ResponsibleSelfExclusionTerm);
const ExclusionKind = builder.enumType('ResponsibleExclusionKind', enums.ResponsibleExclusionKind);
const ProfileName = builder.enumType('ResponsibleProfileName', enums.ResponsibleProfileName);
const LimitChangeEffect = builder.enumType('ResponsibleLimitChangeEffect', enums.ResponsibleLimitChangeEffect);

/** The intervals a player may pick (issue 17: 15, 30, 60 minutes), as the platform's route schema takes them. */
const RealityCheckInterval = builder.enumType('RealityCheckInterval', {
  description: 'How often the reality check interrupts play.',
  values: {
    MINUTES_15: { value: 15, description: 'Every 15 minutes.' },
    MINUTES_30: { value: 30, description: 'Every 30 minutes.' },
    MINUTES_60: { value: 60, description: 'Every 60 minutes.' },
  } as const,
});

type ChangeKind = PlatformEvents['responsible.changed']['change'];
// Keyed by the event's own union: a change the platform adds fails to compile here until it is described.
const CHANGES: Record<ChangeKind, { value: ChangeKind; description: string }> = {
  limit: { value: 'limit', description: 'A limit took effect (a tighter one at once, or a confirmed loosening).' },
  time_out: { value: 'time_out', description: 'A time-out began: every session of the player ended.' },
  self_exclusion: { value: 'self_exclusion', description: 'A self-exclusion began: every session of the player ended.' },
  session_limit: { value: 'session_limit', description: 'The session time limit ended the sessions; sign-in pauses until `until`.' },
};
const ResponsibleChangeKind = builder.enumType('ResponsibleChangeKind', {
  description: 'What kind of responsible-gambling change took effect.',
  values: { LIMIT: CHANGES.limit, TIME_OUT: CHANGES.time_out, SELF_EXCLUSION: CHANGES.self_exclusion, SESSION_LIMIT: CHANGES.session_limit } as const,
});

/** Money of the account: the platform's decimal in its currency, null stays null. */
const moneyIn = (currency: string) => (amount: string | null) => (amount === null ? null : { amount, currency });

const Profile = builder.objectRef<ProfileShape & { currency: string }>('ResponsibleProfile').implement({
  description: "The jurisdiction profile the player's country falls under: the rules the tools and the games follow.",
  fields: (t) => ({
    name: t.field({ type: ProfileName, description: 'Which profile.', resolve: (p) => p.Name }),
    coolingOffHours: t.exposeInt('CoolingOffHours', { description: 'Hours a looser limit waits before the player can confirm it.' }),
    minimumSelfExclusionMonths: t.exposeInt('MinimumSelfExclusionMonths', { description: 'The shortest self-exclusion, in months.' }),
    mandatoryRealityCheckMinutes: t.exposeInt('MandatoryRealityCheckMinutes', { nullable: true, description: 'The reality-check interval the profile imposes at the least; null when it imposes none.' }),
    sessionPauseMinutes: t.exposeInt('SessionPauseMinutes', { description: 'Minutes sign-in pauses after the session time limit ended a session.' }),
    limitPromptSkippable: t.exposeBoolean('LimitPromptSkippable', { description: 'Whether the deposit-limit prompt (at registration, before the first deposit) may be skipped; where not, a deposit limit is set before the first deposit.' }),
    slotMinimumCycleMs: t.exposeInt('SlotMinimumCycleMs', { nullable: true, description: 'The shortest time between two slot spins, in milliseconds; null when none.' }),
    slotTurbo: t.exposeBoolean('SlotTurbo', { description: 'Whether slots may offer a turbo mode.' }),
    slotAutoplay: t.exposeBoolean('SlotAutoplay', { description: 'Whether slots may offer autoplay.' }),
    slotMaxStakePerSpin: t.field({ type: Money, nullable: true, description: 'The largest stake of one slot spin; null when uncapped.', resolve: (p) => moneyIn(p.currency)(p.SlotMaxStakePerSpin) }),
    slotYoungAdultMaxStakePerSpin: t.field({ type: Money, nullable: true, description: 'The cap per spin for players aged 18–24; null when the profile has none.', resolve: (p) => moneyIn(p.currency)(p.SlotYoungAdultMaxStakePerSpin) }),
    maxBonusWageringMultiple: t.exposeInt('MaxBonusWageringMultiple', { nullable: true, description: 'The largest wagering requirement a bonus may carry, as a multiple; null when uncapped.' }),
    affordabilityThreshold: t.field({ type: Money, description: 'Net deposits over affordabilityDays that flag an affordability check.', resolve: (p) => ({ amount: p.AffordabilityThreshold, currency: p.currency }) }),
    affordabilityDays: t.exposeInt('AffordabilityDays', { description: 'The window of affordabilityThreshold, in days.' }),
  }),
});

const PendingLimit = builder.objectRef<NonNullable<LimitShape['Pending']> & { currency: string }>('ResponsiblePendingLimit').implement({
  description: 'A looser limit (or a removal) waiting for its cooling-off, then for the player to confirm it.',
  fields: (t) => ({
    amount: t.field({ type: Money, nullable: true, description: 'The new limit; null: the removal of the limit.', resolve: (p) => moneyIn(p.currency)(p.Amount) }),
    effectiveAt: t.field({ type: 'DateTime', description: 'When the cooling-off ends and it can be confirmed.', resolve: (p) => p.EffectiveAt }),
    confirmable: t.exposeBoolean('Confirmable', { description: 'The cooling-off is over: confirmResponsibleLimit applies it now.' }),
  }),
});

export const Limit = builder.objectRef<LimitShape & { currency: string }>('ResponsibleLimit').implement({
  description: 'A deposit, loss or wager limit over one rolling window, with what it has used.',
  fields: (t) => ({
    kind: t.field({ type: LimitKind, description: 'What it caps.', resolve: (l) => l.Kind }),
    period: t.field({ type: LimitPeriod, description: 'The rolling window it counts over.', resolve: (l) => l.Period }),
    amount: t.field({ type: Money, nullable: true, description: 'The limit in force; null while only a pending new limit exists.', resolve: (l) => moneyIn(l.currency)(l.Amount) }),
    used: t.field({ type: Money, description: 'What the window has counted so far.', resolve: (l) => ({ amount: l.Used, currency: l.currency }) }),
    remaining: t.field({ type: Money, nullable: true, description: 'What is left before the limit refuses; null without a limit in force.', resolve: (l) => moneyIn(l.currency)(l.Remaining) }),
    resetsAt: t.field({ type: 'DateTime', nullable: true, description: "When the window's oldest counted movement leaves it (more becomes available); null when nothing is counted.", resolve: (l) => l.ResetsAt }),
    pending: t.field({ type: PendingLimit, nullable: true, description: 'A looser limit or a removal waiting for confirmation; null when none.', resolve: (l) => (l.Pending ? { ...l.Pending, currency: l.currency } : null) }),
  }),
});

export const Exclusion = builder.objectRef<ExclusionShape>('ResponsibleExclusion').implement({
  description: 'A time-out or self-exclusion in force.',
  fields: (t) => ({
    kind: t.field({ type: ExclusionKind, description: 'A time-out or a self-exclusion.', resolve: (e) => e.Kind }),
    term: t.exposeString('Term', { description: 'The term chosen, as the platform names it (24h, 7d, 30d, 6w; 6m, 1y, 2y, 5y).' }),
    from: t.field({ type: 'DateTime', description: 'When it began.', resolve: (e) => e.From }),
    until: t.field({ type: 'DateTime', description: 'When it ends.', resolve: (e) => e.Until }),
  }),
});

const RealityCheck = builder.objectRef<Payload<Schemas['ResponsibleRealityCheckResponse']>>('RealityCheck').implement({
  description: "This session's reality check: the figures the modal shows and when the next one is due.",
  fields: (t) => ({
    signedInAt: t.field({ type: 'DateTime', description: 'When this session began.', resolve: (r) => r.SignedInAt }),
    elapsedSeconds: t.exposeInt('ElapsedSeconds', { description: 'Seconds since sign-in.' }),
    intervalMinutes: t.exposeInt('IntervalMinutes', { nullable: true, description: 'The interval in force; null when no reality check applies.' }),
    nextCheckAt: t.field({ type: 'DateTime', nullable: true, description: 'When the next reality check is due; null when none applies.', resolve: (r) => r.NextCheckAt }),
    stakes: t.field({ type: Money, description: 'Staked this session (sportsbook and casino).', resolve: (r) => ({ amount: r.Stakes, currency: r.Currency }) }),
    returns: t.field({ type: Money, description: 'Returned this session (winnings, refunds, cash-outs).', resolve: (r) => ({ amount: r.Returns, currency: r.Currency }) }),
    netPosition: t.field({ type: Money, description: 'Returns minus stakes this session: positive when the player is ahead.', resolve: (r) => ({ amount: r.NetPosition, currency: r.Currency }) }),
  }),
});

const NetPosition = builder.objectRef<Payload<Schemas['ResponsibleNetPositionResponse']>>('ResponsibleNetPosition').implement({
  description: 'Deposits, withdrawals and net deposits over the last 12 months.',
  fields: (t) => ({
    from: t.field({ type: 'DateTime', description: 'The start of the 12 months.', resolve: (n) => n.From }),
    to: t.field({ type: 'DateTime', description: 'Now, the end of the 12 months.', resolve: (n) => n.To }),
    deposits: t.field({ type: Money, description: 'Money deposited.', resolve: (n) => ({ amount: n.Deposits, currency: n.Currency }) }),
    withdrawals: t.field({ type: Money, description: 'Money withdrawn.', resolve: (n) => ({ amount: n.Withdrawals, currency: n.Currency }) }),
    netDeposits: t.field({ type: Money, description: 'Deposits minus withdrawals.', resolve: (n) => ({ amount: n.NetDeposits, currency: n.Currency }) }),
  }),
});

/** Also the back office's view of a player's history (backoffice/compliance.ts). */
export const HistoryEntry = builder.objectRef<Schemas['ResponsibleHistoryEntry']>('ResponsibleHistoryEntry').implement({
  description: 'One line of the limit history: a limit change, a time-out, a self-exclusion, a refusal by a limit or an affordability flag.',
  fields: (t) => ({
    legacyId: t.exposeString('Id', { description: "The audit line's number at the platform." }),
    actor: t.exposeString('Actor', { description: 'Who did it: player, operator or system.' }),
    action: t.exposeString('Action', { description: 'limit_set, limit_increase_requested, limit_increase_confirmed, session_limit_set, reality_check_set, limit_prompt_skipped, time_out, self_exclusion, refusal, session_limit_end, affordability_flag.' }),
    subject: t.exposeString('Subject', { nullable: true, description: 'What it concerned (e.g. deposit:day, bet:SINGLE); null when nothing in particular.' }),
    before: t.field({ type: 'JSON', nullable: true, description: 'The values before, as the audit holds them; null when none.', resolve: (e) => e.Before }),
    after: t.field({ type: 'JSON', nullable: true, description: 'The values after, as the audit holds them; null when none.', resolve: (e) => e.After }),
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (e) => e.At }),
  }),
});

const ResponsibleGambling = builder.objectRef<Overview>('ResponsibleGambling').implement({
  description: "The viewer's responsible-gambling state: the profile's rules, limits, session limit, reality check and any exclusion in force.",
  fields: (t) => ({
    // One per account: a mutation's answer then updates every view of it in a client cache (Relay files records by id).
    id: t.id({ description: "A stable id of this account's state, for client caches (not a Node).", resolve: (o) => encodeGlobalID('ResponsibleGambling', o.owner) }),
    now: t.field({ type: 'DateTime', description: "The player's clock: compare pending effectiveAt and resetsAt with it.", resolve: (o) => o.Now }),
    currency: t.exposeString('Currency', { description: 'The account currency every amount here is in.' }),
    profile: t.field({ type: Profile, description: "The jurisdiction profile's rules.", resolve: (o) => ({ ...o.Profile, currency: o.Currency }) }),
    limits: t.field({ type: [Limit], description: 'Each limit set (or pending) per kind and window.', resolve: (o) => o.Limits.map((limit) => ({ ...limit, currency: o.Currency })) }),
    sessionLimitMinutes: t.exposeInt('SessionLimitMinutes', { nullable: true, description: 'The session time limit in minutes; null when none.' }),
    realityCheckMinutes: t.exposeInt('RealityCheckMinutes', { nullable: true, description: "The reality-check interval in force (the profile's where it imposes a shorter one); null when none." }),
    chosenRealityCheckMinutes: t.exposeInt('ChosenRealityCheckMinutes', { nullable: true, description: "The interval the player picked; null when none." }),
    realityCheckImposed: t.boolean({ description: 'Whether the profile imposes reality checks (the player cannot turn them off).', resolve: (o) => o.Profile.MandatoryRealityCheckMinutes !== null }),
    exclusion: t.field({ type: Exclusion, nullable: true, description: 'A time-out or self-exclusion in force; null when none.', resolve: (o) => o.Exclusion }),
    limitPromptDue: t.exposeBoolean('LimitPromptDue', { description: 'The deposit-limit prompt is due: no deposit limit set or pending, no deposit yet, and the player has not skipped it (skipLimitPrompt).' }),
    signInPausedUntil: t.field({ type: 'DateTime', nullable: true, description: 'When sign-in opens again after the session limit ended a session; null when not paused.', resolve: (o) => o.SignInPausedUntil }),
    realityCheck: t.field({
      type: RealityCheck,
      description: "This session's reality-check figures.",
      resolve: async (_o, _a, ctx) => unwrap(await ctx.platform.GET('/api/responsible/reality-check')),
    }),
    netPosition: t.field({
      type: NetPosition,
      description: 'Deposits, withdrawals and net deposits over the last 12 months.',
      resolve: async (_o, _a, ctx) => unwrap(await ctx.platform.GET('/api/responsible/net-position')),
    }),
    history: t.connection(
      {
        type: HistoryEntry,
        description: 'The limit history, newest first.',
        // The platform answers the whole history in one list (it grows by a few lines a month); pages are cut from it.
        resolve: async (_o, args, ctx) => {
          const { Entries } = unwrap(await ctx.platform.GET('/api/responsible/history'));
          return { ...resolveArrayConnection({ args, defaultSize: 20, maxSize: 100 }, Entries), totalCount: Entries.length };
        },
      },
      ...countedPage('ResponsibleHistoryEntry', { connection: 'A page of the limit history.', totalCount: 'Every line of the history.', edge: 'A line of the limit history.' }),
    ),
  }),
});

/** A platform answer holding the overview, filed under the signed-in viewer. */
async function owned<T extends Omit<Overview, 'owner'>>(ctx: Context, answer: T): Promise<T & { owner: string }> {
  return { ...answer, owner: (await subscriber(ctx)).Id };
}

builder.objectFields(Viewer, (t) => ({
  responsibleGambling: t.field({
    type: ResponsibleGambling,
    description: "The viewer's responsible-gambling tools: limits, session limit, reality check, exclusion, net position and history.",
    resolve: async (user, _args, ctx) => ({ ...unwrap(await ctx.platform.GET('/api/responsible')), owner: user.Id }),
  }),
}));

const SetResponsibleLimitInput = builder.inputType('SetResponsibleLimitInput', {
  description: 'A limit to set: a tighter one applies at once, a looser one (or a removal) waits for the cooling-off and a confirmation.',
  fields: (t) => ({
    kind: t.field({ type: LimitKind, required: true, description: 'What it caps.' }),
    period: t.field({ type: LimitPeriod, required: true, description: 'The rolling window.' }),
    amount: t.field({ type: 'Decimal', description: 'The limit in major units of the account currency, e.g. "50.00"; null or absent removes the limit.' }),
  }),
});

const LimitWindowInput = builder.inputType('ResponsibleLimitWindowInput', {
  description: 'Which limit: its kind and window.',
  fields: (t) => ({
    kind: t.field({ type: LimitKind, required: true, description: 'What it caps.' }),
    period: t.field({ type: LimitPeriod, required: true, description: 'The rolling window.' }),
  }),
});

const SetResponsibleLimitPayload = builder.objectRef<Payload<Schemas['ResponsibleLimitResponse']> & { owner: string }>('SetResponsibleLimitPayload').implement({
  description: 'What setting the limit did, and the state after it.',
  fields: (t) => ({
    effect: t.field({ type: LimitChangeEffect, description: 'Applied now, pending (see the limit\'s pending), or unchanged.', resolve: (p) => p.Effect }),
    responsibleGambling: t.field({ type: ResponsibleGambling, description: 'The state after the change.', resolve: (p) => p }),
  }),
});

const ExclusionPayload = builder.objectRef<{ exclusion: ExclusionShape }>('ResponsibleExclusionPayload').implement({
  description: 'The exclusion now in force. Every session of the player has ended, this one too: the page signs out.',
  fields: (t) => ({ exclusion: t.field({ type: Exclusion, description: 'The time-out or self-exclusion.', resolve: (p) => p.exclusion }) }),
});

/** The errors a player's own change can answer: signed out, a field the platform refused, a refusal of the change. */
const changeErrors = { types: [AuthError, ValidationError, ResponsibleError] };

/**
 * An exclusion ended every session at the platform, this one included: the cookie is dropped here so the
 * browser stops sending a session that no longer exists (responsibleChanged tells the other tabs).
 */
function excluded(ctx: Context, answer: { Exclusion: ExclusionShape | null }) {
  // The contract's Exclusion is nullable (one component for the overview's "none"); a time-out answers one always.
  if (!answer.Exclusion) throw new Error('the platform answered an exclusion without it');
  clearCookie(ctx.request, SESSION_COOKIE, ctx.secureCookies);
  return { exclusion: answer.Exclusion };
}

builder.mutationFields((t) => ({
  setResponsibleLimit: t.field({
    type: SetResponsibleLimitPayload,
    authScopes: { player: true },
    description: 'Sets or removes a deposit, loss or wager limit: tighter at once, looser after the profile\'s cooling-off and a confirmation (confirmResponsibleLimit).',
    args: { input: t.arg({ type: SetResponsibleLimitInput, required: true }) },
    errors: changeErrors,
    resolve: async (_root, { input }, ctx) =>
      owned(ctx, unwrap(await ctx.platform.PUT('/api/responsible/limits', { body: { Kind: input.kind, Period: input.period, Amount: input.amount ?? null } }))),
  }),
  confirmResponsibleLimit: t.field({
    type: ResponsibleGambling,
    authScopes: { player: true },
    description: 'Applies a pending looser limit once its cooling-off is over (COOLING_OFF before, NOTHING_PENDING without one).',
    args: { input: t.arg({ type: LimitWindowInput, required: true }) },
    errors: changeErrors,
    resolve: async (_root, { input }, ctx) => owned(ctx, unwrap(await ctx.platform.POST('/api/responsible/limits/confirm', { body: { Kind: input.kind, Period: input.period } }))),
  }),
  setSessionTimeLimit: t.field({
    type: ResponsibleGambling,
    authScopes: { player: true },
    description: "Sets the session time limit in minutes (null: none): a session ends at the limit and sign-in pauses for the profile's minutes.",
    args: { minutes: t.arg.int({ description: 'Minutes a session may last (the platform takes 5 to 1440); null removes the limit.' }) },
    errors: changeErrors,
    resolve: async (_root, args, ctx) => owned(ctx, unwrap(await ctx.platform.PUT('/api/responsible/session-limit', { body: { Minutes: args.minutes ?? null } }))),
  }),
  setRealityCheckInterval: t.field({
    type: ResponsibleGambling,
    authScopes: { player: true },
    description: 'Sets how often the reality check interrupts play (null: none, unless the profile imposes one).',
    args: { interval: t.arg({ type: RealityCheckInterval, description: 'The interval; null turns the player\'s own reality check off.' }) },
    errors: changeErrors,
    resolve: async (_root, args, ctx) => owned(ctx, unwrap(await ctx.platform.PUT('/api/responsible/reality-check', { body: { Minutes: args.interval ?? null } }))),
  }),
  skipLimitPrompt: t.field({
    type: ResponsibleGambling,
    authScopes: { player: true },
    description: "Skips the deposit-limit prompt; remembered for the account, so it is not asked again. LIMIT_PROMPT_REQUIRED where the player's profile does not allow skipping it.",
    errors: changeErrors,
    resolve: async (_root, _args, ctx) => owned(ctx, unwrap(await ctx.platform.POST('/api/responsible/limit-prompt/skip', {}))),
  }),
  takeTimeOut: t.field({
    type: ExclusionPayload,
    authScopes: { player: true },
    description: 'Takes a time-out, effective at once: every session of the player ends (this one too), no sign-in, deposit or bet until it ends.',
    args: { term: t.arg({ type: TimeOutTerm, required: true, description: 'How long.' }) },
    errors: changeErrors,
    resolve: async (_root, args, ctx) => excluded(ctx, unwrap(await ctx.platform.POST('/api/responsible/time-out', { body: { Term: args.term } }))),
  }),
  selfExclude: t.field({
    type: ExclusionPayload,
    authScopes: { player: true },
    description: 'Self-excludes, effective at once and irreversible before its end: every session ends, bonuses are forfeited, marketing stops; open bets still settle and the balance can be withdrawn through support.',
    args: { term: t.arg({ type: SelfExclusionTerm, required: true, description: 'How long (at least the profile\'s minimum).' }) },
    errors: changeErrors,
    resolve: async (_root, args, ctx) => excluded(ctx, unwrap(await ctx.platform.POST('/api/responsible/self-exclusion', { body: { Term: args.term } }))),
  }),
}));

type ChangedEvent = PlatformEvents['responsible.changed'];

const ResponsibleChanged = builder.objectRef<ChangedEvent>('ResponsibleChanged').implement({
  description: "A change of the viewer's responsible-gambling state took effect.",
  fields: (t) => ({
    change: t.field({ type: ResponsibleChangeKind, description: 'What took effect.', resolve: (e) => e.change }),
    signOut: t.exposeBoolean('signOut', { description: "Every session of the player ended (a time-out, a self-exclusion, the session limit): the page signs out now." }),
    until: t.field({ type: 'DateTime', nullable: true, description: 'When the exclusion or the sign-in pause ends; null for a limit.', resolve: (e) => e.until }),
  }),
});

builder.subscriptionFields((t) => ({
  responsibleChanged: t.field({
    type: ResponsibleChanged,
    description: "Each responsible-gambling change of the signed-in player that took effect (a limit, a time-out, a self-exclusion, the session limit), in every open tab: on signOut every tab signs out at once.",
    errors: { types: [AuthError] },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return ctx.pubsub.subscribe('responsible.changed', viewer.Id);
    },
    // Answered from the event alone: when it says signOut, the player's session no longer exists to read with.
    resolve: (event) => event,
  }),
}));
