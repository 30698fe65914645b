/**
 * Seed 002 §7 results calls, with exactly the seed's paths and payload names. Dates arrive as the start
 * of the player's local day shifted by the timezone, in ISO form ending in Z: a day is [date, date + 24 h).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { ErrorEnvelope, envelope, errorResponses, json, ok } from '../http/envelope';
import { requestLanguage } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import type { BookMarket } from './book';
import { ResultMarket, ResultMatch, ResultTournament } from './contract';
import { noSuchMatch } from './routes';
import { resultMatches, resultTournaments } from './store';
import { categoryName, sportName } from './views';

type Settled = Record<string, Record<string, (typeof ResultMarket._output)['Odds'][number]['Result']>>;

const DAY_MS = 86_400_000;
const IsoDay = z.iso.datetime({ offset: false }).openapi({ example: '2026-11-21T23:00:00.000Z', description: 'Start of the local day, in UTC' });
const Id = z.coerce.number().int().positive();
const Tournaments = envelope('ResultTournamentsResponse', { Tournaments: z.array(ResultTournament) });
const Matches = envelope('ResultMatchesResponse', { Matches: z.array(ResultMatch) });
const tournamentsJson = json(Tournaments, 'Tournaments with results');
const matchesJson = json(Matches, 'Finished matches with their settled markets');
const dayOf = (date: string) => ({ from: new Date(date), to: new Date(new Date(date).getTime() + DAY_MS) });

type MatchResultRow = Awaited<ReturnType<typeof resultMatches>>[number];

/** A finished match with how each odd settled; `all` includes every market, else the preview ones. */
export function resultView(row: MatchResultRow, all: boolean) {
  const settled = (row.settled ?? {}) as Settled;
  // Called off (cancelled or postponed): every selection is void.
  const cancelled = row.status === 'cancelled' || row.status === 'postponed';
  const markets = ((all ? row.book : row.preview) ?? []) as BookMarket[];
  return {
    ID: Number(row.id),
    Name: row.name,
    SportTypeID: row.sport_id,
    TournamentID: row.tournament_id,
    DateOfMatch: row.date_of_match.toISOString(),
    Status: row.status as 'ended' | 'cancelled' | 'postponed',
    HomeTeamName: row.home_team_name,
    AwayTeamName: row.away_team_name,
    HomeScore: row.home_score,
    AwayScore: row.away_score,
    PeriodScores: (row.period_scores as { home: number; away: number }[]).map((score) => ({ Home: score.home, Away: score.away })),
    Markets: markets.map((market) => ({
      ID: market.ID,
      Key: market.Key,
      Type: market.Type,
      PeriodType: market.PeriodType,
      PeriodIndex: market.PeriodIndex,
      Time: market.Time ?? null,
      Line: market.Line,
      Odds: market.Odds.map((odd) => ({
        ID: odd.ID,
        Key: odd.Key,
        Title: odd.Title,
        TitleSuffix: odd.TitleSuffix,
        Price: odd.Price,
        Result: cancelled ? ('cancelled' as const) : (settled[market.Key]?.[odd.Key] ?? null),
      })),
    })),
  };
}

const tournamentsRoute = (path: string, summary: string, query: z.ZodObject<z.ZodRawShape>) =>
  createRoute({ method: 'get', path, summary, request: { query }, responses: { 200: tournamentsJson, ...errorResponses } });

const previewRoute = (path: string, summary: string, query: z.ZodObject<z.ZodRawShape>) =>
  createRoute({ method: 'get', path, summary, request: { query }, responses: { 200: matchesJson, 404: json(ErrorEnvelope, 'No such match'), ...errorResponses } });

export function resultsRoutes(db: Db) {
  const router = createRouter();
  const tournamentViews = async (lang: SupportedLanguage, filter: Parameters<typeof resultTournaments>[1]) =>
    (await resultTournaments(db, filter)).map((row) => ({
      ID: row.id,
      Name: row.name,
      SportID: row.sport_id,
      SportName: sportName(lang, row.sport_key),
      SportSystemID: row.sport_system_id,
      CategoryID: row.category_id,
      CategoryName: categoryName(lang, row.category_name, row.country_code),
      MatchesCount: row.matches_count,
      Teams: [...new Set(row.team_names.filter((name) => name !== null))].sort((a, b) => a.localeCompare(b, lang)),
    }));

  router.openapi(tournamentsRoute('/api/results/tournaments', 'Tournaments with finished matches', z.object({})), async (c) =>
    c.json(ok({ Tournaments: await tournamentViews(requestLanguage(c.req.header('accept-language')), {}) }), 200),
  );
  router.openapi(tournamentsRoute('/api/results/tournaments/ByDate', 'Tournaments with matches finished on a day', z.object({ date: IsoDay })), async (c) => {
    const { date } = c.req.valid('query') as { date: string };
    return c.json(ok({ Tournaments: await tournamentViews(requestLanguage(c.req.header('accept-language')), dayOf(date)) }), 200);
  });
  router.openapi(tournamentsRoute('/api/results/tournaments/ByMatch', "A finished match's tournament", z.object({ MatchId: Id })), async (c) => {
    const { MatchId } = c.req.valid('query') as { MatchId: number };
    return c.json(ok({ Tournaments: await tournamentViews(requestLanguage(c.req.header('accept-language')), { matchId: MatchId }) }), 200);
  });

  const langcode = z.string().optional();
  router.openapi(previewRoute('/api/results/preview/byTournament', "A tournament's finished matches with preview market results", z.object({ langcode, TournamentId: Id })), async (c) => {
    const { TournamentId } = c.req.valid('query') as { TournamentId: number };
    return c.json(ok({ Matches: (await resultMatches(db, { tournamentId: TournamentId })).map((row) => resultView(row, false)) }), 200);
  });
  router.openapi(
    previewRoute('/api/results/preview/byTournamentAndDate', "A tournament's matches finished on a day", z.object({ langcode, TournamentId: Id, date: IsoDay })),
    async (c) => {
      const { TournamentId, date } = c.req.valid('query') as { TournamentId: number; date: string };
      return c.json(ok({ Matches: (await resultMatches(db, { tournamentId: TournamentId, ...dayOf(date) })).map((row) => resultView(row, false)) }), 200);
    },
  );
  router.openapi(previewRoute('/api/results/preview/byId', "One finished match's preview market results", z.object({ langcode, id: Id })), async (c) => {
    const { id } = c.req.valid('query') as { id: number };
    const rows = await resultMatches(db, { id });
    if (!rows.length) throw noSuchMatch();
    return c.json(ok({ Matches: rows.map((row) => resultView(row, false)) }), 200);
  });
  router.openapi(previewRoute('/api/results/alternative/byId', "One finished match's every market result", z.object({ langCode: langcode, Id })), async (c) => {
    const { Id: id } = c.req.valid('query') as { Id: number };
    const rows = await resultMatches(db, { id }, true);
    if (!rows.length) throw noSuchMatch();
    return c.json(ok({ Matches: rows.map((row) => resultView(row, true)) }), 200);
  });
  return router;
}
