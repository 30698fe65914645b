/**
 * Agent calls of seed 001 §7 (create and edit sub-agent, get sub-agents, sub-agent report, lock and
 * unlock sub-account, deposit and withdraw for sub-account), PascalCase with the HasErrors envelope.
 * Every route acts for the signed-in agent inside its own tree; staff make an account an agent in the
 * back office (platform/backoffice/operations).
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponsesOf, json, ok } from '../http/envelope';
import { idempotentHeaders, IdParam, languageOf, requirePlayer, sessionHeader } from '../http/session';
import { jsonBody, taggedRoute } from '../http/routes';
import { AgentsErrorEnvelope, agentError } from './errors';
import { agentReport, reportCsv, type Period } from './report';
import { createSubAgent, editSubAgent, listSubAgents, setLocked, subAgentsByIds, transfer } from './service';
import { requireAgent } from './tree';
import { partnerAgentOf } from '../partners/keys';

const route = taggedRoute('agents');

const errors = {
  ...errorResponsesOf(AgentsErrorEnvelope),
  401: json(AgentsErrorEnvelope, 'Not signed in'),
  403: json(AgentsErrorEnvelope, 'Not an agent (NO_PRIVILEGES), a type it may not create, a demo user (PLAY_MONEY_ONLY)'),
  404: json(AgentsErrorEnvelope, 'No such account in the caller\'s tree (also when it exists elsewhere)'),
  409: json(AgentsErrorEnvelope, 'Insufficient balance, different currencies, an idempotency key reused'),
} as const;

const Decimal = z.string().max(20);
const SubAgent = z
  .object({
    Id: z.string(),
    UserName: z.string(),
    Email: z.string(),
    AccountType: z.number().int().openapi({ description: 'Seed 001 §1: 0 user, 1 agent, 2 super agent, 3 demo user, 4 super master agent' }),
    Currency: z.string(),
    Country: z.string().nullable(),
    Locked: z.boolean(),
    Balance: z.string().openapi({ description: 'Cash in Currency, major units' }),
    PlayMoney: z.boolean().openapi({ description: 'A demo user: Balance is play money' }),
    ParentId: z.string().nullable(),
    ParentUserName: z.string().nullable(),
    SubAgentCommission: Decimal.openapi({ description: 'Percent, 2 decimals' }),
    AgentCommission: Decimal.openapi({ description: 'Percent, 2 decimals' }),
    StakeFactor: Decimal.openapi({ description: 'Factor, 2 decimals (1.00 = stakes as placed)' }),
    PositionTaking: Decimal.openapi({ description: 'Percent, 2 decimals' }),
    Rebate: Decimal.openapi({ description: 'Percent of stakes, 2 decimals' }),
    CreatedDate: z.string(),
  })
  .openapi('SubAgent');

const SubAgentForm = z
  .object({
    UserName: z.string().max(100).optional(),
    UserID: z.string().max(20).nullable().optional(),
    CurrencyID: z.string().max(10).optional(),
    Email: z.string().max(254).optional(),
    Password: z.string().max(200).optional(),
    PasswordConfirmation: z.string().max(200).optional(),
    SubAgentCommission: Decimal.optional(),
    AgentCommission: Decimal.optional(),
    Country: z.string().max(2).optional(),
    StakeFactor: Decimal.optional(),
    PositionTaking: Decimal.optional(),
    Rebate: Decimal.optional(),
    AccountType: z.number().int().min(0).max(4).optional().openapi({ description: 'The new account\'s type (default 0, a player)' }),
  })
  .openapi('SubAgentForm');

const SubAgentResponse = envelope('SubAgentResponse', { SubAgent });
const ReportQuery = z.object({
  Month: z.coerce.number().int().min(1).max(12).optional(),
  Year: z.coerce.number().int().min(2000).max(2100).optional(),
  Week: z.enum(['true', '1']).optional().openapi({ description: 'The last 7 days instead of a month' }),
});
const ReportRow = z
  .object({ UserId: z.string().nullable(), UserName: z.string(), Currency: z.string(), Stakes: z.string(), Wins: z.string(), Ggr: z.string(), Commission: z.string(), Rebate: z.string() })
  .openapi('AgentReportRow');

const TransferRequest = z.object({ Amount: z.string().max(30).openapi({ description: 'Major units, e.g. "12.50"' }) }).openapi('AgentTransferRequest');

/** POST /api/agent/subAgents/{id}/<action>: one sub-account, answered as it is after. */
function subAccountAction(action: 'lock' | 'unlock', summary: string, answered: string) {
  return route({
    method: 'post',
    path: `/api/agent/subAgents/{id}/${action}`,
    summary,
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(SubAgentResponse, answered), ...errors },
  });
}

/** A transfer: the same, with an amount and the Idempotency-Key a retry repeats. */
function transferRoute(direction: 'deposit' | 'withdraw', summary: string) {
  return route({
    method: 'post',
    path: `/api/agent/subAgents/{id}/${direction}`,
    summary,
    request: { headers: idempotentHeaders, params: IdParam, body: jsonBody(TransferRequest) },
    responses: { 200: json(SubAgentResponse, 'Moved (or already: the same key)'), ...errors },
  });
}

const routes = {
  list: route({
    method: 'get',
    path: '/api/agent/subAgents',
    summary: 'Get sub-agents: the caller\'s tree at any depth, newest first, 20 a page, Search in username or e-mail',
    request: {
      headers: sessionHeader,
      query: z.object({ Search: z.string().max(100).optional(), Page: z.coerce.number().int().min(1).max(100000).optional(), PageSize: z.coerce.number().int().min(1).max(100).optional() }),
    },
    responses: { 200: json(envelope('SubAgentsResponse', { SubAgents: z.array(SubAgent), TotalRecords: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }), 'A page'), ...errors },
  }),
  byIds: route({
    method: 'get',
    path: '/api/agent/subAgents/byIds',
    summary: 'Sub-accounts by id, in the order asked; ids outside the caller\'s tree are left out (a DataLoader batch)',
    request: { headers: sessionHeader, query: z.object({ Ids: z.string().regex(/^\d{1,18}(,\d{1,18}){0,99}$/) }) },
    responses: { 200: json(envelope('SubAgentsByIdsResponse', { SubAgents: z.array(SubAgent) }), 'The sub-accounts'), ...errors },
  }),
  create: route({
    method: 'post',
    path: '/api/agent/subAgents',
    summary: 'Create sub-agent (seed 001 §3 form); a refusal answers FieldErrors keyed by the form\'s fields',
    request: { headers: sessionHeader, body: jsonBody(SubAgentForm) },
    responses: { 200: json(SubAgentResponse, 'Created'), ...errors },
  }),
  edit: route({
    method: 'put',
    path: '/api/agent/subAgents/{id}',
    summary: 'Edit sub-agent: e-mail, country, password (with confirmation) and the rates; blank fields stay as they are',
    request: { headers: sessionHeader, params: IdParam, body: jsonBody(SubAgentForm) },
    responses: { 200: json(SubAgentResponse, 'Edited'), ...errors },
  }),
  lock: subAccountAction('lock', 'Lock a sub-account: it cannot sign in or bet, its sessions end', 'Locked'),
  unlock: subAccountAction('unlock', 'Unlock a sub-account', 'Unlocked'),
  deposit: transferRoute('deposit', "Deposit for sub-account: the agent's cash to the sub-account's, one ledger movement per Idempotency-Key"),
  withdraw: transferRoute('withdraw', 'Withdraw for sub-account: its cash back to the agent, never below zero; one movement per Idempotency-Key'),
  report: route({
    method: 'get',
    path: '/api/agent/report',
    summary: 'Sub-agent report by Month and Year, or Week (the last 7 days): stakes, wins, GGR, commission and rebate per sub-account',
    request: { headers: sessionHeader, query: ReportQuery },
    responses: {
      200: json(envelope('AgentReportResponse', { From: z.string(), To: z.string(), Currency: z.string(), Rows: z.array(ReportRow), Totals: ReportRow }), 'The report'),
      ...errors,
    },
  }),
  csv: route({
    method: 'get',
    path: '/api/agent/report.csv',
    summary: 'The same report as CSV (text/csv), a totals line last',
    request: { headers: sessionHeader, query: ReportQuery },
    responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errors },
  }),
};

function periodOf(c: Context, query: z.infer<typeof ReportQuery>): Period {
  if (query.Week) return { week: true };
  const now = new Date();
  if ((query.Month === undefined) !== (query.Year === undefined)) {
    throw agentError(languageOf(c), 'VALIDATION', { [query.Month === undefined ? 'Month' : 'Year']: 'Month and Year go together' });
  }
  return { month: query.Month ?? now.getUTCMonth() + 1, year: query.Year ?? now.getUTCFullYear() };
}

const id = (c: Context) => BigInt(c.req.param('id') ?? '0');
/** A transfer without its Idempotency-Key is refused: a retry must be recognisable as one. */
function keyOf(c: Context) {
  const key = c.req.header('idempotency-key');
  if (!key) throw agentError(languageOf(c), 'VALIDATION', { 'idempotency-key': 'Required' });
  return key;
}

export function agentRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  const agentOf = async (c: Context) => requireAgent(db, (await requirePlayer(db, config, c)).userId, languageOf(c));
  // Issue 8: a partner key with agents:reports (X-Partner-Key, from the gateway) reads its owner agent's tree, never changes it.
  const readerOf = async (c: Context) =>
    requireAgent(db, (await partnerAgentOf(db, c.req.header('x-partner-key'))) ?? (await requirePlayer(db, config, c)).userId, languageOf(c));

  router.openapi(routes.list, async (c) => c.json(ok(await listSubAgents(db, await readerOf(c), c.req.valid('query'))), 200));
  router.openapi(routes.byIds, async (c) => {
    const ids = c.req.valid('query').Ids.split(',').map(BigInt);
    return c.json(ok({ SubAgents: await subAgentsByIds(db, await readerOf(c), ids) }), 200);
  });
  router.openapi(routes.create, async (c) => c.json(ok({ SubAgent: await createSubAgent(db, await agentOf(c), c.req.valid('json')) }), 200));
  router.openapi(routes.edit, async (c) => c.json(ok({ SubAgent: await editSubAgent(db, await agentOf(c), id(c), c.req.valid('json')) }), 200));
  router.openapi(routes.lock, async (c) => c.json(ok({ SubAgent: await setLocked(db, await agentOf(c), id(c), true) }), 200));
  router.openapi(routes.unlock, async (c) => c.json(ok({ SubAgent: await setLocked(db, await agentOf(c), id(c), false) }), 200));
  for (const direction of ['deposit', 'withdraw'] as const) {
    router.openapi(routes[direction], async (c) => {
      const agent = await agentOf(c);
      return c.json(ok({ SubAgent: await transfer(db, agent, id(c), direction, c.req.valid('json').Amount, keyOf(c)) }), 200);
    });
  }
  router.openapi(routes.report, async (c) => {
    const agent = await readerOf(c);
    return c.json(ok(await agentReport(db, agent, periodOf(c, c.req.valid('query')))), 200);
  });
  router.openapi(routes.csv, async (c) => {
    const agent = await agentOf(c);
    const report = await agentReport(db, agent, periodOf(c, c.req.valid('query')));
    const name = `agent-report-${report.From.slice(0, 10)}-${report.To.slice(0, 10)}.csv`;
    return c.body(reportCsv(report), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });
  });
  return router;
}
