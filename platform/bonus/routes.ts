/**
 * The bonus service's REST contract (seed 001 §7 "Bonuses": user bonuses, claim
 * and cancel, free spins and free bets, general and personal bonuses). The staff's
 * side (campaigns, personal bonuses, the weekly cashback run) is the back office's
 * marketing area: platform/backoffice/marketing/routes.ts.
 */
import { z } from '@hono/zod-openapi';
import { createRouter } from '../http/app';
import { envelope, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { BonusOffer, IdParam, UserBonus, errors, sessionHeader } from '../cashier/contract';
import { cashierDeps, type CashierDeps, type CashierDepsInput } from '../cashier/options';
import { requirePlayer } from '../cashier/session';
import { cancelBonus, claimBonus, listBonuses, userBonuses } from './service';

const route = taggedRoute('bonuses');

export const BonusResponse = envelope('BonusResponse', { Message: z.string(), Bonus: UserBonus });

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
};

/** The bonus routes; mount with app.route('/', bonusRoutes({ db, config, options })). */
export function bonusRoutes(input: CashierDepsInput) {
  const deps: CashierDeps = cashierDeps(input);
  const router = createRouter();

  router.openapi(routes.list, async (c) => c.json(ok(await listBonuses(deps, await requirePlayer(deps, c))), 200));
  router.openapi(routes.mine, async (c) => c.json(ok({ Bonuses: await userBonuses(deps, await requirePlayer(deps, c), c.req.valid('query')) }), 200));
  router.openapi(routes.claim, async (c) => c.json(ok(await claimBonus(deps, await requirePlayer(deps, c), c.req.valid('json'))), 200));
  router.openapi(routes.cancel, async (c) => c.json(ok(await cancelBonus(deps, await requirePlayer(deps, c), BigInt(c.req.valid('param').id))), 200));
  return router;
}
