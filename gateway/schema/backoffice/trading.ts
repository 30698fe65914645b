/** Corrected results and voided markets in the back office (issue 19): preview what a correction does, then apply it; and the trading audit. */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import { Backoffice, BackofficeMutation } from './root';
import { auditArgs, AuditPage, auditPage } from './staff';

type Correction = Omit<components['schemas']['TradingCorrectionResponse'], 'ErrorMessage'>;
type Ticket = components['schemas']['TradingCorrectionTicket'];

const CorrectedResult = builder.enumType('CorrectedResult', {
  description: "An outcome's corrected result, as settlement reads it.",
  values: {
    win: { description: 'Won.' },
    lost: { description: 'Lost.' },
    refund: { description: 'Stake returned (a whole line landed on).' },
    halfwin: { description: 'Half won, half returned (a quarter line).' },
    halflose: { description: 'Half lost, half returned (a quarter line).' },
    cancelled: { description: 'Void: settled at odds 1.00.' },
  } as const,
});

const OutcomeResultInput = builder.inputType('CorrectedOutcomeInput', {
  description: "One outcome's corrected result.",
  fields: (t) => ({
    outcome: t.string({ required: true, description: "The outcome's key, e.g. home." }),
    result: t.field({ type: CorrectedResult, required: true, description: 'Its result.' }),
  }),
});

const MarketInput = builder.inputType('CorrectedMarketInput', {
  description: "A market's corrected result: the outcomes' results (any outcome not named lost), or void.",
  fields: (t) => ({
    marketKey: t.string({ required: true, description: "The market's key, e.g. match/1x2." }),
    results: t.field({ type: [OutcomeResultInput], description: "The outcomes' results; leave out to void the market." }),
    void: t.boolean({ description: 'true: the market is void (every item a refund at 1.00; a palpable error).' }),
  }),
});

const CorrectionTicket = builder.objectRef<Ticket>('ResultCorrectionTicket').implement({
  description: 'A ticket a correction resettles, and the money each way.',
  fields: (t) => ({
    ticketId: t.exposeString('TicketId', { description: "The ticket's number." }),
    userId: t.exposeString('UserId', { description: "The player's account number." }),
    currency: t.exposeString('Currency', { description: "The ticket's currency." }),
    outcomeBefore: t.string({ nullable: true, description: 'won, lost or refunded before; null: it was open.', resolve: (ticket) => ticket.OutcomeBefore }),
    returnedBefore: t.field({ type: 'Decimal', description: 'What it had paid.', resolve: (ticket) => ticket.ReturnedBefore }),
    outcomeAfter: t.string({ nullable: true, description: 'won, lost or refunded after; null: it reopens.', resolve: (ticket) => ticket.OutcomeAfter }),
    returnedAfter: t.field({ type: 'Decimal', description: 'What it pays now.', resolve: (ticket) => ticket.ReturnedAfter }),
    movement: t.field({ type: 'Decimal', description: "What moves to the player (negative: taken back, as a debt if their balance does not cover it).", resolve: (ticket) => ticket.Movement }),
  }),
});

const ResultCorrection = builder.objectRef<Correction>('ResultCorrection').implement({
  description: 'What a correction does (a preview) or did.',
  fields: (t) => ({
    correctionId: t.string({ nullable: true, description: "The correction's number; null in a preview.", resolve: (correction) => correction.CorrectionId }),
    matchId: t.exposeInt('MatchId', { description: "The match's number." }),
    tickets: t.field({ type: [CorrectionTicket], description: 'The tickets resettled.', resolve: (correction) => correction.Tickets }),
  }),
});

const markets = (input: readonly { marketKey: string; results?: readonly { outcome: string; result: Ticket['OutcomeAfter'] & string }[] | null; void?: boolean | null }[]) =>
  input.map((market) => ({
    MarketKey: market.marketKey,
    Results: market.void ? null : Object.fromEntries((market.results ?? []).map((r) => [r.outcome, r.result])),
  }));

const correctionErrors = { types: [ValidationError, BackofficeError, NotFoundError] };
const fieldNames = { MatchId: 'matchId', Markets: 'markets', Reason: 'reason' };

builder.objectFields(BackofficeMutation, (t) => ({
  previewResultCorrection: t.field({
    type: ResultCorrection,
    description: 'What a corrected result (or a void market) of a settled match would do: each affected ticket and the money each way. Nothing changes.',
    authScopes: { staff: 'trading.correct' },
    errors: correctionErrors,
    args: {
      matchId: t.arg.int({ required: true, description: "The match's number." }),
      markets: t.arg({ type: [MarketInput], required: true, description: 'The corrected markets.' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/trading/corrections/preview', { body: { MatchId: args.matchId, Markets: markets(args.markets) as never } }), { fieldNames }),
  }),
  applyResultCorrection: t.field({
    type: ResultCorrection,
    description: "Applies a corrected result (or voids a market) of a settled match: every affected ticket is resettled through the ledger, a player who spent the payout left in debt. Applied again, nothing moves.",
    authScopes: { staff: 'trading.correct' },
    errors: correctionErrors,
    args: {
      matchId: t.arg.int({ required: true, description: "The match's number." }),
      markets: t.arg({ type: [MarketInput], required: true, description: 'The corrected markets.' }),
      reason: t.arg.string({ required: true, description: 'Why (kept in the audit).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/trading/corrections', { body: { MatchId: args.matchId, Markets: markets(args.markets) as never, Reason: args.reason } }), { fieldNames }),
  }),
}));

builder.objectFields(Backoffice, (t) => ({
  tradingAuditLog: t.field({
    type: AuditPage,
    description: "The audit of the trading operations (trading.…) alone, newest first: the trading desk's own acts and the system's auto-suspensions. A filter naming another operation is refused.",
    authScopes: { staff: 'trading.audit.read' },
    args: auditArgs,
    resolve: (_root, args, ctx) => auditPage(args, async (query) => unwrap(await ctx.platform.GET('/api/backoffice/trading/audit', { params: { query } })).Entries),
  }),
}));
