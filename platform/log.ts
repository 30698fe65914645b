/**
 * The platform's log (rules/log.ts): one JSON line per request — method, route template, status, time,
 * request id (the gateway's x-request-id, else a new one) and the user — and audit lines for what
 * regulators and operators ask about: sign-ins and sign-outs, bets, deposits, withdrawals, operator calls.
 */
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { createLogger, newRequestId, REQUEST_ID, requestScope, type RequestScope } from '../rules/log';
import { metrics } from './metrics';

export const log = createLogger('platform');

/** An audit line: `event` (sign-in, bet.placed, deposit, …) and what identifies the act, never a secret. */
export function audit(event: string, fields: Record<string, unknown> = {}): void {
  log.info({ audit: event, ...fields }, event);
}

/** The route the request matched, as a template (/api/bets/:id), never the path with its ids. */
export function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  const handler = matchedRoutes(c).findLast((route) => route.method !== 'ALL');
  return handler?.path ?? 'unmatched';
}

/**
 * The calls that leave an audit line beside their request line, by route template: who signed in or out,
 * placed bets, asked for a deposit or a withdrawal, and every operator call (any /api/admin route).
 * The money they moved is audited where it moves (ledger.ts postMovement: 'ledger.movement').
 */
const AUDITED: Readonly<Record<string, string>> = {
  'POST /api/account/login': 'sign-in',
  'POST /api/account/login/2fa': 'sign-in.second-factor',
  'POST /api/account/logout': 'sign-out',
  'POST /api/bets': 'bets.place',
  'POST /api/cashier/deposit': 'deposit.request',
  'POST /api/cashier/withdraw': 'withdrawal.request',
  'POST /api/cashier/withdraw/:id/cancel': 'withdrawal.cancel',
  'POST /api/agent/subAgents/:id/deposit': 'agent.transfer',
  'POST /api/agent/subAgents/:id/withdraw': 'agent.transfer',
};

const auditEventOf = (method: string, route: string) => AUDITED[`${method} ${route}`] ?? (route.startsWith('/api/admin/') ? 'operator' : null);

export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const scope: RequestScope = { requestId: given && REQUEST_ID.test(given) ? given : newRequestId() };
    const started = performance.now();
    await requestScope.run(scope, next);
    c.header('x-request-id', scope.requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const route = routeOf(c);
    const line = { requestId: scope.requestId, userId: scope.userId, method: c.req.method, route, status: c.res.status };
    log.info({ ...line, ms }, 'request');
    metrics.http.observe({ method: c.req.method, route, status: String(c.res.status) }, ms / 1000);
    const event = auditEventOf(c.req.method, route);
    if (event) audit(event, { ...line, outcome: c.res.status < 400 ? 'done' : 'refused' });
  };
}
