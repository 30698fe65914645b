/**
 * The back office's marketing routes (issue 18): bonus campaigns (a code players type in the claim flow,
 * its terms, window, pause and cap; the welcome bonus is one of them), personal bonuses offered to one
 * player, the weekly cashback run, and private messages to a segment of players. Every route checks the
 * role table; every change is audited.
 */
import { z } from '@hono/zod-openapi';
import { BonusErrorCode, BonusOperatorErrorCode } from '../../bonus/errors';
import { BONUS_KINDS, BONUS_PRODUCTS, CAMPAIGN_ACTIONS, CAMPAIGN_STATES, changeCampaign, createCampaign, listCampaigns } from '../../bonus/campaigns';
import { BonusResponse } from '../../bonus/routes';
import { assignBonus, runWeeklyCashback } from '../../bonus/service';
import { cashierDeps, type CashierDepsInput } from '../../cashier/options';
import { createRouter } from '../../http/app';
import { envelope, errorEnvelope, errorResponsesOf, json, ok } from '../../http/envelope';
import { jsonBody, taggedRoute } from '../../http/routes';
import { languageOf } from '../../http/session';
import { audited, recordAudit } from '../../staff/audit';
import { StaffErrorCode } from '../../staff/errors';
import { requireActor, staffHeaders } from '../../staff/guard';
import { previewSegment, sendSegmentMessage } from './segments';

const route = taggedRoute('backoffice');

/** The marketing routes' refusals: the role table's, and the bonus service's to staff. */
const MarketingErrorEnvelope = errorEnvelope('MarketingErrorEnvelope', [StaffErrorCode, BonusErrorCode, BonusOperatorErrorCode]);
const errors = {
  ...errorResponsesOf(MarketingErrorEnvelope),
  401: json(MarketingErrorEnvelope, 'No staff session, or it ended'),
  403: json(MarketingErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(MarketingErrorEnvelope, 'No such campaign, bonus or player'),
  409: json(MarketingErrorEnvelope, 'The code is taken, or the campaign has ended'),
} as const;

const Amounts = z.record(z.string().regex(/^[A-Za-z]{3,4}$/), z.string().regex(/^\d{1,12}(\.\d{1,8})?$/)).openapi({ example: { EUR: '10.00' } });
const When = z.iso.datetime({ offset: true }).nullable().optional();
const MaxClaims = z.number().int().min(1).max(10_000_000).nullable().optional();

const BonusCampaign = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    Title: z.string(),
    Kind: z.enum(BONUS_KINDS),
    Product: z.enum(BONUS_PRODUCTS),
    Personal: z.boolean(),
    Percent: z.number().int(),
    Amounts: z.record(z.string(), z.string()).openapi({ description: 'Per currency: the fixed amount, or the cap of a percentage (major units)' }),
    Spins: z.number().int(),
    WageringMultiplier: z.number().int(),
    RequiresDeposit: z.boolean(),
    FirstDepositOnly: z.boolean(),
    ValidDays: z.number().int(),
    StartsAt: z.string().nullable(),
    EndsAt: z.string().nullable(),
    PausedAt: z.string().nullable(),
    MaxClaims: z.number().int().nullable(),
    Claims: z.number().int(),
    State: z.enum(CAMPAIGN_STATES),
    CreatedAt: z.string(),
  })
  .openapi('BonusCampaign');
const CampaignIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });

const Segment = z
  .object({
    Countries: z.array(z.string().regex(/^[A-Za-z]{2}$/)).max(50).optional(),
    Currencies: z.array(z.string().regex(/^[A-Za-z]{3,5}$/)).max(20).optional(),
    RegisteredFrom: z.iso.datetime({ offset: true }).optional(),
    RegisteredTo: z.iso.datetime({ offset: true }).optional(),
    HasDeposited: z.boolean().optional(),
  })
  .openapi('MarketingSegment', { description: 'Which players: every condition given must hold (none: every player)' });

const routes = {
  previewSegment: route({
    method: 'post',
    path: '/api/backoffice/marketing/segments/preview',
    summary: 'How many players a segment reaches now (players who are locked, on a time-out or self-excluded are not counted)',
    request: { headers: staffHeaders, body: jsonBody(Segment) },
    responses: { 200: json(envelope('MarketingSegmentPreviewResponse', { Recipients: z.number().int() }), 'The count'), ...errors },
  }),
  sendSegmentMessage: route({
    method: 'post',
    path: '/api/backoffice/marketing/messages',
    summary: 'Sends a private message to every player of a segment; a retry with the same IdempotencyKey answers the first send and sends nothing again',
    request: {
      headers: staffHeaders,
      body: jsonBody(
        z
          .object({
            Segment,
            Subject: z.string().trim().min(1).max(200),
            Body: z.string().trim().min(1).max(5000),
            IdempotencyKey: z.string().trim().min(8).max(100),
          })
          .openapi('MarketingSegmentMessageRequest'),
      ),
    },
    responses: {
      200: json(envelope('MarketingSegmentMessageResponse', { MessageId: z.string(), Recipients: z.number().int(), Replayed: z.boolean().openapi({ description: 'A retry: the first send answered, nothing sent again' }) }), 'Sent'),
      ...errors,
    },
  }),
  campaigns: route({
    method: 'get',
    path: '/api/backoffice/marketing/campaigns',
    summary: 'Every bonus campaign (the seeded catalogue and the welcome bonus included) with its state and claims, newest first',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('BonusCampaignsResponse', { Campaigns: z.array(BonusCampaign) }), 'The campaigns'), ...errors },
  }),
  createCampaign: route({
    method: 'post',
    path: '/api/backoffice/marketing/campaigns',
    summary: 'Creates a bonus campaign: a code players type in the claim flow, its terms, window and cap on claims',
    request: {
      headers: staffHeaders,
      body: jsonBody(
        z
          .object({
            Code: z.string().trim().regex(/^[A-Za-z0-9_-]{3,40}$/),
            Title: z.string().trim().min(1).max(100),
            Kind: z.enum(BONUS_KINDS),
            Product: z.enum(BONUS_PRODUCTS).optional(),
            Personal: z.boolean().optional(),
            Percent: z.number().int().min(0).max(1000).optional(),
            Amounts: Amounts.optional(),
            Spins: z.number().int().min(0).max(1000).optional(),
            WageringMultiplier: z.number().int().min(0).max(100).optional(),
            RequiresDeposit: z.boolean().optional(),
            FirstDepositOnly: z.boolean().optional(),
            ValidDays: z.number().int().min(1).max(365).optional(),
            StartsAt: When,
            EndsAt: When,
            MaxClaims,
          })
          .openapi('BonusCampaignCreateRequest'),
      ),
    },
    responses: { 200: json(envelope('BonusCampaignResponse', { Campaign: BonusCampaign }), 'Created'), ...errors },
  }),
  changeCampaign: route({
    method: 'post',
    path: '/api/backoffice/marketing/campaigns/{id}',
    summary: "Pauses, resumes or expires a campaign, or changes its terms, window or cap; an ended campaign can't be changed",
    request: {
      headers: staffHeaders,
      params: CampaignIdParam,
      body: jsonBody(
        z
          .object({
            Action: z.enum(CAMPAIGN_ACTIONS).optional(),
            Title: z.string().trim().min(1).max(100).optional(),
            Percent: z.number().int().min(0).max(1000).optional(),
            Amounts: Amounts.optional(),
            WageringMultiplier: z.number().int().min(0).max(100).optional(),
            ValidDays: z.number().int().min(1).max(365).optional(),
            StartsAt: When,
            EndsAt: When,
            MaxClaims,
            Reason: z.string().trim().max(500).optional(),
          })
          .openapi('BonusCampaignChangeRequest'),
      ),
    },
    responses: { 200: json(envelope('BonusCampaignChangeResponse', { Campaign: BonusCampaign }), 'Changed'), ...errors },
  }),
  assign: route({
    method: 'post',
    path: '/api/backoffice/marketing/personal-bonuses',
    summary: 'Offers a personal bonus to one player (who then claims it by its code)',
    request: {
      headers: staffHeaders,
      body: jsonBody(z.object({ UserId: z.string().regex(/^\d{1,18}$/), BonusCode: z.string().max(100) }).openapi('BonusAssignRequest')),
    },
    responses: { 200: json(BonusResponse, 'Appended'), ...errors },
  }),
  cashback: route({
    method: 'post',
    path: '/api/backoffice/marketing/cashback',
    summary: 'Staff or the machine token (a scheduler): pays the weekly cashback of a finished week (Monday, UTC); running a week again pays nobody twice',
    request: {
      headers: staffHeaders,
      body: jsonBody(z.object({ WeekStart: z.string().max(10).openapi({ example: '2026-01-05' }) }).openapi('BonusCashbackRequest')),
    },
    responses: {
      200: json(
        envelope('BonusCashbackResponse', {
          WeekStart: z.string(),
          Paid: z.array(z.object({ UserId: z.string(), Currency: z.string(), NetLoss: z.string(), Amount: z.string() })),
          AlreadyPaid: z.number().int(),
        }),
        'Paid',
      ),
      ...errors,
    },
  }),
};

/** Mount with app.route('/', marketingRoutes({ db, config, options })) (the cashback run needs the cashier's options). */
export function marketingRoutes(input: CashierDepsInput) {
  const deps = cashierDeps(input);
  const { db, config } = deps;
  const router = createRouter();
  router.openapi(routes.campaigns, async (c) => {
    await requireActor(c, db, config, 'bonuses.read');
    return c.json(ok({ Campaigns: await listCampaigns(db, languageOf(c)) }), 200);
  });
  router.openapi(routes.createCampaign, async (c) => {
    const actor = await requireActor(c, db, config, 'bonuses.manage');
    return c.json(ok({ Campaign: await createCampaign(db, actor, languageOf(c), c.req.valid('json')) }), 200);
  });
  router.openapi(routes.changeCampaign, async (c) => {
    const actor = await requireActor(c, db, config, 'bonuses.manage');
    return c.json(ok({ Campaign: await changeCampaign(db, actor, languageOf(c), Number(c.req.valid('param').id), c.req.valid('json')) }), 200);
  });
  router.openapi(routes.assign, async (c) => {
    const actor = await requireActor(c, db, config, 'bonuses.assign');
    const { UserId, BonusCode } = c.req.valid('json');
    const { Message, Bonus } = await audited(db, actor, 'bonuses.assign', async (tx) => {
      const { appended, ...result } = await assignBonus(tx, languageOf(c), BigInt(UserId), BonusCode);
      return { result, audit: { targetType: 'user', targetId: UserId, after: { BonusCode: result.Bonus.Code, UserBonusId: result.Bonus.Id, Appended: appended } } };
    });
    return c.json(ok({ Message, Bonus }), 200);
  });
  router.openapi(routes.cashback, async (c) => {
    const actor = await requireActor(c, db, config, 'bonuses.cashback');
    const { WeekStart } = c.req.valid('json');
    const result = await runWeeklyCashback(deps, languageOf(c), WeekStart);
    // The run pays each player in a transaction of their own (a rerun pays nobody twice): recorded once it succeeded.
    await recordAudit(db, actor, 'bonuses.cashback', { targetType: 'cashbackWeek', targetId: WeekStart, after: { Paid: result.Paid.length, AlreadyPaid: result.AlreadyPaid } });
    return c.json(ok(result), 200);
  });
  router.openapi(routes.previewSegment, async (c) => {
    await requireActor(c, db, config, 'messages.segment');
    return c.json(ok(await previewSegment(db, c.req.valid('json'))), 200);
  });
  router.openapi(routes.sendSegmentMessage, async (c) => {
    const actor = await requireActor(c, db, config, 'messages.segment');
    return c.json(ok(await sendSegmentMessage(db, actor, languageOf(c), c.req.valid('json'))), 200);
  });
  return router;
}
