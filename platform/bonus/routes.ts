/**
 * The bonus service's REST contract (seed 001 §7 "Bonuses": user bonuses, claim
 * and cancel, free spins and free bets, general and personal bonuses) and its
 * operator calls (personal bonuses, the weekly cashback run).
 */
import { z } from '@hono/zod-openapi';
import { createRouter } from '../http/app';
import { envelope, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { BonusOffer, IdParam, UserBonus, errors, sessionHeader } from '../cashier/contract';
import { cashierDeps, type CashierDeps, type CashierDepsInput } from '../cashier/options';
import { languageOf, requirePlayer } from '../cashier/session';
import { assignBonus, cancelBonus, claimBonus, listBonuses, runWeeklyCashback, userBonuses } from './service';
import { errorEnvelope } from '../http/envelope';
import { recordAudit, audited } from '../staff/audit';
import { StaffErrorCode } from '../staff/errors';
import { requireActor, staffHeaders } from '../staff/guard';
import { BonusErrorCode, BonusOperatorErrorCode } from './errors';
import { BONUS_KINDS, BONUS_PRODUCTS, CAMPAIGN_ACTIONS, changeCampaign, createCampaign, listCampaigns } from './campaigns';

const route = taggedRoute('bonuses');

/** The refusals of the bonus area's back-office routes: the role table's, and the bonus service's to staff. */
const BonusBackofficeErrorEnvelope = errorEnvelope('BonusBackofficeErrorEnvelope', [StaffErrorCode, BonusErrorCode, BonusOperatorErrorCode]);
const backofficeErrors = {
  400: json(BonusBackofficeErrorEnvelope, 'Invalid input or a refused operation (FieldErrors name the fields): nothing was changed'),
  401: json(BonusBackofficeErrorEnvelope, 'No staff session, or it ended'),
  403: json(BonusBackofficeErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(BonusBackofficeErrorEnvelope, 'No such bonus or player'),
  409: json(BonusBackofficeErrorEnvelope, 'The code is taken, or the campaign has ended'),
  500: json(BonusBackofficeErrorEnvelope, 'Unexpected error'),
} as const;

const Amounts = z.record(z.string().regex(/^[A-Za-z]{3,4}$/), z.string().regex(/^\d{1,12}(\.\d{1,8})?$/)).openapi({ example: { EUR: '10.00' } });
const When = z.iso.datetime({ offset: true }).nullable().optional();
const BonusCampaign = z
  .object({
    Id: z.number().int(),
    Code: z.string(),
    Title: z.string(),
    Kind: z.enum(BONUS_KINDS),
    Product: z.enum(BONUS_PRODUCTS),
    Personal: z.boolean(),
    Percent: z.number().int(),
    Amounts: z.record(z.string(), z.string()),
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
    State: z.enum(['scheduled', 'running', 'paused', 'expired', 'exhausted']),
    CreatedAt: z.string(),
  })
  .openapi('BonusCampaign');
const CampaignIdParam = z.object({ id: z.string().regex(/^\d{1,9}$/) });
const BonusResponse = envelope('BonusResponse', { Message: z.string(), Bonus: UserBonus });

const routes = {
  list: route({
    method: 'get',
    path: '/api/bonuses',
    summary: 'General bonuses (with the player\'s status of each) and the personal bonuses appended to the player',
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('BonusListsResponse', { GeneralBonuses: z.array(BonusOffer), PersonalBonuses: z.array(UserBonus) }), 'Bonus lists'), ...errors },
  }),
  mine: route({
    method: 'get',
    path: '/api/bonuses/user',
    summary: "The player's bonuses: active (appended or active), history (canceled or completed) or all; Kind free_spins or free_bet for those lists",
    request: {
      headers: sessionHeader,
      query: z.object({ status: z.enum(['active', 'history', 'all']).optional(), kind: z.enum(['deposit', 'free_spins', 'free_bet', 'cashback']).optional() }),
    },
    responses: { 200: json(envelope('UserBonusesResponse', { Bonuses: z.array(UserBonus) }), 'Bonuses, newest first'), ...errors },
  }),
  claim: route({
    method: 'post',
    path: '/api/bonuses/claim',
    summary: 'Seed 000 §4 bonus claim: a code and, optionally, the deposit\'s transaction id; Message "Bonus code successfully activated!"',
    request: {
      headers: sessionHeader,
      body: jsonBody(z.object({ BonusCode: z.string().max(100).nullable().optional(), TransactionId: z.string().max(20).nullable().optional() }).openapi('BonusClaimRequest')),
    },
    responses: { 200: json(BonusResponse, 'Activated'), ...errors },
  }),
  cancel: route({
    method: 'post',
    path: '/api/bonuses/{id}/cancel',
    summary: 'Cancel an appended or active bonus; an active deposit bonus forfeits its remaining bonus money',
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(BonusResponse, 'Canceled'), ...errors },
  }),
  assign: route({
    method: 'post',
    path: '/api/admin/bonuses/assign',
    summary: 'Staff (bonuses.assign): append a personal bonus to a player (who then claims it by its code)',
    request: {
      headers: staffHeaders,
      body: jsonBody(z.object({ UserId: z.string().regex(/^\d{1,18}$/), BonusCode: z.string().max(100) }).openapi('BonusAssignRequest')),
    },
    responses: { 200: json(BonusResponse, 'Appended'), ...backofficeErrors },
  }),
  cashback: route({
    method: 'post',
    path: '/api/admin/bonuses/cashback',
    summary: 'Staff or the machine token (bonuses.cashback): pay the weekly cashback of a finished week (Monday, UTC); running a week again pays nobody twice',
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
      ...backofficeErrors,
    },
  }),
  campaigns: route({
    method: 'get',
    path: '/api/backoffice/bonuses',
    summary: 'Every bonus campaign (the seeded catalogue and the welcome bonus included) with its state and claims, newest first',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('BonusCampaignsResponse', { Campaigns: z.array(BonusCampaign) }), 'The campaigns'), ...backofficeErrors },
  }),
  createCampaign: route({
    method: 'post',
    path: '/api/backoffice/bonuses',
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
            MaxClaims: z.number().int().min(1).max(10_000_000).nullable().optional(),
          })
          .openapi('BonusCampaignCreateRequest'),
      ),
    },
    responses: { 200: json(envelope('BonusCampaignResponse', { Campaign: BonusCampaign }), 'Created'), ...backofficeErrors },
  }),
  changeCampaign: route({
    method: 'post',
    path: '/api/backoffice/bonuses/{id}',
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
            MaxClaims: z.number().int().min(1).max(10_000_000).nullable().optional(),
            Reason: z.string().trim().max(500).optional(),
          })
          .openapi('BonusCampaignChangeRequest'),
      ),
    },
    responses: { 200: json(envelope('BonusCampaignChangeResponse', { Campaign: BonusCampaign }), 'Changed'), ...backofficeErrors },
  }),
};

/** The bonus routes; mount with app.route('/', bonusRoutes({ db, config, options })). */
export function bonusRoutes(input: CashierDepsInput) {
  const deps: CashierDeps = cashierDeps(input);
  const router = createRouter();

  router.openapi(routes.list, async (c) => c.json(ok(await listBonuses(deps, await requirePlayer(deps, c))), 200));
  router.openapi(routes.mine, async (c) => c.json(ok({ Bonuses: await userBonuses(deps, await requirePlayer(deps, c), c.req.valid('query')) }), 200));
  router.openapi(routes.claim, async (c) => c.json(ok(await claimBonus(deps, await requirePlayer(deps, c), c.req.valid('json'))), 200));
  router.openapi(routes.cancel, async (c) => c.json(ok(await cancelBonus(deps, await requirePlayer(deps, c), BigInt(c.req.valid('param').id))), 200));
  router.openapi(routes.assign, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'bonuses.assign');
    const { UserId, BonusCode } = c.req.valid('json');
    const { Message, Bonus } = await audited(deps.db, actor, 'bonuses.assign', async (tx) => {
      const { appended, ...result } = await assignBonus(tx, languageOf(c), BigInt(UserId), BonusCode);
      return { result, audit: { targetType: 'user', targetId: UserId, after: { BonusCode: result.Bonus.Code, UserBonusId: result.Bonus.Id, Appended: appended } } };
    });
    return c.json(ok({ Message, Bonus }), 200);
  });
  router.openapi(routes.cashback, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'bonuses.cashback');
    const { WeekStart } = c.req.valid('json');
    const result = await runWeeklyCashback(deps, languageOf(c), WeekStart);
    // The run pays each player in a transaction of their own (a rerun pays nobody twice): recorded once it succeeded.
    await recordAudit(deps.db, actor, 'bonuses.cashback', { targetType: 'cashbackWeek', targetId: WeekStart, after: { Paid: result.Paid.length, AlreadyPaid: result.AlreadyPaid } });
    return c.json(ok(result), 200);
  });
  router.openapi(routes.campaigns, async (c) => {
    await requireActor(c, deps.db, deps.config, 'bonuses.read');
    return c.json(ok({ Campaigns: await listCampaigns(deps.db, languageOf(c)) }), 200);
  });
  router.openapi(routes.createCampaign, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'bonuses.manage');
    return c.json(ok({ Campaign: await createCampaign(deps.db, actor, languageOf(c), c.req.valid('json')) }), 200);
  });
  router.openapi(routes.changeCampaign, async (c) => {
    const actor = await requireActor(c, deps.db, deps.config, 'bonuses.manage');
    return c.json(ok({ Campaign: await changeCampaign(deps.db, actor, languageOf(c), Number(c.req.valid('param').id), c.req.valid('json')) }), 200);
  });
  return router;
}
