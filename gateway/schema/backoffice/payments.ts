/** The payments desk in the back office (issue 18): the withdrawal queue and its decisions, the deposits lookup, manual adjustments. */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { BackofficeError, CashierError, NotFoundError, ValidationError } from '../../errors';
import { type Payload, unwrap } from '../../upstream/client';
import * as enums from '../../upstream/value-enums';
import { globalIdOf, idOrNotFound } from '../ids';
import { Backoffice, BackofficeMutation } from './root';

type Queued = components['schemas']['BackofficeQueuedWithdrawal'];
type Decided = components['schemas']['BackofficeDecidedWithdrawal'];
type Shape = Decided & Partial<Pick<Queued, 'UserName' | 'KycStatus' | 'KycRequired' | 'ApprovalsNeeded' | 'ApprovedBy'>>;

const BackofficeWithdrawal = builder.objectRef<Shape>('BackofficeWithdrawal').implement({
  description: "A withdrawal as the payments desk sees it: the player's request, their KYC state and the approvals so far.",
  fields: (t) => ({
    id: t.id({ description: "The withdrawal's global id (a CashierTransaction's).", resolve: (w) => globalIdOf('CashierTransaction', w.Id) }),
    userId: t.exposeString('UserId', { description: "The player's account number." }),
    userName: t.string({ nullable: true, description: "The player's user name (in the queue).", resolve: (w) => w.UserName ?? null }),
    amount: t.field({ type: 'Decimal', description: 'The amount, in major units of its currency.', resolve: (w) => w.Amount }),
    currency: t.exposeString('Currency', { description: 'Its currency.' }),
    method: t.string({ nullable: true, description: 'The payout method, as the player chose it.', resolve: (w) => w.MethodName ?? w.Method ?? null }),
    status: t.exposeString('Status', { description: 'Pending, Completed, Rejected…' }),
    reasonText: t.string({ nullable: true, description: 'Why it ended as it did (a rejection: the reason the player reads).', resolve: (w) => w.ReasonText ?? null }),
    requestedAt: t.field({ type: 'DateTime', description: 'When the player asked.', resolve: (w) => w.CreatedDate }),
    kycStatus: t.string({ nullable: true, description: "The player's KYC: verified, pending, rejected or not_submitted.", resolve: (w) => w.KycStatus ?? null }),
    kycRequired: t.boolean({ description: 'Above the KYC amount: verified KYC comes before approval.', resolve: (w) => w.KycRequired ?? false }),
    approvalsNeeded: t.int({ description: 'Two above the four-eyes amount (two different people), else one.', resolve: (w) => w.ApprovalsNeeded ?? 1 }),
    approvedBy: t.stringList({ description: 'The staff who approved so far.', resolve: (w) => w.ApprovedBy ?? [] }),
  }),
});

const WithdrawalDecision = builder.objectRef<{ Decision: string; Message: string; Withdrawal: Decided }>('WithdrawalDecision').implement({
  description: 'What a decision did: approved (paid out), awaiting a second approval, or rejected.',
  fields: (t) => ({
    decision: t.exposeString('Decision', { description: 'approved, awaiting_second_approval or rejected.' }),
    message: t.exposeString('Message', { description: 'The outcome in words.' }),
    withdrawal: t.field({ type: BackofficeWithdrawal, description: 'The withdrawal as it now stands.', resolve: (d) => d.Withdrawal }),
  }),
});

builder.objectFields(Backoffice, (t) => ({
  withdrawalQueue: t.field({
    type: [BackofficeWithdrawal],
    description: 'Pending withdrawals, oldest first (at most 500).',
    authScopes: { staff: 'withdrawals.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/payments/withdrawals')).Withdrawals,
  }),
}));

const decisionErrors = { types: [ValidationError, BackofficeError, NotFoundError] };

builder.objectFields(BackofficeMutation, (t) => ({
  approveWithdrawal: t.field({
    type: WithdrawalDecision,
    description: 'Approves a pending withdrawal: pays it out, or above the four-eyes amount records the first of two approvals by different staff.',
    authScopes: { staff: 'withdrawals.decide' },
    errors: decisionErrors,
    args: { id: t.arg.id({ required: true, description: "The withdrawal's global id." }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.POST('/api/backoffice/payments/withdrawals/{id}/approve', { params: { path: { id: idOrNotFound(args.id, 'CashierTransaction') } } })),
  }),
  rejectWithdrawal: t.field({
    type: WithdrawalDecision,
    description: 'Rejects a pending withdrawal with a reason: the amount returns to the player, who reads the reason in their history and a private message.',
    authScopes: { staff: 'withdrawals.decide' },
    errors: decisionErrors,
    args: {
      id: t.arg.id({ required: true, description: "The withdrawal's global id." }),
      reason: t.arg.string({ required: true, description: 'Why (the player reads it).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/payments/withdrawals/{id}/reject', { params: { path: { id: idOrNotFound(args.id, 'CashierTransaction') } }, body: { Reason: args.reason } }), { fieldNames: { Reason: 'reason' } }),
  }),
}));

// ---------------------------------------------------------------- deposits lookup

const BackofficeDeposit = builder.objectRef<components['schemas']['BackofficeDeposit']>('BackofficeDeposit').implement({
  description: 'A deposit as the payments desk looks it up: whose, how much, by which method and provider, what became of it and when.',
  fields: (t) => ({
    id: t.id({ description: "The deposit's global id (a CashierTransaction's).", resolve: (d) => globalIdOf('CashierTransaction', d.Id) }),
    legacyId: t.exposeString('Id', { description: "The platform's id of the deposit." }),
    userId: t.exposeString('UserId', { description: "The player's account number." }),
    userName: t.exposeString('UserName', { description: "The player's user name." }),
    amount: t.field({ type: 'Decimal', description: 'The amount, in major units of its currency.', resolve: (d) => d.Amount }),
    currency: t.exposeString('Currency', { description: 'Its currency.' }),
    method: t.string({ nullable: true, description: 'The method, as the player saw it.', resolve: (d) => d.MethodName ?? d.Method ?? null }),
    provider: t.exposeString('Provider', { nullable: true, description: 'The payment provider.' }),
    providerReference: t.exposeString('ProviderReference', { nullable: true, description: "The provider's own id of the payment." }),
    referenceNumber: t.exposeString('ReferenceNumber', { nullable: true, description: 'Our reference of a bank transfer.' }),
    status: t.exposeString('Status', { description: 'Pending, Completed, ProviderDeclined…' }),
    statusText: t.exposeString('StatusText', { description: 'The status in the request language.' }),
    reasonText: t.exposeString('ReasonText', { nullable: true, description: 'Why it failed, if it did.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the player started it.', resolve: (d) => d.CreatedDate }),
    updatedAt: t.field({ type: 'DateTime', description: 'When its status last changed.', resolve: (d) => d.UpdatedDate }),
    completedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was credited (or ended); null while open.', resolve: (d) => d.CompletedDate }),
  }),
});

builder.objectFields(Backoffice, (t) => ({
  deposits: t.field({
    type: [BackofficeDeposit],
    description: "Deposits by a provider's reference (or our bank-transfer reference) and/or by player, exactly; newest first, at most 50. Empty when neither is given.",
    authScopes: { staff: 'deposits.read' },
    args: {
      reference: t.arg.string({ description: "A provider's transaction id or our bank-transfer reference." }),
      player: t.arg.string({ description: "A player's account number or user name." }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.GET('/api/backoffice/payments/deposits', { params: { query: { reference: args.reference ?? undefined, player: args.player ?? undefined } } })).Deposits,
  }),
}));

// ---------------------------------------------------------------- manual adjustments

const AdjustmentReason = builder.enumType('AdjustmentReason', enums.AdjustmentReason);
const AdjustmentDirection = builder.enumType('AdjustmentDirection', enums.AdjustmentDirection);
type AdjustmentAnswer = Payload<components['schemas']['BackofficeAdjustmentResponse']>;

const Adjustment = builder.objectRef<AdjustmentAnswer>('Adjustment').implement({
  description: "A manual credit or debit of a player's cash by the payments desk, and the cash balance after it.",
  fields: (t) => ({
    id: t.id({ description: "The adjustment's global id (a CashierTransaction's: the player's history shows it).", resolve: (a) => globalIdOf('CashierTransaction', a.Adjustment.Id) }),
    userId: t.string({ description: "The player's account number.", resolve: (a) => a.Adjustment.UserId }),
    direction: t.field({ type: AdjustmentDirection, description: 'Credit or debit.', resolve: (a) => a.Adjustment.Direction }),
    amount: t.field({ type: 'Decimal', description: 'The amount, in major units of the account currency.', resolve: (a) => a.Adjustment.Amount }),
    currency: t.string({ description: 'The account currency.', resolve: (a) => a.Adjustment.Currency }),
    reasonCode: t.field({ type: AdjustmentReason, description: 'Why (the player reads it translated).', resolve: (a) => a.Adjustment.ReasonCode }),
    note: t.string({ description: "The desk's note (not shown to the player).", resolve: (a) => a.Adjustment.Note }),
    staffUserName: t.string({ description: 'Who made it.', resolve: (a) => a.Adjustment.StaffUserName }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was made.', resolve: (a) => a.Adjustment.CreatedDate }),
    balance: t.field({ type: 'Decimal', description: "The player's cash balance after it.", resolve: (a) => a.Balance }),
    replayed: t.boolean({ description: 'true: this idempotency key had already made it; nothing moved now.', resolve: (a) => a.Replayed }),
  }),
});

const AdjustBalanceInput = builder.inputType('AdjustBalanceInput', {
  description: "A manual credit or debit of a player's cash.",
  fields: (t) => ({
    userId: t.string({ required: true, description: "The player's account number." }),
    direction: t.field({ type: AdjustmentDirection, required: true, description: 'Credit or debit (a debit never takes the cash below zero).' }),
    // A string, not Decimal: what a member of staff typed reaches the platform, whose refusal names the field in their language.
    amount: t.string({ required: true, description: 'Major units of the account currency, e.g. "25.00".' }),
    reasonCode: t.field({ type: AdjustmentReason, required: true, description: 'Why (the player reads it translated).' }),
    note: t.string({ required: true, description: "What happened, for the desk and the audit (the player does not see it)." }),
    idempotencyKey: t.string({ required: true, description: 'One per adjustment, chosen by the caller: a retry with the same key moves nothing again.' }),
  }),
});

const ADJUSTMENT_FIELDS = { UserId: 'userId', Amount: 'amount', ReasonCode: 'reasonCode', Note: 'note', Direction: 'direction', 'idempotency-key': 'idempotencyKey' };

builder.objectFields(BackofficeMutation, (t) => ({
  adjustBalance: t.field({
    type: Adjustment,
    description: "Credits or debits a player's cash with a reason code and a note: an ordinary ledger movement carrying the staff member, audited; a debit never overdraws.",
    authScopes: { staff: 'adjustments.create' },
    errors: { types: [ValidationError, BackofficeError, NotFoundError, CashierError] },
    args: { input: t.arg({ type: AdjustBalanceInput, required: true, description: 'The adjustment.' }) },
    resolve: async (_root, { input }, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/payments/adjustments', {
          params: { header: { 'idempotency-key': input.idempotencyKey } },
          body: { UserId: input.userId, Direction: input.direction, Amount: input.amount, ReasonCode: input.reasonCode, Note: input.note },
        }),
        { fieldNames: ADJUSTMENT_FIELDS },
      ),
  }),
}));
