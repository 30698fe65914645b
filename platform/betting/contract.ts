/** The betting REST shapes (PascalCase like the seeds), shared by the routes and the OpenAPI document. */
import { z } from '@hono/zod-openapi';
import { envelope, json } from '../http/envelope';
import { type Same, valueEnum } from '../http/value-enum';
import { BettingErrorEnvelope } from './errors';
import { BET_TABS } from '../../rules/betting/placement-rules';
import { FULL_COVER_NAMES } from '../../rules/betting/combinations';
import { ODDS_POLICIES } from './schema';
import { MarketTime } from '../sportsbook/contract';
import { TICKET_STATUS_NAMES } from './schema';

export const errors = {
  400: json(BettingErrorEnvelope, 'A bet-placement error (ErrorCode names the seed 002 §8 kind) or invalid input: nothing was changed'),
  401: json(BettingErrorEnvelope, 'Not signed in'),
  403: json(BettingErrorEnvelope, 'Account locked, no privileges, terms not accepted, or a wrong admin token'),
  404: json(BettingErrorEnvelope, 'No such ticket (of this player)'),
  409: json(BettingErrorEnvelope, 'Odds changed, a selection suspended, a bet in progress, a ticket not open, or an Idempotency-Key reused for another bet'),
  500: json(BettingErrorEnvelope, 'Unexpected error'),
} as const;

const Money = z.string().openapi({ description: 'Major units as a decimal string, e.g. "12.50"' });
const Odds = z.string().openapi({ description: 'Decimal odds, e.g. "1.85"' });
const OddsInput = z.union([z.string().max(12), z.number()]).openapi({ description: 'Decimal odds the player saw, e.g. "1.85"' });
const StakeInput = z.union([z.string().max(40), z.number()]).nullable().optional().openapi({ description: 'Major units; non-numeric input counts as 0 (seed 002 §5)' });
export const OddsPolicy = valueEnum('BettingOddsPolicy', 'What placing does when a price moved since the slip showed it.', {
  DECLINE_ANY: ['decline-any', 'Refuse any change (ODDS_CHANGED).'],
  ACCEPT_BETTER: ['accept-better', 'Take higher odds, refuse lower ones.'],
  ACCEPT_ANY: ['accept-any', 'Take whatever the price is now, higher or lower.'],
});
export const OddsTolerance = z.number().int().min(0).max(100).openapi({ description: "Whole percents a live price may drop below the one seen and still be taken, at the new price, under accept-better (e.g. 2: 2.00 → 1.96); bounded by the operator's maximum" });
export const OddsToleranceInput = z.number().int().min(0).max(100).nullable().optional().openapi({ description: "The live odds-change tolerance in whole percents, at most the slip's MaxOddsTolerance; omitted or null keeps the one set" });
export const BetTab = valueEnum('BettingBetType', 'Seed 002 §4 bet types. SINGLE with several selections places one ticket per selection (multiple singles).', {
  SINGLE: ['single', 'One ticket per selection.'],
  COMBO: ['combo', 'One ticket of all selections; every one must win (accumulator, parlay).'],
  SYSTEM: ['system', 'Every combination of a size (SystemChoice), or a named full cover (FullCover), each line staked separately.'],
  IFBET: ['ifbet', 'If-bet: each selection is staked in order only if the previous one won (see IfBetVariant).'],
  REVERSEBET: ['reversebet', 'Reverse bet: if-bets in both orders.'],
  TEASER: ['teaser', "A combo whose lines move by the teaser's points for lower odds (TeaserSetting)."],
});

export const FullCover = valueEnum('BettingFullCover', 'A named full cover: one SYSTEM bet of every combination of its selections, a stake per line.', {
  TRIXIE: ['trixie', '3 selections: 3 doubles and a treble, 4 lines.'],
  YANKEE: ['yankee', '4 selections: 6 doubles, 4 trebles and a fourfold, 11 lines.'],
  CANADIAN: ['canadian', '5 selections: every double up to the fivefold, 26 lines (also called Super Yankee).'],
  HEINZ: ['heinz', '6 selections: every double up to the sixfold, 57 lines.'],
  SUPER_HEINZ: ['super-heinz', '7 selections: every double up to the sevenfold, 120 lines.'],
  GOLIATH: ['goliath', '8 selections: every double up to the eightfold, 247 lines.'],
  PATENT: ['patent', '3 selections: 3 singles, 3 doubles and a treble, 7 lines.'],
  LUCKY_15: ['lucky-15', '4 selections: the Yankee and 4 singles, 15 lines.'],
  LUCKY_31: ['lucky-31', '5 selections: the Canadian and 5 singles, 31 lines.'],
  LUCKY_63: ['lucky-63', '6 selections: the Heinz and 6 singles, 63 lines.'],
});

// The meanings above must name exactly the values the rules and the database know: these fail to compile when they drift.
export const oddsPoliciesAgree: Same<z.infer<typeof OddsPolicy>, (typeof ODDS_POLICIES)[number]> = true;
export const betTabsAgree: Same<z.infer<typeof BetTab>, (typeof BET_TABS)[number]> = true;
export const fullCoversAgree: Same<z.infer<typeof FullCover>, (typeof FULL_COVER_NAMES)[number]> = true;

export const TicketStatus = valueEnum('BettingTicketStatus', 'Seed 002 §9 ticket status (0–5).', {
  PENDING: [0, 'Received, not yet accepted.'],
  ACCEPTED: [1, 'Taken: the stake is debited and the ticket waits for settlement.'],
  DECLINED: [2, 'Refused (declineReason says why); the stake is returned.'],
  NEW_OFFER: [3, "A trader's offer waits for answerTraderOffer."],
  DELAYED: [4, 'A live bet waiting out the live delay.'],
  DELAYED_CASHOUT: [5, 'A live cash-out waiting out the live delay.'],
});
export type TicketStatusValue = z.infer<typeof TicketStatus>;
export const TicketOutcome = valueEnum('BettingTicketOutcome', 'How a settled ticket ended.', {
  WON: ['won', 'Won; returned holds the payout.'],
  LOST: ['lost', 'Lost; nothing returned.'],
  REFUNDED: ['refunded', 'Voided; the stake returned.'],
  CASHED_OUT: ['cashed_out', 'Closed early by a cash-out (Ticket.cashoutAmount).'],
});
export const TicketItemResult = valueEnum('BettingTicketItemResult', 'How one selection of a ticket was settled.', {
  PENDING: ['pending', 'Not settled yet.'],
  CANCELLED: ['cancelled', 'Voided (the match was cancelled or postponed, or had no result for the line).'],
  WIN: ['win', 'Won.'],
  LOST: ['lost', 'Lost.'],
  REFUND: ['refund', 'The stake of this selection is returned (a push).'],
  HALFWIN: ['halfwin', 'Quarter lines: half the stake won, half refunded.'],
  HALFLOSE: ['halflose', 'Quarter lines: half the stake lost, half refunded.'],
});
export const CashoutResult = valueEnum('BettingCashoutResult', 'What became of a cash-out request.', {
  NONE: ['none', 'No cash-out asked for.'],
  PROCESSING: ['processing', 'A live ticket: judged again when the live delay is over (cashoutChanged tells).'],
  ACCEPTED: ['accepted', 'Paid: the ticket is CASHED_OUT and the amount is on the balance.'],
  DECLINED: ['declined', 'The value fell below the amount asked; cashOut holds the value now.'],
  FAILED: ['failed', 'Could not be done (the ticket changed or cash-out closed); nothing was paid.'],
});
export const IfBetVariant = valueEnum('BettingIfBetVariant', 'How an if-bet goes on after a selection (seed 002 §4).', {
  STANDARD: ['standard', 'Goes on only after a win.'],
  ACTION: ['action', 'Goes on after a win, a refund or a cancellation ("action"); stops after a loss.'],
});
export const HistoryTab = valueEnum('BettingHistoryTab', 'Seed 001 §2 bet history tabs.', {
  UNCLEARED: ['uncleared', 'Open bets.'],
  CLEARED: ['cleared', 'Settled or cashed out.'],
  DECLINED: ['declined', 'Refused bets.'],
  ALL: ['all', 'Every ticket.'],
});
export const HistoryPeriod = valueEnum('BettingHistoryPeriod', 'Seed 001 §2 bet history periods; CUSTOM uses from and to.', {
  LAST24: ['last24', 'The last 24 hours.'],
  LAST48: ['last48', 'The last 48 hours.'],
  LASTWEEK: ['lastweek', 'The last 7 days.'],
  LASTMONTH: ['lastmonth', 'The last month.'],
  LAST12MONTHS: ['last12months', 'The last 12 months (issue 17: the history a player can review with their net position).'],
  CUSTOM: ['custom', 'From from (inclusive) to to (exclusive).'],
  ALL: ['all', 'No time limit.'],
});

export const SlipRequest = z
  .object({
    Selections: z.array(z.object({ OddId: z.number().int().positive(), Banker: z.boolean().optional() })).max(30),
  })
  .openapi('BettingSlipRequest');

export const SlipSelection = z
  .object({
    ID: z.number().int(),
    MatchID: z.number().int(),
    MarketID: z.number().int(),
    SportTypeId: z.number().int(),
    SportSystemID: z.number().int(),
    MatchName: z.string(),
    MatchStatus: z.string(),
    IsOutright: z.boolean(),
    MarketKey: z.string(),
    MarketType: z.string(),
    Title: z.string(),
    TitleSuffix: z.string().nullable(),
    Odds: Odds.nullable(),
    IsSuspended: z.boolean(),
    incompatibleSelections: z.array(z.number().int()),
    incompatibleTeaserSelections: z.array(z.number().int()),
    TeasedLines: z
      .array(z.object({ TeaserID: z.number().int(), TitleSuffix: z.string() }))
      .openapi({ description: "The line as each teaser on offer moves it, the player's side as TitleSuffix writes it; empty when it cannot be teased" }),
  })
  .openapi('BettingSlipSelection');

export const SlipResponse = envelope('BettingSlipResponse', {
  Selections: z.array(SlipSelection),
  MissingSelections: z.array(z.number().int()).openapi({ description: 'Ids no longer on offer: the slip removes them' }),
  MaxBets: z.record(z.string(), Money).openapi({ description: 'Max stake per bet type (per line for a system)' }),
  MaxOdds: Odds.openapi({ description: 'A single or combo wins at most these odds (the max payout at the minimum stake): its potential return is capped there' }),
  Systems: z.array(
    z.object({ Size: z.number().int(), Of: z.number().int(), Lines: z.number().int(), Label: z.string(), MaxBet: Money.openapi({ description: 'The largest stake per line of this system' }) }),
  ),
  FullCovers: z.array(z.object({ Cover: FullCover, Of: z.number().int(), Lines: z.number().int(), MaxBet: Money.openapi({ description: 'The largest stake per line of this cover' }) })).openapi({ description: 'The named full covers of this many selections (none with a banker): CoverStakes keys' }),
  TeaserSettings: z.array(
    z.object({ ID: z.number().int(), Points: z.number(), Selections: z.array(z.object({ NumberOfSelections: z.number().int(), Odds: Odds })) }),
  ),
  AccumulatorBonus: z.object({
    Percent: z.number().int(),
    MinOdds: Odds,
    Rules: z.array(z.object({ Selections: z.number().int(), Percent: z.number().int() })),
  }),
  Insurance: z.object({ Percent: z.number().int(), MinSelections: z.number().int() }),
  RemainingLimit: Money.nullable(),
  DailyLimit: Money.nullable(),
  OddsPolicy: OddsPolicy,
  OddsTolerance: OddsTolerance,
  MaxOddsTolerance: z.number().int().min(0).max(100).openapi({ description: "The operator's maximum odds-change tolerance (whole percents): the highest OddsTolerance a player may set" }),
  Balance: Money.nullable(),
  FreeBets: z.array(z.object({ Id: z.string(), Amount: Money })),
  Currency: z.string(),
});

export const SelectionResponse = envelope('BettingSelectionResponse', { Selection: SlipSelection });

export const PlaceRequest = z
  .object({
    Type: BetTab,
    Selections: z.array(z.object({ OddId: z.number().int().positive(), Odds: OddsInput, Banker: z.boolean().optional() })).max(30),
    Stake: StakeInput,
    SystemStakes: z.record(z.string().regex(/^\d{1,2}$/), StakeInput).optional().openapi({ description: 'System size (k of "k of n") → stake per line' }),
    CoverStakes: z.partialRecord(FullCover, StakeInput).optional().openapi({ description: 'SYSTEM: named full cover → stake per line; each staked one is one ticket of all its lines' }),
    TeaserId: z.number().int().nullable().optional(),
    IfBetVariant: IfBetVariant.optional(),
    // Inline, not the BettingOddsPolicy $ref: a nullable $ref is printed as allOf [$ref, string|null], which
    // says "never null" to openapi-typescript although the route takes null as "the account's policy".
    OddsPolicy: z.enum(ODDS_POLICIES).nullable().optional(),
    FreeBetId: z.string().regex(/^\d{1,18}$/).nullable().optional(),
    Insurance: z.boolean().optional(),
    Lay: z.boolean().optional(),
    SeenBalance: z.string().max(40).nullable().optional(),
  })
  .openapi('BettingPlaceRequest');

export const TicketItem = z
  .object({
    OddId: z.number().int(),
    MatchId: z.number().int(),
    MatchName: z.string(),
    MarketKey: z.string(),
    MarketType: z.string(),
    MarketTime: z.union([MarketTime, z.null()]).openapi({ description: 'Which score its market settles on; null for a part of a match or a sport without overtime' }),
    Title: z.string(),
    Line: z.number().nullable(),
    Odds: Odds,
    IsBanker: z.boolean(),
    Result: TicketItemResult,
  })
  .openapi('BettingTicketItem');

export const Ticket = z
  .object({
    Id: z.string(),
    BetType: BetTab,
    Status: TicketStatus,
    StatusName: z.enum(TICKET_STATUS_NAMES),
    Outcome: z.union([TicketOutcome, z.null()]),
    Stake: Money,
    UnitStake: Money,
    Currency: z.string(),
    TotalOdds: Odds.nullable(),
    PotentialReturn: Money,
    Returned: Money.nullable(),
    SystemSize: z.number().int().nullable(),
    FullCover: z.union([FullCover, z.null()]).openapi({ description: 'The named full cover a SYSTEM ticket is (its lines are every size from SystemSize up); null otherwise' }),
    TeaserPoints: z.number().nullable(),
    IfBetVariant: IfBetVariant,
    OddsPolicy: OddsPolicy,
    IsLive: z.boolean(),
    IsFreeBet: z.boolean(),
    InsurancePremium: Money.nullable(),
    TraderOffer: z.object({ Stake: Money, Odds: Odds }).nullable(),
    DeclineReason: z.string().nullable(),
    CashoutAmount: Money.nullable(),
    CashOut: Money.nullable().openapi({ description: 'What cash-out pays now; null when not available' }),
    AutoCashout: Money.nullable().openapi({ description: 'The value at which the ticket cashes out by itself; null when none is set' }),
    Cashouts: z
      .array(z.object({ Stake: Money, Amount: Money, Automatic: z.boolean(), Date: z.string() }).openapi('BettingTicketCashout'))
      .openapi({ description: 'Each cash-out paid, a part of the stake or the whole, oldest first; Stake is what is still riding' }),
    EditedFrom: z.string().nullable().openapi({ description: 'The ticket this one replaced by an edit; null when it was placed' }),
    EditedInto: z.string().nullable().openapi({ description: 'The ticket an edit replaced this one by (this one closed, cashed out into its stake); null when none' }),
    CreatedDate: z.string(),
    SettledDate: z.string().nullable(),
    Items: z.array(TicketItem),
  })
  .openapi('BettingTicket');

export const PlaceResponse = envelope('BettingPlaceResponse', { Tickets: z.array(Ticket) });
export const TicketResponse = envelope('BettingTicketResponse', { Ticket: Ticket });

export const TicketsQuery = z.object({
  Tab: HistoryTab.optional().openapi({ param: { description: 'uncleared (open), cleared (settled or cashed out), declined, all' } }),
  Period: HistoryPeriod.optional().openapi({ param: { description: 'Default last24 (seed 001 §2)' } }),
  From: z.string().datetime().optional(),
  To: z.string().datetime().optional(),
  Page: z.coerce.number().int().min(1).max(10_000).optional(),
  PageSize: z.coerce.number().int().min(1).max(100).optional(),
  Ids: z.string().regex(/^\d{1,18}(,\d{1,18}){0,99}$/).optional().openapi({ description: 'Comma-separated ticket ids (other filters ignored)' }),
});
export const TicketsResponse = envelope('BettingTicketsResponse', {
  Tickets: z.array(Ticket),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});

export const CashoutRequest = z
  .object({
    Amount: z.union([z.string().max(40), z.number()]).openapi({ description: 'The cash-out value the player agreed to' }),
    Stake: z
      .union([z.string().max(40), z.number()])
      .optional()
      .openapi({ description: 'Partial cash-out: the part of the stake sold (Amount is that part\'s value); the rest rides on at the original odds. Absent: the whole ticket' }),
    Odds: z.array(z.object({ OddId: z.number().int(), Odds: OddsInput })).max(30).optional().openapi({ description: 'The odds the value was shown at' }),
  })
  .openapi('BettingCashoutRequest');
export const AutoCashoutRequest = z
  .object({
    Target: z
      .union([z.string().max(40), z.number(), z.null()])
      .openapi({ description: 'The value at which the ticket cashes out by itself (above its value now, at most its potential return); null clears it' }),
  })
  .openapi('BettingAutoCashoutRequest');
export const EditRequest = z
  .object({
    Selections: z.array(z.object({ OddId: z.number().int(), Odds: OddsInput })).min(1).max(30).openapi({ description: "The new ticket's selections with the odds the slip showed: kept, added and swapped legs alike" }),
    Value: z.union([z.string().max(40), z.number()]).openapi({ description: "The old ticket's cash-out value the slip showed: the edit is declined when the value now is lower" }),
    StakeChange: z
      .union([z.string().max(40), z.number()])
      .optional()
      .openapi({ description: 'Money added to the new stake (positive) or taken to the balance (negative, a leading minus); absent: none' }),
  })
  .openapi('BettingEditRequest');
export const EditResponse = envelope('BettingEditResponse', {
  Result: CashoutResult,
  Message: z.string().nullable().openapi({ description: "'Cashout is declined' when declined" }),
  CashOut: Money.nullable().openapi({ description: "The old ticket's value now: a declined player may edit again with it" }),
  Currency: z.string(),
  // The new ticket; null when declined.
  Ticket: z.union([Ticket, z.null()]),
});
export const CashoutResponse = envelope('BettingCashoutResponse', {
  Result: CashoutResult,
  Message: z.string().nullable().openapi({ description: "'Cashout is declined' when declined" }),
  CashOut: Money.nullable().openapi({ description: 'The value now: a declined player may accept it (change cash-out)' }),
  Ticket: Ticket,
});

export const ShareRequest = z.object({ ShowStake: z.boolean().optional().openapi({ description: 'Show the stake to whoever opens the link (default: not shown)' }) }).openapi('BettingShareRequest');
export const ShareResponse = envelope('BettingShareResponse', { Code: z.string(), ShowStake: z.boolean() });
const SharedSelection = z
  .object({
    OddId: z.number().int(),
    MatchName: z.string(),
    MarketType: z.string(),
    Title: z.string(),
    Line: z.number().nullable(),
    IsBanker: z.boolean(),
    State: z.enum(['available', 'suspended', 'settled', 'removed']).openapi('BettingSharedSelectionState', { description: 'available: on offer now at Odds; suspended: betting on it is stopped for now; settled: decided (or its match over); removed: no longer in the book' }),
    Odds: Odds.nullable().openapi({ description: 'The price now; null unless available' }),
  })
  .openapi('BettingSharedSelection');
export const SharedSlipResponse = envelope('BettingSharedSlipResponse', {
  Slip: z
    .object({
      BetType: z.enum(['single', 'combo', 'system', 'ifbet', 'reversebet', 'teaser']),
      SystemSize: z.number().int().nullable(),
      Stake: Money.nullable().openapi({ description: 'Only when its owner chose to show it' }),
      Currency: z.string().nullable(),
      Selections: z.array(SharedSelection),
    })
    .openapi('BettingSharedSlip'),
});

/** A bet builder quote (issue 23): legs are odd ids of one match. */
export const BetBuilderQuoteRequest = z
  .object({ Legs: z.array(z.number().int().positive()).min(1).max(12).openapi({ description: 'Odd ids of one match, at most 12' }) })
  .openapi('BetBuilderQuoteRequest');

export const BetBuilderQuoteResponse = envelope('BetBuilderQuoteResponse', {
  MatchId: z.number().int(),
  Price: Odds,
  Probability: z.number().openapi({ description: "Fair probability of the builder (1 / fair price) under the model fitted to the match's prices" }),
  Margin: z.number().openapi({ description: "The operator's bet-builder margin in the price, a fraction" }),
  Legs: z.array(z.number().int()).openapi({ description: 'The odd ids priced, in the order given' }),
  Merged: z.array(z.number().int()).openapi({ description: 'Odd ids merged away: each is implied by a leg priced ("1X" with "home")' }),
});
