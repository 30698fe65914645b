/** The sportsbook's REST shapes (seed 002 §3 names), shared by its routes and the OpenAPI document. */
import { z } from '@hono/zod-openapi';
import type { MarketType, PeriodType } from './pricing/market';

const int = () => z.number().int();

export const MARKET_TYPES = ['1x2', 'winner', 'double-chance', 'draw-no-bet', 'asian-handicap', 'total', 'correct-score', 'total-maps', 'total-sets', 'outright'] as const;
export const PERIOD_TYPES = ['match', 'half', 'quarter', 'period', 'set', 'map', 'leg'] as const;

// The lists above must name exactly the pricing model's types: these fail to compile when they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const marketTypesAgree: Same<(typeof MARKET_TYPES)[number], MarketType | 'outright'> = true;
export const periodTypesAgree: Same<(typeof PERIOD_TYPES)[number], PeriodType | 'match'> = true;
export const MATCH_STATUSES = ['not_started', 'live', 'ended', 'cancelled', 'postponed'] as const;
export const ITEM_RESULTS = ['win', 'lost', 'refund', 'halfwin', 'halflose', 'cancelled'] as const;

export const Odd = z
  .object({
    ID: int(),
    MatchID: int().openapi({ description: 'The match (or outright) whose book holds it' }),
    Key: z.string().openapi({ example: 'home' }),
    Title: z.string(),
    TitleSuffix: z.string().nullable(),
    Price: z.number().nullable().openapi({ description: 'Decimal odds; null while not offered' }),
    IsSuspended: z.boolean(),
  })
  .openapi('Odd');

export const Market = z
  .object({
    ID: int(),
    Key: z.string().openapi({ example: 'match/asian-handicap@-0.25' }),
    Type: z.enum(MARKET_TYPES),
    PeriodType: z.enum(PERIOD_TYPES),
    PeriodIndex: int(),
    Line: z.number().nullable(),
    IsMain: z.boolean(),
    IsSuspended: z.boolean(),
    Odds: z.array(Odd),
  })
  .openapi('Market');

export const Score = z.object({ Home: int(), Away: int() }).openapi('Score');

export const LiveInfo = z
  .object({
    Status: z.enum(MATCH_STATUSES),
    Period: int(),
    ClockSeconds: int(),
    InInterval: z.boolean(),
    HomeScore: int(),
    AwayScore: int(),
    PeriodScores: z.array(Score),
    BetStop: z.boolean(),
    HasStream: z.boolean(),
  })
  .openapi('LiveInfo');

export const Match = z
  .object({
    ID: int(),
    Name: z.string(),
    DateOfMatch: z.string().openapi({ format: 'date-time' }),
    SportTypeID: int(),
    SportSystemID: int(),
    SportKey: z.string(),
    SportName: z.string(),
    Type: int().openapi({ description: '1 a match, 2 an outright' }),
    BettingSourceType: int().openapi({ description: '1 prematch, 2 live' }),
    TournamentID: int(),
    TournamentName: z.string(),
    CategoryID: int(),
    CategoryName: z.string(),
    CountryCode: z.string().nullable(),
    HomeTeamName: z.string().nullable(),
    AwayTeamName: z.string().nullable(),
    HomeTeamLogo: z.string().nullable(),
    AwayTeamLogo: z.string().nullable(),
    MatchLink: z.string(),
    MarketsCount: int(),
    OutcomesCount: int(),
    Popularity: int(),
    PreviewMarkets: z.array(Market),
    PreviewMarketOrder: z.array(z.enum(MARKET_TYPES)),
    LiveInfo,
  })
  .openapi('Match');

export const Sport = z
  .object({
    ID: int(),
    Key: z.string(),
    Name: z.string(),
    OriginalName: z.string(),
    Rank: int(),
    SportSystemID: int(),
    LiveMatchesCount: int(),
    PrematchMatchesCount: int(),
    OutrightsCount: int(),
  })
  .openapi('Sport');

export const Tournament = z
  .object({
    ID: int(),
    Name: z.string(),
    IsTop: z.boolean(),
    SportID: int(),
    SportName: z.string(),
    SportSystemID: int(),
    CategoryID: int(),
    CategoryName: z.string(),
    CountryCode: z.string().nullable(),
    MatchesCount: int(),
  })
  .openapi('Tournament');

export const Category = z
  .object({ ID: int(), Name: z.string(), CountryCode: z.string().nullable(), SportID: int(), MatchesCount: int() })
  .openapi('Category');

export const MarketTypeInfo = z
  .object({ Type: z.enum(MARKET_TYPES), Name: z.string(), HasLine: z.boolean(), PeriodTypes: z.array(z.enum(PERIOD_TYPES)) })
  .openapi('MarketType');

export const ScheduleItem = z
  .object({
    ID: int(),
    Name: z.string(),
    SportSystemID: int(),
    SportTypeID: int(),
    TournamentId: int(),
    TournamentName: z.string(),
    CategoryId: int(),
    CategoryName: z.string(),
    StartDateJs: z.string().openapi({ format: 'date-time' }),
    BettingSourceType: int(),
    OutcomesCount: int(),
    HomeTeamName: z.string().nullable(),
    AwayTeamName: z.string().nullable(),
  })
  .openapi('ScheduleItem');

export const ResultOdd = z
  .object({ ID: int(), Key: z.string(), Title: z.string(), TitleSuffix: z.string().nullable(), Price: z.number().nullable(), Result: z.enum(ITEM_RESULTS).nullable() })
  .openapi('ResultOdd');

export const ResultMarket = z
  .object({ ID: int(), Key: z.string(), Type: z.enum(MARKET_TYPES), PeriodType: z.enum(PERIOD_TYPES), PeriodIndex: int(), Line: z.number().nullable(), Odds: z.array(ResultOdd) })
  .openapi('ResultMarket');

export const ResultMatch = z
  .object({
    ID: int(),
    Name: z.string(),
    SportTypeID: int(),
    TournamentID: int(),
    DateOfMatch: z.string().openapi({ format: 'date-time' }),
    Status: z.enum(MATCH_STATUSES),
    HomeTeamName: z.string().nullable(),
    AwayTeamName: z.string().nullable(),
    HomeScore: int(),
    AwayScore: int(),
    PeriodScores: z.array(Score),
    Markets: z.array(ResultMarket),
  })
  .openapi('ResultMatch');

export const ResultTournament = z
  .object({
    ID: int(),
    Name: z.string(),
    SportID: int(),
    SportName: z.string(),
    SportSystemID: int(),
    CategoryID: int(),
    CategoryName: z.string(),
    MatchesCount: int(),
  })
  .openapi('ResultTournament');
