/** The sportsbook's REST shapes (seed 002 §3 names), shared by its routes and the OpenAPI document. */
import { z } from '@hono/zod-openapi';
import { type Same, valueEnum } from '../http/value-enum';
import type { LiveDetail } from '../feed/adapter';
import type { BettingSource as SourceId } from './views';
import type { MarketTime as PricingMarketTime, MarketType as PricingMarketType, PeriodType as PricingPeriodType } from './pricing/market';

const int = () => z.number().int();

export const MarketType = valueEnum('SportsbookMarketType', 'Seed 002 §3 market types. TOTAL covers plain (x.5) and Asian (whole and quarter) totals.', {
  ONE_X_TWO: ['1x2', 'Home, draw, away (winner 3-way)'],
  WINNER: ['winner', 'Winner 2-way'],
  DOUBLE_CHANCE: ['double-chance', 'Two of the three 1X2 outcomes'],
  DRAW_NO_BET: ['draw-no-bet', 'Home or away, the stake back on a draw'],
  ASIAN_HANDICAP: ['asian-handicap', 'Quarter lines settle as two half stakes on the neighbouring lines'],
  TOTAL: ['total', 'Over or under a number of goals or points'],
  CORRECT_SCORE: ['correct-score', 'The exact final score'],
  TOTAL_MAPS: ['total-maps', 'Maps played in an esport match'],
  TOTAL_SETS: ['total-sets', 'Sets played in a tennis match'],
  OUTRIGHT: ['outright', 'The winner of a competition'],
});
export const PeriodType = valueEnum('SportsbookPeriodType', 'The part of a match a market is about.', {
  MATCH: ['match', 'The whole match.'],
  HALF: ['half', 'A half.'],
  QUARTER: ['quarter', 'A quarter.'],
  PERIOD: ['period', 'A period (ice hockey).'],
  SET: ['set', 'A set.'],
  MAP: ['map', 'A map (esports).'],
  LEG: ['leg', 'A leg (darts).'],
});
export const MarketTime = valueEnum('SportsbookMarketTime', 'Which score a whole-match market settles on, as books label it.', {
  REGULATION: ['regulation', 'Regulation time only (90 minutes in football, 60 in ice hockey).'],
  OVERTIME: ['overtime', 'Including overtime.'],
  EXTRA_INNINGS: ['extra-innings', 'Including extra innings (baseball).'],
  SHOOTOUT: ['shootout', 'Including overtime and the shootout, its winner credited one goal (ice hockey).'],
});
export const MARKET_TYPES = MarketType.options;
export const PERIOD_TYPES = PeriodType.options;

// The lists above must name exactly the pricing model's types: these fail to compile when they drift.
export const marketTypesAgree: Same<(typeof MARKET_TYPES)[number], PricingMarketType | 'outright'> = true;
export const periodTypesAgree: Same<(typeof PERIOD_TYPES)[number], PricingPeriodType | 'match'> = true;
export const marketTimesAgree: Same<(typeof MarketTime.options)[number], PricingMarketTime> = true;

export const MatchStatus = valueEnum('SportsbookMatchStatus', 'Where a match stands.', {
  NOT_STARTED: ['not_started', 'Not started yet.'],
  LIVE: ['live', 'Being played.'],
  ENDED: ['ended', 'Finished.'],
  CANCELLED: ['cancelled', 'Called off: its bets are refunded.'],
  POSTPONED: ['postponed', 'Moved to a later date.'],
});
export const ItemResult = valueEnum('SportsbookItemResult', 'Seed 002 §9 ticket item results.', {
  WIN: ['win', 'Won.'],
  LOST: ['lost', 'Lost.'],
  REFUND: ['refund', 'Void: the stake is returned.'],
  HALF_WIN: ['halfwin', 'Half the stake won, half returned (quarter lines).'],
  HALF_LOSE: ['halflose', 'Half the stake lost, half returned (quarter lines).'],
  CANCELLED: ['cancelled', 'Cancelled: the stake is returned.'],
});

export const BettingSource = valueEnum('SportsbookBettingSource', 'Where a match is bet right now (seed 002 §3 BettingSourceType: 1 prematch, 2 live).', {
  PREMATCH: [1, '1: bet before the start.'],
  LIVE: [2, '2: bet live (in play, with the live delay).'],
});
export const bettingSourcesAgree: Same<z.infer<typeof BettingSource>, (typeof SourceId)[keyof typeof SourceId]> = true;

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
    Type: MarketType,
    PeriodType: PeriodType,
    PeriodIndex: int(),
    Time: z.union([MarketTime, z.null()]).openapi({ description: 'Which score it settles on; null for a part of a match or a sport without overtime' }),
    Line: z.number().nullable(),
    IsMain: z.boolean(),
    IsSuspended: z.boolean(),
    Odds: z.array(Odd),
  })
  .openapi('Market');

export const Score = z.object({ Home: int(), Away: int() }).openapi('Score');

export const Side = valueEnum('SportsbookSide', 'A side of a match.', {
  HOME: ['home', 'The home side (named first).'],
  AWAY: ['away', 'The away side.'],
});
export const HalfInning = valueEnum('SportsbookHalfInning', 'Baseball: the half of an inning being played.', {
  TOP: ['top', 'The top: the away side bats.'],
  BOTTOM: ['bottom', 'The bottom: the home side bats.'],
});
// The feed's values (feed/adapter.ts LiveDetail) must be exactly these: fails to compile when they drift.
export const sidesAgree: Same<z.infer<typeof Side>, NonNullable<LiveDetail['serving']>> = true;
export const halvesAgree: Same<z.infer<typeof HalfInning>, NonNullable<LiveDetail['half']>> = true;

export const StoppageTime = z
  .object({
    AnnouncedMinutes: int().openapi({ description: 'The minutes added, as the fourth official shows them' }),
    PlayedSeconds: int().openapi({ description: 'Seconds of the added time played so far; the clock stands at the end of the half meanwhile' }),
  })
  .openapi('StoppageTime');

export const GamePoints = z
  .object({
    Home: int().openapi({ description: 'Points won in the game under way (0, 1, 2, 3 call 0, 15, 30, 40; past three all, the leader has the advantage)' }),
    Away: int(),
    TieBreak: z.boolean().openapi({ description: 'The game is the set\'s tie-break: points count 1, 2, 3…' }),
  })
  .openapi('GamePoints');

export const LiveInfo = z
  .object({
    Status: MatchStatus,
    Period: int(),
    ClockSeconds: int().openapi({ description: 'The match clock in seconds of play; it stands at 45:00 or 90:00 while added time is played (StoppageTime)' }),
    InInterval: z.boolean(),
    HomeScore: int(),
    AwayScore: int(),
    PeriodScores: z.array(Score),
    StoppageTime: z.union([StoppageTime, z.null()]).openapi({ description: 'Soccer: the added time of the half, once its 45 minutes are up; null otherwise' }),
    GamePoints: z.union([GamePoints, z.null()]).openapi({ description: 'Tennis: the points of the game under way; null otherwise' }),
    Serving: z.union([Side, z.null()]).openapi({ description: 'Tennis: who serves; null otherwise' }),
    HalfInning: z.union([HalfInning, z.null()]).openapi({ description: 'Baseball: the half-inning under way; null otherwise' }),
    Outs: int().min(0).max(2).nullable().openapi({ description: 'Baseball: the outs of the half-inning under way, 0–2; null otherwise' }),
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
    BettingSourceType: BettingSource,
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
    PreviewMarketOrder: z.array(MarketType),
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
  .object({ Type: MarketType, Name: z.string(), HasLine: z.boolean(), PeriodTypes: z.array(PeriodType) })
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
    BettingSourceType: BettingSource,
    OutcomesCount: int(),
    HomeTeamName: z.string().nullable(),
    AwayTeamName: z.string().nullable(),
  })
  .openapi('ScheduleItem');

export const ResultOdd = z
  .object({ ID: int(), Key: z.string(), Title: z.string(), TitleSuffix: z.string().nullable(), Price: z.number().nullable(), Result: z.union([ItemResult, z.null()]) })
  .openapi('ResultOdd');

export const ResultMarket = z
  .object({
    ID: int(),
    Key: z.string(),
    Type: MarketType,
    PeriodType: PeriodType,
    PeriodIndex: int(),
    Time: z.union([MarketTime, z.null()]).openapi({ description: 'Which score it settled on; null for a part of a match or a sport without overtime' }),
    Line: z.number().nullable(),
    Odds: z.array(ResultOdd),
  })
  .openapi('ResultMarket');

export const ResultMatch = z
  .object({
    ID: int(),
    Name: z.string(),
    SportTypeID: int(),
    TournamentID: int(),
    DateOfMatch: z.string().openapi({ format: 'date-time' }),
    Status: MatchStatus,
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
    Teams: z.array(z.string()).openapi({ description: 'The teams of its finished matches, each once, in alphabetical order' }),
  })
  .openapi('ResultTournament');
