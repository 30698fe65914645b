/**
 * Betting (issue 5, seed 002 §4–§9): the bet slip (works signed out), adding a selection by id, placing
 * bets, the player's tickets as Relay nodes and a history connection, trader offers, cash-out, and the
 * viewer's live ticket and cash-out updates. The platform decides every rule and every cent: resolvers
 * map arguments to its REST calls and its answers to these types; its refusals are BetErrors carrying
 * the platform's message, already in the request language.
 */
import { offsetForArgs, offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context } from '../context';
import { AuthError, BET_ERROR_CODES, BET_ERROR_MEANINGS, BetError, describedCodes, isBetRefusalCode, NotFoundError } from '../errors';
import { byKeys } from '../loaders/request-cache';
import { type Payload, type Refusals, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { Money, Viewer } from './account';
import { errorType } from './errors';
import { globalIdOf, oddIdOf, rawIdOf, rawIdOr } from './ids';
import { countedPage, subscriber } from './shared';
import { MarketTime, Match, Odd } from './sportsbook';
import { Code } from '../upstream/error-codes';
import * as enums from '../upstream/value-enums';

type Schemas = components['schemas'];
type TicketShape = Schemas['BettingTicket'];
type TicketItemShape = Schemas['BettingTicketItem'];
type SelectionShape = Schemas['BettingSlipSelection'];
type SlipShape = Payload<Schemas['BettingSlipResponse']>;
type CashoutShape = Payload<Schemas['BettingCashoutResponse']>;
type EditShape = Payload<Schemas['BettingEditResponse']>;

// ---------------------------------------------------------------- errors

errorType(BetError, 'BetError', 'The betting service refused (seed 002 §8 bet-placement errors, odds changed, cash-out declined…); nothing was changed.', (t) => ({
  betErrorCode: t.field({
    description: 'Which betting refusal this is; branch on it rather than on message.',
    type: builder.enumType('BetErrorCode', {
      description: 'The betting refusal kinds (platform/betting/errors.ts).',
      values: describedCodes(BET_ERROR_CODES, BET_ERROR_MEANINGS),
    }),
    resolve: (error) => error.betErrorCode,
  }),
}));

/**
 * Every code the betting service refuses with is a BetError, also the ones other domains type
 * otherwise (INSUFFICIENT_BALANCE, NOT_FOUND, VALIDATION…), and a stake over a wager or loss limit; the
 * rest (a signed-out session, an exclusion: AuthError) takes the common mapping.
 */
export const betRefusals: Refusals = { error: ({ code, message }) => (isBetRefusalCode(code) ? new BetError(code, message) : undefined) };

const money = (amount: string | null | undefined, currency: string) => (amount === null || amount === undefined ? null : { amount, currency });

/** A node must not fail its parent when its match or book is gone (a settled match): null instead. */
export const oddNode = (id: number, ctx: Context) => Odd.getDataloader(ctx).load(String(id)).catch(() => null);
const matchNode = (id: number, ctx: Context) => Match.getDataloader(ctx).load(String(id)).catch(() => null);

// ---------------------------------------------------------------- enums

export const BetType = builder.enumType('BetType', enums.BettingBetType);
type BetTypeValue = (typeof BetType)['$inferType'];
const BET_TYPES = new Set<string>(Object.values(enums.BettingBetType.values).map(({ value }) => value));

export const OddsPolicy = builder.enumType('OddsPolicy', enums.BettingOddsPolicy);

export const TicketStatus = builder.enumType('TicketStatus', enums.BettingTicketStatus);

const TicketOutcome = builder.enumType('TicketOutcome', enums.BettingTicketOutcome);
const TicketItemResult = builder.enumType('TicketItemResult', enums.BettingTicketItemResult);
const CashoutResult = builder.enumType('CashoutResult', enums.BettingCashoutResult);
type CashoutResultValue = (typeof CashoutResult)['$inferType'];

const BetHistoryTab = builder.enumType('BetHistoryTab', enums.BettingHistoryTab);
const BetHistoryPeriod = builder.enumType('BetHistoryPeriod', enums.BettingHistoryPeriod);
const IfBetVariant = builder.enumType('IfBetVariant', enums.BettingIfBetVariant);
const FullCover = builder.enumType('FullCover', enums.BettingFullCover);

// ---------------------------------------------------------------- the slip

const TeasedLine = builder.objectRef<SelectionShape['TeasedLines'][number]>('TeasedLine').implement({
  description: 'A selection\'s line as a teaser moves it.',
  fields: (t) => ({
    teaserId: t.exposeInt('TeaserID', { description: 'The teaser (TeaserSetting.id).' }),
    titleSuffix: t.exposeString('TitleSuffix', { description: "The teased line on the player's side, as Odd.titleSuffix writes it, e.g. \"+2.5\"." }),
  }),
});

const BetslipSelection = builder.objectRef<SelectionShape>('BetslipSelection').implement({
  description: 'A selection on the slip as the book judges it now.',
  fields: (t) => ({
    oddId: t.exposeInt('ID', { description: "The Odd's numeric id (Odd.legacyId)." }),
    oddNodeId: t.globalID({ description: "The Odd's global id, as BetslipSelectionInput.oddId took it (also when odd is null).", resolve: (s) => ({ type: 'Odd', id: String(s.ID) }) }),
    odd: t.field({
      type: Odd,
      nullable: true,
      description: 'The Odd node: its price follows the oddsChanged subscription. Null when no longer in the book.',
      resolve: (s, _args, ctx) => oddNode(s.ID, ctx),
    }),
    match: t.field({ description: 'The Match node; null when the match is no longer in the book.', type: Match, nullable: true, resolve: (s, _args, ctx) => matchNode(s.MatchID, ctx) }),
    matchId: t.exposeInt('MatchID', { description: "The match's numeric id (Match.legacyId)." }),
    marketId: t.exposeInt('MarketID', { description: "The market's numeric id." }),
    sportTypeId: t.exposeInt('SportTypeId', { description: "The sport's id (seed 002 §3 SportTypeId)." }),
    sportSystemId: t.exposeInt('SportSystemID', { description: "The sport's system id (seed 002 §3 SportSystemID)." }),
    matchName: t.exposeString('MatchName', { description: 'The match name, e.g. "Home - Away".' }),
    matchStatus: t.exposeString('MatchStatus', { description: 'The match status in lower case, e.g. "not_started" or "live".' }),
    isOutright: t.exposeBoolean('IsOutright', { description: 'An outright (tournament winner) market rather than a match market.' }),
    marketKey: t.exposeString('MarketKey', { description: 'The market key, e.g. "match/1x2"; the same for the same market of every match.' }),
    marketType: t.exposeString('MarketType', { description: 'The market type, as MarketType names it in lower case.' }),
    title: t.exposeString('Title', { description: 'The outcome, e.g. "Home" or "Over 2.5".' }),
    titleSuffix: t.exposeString('TitleSuffix', { description: 'Extra text shown after the title (e.g. the line); null when none.', nullable: true }),
    odds: t.exposeString('Odds', { nullable: true, description: 'Decimal odds, e.g. "1.85"; null when not priced.' }),
    isSuspended: t.exposeBoolean('IsSuspended', { description: 'Temporarily not bettable (live trading paused); placing answers SELECTION_SUSPENDED.' }),
    incompatibleSelections: t.exposeIntList('incompatibleSelections', { description: 'Odd numeric ids on the slip this one cannot be combined with.', deprecationReason: 'Use incompatibleOddIds (global ids, as the inputs take them).' }),
    incompatibleTeaserSelections: t.exposeIntList('incompatibleTeaserSelections', { description: 'Odd numeric ids on the slip this one cannot be combined with in a teaser.', deprecationReason: 'Use incompatibleTeaserOddIds (global ids, as the inputs take them).' }),
    incompatibleOddIds: t.idList({ description: 'incompatibleSelections as Odd global ids.', resolve: (s) => s.incompatibleSelections.map((id) => globalIdOf('Odd', id)) }),
    incompatibleTeaserOddIds: t.idList({ description: 'incompatibleTeaserSelections as Odd global ids.', resolve: (s) => s.incompatibleTeaserSelections.map((id) => globalIdOf('Odd', id)) }),
    teasedLines: t.field({ description: 'The line as each teaser on offer moves it; empty when it cannot be teased.', type: [TeasedLine], resolve: (s) => s.TeasedLines }),
  }),
});

type MaxBetShape = { betType: BetTypeValue; amount: { amount: string; currency: string } };
const MaxBet = builder.objectRef<MaxBetShape>('MaxBet').implement({
  description: 'The largest stake a bet type takes now (per line for a system).',
  fields: (t) => ({
    betType: t.field({ description: 'The bet type it applies to.', type: BetType, resolve: (m) => m.betType }),
    amount: t.field({ description: 'The largest stake, in the account currency (per line for a system).', type: Money, resolve: (m) => m.amount }),
  }),
});

/** A system or cover of the slip with the slip's currency, for its max bet's Money. */
type InCurrency<T> = T & { Currency: string };

const SystemChoice = builder.objectRef<InCurrency<SlipShape['Systems'][number]>>('SystemChoice').implement({
  description: 'A system ("size of of") the slip can place.',
  fields: (t) => ({
    size: t.exposeInt('Size', { description: 'Selections per combination; SystemStakeInput.size.' }),
    of: t.exposeInt('Of', { description: 'The number of selections.' }),
    lines: t.exposeInt('Lines', { description: 'How many combinations (lines) it makes; the stake is per line.' }),
    label: t.exposeString('Label', { description: 'How the slip shows it, e.g. "2/3".' }),
    maxBet: t.field({ description: 'The largest stake per line of this system, in the account currency.', type: Money, resolve: (c) => ({ amount: c.MaxBet, currency: c.Currency }) }),
  }),
});

const FullCoverChoice = builder.objectRef<InCurrency<SlipShape['FullCovers'][number]>>('FullCoverChoice').implement({
  description: 'A named full cover (Yankee…) the slip can place: every combination of its selections as one bet.',
  fields: (t) => ({
    cover: t.field({ description: 'Which cover; CoverStakeInput.cover.', type: FullCover, resolve: (c) => c.Cover }),
    of: t.exposeInt('Of', { description: 'The number of selections.' }),
    lines: t.exposeInt('Lines', { description: 'How many combinations (lines) it makes; the stake is per line.' }),
    maxBet: t.field({ description: 'The largest stake per line of this cover, in the account currency.', type: Money, resolve: (c) => ({ amount: c.MaxBet, currency: c.Currency }) }),
  }),
});

type TeaserSettingShape = SlipShape['TeaserSettings'][number];
const TeaserOdds = builder.objectRef<TeaserSettingShape['Selections'][number]>('TeaserOdds').implement({
  description: 'The decimal odds of a teaser with so many selections.',
  fields: (t) => ({ numberOfSelections: t.exposeInt('NumberOfSelections', { description: 'The number of selections.' }), odds: t.exposeString('Odds', { description: 'Decimal odds string, e.g. "2.60".' }) }),
});

const TeaserSetting = builder.objectRef<TeaserSettingShape>('TeaserSetting').implement({
  description: 'A teaser the slip can place: how many points the lines move and the odds by number of selections.',
  fields: (t) => ({
    id: t.exposeInt('ID', { description: 'PlaceBetInput.teaserId.' }),
    points: t.exposeFloat('Points', { description: "Points each line moves in the bettor's favour, e.g. 6.5." }),
    selections: t.field({ description: 'The odds by number of selections.', type: [TeaserOdds], resolve: (s) => s.Selections }),
  }),
});

const AccumulatorRule = builder.objectRef<SlipShape['AccumulatorBonus']['Rules'][number]>('AccumulatorRule').implement({
  description: 'One step of the accumulator bonus.',
  fields: (t) => ({ selections: t.exposeInt('Selections', { description: 'The number of qualifying selections.' }), percent: t.exposeInt('Percent', { description: 'The bonus percentage (whole number) from that many selections on.' }) }),
});

const AccumulatorBonus = builder.objectRef<SlipShape['AccumulatorBonus']>('AccumulatorBonus').implement({
  description: "Seed 002 §4 accumulator bonus: a percentage added to a combo's winnings by its number of selections.",
  fields: (t) => ({
    percent: t.exposeInt('Percent', { description: 'What this slip earns now.' }),
    minOdds: t.exposeString('MinOdds', { description: 'Decimal odds string each selection needs to count, e.g. "1.20".' }),
    rules: t.field({ description: 'The percentages by number of selections.', type: [AccumulatorRule], resolve: (b) => b.Rules }),
  }),
});

const BetInsurance = builder.objectRef<SlipShape['Insurance']>('BetInsurance').implement({
  description: 'Seed 002 §4 combo insurance: for a premium, the stake comes back when exactly one selection loses.',
  fields: (t) => ({ percent: t.exposeInt('Percent', { description: 'The premium as a whole percentage of the stake.' }), minSelections: t.exposeInt('MinSelections', { description: 'The fewest selections a combo needs to be insured.' }) }),
});

type FreeBetShape = { Id: string; Amount: string; Currency: string };
const FreeBet = builder.objectRef<FreeBetShape>('FreeBet').implement({
  description: 'A free bet the player holds: stake it with PlaceBetInput.freeBetId.',
  fields: (t) => ({
    // The UserBonus node's id: an id of a Relay record must be global, and the free bet is that bonus.
    id: t.globalID({ description: 'The UserBonus id; PlaceBetInput.freeBetId.', resolve: (f) => ({ type: 'UserBonus', id: f.Id }) }),
    amount: t.field({ description: 'Its stake, in the account currency.', type: Money, resolve: (f) => ({ amount: f.Amount, currency: f.Currency }) }),
  }),
});

const Betslip = builder.objectRef<SlipShape & { missingOddIds: string[] }>('Betslip').implement({
  description: 'Seed 002 §7 "get bet slip" and "selections status": the slip judged now.',
  fields: (t) => ({
    selections: t.field({ description: 'The selections as the book judges them now, in the order given.', type: [BetslipSelection], resolve: (s) => s.Selections }),
    missingSelections: t.exposeIntList('MissingSelections', { description: 'Odd numeric ids no longer on offer: the slip removes them.', deprecationReason: 'Use missingOddIds (global ids, as the inputs take them).' }),
    missingOddIds: t.idList({
      description: 'The Odd global ids given that are no longer on offer (or name no odd at all), as given: the slip removes them.',
      resolve: (s) => s.missingOddIds,
    }),
    maxBets: t.field({
      description: 'The largest stake of each bet type the slip can place now.',
      type: [MaxBet],
      resolve: (s) =>
        Object.entries(s.MaxBets)
          .filter(([type]) => BET_TYPES.has(type))
          .map(([type, amount]) => ({ betType: type as BetTypeValue, amount: { amount, currency: s.Currency } })),
    }),
    maxOdds: t.exposeString('MaxOdds', {
      description: 'Decimal odds string: a single or combo wins at most these odds (the max payout at the minimum stake), so its potential return is capped there.',
    }),
    systems: t.field({ description: 'The systems the slip can place.', type: [SystemChoice], resolve: (s) => s.Systems.map((c) => ({ ...c, Currency: s.Currency })) }),
    fullCovers: t.field({
      description: 'The named full covers the slip can place (SYSTEM); none with a banker.',
      type: [FullCoverChoice],
      resolve: (s) => s.FullCovers.map((c) => ({ ...c, Currency: s.Currency })),
    }),
    teaserSettings: t.field({ description: 'The teasers the slip can place; empty when it cannot be a teaser.', type: [TeaserSetting], resolve: (s) => s.TeaserSettings }),
    accumulatorBonus: t.field({ description: 'The accumulator bonus rules and what this slip earns.', type: AccumulatorBonus, resolve: (s) => s.AccumulatorBonus }),
    insurance: t.field({ description: 'The combo insurance terms.', type: BetInsurance, resolve: (s) => s.Insurance }),
    remainingLimit: t.field({ type: Money, nullable: true, description: 'What may still be staked in 24 hours; null when signed out.', resolve: (s) => money(s.RemainingLimit, s.Currency) }),
    dailyLimit: t.field({ description: 'The 24-hour stake limit; null when signed out or when there is none.', type: Money, nullable: true, resolve: (s) => money(s.DailyLimit, s.Currency) }),
    oddsPolicy: t.field({ description: "The odds-change policy placing uses (the player's setting, see setOddsPolicy).", type: OddsPolicy, resolve: (s) => s.OddsPolicy }),
    oddsTolerance: t.exposeInt('OddsTolerance', { description: "The player's live odds-change tolerance in whole percents: under ACCEPT_BETTER a live price this much below the one seen is still taken, at the new price (see setOddsPolicy); 0 when signed out." }),
    maxOddsTolerance: t.exposeInt('MaxOddsTolerance', { description: "The operator's maximum odds-change tolerance (whole percents): the highest setOddsPolicy takes." }),
    balance: t.field({ type: Money, nullable: true, description: 'Cash now; send it back as PlaceBetInput.seenBalance.', resolve: (s) => money(s.Balance, s.Currency) }),
    freeBets: t.field({ description: "The player's free bets usable on this slip; empty when signed out.", type: [FreeBet], resolve: (s) => s.FreeBets.map((f) => ({ ...f, Currency: s.Currency })) }),
  }),
});

const BetslipSelectionInput = builder.inputType('BetslipSelectionInput', {
  description: 'A selection on the slip: the odd and whether it is a banker.',
  fields: (t) => ({ oddId: t.id({ description: 'The Odd id (Odd.id).', required: true }), banker: t.boolean({ description: 'A system banker: in every combination; default false.' }) }),
});

/** An odd id that names no odd is a selection the book does not offer (what the platform answers for an unknown number). */
const unavailable = () => new BetError(Code.SELECTION_UNAVAILABLE, '');
export const oddNumberOf = (id: string | number) => {
  const odd = oddIdOf(id);
  if (odd === null) throw unavailable();
  return odd;
};

builder.queryFields((t) => ({
  betslip: t.field({
    type: Betslip,
    description: 'The slip for these selections: prices, suspensions, incompatibilities, max bets, systems, teasers, bonuses; limits and balance when signed in.',
    args: { selections: t.arg({ type: [BetslipSelectionInput], required: true }) },
    // No union here (the slip is always an answer): a refused input (more than 30 selections) is a visible error.
    resolve: async (_root, { selections }, ctx) => {
      // An id that names no odd is reported missing like one no longer on offer; the rest go to the book.
      const known = selections.map((s) => ({ ...s, number: oddIdOf(s.oddId) }));
      const slip = unwrap(
        await ctx.platform.POST('/api/betslip', { body: { Selections: known.flatMap((s) => (s.number === null ? [] : [{ OddId: s.number, Banker: s.banker ?? undefined }])) } }),
        betRefusals,
      );
      const missing = new Set(slip.MissingSelections);
      const missingOddIds = known.filter((s) => s.number === null || missing.has(s.number)).map((s) => String(s.oddId));
      return { ...slip, missingOddIds };
    },
  }),
  betslipSelection: t.field({
    type: BetslipSelection,
    description: 'Seed 002 §7 "add selection by id": the selection, or a BetError (SELECTION_UNAVAILABLE, SELECTION_SUSPENDED) and the slip drops it.',
    args: { oddId: t.arg.id({ required: true, description: 'The Odd id (Odd.id).' }) },
    errors: { types: [BetError], union: { description: 'What Query.betslipSelection answers: the selection or a BetError.' } },
    resolve: async (_root, { oddId }, ctx) =>
      unwrap(await ctx.platform.GET('/api/betslip/selections/{id}', { params: { path: { id: String(oddNumberOf(oddId)) } } }), betRefusals).Selection,
  }),
}));

// ---------------------------------------------------------------- tickets

const TicketItem = builder.objectRef<TicketItemShape>('TicketItem').implement({
  description: 'One selection of a ticket, at the odds it was taken at.',
  fields: (t) => ({
    oddId: t.exposeInt('OddId', { description: "The Odd's numeric id (Odd.legacyId)." }),
    odd: t.field({ type: Odd, nullable: true, description: 'Null once the match left the book.', resolve: (i, _args, ctx) => oddNode(i.OddId, ctx) }),
    matchId: t.exposeInt('MatchId', { description: "The match's numeric id (Match.legacyId)." }),
    match: t.field({ description: 'The Match node; null once the match left the book.', type: Match, nullable: true, resolve: (i, _args, ctx) => matchNode(i.MatchId, ctx) }),
    matchName: t.exposeString('MatchName', { description: 'The match name when the bet was taken.' }),
    marketKey: t.exposeString('MarketKey', { description: 'The market key, e.g. "match/1x2".' }),
    marketType: t.exposeString('MarketType', { description: 'The market type, as MarketType names it in lower case.' }),
    marketTime: t.field({
      description: 'Which score its market settles on (regulation time, including overtime…); null for a part of a match or a sport without overtime.',
      type: MarketTime,
      nullable: true,
      resolve: (i) => i.MarketTime,
    }),
    title: t.exposeString('Title', { description: 'The outcome taken, e.g. "Home".' }),
    line: t.exposeFloat('Line', { description: 'The handicap or total line, e.g. -1.5 or 2.5; null for markets without one.', nullable: true }),
    odds: t.exposeString('Odds', { description: 'The decimal odds taken.' }),
    isBanker: t.exposeBoolean('IsBanker', { description: 'A system banker.' }),
    result: t.field({ description: 'How this selection was settled; PENDING until then.', type: TicketItemResult, resolve: (i) => i.Result }),
  }),
});

const TraderOffer = builder.objectRef<{ Stake: string; Odds: string; Currency: string }>('TraderOffer').implement({
  description: "A trader's counter-offer to a bet over the limits: accept or decline with answerTraderOffer.",
  fields: (t) => ({
    stake: t.field({ description: 'The stake offered (at most the one asked for).', type: Money, resolve: (o) => ({ amount: o.Stake, currency: o.Currency }) }),
    odds: t.exposeString('Odds', { description: 'The decimal odds offered, e.g. "1.90".' }),
  }),
});

type TicketCashoutShape = Schemas['BettingTicketCashout'] & { Currency: string };
const TicketCashOut = builder.objectRef<TicketCashoutShape>('TicketCashOut').implement({
  description: 'One cash-out paid on a ticket: a part of its stake or the whole rest.',
  fields: (t) => ({
    stake: t.field({ description: 'The stake sold back.', type: Money, resolve: (c) => ({ amount: c.Stake, currency: c.Currency }) }),
    amount: t.field({ description: 'What it paid.', type: Money, resolve: (c) => ({ amount: c.Amount, currency: c.Currency }) }),
    automatic: t.exposeBoolean('Automatic', { description: 'Paid by the automatic cash-out the player set, not by a request.' }),
    paidAt: t.field({ description: 'When it was paid.', type: 'DateTime', resolve: (c) => c.Date }),
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
    // A ticket is its player's only: a visitor's (or an ended session's) are all not found, as are
    // another player's, which the platform leaves out of the viewer's answer (issue 14 §11).
    const notFound = () => ids.map((id) => new NotFoundError(`ticket ${id} not found`));
    if (valid.length === 0 || !ctx.sessionToken) return notFound();
    const result = await ctx.platform.GET('/api/bets', { params: { query: { Ids: valid.join(','), PageSize: TICKET_BATCH } } });
    if (result.response.status === 401) return notFound();
    return byKeys(ids, unwrap(result, betRefusals).Tickets, (ticket) => ticket.Id, 'ticket');
  },
  fields: (t) => ({
    ticketId: t.exposeString('Id', { description: "The platform's ticket number." }),
    betType: t.field({ description: 'The bet type.', type: BetType, resolve: (ticket) => ticket.BetType }),
    status: t.field({ description: 'Where the bet stands (pending, accepted, declined, offered, delayed).', type: TicketStatus, resolve: (ticket) => ticket.Status }),
    outcome: t.field({ type: TicketOutcome, nullable: true, description: 'Null while open.', resolve: (ticket) => ticket.Outcome }),
    stake: t.field({ type: Money, description: 'The whole stake (every line of a system).', resolve: cash((ticket) => ticket.Stake) }),
    unitStake: t.field({ type: Money, description: 'Per line.', resolve: cash((ticket) => ticket.UnitStake) }),
    totalOdds: t.exposeString('TotalOdds', { description: 'The combined decimal odds string, e.g. "3.42"; null when not one number (systems, if-bets).', nullable: true }),
    potentialReturn: t.field({ description: 'What it pays if every selection wins (stake included).', type: Money, resolve: cash((ticket) => ticket.PotentialReturn) }),
    returned: t.field({ type: Money, nullable: true, description: 'What settlement or cash-out paid.', resolve: amount((ticket) => ticket.Returned) }),
    systemSize: t.exposeInt('SystemSize', { description: "A system's size (selections per combination; a full cover's smallest); null for other bet types.", nullable: true }),
    fullCover: t.field({ type: FullCover, nullable: true, description: 'The named full cover a SYSTEM ticket is (Yankee…); null otherwise.', resolve: (ticket) => ticket.FullCover }),
    teaserPoints: t.exposeFloat('TeaserPoints', { description: "A teaser's points; null for other bet types.", nullable: true }),
    ifBetVariant: t.field({ description: 'The if-bet variant (STANDARD for other bet types).', type: IfBetVariant, resolve: (ticket) => ticket.IfBetVariant }),
    oddsPolicy: t.field({ description: 'The odds-change policy it was placed with.', type: OddsPolicy, resolve: (ticket) => ticket.OddsPolicy }),
    isLive: t.exposeBoolean('IsLive', { description: 'Placed on a live match (went through the live delay).' }),
    isFreeBet: t.exposeBoolean('IsFreeBet', { description: 'Staked with a free bet: the stake is not returned with a win.' }),
    insurancePremium: t.field({ description: 'What the combo insurance cost; null when not insured.', type: Money, nullable: true, resolve: amount((ticket) => ticket.InsurancePremium) }),
    traderOffer: t.field({
      description: "A trader's counter-offer waiting for an answer (status NEW_OFFER); null otherwise.",
      type: TraderOffer,
      nullable: true,
      resolve: (ticket) => (ticket.TraderOffer ? { ...ticket.TraderOffer, Currency: ticket.Currency } : null),
    }),
    declineReason: t.exposeString('DeclineReason', { nullable: true, description: 'In the request language.' }),
    cashoutAmount: t.field({ type: Money, nullable: true, description: 'The cash-out agreed (paid, or waiting the live delay).', resolve: amount((ticket) => ticket.CashoutAmount) }),
    cashOut: t.field({ type: Money, nullable: true, description: 'What cash-out pays now; null when not available.', resolve: amount((ticket) => ticket.CashOut) }),
    autoCashOut: t.field({
      type: Money,
      nullable: true,
      description: 'The value at which the ticket cashes out by itself (setAutoCashOut), also while the player is signed out; null when none is set.',
      resolve: amount((ticket) => ticket.AutoCashout),
    }),
    cashOuts: t.field({
      description: 'Each cash-out paid, a part or the whole, oldest first (stake is what is still riding).',
      type: [TicketCashOut],
      resolve: (ticket) => ticket.Cashouts.map((c) => ({ ...c, Currency: ticket.Currency })),
    }),
    // Ids, not Ticket fields: a Ticket field on Ticket would make the type refer to itself before it exists.
    editedFromId: t.id({
      nullable: true,
      description: "The Ticket this one replaced by an edit (editBet), as a node id; null when it was placed.",
      resolve: (ticket) => (ticket.EditedFrom === null ? null : globalIdOf('Ticket', ticket.EditedFrom)),
    }),
    editedIntoId: t.id({
      nullable: true,
      description: 'The Ticket an edit replaced this one by (this one closed, cashed out into its stake), as a node id; null when none.',
      resolve: (ticket) => (ticket.EditedInto === null ? null : globalIdOf('Ticket', ticket.EditedInto)),
    }),
    createdAt: t.field({ description: 'When the bet was placed.', type: 'DateTime', resolve: (ticket) => ticket.CreatedDate }),
    settledAt: t.field({ description: 'When it was settled or cashed out; null while open.', type: 'DateTime', nullable: true, resolve: (ticket) => ticket.SettledDate }),
    items: t.field({ description: 'The selections.', type: [TicketItem], resolve: (ticket) => ticket.Items }),
  }),
});

/** Seed 001 §9 default page size. */
const PAGE_SIZE = 20;

interface TicketFilter {
  tab?: 'uncleared' | 'cleared' | 'declined' | 'all' | null;
  period?: 'last24' | 'last48' | 'lastweek' | 'lastmonth' | 'last12months' | 'custom' | 'all' | null;
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
  const pageOf = async (page: number) => unwrap(await ctx.platform.GET('/api/bets', { params: { query: { ...query, Page: page } } }), betRefusals);
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
      resolve: (_user, args, ctx) => ticketConnection(ctx, args, args),
    },
    ...countedPage('Ticket'),
  ),
}));

// ---------------------------------------------------------------- placing

const PlaceBetSelectionInput = builder.inputType('PlaceBetSelectionInput', {
  description: 'A selection as placed: the odd and the odds the player saw.',
  fields: (t) => ({
    oddId: t.id({ description: 'The Odd id (Odd.id).', required: true }),
    odds: t.string({ required: true, description: 'The decimal odds the slip showed, e.g. "1.85".' }),
    banker: t.boolean({ description: 'A system banker; default false.' }),
  }),
});

const SystemStakeInput = builder.inputType('SystemStakeInput', {
  description: 'The stake per line of one system size.',
  fields: (t) => ({
    size: t.int({ required: true, description: 'SystemChoice.size.' }),
    stake: t.string({ description: 'Per line.' }),
  }),
});

const CoverStakeInput = builder.inputType('CoverStakeInput', {
  description: 'The stake per line of one named full cover.',
  fields: (t) => ({
    cover: t.field({ type: FullCover, required: true, description: 'FullCoverChoice.cover.' }),
    stake: t.string({ description: 'Per line.' }),
  }),
});

const PlaceBetInput = builder.inputType('PlaceBetInput', {
  description: 'Seed 002 §4–§5 bet placement: the bet type, the selections and the stakes. Amounts are decimal strings in major units.',
  fields: (t) => ({
    type: t.field({ description: 'The bet type.', type: BetType, required: true }),
    selections: t.field({ description: 'The selections, in order (the order matters for if-bets).', type: [PlaceBetSelectionInput], required: true }),
    stake: t.string({ description: 'Per single, combo, if-bet or teaser, in major units; non-numeric input counts as 0 (seed 002 §5).' }),
    systemStakes: t.field({ description: 'SYSTEM: a stake per line for each size to place.', type: [SystemStakeInput] }),
    coverStakes: t.field({ description: 'SYSTEM: a stake per line for each named full cover to place (one ticket each).', type: [CoverStakeInput] }),
    teaserId: t.int({ description: 'TEASER: TeaserSetting.id.' }),
    ifBetVariant: t.field({ description: 'IFBET and REVERSEBET: STANDARD or ACTION; default STANDARD.', type: IfBetVariant }),
    oddsPolicy: t.field({ type: OddsPolicy, description: "This bet only; default the player's setting." }),
    freeBetId: t.id({ description: 'FreeBet.id.' }),
    insurance: t.boolean({ description: 'COMBO: buy the combo insurance (Betslip.insurance); default false.' }),
    seenBalance: t.string({ description: 'Betslip.balance as shown: a stake it covered that the balance no longer does is OUTDATED_BALANCE.' }),
    idempotencyKey: t.string({ description: 'Send the same key when retrying the same bet: it is placed once and the retry answers the same tickets.' }),
  }),
});

const PlaceBetSuccess = builder.objectRef<{ tickets: TicketShape[] }>('PlaceBetSuccess').implement({
  description: 'The bet was placed.',
  fields: (t) => ({ tickets: t.field({ type: [Ticket], description: 'One per single of multiple singles, per staked system size or full cover.', resolve: (p) => p.tickets }) }),
});

const CashOutSuccess = builder.objectRef<CashoutShape>('CashOutSuccess').implement({
  description: 'The cash-out was judged (see result: it may still have been declined).',
  fields: (t) => ({
    result: t.field({ description: 'ACCEPTED, DECLINED, PROCESSING (live delay) or FAILED.', type: CashoutResult, resolve: (c) => c.Result }),
    message: t.exposeString('Message', { nullable: true, description: '"Cashout is declined" when declined, in the request language.' }),
    cashOut: t.field({
      type: Money,
      nullable: true,
      description: 'The value now: after a decline, cash out again with it (change cash-out).',
      resolve: (c) => money(c.CashOut, c.Ticket.Currency),
    }),
    ticket: t.field({ description: 'The ticket after the cash-out.', type: Ticket, resolve: (c) => c.Ticket }),
  }),
});

const EditBetSuccess = builder.objectRef<EditShape>('EditBetSuccess').implement({
  description: 'The edit was judged (see result: it may have been declined, and then nothing changed).',
  fields: (t) => ({
    result: t.field({ description: 'ACCEPTED (the old ticket is cashed out into the new one) or DECLINED (its value fell: edit again with cashOut).', type: CashoutResult, resolve: (c) => c.Result }),
    message: t.exposeString('Message', { nullable: true, description: '"Cashout is declined" when declined, in the request language.' }),
    cashOut: t.field({ type: Money, nullable: true, description: "After a decline, the old ticket's value now.", resolve: (c) => money(c.CashOut, c.Currency) }),
    ticket: t.field({ type: Ticket, nullable: true, description: 'The new ticket; null when declined.', resolve: (c) => c.Ticket }),
  }),
});

const SetOddsPolicySuccess = builder.objectRef<{ OddsPolicy: (typeof OddsPolicy)['$inferType']; OddsTolerance: number }>('SetOddsPolicySuccess').implement({
  description: 'The odds-change policy was saved.',
  fields: (t) => ({
    oddsPolicy: t.field({ description: 'The policy now in force.', type: OddsPolicy, resolve: (p) => p.OddsPolicy }),
    oddsTolerance: t.exposeInt('OddsTolerance', { description: 'The live odds-change tolerance now in force, whole percents.' }),
  }),
});

/** A ticket's raw id from its global id; an id of anything else is a ticket that does not exist. */
const ticketIdOf = (id: string | number) => rawIdOr(id, 'Ticket', () => new BetError(Code.NOT_FOUND, ''));

/** FreeBet.id is the UserBonus's global id; anything else goes as given and the platform judges it. */
const freeBetIdOf = (id: string | number) => rawIdOf(id, 'UserBonus') ?? String(id);

builder.mutationFields((t) => ({
  placeBet: t.field({
    type: PlaceBetSuccess,
    authScopes: { player: true },
    description: 'Places the slip: single (one ticket per selection), combo, system (one ticket per staked size or full cover), if-bet, reverse bet, teaser.',
    args: { input: t.arg({ type: PlaceBetInput, required: true }) },
    errors: { types: [BetError, AuthError], union: { description: 'What Mutation.placeBet answers: the tickets or a BetError / AuthError.' } },
    resolve: async (_root, { input }, ctx) => {
      const { Tickets } = unwrap(
        await ctx.platform.POST('/api/bets', {
          params: { header: input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : {} },
          body: {
            Type: input.type,
            Selections: input.selections.map((s) => ({ OddId: oddNumberOf(s.oddId), Odds: s.odds, Banker: s.banker ?? undefined })),
            Stake: input.stake ?? null,
            SystemStakes: input.systemStakes ? Object.fromEntries(input.systemStakes.map((s) => [String(s.size), s.stake ?? null])) : undefined,
            CoverStakes: input.coverStakes ? Object.fromEntries(input.coverStakes.map((s) => [s.cover, s.stake ?? null])) : undefined,
            TeaserId: input.teaserId ?? null,
            IfBetVariant: input.ifBetVariant ?? undefined,
            OddsPolicy: input.oddsPolicy ?? null,
            FreeBetId: input.freeBetId == null ? null : freeBetIdOf(input.freeBetId),
            Insurance: input.insurance ?? undefined,
            SeenBalance: input.seenBalance ?? null,
          },
        }),
        betRefusals,
      );
      return { tickets: Tickets };
    },
  }),
  setOddsPolicy: t.field({
    type: SetOddsPolicySuccess,
    authScopes: { player: true },
    description: "The player's odds-change policy and live odds-change tolerance for later bets.",
    args: {
      policy: t.arg({ type: OddsPolicy, required: true }),
      tolerance: t.arg.int({ description: "The live odds-change tolerance in whole percents (0 to Betslip.maxOddsTolerance; above it: ODDS_TOLERANCE_TOO_HIGH); omitted keeps the one set." }),
    },
    errors: { types: [BetError, AuthError], union: { description: 'What Mutation.setOddsPolicy answers: the policy or a BetError / AuthError.' } },
    resolve: async (_root, { policy, tolerance }, ctx) =>
      unwrap(await ctx.platform.PUT('/api/betslip/policy', { body: { OddsPolicy: policy, OddsTolerance: tolerance ?? null } }), betRefusals),
  }),
  answerTraderOffer: t.field({
    type: Ticket,
    authScopes: { player: true },
    description: "Accepts (the offer's stake is debited) or declines a trader's offer on a ticket in NEW_OFFER.",
    args: { ticketId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    errors: { types: [BetError, AuthError], union: { description: 'What Mutation.answerTraderOffer answers: the ticket or a BetError / AuthError.' } },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/bets/{id}/offer', { params: { path: { id: ticketIdOf(args.ticketId) } }, body: { Accept: args.accept } }), betRefusals).Ticket,
  }),
  cashOut: t.field({
    type: CashOutSuccess,
    authScopes: { player: true },
    description: 'Cash out for the amount shown (Ticket.cashOut), or change cash-out: the same call with the new value after a decline.',
    args: {
      ticketId: t.arg.id({ required: true }),
      amount: t.arg.string({ required: true, description: 'Major units, e.g. "12.50".' }),
      stake: t.arg.string({ description: 'Partial cash-out: the part of the stake sold, major units (amount is that part\'s value); the rest rides on at the original odds. Omitted: the whole ticket.' }),
      idempotencyKey: t.arg.string({ description: 'The same key on a retry answers the cash-out already paid and sells nothing more.' }),
      odds: t.arg({ type: [PlaceBetSelectionInput], description: 'The odds the value was shown at.' }),
    },
    errors: { types: [BetError, AuthError], union: { description: 'What Mutation.cashOut answers: the result or a BetError / AuthError.' } },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/bets/{id}/cashout', {
          params: { path: { id: ticketIdOf(args.ticketId) }, header: args.idempotencyKey ? { 'idempotency-key': args.idempotencyKey } : {} },
          body: { Amount: args.amount, Stake: args.stake ?? undefined, Odds: args.odds?.map((o) => ({ OddId: oddNumberOf(o.oddId), Odds: o.odds })) },
        }),
        betRefusals,
      ),
  }),
  editBet: t.field({
    type: EditBetSuccess,
    authScopes: { player: true },
    description:
      "Edits an open prematch single or combo: adds, removes or swaps legs at current prices. The ticket is cashed out at its value now and that value (plus or minus stakeChange) stakes the new ticket, in one transaction.",
    args: {
      ticketId: t.arg.id({ required: true }),
      selections: t.arg({ type: [PlaceBetSelectionInput], required: true, description: "The new ticket's selections with the odds shown: kept, added and swapped legs alike." }),
      value: t.arg.string({ required: true, description: "The old ticket's cash-out value shown (Ticket.cashOut), major units: declined when the value now is lower." }),
      stakeChange: t.arg.string({ description: 'Money added to the new stake, or taken to the balance with a leading minus ("-2.50"); omitted: none.' }),
      idempotencyKey: t.arg.string({ description: 'The same key on a retry answers the edit already made and changes nothing more.' }),
    },
    errors: { types: [BetError, AuthError], union: { description: 'What Mutation.editBet answers: the result or a BetError / AuthError.' } },
    resolve: async (_root, args, ctx) => {
      return unwrap(
        await ctx.platform.POST('/api/bets/{id}/edit', {
          params: { path: { id: ticketIdOf(args.ticketId) }, header: args.idempotencyKey ? { 'idempotency-key': args.idempotencyKey } : {} },
          body: { Selections: args.selections.map((s) => ({ OddId: oddNumberOf(s.oddId), Odds: s.odds })), Value: args.value, StakeChange: args.stakeChange ?? undefined },
        }),
        betRefusals,
      );
    },
  }),
  setAutoCashOut: t.field({
    type: Ticket,
    authScopes: { player: true },
    description: 'Sets the value at which an open ticket cashes out by itself (above its value now, at most its potential return), or clears it with a null target.',
    args: {
      ticketId: t.arg.id({ required: true }),
      target: t.arg.string({ description: 'Major units, e.g. "15.00"; null or omitted clears the automatic cash-out.' }),
    },
    errors: { types: [BetError, AuthError], union: { description: 'What Mutation.setAutoCashOut answers: the ticket or a BetError / AuthError.' } },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.PUT('/api/bets/{id}/auto-cashout', { params: { path: { id: ticketIdOf(args.ticketId) } }, body: { Target: args.target ?? null } }), betRefusals).Ticket,
  }),
}));

// ---------------------------------------------------------------- live

type CashoutUpdateShape = { ticket: TicketShape; result: CashoutResultValue; amount: string | null };
const CashoutUpdate = builder.objectRef<CashoutUpdateShape>('CashoutUpdate').implement({
  description: "A cash-out of the viewer's was accepted, declined or is waiting the live delay.",
  fields: (t) => ({
    ticket: t.field({ description: 'The ticket as it is now.', type: Ticket, resolve: (u) => u.ticket }),
    result: t.field({ description: 'The cash-out result.', type: CashoutResult, resolve: (u) => u.result }),
    amount: t.field({
      type: Money,
      nullable: true,
      description: 'Accepted or processing: the amount agreed; declined: the value at that moment.',
      resolve: (u) => money(u.amount, u.ticket.Currency),
    }),
  }),
});

/**
 * The ticket as it is now. Not through the Ticket loader: a subscription's context (and its loaders)
 * lives as long as the subscription, and a cached ticket would show every event the first state.
 */
async function freshTicket(ctx: Context, id: string): Promise<TicketShape> {
  return unwrap(await ctx.platform.GET('/api/bets/{id}', { params: { path: { id } } }), betRefusals).Ticket;
}

builder.subscriptionFields((t) => ({
  ticketChanged: t.field({
    type: Ticket,
    description: "The viewer's tickets as they change: placed, accepted or declined after the live delay, offered, settled, rolled back, cashed out.",
    errors: { types: [AuthError], union: { description: 'What Subscription.ticketChanged sends: a ticket or an AuthError (signed out).' } },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return ctx.pubsub.subscribe('ticket.changed', viewer.Id);
    },
    resolve: (event, _args, ctx) => freshTicket(ctx, event.ticketId),
  }),
  cashoutChanged: t.field({
    type: CashoutUpdate,
    description: "The viewer's cash-out results, also those decided after the live delay.",
    errors: { types: [AuthError], union: { description: 'What Subscription.cashoutChanged sends: an update or an AuthError (signed out).' } },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      return ctx.pubsub.subscribe('cashout.changed', viewer.Id);
    },
    resolve: async (event, _args, ctx) => {
      // The event's amount is a decimal string in the ticket's currency, as the platform formats it.
      return { ticket: await freshTicket(ctx, event.ticketId), result: event.result, amount: event.amount };
    },
  }),
}));
