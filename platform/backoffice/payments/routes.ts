/** The payments desk's REST routes (issue 18): the withdrawal queue and its decisions. */
import { z } from '@hono/zod-openapi';
import { errors, Transaction } from '../../cashier/contract';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createRouter } from '../../http/app';
import { envelope, json, ok } from '../../http/envelope';
import { jsonBody, taggedRoute } from '../../http/routes';
import { IdParam, languageOf } from '../../http/session';
import { requireActor, staffHeaders } from '../../staff/guard';
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
  return router;
}
