/**
 * The sportsbook: sports, categories, tournaments, matches, markets, odds and outrights as Relay nodes,
 * the list pages' queries, the schedule, results and the live subscriptions. Resolvers map arguments to
 * the platform's REST calls; every list of nodes is loaded in one batched call per level.
 */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder';
import type { Context } from '../context';
import { byKeys, requestLoader } from '../loaders/request-cache';
import { type FeedPhase, type MatchUpdatedItem, type OddsChangedItem, sportChannel } from '../sportsbook-events';
import { ValidationError } from '../errors';
import { addressArgs, addressedId, nodeOrNull } from './ids';
import { type Payload, unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import * as enums from '../upstream/value-enums';

type Schemas = components['schemas'];
export type MatchShape = Schemas['Match'];
export type MarketShape = Schemas['Market'];
export type OddShape = Schemas['Odd'];
type SportShape = Schemas['Sport'];
type TournamentShape = Schemas['Tournament'];
type CategoryShape = Schemas['Category'];
type LiveInfoShape = Schemas['LiveInfo'] & { MatchID: number };

const ids = (list: readonly (string | number)[]) => list.map(String).join(',');

// ---------------------------------------------------------------- loaders

const sportsLoader = requestLoader<'all', SportShape[]>(async (keys, ctx) => {
  const { Sports } = unwrap(await ctx.platform.GET('/api/sportsbook/sports'));
  return keys.map(() => Sports);
});
const allSports = (ctx: Context) => sportsLoader(ctx).load('all');

const tournamentLoader = requestLoader<number, TournamentShape>(async (keys, ctx) =>
  byKeys(keys, unwrap(await ctx.platform.GET('/api/sportsbook/tournaments', { params: { query: { ids: ids(keys) } } })).Tournaments, (t) => t.ID, 'tournament'),
);
const categoryLoader = requestLoader<number, CategoryShape>(async (keys, ctx) =>
  byKeys(keys, unwrap(await ctx.platform.GET('/api/sportsbook/categories', { params: { query: { ids: ids(keys) } } })).Categories, (c) => c.ID, 'category'),
);
const matchLoader = requestLoader<number, MatchShape>(async (keys, ctx) =>
  byKeys(keys, unwrap(await ctx.platform.GET('/api/sportsbook/matches/infos', { params: { query: { ids: ids(keys) } } })).Matches, (m) => m.ID, 'match'),
);
/**
 * Markets by their ids or by their odds' ids, one call for a batch (node lookups, the slip's and the
 * tickets' odds): the contract says which match each odd belongs to, the gateway never works it out.
 */
async function marketsBy(query: 'ids' | 'oddIds', keys: readonly string[], ctx: Context): Promise<MarketShape[]> {
  // A node id that is not one of our numbers names nothing: not found, without asking.
  const valid = keys.filter((key) => /^\d{1,15}$/.test(key));
  return valid.length ? unwrap(await ctx.platform.GET('/api/sportsbook/markets', { params: { query: { [query]: ids(valid) } } })).Markets : [];
}
/** GET /api/sportsbook/markets takes at most 200 ids a call. */
const MARKET_BATCH = 200;

/** A whole book is one call per match: only a match page asks for it. */
const bookLoader = requestLoader<number, MarketShape[]>(async (keys, ctx) =>
  Promise.all(
    keys.map(async (id) => {
      const { data, error } = await ctx.platform.GET('/api/sportsbook/matches/{id}/markets', { params: { path: { id } } });
      return data ? data.Markets : new Error(`match ${id}: ${(error as { ErrorMessage?: string } | undefined)?.ErrorMessage ?? 'no book'}`);
    }),
  ),
);

// ---------------------------------------------------------------- enums

export const MatchStatus = builder.enumType('MatchStatus', enums.SportsbookMatchStatus);
export const MarketType = builder.enumType('MarketType', enums.SportsbookMarketType);
export const PeriodType = builder.enumType('PeriodType', enums.SportsbookPeriodType);
export const MarketTime = builder.enumType('MarketTime', enums.SportsbookMarketTime);

const BettingSource = builder.enumType('BettingSource', enums.SportsbookBettingSource);

const MatchPhase = builder.enumType('MatchPhase', {
  description: 'Which lists a subscription follows: live or prematch matches.',
  values: { LIVE: { value: 'live', description: 'Matches being played.' }, PREMATCH: { value: 'prematch', description: 'Matches not started yet.' } } as const,
});

// ---------------------------------------------------------------- nodes

export const Sport = builder.loadableNode('Sport', {
  description: 'A sport type. Several share a sport system; system 66 is esports (seed 002 §3).',
  id: { resolve: (sport: SportShape) => sport.ID },
  load: async (keys: string[], ctx: Context) => byKeys(keys, await allSports(ctx), (sport) => String(sport.ID), 'sport'),
  fields: (t) => ({
    legacyId: t.exposeInt('ID', { description: 'The platform\'s numeric id.' }),
    key: t.exposeString('Key', { description: 'Stable slug: soccer, basketball, counter-strike…' }),
    name: t.exposeString('Name', { description: 'In the request language.' }),
    originalName: t.exposeString('OriginalName', { description: 'The feed\'s English name.' }),
    rank: t.exposeInt('Rank', { description: 'Display order: lower first.' }),
    sportSystemId: t.exposeInt('SportSystemID', { description: 'The sport system it belongs to (66: esports).' }),
    isEsport: t.boolean({ description: 'An esport (sport system 66).', resolve: (sport) => sport.SportSystemID === 66 }),
    liveMatchesCount: t.exposeInt('LiveMatchesCount', { description: 'Matches live now.' }),
    prematchMatchesCount: t.exposeInt('PrematchMatchesCount', { description: 'Matches not started yet.' }),
    outrightsCount: t.exposeInt('OutrightsCount', { description: 'Open outrights.' }),
  }),
});

export const Category = builder.loadableNode('Category', {
  description: 'A country, or International, within a sport.',
  id: { resolve: (category: CategoryShape) => category.ID },
  load: (keys: string[], ctx: Context) => categoryLoader(ctx).loadMany(keys.map(Number)),
  fields: (t) => ({
    legacyId: t.exposeInt('ID', { description: 'The platform\'s numeric id.' }),
    name: t.exposeString('Name', { description: 'In the request language.' }),
    countryCode: t.exposeString('CountryCode', { description: 'ISO 3166-1 alpha-2 code of the country; null for International.', nullable: true }),
    matchesCount: t.exposeInt('MatchesCount', { description: 'Live and upcoming matches.' }),
  }),
});

export const Tournament = builder.loadableNode('Tournament', {
  description: 'A league or cup within a category.',
  id: { resolve: (tournament: TournamentShape) => tournament.ID },
  load: (keys: string[], ctx: Context) => tournamentLoader(ctx).loadMany(keys.map(Number)),
  fields: (t) => ({
    legacyId: t.exposeInt('ID', { description: 'The platform\'s numeric id.' }),
    name: t.exposeString('Name', { description: 'In the request language.' }),
    isTop: t.exposeBoolean('IsTop', { description: 'Featured by the operator.' }),
    categoryName: t.exposeString('CategoryName', { description: 'Its category\'s name.' }),
    countryCode: t.exposeString('CountryCode', { description: 'ISO 3166-1 alpha-2 code; null for International.', nullable: true }),
    matchesCount: t.exposeInt('MatchesCount', { description: 'Live and upcoming matches.' }),
    sport: t.field({ description: 'Its sport.', type: Sport, resolve: (tournament) => String(tournament.SportID) }),
    category: t.field({ description: 'Its country or International.', type: Category, resolve: (tournament) => String(tournament.CategoryID) }),
  }),
});

export const Odd = builder.loadableNode('Odd', {
  description: 'A selection with its price. Ids are stable for the life of the match: a bet slip keeps them.',
  id: { resolve: (odd: OddShape) => odd.ID },
  loaderOptions: { maxBatchSize: MARKET_BATCH },
  load: async (keys: string[], ctx: Context) => byKeys(keys, (await marketsBy('oddIds', keys, ctx)).flatMap((market) => market.Odds), (odd) => String(odd.ID), 'odd'),
  fields: (t) => ({
    legacyId: t.exposeInt('ID', { description: 'The platform\'s numeric id.' }),
    key: t.exposeString('Key', { description: 'home, draw, away, over, under, 2:1…' }),
    title: t.exposeString('Title', { description: 'The selection\'s name, e.g. "Home", "Over", "2:1".' }),
    titleSuffix: t.exposeString('TitleSuffix', { nullable: true, description: 'The line, e.g. "+0.75" or "2.5".' }),
    price: t.exposeFloat('Price', { nullable: true, description: 'Decimal odds; null while not offered. Clients format it in the player\'s odds format.' }),
    isSuspended: t.exposeBoolean('IsSuspended', { description: 'Cannot be picked right now.' }),
    matchId: t.globalID({ description: 'Its match.', resolve: (odd) => ({ type: 'Match', id: String(odd.MatchID) }) }),
  }),
});

export const Market = builder.loadableNode('Market', {
  description: 'A market of a match or outright with its odds (seed 002 §3).',
  id: { resolve: (market: MarketShape) => market.ID },
  loaderOptions: { maxBatchSize: MARKET_BATCH },
  load: async (keys: string[], ctx: Context) => byKeys(keys, await marketsBy('ids', keys, ctx), (market) => String(market.ID), 'market'),
  fields: (t) => ({
    legacyId: t.exposeInt('ID', { description: 'The platform\'s numeric id.' }),
    key: t.exposeString('Key', { description: 'Stable within the match, e.g. "half1/total@2.5".' }),
    type: t.field({ description: 'The kind of market.', type: MarketType, resolve: (market) => market.Type }),
    periodType: t.field({ description: 'The part of the match it is about (whole match, a half, a set…).', type: PeriodType, resolve: (market) => market.PeriodType }),
    periodIndex: t.exposeInt('PeriodIndex', { description: '1-based within its period type; 0 for the whole match.' }),
    time: t.field({
      description: 'Which score it settles on, as books label it (regulation time, including overtime…); null for a part of a match or a sport without overtime.',
      type: MarketTime,
      nullable: true,
      resolve: (market) => market.Time,
    }),
    line: t.exposeFloat('Line', { description: 'The handicap or total line, e.g. -1.5 or 2.5; null for markets without one.', nullable: true }),
    isMain: t.exposeBoolean('IsMain', { description: 'The balanced line of its kind, shown on list pages.' }),
    isSuspended: t.exposeBoolean('IsSuspended', { description: 'No odd of it can be picked right now.' }),
    odds: t.field({ description: 'Its selections, in display order.', type: [Odd], resolve: (market) => market.Odds }),
  }),
});

const Score = builder.objectRef<{ Home: number; Away: number }>('Score').implement({
  description: 'A score of one period.',
  fields: (t) => ({ home: t.exposeInt('Home', { description: "The home side's score." }), away: t.exposeInt('Away', { description: "The away side's score." }) }),
});

export const Side = builder.enumType('Side', enums.SportsbookSide);
export const HalfInning = builder.enumType('HalfInning', enums.SportsbookHalfInning);

const StoppageTime = builder.objectRef<Schemas['StoppageTime']>('StoppageTime').implement({
  description: "Soccer: a half's added time. The clock stands at 45:00 or 90:00 while it is played (45+2').",
  fields: (t) => ({
    announcedMinutes: t.exposeInt('AnnouncedMinutes', { description: 'The minutes added, as the fourth official shows them.' }),
    playedSeconds: t.exposeInt('PlayedSeconds', { description: 'Seconds of the added time played so far.' }),
  }),
});

const GamePoints = builder.objectRef<Schemas['GamePoints']>('GamePoints').implement({
  description: 'Tennis: the points of the game under way.',
  fields: (t) => ({
    home: t.exposeInt('Home', { description: "The home player's points: 0, 1, 2, 3 call 0, 15, 30, 40; past three all the leader has the advantage. In a tie-break, the points." }),
    away: t.exposeInt('Away', { description: "The away player's points, counted as `home`." }),
    tieBreak: t.exposeBoolean('TieBreak', { description: "The game is the set's tie-break." }),
  }),
});

export const LiveInfo = builder.node(builder.objectRef<LiveInfoShape>('LiveInfo'), {
  description: "A match's live state. A node of its own so live updates land in every view of the match at once.",
  id: { resolve: (info) => info.MatchID },
  loadMany: async (keys: string[], ctx: Context) => {
    const matches = await matchLoader(ctx).loadMany(keys.map(Number));
    return matches.map((match) => (match instanceof Error ? null : { ...match.LiveInfo, MatchID: match.ID }));
  },
  fields: (t) => ({
    status: t.field({ description: 'Not started, live, ended, cancelled or postponed.', type: MatchStatus, resolve: (info) => info.Status }),
    period: t.exposeInt('Period', { description: '1-based period being played; 0 before the start.' }),
    clockSeconds: t.exposeInt('ClockSeconds', { description: 'Match clock, in seconds of play; it stands at 45:00 or 90:00 while added time is played (stoppageTime).' }),
    inInterval: t.exposeBoolean('InInterval', { description: 'Between periods (half time, a break).' }),
    homeScore: t.exposeInt('HomeScore', { description: 'Goals, points or sets of the home side.' }),
    awayScore: t.exposeInt('AwayScore', { description: 'Goals, points or sets of the away side.' }),
    periodScores: t.field({ description: 'The score of each period played, in order.', type: [Score], resolve: (info) => info.PeriodScores }),
    stoppageTime: t.field({ description: 'Soccer: the added time of the half, once its 45 minutes are up.', type: StoppageTime, nullable: true, resolve: (info) => info.StoppageTime }),
    gamePoints: t.field({ description: 'Tennis: the points of the game under way.', type: GamePoints, nullable: true, resolve: (info) => info.GamePoints }),
    serving: t.field({ description: 'Tennis: who serves.', type: Side, nullable: true, resolve: (info) => info.Serving }),
    halfInning: t.field({ description: 'Baseball: the half-inning under way.', type: HalfInning, nullable: true, resolve: (info) => info.HalfInning }),
    outs: t.exposeInt('Outs', { description: 'Baseball: the outs of the half-inning under way, 0–2.', nullable: true }),
    betStop: t.exposeBoolean('BetStop', { description: 'Every market is suspended.' }),
    hasStream: t.exposeBoolean('HasStream', { description: 'A live stream is available (Match.stream).' }),
  }),
});

const Stream = builder.objectRef<{ StreamUrl: string | null; StreamType: 'iframe' | null }>('Stream').implement({
  description: 'A live stream of a match.',
  fields: (t) => ({
    url: t.exposeString('StreamUrl', { description: 'The stream\'s URL; null when none is live.', nullable: true }),
    type: t.exposeString('StreamType', { nullable: true, description: '"iframe": show the URL in a frame.' }),
  }),
});

export const Match = builder.loadableNode('Match', {
  description: 'A fixture between two sides (seed 002 §3 Match, Type 1).',
  id: { resolve: (match: MatchShape) => match.ID },
  load: (keys: string[], ctx: Context) => matchLoader(ctx).loadMany(keys.map(Number)),
  fields: (t) => ({
    legacyId: t.exposeInt('ID', { description: 'The platform\'s numeric id.' }),
    name: t.exposeString('Name', { description: '"Home - Away" in the request language.' }),
    startsAt: t.field({ description: 'Kick-off.', type: 'DateTime', resolve: (match) => match.DateOfMatch }),
    homeTeam: t.exposeString('HomeTeamName', { description: 'The home side; null for matches without sides.', nullable: true }),
    awayTeam: t.exposeString('AwayTeamName', { description: 'The away side; null for matches without sides.', nullable: true }),
    homeTeamLogo: t.exposeString('HomeTeamLogo', { nullable: true, description: 'A URL on this site.' }),
    awayTeamLogo: t.exposeString('AwayTeamLogo', { description: 'A URL on this site.', nullable: true }),
    link: t.exposeString('MatchLink', { description: 'The match page, under /{lang}.' }),
    bettingSource: t.field({ description: 'Whether it is bet prematch or live right now.', type: BettingSource, resolve: (match) => match.BettingSourceType }),
    marketsCount: t.exposeInt('MarketsCount', { description: 'How many markets it offers.' }),
    outcomesCount: t.exposeInt('OutcomesCount', { description: 'How many odds its markets offer together.' }),
    sport: t.field({ description: 'Its sport.', type: Sport, resolve: (match) => String(match.SportTypeID) }),
    sportKey: t.exposeString('SportKey', { description: 'Its sport\'s slug.' }),
    sportName: t.exposeString('SportName', { description: 'Its sport\'s name, in the request language.' }),
    isEsport: t.boolean({ description: 'An esport (sport system 66).', resolve: (match) => match.SportSystemID === 66 }),
    tournament: t.field({ description: 'Its tournament.', type: Tournament, resolve: (match) => String(match.TournamentID) }),
    tournamentName: t.exposeString('TournamentName', { description: 'Its tournament\'s name.' }),
    category: t.field({ description: 'Its country or International.', type: Category, resolve: (match) => String(match.CategoryID) }),
    categoryName: t.exposeString('CategoryName', { description: 'Its category\'s name, in the request language.' }),
    live: t.field({ description: 'Its live state (also before the start).', type: LiveInfo, resolve: (match) => ({ ...match.LiveInfo, MatchID: match.ID }) }),
    previewMarkets: t.field({ type: [Market], description: 'The headline markets, in display order.', resolve: (match) => match.PreviewMarkets }),
    markets: t.field({ type: [Market], description: 'The whole book.', resolve: (match, _args, ctx) => bookLoader(ctx).load(match.ID) }),
    alternativeMarkets: t.field({
      type: [Market],
      description: 'Every handicap and total line but the main ones.',
      resolve: async (match, _args, ctx) => (await bookLoader(ctx).load(match.ID)).filter((market) => !market.IsMain),
    }),
    stream: t.field({
      type: Stream,
      description: 'A live stream the site serves; null URL when none is live.',
      resolve: async (match, _args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/matches/{id}/stream', { params: { path: { id: match.ID } } })),
    }),
  }),
});

export const Outright = builder.loadableNode('Outright', {
  description: 'A competition-long market, such as the league winner (seed 002 §7 outrights).',
  id: { resolve: (outright: Schemas['Outright']) => outright.ID },
  load: async (keys: string[], ctx: Context) =>
    byKeys(keys, unwrap(await ctx.platform.GET('/api/sportsbook/outrights', { params: { query: { ids: ids(keys) } } })).Outrights, (o) => String(o.ID), 'outright'),
  fields: (t) => ({
    legacyId: t.exposeInt('ID', { description: 'The platform\'s numeric id.' }),
    name: t.exposeString('Name', { description: 'In the request language.' }),
    endsAt: t.field({ description: 'When the competition is decided.', type: 'DateTime', resolve: (outright) => outright.DateOfMatch }),
    sport: t.field({ description: 'Its sport.', type: Sport, resolve: (outright) => String(outright.SportTypeID) }),
    tournament: t.field({ description: 'Its tournament.', type: Tournament, resolve: (outright) => String(outright.TournamentID) }),
    tournamentName: t.exposeString('TournamentName', { description: 'Its tournament\'s name.' }),
    categoryName: t.exposeString('CategoryName', { description: 'Its category\'s name.' }),
    markets: t.field({ description: 'Its markets (usually one: the winner).', type: [Market], resolve: (outright) => outright.Markets }),
  }),
});

// ---------------------------------------------------------------- lists

const MarketTypeInfo = builder.objectRef<Schemas['MarketType']>('MarketTypeInfo').implement({
  description: 'A market type the sportsbook offers and how it is shown (seed 002 §3).',
  fields: (t) => ({
    type: t.field({ description: 'The market type.', type: MarketType, resolve: (info) => info.Type }),
    name: t.exposeString('Name', { description: 'In the request language.' }),
    hasLine: t.exposeBoolean('HasLine', { description: 'Its markets have a line (handicaps, totals).' }),
    periodTypes: t.field({ description: 'The periods it is offered for.', type: [PeriodType], resolve: (info) => info.PeriodTypes }),
  }),
});

const ScheduleSport = builder.objectRef<Schemas['ScheduleSport']>('ScheduleSport').implement({
  description: 'A sport of the schedule\'s day and its number of matches.',
  fields: (t) => ({
    sport: t.field({ description: 'The sport.', type: Sport, resolve: (entry) => String(entry.ID) }),
    name: t.exposeString('Name', { description: 'In the request language.' }),
    matchesCount: t.exposeInt('Count', { description: 'Its matches that day.' }),
  }),
});

const ScheduleEntry = builder.objectRef<Schemas['ScheduleItem']>('ScheduleEntry').implement({
  description: 'Seed 002 §3 schedule data.',
  fields: (t) => ({
    match: t.field({ description: 'The match.', type: Match, resolve: (entry) => String(entry.ID) }),
    name: t.exposeString('Name', { description: '"Home - Away".' }),
    homeTeam: t.exposeString('HomeTeamName', { description: 'The home side.', nullable: true }),
    awayTeam: t.exposeString('AwayTeamName', { description: 'The away side.', nullable: true }),
    startsAt: t.field({ description: 'Kick-off.', type: 'DateTime', resolve: (entry) => entry.StartDateJs }),
    sportId: t.globalID({ description: 'Its sport (Sport node id).', resolve: (entry) => ({ type: 'Sport', id: String(entry.SportTypeID) }) }),
    sportSystemId: t.exposeInt('SportSystemID', { description: 'Its sport system (66: esports).' }),
    tournamentName: t.exposeString('TournamentName', { description: 'Its tournament\'s name.' }),
    categoryName: t.exposeString('CategoryName', { description: 'Its category\'s name.' }),
    bettingSource: t.field({ description: 'Whether it is bet prematch or live right now.', type: BettingSource, resolve: (entry) => entry.BettingSourceType }),
    outcomesCount: t.exposeInt('OutcomesCount', { description: 'How many odds it offers.' }),
  }),
});

const Schedule = builder.objectRef<Payload<Schemas['ScheduleResponse']>>('Schedule').implement({
  description: 'One day of the 7-day schedule, in the timezone asked for.',
  fields: (t) => ({
    days: t.exposeStringList('Days', { description: 'Today and the next six days, YYYY-MM-DD.' }),
    date: t.exposeString('Date', { description: 'The day shown, YYYY-MM-DD.' }),
    sports: t.field({ description: 'The sports with matches that day and how many each.', type: [ScheduleSport], resolve: (schedule) => schedule.Sports }),
    entries: t.field({ description: 'That day\'s matches on this page, by start time.', type: [ScheduleEntry], resolve: (schedule) => schedule.Matches }),
    totalCount: t.exposeInt('TotalRecords', { description: 'That day\'s matches over all pages.' }),
    page: t.exposeInt('Page', { description: 'The page shown, from 1.' }),
    pageSize: t.exposeInt('PageSize', { description: 'Matches per page.' }),
  }),
});

const ResultOutcome = builder.objectRef<Schemas['ResultOdd']>('ResultOutcome').implement({
  description: 'A selection of a settled market and its result.',
  fields: (t) => ({
    oddId: t.globalID({ description: 'The Odd node id.', resolve: (odd) => ({ type: 'Odd', id: String(odd.ID) }) }),
    key: t.exposeString('Key', { description: 'home, draw, away, over, under, 2:1…' }),
    title: t.exposeString('Title', { description: 'The selection\'s name.' }),
    titleSuffix: t.exposeString('TitleSuffix', { description: 'The line, e.g. "+0.75" or "2.5".', nullable: true }),
    price: t.exposeFloat('Price', { description: 'Its last decimal price; null when it was not offered.', nullable: true }),
    result: t.field({
      description: 'How it settled; null while unsettled.',
      type: builder.enumType('ItemResult', enums.SportsbookItemResult),
      nullable: true,
      resolve: (odd) => odd.Result,
    }),
  }),
});

const ResultMarket = builder.objectRef<Schemas['ResultMarket']>('ResultMarket').implement({
  description: 'A settled market of a finished match.',
  fields: (t) => ({
    key: t.exposeString('Key', { description: 'Stable within the match, e.g. "half1/total@2.5".' }),
    type: t.field({ description: 'The kind of market.', type: MarketType, resolve: (market) => market.Type }),
    periodType: t.field({ description: 'The part of the match it was about.', type: PeriodType, resolve: (market) => market.PeriodType }),
    periodIndex: t.exposeInt('PeriodIndex', { description: '1-based within its period type; 0 for the whole match.' }),
    time: t.field({ description: 'Which score it settled on; null for a part of a match or a sport without overtime.', type: MarketTime, nullable: true, resolve: (market) => market.Time }),
    line: t.exposeFloat('Line', { description: 'The handicap or total line; null for markets without one.', nullable: true }),
    outcomes: t.field({ description: 'Its selections and how each settled.', type: [ResultOutcome], resolve: (market) => market.Odds }),
  }),
});

const MatchResult = builder.objectRef<Schemas['ResultMatch']>('MatchResult').implement({
  description: 'A finished (or cancelled) match with how its markets settled.',
  fields: (t) => ({
    matchId: t.globalID({ description: 'The match (Match node id).', resolve: (result) => ({ type: 'Match', id: String(result.ID) }) }),
    name: t.exposeString('Name', { description: '"Home - Away".' }),
    startsAt: t.field({ description: 'Kick-off.', type: 'DateTime', resolve: (result) => result.DateOfMatch }),
    status: t.field({ description: 'Ended or cancelled.', type: MatchStatus, resolve: (result) => result.Status }),
    homeTeam: t.exposeString('HomeTeamName', { description: 'The home side.', nullable: true }),
    awayTeam: t.exposeString('AwayTeamName', { description: 'The away side.', nullable: true }),
    homeScore: t.exposeInt('HomeScore', { description: 'Final score of the home side.' }),
    awayScore: t.exposeInt('AwayScore', { description: 'Final score of the away side.' }),
    periodScores: t.field({ description: 'The score of each period, in order.', type: [Score], resolve: (result) => result.PeriodScores }),
    markets: t.field({ description: 'How its markets settled.', type: [ResultMarket], resolve: (result) => result.Markets }),
  }),
});

const ResultTournament = builder.objectRef<Schemas['ResultTournament']>('ResultTournament').implement({
  description: 'A tournament with finished matches on the day asked for.',
  fields: (t) => ({
    tournament: t.field({ description: 'The tournament.', type: Tournament, resolve: (entry) => String(entry.ID) }),
    name: t.exposeString('Name', { description: 'In the request language.' }),
    sportId: t.globalID({ description: 'Its sport (Sport node id).', resolve: (entry) => ({ type: 'Sport', id: String(entry.SportID) }) }),
    sportName: t.exposeString('SportName', { description: 'Its sport\'s name.' }),
    categoryName: t.exposeString('CategoryName', { description: 'Its category\'s name.' }),
    matchesCount: t.exposeInt('MatchesCount', { description: 'Its finished matches.' }),
    teams: t.exposeStringList('Teams', { description: 'The teams of its finished matches, each once, in alphabetical order.' }),
  }),
});

const rawId = (id: { id: string } | null | undefined) => (id ? Number(id.id) : undefined);
const rawIds = (list: readonly { id: string }[] | null | undefined) => (list?.length ? ids(list.map((item) => item.id)) : undefined);

builder.queryFields((t) => ({
  sports: t.field({ type: [Sport], description: 'Sports by rank, with their live, upcoming and outright counts.', resolve: (_root, _args, ctx) => allSports(ctx) }),
  mostPopularSports: t.field({
    description: 'The sports most bet on, for the home page.',
    type: [Sport],
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/sports/mostPopular')).Sports,
  }),
  categories: t.field({
    description: 'A sport\'s categories (countries, International) with live and upcoming matches.',
    type: [Category],
    args: { sport: t.arg.globalID({ for: Sport, required: true }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/categories', { params: { query: { sportIds: args.sport.id } } })).Categories,
  }),
  tournaments: t.field({
    type: [Tournament],
    args: { sport: t.arg.globalID({ for: Sport }), topOnly: t.arg.boolean({ defaultValue: false }) },
    description: "A sport's tournaments, or the top tournaments.",
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.GET('/api/sportsbook/tournaments', { params: { query: { sportIds: args.sport?.id, top: args.topOnly ? 'true' : undefined } } })).Tournaments,
  }),
  liveMatches: t.connection({
    type: Match,
    description: 'Live matches (esports apart), soonest started first.',
    args: { sport: t.arg.globalID({ for: Sport }) },
    resolve: (_root, args, ctx) =>
      resolveOffsetConnection({ args, defaultSize: 100, maxSize: 200 }, async ({ limit, offset }) =>
        unwrap(await ctx.platform.GET('/api/sportsbook/matches/live', { params: { query: { sportIds: args.sport?.id, limit: limit + offset } } })).Matches.slice(offset),
      ),
  }),
  prematchMatches: t.connection({
    type: Match,
    description: 'Upcoming matches (esports apart) by sport and tournaments, grouped by competition.',
    args: { sport: t.arg.globalID({ for: Sport }), tournaments: t.arg.globalIDList({ for: Tournament }), from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) =>
      resolveOffsetConnection({ args, defaultSize: 100, maxSize: 200 }, async ({ limit, offset }) =>
        unwrap(
          await ctx.platform.GET('/api/sportsbook/matches/prematch', {
            params: {
              query: {
                sportIds: args.sport?.id,
                tournamentIds: rawIds(args.tournaments),
                from: args.from?.toISOString(),
                to: args.to?.toISOString(),
                limit,
                offset,
              },
            },
          }),
        ).Matches,
      ),
  }),
  esportMatches: t.connection({
    type: Match,
    description: 'Esport matches (sport system 66).',
    args: { sport: t.arg.globalID({ for: Sport }), phase: t.arg({ type: MatchPhase }) },
    resolve: (_root, args, ctx) =>
      resolveOffsetConnection({ args, defaultSize: 100, maxSize: 200 }, async ({ limit, offset }) =>
        unwrap(
          await ctx.platform.GET('/api/sportsbook/matches/esport', { params: { query: { sportIds: args.sport?.id, phase: args.phase ?? undefined, limit: limit + offset } } }),
        ).Matches.slice(offset),
      ),
  }),
  topMatches: t.field({
    description: 'Matches the operator features.',
    type: [Match],
    args: { first: t.arg.int({ defaultValue: 12 }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/matches/top', { params: { query: { limit: clamp(args.first) } } })).Matches,
  }),
  mostPopularMatches: t.field({
    description: 'The matches most bet on.',
    type: [Match],
    args: { first: t.arg.int({ defaultValue: 12 }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/matches/mostPopular', { params: { query: { limit: clamp(args.first) } } })).Matches,
  }),
  betslipTopMatches: t.field({
    description: 'Matches suggested on an empty bet slip.',
    type: [Match],
    args: { first: t.arg.int({ defaultValue: 5 }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/matches/betslipTop', { params: { query: { limit: clamp(args.first) } } })).Matches,
  }),
  outrights: t.field({
    description: 'A sport\'s open outrights (competition-long markets).',
    type: [Outright],
    args: { sport: t.arg.globalID({ for: Sport }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/outrights', { params: { query: { sportIds: args.sport?.id } } })).Outrights,
  }),
  marketTypes: t.field({ description: 'Every market type the sportsbook offers.', type: [MarketTypeInfo], resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/sportsbook/marketTypes')).MarketTypes }),
  schedule: t.field({
    type: Schedule,
    description: 'The schedule: 7 days from today (seed 002 §9). A day outside them is a ValidationError.',
    errors: { types: [ValidationError] },
    args: {
      date: t.arg.string({ description: 'YYYY-MM-DD; today when absent.' }),
      timezone: t.arg.string({ description: 'IANA zone; UTC when absent.' }),
      sport: t.arg.globalID({ for: Sport }),
      liveOnly: t.arg.boolean({ defaultValue: false }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 50 }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.GET('/api/sportsbook/schedule', {
          params: {
            query: {
              date: args.date ?? undefined,
              timezone: args.timezone ?? undefined,
              sportId: rawId(args.sport),
              liveOnly: args.liveOnly ? 'true' : 'false',
              page: args.page ?? 1,
              pageSize: args.pageSize ?? 50,
            },
          },
        }),
      ),
  }),
  resultTournaments: t.field({
    type: [ResultTournament],
    description: 'Tournaments with results: all, or those with matches on a day (the start of the local day in UTC).',
    args: { date: t.arg({ type: 'DateTime' }) },
    resolve: async (_root, args, ctx) =>
      args.date
        ? unwrap(await ctx.platform.GET('/api/results/tournaments/ByDate', { params: { query: { date: args.date.toISOString() } } })).Tournaments
        : unwrap(await ctx.platform.GET('/api/results/tournaments')).Tournaments,
  }),
  results: t.field({
    type: [MatchResult],
    description: "A tournament's finished matches, on one day or all, with their preview markets' results.",
    args: { tournament: t.arg.globalID({ for: Tournament, required: true }), date: t.arg({ type: 'DateTime' }) },
    resolve: async (_root, args, ctx) => {
      const TournamentId = Number(args.tournament.id);
      const langcode = ctx.lang;
      return args.date
        ? unwrap(await ctx.platform.GET('/api/results/preview/byTournamentAndDate', { params: { query: { langcode, TournamentId, date: args.date.toISOString() } } })).Matches
        : unwrap(await ctx.platform.GET('/api/results/preview/byTournament', { params: { query: { langcode, TournamentId } } })).Matches;
    },
  }),
  match: t.field({
    type: Match,
    nullable: true,
    description: 'A match by the number its page address shows (Match.link is /match/{legacyId}) or by its global id; null when it is gone.',
    args: addressArgs(t.arg, 'Match'),
    resolve: (_root, args, ctx) => nodeOrNull(addressedId(args, 'Match'), (id) => Match.getDataloader(ctx).load(id)),
  }),
  matchResult: t.field({
    type: MatchResult,
    nullable: true,
    description: "One finished match with every market's result.",
    args: { match: t.arg.globalID({ for: Match, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { data } = await ctx.platform.GET('/api/results/alternative/byId', { params: { query: { langCode: ctx.lang, Id: Number(args.match.id) } } });
      return data?.Matches[0] ?? null;
    },
  }),
}));

const clamp = (first: number | null | undefined) => Math.min(Math.max(first ?? 12, 1), 100);

// ---------------------------------------------------------------- subscriptions

/** A matches.updated item as the LiveInfo node: the REST LiveInfo it carries, with its match's id. */
const liveInfoOf = (item: MatchUpdatedItem): LiveInfoShape => ({ ...item.liveInfo, MatchID: item.matchId });

const OddsChanged = builder.objectRef<OddsChangedItem>('OddsChanged').implement({
  description: "One feed moment's changed odds of one match. Odds are whole Odd nodes: a Relay store updates every view of them.",
  fields: (t) => ({
    matchId: t.globalID({ description: 'The match whose odds moved.', resolve: (item) => ({ type: 'Match', id: String(item.matchId) }) }),
    reshaped: t.exposeBoolean('reshaped', { description: 'Markets or odds came or went: fetch the whole book again to show them.' }),
    odds: t.field({ description: 'The odds that changed, with their new prices.', type: [Odd], resolve: (item) => item.odds.map((change) => change.odd) }),
  }),
});

const EventsUpdated = builder.objectRef<MatchUpdatedItem[]>('EventsUpdated').implement({
  description: 'Live state of the matches that moved in one feed moment.',
  fields: (t) => ({
    matches: t.field({ description: 'The live state of each match that moved.', type: [LiveInfo], resolve: (items) => items.map(liveInfoOf) }),
    listChanged: t.boolean({
      description: 'A match started, ended or was called off: lists of this phase must be fetched again.',
      resolve: (items) => items.some((item) => item.statusChanged),
    }),
  }),
});

const MAX_WATCHED_MATCHES = 50;

builder.subscriptionFields((t) => {
  const sportEvents = (phase: FeedPhase, description: string) =>
    t.field({
      type: EventsUpdated,
      description,
      args: { sport: t.arg.globalID({ for: Sport, description: 'Only this sport; every sport when absent.' }) },
      subscribe: (_root, args, ctx) => ctx.pubsub.subscribe('sport.state', sportChannel(args.sport?.id, phase)),
      resolve: (items) => items,
    });
  return {
    oddsChanged: t.field({
      type: OddsChanged,
      description: `Odds changes of the given matches (at most ${MAX_WATCHED_MATCHES}), as the feed moves them.`,
      args: { matches: t.arg.globalIDList({ for: Match, required: true }) },
      subscribe: (_root, args, ctx) => {
        const watched = [...new Set(args.matches.map((match) => match.id))];
        if (watched.length > MAX_WATCHED_MATCHES) throw new GraphQLError(`Watch at most ${MAX_WATCHED_MATCHES} matches per subscription.`);
        return Repeater.merge(watched.map((id) => ctx.pubsub.subscribe('match.odds', id)));
      },
      resolve: (item) => item,
    }),
    previewOddsChanged: t.field({
      type: OddsChanged,
      description: "Changes of the preview markets' odds of a sport's live or prematch matches (seed 002 §4).",
      args: { sport: t.arg.globalID({ for: Sport }), phase: t.arg({ type: MatchPhase, required: true }) },
      subscribe: (_root, args, ctx) => ctx.pubsub.subscribe('sport.odds', sportChannel(args.sport?.id, args.phase)),
      resolve: (item) => item,
    }),
    esportPreviewOddsChanged: t.field({
      type: OddsChanged,
      description: "Changes of the preview markets' odds of esport matches.",
      args: { sport: t.arg.globalID({ for: Sport }) },
      subscribe: (_root, args, ctx) => ctx.pubsub.subscribe('sport.odds', sportChannel(args.sport?.id, 'esport')),
      resolve: (item) => item,
    }),
    liveEventsUpdated: sportEvents('live', 'Live event updates: clock, score and status of live matches (seed 002 §4).'),
    prematchEventsUpdated: sportEvents('prematch', 'Prematch event updates: matches that start, are postponed or called off.'),
    esportEventsUpdated: sportEvents('esport', 'Esport event updates.'),
    matchUpdated: t.field({
      type: LiveInfo,
      description: "One match's live state as it moves.",
      args: { match: t.arg.globalID({ for: Match, required: true }) },
      subscribe: (_root, args, ctx) => ctx.pubsub.subscribe('match.state', args.match.id),
      resolve: liveInfoOf,
    }),
  };
});
