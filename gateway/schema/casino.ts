/**
 * The casino (issue 7, seed 002 §3/§7/§9, seed 000 game search and casinoStartGameModal): the aggregated
 * game catalogue of every provider as one connection, the lobby's providers and categories, popular
 * games, launching a game for real money or for free through the game's own provider contract,
 * jackpot pools and wins, the player's casino rounds, and the live jackpot ticker and win modal.
 * The platform decides every rule and every cent: resolvers map arguments to its REST calls and its
 * answers to these types; its refusals are CasinoErrors carrying its message, already translated.
 */
import type { ArgBuilder } from '@pothos/core';
import { builder } from '../builder';
import type { Context } from '../context';
import { ActionError, AuthError, CASINO_ERROR_CODES, CASINO_ERROR_MEANINGS, CasinoError, describedCodes, isCasinoErrorCode } from '../errors';
import { translateError } from '../i18n';
import { byKeys, requestLoader } from '../loaders/request-cache';
import { type Payload, type Refusals, unwrap } from '../upstream/client';
import type { components, paths } from '../upstream/platform-api';
import { Money, Viewer } from './account';
import { addressArgs, addressedId, nodeOrNull, rawIdOf } from './ids';
import { errorType } from './errors';
import { countedConnection } from './shared';
import { Code } from '../upstream/error-codes';
import * as enums from '../upstream/value-enums';
import type { PlatformEvents } from '../upstream/platform-events';

type Upstream<T> = { data?: T; error?: unknown; response: Response };
/** What a GET of the platform answers on success, without its envelope keys. */
type Ok<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer J } } } } } ? Payload<J> : never;

type GamePage = Ok<'/api/casino/games'>;
type GamesQuery = NonNullable<paths['/api/casino/games']['get']['parameters']['query']>;
type GameShape = GamePage['Games'][number];
type LobbyShape = Ok<'/api/casino/lobby'>;
type JackpotShape = Ok<'/api/casino/jackpots'>['Jackpots'][number];
type WinPage = Ok<'/api/casino/jackpots/wins'>;
type WinShape = WinPage['Wins'][number];
type RoundPage = Ok<'/api/profile/casinoHistory'>;
type RoundShape = RoundPage['Rounds'][number];
type TicketShape = Ok<'/api/profile/lottoHistory'>['Tickets'][number];
type LaunchAnswer = Payload<components['schemas']['CasinoLaunchResponse']>;

// ---------------------------------------------------------------- errors

errorType(CasinoError, 'CasinoError', 'The casino refused to launch a game or end its session (an unknown or unavailable game, no demo, not signed in, a locked account); nothing was started.', (t) => ({
  casinoErrorCode: t.field({
    type: builder.enumType('CasinoErrorCode', {
      description: 'The casino refusal kinds (platform/casino launch failures).',
      values: describedCodes(CASINO_ERROR_CODES, CASINO_ERROR_MEANINGS),
    }),
    description: 'Which refusal this is; the same value as code, narrowed to the casino kinds.',
    resolve: (error) => error.casinoErrorCode,
  }),
}));

/**
 * Every code the casino refuses with is a CasinoError, also the ones other domains type otherwise
 * (ACCOUNT_LOCKED, UNAUTHORIZED); anything else takes the common mapping.
 */
const casinoRefusals: Refusals = { error: ({ code, message }) => (isCasinoErrorCode(code) ? new CasinoError(code, message) : undefined) };

// ---------------------------------------------------------------- enums

export const CasinoGameKind = builder.enumType('CasinoGameKind', enums.CasinoGameKind);
type KindValue = (typeof CasinoGameKind)['$inferType'];

export const GameMode = builder.enumType('GameMode', enums.CasinoGameMode);

export const CasinoGameStatus = builder.enumType('CasinoGameStatus', enums.CasinoGameStatus);

// ---------------------------------------------------------------- catalogue

type ProviderShape = { code: string; name: string; kind: KindValue };

/** The lobby of a kind, read once per request whatever asks for it (a lobby, every card's provider). */
const lobbyLoader = requestLoader<KindValue, LobbyShape>((kinds, ctx) =>
  // One call a kind: a request asks for four at the most, however many games it shows.
  Promise.all(kinds.map(async (Kind) => unwrap(await ctx.platform.GET('/api/casino/lobby', { params: { query: { Kind } } }), casinoRefusals))),
);

export const CasinoProvider = builder.objectRef<ProviderShape>('CasinoProvider').implement({
  description: 'A game supplier (seed 002 §7: SoftSwiss, Pragmatic, Habanero, EGT Digital, … and the live casino).',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'Stable provider code, e.g. "pragmatic"; casinoGames(provider:) filters by it.' }),
    name: t.exposeString('name', { description: 'The display name, e.g. "Pragmatic Play".' }),
    gameCount: t.int({
      description: "How many listed games of the lobby's kind (or the game's kind) this provider has.",
      resolve: async (provider, _args, ctx) => {
        const lobby = await lobbyLoader(ctx).load(provider.kind);
        return lobby.Providers.find((p) => p.Code === provider.code)?.GameCount ?? 0;
      },
    }),
  }),
});

const CasinoCategory = builder.objectRef<LobbyShape['Categories'][number]>('CasinoCategory').implement({
  description: 'A lobby category tab (popular, new, jackpot, megaways, classic, fruit, bonus-buy, roulette, blackjack, virtual).',
  fields: (t) => ({
    code: t.exposeString('Code', { description: 'Stable category code; casinoGames(category:) filters by it. The web translates it.' }),
    gameCount: t.exposeInt('GameCount', { description: 'How many listed games of the lobby\'s kind are in it.' }),
  }),
});

type LobbyView = LobbyShape & { kind: KindValue };
const CasinoLobby = builder.objectRef<LobbyView>('CasinoLobby').implement({
  description: 'What the casino or live-casino lobby offers for one kind of game: its providers and categories with counts.',
  fields: (t) => ({
    providers: t.field({
      type: [CasinoProvider],
      description: 'Providers with at least one listed game of this kind.',
      resolve: (lobby) => lobby.Providers.map((p) => ({ code: p.Code, name: p.Name, kind: lobby.kind })),
    }),
    categories: t.field({ type: [CasinoCategory], description: 'Categories with at least one listed game of this kind.', resolve: (lobby) => lobby.Categories }),
    totalCount: t.exposeInt('TotalCount', { description: 'Listed games of this kind (the excluded game is not listed).' }),
  }),
});

/** GET /api/casino/games/byIds takes this many ids a call. */
const GAME_BATCH = 200;
const GAME_ID = /^\d{1,9}$/;

export const CasinoGame = builder.loadableNode('CasinoGame', {
  description: 'A game of the catalogue, from any provider. Several ids load in one call.',
  id: { resolve: (game: GameShape) => game.Id },
  loaderOptions: { maxBatchSize: GAME_BATCH },
  load: async (ids: string[], ctx: Context) => {
    // An id no game can have is not found, like one that is gone: a NotFoundError either way (node(id:) answers null).
    const valid = ids.filter((id) => GAME_ID.test(id));
    const { Games } = valid.length === 0 ? { Games: [] } : unwrap(await ctx.platform.GET('/api/casino/games/byIds', { params: { query: { Ids: valid.join(',') } } }), casinoRefusals);
    return byKeys(ids, Games, (game) => String(game.Id), 'casino game');
  },
  fields: (t) => ({
    legacyId: t.exposeInt('Id', { description: "The platform's numeric id: the game page's address shows it (/casino/game/{legacyId})." }),
    slug: t.exposeString('Slug', { description: 'URL-safe unique name, "name-number" (seed 002 §9).' }),
    title: t.exposeString('Title', { description: 'The display title.' }),
    kind: t.field({ type: CasinoGameKind, description: 'Slot, table, live or virtual.', resolve: (game) => game.Kind }),
    provider: t.field({
      type: CasinoProvider,
      description: 'The provider contract the game is launched through.',
      resolve: (game) => ({ code: game.Provider, name: game.ProviderName, kind: game.Kind }),
    }),
    studio: t.exposeString('StudioName', { nullable: true, description: "The studio behind an aggregator's game, e.g. \"Amber Fox\" (search matches it); null when the provider is the studio." }),
    studioCode: t.exposeString('Studio', { nullable: true, description: "The studio's code (SoftSwiss's gameProvider launch parameter); null when the provider is the studio." }),
    categories: t.exposeStringList('Categories', { description: 'Category codes the game is listed under.' }),
    imageUrl: t.exposeString('ImageUrl', { description: "The game's generated artwork (SVG), a path of this site." }),
    hasDemo: t.exposeBoolean('HasDemo', { description: 'Can be played for free (GameMode.DEMO); live games cannot.' }),
    rtp: t.field({ type: 'Decimal', description: 'Return to player in percent, e.g. "96.50".', resolve: (game) => game.Rtp }),
    hasJackpot: t.exposeBoolean('HasJackpot', { description: 'Real bets on it feed the jackpot pools and may win one.' }),
    status: t.field({
      type: CasinoGameStatus,
      description: 'Whether it can be played now: a NOT_WORKING game is listed but shown unavailable; RETIRED and PROVIDER_OFF games are no longer listed (favourites and history may still name them).',
      resolve: (game) => game.Status,
    }),
    launchError: t.exposeString('LaunchError', {
      nullable: true,
      description: "The message of the viewer's latest failed launch of this game (seed 002 §3), in the request language; null when none.",
    }),
  }),
});

/** A catalogue page: rows of a grid 4, 6 or 8 cards wide; the platform answers at most 200 a call. */
const GAMES_PAGE = 48;
const GAMES_MAX = 200;

const CasinoGameSort = builder.enumType('CasinoGameSort', enums.CasinoGameSort);

const CasinoGamesConnection = countedConnection(CasinoGame, 'CasinoGame', {
  connection: 'A page of catalogue games, in the order asked (most popular first by default).',
  totalCount: 'Every game matching the filters, on all pages.',
  edge: 'A game in a catalogue page.',
});

/** A page size asked for, within the platform's bounds. */
const clamp = (first: number | null | undefined, fallback: number, max: number) => Math.min(Math.max(first ?? fallback, 1), max);

/**
 * Relay cursors over the platform's keyset pages. The platform gives one cursor a page (after its last
 * item); an edge's cursor here is the platform cursor its page was read with, how many items of that page
 * it follows, and how many items came before that page. Paging on from the end of a page (what clients
 * do) is one call with the platform's own cursor; a cursor from inside a page reads that page again and
 * skips what was already seen.
 */
type Cursor = { after: string | undefined; skip: number; before: number };
const encodeCursor = (after: string | null | undefined, skip: number, before: number) => Buffer.from(JSON.stringify([after ?? null, skip, before])).toString('base64url');

const isCount = (value: unknown, max: number) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

function decodeCursor(cursor: string | null | undefined, ctx: Context): Cursor {
  if (cursor == null) return { after: undefined, skip: 0, before: 0 };
  try {
    const [after, skip, before] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if ((after === null || typeof after === 'string') && isCount(skip, 200) && isCount(before, 1e9)) return { after: (after as string | null) ?? undefined, skip: skip as number, before: before as number };
  } catch {
    // Not one of ours: refused below like any other.
  }
  throw new ActionError(Code.INVALID_CURSOR, translateError(ctx.lang, Code.INVALID_CURSOR));
}

type KeysetPage<T> = { items: T[]; EndCursor: string | null; HasNextPage: boolean; TotalCount?: number };

/** One forward Relay page (first, after) read with one platform call; `max` is the platform's page bound. */
async function forwardPage<T>(
  ctx: Context,
  args: { first?: number | null; after?: string | null },
  size: { fallback: number; max: number },
  read: (after: string | undefined, first: number) => Promise<KeysetPage<T>>,
) {
  const cursor = decodeCursor(args.after, ctx);
  const page = await read(cursor.after, Math.min(cursor.skip + clamp(args.first, size.fallback, size.max), size.max));
  const through = cursor.before + page.items.length;
  const edges = page.items.slice(cursor.skip).map((node, i) => {
    const seen = cursor.skip + i + 1;
    return { node, cursor: seen === page.items.length ? encodeCursor(page.EndCursor, 0, through) : encodeCursor(cursor.after, seen, cursor.before) };
  });
  return {
    edges,
    // Lists the platform does not count (history, wins): what is known, exact once the last page is read.
    totalCount: page.TotalCount ?? through,
    pageInfo: { startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? args.after ?? null, hasPreviousPage: args.after != null, hasNextPage: page.HasNextPage },
  };
}

builder.queryFields((t) => ({
  casinoGame: t.field({
    type: CasinoGame,
    nullable: true,
    description: 'A game by the number its page address shows (/casino/game/{legacyId}) or by its global id; null when it is not in the catalogue.',
    args: addressArgs(t.arg, 'CasinoGame'),
    resolve: (_root, args, ctx) => nodeOrNull(addressedId(args, 'CasinoGame'), (id) => CasinoGame.getDataloader(ctx).load(id)),
  }),
  casinoGames: t.field({
    type: CasinoGamesConnection,
    description:
      'The aggregated catalogue of every provider (seed 002 §7), filtered by kind, category, provider and text; search is a case-insensitive substring of the title or studio, more than 2 characters.',
    args: {
      kind: t.arg({ type: CasinoGameKind, description: 'Only games of this kind.' }),
      category: t.arg.string({ description: 'Only games in this category (CasinoCategory.code).' }),
      provider: t.arg.string({ description: 'Only games of this provider (CasinoProvider.code).' }),
      search: t.arg.string({ description: 'Title or studio contains this text (more than 2 characters).' }),
      sort: t.arg({ type: CasinoGameSort, description: 'The order (default POPULARITY).' }),
      first: t.arg.int({ description: `How many games (default ${GAMES_PAGE}, at most ${GAMES_MAX}).` }),
      after: t.arg.string({ description: 'pageInfo.endCursor of the page before (with the same filters and order).' }),
    },
    // A list cannot answer a union: a refused filter (a search of 2 characters) is a visible error.
    resolve: async (_root, args, ctx) => {
      // The platform validates the category against its codes (an unknown one is a VALIDATION error).
      const filters = { Kind: args.kind ?? undefined, Category: (args.category ?? undefined) as GamesQuery['Category'], Provider: args.provider ?? undefined, Search: args.search ?? undefined, Sort: args.sort ?? undefined };
      return forwardPage(ctx, args, { fallback: GAMES_PAGE, max: GAMES_MAX }, async (After, First) => {
        const page = unwrap(await ctx.platform.GET('/api/casino/games', { params: { query: { ...filters, First, After } } }), casinoRefusals);
        return { ...page, items: page.Games };
      });
    },
  }),
  casinoLobby: t.field({
    type: CasinoLobby,
    description: 'The lobby of one kind of game: its providers and categories with counts (the casino and live-casino pages).',
    args: { kind: t.arg({ type: CasinoGameKind, required: true, description: 'The lobby: SLOT and TABLE for the casino, LIVE for the live casino.' }) },
    resolve: async (_root, { kind }, ctx) => ({ ...(await lobbyLoader(ctx).load(kind)), kind }),
  }),
  popularCasinoGames: t.field({
    type: [CasinoGame],
    description: 'The most played games of a kind (seed 002 §7 PopularCasinoGames Live, Slot and Table), most popular first.',
    args: {
      kind: t.arg({ type: CasinoGameKind, required: true, description: 'Which kind of game.' }),
      first: t.arg.int({ description: 'How many (default 20, at most 100).' }),
    },
    resolve: async (_root, { kind, first }, ctx) => unwrap(await POPULAR[kind](ctx, clamp(first, 20, 100)), casinoRefusals).Games,
  }),
  jackpots: t.field({
    type: [Jackpot],
    description: 'The progressive jackpot pools of a currency (of every currency when none is given), largest first.',
    args: { currency: t.arg.string({ description: 'ISO 4217 code, e.g. "EUR"; the ticker asks for the viewer\'s currency.' }) },
    resolve: async (_root, { currency }, ctx) => unwrap(await ctx.platform.GET('/api/casino/jackpots', { params: { query: { Currency: currency ?? undefined } } }), casinoRefusals).Jackpots,
  }),
}));

/** Seed 002 §7 popular games per kind; virtual games have no such call, so the catalogue's order stands in. */
const POPULAR: Record<KindValue, (ctx: Context, count: number) => Promise<Upstream<{ Games: GameShape[] }>>> = {
  live: (ctx, count) => ctx.platform.GET('/api/PopularCasinoGames/Live', { params: { query: { First: count } } }),
  slot: (ctx, count) => ctx.platform.GET('/api/PopularCasinoGames/Slot', { params: { query: { First: count } } }),
  table: (ctx, count) => ctx.platform.GET('/api/PopularCasinoGames/Table', { params: { query: { First: count } } }),
  virtual: (ctx, count) => ctx.platform.GET('/api/casino/games', { params: { query: { Kind: 'virtual', First: count } } }),
};

// ---------------------------------------------------------------- jackpots

export const Jackpot = builder.loadableNode('Jackpot', {
  description: 'A progressive jackpot pool (mini, minor, major, grand) of one currency, fed by a share of every real stake.',
  id: { resolve: (pool: JackpotShape) => pool.Id },
  load: async (ids: string[], ctx: Context) => byKeys(ids, await allPools(ctx), (pool) => String(pool.Id), 'jackpot'),
  fields: (t) => ({
    code: t.exposeString('Code', { description: 'mini, minor, major or grand.' }),
    name: t.exposeString('Name', { description: 'The display name, e.g. "Grand".' }),
    amount: t.field({ type: Money, description: 'What the pool would pay now.', resolve: (pool) => ({ amount: pool.Amount, currency: pool.Currency }) }),
  }),
});

/** Every pool of every currency, read fresh (a subscription's loaders would keep the first amounts). */
async function allPools(ctx: Context): Promise<JackpotShape[]> {
  return unwrap(await ctx.platform.GET('/api/casino/jackpots'), casinoRefusals).Jackpots;
}

const JackpotWin = builder.objectRef<WinShape>('JackpotWin').implement({
  description: 'A jackpot the viewer won (mysteryJackpotWinModal, the jackpot history).',
  fields: (t) => ({
    id: t.exposeID('Id', { description: 'The win, unique.' }),
    jackpot: t.field({ type: Jackpot, description: 'The pool that paid (its amount is the pool now, reset after the win).', resolve: (win) => String(win.JackpotId) }),
    amount: t.field({ type: Money, description: 'What the win paid into the balance.', resolve: (win) => ({ amount: win.Amount, currency: win.Currency }) }),
    game: t.field({ type: CasinoGame, nullable: true, description: 'The game whose bet triggered it; null when it is no longer in the catalogue.', resolve: (win, _args, ctx) => (win.GameId === null ? null : gameNode(win.GameId, ctx)) }),
    wonAt: t.field({ type: 'DateTime', description: 'When it was won.', resolve: (win) => win.WonAt }),
  }),
});

/** A game must not fail its parent when it left the catalogue: null instead. */
const gameNode = (id: number | string, ctx: Context) => CasinoGame.getDataloader(ctx).load(String(id)).catch(() => null);

// ---------------------------------------------------------------- history

const CasinoRoundStatus = builder.enumType('CasinoRoundStatus', enums.CasinoRoundStatus);

const CasinoRound = builder.node(builder.objectRef<RoundShape>('CasinoRound'), {
  description: 'One round of a casino game the viewer played for real money (seed 002 §7 casino history).',
  id: { resolve: (round) => round.Id },
  // The platform has no round-by-id call: a round is only reached through Viewer.casinoHistory.
  loadMany: (ids: string[]) => Promise.resolve(ids.map(() => null)),
  fields: (t) => ({
    game: t.field({ type: CasinoGame, description: 'The game played.', resolve: (round) => String(round.GameId) }),
    startedAt: t.field({ type: 'DateTime', description: 'When the first bet of the round was taken.', resolve: (round) => round.StartedAt }),
    stake: t.field({ type: Money, description: 'Everything bet in the round.', resolve: (round) => ({ amount: round.Stake, currency: round.Currency }) }),
    win: t.field({ type: Money, description: 'Everything the round paid (zero when lost).', resolve: (round) => ({ amount: round.Win, currency: round.Currency }) }),
    status: t.field({ type: CasinoRoundStatus, description: 'Open, closed or rolled back.', resolve: (round) => round.Status }),
  }),
});

const HISTORY_PAGE = 20;
const HISTORY_MAX = 100;

const CasinoRoundConnection = countedConnection(CasinoRound, 'CasinoRound', {
  connection: 'A page of casino rounds, newest first.',
  totalCount: 'Rounds in the range read so far (this page and those before it); the whole range once hasNextPage is false.',
  edge: 'A round in a history page.',
});

const LottoTicket = builder.node(builder.objectRef<TicketShape>('LottoTicket'), {
  description: 'A keno ticket the viewer played for real money (seed 001 §2 History: LottoHistory).',
  id: { resolve: (ticket) => ticket.Id },
  // The platform has no ticket-by-id call: a ticket is only reached through Viewer.lottoHistory.
  loadMany: (ids: string[]) => Promise.resolve(ids.map(() => null)),
  fields: (t) => ({
    game: t.field({ type: CasinoGame, nullable: true, description: 'The keno game played; null when it is no longer in the catalogue.', resolve: (ticket, _args, ctx) => gameNode(ticket.GameId, ctx) }),
    playedAt: t.field({ type: 'DateTime', description: 'When the ticket was played.', resolve: (ticket) => ticket.PlayedAt }),
    picks: t.exposeIntList('Picks', { description: 'The numbers picked (1…80), ascending.' }),
    drawn: t.exposeIntList('Drawn', { description: 'The 20 numbers drawn, in the order drawn.' }),
    hits: t.exposeIntList('Hits', { description: 'The picks drawn, ascending.' }),
    multiplier: t.exposeString('Multiplier', { description: 'What the stake was multiplied by, e.g. "3.8"; "0" when the hits pay nothing.' }),
    stake: t.field({ type: Money, description: 'What the ticket staked.', resolve: (ticket) => ({ amount: ticket.Stake, currency: ticket.Currency }) }),
    win: t.field({ type: Money, nullable: true, description: 'What it paid, stake included (zero when it lost); null while it is being paid.', resolve: (ticket) => (ticket.Win === null ? null : { amount: ticket.Win, currency: ticket.Currency }) }),
    status: t.field({ type: CasinoRoundStatus, description: 'Open (being paid), closed or rolled back.', resolve: (ticket) => ticket.Status }),
  }),
});

const LottoTicketConnection = countedConnection(LottoTicket, 'LottoTicket', {
  connection: 'A page of keno tickets, newest first.',
  totalCount: 'Tickets in the range read so far (this page and those before it); the whole range once hasNextPage is false.',
  edge: 'A ticket in a lotto history page.',
});

const JackpotWinConnection = countedConnection(JackpotWin, 'JackpotWin', {
  connection: 'A page of jackpot wins, newest first.',
  totalCount: 'Wins read so far (this page and those before it); all of them once hasNextPage is false.',
  edge: 'A jackpot win in a page.',
});

type PeriodArgs = { from?: Date | null; to?: Date | null; first?: number | null; after?: string | null };
type PeriodQuery = { from?: string; to?: string; First: number; After?: string };

/** A history list's arguments (the history time filters, seed 001 §2, and a forward page); `rows` names what it lists. */
const periodArgs = (arg: ArgBuilder<typeof builder.$inferSchemaTypes>, rows: string, at: string) => ({
  from: arg({ type: 'DateTime', description: `${rows} ${at} at or after this instant (the history time filters, seed 001 §2).` }),
  to: arg({ type: 'DateTime', description: `${rows} ${at} before this instant.` }),
  first: arg.int({ description: `How many ${rows.toLowerCase()} (default ${HISTORY_PAGE}, at most ${HISTORY_MAX}).` }),
  after: arg.string({ description: 'pageInfo.endCursor of the page before.' }),
});

/** One page of a viewer's history list in a period: one platform call. */
function periodPage<T>(ctx: Context, args: PeriodArgs, read: (query: PeriodQuery) => Promise<KeysetPage<T>>) {
  const range = { from: args.from?.toISOString(), to: args.to?.toISOString() };
  return forwardPage(ctx, args, { fallback: HISTORY_PAGE, max: HISTORY_MAX }, (After, First) => read({ ...range, First, After }));
}

builder.objectFields(Viewer, (t) => ({
  casinoHistory: t.field({
    type: CasinoRoundConnection,
    description: "The viewer's casino rounds, newest first (seed 002 §7 profile casino history, from and to).",
    args: periodArgs(t.arg, 'Rounds', 'started'),
    resolve: (_user, args, ctx) =>
      periodPage(ctx, args, async (query) => {
        const page = unwrap(await ctx.platform.GET('/api/profile/casinoHistory', { params: { query } }), casinoRefusals);
        return { ...page, items: page.Rounds };
      }),
  }),
  lottoHistory: t.field({
    type: LottoTicketConnection,
    description: "The viewer's keno tickets, newest first (seed 001 §2 History: LottoHistory), with their picks, draw and hits.",
    args: periodArgs(t.arg, 'Tickets', 'played'),
    resolve: (_user, args, ctx) =>
      periodPage(ctx, args, async (query) => {
        const page = unwrap(await ctx.platform.GET('/api/profile/lottoHistory', { params: { query } }), casinoRefusals);
        return { ...page, items: page.Tickets };
      }),
  }),
  jackpotWins: t.field({
    type: JackpotWinConnection,
    description: "The viewer's jackpot wins, newest first.",
    args: periodArgs(t.arg, 'Wins', 'won'),
    resolve: (_user, args, ctx) =>
      periodPage(ctx, args, async (query) => {
        const page = unwrap(await ctx.platform.GET('/api/casino/jackpots/wins', { params: { query } }), casinoRefusals);
        return { ...page, items: page.Wins };
      }),
  }),
}));

// ---------------------------------------------------------------- launching

type LaunchArgs = { game: GameShape; demo: boolean; mobile: boolean; lang: string };
/** The providers' query flags are the strings "true" and "false". */
const flag = (value: boolean) => (value ? 'true' : 'false');

/**
 * Each provider's own launch call with its own parameter names (seed 002 §7): a game is launched
 * through the contract of the provider it came from. Providers with a separate demo call use it; the
 * others take an isDemo flag. Rocket and GoldenRace answer Data (the parameters their client needs),
 * the others a Url.
 */
const LAUNCH: Record<string, (ctx: Context, a: LaunchArgs) => Promise<Upstream<LaunchAnswer>>> = {
  softswiss: (ctx, a) =>
    ctx.platform.GET('/api/SoftSwissCasino/GetLaunchUrl', {
      // connectionId names a real-time connection of SoftSwiss's own client; the site has none to give.
      params: { query: { gameName: a.game.GameKey, gameProvider: a.game.Studio ?? undefined, isDemo: flag(a.demo) } },
    }),
  pragmatic: (ctx, a) =>
    a.demo
      ? ctx.platform.GET('/api/Pragmatic/demoGameUrl', { params: { query: { gameKey: a.game.GameKey, language: a.lang } } })
      : ctx.platform.GET('/api/Pragmatic/gameUrl', { params: { query: { gameKey: a.game.GameKey, language: a.lang } } }),
  habanero: (ctx, a) => ctx.platform.GET('/api/Habanero/getlaunchurl', { params: { query: { gameKey: a.game.GameKey, isDemo: flag(a.demo) } } }),
  endorphina: (ctx, a) =>
    a.demo
      ? ctx.platform.GET('/api/Endorphina/getdemourl', { params: { query: { game: a.game.GameKey } } })
      : ctx.platform.GET('/api/Endorphina/geturl', { params: { query: { game: a.game.GameKey } } }),
  egt: (ctx, a) =>
    a.demo
      ? ctx.platform.GET('/api/EgtDigital/demogameurl', { params: { query: { gameKey: a.game.GameKey, language: a.lang } } })
      : ctx.platform.GET('/api/EgtDigital/gameurl', { params: { query: { gameKey: a.game.GameKey, language: a.lang } } }),
  amusnet: (ctx, a) =>
    a.demo
      ? ctx.platform.GET('/api/Amusnet/DemoGameUrl', { params: { query: { gameId: a.game.GameKey, isMobile: flag(a.mobile) } } })
      : ctx.platform.GET('/api/Amusnet/GameUrl', { params: { query: { gameId: a.game.GameKey, isMobile: flag(a.mobile) } } }),
  pateplay: (ctx, a) =>
    a.demo
      ? ctx.platform.GET('/api/Pateplay/DemoGameUrl', { params: { query: { gameKey: a.game.GameKey, language: a.lang, device: a.mobile ? 'mobile' : 'desktop' } } })
      : ctx.platform.GET('/api/Pateplay/GameUrl', { params: { query: { gameKey: a.game.GameKey, language: a.lang, device: a.mobile ? 'mobile' : 'desktop' } } }),
  openbox: (ctx, a) =>
    ctx.platform.GET('/api/OpenBox/GameUrl', { params: { query: { gameId: a.game.GameKey, gameName: a.game.Title, isMobile: flag(a.mobile), isDemo: flag(a.demo) } } }),
  sevenmojos: (ctx, a) =>
    a.demo
      ? ctx.platform.GET('/api/SevenMojos/demogameurl', { params: { query: { gameName: a.game.GameKey, language: a.lang } } })
      : ctx.platform.GET('/api/SevenMojos/gameurl', { params: { query: { gameName: a.game.GameKey, language: a.lang } } }),
  leap: (ctx, a) =>
    a.demo
      ? ctx.platform.GET('/api/Leap/demogameurl', { params: { query: { gameId: a.game.GameKey, lang: a.lang } } })
      : ctx.platform.GET('/api/Leap/gameurl', { params: { query: { gameId: a.game.GameKey, lang: a.lang } } }),
  rocket: (ctx, a) => ctx.platform.GET('/api/Rocket/LaunchGame', { params: { query: { gameId: a.game.GameKey, isDemo: flag(a.demo) } } }),
  goldenrace: (ctx, a) => ctx.platform.GET('/api/GoldenRace/initialize', { params: { query: { gameId: a.game.GameKey, isDemo: flag(a.demo) } } }),
};

type LaunchShape = { url: string | null; data: unknown; sessionId: string; mode: 'real' | 'demo'; game: GameShape };
const GameLaunch = builder.objectRef<LaunchShape>('GameLaunch').implement({
  description: "A started game session: open url in the game frame, or hand data to the provider's client when the provider answers data (Rocket, GoldenRace).",
  fields: (t) => ({
    url: t.exposeString('url', { nullable: true, description: 'The game page, a path of this site (/games/{engine}/{token}) or an absolute URL; null when the provider answers data.' }),
    data: t.field({ type: 'JSON', nullable: true, description: "The launch parameters of a provider that answers data instead of a URL; null otherwise.", resolve: (launch) => launch.data ?? null }),
    sessionId: t.exposeString('sessionId', { description: 'The game session; endGameSession takes it.' }),
    mode: t.field({ type: GameMode, description: 'Real money or demo, as asked.', resolve: (launch) => launch.mode }),
    game: t.field({ type: CasinoGame, description: 'The game launched.', resolve: (launch) => launch.game }),
  }),
});

const LaunchGameInput = builder.inputType('LaunchGameInput', {
  description: 'Which game to open and how.',
  fields: (t) => ({
    gameId: t.id({ required: true, description: 'CasinoGame.id.' }),
    mode: t.field({ type: GameMode, required: true, description: 'REAL needs a signed-in player; DEMO needs a game with hasDemo.' }),
    mobile: t.boolean({ description: 'Launch the mobile version where the provider has one (default false).' }),
  }),
});

const EndGameSessionInput = builder.inputType('EndGameSessionInput', {
  description: 'The game session to end.',
  fields: (t) => ({ sessionId: t.string({ required: true, description: 'GameLaunch.sessionId.' }) }),
});

const EndGameSessionSuccess = builder.objectRef<{ sessionId: string }>('EndGameSessionSuccess').implement({
  description: 'The session is ended: its game refuses further bets.',
  fields: (t) => ({ sessionId: t.exposeString('sessionId', { description: 'The session ended.' }) }),
});

builder.mutationFields((t) => ({
  launchGame: t.field({
    type: GameLaunch,
    description:
      "Starts a game session through the game's own provider contract (seed 002 §7) for real money or for free; a refusal is also remembered as the game's launchError for this player (seed 002 §3).",
    args: { input: t.arg({ type: LaunchGameInput, required: true, description: 'The game and the mode.' }) },
    errors: { types: [CasinoError], union: { description: 'The launched game, or why it was refused.' } },
    resolve: async (_root, { input }, ctx) => {
      const id = rawIdOf(input.gameId, 'CasinoGame');
      const game = id ? await gameNode(id, ctx) : null;
      const launch = game ? LAUNCH[game.Provider] : undefined;
      if (!game || !launch) throw new CasinoError(Code.GAME_NOT_FOUND, '');
      const answered = unwrap(await launch(ctx, { game, demo: input.mode === 'demo', mobile: input.mobile ?? false, lang: ctx.lang }), casinoRefusals);
      return { url: answered.Url ?? null, data: answered.Data ?? null, sessionId: answered.SessionId, mode: input.mode, game };
    },
  }),
  endGameSession: t.field({
    type: EndGameSessionSuccess,
    description: 'Ends a game session (seed 002 §7 SoftSwiss EndGameSession): the game refuses further bets; closing the game frame calls it.',
    args: { input: t.arg({ type: EndGameSessionInput, required: true, description: 'The session to end.' }) },
    errors: { types: [CasinoError], union: { description: 'The ended session, or why it was refused.' } },
    resolve: async (_root, { input }, ctx) => {
      unwrap(await ctx.platform.POST('/api/SoftSwissCasino/EndGameSession', { body: { sessionId: input.sessionId } }), casinoRefusals);
      return { sessionId: input.sessionId };
    },
  }),
}));

// ---------------------------------------------------------------- live

const CasinoCatalogueChangeKind = builder.enumType('CasinoCatalogueChangeKind', {
  description: 'What the back office changed in the casino lobby.',
  values: {
    ADDED: { value: 'added' as const, description: 'A game was added.' },
    RETIRED: { value: 'retired' as const, description: 'A game was retired: it left every list and search.' },
    NOT_WORKING: { value: 'not_working' as const, description: 'A game was marked not working: listed, shown unavailable.' },
    WORKING: { value: 'working' as const, description: 'A game works again.' },
    PROVIDER_OFF: { value: 'provider_off' as const, description: "A provider was switched off: its games left every list and search." },
    PROVIDER_ON: { value: 'provider_on' as const, description: 'A provider was switched on again: its games are back.' },
  } satisfies Record<string, { value: CatalogueChangeShape['change']; description: string }>,
});

type CatalogueChangeShape = PlatformEvents['casino.catalogue.changed'];
const CasinoCatalogueChange = builder.objectRef<CatalogueChangeShape>('CasinoCatalogueChange').implement({
  description: 'The casino lobby changed (issue 18 back office): an open lobby reads its list and counts again.',
  fields: (t) => ({
    change: t.field({ type: CasinoCatalogueChangeKind, description: 'What changed.', resolve: (event) => event.change }),
    games: t.field({
      type: [CasinoGame],
      description: 'The games changed, as they are now (each updates the CasinoGame of the same id wherever it is shown); empty for a provider switch.',
      resolve: async (event, _args, ctx) => (await Promise.all(event.gameIds.map((id) => gameNode(id, ctx)))).filter((game) => game !== null),
    }),
    provider: t.exposeString('provider', { nullable: true, description: 'The provider switched off or on (CasinoProvider.code); null for a game change.' }),
  }),
});

builder.subscriptionFields((t) => ({
  casinoCatalogueChanged: t.field({
    type: CasinoCatalogueChange,
    description: 'The back office changed the casino lobby: a game added, retired or marked, a provider switched. Open lobbies read their list again.',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('casino.catalogue.changed'),
    resolve: (event) => event,
  }),
  jackpotsChanged: t.field({
    type: [Jackpot],
    description: 'Jackpot pools whose amounts moved (at most once a second), every currency: each updates the Jackpot of the same id wherever it is shown.',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('jackpot.changed'),
    // The event's amounts are minor units; the pools are read as the platform formats them, once per event.
    resolve: async (event, _args, ctx) => {
      const moved = new Set(event.pools.map((pool) => String(pool.id)));
      return (await allPools(ctx)).filter((pool) => moved.has(String(pool.Id)));
    },
  }),
  jackpotWon: t.field({
    type: JackpotWin,
    description: "A jackpot the signed-in viewer just won (mysteryJackpotWinModal); nobody else hears of it.",
    errors: { types: [AuthError], union: { description: 'The win, or an AuthError (UNAUTHORIZED) for a visitor.' } },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (!viewer) throw new AuthError(Code.UNAUTHORIZED, '');
      return ctx.pubsub.subscribe('jackpot.won', viewer.Id);
    },
    // The win as the platform lists it (amounts in major units), newest first: the event's is the first.
    resolve: async (event, _args, ctx) => {
      const { Wins } = unwrap(await ctx.platform.GET('/api/casino/jackpots/wins', { params: { query: { First: 5 } } }), casinoRefusals);
      const win = Wins.find((w) => w.Id === event.winId);
      if (!win) throw new Error(`jackpot win ${event.winId} not listed`);
      return win;
    },
  }),
}));
