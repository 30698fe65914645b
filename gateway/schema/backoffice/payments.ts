/** The payments desk in the back office (issue 18): the withdrawal queue and its decisions. */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
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
