/**
 * Corrected results and voided markets in the back office (issue 19): find a settled match, read its
 * markets' settled results, preview what a correction does, then apply it; and the trading audit.
 */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import { globalIdOf, idOrNotFound, rawIdOf } from '../ids';
import { Money } from '../account';
import { Backoffice, BackofficeMutation } from './root';
import { auditArgs, AuditPage, auditPage } from './staff';

type Schemas = components['schemas'];
type Correction = Omit<Schemas['TradingCorrectionResponse'], 'ErrorMessage'>;
type Ticket = Schemas['TradingCorrectionTicket'];
type Total = Schemas['TradingCorrectionTotal'];
type SettledMatchShape = Schemas['TradingSettledMatch'] & { Markets?: Schemas['TradingSettledMarket'][] };

const CORRECTED = ['win', 'lost', 'refund', 'halfwin', 'halflose', 'cancelled'] as const;

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

const ScoreInput = builder.inputType('CorrectedScoreInput', {
  description: 'The corrected final score: every teaser leg on the match resettles from it (teasers settle from the score, not from outcome results).',
  fields: (t) => ({
    home: t.int({ required: true, description: 'Home side.' }),
    away: t.int({ required: true, description: 'Away side.' }),
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

const CorrectionTotal = builder.objectRef<Total>('ResultCorrectionTotal').implement({
  description: 'What a correction moves in one currency.',
  fields: (t) => ({
    tickets: t.exposeInt('Tickets', { description: 'Tickets resettled in this currency.' }),
    paid: t.field({ type: Money, description: 'Paid to players.', resolve: (total) => ({ amount: total.Paid, currency: total.Currency }) }),
    takenBack: t.field({ type: Money, description: 'Taken back from players (a debt where a balance does not cover it).', resolve: (total) => ({ amount: total.TakenBack, currency: total.Currency }) }),
  }),
});

const ResultCorrection = builder.objectRef<Correction>('ResultCorrection').implement({
  description: 'What a correction does (a preview) or did.',
  fields: (t) => ({
    correctionId: t.string({ nullable: true, description: "The correction's number; null in a preview.", resolve: (correction) => correction.CorrectionId }),
    matchId: t.id({ description: 'The match (Match node id).', resolve: (correction) => globalIdOf('Match', correction.MatchId) }),
    tickets: t.field({ type: [CorrectionTicket], description: 'The tickets resettled.', resolve: (correction) => correction.Tickets }),
    totals: t.field({ type: [CorrectionTotal], description: 'What it moves, per currency.', resolve: (correction) => correction.Totals }),
  }),
});

const SettledOutcome = builder.objectRef<Schemas['TradingSettledOutcome']>('SettledOutcome').implement({
  description: 'An outcome of a settled market and the result it was settled with.',
  fields: (t) => ({
    key: t.exposeString('Key', { description: "The outcome's key, e.g. home." }),
    title: t.exposeString('Title', { description: 'Its name as the book showed it.' }),
    result: t.field({ type: CorrectedResult, description: 'The result it was settled with.', resolve: (outcome) => outcome.Result as (typeof CORRECTED)[number] }),
  }),
});

const SettledMarket = builder.objectRef<Schemas['TradingSettledMarket']>('SettledMarket').implement({
  description: 'A market of a settled match: what a correction names.',
  fields: (t) => ({
    key: t.exposeString('Key', { description: "The market's key, e.g. match/1x2." }),
    tickets: t.exposeInt('Tickets', { description: 'Tickets with a leg on it.' }),
    outcomes: t.field({ type: [SettledOutcome], description: 'Its outcomes with their settled results.', resolve: (market) => market.Outcomes }),
  }),
});

const SettledMatch = builder.objectRef<SettledMatchShape>('SettledMatch').implement({
  description: 'A match that ended and settled: what the corrections desk picks from.',
  fields: (t) => ({
    id: t.id({ description: 'The match (Match node id).', resolve: (match) => globalIdOf('Match', match.MatchId) }),
    number: t.exposeInt('MatchId', { description: "The match's number, as the feed and the tickets name it (two fixtures of the same sides are told apart by it)." }),
    name: t.exposeString('Name', { description: 'Home – away.' }),
    sport: t.exposeString('Sport', { description: 'Its sport.' }),
    startsAt: t.field({ type: 'DateTime', description: 'Kick-off.', resolve: (match) => match.StartsAt }),
    homeScore: t.exposeInt('HomeScore', { description: 'The final score the feed gave, home side.' }),
    awayScore: t.exposeInt('AwayScore', { description: 'The final score the feed gave, away side.' }),
    markets: t.field({ type: [SettledMarket], description: 'Its markets with their settled results (read on one match only).', resolve: (match) => match.Markets ?? [] }),
  }),
});

const SettledSport = builder.objectRef<Schemas['TradingSettledSport']>('SettledSport').implement({
  description: 'A sport that has settled matches.',
  fields: (t) => ({
    // Not `id`: Relay keys records by an id field and wants it a global ID string.
    number: t.exposeInt('Id', { description: "The sport's number (the search's sportId)." }),
    name: t.exposeString('Name', { description: 'Its name.' }),
  }),
});

const SettledMatches = builder.objectRef<Omit<Schemas['TradingSettledMatchesResponse'], 'ErrorMessage'>>('SettledMatches').implement({
  description: 'Settled matches found for a correction, and the sports to narrow by.',
  fields: (t) => ({
    matches: t.field({ type: [SettledMatch], description: 'Most recent first, at most 50.', resolve: (found) => found.Matches }),
    sports: t.field({ type: [SettledSport], description: 'The sports that have settled matches.', resolve: (found) => found.Sports }),
  }),
});

/** The platform's number of a Match id (a NotFoundError for anything else). */
const matchNumber = (id: string | number) => {
  const raw = idOrNotFound(id, 'Match');
  if (!/^\d{1,15}$/.test(raw)) throw new NotFoundError('');
  return Number(raw);
};

/** One settled match with its markets; null when the id names no settled match. */
async function settledMatch(ctx: Context, id: string): Promise<SettledMatchShape | null> {
  const raw = rawIdOf(id, 'Match');
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const answer = await ctx.platform.GET('/api/backoffice/trading/corrections/matches/{matchId}', { params: { path: { matchId: Number(raw) } } });
  if (answer.response.status === 404 || answer.response.status === 409) return null;
  return unwrap(answer).Match;
}

builder.objectFields(Backoffice, (t) => ({
  settledMatches: t.field({
    type: SettledMatches,
    description: 'Settled matches a trader may correct, found by part of the name, the day (UTC) and the sport.',
    authScopes: { staff: 'trading.read' },
    errors: { types: [ValidationError] },
    args: {
      query: t.arg.string({ description: "Part of the match's name." }),
      date: t.arg.string({ description: 'The day it started (UTC), yyyy-mm-dd.' }),
      sportId: t.arg.int({ description: "The sport's number." }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.GET('/api/backoffice/trading/corrections/matches', {
          params: { query: { ...(args.query ? { Query: args.query } : {}), ...(args.date ? { Date: args.date } : {}), ...(args.sportId ? { SportId: args.sportId } : {}) } },
        }),
        { fieldNames: { Query: 'query', Date: 'date', SportId: 'sportId' } },
      ),
  }),
  settledMatch: t.field({
    type: SettledMatch,
    nullable: true,
    description: 'One settled match with its markets and their settled results; null when the id names no settled match.',
    authScopes: { staff: 'trading.read' },
    args: { id: t.arg.id({ required: true, description: 'The match (Match node id).' }) },
    resolve: (_root, args, ctx) => settledMatch(ctx, String(args.id)),
  }),
}));

const markets = (input: readonly { marketKey: string; results?: readonly { outcome: string; result: Ticket['OutcomeAfter'] & string }[] | null; void?: boolean | null }[]) =>
  input.map((market) => ({
    MarketKey: market.marketKey,
    Results: market.void ? null : Object.fromEntries((market.results ?? []).map((r) => [r.outcome, r.result])),
  }));

const correctionErrors = { types: [ValidationError, BackofficeError, NotFoundError] };
const fieldNames = { MatchId: 'matchId', Markets: 'markets', Score: 'score', 'Score.Home': 'score.home', 'Score.Away': 'score.away', Reason: 'reason' };

/** The correction's body as the platform takes it. */
const correctionBody = (args: { matchId: string | number; markets: Parameters<typeof markets>[0]; score?: { home: number; away: number } | null }) => ({
  MatchId: matchNumber(args.matchId),
  Markets: markets(args.markets) as never,
  ...(args.score ? { Score: { Home: args.score.home, Away: args.score.away } } : {}),
});
const scoreArg = { type: ScoreInput, description: 'The corrected final score, when it was wrong: resettles the teaser legs.' } as const;

builder.objectFields(BackofficeMutation, (t) => ({
  previewResultCorrection: t.field({
    type: ResultCorrection,
    description: 'What a corrected result (a void market, a corrected final score) of a settled match would do: each affected ticket and the money each way. Nothing changes.',
    authScopes: { staff: 'trading.correct' },
    errors: correctionErrors,
    args: {
      matchId: t.arg.id({ required: true, description: 'The match (Match node id).' }),
      markets: t.arg({ type: [MarketInput], required: true, description: 'The corrected markets (may be empty when a score is given).' }),
      score: t.arg(scoreArg),
    },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.POST('/api/backoffice/trading/corrections/preview', { body: correctionBody(args) }), { fieldNames }),
  }),
  applyResultCorrection: t.field({
    type: ResultCorrection,
    description: "Applies a corrected result (or voids a market) of a settled match: every affected ticket is resettled through the ledger, a player who spent the payout left in debt. Applied again, nothing moves.",
    authScopes: { staff: 'trading.correct' },
    errors: correctionErrors,
    args: {
      matchId: t.arg.id({ required: true, description: 'The match (Match node id).' }),
      markets: t.arg({ type: [MarketInput], required: true, description: 'The corrected markets (may be empty when a score is given).' }),
      score: t.arg(scoreArg),
      reason: t.arg.string({ required: true, description: 'Why (kept in the audit).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/trading/corrections', { body: { ...correctionBody(args), Reason: args.reason } }), { fieldNames }),
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
