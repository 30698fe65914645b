/**
 * The back office's casino routes (issue 18): the lobby's games (every one, retired too) and providers,
 * the changes to them, and the jackpot pools with their seeds. Every route checks the role table; every
 * change is audited (lobby.ts).
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createRouter } from '../../http/app';
import { envelope, errorEnvelope, errorResponsesOf, json, ok } from '../../http/envelope';
import { jsonBody, taggedRoute } from '../../http/routes';
import { languageOf } from '../../http/session';
import { StaffErrorCode } from '../../staff/errors';
import { requireActor, staffHeaders } from '../../staff/guard';
import { CATEGORY_CODES } from '../../casino/catalogue';
import { CasinoGame, GameKind, GameStatus, Jackpot } from '../../casino/contract';
import { CasinoErrorCode, CasinoOperatorErrorCode, casinoError } from '../../casino/errors';
import { catalogueIndex, gameView, pageOf, type IndexedGame } from '../../casino/games';
import { listPools } from '../../casino/jackpots';
import { PROVIDERS } from '../../casino/providers';
import { jackpotView } from '../../casino/views';
import { formatMinor } from '../../money';
import { SLOT_VARIANTS } from '../../../rules/casino/slot';
import { addGame, backofficeGames, GAME_CURRENCIES, retireGame, setGameWorking, setJackpotSeed, switchProvider } from './lobby';

const route = taggedRoute('backoffice');

const ErrorEnvelope = errorEnvelope('BackofficeCasinoErrorEnvelope', [StaffErrorCode, CasinoErrorCode, CasinoOperatorErrorCode]);
const errors = {
  ...errorResponsesOf(ErrorEnvelope),
  401: json(ErrorEnvelope, 'No staff session, or it ended'),
  403: json(ErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(ErrorEnvelope, 'No such game or jackpot pool (GAME_NOT_FOUND, JACKPOT_NOT_FOUND)'),
  409: json(ErrorEnvelope, 'The game is retired (GAME_RETIRED)'),
} as const;

/** The providers whose games the lobby lists and launches (the live lobby is a view over them, not one). */
const SWITCHABLE = PROVIDERS.filter((provider) => provider.launch).map((provider) => provider.code) as [string, ...string[]];
const ProviderCode = z.enum(SWITCHABLE);
const Reason = z.string().trim().max(500).optional().openapi({ description: 'Why: it goes to the audit log' });
const GameIdParam = z.object({ id: z.coerce.number().int().positive().max(999_999_999) });

const BackofficeGame = CasinoGame.extend({
  NotWorking: z.boolean().openapi({ description: 'Marked not working (the status shows it unless the game is retired or its provider is off)' }),
  RetiredAt: z.string().nullable().openapi({ format: 'date-time' }),
}).openapi('BackofficeCasinoGame');

const BackofficeProvider = z
  .object({
    Code: z.string(),
    Name: z.string(),
    Enabled: z.boolean(),
    GameCount: z.number().int().openapi({ description: 'Its games not retired' }),
  })
  .openapi('BackofficeCasinoProvider');

const BackofficeJackpot = Jackpot.extend({ Seed: z.string().openapi({ description: 'What the pool restarts from after a win, in its currency' }) }).openapi('BackofficeJackpot');

const NewGameRequest = z
  .object({
    Provider: ProviderCode,
    Kind: GameKind,
    Title: z.string().trim().min(3).max(80),
    Engine: z.enum(['slot', 'roulette', 'blackjack']).openapi({ description: 'The game server that plays it: slot for slots, roulette or blackjack for the others' }),
    Variant: z.enum([...SLOT_VARIANTS, 'european', 'classic']).openapi({ description: 'A slot: low, medium or high volatility; roulette: european; blackjack: classic' }),
    Studio: z.string().max(40).nullable().optional().openapi({ description: 'SoftSwiss only: the studio code behind the game' }),
    Categories: z.array(z.enum(CATEGORY_CODES)).max(CATEGORY_CODES.length).default([]),
    Currencies: z.array(z.enum(GAME_CURRENCIES)).min(1).max(GAME_CURRENCIES.length).default([...GAME_CURRENCIES]),
    HasDemo: z.boolean(),
    HasJackpot: z.boolean().default(false),
  })
  .openapi('BackofficeNewCasinoGameRequest');

const GamesQuery = z.object({
  Search: z.string().max(100).optional().openapi({ description: 'Part of the title, studio or provider name, or the game id' }),
  Provider: ProviderCode.optional(),
  Status: GameStatus.optional(),
  First: z.coerce.number().int().min(1).max(200).default(50),
  After: z.string().max(200).optional(),
});

const GameResponse = envelope('BackofficeCasinoGameResponse', { Game: BackofficeGame });
const ProviderResponse = envelope('BackofficeCasinoProviderResponse', { Provider: BackofficeProvider });

const routes = {
  games: route({
    method: 'get',
    path: '/api/backoffice/casino/games',
    summary: 'Every game of the lobby (retired ones too), most popular first, with its status; a keyset page',
    request: { headers: staffHeaders, query: GamesQuery },
    responses: { 200: json(envelope('BackofficeCasinoGamesResponse', { Games: z.array(BackofficeGame), TotalCount: z.number().int(), EndCursor: z.string().nullable(), HasNextPage: z.boolean() }), 'A page'), ...errors },
  }),
  addGame: route({
    method: 'post',
    path: '/api/backoffice/casino/games',
    summary: 'Adds a game: listed at once (last by popularity, in the "new" category)',
    request: { headers: staffHeaders, body: jsonBody(NewGameRequest) },
    responses: { 200: json(GameResponse, 'Added'), ...errors },
  }),
  retire: route({
    method: 'post',
    path: '/api/backoffice/casino/games/{id}/retire',
    summary: 'Retires a game: it leaves every list and search at once; history still names it',
    request: { headers: staffHeaders, params: GameIdParam, body: jsonBody(z.object({ Reason }).openapi('BackofficeRetireCasinoGameRequest')) },
    responses: { 200: json(GameResponse, 'Retired'), ...errors },
  }),
  working: route({
    method: 'post',
    path: '/api/backoffice/casino/games/{id}/working',
    summary: 'Marks a game not working (listed, shown unavailable, launch refused with GAME_UNAVAILABLE) or working again',
    request: { headers: staffHeaders, params: GameIdParam, body: jsonBody(z.object({ Working: z.boolean(), Reason }).openapi('BackofficeCasinoGameWorkingRequest')) },
    responses: { 200: json(GameResponse, 'Marked'), ...errors },
  }),
  providers: route({
    method: 'get',
    path: '/api/backoffice/casino/providers',
    summary: 'The game providers, each on or off, with how many games they have',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('BackofficeCasinoProvidersResponse', { Providers: z.array(BackofficeProvider) }), 'The providers'), ...errors },
  }),
  switchProvider: route({
    method: 'post',
    path: '/api/backoffice/casino/providers/{code}/switch',
    summary: "Switches a provider off (its games leave every list and search at once, launches are refused) or on",
    request: { headers: staffHeaders, params: z.object({ code: ProviderCode }), body: jsonBody(z.object({ Enabled: z.boolean(), Reason }).openapi('BackofficeSwitchCasinoProviderRequest')) },
    responses: { 200: json(ProviderResponse, 'Switched'), ...errors },
  }),
  jackpots: route({
    method: 'get',
    path: '/api/backoffice/casino/jackpots',
    summary: 'The jackpot pools with their amounts now and their seeds',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('BackofficeJackpotsResponse', { Jackpots: z.array(BackofficeJackpot) }), 'The pools'), ...errors },
  }),
  seed: route({
    method: 'post',
    path: '/api/backoffice/casino/jackpots/{id}/seed',
    summary: "Sets a pool's seed: what it restarts from after its next win (the amount now stays as it is)",
    request: {
      headers: staffHeaders,
      params: z.object({ id: z.coerce.number().int().positive().max(999_999_999) }),
      body: jsonBody(z.object({ Seed: z.string().trim().max(20).openapi({ description: 'A decimal in the pool\'s currency, e.g. "15000.00"' }) }).openapi('BackofficeJackpotSeedRequest')),
    },
    responses: { 200: json(envelope('BackofficeJackpotResponse', { Jackpot: BackofficeJackpot }), 'Set'), ...errors },
  }),
};

const backofficeGameView = (game: IndexedGame, lang: Parameters<typeof gameView>[1]) => ({
  ...gameView(game, lang),
  NotWorking: game.row.excluded,
  RetiredAt: game.row.retired_at?.toISOString() ?? null,
});

/** Mount with app.route('/', casinoBackofficeRoutes(db, config)). */
export function casinoBackofficeRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  const gameAnswer = async (id: number, lang: Parameters<typeof gameView>[1]) => ({ Game: backofficeGameView((await catalogueIndex(db)).byId.get(id)!, lang) });
  const providerView = async (code: string) => {
    const index = await catalogueIndex(db);
    const provider = PROVIDERS.find((p) => p.code === code)!;
    return { Code: code, Name: provider.name, Enabled: !index.providersOff.has(code), GameCount: index.all.filter((game) => game.row.provider === code && !game.row.retired_at).length };
  };
  const poolViews = async () => (await listPools(db)).map((pool) => ({ ...jackpotView(pool), Seed: formatMinor(pool.seed_amount, pool.currency) }));

  router.openapi(routes.games, async (c) => {
    await requireActor(c, db, config, 'casino.read');
    const query = c.req.valid('query');
    const lang = languageOf(c);
    const games = await backofficeGames(db, { search: query.Search, provider: query.Provider, status: query.Status });
    const { page, endCursor, hasNextPage } = pageOf(games, 'popularity', query.First, query.After, lang);
    return c.json(ok({ Games: page.map((game) => backofficeGameView(game, lang)), TotalCount: games.length, EndCursor: endCursor, HasNextPage: hasNextPage }), 200);
  });
  router.openapi(routes.addGame, async (c) => {
    const actor = await requireActor(c, db, config, 'casino.manage');
    const lang = languageOf(c);
    const id = await addGame(db, actor, lang, c.req.valid('json'));
    return c.json(ok(await gameAnswer(id, lang)), 200);
  });
  router.openapi(routes.retire, async (c) => {
    const actor = await requireActor(c, db, config, 'casino.manage');
    const lang = languageOf(c);
    const { id } = c.req.valid('param');
    await retireGame(db, actor, lang, id, c.req.valid('json').Reason);
    return c.json(ok(await gameAnswer(id, lang)), 200);
  });
  router.openapi(routes.working, async (c) => {
    const actor = await requireActor(c, db, config, 'casino.manage');
    const lang = languageOf(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    await setGameWorking(db, actor, lang, id, body.Working, body.Reason);
    return c.json(ok(await gameAnswer(id, lang)), 200);
  });
  router.openapi(routes.providers, async (c) => {
    await requireActor(c, db, config, 'casino.read');
    return c.json(ok({ Providers: await Promise.all(SWITCHABLE.map(providerView)) }), 200);
  });
  router.openapi(routes.switchProvider, async (c) => {
    const actor = await requireActor(c, db, config, 'casino.manage');
    const { code } = c.req.valid('param');
    const body = c.req.valid('json');
    await switchProvider(db, actor, code, body.Enabled, body.Reason);
    return c.json(ok({ Provider: await providerView(code) }), 200);
  });
  router.openapi(routes.jackpots, async (c) => {
    await requireActor(c, db, config, 'casino.read');
    return c.json(ok({ Jackpots: await poolViews() }), 200);
  });
  router.openapi(routes.seed, async (c) => {
    const actor = await requireActor(c, db, config, 'jackpots.seed');
    const lang = languageOf(c);
    const { id } = c.req.valid('param');
    await setJackpotSeed(db, actor, lang, id, c.req.valid('json').Seed);
    const pool = (await poolViews()).find((p) => p.Id === id);
    if (!pool) throw casinoError(lang, 'JACKPOT_NOT_FOUND');
    return c.json(ok({ Jackpot: pool }), 200);
  });
  return router;
}
