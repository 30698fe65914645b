import { tradingCorrectionRoutes } from './trading/routes';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import type { PlatformConfig } from './config';
import { isDatabaseUnavailable, type Database } from './db/connection';
import { requestLanguage, t } from './i18n';
import { eventRoutes } from './events/routes';
import type { OutboxNotifier } from './events/notifier';
import { referenceRoutes } from './reference/routes';
import { systemRoutes } from './system/routes';
import { accountRoutes } from './account/routes';
import { bodyLimits, frameGuard, inputGuard } from './http/app';
import { DomainError } from './http/errors';
import { sportsbookRoutes } from './sportsbook/routes';
import { resultsRoutes } from './sportsbook/results-routes';
import { mediaRoutes } from './sportsbook/media-routes';
import type { FeedAdapter } from './feed/adapter';
import { feedRoutes } from './feed/routes';
import { bonusRoutes, cashierRoutes, loadCashierOptions } from './cashier';
import { createIpCountryResolver } from './reference/service';
import { bettingRoutes, type BettingDeps } from './betting';
import { casinoRoutes, providerRoutes } from './casino';
import { gameServerRoutes } from './casino/gameserver/routes';
import { agentRoutes } from './agents';
import { partnerRoutes } from './partners/routes';
import { messageRoutes } from './messages';
import { responsibleRoutes } from './responsible/routes';
import { chatRoutes } from './chat/routes';
import { staffRoutes } from './staff/routes';
import { paymentRoutes } from './backoffice/payments/routes';
import { tickerRoutes } from './trading/ticker-routes';
import { tradingControlRoutes } from './trading/controls-routes';
import { playerRoutes } from './backoffice/players/routes';
import { complianceRoutes } from './compliance/routes';
import { casinoBackofficeRoutes } from './backoffice/casino/routes';
import { operationsRoutes } from './backoffice/operations/routes';
import { reportRoutes } from './backoffice/reports/routes';
import { tradingRoutes } from './trading/liability-routes';
import { tradingAuditRoutes } from './trading/audit-routes';
import { marketingRoutes } from './backoffice/marketing/routes';
import { riskRoutes } from './trading/risk-routes';
import { ResponsibleError } from './responsible/errors';
import { recordRefusal } from './responsible/guards';
import { createLifecycle, type Lifecycle } from './http/lifecycle';
import { log, requestLog } from './log';
import { routeSpans } from './tracing';

export interface PlatformDeps {
  database: Database;
  config: PlatformConfig;
  notifier: OutboxNotifier;
  /** The betting service's dependencies (its options are the operator's tables). */
  betting: BettingDeps;
  /** The running feed, once started (operator calls reach it). */
  feed?: () => FeedAdapter | null;
  /** Whether the process is stopping (main.ts drains it on SIGTERM). */
  lifecycle?: Lifecycle;
}

/** The REST application without a listener: tests call app.request(), main.ts serves it. */
export function createPlatformApp({ database, config, notifier, betting, feed = () => null, lifecycle = createLifecycle() }: PlatformDeps) {
  const app = new OpenAPIHono();
  // Outermost: the request's log line and its statements fall inside its span.
  app.use('*', routeSpans());
  app.use('*', requestLog());
  app.use('*', bodyLimits());
  app.use('*', inputGuard());
  app.use('*', frameGuard());
  app.route('/', systemRoutes(database, config, lifecycle));
  app.route('/', referenceRoutes(config));
  app.route('/', eventRoutes(database.db, notifier, lifecycle));
  app.route('/', accountRoutes({ db: database.db, config, countryOf: createIpCountryResolver(config.ipCountryMap) }));
  const cashier = { db: database.db, config, options: loadCashierOptions() };
  app.route('/', cashierRoutes(cashier));
  app.route('/', bonusRoutes(cashier));
  app.route('/', sportsbookRoutes(database.db));
  app.route('/', resultsRoutes(database.db));
  app.route('/', mediaRoutes(database.db));
  app.route('/', feedRoutes(database.db, config, feed));
  app.route('/', bettingRoutes(betting));
  app.route('/', tradingCorrectionRoutes(betting));
  app.route('/', casinoRoutes(database.db, config));
  app.route('/', providerRoutes(database.db, config));
  app.route('/', gameServerRoutes(database.db, config));
  app.route('/', agentRoutes(database.db, config));
  app.route('/', partnerRoutes(database.db, config));
  app.route('/', messageRoutes(database.db, config));
  app.route('/', responsibleRoutes(database.db, config));
  app.route('/', staffRoutes(database.db, config));
  app.route('/', paymentRoutes(database.db, config));
  app.route('/', tickerRoutes(database.db, config));
  app.route('/', tradingControlRoutes(database.db, config));
  app.route('/', playerRoutes(database.db, config));
  app.route('/', riskRoutes(database.db, config));
  app.route('/', complianceRoutes(database.db, config));
  app.route('/', chatRoutes(database.db, config));
  app.route('/', reportRoutes(database.db, config));
  app.route('/', tradingRoutes(database.db, config));
  app.route('/', tradingAuditRoutes(database.db, config));
  app.route('/', casinoBackofficeRoutes(database.db, config));
  app.route('/', operationsRoutes(database.db, config));
  app.route('/', marketingRoutes(cashier));
  app.notFound((c) => c.json({ HasErrors: true, ErrorMessage: 'Not found', ErrorCode: 'NOT_FOUND' }, 404));
  app.onError(async (error, c) => {
    if (error instanceof DomainError) {
      // A refusal by a limit or an exclusion is audited once its transaction has rolled back.
      if (error instanceof ResponsibleError) await recordRefusal(database.db, error).catch((failure: unknown) => console.warn('platform: a refusal was not audited', failure));
      if (error.retryAfterSeconds) c.header('retry-after', String(error.retryAfterSeconds));
      return c.json(
        {
          HasErrors: true,
          ErrorMessage: error.message,
          ErrorCode: error.code,
          ...(error.fieldErrors ? { FieldErrors: error.fieldErrors } : {}),
          ...(error.retryAfterSeconds ? { RetryAfterSeconds: error.retryAfterSeconds } : {}),
        },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals: its JSON validator throws a 400 for a body that is missing or not JSON, which
      // inputGuard lets through when it is empty (it cannot know which routes need one).
      const lang = requestLanguage(c.req.header('accept-language'));
      return c.json({ HasErrors: true, ErrorMessage: error.status === 400 ? t(lang, 'validation:malformedJson') : error.message, ErrorCode: 'VALIDATION' }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: a moment's outage, not a fault (issue 14 §4).
      log.warn({ err: error.message }, 'database unavailable');
      c.header('retry-after', '5');
      return c.json({ HasErrors: true, ErrorMessage: t(requestLanguage(c.req.header('accept-language')), 'errors:UNAVAILABLE'), ErrorCode: 'UNAVAILABLE' }, 503);
    }
    log.error({ err: error }, 'unexpected error');
    return c.json({ HasErrors: true, ErrorMessage: 'Something went wrong!', ErrorCode: 'INTERNAL' }, 500);
  });
  return app;
}

export function openApiDocument(app: ReturnType<typeof createPlatformApp>) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Oddsgate platform',
      version: '1',
      description: 'The REST contract behind the Oddsgate gateway: account, cashier, sportsbook, casino and feed services.',
    },
  });
}
