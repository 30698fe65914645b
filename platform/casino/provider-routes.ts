/**
 * The providers' own calls (seed 002 §7), every one built from the table in providers.ts by the one
 * builder below: its game lists, its launch call (and demo call) with its own parameter names, its
 * jackpots. Plus the common CasinoTop and PopularCasinoGames calls.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter, type Router } from '../http/app';
import { json, ok } from '../http/envelope';
import { languageOf, sessionHeader, sessionPlayer } from '../http/session';
import { taggedRoute } from '../http/routes';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../reference/data';
import { errors, JackpotsResponse, LaunchResponse, ProviderGamesResponse, TopResponse } from './contract';
import { catalogueIndex, gameCurrency, gameViews, type IndexedGame } from './games';
import { listPools } from './jackpots';
import { PROVIDERS, type ListCall, type ProviderContract } from './providers';
import { launchGame } from './sessions';
import { jackpotView, launchView } from './views';

const route = taggedRoute('casino providers');
type Query = Record<string, string | undefined>;
const TOP_PAGE_SIZE = 20;

const yes = (value: string | undefined) => value !== undefined && ['true', '1', 'yes'].includes(value.toLowerCase());

/** "de", "de-DE" or "de_DE" → a language we speak, else the request's. */
function languageParam(value: string | undefined, fallback: SupportedLanguage): SupportedLanguage {
  const base = value?.split(/[-_]/)[0]?.toLowerCase();
  return SUPPORTED_LANGUAGES.find((lang) => lang.toLowerCase() === value?.toLowerCase().replace('_', '-')) ?? SUPPORTED_LANGUAGES.find((lang) => lang.startsWith(`${base}-`)) ?? fallback;
}

export function providerRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  const answerGames: AnswerGames = (c, games, asked) => gamesAnswer(db, config, c, games, asked);

  for (const provider of PROVIDERS) {
    for (const list of provider.lists) mountList(router, db, provider, list, answerGames);
    if (provider.launch) mountLaunch(router, db, config, provider);
    if (provider.jackpots) {
      router.openapi(
        route({
          method: 'get',
          path: `${provider.path}/${provider.jackpots}`,
          summary: `${provider.name} ${provider.jackpots}: the jackpot pools (the site's progressive pools)`,
          request: { query: z.object({ Currency: z.string().max(10).optional() }) },
          responses: { 200: json(JackpotsResponse, 'Pools'), ...errors },
        }),
        async (c) => c.json(ok({ Jackpots: (await listPools(db, c.req.valid('query').Currency)).map(jackpotView) }), 200),
      );
    }
  }

  router.openapi(
    route({
      method: 'get',
      path: '/api/CasinoTop/Get',
      summary: 'The most played games of the whole catalogue, a page of 20',
      request: { headers: sessionHeader, query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), Currency: z.string().max(10).optional() }) },
      responses: { 200: json(TopResponse, 'A page'), ...errors },
    }),
    async (c) => {
      const { page, Currency } = c.req.valid('query');
      const all = (await catalogueIndex(db)).byPopularity;
      const games = all.slice((page - 1) * TOP_PAGE_SIZE, page * TOP_PAGE_SIZE);
      return c.json(ok({ ...(await answerGames(c, games, Currency)), Page: page, TotalPages: Math.ceil(all.length / TOP_PAGE_SIZE) }), 200);
    },
  );
  for (const [call, kind] of [['Live', 'live'], ['Slot', 'slot'], ['Table', 'table']] as const) {
    router.openapi(
      route({
        method: 'get',
        path: `/api/PopularCasinoGames/${call}`,
        summary: `Popular ${kind} games, most played first`,
        request: { headers: sessionHeader, query: z.object({ First: z.coerce.number().int().min(1).max(100).default(20), Currency: z.string().max(10).optional() }) },
        responses: { 200: json(ProviderGamesResponse, 'Games'), ...errors },
      }),
      async (c) => {
        const { First, Currency } = c.req.valid('query');
        const games = (await catalogueIndex(db)).byPopularity.filter((game) => game.row.kind === kind).slice(0, First);
        return c.json(ok(await answerGames(c, games, Currency)), 200);
      },
    );
  }
  return router;
}

/** Games with the currency each plays in for the one asked (or the player's), EUR when not offered (seed 000). */
async function gamesAnswer(db: Db, config: PlatformConfig, c: Context, games: IndexedGame[], asked: string | undefined) {
  const player = await sessionPlayer(db, config, c);
  const wanted = asked ?? player?.currency ?? 'EUR';
  const views = await gameViews(db, games, languageOf(c), player?.userId ?? null);
  return { Games: views.map((view, i) => ({ ...view, Currency: gameCurrency(games[i]!.row, wanted) })), Currency: wanted };
}
type AnswerGames = (c: Context, games: IndexedGame[], asked: string | undefined) => ReturnType<typeof gamesAnswer>;

/** Habanero's category: a category code or a kind; the live lobby's type: all, roulette or blackjack. */
function listFilter(provider: ProviderContract, list: ListCall, query: Query) {
  const category = query.category?.toLowerCase();
  const type = query.type?.toLowerCase();
  return ({ row }: IndexedGame) =>
    (provider.lobby === true || row.provider === provider.code) &&
    list.kinds.includes(row.kind) &&
    (!category || row.kind === category || row.categories.includes(category)) &&
    (!type || type === 'all' || row.engine === type);
}

function mountList(router: Router, db: Db, provider: ProviderContract, list: ListCall, answerGames: AnswerGames) {
  const params = Object.fromEntries(list.params.map((name) => [name, z.string().max(40).optional()]));
  router.openapi(
    route({
      method: 'get',
      path: `${provider.path}/${list.call}`,
      summary: `${provider.name} ${list.call}: its ${list.kinds.join(' and ')} games${provider.lobby ? ' of every provider (type: all, roulette, blackjack)' : ''}`,
      request: { headers: sessionHeader, query: z.object(params) },
      responses: { 200: json(ProviderGamesResponse, 'Games, most played first'), ...errors },
    }),
    async (c) => {
      const query = c.req.valid('query') as Query;
      const games = (await catalogueIndex(db)).byPopularity.filter(listFilter(provider, list, query));
      return c.json(ok(await answerGames(c, games, query.Currency)), 200);
    },
  );
}

function mountLaunch(router: Router, db: Db, config: PlatformConfig, provider: ProviderContract) {
  const launch = provider.launch!;
  const roles = Object.entries(launch.params);
  const param = (role: string) => roles.find(([, r]) => r === role)?.[0];
  const gameParam = param('game')!;
  const query = z.object(
    Object.fromEntries(roles.map(([name, role]) => [name, role === 'game' ? z.string().min(1).max(100) : z.string().max(100).optional()])),
  );
  const calls: [string, 'real' | 'demo' | 'flag'][] = launch.demoCall ? [[launch.call, 'real'], [launch.demoCall, 'demo']] : [[launch.call, 'flag']];
  for (const [call, mode] of calls) {
    router.openapi(
      route({
        method: 'get',
        path: `${provider.path}/${call}`,
        summary: `${provider.name} ${call}: launch a game ${mode === 'demo' ? 'for free (anonymous allowed)' : mode === 'real' ? 'for real money (signed in)' : `(${param('demo')}=true: for free)`}; answers ${launch.shape === 'url' ? 'Url' : 'Data'}`,
        request: { headers: sessionHeader, query },
        responses: { 200: json(LaunchResponse, 'The session and where the game runs'), ...errors },
      }),
      async (c) => {
        const values = c.req.valid('query') as Query;
        const get = (role: string) => {
          const name = param(role);
          return name ? values[name] : undefined;
        };
        const lang = languageParam(get('language'), languageOf(c));
        const player = await sessionPlayer(db, config, c);
        const studio = get('studio');
        const opened = await launchGame(db, {
          game: { provider: provider.code, key: values[gameParam]!, ...(studio ? { studio } : {}) },
          mode: mode === 'flag' ? (yes(get('demo')) ? 'demo' : 'real') : mode,
          player: player ? { ...player, lang } : null,
          lang,
          mobile: yes(get('mobile')) || get('device')?.toLowerCase() === 'mobile',
        });
        return c.json(ok(launchView(opened, launch.shape)), 200);
      },
    );
  }
}
