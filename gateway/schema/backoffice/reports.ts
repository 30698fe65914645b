/**
 * The operator's reports in the back office (issue 18): per UTC day and currency, GGR per product, bonus
 * cost, NGR, deposits, withdrawals and active players. The platform computes every figure
 * (platform/backoffice/reports, rules/reports.ts); this module only maps them.
 */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { unwrap } from '../../upstream/client';
import { Money } from '../account';
import { Backoffice } from './root';

type DayShape = components['schemas']['ReportDay'];
type TurnoverShape = components['schemas']['ReportTurnover'];
type PaymentsShape = components['schemas']['ReportPayments'];

const money = (amount: string, currency: string) => ({ amount, currency });

const ReportTurnover = builder.objectRef<{ figures: TurnoverShape; currency: string }>('ReportTurnover').implement({
  description: "One product's settled bets or rounds of a day.",
  fields: (t) => ({
    stakes: t.field({ type: Money, description: 'What players staked on the bets/rounds settled that day.', resolve: ({ figures, currency }) => money(figures.Stakes, currency) }),
    winnings: t.field({ type: Money, description: 'What those bets/rounds paid back to players (wins, void refunds, cash-outs).', resolve: ({ figures, currency }) => money(figures.Winnings, currency) }),
    ggr: t.field({ type: Money, description: 'Gross gaming revenue: stakes − winnings (negative on a day players won).', resolve: ({ figures, currency }) => money(figures.Ggr, currency) }),
  }),
});

const ReportPayments = builder.objectRef<{ figures: PaymentsShape; currency: string }>('ReportPayments').implement({
  description: 'Completed deposits or withdrawals of a day, by the day they were asked for.',
  fields: (t) => ({
    count: t.int({ description: 'How many.', resolve: ({ figures }) => figures.Count }),
    amount: t.field({ type: Money, description: 'Their total.', resolve: ({ figures, currency }) => money(figures.Amount, currency) }),
  }),
});

const ReportDay = builder.objectRef<DayShape>('ReportDay').implement({
  description: 'One UTC day in one currency (currencies are never added together).',
  fields: (t) => ({
    day: t.exposeString('Day', { description: 'The UTC day, YYYY-MM-DD.' }),
    currency: t.exposeString('Currency', { description: 'The currency of every amount of the row.' }),
    sportsbook: t.field({ type: ReportTurnover, description: 'Sportsbook tickets settled that day.', resolve: (day) => ({ figures: day.Sportsbook, currency: day.Currency }) }),
    casino: t.field({ type: ReportTurnover, description: 'Casino rounds (every game but live tables).', resolve: (day) => ({ figures: day.Casino, currency: day.Currency }) }),
    liveCasino: t.field({ type: ReportTurnover, description: "Live-casino rounds (games of kind 'live', a dealer's table).", resolve: (day) => ({ figures: day.LiveCasino, currency: day.Currency }) }),
    ggr: t.field({ type: Money, description: 'GGR of the three products.', resolve: (day) => money(day.Ggr, day.Currency) }),
    bonusCost: t.field({ type: Money, description: 'Bonus money the house gave that day (deposit bonuses granted, free-bet stakes, cashback) less bonus money forfeited back.', resolve: (day) => money(day.BonusCost, day.Currency) }),
    ngr: t.field({ type: Money, description: 'Net gaming revenue: GGR − bonus cost.', resolve: (day) => money(day.Ngr, day.Currency) }),
    deposits: t.field({ type: ReportPayments, description: 'Completed deposits.', resolve: (day) => ({ figures: day.Deposits, currency: day.Currency }) }),
    withdrawals: t.field({ type: ReportPayments, description: 'Completed withdrawals.', resolve: (day) => ({ figures: day.Withdrawals, currency: day.Currency }) }),
    activePlayers: t.exposeInt('ActivePlayers', { description: 'Players who placed a bet or played a casino round that day.' }),
  }),
});

const ReportFilter = builder.inputType('ReportFilter', {
  description: 'Which days (UTC, both included, at most 366) and, optionally, one currency.',
  fields: (t) => ({
    from: t.string({ required: true, description: 'The first day, YYYY-MM-DD.' }),
    to: t.string({ required: true, description: 'The last day, YYYY-MM-DD.' }),
    currency: t.string({ required: false, description: 'Only this currency.' }),
  }),
});

/** The filter as the platform's query takes it (and as the CSV link carries it). */
const reportQuery = (filter: { from: string; to: string; currency?: string | null }) => ({ From: filter.from, To: filter.to, ...(filter.currency ? { Currency: filter.currency } : {}) });

builder.objectFields(Backoffice, (t) => ({
  report: t.field({
    type: [ReportDay],
    description: 'The report, day by day, currency by currency.',
    authScopes: { staff: 'reports.read' },
    args: { filter: t.arg({ type: ReportFilter, required: true, description: 'Which days.' }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/reports', { params: { query: reportQuery(args.filter) } })).Days,
  }),
  reportCsvUrl: t.string({
    description: 'Where the same report downloads as CSV, for a plain link in the back office.',
    authScopes: { staff: 'reports.read' },
    args: { filter: t.arg({ type: ReportFilter, required: true, description: 'Which days.' }) },
    resolve: (_root, args) => `/backoffice/export/reports.csv?${new URLSearchParams(reportQuery(args.filter))}`,
  }),
}));
