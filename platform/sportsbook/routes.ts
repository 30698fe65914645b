/**
 * Seed 002 §7 sportsbook calls: matches by phase, top and popular lists, preview markets, every market
 * of a match, outrights, match infos, streams, sports, tournaments and the schedule.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { ErrorEnvelope, envelope, errorResponses, json, ok } from '../http/envelope';
import { DomainError } from '../http/errors';
import { requestLanguage, t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { type BookMarket, matchIdOf } from './book';
import { ESPORTS_SYSTEM_ID } from './catalogue';
import { Category, MARKET_TYPES, Market, MarketTypeInfo, Match, ScheduleItem, Sport, Tournament } from './contract';
import { MARKET_PERIODS } from './market-types';
import { isTimeZone, localDayRange, scheduleDays } from './schedule';
import { type MatchFilter, categories, listMatches, sportsWithCounts, tournaments } from './store';
import { BettingSource, bookView, categoryName, matchView, sportName } from './views';

/** "1,2,3" → [1, 2, 3]; query strings carry lists this way. */
export const IdList = z
  .string()
  .regex(/^\d{1,15}(,\d{1,15}){0,199}$/, 'a comma-separated list of at most 200 ids')
  .transform((text) => text.split(',').map(Number));

const Limit = z.coerce.number().int().min(1).max(500).optional();
const Lang = z.object({ lang: z.string().optional() });
const MatchesResponse = envelope('MatchesResponse', { Matches: z.array(Match) });
const matchesJson = json(MatchesResponse, 'Matches with their preview markets and live info');

const languageOf = (c: Context) => requestLanguage(c.req.query('lang') ?? c.req.header('accept-language'));

interface ListRoute {
  path: string;
  summary: string;
  query: z.ZodObject<z.ZodRawShape>;
  filter: (query: Record<string, unknown>) => MatchFilter;
}

const sportQuery = z.object({ sportIds: IdList.optional(), limit: Limit, offset: z.coerce.number().int().min(0).optional() });

/** List calls differ only in their filter: one table, one handler. */
const LISTS: ListRoute[] = [
  {
    path: '/api/sportsbook/matches/live',
    summary: 'Live matches (not esports), soonest started first',
    query: sportQuery,
    filter: (q) => ({ phase: 'live', type: 1, notSportSystemId: ESPORTS_SYSTEM_ID, sportIds: q.sportIds as number[] | undefined, limit: (q.limit as number) ?? 200 }),
  },
  {
    path: '/api/sportsbook/matches/prematch',
    summary: 'Upcoming matches (not esports) by sport and tournament, soonest first',
    query: sportQuery.extend({ tournamentIds: IdList.optional(), from: z.iso.datetime().optional(), to: z.iso.datetime().optional() }),
    filter: (q) => ({
      phase: 'prematch',
      type: 1,
      notSportSystemId: ESPORTS_SYSTEM_ID,
      sportIds: q.sportIds as number[] | undefined,
      tournamentIds: q.tournamentIds as number[] | undefined,
      from: q.from ? new Date(q.from as string) : undefined,
      to: q.to ? new Date(q.to as string) : undefined,
      orderBy: 'competition',
      limit: (q.limit as number) ?? 200,
      offset: q.offset as number | undefined,
    }),
  },
  {
    path: '/api/sportsbook/matches/esport',
    summary: 'Esport matches (sport system 66), live first',
    query: sportQuery.extend({ phase: z.enum(['live', 'prematch']).optional() }),
    filter: (q) => ({ phase: (q.phase as 'live' | 'prematch') ?? 'open', type: 1, sportSystemId: ESPORTS_SYSTEM_ID, sportIds: q.sportIds as number[] | undefined, limit: (q.limit as number) ?? 200 }),
  },
  {
    path: '/api/sportsbook/matches/top',
    summary: "Top matches: the top tournaments' live and upcoming matches",
    query: z.object({ limit: Limit }),
    filter: (q) => ({ phase: 'open', type: 1, topOnly: true, orderBy: 'popularity', limit: (q.limit as number) ?? 12 }),
  },
  {
    path: '/api/sportsbook/matches/mostPopular',
    summary: 'The most bet-on live and upcoming matches',
    query: z.object({ limit: Limit }),
    filter: (q) => ({ phase: 'open', type: 1, orderBy: 'popularity', limit: (q.limit as number) ?? 12 }),
  },
  {
    path: '/api/sportsbook/matches/betslipTop',
    summary: 'Suggestions beside the bet slip: popular upcoming matches',
    query: z.object({ limit: Limit }),
    filter: (q) => ({ phase: 'prematch', type: 1, orderBy: 'popularity', limit: (q.limit as number) ?? 5 }),
  },
  {
    path: '/api/sportsbook/matches/infos',
    summary: 'Match infos by ids (any phase), with live info and preview markets',
    query: z.object({ ids: IdList }),
    filter: (q) => ({ ids: q.ids as number[] }),
  },
  {
    path: '/api/sportsbook/previewMarkets/byMatchIds',
    summary: 'Preview markets of matches by ids',
    query: z.object({ ids: IdList }),
    filter: (q) => ({ ids: q.ids as number[] }),
  },
  {
    path: '/api/sportsbook/previewMarkets/bySport',
    summary: "Preview markets of a sport's upcoming matches",
    query: z.object({ sportId: z.coerce.number().int(), limit: Limit }),
    filter: (q) => ({ phase: 'prematch', type: 1, sportIds: [q.sportId as number], orderBy: 'competition', limit: (q.limit as number) ?? 200 }),
  },
  {
    path: '/api/sportsbook/previewMarkets/byTournament',
    summary: "Preview markets of a tournament's live and upcoming matches",
    query: z.object({ tournamentId: z.coerce.number().int(), limit: Limit }),
    filter: (q) => ({ phase: 'open', type: 1, tournamentIds: [q.tournamentId as number], limit: (q.limit as number) ?? 200 }),
  },
  {
    path: '/api/sportsbook/previewMarkets/live',
    summary: "Live preview markets of a sport's live matches",
    query: z.object({ sportId: z.coerce.number().int(), limit: Limit }),
    filter: (q) => ({ phase: 'live', type: 1, sportIds: [q.sportId as number], limit: (q.limit as number) ?? 200 }),
  },
];

export const noSuchMatch = () => new DomainError(404, 'NOT_FOUND', 'No such match');

const MatchParams = z.object({ id: z.coerce.number().int().positive() });
const notFound = { 404: json(ErrorEnvelope, 'No such match') };

const marketsRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/matches/{id}/markets',
  summary: 'A match (or outright) with every market of its book',
  request: { params: MatchParams, query: Lang },
  responses: { 200: json(envelope('MatchMarketsResponse', { Match, Markets: z.array(Market) }), 'The whole book'), ...notFound, ...errorResponses },
});

const alternativeRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/matches/{id}/alternativeMarkets',
  summary: 'Alternative lines of a match: every handicap and total but the main one',
  request: { params: MatchParams, query: Lang },
  responses: { 200: json(envelope('AlternativeMarketsResponse', { MatchID: z.number().int(), Markets: z.array(Market) }), 'Alternative lines'), ...notFound, ...errorResponses },
});

const marketsByIdsRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/markets',
  summary: 'Markets by their ids, or the markets holding these odds: a client holding an odd or market id learns its match here',
  request: { query: z.object({ ids: IdList.optional(), oddIds: IdList.optional(), lang: z.string().optional() }) },
  responses: { 200: json(envelope('MarketsResponse', { Markets: z.array(Market) }), 'The markets found; unknown ids are left out'), ...errorResponses },
});

const streamRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/matches/{id}/stream',
  summary: "A live match's stream URL (a demo stream we serve ourselves)",
  request: { params: MatchParams },
  responses: {
    200: json(envelope('StreamResponse', { StreamUrl: z.string().nullable(), StreamType: z.enum(['iframe']).nullable() }), 'The stream, or nulls when none is live'),
    ...notFound,
    ...errorResponses,
  },
});

const outrightsRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/outrights',
  summary: 'Outrights: all, by sport or by ids, each with its markets',
  request: { query: z.object({ sportIds: IdList.optional(), ids: IdList.optional(), lang: z.string().optional() }) },
  responses: {
    200: json(envelope('OutrightsResponse', { Outrights: z.array(Match.extend({ Markets: z.array(Market) }).openapi('Outright')) }), 'Outrights'),
    ...errorResponses,
  },
});

const sportsRoute = (path: string, summary: string) =>
  createRoute({ method: 'get', path, summary, request: { query: Lang }, responses: { 200: json(envelope(path.endsWith('mostPopular') ? 'PopularSportsResponse' : 'SportsResponse', { Sports: z.array(Sport) }), 'Sports'), ...errorResponses } });

const tournamentsRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/tournaments',
  summary: 'Tournaments by ids or by sport, or the top tournaments',
  request: { query: z.object({ ids: IdList.optional(), sportIds: IdList.optional(), top: z.enum(['true', 'false']).optional(), lang: z.string().optional() }) },
  responses: { 200: json(envelope('TournamentsResponse', { Tournaments: z.array(Tournament) }), 'Tournaments'), ...errorResponses },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/categories',
  summary: 'Categories (countries, international) by ids or by sport',
  request: { query: z.object({ ids: IdList.optional(), sportIds: IdList.optional(), lang: z.string().optional() }) },
  responses: { 200: json(envelope('CategoriesResponse', { Categories: z.array(Category) }), 'Categories'), ...errorResponses },
});

const marketTypesRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/marketTypes',
  summary: 'Every market type with its name and the periods it is offered for',
  request: { query: Lang },
  responses: { 200: json(envelope('MarketTypesResponse', { MarketTypes: z.array(MarketTypeInfo) }), 'Market types'), ...errorResponses },
});

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const scheduleRoute = createRoute({
  method: 'get',
  path: '/api/sportsbook/schedule',
  summary: 'The schedule: 7 days from today in the given timezone (seed 002 §9), by sport, paged',
  request: {
    query: z.object({
      date: Day.optional(),
      timezone: z.string().refine(isTimeZone, 'an IANA timezone such as Europe/Stockholm').optional(),
      sportId: z.coerce.number().int().optional(),
      liveOnly: z.enum(['true', 'false']).optional(),
      page: z.coerce.number().int().min(1).optional(),
      pageSize: z.coerce.number().int().min(1).max(200).optional(),
      lang: z.string().optional(),
    }),
  },
  responses: {
    200: json(
      envelope('ScheduleResponse', {
        Days: z.array(Day),
        Date: Day,
        Sports: z.array(z.object({ ID: z.number().int(), Name: z.string(), SportSystemID: z.number().int(), Count: z.number().int() }).openapi('ScheduleSport')),
        Matches: z.array(ScheduleItem),
        TotalRecords: z.number().int(),
        Page: z.number().int(),
        PageSize: z.number().int(),
      }),
      'One day of the schedule',
    ),
    ...errorResponses,
  },
});

function marketTypeInfos(lang: SupportedLanguage) {
  return MARKET_TYPES.map((type) => ({
    Type: type,
    Name: t(lang, `sportsbook:marketTypes.${type}`),
    HasLine: type === 'asian-handicap' || type === 'total' || type === 'total-maps',
    PeriodTypes: [...MARKET_PERIODS[type]],
  }));
}

export function sportsbookRoutes(db: Db) {
  const router = createRouter();

  for (const list of LISTS) {
    const route = createRoute({ method: 'get', path: list.path, summary: list.summary, request: { query: list.query.extend(Lang.shape) }, responses: { 200: matchesJson, ...errorResponses } });
    router.openapi(route, async (c) => {
      const rows = await listMatches(db, list.filter(c.req.valid('query') as Record<string, unknown>));
      const lang = languageOf(c);
      return c.json(ok({ Matches: rows.map((row) => matchView(lang, row)) }), 200);
    });
  }

  const loadBook = async (c: Context, id: number) => {
    const [row] = await listMatches(db, { ids: [id] }, true);
    return row ? { row, book: bookView(row.id, (row.book ?? []) as BookMarket[]), lang: languageOf(c) } : null;
  };

  router.openapi(marketsRoute, async (c) => {
    const found = await loadBook(c, c.req.valid('param').id);
    if (!found) throw noSuchMatch();
    return c.json(ok({ Match: matchView(found.lang, found.row), Markets: found.book }), 200);
  });

  router.openapi(alternativeRoute, async (c) => {
    const found = await loadBook(c, c.req.valid('param').id);
    if (!found) throw noSuchMatch();
    return c.json(ok({ MatchID: Number(found.row.id), Markets: found.book.filter((market) => !market.IsMain) }), 200);
  });

  router.openapi(streamRoute, async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await listMatches(db, { ids: [id] });
    if (!row) throw noSuchMatch();
    const live = row.streamed && row.status === 'live';
    return c.json(ok({ StreamUrl: live ? `/media/streams/${id}` : null, StreamType: live ? ('iframe' as const) : null }), 200);
  });

  router.openapi(outrightsRoute, async (c) => {
    const { sportIds, ids } = c.req.valid('query');
    const rows = await listMatches(db, { type: 2, phase: ids ? 'any' : 'prematch', sportIds, ids, orderBy: 'competition', limit: 500 }, true);
    const lang = languageOf(c);
    return c.json(ok({ Outrights: rows.map((row) => ({ ...matchView(lang, row), Markets: bookView(row.id, (row.book ?? []) as BookMarket[]) })) }), 200);
  });

  router.openapi(marketsByIdsRoute, async (c) => {
    const { ids = [], oddIds = [] } = c.req.valid('query');
    const matchIds = [...new Set([...ids, ...oddIds].map(matchIdOf))];
    const rows = matchIds.length ? await listMatches(db, { ids: matchIds }, true) : [];
    const markets = new Set(ids);
    const odds = new Set(oddIds);
    const found = rows.flatMap((row) => bookView(row.id, (row.book ?? []) as BookMarket[])).filter((market) => markets.has(market.ID) || market.Odds.some((odd) => odds.has(odd.ID)));
    return c.json(ok({ Markets: found }), 200);
  });

  const sportViews = async (lang: SupportedLanguage, byPopularity = false) =>
    (byPopularity ? (await sportsWithCounts(db)).sort((a, b) => b.popularity - a.popularity) : await sportsWithCounts(db))
      .map((sport) => ({
      ID: sport.id,
      Key: sport.feed_key,
      Name: sportName(lang, sport.feed_key),
      OriginalName: sport.original_name,
      Rank: sport.rank,
      SportSystemID: sport.sport_system_id,
      LiveMatchesCount: sport.live_count,
      PrematchMatchesCount: sport.prematch_count,
      OutrightsCount: sport.outright_count,
    }));
  router.openapi(sportsRoute('/api/sportsbook/sports', 'Sports by rank, with live, upcoming and outright counts'), async (c) =>
    c.json(ok({ Sports: await sportViews(languageOf(c)) }), 200),
  );
  router.openapi(sportsRoute('/api/sportsbook/sports/mostPopular', 'Sports by how much their open matches are bet on'), async (c) => {
    return c.json(ok({ Sports: await sportViews(languageOf(c), true) }), 200);
  });

  router.openapi(tournamentsRoute, async (c) => {
    const { ids, sportIds, top } = c.req.valid('query');
    const lang = languageOf(c);
    const rows = await tournaments(db, { ids, sportIds, topOnly: top === 'true' });
    return c.json(
      ok({
        Tournaments: rows.map((row) => ({
          ID: row.id,
          Name: row.name,
          IsTop: row.top,
          SportID: row.sport_id,
          SportName: sportName(lang, row.sport_key),
          SportSystemID: row.sport_system_id,
          CategoryID: row.category_id,
          CategoryName: categoryName(lang, row.category_name, row.country_code),
          CountryCode: row.country_code,
          MatchesCount: row.matches_count,
        })),
      }),
      200,
    );
  });

  router.openapi(categoriesRoute, async (c) => {
    const { ids, sportIds } = c.req.valid('query');
    const lang = languageOf(c);
    const rows = await categories(db, { ids, sportIds });
    return c.json(
      ok({
        Categories: rows.map((row) => ({
          ID: row.id,
          Name: categoryName(lang, row.name, row.country_code),
          CountryCode: row.country_code,
          SportID: row.sport_id,
          MatchesCount: row.matches_count,
        })),
      }),
      200,
    );
  });

  router.openapi(marketTypesRoute, (c) => c.json(ok({ MarketTypes: marketTypeInfos(languageOf(c)) }), 200));

  router.openapi(scheduleRoute, async (c) => {
    const query = c.req.valid('query');
    const timeZone = query.timezone ?? 'UTC';
    const days = scheduleDays(timeZone);
    const date = query.date ?? days[0]!;
    if (!days.includes(date)) {
      const message = `The schedule covers ${days[0]} to ${days[days.length - 1]}`;
      throw new DomainError(400, 'VALIDATION', `date: ${message}`, { date: message });
    }
    const { from, to } = localDayRange(date, timeZone);
    const liveOnly = query.liveOnly === 'true';
    // Today lists what is live and what is still to come; later days only what is to come.
    const rows = (await listMatches(db, { phase: 'open', type: 1, from: date === days[0] ? undefined : from, to, limit: 5000 })).filter((row) =>
      liveOnly ? row.status === 'live' : row.status === 'live' || (row.status === 'not_started' && row.date_of_match >= from),
    );
    const lang = languageOf(c);
    const sports = new Map<number, { ID: number; Name: string; SportSystemID: number; Count: number }>();
    for (const row of rows) {
      const sport = sports.get(row.sport_id) ?? { ID: row.sport_id, Name: sportName(lang, row.sport_key), SportSystemID: row.sport_system_id, Count: 0 };
      sport.Count++;
      sports.set(row.sport_id, sport);
    }
    const selected = query.sportId === undefined ? rows : rows.filter((row) => row.sport_id === query.sportId);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    return c.json(
      ok({
        Days: days,
        Date: date,
        Sports: [...sports.values()],
        Matches: selected.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
          ID: Number(row.id),
          Name: row.name,
          SportSystemID: row.sport_system_id,
          SportTypeID: row.sport_id,
          TournamentId: row.tournament_id,
          TournamentName: row.tournament_name,
          CategoryId: row.category_id,
          CategoryName: categoryName(lang, row.category_name, row.country_code),
          StartDateJs: row.date_of_match.toISOString(),
          BettingSourceType: row.status === 'live' ? BettingSource.Live : BettingSource.Prematch,
          OutcomesCount: row.outcomes_count,
          HomeTeamName: row.home_team_name,
          AwayTeamName: row.away_team_name,
        })),
        TotalRecords: selected.length,
        Page: page,
        PageSize: pageSize,
      }),
      200,
    );
  });

  return router;
}
