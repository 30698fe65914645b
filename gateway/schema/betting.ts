/**
 * Betting (issue 5, seed 002 §4–§9): the bet slip (works signed out), adding a selection by id, placing
 * bets, the player's tickets as Relay nodes and a history connection, trader offers, cash-out, and the
 * viewer's live ticket and cash-out updates. The platform decides every rule and every cent: resolvers
 * map arguments to its REST calls and its answers to these types; its refusals are BetErrors carrying
 * the platform's message, already in the request language.
 */
import { offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { filter, pipe } from 'graphql-yoga';
import { builder } from '../builder';
import type { Context, SessionUser } from '../context';
import { AuthError, BET_ERROR_CODES, BetError, isPlatformBetErrorCode } from '../errors';
import { byKeys } from '../loaders/request-cache';
import { type Payload, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { Money, Viewer } from './account';
import { rawIdOf, visible } from './cashier';
import { ErrorInterface } from './errors';
import { Match, Odd } from './sportsbook';

type Schemas = components['schemas'];
type TicketShape = Schemas['BettingTicket'];
type TicketItemShape = Schemas['BettingTicketItem'];
type SelectionShape = Schemas['BettingSlipSelection'];
type SlipShape = Payload<Schemas['BettingSlipResponse']>;
type CashoutShape = Payload<Schemas['BettingCashoutResponse']>;
type Upstream<T> = { data?: T; error?: unknown; response: Response };

// ---------------------------------------------------------------- errors

builder.objectType(BetError, {
  name: 'BetError',
  description: 'The betting service refused (seed 002 §8 bet-placement errors, odds changed, cash-out declined…); nothing was changed.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    betErrorCode: t.field({
      type: builder.enumType('BetErrorCode', { description: 'The betting refusal kinds (platform/betting/errors.ts).', values: BET_ERROR_CODES }),
      resolve: (error) => error.betErrorCode,
    }),
  }),
});

/**
 * unwrap for betting calls: every code the betting service refuses with is a BetError here, also the
 * ones other domains type otherwise (INSUFFICIENT_BALANCE, NOT_FOUND, VALIDATION…); the rest (a
 * signed-out session: AuthError) takes the common path.
 */
function answer<T>(result: Upstream<T>): T {
  const envelope = result.error as { HasErrors?: boolean; ErrorCode?: string; ErrorMessage?: string | null } | undefined;
  if (result.data === undefined && envelope?.HasErrors && isPlatformBetErrorCode(envelope.ErrorCode)) {
    throw new BetError(envelope.ErrorCode, envelope.ErrorMessage ?? '');
  }
  return unwrap(result);
}

const money = (amount: string | null | undefined, currency: string) => (amount === null || amount === undefined ? null : { amount, currency });

/** A node must not fail its parent when its match or book is gone (a settled match): null instead. */
const oddNode = (id: number, ctx: Context) => Odd.getDataloader(ctx).load(String(id)).catch(() => null);
const matchNode = (id: number, ctx: Context) => Match.getDataloader(ctx).load(String(id)).catch(() => null);

// ---------------------------------------------------------------- enums

export const BetType = builder.enumType('BetType', {
  description: 'Seed 002 §4 bet types. SINGLE with several selections places one ticket per selection (multiple singles).',
  values: {
    SINGLE: { value: 'single' },
    COMBO: { value: 'combo' },
    SYSTEM: { value: 'system' },
    IFBET: { value: 'ifbet' },
    REVERSEBET: { value: 'reversebet' },
    TEASER: { value: 'teaser' },
  } as const,
});
type BetTypeValue = (typeof BetType)['$inferType'];
const BET_TYPES = new Set<string>(['single', 'combo', 'system', 'ifbet', 'reversebet', 'teaser']);

export const OddsPolicy = builder.enumType('OddsPolicy', {
  description: 'What placing does when a price moved since the slip showed it.',
  values: {
    DECLINE_ANY: { value: 'decline-any', description: 'Refuse any change (ODDS_CHANGED).' },
    ACCEPT_BETTER: { value: 'accept-better', description: 'Take higher odds, refuse lower ones.' },
    ACCEPT_ANY: { value: 'accept-any' },
  } as const,
});

export const TicketStatus = builder.enumType('TicketStatus', {
  description: 'Seed 002 §9 ticket status (0–5).',
  values: {
    PENDING: { value: 0 },
    ACCEPTED: { value: 1 },
    DECLINED: { value: 2 },
    NEW_OFFER: { value: 3, description: "A trader's offer waits for answerTraderOffer." },
    DELAYED: { value: 4, description: 'A live bet waiting out the live delay.' },
    DELAYED_CASHOUT: { value: 5, description: 'A live cash-out waiting out the live delay.' },
  } as const,
});
type TicketStatusValue = (typeof TicketStatus)['$inferType'];

const TicketOutcome = builder.enumType('TicketOutcome', {
  values: { WON: { value: 'won' }, LOST: { value: 'lost' }, REFUNDED: { value: 'refunded' }, CASHED_OUT: { value: 'cashed_out' } } as const,
});

const TicketItemResult = builder.enumType('TicketItemResult', {
  values: {
    PENDING: { value: 'pending' },
    CANCELLED: { value: 'cancelled' },
    WIN: { value: 'win' },
    LOST: { value: 'lost' },
    REFUND: { value: 'refund' },
    HALFWIN: { value: 'halfwin', description: 'Quarter lines: half the stake won, half refunded.' },
    HALFLOSE: { value: 'halflose', description: 'Quarter lines: half the stake lost, half refunded.' },
  } as const,
});

const CashoutResult = builder.enumType('CashoutResult', {
  values: {
    NONE: { value: 'none' },
    PROCESSING: { value: 'processing', description: 'A live ticket: judged again when the live delay is over (cashoutChanged tells).' },
    ACCEPTED: { value: 'accepted' },
    DECLINED: { value: 'declined', description: 'The value fell below the amount asked; cashOut holds the value now.' },
    FAILED: { value: 'failed' },
  } as const,
});
type CashoutResultValue = (typeof CashoutResult)['$inferType'];

const BetHistoryTab = builder.enumType('BetHistoryTab', {
  description: 'Seed 001 §2 bet history tabs.',
  values: {
    UNCLEARED: { value: 'uncleared', description: 'Open bets.' },
    CLEARED: { value: 'cleared', description: 'Settled or cashed out.' },
    DECLINED: { value: 'declined' },
    ALL: { value: 'all' },
  } as const,
});

const BetHistoryPeriod = builder.enumType('BetHistoryPeriod', {
  description: 'Seed 001 §2 bet history periods; CUSTOM uses from and to.',
  values: {
    LAST24: { value: 'last24' },
    LAST48: { value: 'last48' },
    LASTWEEK: { value: 'lastweek' },
    LASTMONTH: { value: 'lastmonth' },
    CUSTOM: { value: 'custom' },
    ALL: { value: 'all' },
  } as const,
});

const IfBetVariant = builder.enumType('IfBetVariant', {
  values: { STANDARD: { value: 'standard' }, ACTION: { value: 'action' } } as const,
});

// ---------------------------------------------------------------- the slip

const BetslipSelection = builder.objectRef<SelectionShape>('BetslipSelection').implement({
  description: 'A selection on the slip as the book judges it now.',
  fields: (t) => ({
    oddId: t.exposeInt('ID', { description: "The Odd's numeric id (Odd.legacyId)." }),
    odd: t.field({
      type: Odd,
      nullable: true,
      description: 'The Odd node: its price follows the oddsChanged subscription. Null when no longer in the book.',
      resolve: (s, _args, ctx) => oddNode(s.ID, ctx),
    }),
    match: t.field({ type: Match, nullable: true, resolve: (s, _args, ctx) => matchNode(s.MatchID, ctx) }),
    matchId: t.exposeInt('MatchID'),
    marketId: t.exposeInt('MarketID'),
    sportTypeId: t.exposeInt('SportTypeId'),
    sportSystemId: t.exposeInt('SportSystemID'),
    matchName: t.exposeString('MatchName'),
    matchStatus: t.exposeString('MatchStatus'),
    isOutright: t.exposeBoolean('IsOutright'),
    marketKey: t.exposeString('MarketKey'),
    marketType: t.exposeString('MarketType'),
    title: t.exposeString('Title'),
    titleSuffix: t.exposeString('TitleSuffix', { nullable: true }),
    odds: t.exposeString('Odds', { nullable: true, description: 'Decimal odds, e.g. "1.85"; null when not priced.' }),
    isSuspended: t.exposeBoolean('IsSuspended'),
    incompatibleSelections: t.exposeIntList('incompatibleSelections', { description: 'Odd ids on the slip this one cannot be combined with.' }),
    incompatibleTeaserSelections: t.exposeIntList('incompatibleTeaserSelections'),
  }),
});

type MaxBetShape = { betType: BetTypeValue; amount: { amount: string; currency: string } };
const MaxBet = builder.objectRef<MaxBetShape>('MaxBet').implement({
  description: 'The largest stake a bet type takes now (per line for a system).',
  fields: (t) => ({
    betType: t.field({ type: BetType, resolve: (m) => m.betType }),
    amount: t.field({ type: Money, resolve: (m) => m.amount }),
  }),
});

const SystemChoice = builder.objectRef<SlipShape['Systems'][number]>('SystemChoice').implement({
  description: 'A system ("size of of") the slip can place.',
  fields: (t) => ({ size: t.exposeInt('Size'), of: t.exposeInt('Of'), lines: t.exposeInt('Lines'), label: t.exposeString('Label') }),
});

type TeaserSettingShape = SlipShape['TeaserSettings'][number];
const TeaserOdds = builder.objectRef<TeaserSettingShape['Selections'][number]>('TeaserOdds').implement({
  fields: (t) => ({ numberOfSelections: t.exposeInt('NumberOfSelections'), odds: t.exposeString('Odds') }),
});

const TeaserSetting = builder.objectRef<TeaserSettingShape>('TeaserSetting').implement({
  fields: (t) => ({
    id: t.exposeInt('ID', { description: 'PlaceBetInput.teaserId.' }),
    points: t.exposeFloat('Points'),
    selections: t.field({ type: [TeaserOdds], resolve: (s) => s.Selections }),
  }),
});

const AccumulatorRule = builder.objectRef<SlipShape['AccumulatorBonus']['Rules'][number]>('AccumulatorRule').implement({
  fields: (t) => ({ selections: t.exposeInt('Selections'), percent: t.exposeInt('Percent') }),
});

const AccumulatorBonus = builder.objectRef<SlipShape['AccumulatorBonus']>('AccumulatorBonus').implement({
  fields: (t) => ({
    percent: t.exposeInt('Percent', { description: 'What this slip earns now.' }),
    minOdds: t.exposeString('MinOdds'),
    rules: t.field({ type: [AccumulatorRule], resolve: (b) => b.Rules }),
  }),
});

const BetInsurance = builder.objectRef<SlipShape['Insurance']>('BetInsurance').implement({
  fields: (t) => ({ percent: t.exposeInt('Percent'), minSelections: t.exposeInt('MinSelections') }),
});

type FreeBetShape = { Id: string; Amount: string; Currency: string };
const FreeBet = builder.objectRef<FreeBetShape>('FreeBet').implement({
  fields: (t) => ({
    // The UserBonus node's id: an id of a Relay record must be global, and the free bet is that bonus.
    id: t.globalID({ description: 'The UserBonus id; PlaceBetInput.freeBetId.', resolve: (f) => ({ type: 'UserBonus', id: f.Id }) }),
    amount: t.field({ type: Money, resolve: (f) => ({ amount: f.Amount, currency: f.Currency }) }),
  }),
});

const Betslip = builder.objectRef<SlipShape>('Betslip').implement({
  description: 'Seed 002 §7 "get bet slip" and "selections status": the slip judged now.',
  fields: (t) => ({
    selections: t.field({ type: [BetslipSelection], resolve: (s) => s.Selections }),
    missingSelections: t.exposeIntList('MissingSelections', { description: 'Odd ids no longer on offer: the slip removes them.' }),
    maxBets: t.field({
      type: [MaxBet],
      resolve: (s) =>
        Object.entries(s.MaxBets)
          .filter(([type]) => BET_TYPES.has(type))
          .map(([type, amount]) => ({ betType: type as BetTypeValue, amount: { amount, currency: s.Currency } })),
    }),
    systems: t.field({ type: [SystemChoice], resolve: (s) => s.Systems }),
    teaserSettings: t.field({ type: [TeaserSetting], resolve: (s) => s.TeaserSettings }),
    accumulatorBonus: t.field({ type: AccumulatorBonus, resolve: (s) => s.AccumulatorBonus }),
    insurance: t.field({ type: BetInsurance, resolve: (s) => s.Insurance }),
    remainingLimit: t.field({ type: Money, nullable: true, description: 'What may still be staked in 24 hours; null when signed out.', resolve: (s) => money(s.RemainingLimit, s.Currency) }),
    dailyLimit: t.field({ type: Money, nullable: true, resolve: (s) => money(s.DailyLimit, s.Currency) }),
    oddsPolicy: t.field({ type: OddsPolicy, resolve: (s) => s.OddsPolicy }),
    balance: t.field({ type: Money, nullable: true, description: 'Cash now; send it back as PlaceBetInput.seenBalance.', resolve: (s) => money(s.Balance, s.Currency) }),
    freeBets: t.field({ type: [FreeBet], resolve: (s) => s.FreeBets.map((f) => ({ ...f, Currency: s.Currency })) }),
  }),
});

const BetslipSelectionInput = builder.inputType('BetslipSelectionInput', {
  fields: (t) => ({ oddId: t.int({ required: true }), banker: t.boolean() }),
});

builder.queryFields((t) => ({
  betslip: t.field({
    type: Betslip,
    description: 'The slip for these selections: prices, suspensions, incompatibilities, max bets, systems, teasers, bonuses; limits and balance when signed in.',
    args: { selections: t.arg({ type: [BetslipSelectionInput], required: true }) },
    // No union here (the slip is always an answer): a refused input (more than 30 selections) is a visible error.
    resolve: (_root, { selections }, ctx) =>
      visible(async () => answer(await ctx.platform.POST('/api/betslip', { body: { Selections: selections.map((s) => ({ OddId: s.oddId, Banker: s.banker ?? undefined })) } }))),
  }),
  betslipSelection: t.field({
    type: BetslipSelection,
    description: 'Seed 002 §7 "add selection by id": the selection, or a BetError (SELECTION_UNAVAILABLE, SELECTION_SUSPENDED) and the slip drops it.',
    args: { oddId: t.arg.int({ required: true }) },
    errors: { types: [BetError], directResult: true, union: { name: 'BetslipSelectionResult' } },
    resolve: async (_root, { oddId }, ctx) =>
      answer(await ctx.platform.GET('/api/betslip/selections/{id}', { params: { path: { id: String(oddId) } } })).Selection,
  }),
}));

// ---------------------------------------------------------------- tickets

const TicketItem = builder.objectRef<TicketItemShape>('TicketItem').implement({
  description: 'One selection of a ticket, at the odds it was taken at.',
  fields: (t) => ({
    oddId: t.exposeInt('OddId'),
    odd: t.field({ type: Odd, nullable: true, description: 'Null once the match left the book.', resolve: (i, _args, ctx) => oddNode(i.OddId, ctx) }),
    matchId: t.exposeInt('MatchId'),
    match: t.field({ type: Match, nullable: true, resolve: (i, _args, ctx) => matchNode(i.MatchId, ctx) }),
    matchName: t.exposeString('MatchName'),
    marketKey: t.exposeString('MarketKey'),
    marketType: t.exposeString('MarketType'),
    title: t.exposeString('Title'),
    line: t.exposeFloat('Line', { nullable: true }),
    odds: t.exposeString('Odds', { description: 'The decimal odds taken.' }),
    isBanker: t.exposeBoolean('IsBanker'),
    result: t.field({ type: TicketItemResult, resolve: (i) => i.Result }),
  }),
});

const TraderOffer = builder.objectRef<{ Stake: string; Odds: string; Currency: string }>('TraderOffer').implement({
  description: "A trader's counter-offer to a bet over the limits: accept or decline with answerTraderOffer.",
  fields: (t) => ({
    stake: t.field({ type: Money, resolve: (o) => ({ amount: o.Stake, currency: o.Currency }) }),
    odds: t.exposeString('Odds'),
  }),
});

/** A ticket's amount as Money in the ticket's currency (null stays null). */
const amount = (pick: (ticket: TicketShape) => string | null) => (ticket: TicketShape) => money(pick(ticket), ticket.Currency);
const cash = (pick: (ticket: TicketShape) => string) => (ticket: TicketShape) => ({ amount: pick(ticket), currency: ticket.Currency });

/** GET /api/bets takes at most 100 ids (and PageSize 100) a call. */
const TICKET_BATCH = 100;
const TICKET_ID = /^\d{1,18}$/;

export const Ticket = builder.loadableNode('Ticket', {
  description: 'A placed bet (seed 002 §4). Several ids load in one call.',
  id: { resolve: (ticket: TicketShape) => ticket.Id },
  loaderOptions: { maxBatchSize: TICKET_BATCH },
  load: async (ids: string[], ctx: Context) => {
    const valid = ids.filter((id) => TICKET_ID.test(id));
    if (valid.length === 0) return ids.map((id) => new Error(`ticket ${id} not found`));
    const page = answer(await ctx.platform.GET('/api/bets', { params: { query: { Ids: valid.join(','), PageSize: TICKET_BATCH } } }));
    return byKeys(ids, page.Tickets, (ticket) => ticket.Id, 'ticket');
  },
  fields: (t) => ({
    ticketId: t.exposeString('Id', { description: "The platform's ticket number." }),
    betType: t.field({ type: BetType, resolve: (ticket) => ticket.BetType }),
    status: t.field({ type: TicketStatus, resolve: (ticket) => ticket.Status as TicketStatusValue }),
    outcome: t.field({ type: TicketOutcome, nullable: true, description: 'Null while open.', resolve: (ticket) => ticket.Outcome }),
    stake: t.field({ type: Money, description: 'The whole stake (every line of a system).', resolve: cash((ticket) => ticket.Stake) }),
    unitStake: t.field({ type: Money, description: 'Per line.', resolve: cash((ticket) => ticket.UnitStake) }),
    totalOdds: t.exposeString('TotalOdds', { nullable: true }),
    potentialReturn: t.field({ type: Money, resolve: cash((ticket) => ticket.PotentialReturn) }),
    returned: t.field({ type: Money, nullable: true, description: 'What settlement or cash-out paid.', resolve: amount((ticket) => ticket.Returned) }),
    systemSize: t.exposeInt('SystemSize', { nullable: true }),
    teaserPoints: t.exposeFloat('TeaserPoints', { nullable: true }),
    ifBetVariant: t.field({ type: IfBetVariant, resolve: (ticket) => ticket.IfBetVariant }),
    oddsPolicy: t.field({ type: OddsPolicy, resolve: (ticket) => ticket.OddsPolicy }),
    isLive: t.exposeBoolean('IsLive'),
    isFreeBet: t.exposeBoolean('IsFreeBet'),
    insurancePremium: t.field({ type: Money, nullable: true, resolve: amount((ticket) => ticket.InsurancePremium) }),
    traderOffer: t.field({
      type: TraderOffer,
      nullable: true,
      resolve: (ticket) => (ticket.TraderOffer ? { ...ticket.TraderOffer, Currency: ticket.Currency } : null),
    }),
    declineReason: t.exposeString('DeclineReason', { nullable: true, description: 'In the request language.' }),
    cashoutAmount: t.field({ type: Money, nullable: true, description: 'The cash-out agreed (paid, or waiting the live delay).', resolve: amount((ticket) => ticket.CashoutAmount) }),
    cashOut: t.field({ type: Money, nullable: true, description: 'What cash-out pays now; null when not available.', resolve: amount((ticket) => ticket.CashOut) }),
    createdAt: t.field({ type: 'DateTime', resolve: (ticket) => ticket.CreatedDate }),
    settledAt: t.field({ type: 'DateTime', nullable: true, resolve: (ticket) => ticket.SettledDate }),
    items: t.field({ type: [TicketItem], resolve: (ticket) => ticket.Items }),
  }),
});

/** Seed 001 §9 default page size. */
const PAGE_SIZE = 20;

interface TicketFilter {
  tab?: 'uncleared' | 'cleared' | 'declined' | 'all' | null;
  period?: 'last24' | 'last48' | 'lastweek' | 'lastmonth' | 'custom' | 'all' | null;
  from?: Date | null;
  to?: Date | null;
}

/**
 * A Relay page over the platform's pages, the cursor being the offset. Pages of the size asked for:
 * paging on with the same `first` is one call a page; any other offset straddles two pages at most.
 */
async function ticketConnection(ctx: Context, filterArgs: TicketFilter, args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }) {
  const { offset, expectedSize, hasPreviousPage } = offsetForArgs({ args, defaultSize: PAGE_SIZE, maxSize: TICKET_BATCH });
  const pageSize = Math.max(expectedSize, 1);
  const query = {
    Tab: filterArgs.tab ?? undefined,
    Period: filterArgs.period ?? undefined,
    From: filterArgs.from?.toISOString(),
    To: filterArgs.to?.toISOString(),
    PageSize: pageSize,
  };
  const pageOf = async (page: number) => answer(await ctx.platform.GET('/api/bets', { params: { query: { ...query, Page: page } } }));
  const firstPage = Math.floor(offset / pageSize) + 1;
  const lastPage = Math.floor((offset + pageSize - 1) / pageSize) + 1;
  const head = await pageOf(firstPage);
  const rows = [...head.Tickets];
  if (lastPage > firstPage && firstPage * pageSize < head.Total) rows.push(...(await pageOf(lastPage)).Tickets);
  const nodes = rows.slice(offset - (firstPage - 1) * pageSize).slice(0, expectedSize);
  const edges = nodes.map((node, index) => ({ cursor: offsetToCursor(offset + index), node }));
  return {
    edges,
    totalCount: head.Total,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage,
      hasNextPage: offset + edges.length < head.Total,
    },
  };
}

builder.objectFields(Viewer, (t) => ({
  tickets: t.connection(
    {
      type: Ticket,
      description: 'Seed 001 §2 bet history: newest first; by default every tab of the last 24 hours.',
      args: {
        tab: t.arg({ type: BetHistoryTab, defaultValue: 'all' }),
        period: t.arg({ type: BetHistoryPeriod, defaultValue: 'last24' }),
        from: t.arg({ type: 'DateTime', description: 'CUSTOM: inclusive.' }),
        to: t.arg({ type: 'DateTime', description: 'CUSTOM: exclusive.' }),
      },
      resolve: (_user, args, ctx) => visible(() => ticketConnection(ctx, args, args)),
    },
    {
      name: 'TicketConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount }) }),
    },
    { name: 'TicketEdge' },
  ),
}));

// ---------------------------------------------------------------- placing

const PlaceBetSelectionInput = builder.inputType('PlaceBetSelectionInput', {
  fields: (t) => ({
    oddId: t.int({ required: true }),
    odds: t.string({ required: true, description: 'The decimal odds the slip showed, e.g. "1.85".' }),
    banker: t.boolean(),
  }),
});

const SystemStakeInput = builder.inputType('SystemStakeInput', {
  fields: (t) => ({
    size: t.int({ required: true, description: 'SystemChoice.size.' }),
    stake: t.string({ description: 'Per line.' }),
  }),
});

const PlaceBetInput = builder.inputType('PlaceBetInput', {
  fields: (t) => ({
    type: t.field({ type: BetType, required: true }),
    selections: t.field({ type: [PlaceBetSelectionInput], required: true }),
    stake: t.string({ description: 'Per single, combo, if-bet or teaser, in major units; non-numeric input counts as 0 (seed 002 §5).' }),
    systemStakes: t.field({ type: [SystemStakeInput] }),
    teaserId: t.int(),
    ifBetVariant: t.field({ type: IfBetVariant }),
    oddsPolicy: t.field({ type: OddsPolicy, description: "This bet only; default the player's setting." }),
    freeBetId: t.id({ description: 'FreeBet.id.' }),
    insurance: t.boolean(),
    seenBalance: t.string({ description: 'Betslip.balance as shown: a stake it covered that the balance no longer does is OUTDATED_BALANCE.' }),
    idempotencyKey: t.string({ description: 'Send the same key when retrying the same bet: it is placed once and the retry answers the same tickets.' }),
  }),
});

const PlaceBetSuccess = builder.objectRef<{ tickets: TicketShape[] }>('PlaceBetSuccess').implement({
  fields: (t) => ({ tickets: t.field({ type: [Ticket], description: 'One per single of multiple singles, per staked system size.', resolve: (p) => p.tickets }) }),
});

const CashOutSuccess = builder.objectRef<CashoutShape>('CashOutSuccess').implement({
  fields: (t) => ({
    result: t.field({ type: CashoutResult, resolve: (c) => c.Result }),
    message: t.exposeString('Message', { nullable: true, description: '"Cashout is declined" when declined, in the request language.' }),
    cashOut: t.field({
      type: Money,
      nullable: true,
      description: 'The value now: after a decline, cash out again with it (change cash-out).',
      resolve: (c) => money(c.CashOut, c.Ticket.Currency),
    }),
    ticket: t.field({ type: Ticket, resolve: (c) => c.Ticket }),
  }),
});

const SetOddsPolicySuccess = builder.objectRef<{ OddsPolicy: (typeof OddsPolicy)['$inferType'] }>('SetOddsPolicySuccess').implement({
  fields: (t) => ({ oddsPolicy: t.field({ type: OddsPolicy, resolve: (p) => p.OddsPolicy }) }),
});

/** A ticket's raw id from its global id; an id of anything else is a ticket that does not exist. */
function ticketIdOf(id: string | number): string {
  const raw = rawIdOf(String(id), 'Ticket');
  if (!raw) throw new BetError('NOT_FOUND', '');
  return raw;
}

/** FreeBet.id is the UserBonus's global id; anything else goes as given and the platform judges it. */
const freeBetIdOf = (id: string | number) => rawIdOf(String(id), 'UserBonus') ?? String(id);

builder.mutationFields((t) => ({
  placeBet: t.field({
    type: PlaceBetSuccess,
    authScopes: { player: true },
    description: 'Places the slip: single (one ticket per selection), combo, system (one ticket per staked size), if-bet, reverse bet, teaser.',
    args: { input: t.arg({ type: PlaceBetInput, required: true }) },
    errors: { types: [BetError, AuthError], directResult: true, union: { name: 'PlaceBetResult' } },
    resolve: async (_root, { input }, ctx) => {
      const { Tickets } = answer(
        await ctx.platform.POST('/api/bets', {
          params: { header: input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {} },
          body: {
            Type: input.type,
            Selections: input.selections.map((s) => ({ OddId: s.oddId, Odds: s.odds, Banker: s.banker ?? undefined })),
            Stake: input.stake ?? null,
            SystemStakes: input.systemStakes ? Object.fromEntries(input.systemStakes.map((s) => [String(s.size), s.stake ?? null])) : undefined,
            TeaserId: input.teaserId ?? null,
            IfBetVariant: input.ifBetVariant ?? undefined,
            OddsPolicy: input.oddsPolicy ?? null,
            FreeBetId: input.freeBetId == null ? null : freeBetIdOf(input.freeBetId),
            Insurance: input.insurance ?? undefined,
            SeenBalance: input.seenBalance ?? null,
          },
        }),
      );
      return { tickets: Tickets };
    },
  }),
  setOddsPolicy: t.field({
    type: SetOddsPolicySuccess,
    authScopes: { player: true },
    description: "The player's odds-change policy for later bets.",
    args: { policy: t.arg({ type: OddsPolicy, required: true }) },
    errors: { types: [BetError, AuthError], directResult: true, union: { name: 'SetOddsPolicyResult' } },
    resolve: async (_root, { policy }, ctx) => answer(await ctx.platform.PUT('/api/betslip/policy', { body: { OddsPolicy: policy } })),
  }),
  answerTraderOffer: t.field({
    type: Ticket,
    authScopes: { player: true },
    description: "Accepts (the offer's stake is debited) or declines a trader's offer on a ticket in NEW_OFFER.",
    args: { ticketId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    errors: { types: [BetError, AuthError], directResult: true, union: { name: 'TicketResult' } },
    resolve: async (_root, args, ctx) =>
      answer(await ctx.platform.POST('/api/bets/{id}/offer', { params: { path: { id: ticketIdOf(args.ticketId) } }, body: { Accept: args.accept } })).Ticket,
  }),
  cashOut: t.field({
    type: CashOutSuccess,
    authScopes: { player: true },
    description: 'Cash out for the amount shown (Ticket.cashOut), or change cash-out: the same call with the new value after a decline.',
    args: {
      ticketId: t.arg.id({ required: true }),
      amount: t.arg.string({ required: true, description: 'Major units, e.g. "12.50".' }),
      odds: t.arg({ type: [PlaceBetSelectionInput], description: 'The odds the value was shown at.' }),
    },
    errors: { types: [BetError, AuthError], directResult: true, union: { name: 'CashOutResult' } },
    resolve: async (_root, args, ctx) =>
      answer(
        await ctx.platform.POST('/api/bets/{id}/cashout', {
          params: { path: { id: ticketIdOf(args.ticketId) } },
          body: { Amount: args.amount, Odds: args.odds?.map((o) => ({ OddId: o.oddId, Odds: o.odds })) },
        }),
      ),
  }),
}));

// ---------------------------------------------------------------- live

type CashoutUpdateShape = { ticket: TicketShape; result: CashoutResultValue; amount: string | null };
const CashoutUpdate = builder.objectRef<CashoutUpdateShape>('CashoutUpdate').implement({
  description: "A cash-out of the viewer's was accepted, declined or is waiting the live delay.",
  fields: (t) => ({
    ticket: t.field({ type: Ticket, resolve: (u) => u.ticket }),
    result: t.field({ type: CashoutResult, resolve: (u) => u.result }),
    amount: t.field({
      type: Money,
      nullable: true,
      description: 'Accepted or processing: the amount agreed; declined: the value at that moment.',
      resolve: (u) => money(u.amount, u.ticket.Currency),
    }),
  }),
});

/** The signed-in viewer of a subscription, or the AuthError it answers. */
async function subscriber(ctx: Context): Promise<SessionUser> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new AuthError('UNAUTHORIZED', '');
  return viewer;
}

/**
 * The ticket as it is now. Not through the Ticket loader: a subscription's context (and its loaders)
 * lives as long as the subscription, and a cached ticket would show every event the first state.
 */
async function freshTicket(ctx: Context, id: string): Promise<TicketShape> {
  return answer(await ctx.platform.GET('/api/bets/{id}', { params: { path: { id } } })).Ticket;
}

/**
 * The outbox writes a cash-out's amount in minor units (platform/betting/cashout.ts) and no currency;
 * the ticket's own amounts, formatted by the platform, show how many decimals that currency has.
 */
function majorUnits(minor: string | null, like: string): string | null {
  if (minor === null || !/^-?\d+$/.test(minor)) return null;
  const decimals = like.split('.')[1]?.length ?? 0;
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}

builder.subscriptionFields((t) => ({
  ticketChanged: t.field({
    type: Ticket,
    description: "The viewer's tickets as they change: placed, accepted or declined after the live delay, offered, settled, rolled back, cashed out.",
    errors: { types: [AuthError], directResult: true, union: { name: 'TicketChangedResult' } },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return pipe(
        ctx.pubsub.subscribe('ticket.changed'),
        filter((event) => event.UserId === viewer.Id),
      );
    },
    resolve: (event, _args, ctx) => freshTicket(ctx, event.TicketId),
  }),
  cashoutChanged: t.field({
    type: CashoutUpdate,
    description: "The viewer's cash-out results, also those decided after the live delay.",
    errors: { types: [AuthError], directResult: true, union: { name: 'CashoutChangedResult' } },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return pipe(
        ctx.pubsub.subscribe('cashout.changed'),
        filter((event) => event.UserId === viewer.Id),
      );
    },
    resolve: async (event, _args, ctx) => {
      const ticket = await freshTicket(ctx, event.TicketId);
      return { ticket, result: event.Result, amount: majorUnits(event.Amount, ticket.Stake) };
    },
  }),
}));
