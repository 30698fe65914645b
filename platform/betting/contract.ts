/** The betting REST shapes (PascalCase like the seeds), shared by the routes and the OpenAPI document. */
import { z } from '@hono/zod-openapi';
import { envelope, json } from '../http/envelope';
import { BettingErrorEnvelope } from './errors';
import { BET_TABS } from '../../rules/betting/placement-rules';
import { ODDS_POLICIES } from './schema';
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
export const OddsPolicy = z.enum(ODDS_POLICIES).openapi('BettingOddsPolicy');
const BetTab = z.enum(BET_TABS as unknown as [string, ...string[]]).openapi('BettingBetType');

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
  })
  .openapi('BettingSlipSelection');

export const SlipResponse = envelope('BettingSlipResponse', {
  Selections: z.array(SlipSelection),
  MissingSelections: z.array(z.number().int()).openapi({ description: 'Ids no longer on offer: the slip removes them' }),
  MaxBets: z.record(z.string(), Money).openapi({ description: 'Max stake per bet type (per line for a system)' }),
  Systems: z.array(z.object({ Size: z.number().int(), Of: z.number().int(), Lines: z.number().int(), Label: z.string() })),
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
    TeaserId: z.number().int().nullable().optional(),
    IfBetVariant: z.enum(['standard', 'action']).optional(),
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
    Title: z.string(),
    Line: z.number().nullable(),
    Odds: Odds,
    IsBanker: z.boolean(),
    Result: z.enum(['pending', 'cancelled', 'win', 'lost', 'refund', 'halfwin', 'halflose']),
  })
  .openapi('BettingTicketItem');

export const Ticket = z
  .object({
    Id: z.string(),
    BetType: BetTab,
    Status: z.number().int().openapi({ description: 'pending 0, accepted 1, declined 2, new offer 3, delayed 4, delayed cashout 5' }),
    StatusName: z.enum(TICKET_STATUS_NAMES),
    Outcome: z.enum(['won', 'lost', 'refunded', 'cashed_out']).nullable(),
    Stake: Money,
    UnitStake: Money,
    Currency: z.string(),
    TotalOdds: Odds.nullable(),
    PotentialReturn: Money,
    Returned: Money.nullable(),
    SystemSize: z.number().int().nullable(),
    TeaserPoints: z.number().nullable(),
    IfBetVariant: z.enum(['standard', 'action']),
    OddsPolicy: OddsPolicy,
    IsLive: z.boolean(),
    IsFreeBet: z.boolean(),
    InsurancePremium: Money.nullable(),
    TraderOffer: z.object({ Stake: Money, Odds: Odds }).nullable(),
    DeclineReason: z.string().nullable(),
    CashoutAmount: Money.nullable(),
    CashOut: Money.nullable().openapi({ description: 'What cash-out pays now; null when not available' }),
    CreatedDate: z.string(),
    SettledDate: z.string().nullable(),
    Items: z.array(TicketItem),
  })
  .openapi('BettingTicket');

export const PlaceResponse = envelope('BettingPlaceResponse', { Tickets: z.array(Ticket) });
export const TicketResponse = envelope('BettingTicketResponse', { Ticket: Ticket });

export const HISTORY_TABS = ['uncleared', 'cleared', 'declined', 'all'] as const;
export const HISTORY_PERIODS = ['last24', 'last48', 'lastweek', 'lastmonth', 'custom', 'all'] as const;
export const TicketsQuery = z.object({
  Tab: z.enum(HISTORY_TABS).optional().openapi({ description: 'uncleared (open), cleared (settled or cashed out), declined, all' }),
  Period: z.enum(HISTORY_PERIODS).optional().openapi({ description: 'Default last24 (seed 001 §2)' }),
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
    Odds: z.array(z.object({ OddId: z.number().int(), Odds: OddsInput })).max(30).optional().openapi({ description: 'The odds the value was shown at' }),
  })
  .openapi('BettingCashoutRequest');
export const CashoutResponse = envelope('BettingCashoutResponse', {
  Result: z.enum(['none', 'processing', 'accepted', 'declined', 'failed']),
  Message: z.string().nullable().openapi({ description: "'Cashout is declined' when declined" }),
  CashOut: Money.nullable().openapi({ description: 'The value now: a declined player may accept it (change cash-out)' }),
  Ticket: Ticket,
});
