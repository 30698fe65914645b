/**
 * Operations' back-office routes (issue 18): the release history and the agent network. Publishing a
 * release and partner keys keep their /api/admin paths (platform/system, platform/partners): deploy
 * pipelines and scripts/partner-key.ts call them with the machine token, staff with their session.
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createRouter } from '../../http/app';
import { envelope, errorResponsesOf, json, ok } from '../../http/envelope';
import { jsonBody, taggedRoute } from '../../http/routes';
import { IdParam, languageOf } from '../../http/session';
import { requireActor, staffHeaders } from '../../staff/guard';
import { currentRelease, releaseHistory } from '../../system/release';
import { changeAccountType, moveAccount, networkAccounts } from './agents';
import { OperationsErrorEnvelope } from './errors';

const route = taggedRoute('backoffice');

const errors = {
  ...errorResponsesOf(OperationsErrorEnvelope),
  401: json(OperationsErrorEnvelope, 'No staff session, or it ended'),
  403: json(OperationsErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(OperationsErrorEnvelope, 'No such account, or no such parent'),
  409: json(OperationsErrorEnvelope, "The change would break the agent network's rules"),
} as const;

const Reason = z.string().trim().max(500).optional().openapi({ description: 'Why (the audit log records it)' });

const NetworkAccount = z
  .object({
    Id: z.string(),
    UserName: z.string(),
    Email: z.string(),
    AccountType: z.number().int().openapi({ description: 'Seed 001 §1: 0 user, 1 agent, 2 super agent, 3 demo user, 4 super master agent' }),
    Currency: z.string(),
    Locked: z.boolean(),
    ParentId: z.string().nullable(),
    ParentUserName: z.string().nullable(),
    SubAccounts: z.number().int().openapi({ description: 'How many accounts sit directly under it' }),
    CreatedDate: z.string(),
  })
  .openapi('NetworkAccount');

const NetworkAccountResponse = envelope('NetworkAccountResponse', { Account: NetworkAccount });

const routes = {
  releases: route({
    method: 'get',
    path: '/api/backoffice/operations/releases',
    summary: 'The live web build and the releases published before it, newest first (at most 20)',
    request: { headers: staffHeaders },
    responses: {
      200: json(envelope('ReleaseHistoryResponse', { Live: z.string(), Releases: z.array(z.object({ Hash: z.string(), PublishedAt: z.string() }).openapi('Release')) }), 'The releases'),
      ...errors,
    },
  }),
  accounts: route({
    method: 'get',
    path: '/api/backoffice/operations/agents',
    summary: "The agent network: accounts whose user name or e-mail contains Search (without it, the agents), newest first, at most 50",
    request: { headers: staffHeaders, query: z.object({ Search: z.string().max(100).optional() }) },
    responses: { 200: json(envelope('NetworkAccountsResponse', { Accounts: z.array(NetworkAccount) }), 'The accounts'), ...errors },
  }),
  type: route({
    method: 'post',
    path: '/api/backoffice/operations/agents/{id}/type',
    summary: 'Promotes an account to an agent type (1, 2, 4) or makes an agent a player again (0), within the network rules',
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ AccountType: z.number().int().min(0).max(4), Reason }).openapi('NetworkAccountTypeRequest')) },
    responses: { 200: json(NetworkAccountResponse, 'Changed'), ...errors },
  }),
  move: route({
    method: 'post',
    path: '/api/backoffice/operations/agents/{id}/parent',
    summary: 'Moves an account with its whole tree under another agent (no loops, a type the agent may hold, one currency)',
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ ParentUserName: z.string().trim().min(1).max(100), Reason }).openapi('NetworkMoveRequest')) },
    responses: { 200: json(NetworkAccountResponse, 'Moved'), ...errors },
  }),
};

/** The contract's fields only (a view carries more: balances and rates are the agent pages'). */
const account = (view: z.input<typeof NetworkAccount>) => NetworkAccount.parse(view);

/** Mount with app.route('/', operationsRoutes(db, config)). */
export function operationsRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.releases, async (c) => {
    await requireActor(c, db, config, 'release.read');
    return c.json(ok({ Live: await currentRelease(db), Releases: await releaseHistory(db) }), 200);
  });
  router.openapi(routes.accounts, async (c) => {
    await requireActor(c, db, config, 'agents.read');
    const { Accounts } = await networkAccounts(db, c.req.valid('query').Search);
    return c.json(ok({ Accounts: Accounts.map(account) }), 200);
  });
  router.openapi(routes.type, async (c) => {
    const actor = await requireActor(c, db, config, 'agents.manage');
    const body = c.req.valid('json');
    return c.json(ok({ Account: account(await changeAccountType(db, actor, languageOf(c), BigInt(c.req.valid('param').id), body.AccountType, body.Reason)) }), 200);
  });
  router.openapi(routes.move, async (c) => {
    const actor = await requireActor(c, db, config, 'agents.manage');
    const body = c.req.valid('json');
    return c.json(ok({ Account: account(await moveAccount(db, actor, languageOf(c), BigInt(c.req.valid('param').id), body.ParentUserName, body.Reason)) }), 200);
  });
  return router;
}
