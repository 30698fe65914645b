/**
 * Marketing in the back office (issue 18): bonus campaigns — a code players type in the existing claim
 * flow, its terms, its window, a pause and a cap on claims; the welcome bonus (WELCOME100) is one of
 * them. The platform judges every term and state (platform/bonus/campaigns.ts); this module maps them.
 */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import * as enums from '../../upstream/value-enums';
import { Money } from '../account';
import { globalIdOf, idOrNotFound } from '../ids';
import { Backoffice, BackofficeMutation } from './root';

type CampaignShape = components['schemas']['BonusCampaign'];
type CreateBody = components['schemas']['BonusCampaignCreateRequest'];
type ChangeBody = components['schemas']['BonusCampaignChangeRequest'];

const CampaignKind = builder.enumType('BonusCampaignKind', { ...enums.BonusKind, description: 'What kind of bonus a campaign gives.' });
const CampaignProduct = builder.enumType('BonusCampaignProduct', { ...enums.BonusProduct, description: 'Where a campaign’s bonus can be used.' });

const CampaignState = builder.enumType('BonusCampaignState', {
  description: 'Whether a campaign takes claims now (a pause outranks the window, an ended window outranks the cap).',
  values: {
    SCHEDULED: { value: 'scheduled' as const, description: 'Its start is ahead: claims are refused as not active yet.' },
    RUNNING: { value: 'running' as const, description: 'Players can claim it.' },
    PAUSED: { value: 'paused' as const, description: 'Paused by marketing: claims are refused until it is resumed.' },
    EXPIRED: { value: 'expired' as const, description: 'Its end has passed (or it was expired): it cannot be changed any more.' },
    EXHAUSTED: { value: 'exhausted' as const, description: 'Claimed as many times as its cap allows.' },
  } satisfies Record<string, { value: CampaignShape['State']; description: string }>,
});

const CampaignAction = builder.enumType('BonusCampaignAction', {
  description: 'What to do with a running or scheduled campaign.',
  values: {
    PAUSE: { value: 'pause' as const, description: 'Refuse claims until resumed.' },
    RESUME: { value: 'resume' as const, description: 'Take claims again (within its window).' },
    EXPIRE: { value: 'expire' as const, description: 'End it now, for good.' },
  } satisfies Record<string, { value: NonNullable<ChangeBody['Action']>; description: string }>,
});

const amountsOf = (amounts: Record<string, string>) => Object.entries(amounts).map(([currency, amount]) => ({ amount, currency }));

const BonusCampaign = builder.objectRef<CampaignShape>('BonusCampaign').implement({
  description: 'A bonus campaign: a code players claim, its terms, its window and how often it was claimed.',
  fields: (t) => ({
    id: t.id({ description: "The campaign's global id.", resolve: (c) => globalIdOf('BonusCampaign', c.Id) }),
    code: t.exposeString('Code', { description: 'The code players type (upper case; unique whatever the case).' }),
    title: t.exposeString('Title', { description: 'The title players read.' }),
    kind: t.field({ type: CampaignKind, description: 'What kind of bonus it gives.', resolve: (c) => c.Kind }),
    product: t.field({ type: CampaignProduct, description: 'Where it can be used.', resolve: (c) => c.Product }),
    personal: t.exposeBoolean('Personal', { description: 'Offered to chosen players only (a personal bonus).' }),
    percent: t.exposeInt('Percent', { description: 'The percentage of a deposit (deposit bonuses) or of the net loss (cashback); 0 otherwise.' }),
    amounts: t.field({ type: [Money], description: 'Per currency: the fixed amount, or the cap of a percentage.', resolve: (c) => amountsOf(c.Amounts) }),
    spins: t.exposeInt('Spins', { description: 'Free spins given (free-spins campaigns).' }),
    wageringMultiplier: t.exposeInt('WageringMultiplier', { description: 'How many times the bonus is wagered before it becomes real money.' }),
    requiresDeposit: t.exposeBoolean('RequiresDeposit', { description: 'Claimed with a deposit.' }),
    firstDepositOnly: t.exposeBoolean('FirstDepositOnly', { description: "Only with the player's first deposit (the welcome bonus)." }),
    validDays: t.exposeInt('ValidDays', { description: 'Days a claimed bonus stays valid.' }),
    startsAt: t.field({ type: 'DateTime', nullable: true, description: 'When it opens; null: open from its creation.', resolve: (c) => c.StartsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, description: 'When it ends; null: open-ended.', resolve: (c) => c.EndsAt }),
    pausedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was paused; null unless paused.', resolve: (c) => c.PausedAt }),
    maxClaims: t.exposeInt('MaxClaims', { nullable: true, description: 'The most claims in total; null: no cap.' }),
    claims: t.exposeInt('Claims', { description: 'How many players claimed it.' }),
    state: t.field({ type: CampaignState, description: 'Whether it takes claims now.', resolve: (c) => c.State }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (c) => c.CreatedAt }),
  }),
});

/** A mutation's answer: the campaign as it now stands (a payload, so its `code` never meets Error.code in one selection). */
const CampaignPayload = builder.objectRef<CampaignShape>('BonusCampaignPayload').implement({
  description: 'A bonus campaign as created or changed.',
  fields: (t) => ({ campaign: t.field({ type: BonusCampaign, description: 'The campaign as it now stands.', resolve: (c) => c }) }),
});

const AmountInput = builder.inputType('BonusCampaignAmountInput', {
  description: 'An amount in one currency (major units).',
  fields: (t) => ({
    currency: t.string({ required: true, description: 'EUR, USD, CAD, SEK…' }),
    amount: t.field({ type: 'Decimal', required: true, description: 'The amount, e.g. "10.00".' }),
  }),
});

const CreateInput = builder.inputType('CreateBonusCampaignInput', {
  description: 'A new campaign: its code and title, what it gives, and (optionally) its window and cap.',
  fields: (t) => ({
    code: t.string({ required: true, description: '3–40 letters, digits, - or _ (stored in upper case).' }),
    title: t.string({ required: true, description: 'The title players read.' }),
    kind: t.field({ type: CampaignKind, required: true, description: 'What it gives.' }),
    product: t.field({ type: CampaignProduct, required: false, description: 'Where it can be used (default: anywhere).' }),
    percent: t.int({ required: false, description: 'Deposit and cashback campaigns: the percentage.' }),
    amounts: t.field({ type: [AmountInput], required: false, description: 'Per currency: the fixed amount, or the cap of a percentage.' }),
    spins: t.int({ required: false, description: 'Free-spins campaigns: how many spins.' }),
    wageringMultiplier: t.int({ required: false, description: 'Times the bonus is wagered before it is real money (default 0).' }),
    validDays: t.int({ required: false, description: 'Days a claimed bonus stays valid (default 30).' }),
    startsAt: t.field({ type: 'DateTime', required: false, description: 'When it opens (default: now).' }),
    endsAt: t.field({ type: 'DateTime', required: false, description: 'When it ends (default: never).' }),
    maxClaims: t.int({ required: false, description: 'The most claims in total (default: no cap).' }),
  }),
});

const ChangeInput = builder.inputType('ChangeBonusCampaignInput', {
  description: 'What to change of a campaign: an action, its window, its cap or its terms (omitted fields stay).',
  fields: (t) => ({
    action: t.field({ type: CampaignAction, required: false, description: 'Pause, resume or expire it.' }),
    title: t.string({ required: false, description: 'A new title.' }),
    percent: t.int({ required: false, description: 'A new percentage.' }),
    amounts: t.field({ type: [AmountInput], required: false, description: 'New amounts (replace all currencies).' }),
    wageringMultiplier: t.int({ required: false, description: 'A new wagering multiple.' }),
    validDays: t.int({ required: false, description: 'New validity in days.' }),
    startsAt: t.field({ type: 'DateTime', required: false, description: 'A new start (schedule it).' }),
    endsAt: t.field({ type: 'DateTime', required: false, description: 'A new end.' }),
    clearEnd: t.boolean({ required: false, description: 'Make it open-ended again.' }),
    maxClaims: t.int({ required: false, description: 'A new cap on claims.' }),
    clearCap: t.boolean({ required: false, description: 'Remove the cap on claims.' }),
    reason: t.string({ required: false, description: 'Why (the audit log keeps it).' }),
  }),
});

type AmountArg = { currency: string; amount: string };
const amountsBody = (amounts: readonly AmountArg[] | null | undefined) => (amounts ? Object.fromEntries(amounts.map((a) => [a.currency.toUpperCase(), String(a.amount)])) : undefined);
const iso = (value: Date | string | null | undefined) => (value == null ? undefined : new Date(value).toISOString());
/** Only the fields given: the platform keeps what a change leaves out. */
const given = <T extends Record<string, unknown>>(body: T) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null)) as T;

/** The platform's field names as the inputs name them, so a refusal lands on the form's field. */
const fieldNames = {
  Code: 'code',
  Title: 'title',
  Kind: 'kind',
  Product: 'product',
  Percent: 'percent',
  Amounts: 'amounts',
  Spins: 'spins',
  WageringMultiplier: 'wageringMultiplier',
  ValidDays: 'validDays',
  StartsAt: 'startsAt',
  EndsAt: 'endsAt',
  MaxClaims: 'maxClaims',
  Reason: 'reason',
};

builder.objectFields(Backoffice, (t) => ({
  bonusCampaigns: t.field({
    type: [BonusCampaign],
    description: 'Every bonus campaign (the welcome bonus and the seeded codes included), newest first, with its state and claims.',
    authScopes: { staff: 'bonuses.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/marketing/campaigns')).Campaigns,
  }),
}));

const changeErrors = { types: [ValidationError, BackofficeError, NotFoundError] };

builder.objectFields(BackofficeMutation, (t) => ({
  createBonusCampaign: t.field({
    type: CampaignPayload,
    description: 'Creates a bonus campaign whose code players then claim (audited).',
    authScopes: { staff: 'bonuses.manage' },
    errors: changeErrors,
    args: { input: t.arg({ type: CreateInput, required: true, description: 'The campaign.' }) },
    resolve: async (_root, { input }, ctx) => {
      const body: CreateBody = given({
        Code: input.code,
        Title: input.title,
        Kind: input.kind,
        Product: input.product ?? undefined,
        Percent: input.percent ?? undefined,
        Amounts: amountsBody(input.amounts),
        Spins: input.spins ?? undefined,
        WageringMultiplier: input.wageringMultiplier ?? undefined,
        ValidDays: input.validDays ?? undefined,
        StartsAt: iso(input.startsAt),
        EndsAt: iso(input.endsAt),
        MaxClaims: input.maxClaims ?? undefined,
      });
      return unwrap(await ctx.platform.POST('/api/backoffice/marketing/campaigns', { body }), { fieldNames }).Campaign;
    },
  }),
  changeBonusCampaign: t.field({
    type: CampaignPayload,
    description: 'Pauses, resumes or expires a campaign, schedules it, or changes its terms or cap (audited); an ended campaign stays ended.',
    authScopes: { staff: 'bonuses.manage' },
    errors: changeErrors,
    args: {
      id: t.arg.id({ required: true, description: "The campaign's global id." }),
      change: t.arg({ type: ChangeInput, required: true, description: 'What to change.' }),
    },
    resolve: async (_root, { id, change }, ctx) => {
      const body: ChangeBody = {
        ...given({
          Action: change.action ?? undefined,
          Title: change.title ?? undefined,
          Percent: change.percent ?? undefined,
          Amounts: amountsBody(change.amounts),
          WageringMultiplier: change.wageringMultiplier ?? undefined,
          ValidDays: change.validDays ?? undefined,
          StartsAt: iso(change.startsAt),
          EndsAt: iso(change.endsAt),
          MaxClaims: change.maxClaims ?? undefined,
          Reason: change.reason ?? undefined,
        }),
        ...(change.clearEnd ? { EndsAt: null } : {}),
        ...(change.clearCap ? { MaxClaims: null } : {}),
      };
      return unwrap(await ctx.platform.POST('/api/backoffice/marketing/campaigns/{id}', { params: { path: { id: idOrNotFound(id, 'BonusCampaign') } }, body }), { fieldNames }).Campaign;
    },
  }),
}));

type SegmentBody = components['schemas']['MarketingSegment'];
type SentShape = Pick<components['schemas']['MarketingSegmentMessageResponse'], 'MessageId' | 'Recipients' | 'Replayed'>;

const SegmentInput = builder.inputType('MarketingSegmentInput', {
  description: 'Which players: every condition given must hold (none: every player). Locked, timed-out and self-excluded players are never in it.',
  fields: (t) => ({
    countries: t.stringList({ required: false, description: 'ISO 3166 country codes of their accounts (SE, DE…).' }),
    currencies: t.stringList({ required: false, description: 'Their account currencies (EUR, SEK…).' }),
    registeredFrom: t.field({ type: 'DateTime', required: false, description: 'Registered at or after.' }),
    registeredTo: t.field({ type: 'DateTime', required: false, description: 'Registered before.' }),
    hasDeposited: t.boolean({ required: false, description: 'true: made a completed deposit; false: never did.' }),
  }),
});

type SegmentArg = { countries?: readonly string[] | null; currencies?: readonly string[] | null; registeredFrom?: Date | string | null; registeredTo?: Date | string | null; hasDeposited?: boolean | null };
const segmentBody = (segment: SegmentArg): SegmentBody =>
  given({
    Countries: segment.countries?.length ? [...segment.countries] : undefined,
    Currencies: segment.currencies?.length ? [...segment.currencies] : undefined,
    RegisteredFrom: iso(segment.registeredFrom),
    RegisteredTo: iso(segment.registeredTo),
    HasDeposited: segment.hasDeposited ?? undefined,
  });

const SegmentMessageSent = builder.objectRef<SentShape>('SegmentMessageSent').implement({
  description: 'A message sent to a segment (or, for a retried key, the first send it answers).',
  fields: (t) => ({
    messageId: t.exposeString('MessageId', { description: "The message's platform id." }),
    recipients: t.exposeInt('Recipients', { description: 'How many players received it.' }),
    replayed: t.exposeBoolean('Replayed', { description: 'This key was sent before: that send is answered and nothing was sent again.' }),
  }),
});

const segmentFieldNames = { ...fieldNames, Subject: 'subject', Body: 'body', IdempotencyKey: 'idempotencyKey', Countries: 'countries', Currencies: 'currencies', RegisteredFrom: 'registeredFrom', RegisteredTo: 'registeredTo' };

builder.objectFields(Backoffice, (t) => ({
  marketingSegmentSize: t.int({
    description: 'How many players a segment reaches now (the preview before sending it a message).',
    authScopes: { staff: 'messages.segment' },
    args: { segment: t.arg({ type: SegmentInput, required: true, description: 'Which players.' }) },
    resolve: async (_root, { segment }, ctx) => unwrap(await ctx.platform.POST('/api/backoffice/marketing/segments/preview', { body: segmentBody(segment) }), { fieldNames: segmentFieldNames }).Recipients,
  }),
}));

builder.objectFields(BackofficeMutation, (t) => ({
  sendSegmentMessage: t.field({
    type: SegmentMessageSent,
    description: 'Sends a private message to every player of a segment (audited); a retry with the same idempotencyKey sends nothing again.',
    authScopes: { staff: 'messages.segment' },
    errors: changeErrors,
    args: {
      segment: t.arg({ type: SegmentInput, required: true, description: 'Which players.' }),
      subject: t.arg.string({ required: true, description: 'The subject players read.' }),
      body: t.arg.string({ required: true, description: 'The message.' }),
      idempotencyKey: t.arg.string({ required: true, description: 'One key per composed message (8–100 characters): a retry with it answers the first send.' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/marketing/messages', { body: { Segment: segmentBody(args.segment), Subject: args.subject, Body: args.body, IdempotencyKey: args.idempotencyKey } }),
        { fieldNames: segmentFieldNames },
      ),
  }),
}));
