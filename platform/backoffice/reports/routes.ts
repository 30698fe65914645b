/**
 * The operator's reports (issue 18): GGR, NGR, bonus cost, deposits, withdrawals and active players per
 * UTC day, product and currency (figures.ts), as JSON for the back office's page and as CSV for a
 * spreadsheet. Operation reports.read (rules/backoffice.ts): payments, compliance, marketing, traders,
 * auditors and admins.
 */
import { z } from '@hono/zod-openapi';
import { daysBetween, REPORT_MAX_DAYS, REPORT_PRODUCTS } from '../../../rules/reports';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createRouter } from '../../http/app';
import { envelope, errorResponsesOf, json, ok } from '../../http/envelope';
import { languageOf } from '../../http/session';
import { taggedRoute } from '../../http/routes';
import { t } from '../../i18n';
import { formatMinor } from '../../money';
import { StaffError, StaffErrorEnvelope } from '../../staff/errors';
import { requireActor, staffHeaders } from '../../staff/guard';
import { readReport, type ReportDay } from './figures';

const route = taggedRoute('backoffice');

const errors = {
  ...errorResponsesOf(StaffErrorEnvelope),
  401: json(StaffErrorEnvelope, 'No staff session, or it ended'),
  403: json(StaffErrorEnvelope, "The staff's roles may not read reports"),
} as const;

const Day = z.iso.date().openapi({ description: 'A UTC day, YYYY-MM-DD' });

const ReportQuery = z.object({
  From: Day,
  To: Day,
  Currency: z.string().regex(/^[A-Z0-9]{2,10}$/).optional().openapi({ description: 'Only this currency; else every currency, each apart' }),
});

const Decimal = z.string().openapi({ description: "A decimal amount in the row's currency" });
const Turnover = z.object({ Stakes: Decimal, Winnings: Decimal, Ggr: Decimal }).openapi('ReportTurnover');
const Payments = z.object({ Count: z.number().int(), Amount: Decimal }).openapi('ReportPayments');

const ReportDayView = z
  .object({
    Day: z.string().openapi({ format: 'date' }),
    Currency: z.string(),
    Sportsbook: Turnover,
    Casino: Turnover,
    LiveCasino: Turnover,
    Ggr: Decimal,
    BonusCost: Decimal,
    Ngr: Decimal,
    Deposits: Payments,
    Withdrawals: Payments,
    ActivePlayers: z.number().int(),
  })
  .openapi('ReportDay', { description: "One UTC day in one currency: GGR = stakes − winnings on settled bets/rounds; NGR = GGR − bonus cost" });

const routes = {
  report: route({
    method: 'get',
    path: '/api/backoffice/reports',
    summary: `Per UTC day and currency, From to To (at most ${REPORT_MAX_DAYS} days): GGR per product, bonus cost, NGR, deposits, withdrawals, active players`,
    request: { headers: staffHeaders, query: ReportQuery },
    responses: { 200: json(envelope('ReportResponse', { Days: z.array(ReportDayView) }), 'The days, currency by currency'), ...errors },
  }),
  csv: route({
    method: 'get',
    path: '/api/backoffice/reports.csv',
    summary: 'The same report as CSV, one row per day and currency',
    request: { headers: staffHeaders, query: ReportQuery },
    responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errors },
  }),
};

const PRODUCT_FIELDS = { sportsbook: 'Sportsbook', casino: 'Casino', liveCasino: 'LiveCasino' } as const satisfies Record<(typeof REPORT_PRODUCTS)[number], string>;

function dayView(row: ReportDay) {
  const money = (amount: bigint) => formatMinor(amount, row.currency);
  const products = Object.fromEntries(
    REPORT_PRODUCTS.map((product) => {
      const figures = row.products[product];
      return [PRODUCT_FIELDS[product], { Stakes: money(figures.stakes), Winnings: money(figures.winnings), Ggr: money(figures.ggr) }];
    }),
  ) as Record<(typeof PRODUCT_FIELDS)[keyof typeof PRODUCT_FIELDS], z.infer<typeof Turnover>>;
  return {
    Day: row.day,
    Currency: row.currency,
    ...products,
    Ggr: money(row.ggr),
    BonusCost: money(row.bonusCost),
    Ngr: money(row.ngr),
    Deposits: { Count: row.deposits.count, Amount: money(row.deposits.amount) },
    Withdrawals: { Count: row.withdrawals.count, Amount: money(row.withdrawals.amount) },
    ActivePlayers: row.activePlayers,
  };
}

const CSV_HEADER = [
  'Day', 'Currency',
  'SportsbookStakes', 'SportsbookWinnings', 'SportsbookGgr',
  'CasinoStakes', 'CasinoWinnings', 'CasinoGgr',
  'LiveCasinoStakes', 'LiveCasinoWinnings', 'LiveCasinoGgr',
  'Ggr', 'BonusCost', 'Ngr', 'DepositCount', 'DepositAmount', 'WithdrawalCount', 'WithdrawalAmount', 'ActivePlayers',
];

/**
 * Every cell is a day, a currency code or a number this code wrote: no text anyone typed, so nothing to
 * quote or defuse (audit-log.ts's csvCell would turn a negative GGR into text).
 */
export function reportCsv(days: ReturnType<typeof dayView>[]): string {
  const line = (day: ReturnType<typeof dayView>) =>
    [
      day.Day, day.Currency,
      ...[day.Sportsbook, day.Casino, day.LiveCasino].flatMap((turnover) => [turnover.Stakes, turnover.Winnings, turnover.Ggr]),
      day.Ggr, day.BonusCost, day.Ngr, day.Deposits.Count, day.Deposits.Amount, day.Withdrawals.Count, day.Withdrawals.Amount, day.ActivePlayers,
    ].join(',');
  return [CSV_HEADER.join(','), ...days.map(line)].join('\r\n') + '\r\n';
}

/** Mount with app.route('/', reportRoutes(db, config)). */
export function reportRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  const read = async (query: z.infer<typeof ReportQuery>, lang: ReturnType<typeof languageOf>) => {
    const days = daysBetween(query.From, query.To);
    if (days === null) throw new StaffError(400, 'VALIDATION', t(lang, 'backoffice-reports:errors.range'), { To: t(lang, 'backoffice-reports:errors.range') });
    if (days > REPORT_MAX_DAYS) throw new StaffError(400, 'VALIDATION', t(lang, 'backoffice-reports:errors.tooLong', { days: REPORT_MAX_DAYS }), { To: t(lang, 'backoffice-reports:errors.tooLong', { days: REPORT_MAX_DAYS }) });
    return (await readReport(db, { from: query.From, to: query.To, currency: query.Currency })).map(dayView);
  };

  router.openapi(routes.report, async (c) => {
    await requireActor(c, db, config, 'reports.read');
    return c.json(ok({ Days: await read(c.req.valid('query'), languageOf(c)) }), 200);
  });
  router.openapi(routes.csv, async (c) => {
    await requireActor(c, db, config, 'reports.read');
    const query = c.req.valid('query');
    const days = await read(query, languageOf(c));
    return c.body(reportCsv(days), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="report-${query.From}-${query.To}.csv"`, 'cache-control': 'no-store' });
  });
  return router;
}
