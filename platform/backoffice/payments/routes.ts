/** The payments desk's REST routes (issue 18): the withdrawal queue and its decisions, the deposits lookup, manual adjustments. */
import { z } from '@hono/zod-openapi';
import { errors, Transaction } from '../../cashier/contract';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createRouter } from '../../http/app';
import { envelope, json, ok } from '../../http/envelope';
import { jsonBody, taggedRoute } from '../../http/routes';
import { IdParam, languageOf } from '../../http/session';
import { valueEnum } from '../../http/value-enum';
import { requireActor, requireStaff, staffHeaders } from '../../staff/guard';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_REASONS } from '../../../rules/payments';
import { createAdjustment } from './adjustments';
import { lookUpDeposits } from './deposits';
import { approveWithdrawal, rejectWithdrawal, withdrawalQueue } from './withdrawals';

const route = taggedRoute('backoffice');

const QueuedWithdrawal = Transaction.extend({
  UserId: z.string(),
  UserName: z.string(),
  KycStatus: z.enum(['verified', 'pending', 'rejected', 'not_submitted']),
  KycRequired: z.boolean().openapi({ description: 'Above WITHDRAWAL_KYC_ABOVE: verified KYC is needed before approval' }),
  ApprovalsNeeded: z.number().int().openapi({ description: '2 above WITHDRAWAL_FOUR_EYES_ABOVE (two different staff), else 1' }),
  ApprovedBy: z.array(z.string()).openapi({ description: 'The staff who approved so far' }),
}).openapi('BackofficeQueuedWithdrawal');

const Decision = envelope('BackofficeWithdrawalDecisionResponse', {
  Decision: z.enum(['approved', 'awaiting_second_approval', 'rejected']),
  Message: z.string(),
  Withdrawal: Transaction.extend({ UserId: z.string() }).openapi('BackofficeDecidedWithdrawal'),
});

const LookedUpDeposit = Transaction.extend({
  UserId: z.string(),
  UserName: z.string(),
  Provider: z.string().nullable().openapi({ description: 'The payment provider' }),
  ProviderReference: z.string().nullable().openapi({ description: "The provider's own id of the payment" }),
  UpdatedDate: z.string().openapi({ description: 'When its status last changed' }),
}).openapi('BackofficeDeposit');

const AdjustmentReason = valueEnum('AdjustmentReason', 'Why a member of staff credited or debited a player (the player reads it translated in their history).', ADJUSTMENT_REASONS);
const AdjustmentDirection = valueEnum('AdjustmentDirection', "Which way a manual adjustment moves the player's cash.", ADJUSTMENT_DIRECTIONS);

const Adjustment = envelope('BackofficeAdjustmentResponse', {
  Replayed: z.boolean().openapi({ description: 'true: this idempotency key already made this adjustment; nothing moved now' }),
  Balance: z.string().openapi({ description: "The player's cash balance now, in major units of the account's currency" }),
  Adjustment: Transaction.extend({
    UserId: z.string(),
    Direction: AdjustmentDirection,
    ReasonCode: AdjustmentReason,
    Note: z.string(),
    StaffUserName: z.string().openapi({ description: 'The member of staff who made it' }),
  }).openapi('BackofficeAdjustment'),
});

const routes = {
  queue: route({
    method: 'get',
    path: '/api/backoffice/payments/withdrawals',
    summary: 'The withdrawal queue: pending withdrawals, oldest first, with KYC state and approvals so far',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('BackofficeWithdrawalQueueResponse', { Withdrawals: z.array(QueuedWithdrawal) }), 'The queue'), ...errors },
  }),
  approve: route({
    method: 'post',
    path: '/api/backoffice/payments/withdrawals/{id}/approve',
    summary: 'Approves: pays out, or (above the four-eyes amount) records the first of two approvals by different staff',
    request: { headers: staffHeaders, params: IdParam },
    responses: { 200: json(Decision, 'Approved, or waiting for a second approval'), ...errors },
  }),
  reject: route({
    method: 'post',
    path: '/api/backoffice/payments/withdrawals/{id}/reject',
    summary: 'Rejects with a reason: the amount returns to the player, who reads the reason in their history and a private message',
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ Reason: z.string().trim().min(1).max(500) }).openapi('BackofficeRejectWithdrawalRequest')) },
    responses: { 200: json(Decision, 'Rejected'), ...errors },
  }),
  deposits: route({
    method: 'get',
    path: '/api/backoffice/payments/deposits',
    summary: "Deposits by a provider's reference (or our bank-transfer reference) and/or by player (account number or user name), newest first, at most 50",
    request: {
      headers: staffHeaders,
      query: z.object({
        reference: z.string().max(200).optional().openapi({ description: "A provider's transaction id or our bank-transfer reference, exactly" }),
        player: z.string().max(100).optional().openapi({ description: "A player's account number or user name, exactly" }),
      }),
    },
    responses: { 200: json(envelope('BackofficeDepositsResponse', { Deposits: z.array(LookedUpDeposit) }), 'The deposits found (none when neither is given)'), ...errors },
  }),
  adjust: route({
    method: 'post',
    path: '/api/backoffice/payments/adjustments',
    summary: "Credits or debits a player's cash with a reason code and a note (a debit never overdraws); the same Idempotency-Key answers the same adjustment",
    request: {
      headers: staffHeaders.extend({ 'idempotency-key': z.string().min(1).max(100).openapi({ description: 'Chosen by the caller: a retry with it moves nothing again' }) }),
      body: jsonBody(
        z
          .object({
            UserId: z.string().regex(/^\d{1,18}$/).openapi({ description: "The player's account number" }),
            Direction: AdjustmentDirection,
            Amount: z.string().max(40).openapi({ description: "Major units of the account's currency, e.g. \"25.00\"" }),
            ReasonCode: AdjustmentReason,
            Note: z.string().trim().min(1).max(500).openapi({ description: 'What happened, for the desk and the audit (the player does not see it)' }),
          })
          .openapi('BackofficeAdjustmentRequest'),
      ),
    },
    responses: { 200: json(Adjustment, 'Made, or the one this key already made'), ...errors },
  }),
};

/** Mount with app.route('/', paymentRoutes(db, config)). */
export function paymentRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.queue, async (c) => {
    await requireActor(c, db, config, 'withdrawals.read');
    return c.json(ok(await withdrawalQueue(db, config, languageOf(c))), 200);
  });
  router.openapi(routes.approve, async (c) => {
    const actor = await requireActor(c, db, config, 'withdrawals.decide');
    if (actor.kind !== 'staff') throw new Error('withdrawals.decide is a person-only operation');
    return c.json(ok(await approveWithdrawal(db, config, actor, languageOf(c), BigInt(c.req.valid('param').id))), 200);
  });
  router.openapi(routes.reject, async (c) => {
    const actor = await requireActor(c, db, config, 'withdrawals.decide');
    return c.json(ok(await rejectWithdrawal(db, actor, languageOf(c), BigInt(c.req.valid('param').id), c.req.valid('json').Reason)), 200);
  });
  router.openapi(routes.deposits, async (c) => {
    await requireActor(c, db, config, 'deposits.read');
    const query = c.req.valid('query');
    return c.json(ok(await lookUpDeposits(db, languageOf(c), { Reference: query.reference, Player: query.player })), 200);
  });
  router.openapi(routes.adjust, async (c) => {
    const staff = await requireStaff(c, db, config, 'adjustments.create');
    return c.json(ok(await createAdjustment(db, { kind: 'staff', staff }, languageOf(c), c.req.valid('json'), c.req.valid('header')['idempotency-key'])), 200);
  });
  return router;
}
