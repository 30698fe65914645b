/**
 * The trading desk's audit (issue 19): the audit log read for the trading operations only (trading.…),
 * operation trading.audit.read (rules/backoffice.ts): traders read who suspended, limited, repriced or
 * corrected what, and the system's auto-suspensions, without the whole log (audit.read stays compliance's).
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponsesOf, json, ok } from '../http/envelope';
import { languageOf } from '../http/session';
import { taggedRoute } from '../http/routes';
import { t } from '../i18n';
import { AUDIT_PAGE, readAudit } from '../staff/audit-log';
import { StaffError, StaffErrorEnvelope } from '../staff/errors';
import { requireActor, staffHeaders } from '../staff/guard';
import { AuditEntry, AuditQuery } from '../staff/routes';

/** Every operation of the trading desk is named so (rules/backoffice.ts). */
export const TRADING_OPERATIONS = 'trading.';

const route = taggedRoute('backoffice');

const routes = {
  audit: route({
    method: 'get',
    path: '/api/backoffice/trading/audit',
    summary: 'The audit of the trading operations (trading.…), newest first, filtered as the audit log; another Operation is refused',
    request: { headers: staffHeaders, query: AuditQuery },
    responses: {
      200: json(envelope('TradingAuditResponse', { Entries: z.array(AuditEntry) }), 'A page of entries'),
      ...errorResponsesOf(StaffErrorEnvelope),
      400: json(StaffErrorEnvelope, 'Operation names no trading operation'),
      401: json(StaffErrorEnvelope, 'No staff session, or it ended'),
      403: json(StaffErrorEnvelope, 'The staff’s roles may not read the trading audit'),
    },
  }),
};

/** Mount with app.route('/', tradingAuditRoutes(db, config)). */
export function tradingAuditRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.audit, async (c) => {
    await requireActor(c, db, config, 'trading.audit.read');
    const query = c.req.valid('query');
    const operation = query.Operation?.trim() || TRADING_OPERATIONS;
    if (!operation.startsWith(TRADING_OPERATIONS)) {
      const message = t(languageOf(c), 'backoffice-trading:errors.auditOperation');
      throw new StaffError(400, 'VALIDATION', message, { Operation: message });
    }
    return c.json(ok({ Entries: await readAudit(db, { ...query, Operation: operation, Limit: query.Limit ?? AUDIT_PAGE }) }), 200);
  });
  return router;
}
