/**
 * The casino lobby in the back office (issue 18): every game (retired ones too) with its status, the
 * providers on and off, the jackpot pools with their seeds, and the changes: add a game, retire one,
 * mark one not working (and back), switch a provider, set a seed. The platform decides and audits each.
 */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { AuthError, BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { type Refusals, unwrap } from '../../upstream/client';
import { Code } from '../../upstream/error-codes';
import { CasinoGame, CasinoGameKind, CasinoGameStatus, Jackpot } from '../casino';
import { Money } from '../account';
import { idOrNotFound } from '../ids';
import { Backoffice, BackofficeMutation } from './root';

type GameShape = components['schemas']['BackofficeCasinoGame'];
type ProviderShape = components['schemas']['BackofficeCasinoProvider'];
type JackpotShape = components['schemas']['BackofficeJackpot'];
type NewGameBody = components['schemas']['BackofficeNewCasinoGameRequest'];
/** The platform checks a provider code against its list (a bad one is refused there as bad input). */
type ProviderCode = NewGameBody['Provider'];

/** An unknown game or pool is the common NOT_FOUND here (a player's launch types it as a CasinoError). */
const refusals: Refusals = {
  error: ({ code, message }) => (code === Code.GAME_NOT_FOUND || code === Code.JACKPOT_NOT_FOUND ? new NotFoundError(message) : undefined),
  fieldNames: { Reason: 'reason', Seed: 'seed', Title: 'title', Provider: 'provider', Kind: 'kind', Variant: 'engine', Engine: 'engine', Categories: 'categories', HasDemo: 'hasDemo' },
};

const BackofficeCasinoGame = builder.objectRef<GameShape>('BackofficeCasinoGame').implement({
  description: 'A game of the lobby as the back office sees it: the game, and what the back office decided about it.',
  fields: (t) => ({
    game: t.field({ type: CasinoGame, description: 'The game (its status says how players see it).', resolve: (game) => game }),
    notWorking: t.exposeBoolean('NotWorking', { description: 'Marked not working (players see it unavailable while its provider is on and it is not retired).' }),
    retiredAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was retired; null while it is offered.', resolve: (game) => game.RetiredAt }),
  }),
});

const BackofficeCasinoGamePage = builder.objectRef<{ games: GameShape[]; totalCount: number; endCursor: string | null; hasNextPage: boolean }>('BackofficeCasinoGamePage').implement({
  description: 'A page of the lobby\'s games, most popular first.',
  fields: (t) => ({
    games: t.field({ type: [BackofficeCasinoGame], description: 'The games of this page.', resolve: (page) => page.games }),
    totalCount: t.exposeInt('totalCount', { description: 'Every game matching the filters, on all pages.' }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as after for the next page.' }),
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'More games follow.' }),
  }),
});

const BackofficeCasinoProvider = builder.objectRef<ProviderShape>('BackofficeCasinoProvider').implement({
  description: 'A game provider, on or off.',
  fields: (t) => ({
    code: t.exposeString('Code', { description: 'The provider code (CasinoProvider.code).' }),
    name: t.exposeString('Name', { description: 'The display name.' }),
    enabled: t.exposeBoolean('Enabled', { description: 'On: its games are in the lobby. Off: they are out of every list and search, and refused at launch.' }),
    gameCount: t.exposeInt('GameCount', { description: 'Its games not retired.' }),
  }),
});

const BackofficeJackpot = builder.objectRef<JackpotShape>('BackofficeJackpot').implement({
  description: 'A jackpot pool with its seed.',
  fields: (t) => ({
    jackpot: t.field({ type: Jackpot, description: 'The pool (its amount now).', resolve: (pool) => pool }),
    seed: t.field({ type: Money, description: 'What the pool restarts from after its next win.', resolve: (pool) => ({ amount: pool.Seed, currency: pool.Currency }) }),
  }),
});

const providers = async (ctx: Context) => unwrap(await ctx.platform.GET('/api/backoffice/casino/providers'), refusals).Providers;

builder.objectFields(Backoffice, (t) => ({
  casinoGames: t.field({
    type: BackofficeCasinoGamePage,
    description: "The lobby's games, retired ones too, most popular first.",
    authScopes: { staff: 'casino.read' },
    args: {
      search: t.arg.string({ description: 'Part of the title, studio or provider name, or the game number.' }),
      provider: t.arg.string({ description: 'Only this provider\'s games (its code).' }),
      status: t.arg({ type: CasinoGameStatus, description: 'Only games with this status.' }),
      first: t.arg.int({ description: 'How many (default 50, at most 200).' }),
      after: t.arg.string({ description: 'endCursor of the page before.' }),
    },
    resolve: async (_root, args, ctx) => {
      const query = {
        Search: args.search ?? undefined,
        Provider: (args.provider || undefined) as ProviderCode | undefined,
        Status: args.status ?? undefined,
        First: Math.min(Math.max(args.first ?? 50, 1), 200),
        After: args.after ?? undefined,
      };
      const page = unwrap(await ctx.platform.GET('/api/backoffice/casino/games', { params: { query } }), refusals);
      return { games: page.Games, totalCount: page.TotalCount, endCursor: page.EndCursor, hasNextPage: page.HasNextPage };
    },
  }),
  casinoProviders: t.field({
    type: [BackofficeCasinoProvider],
    description: 'The game providers, each on or off.',
    authScopes: { staff: 'casino.read' },
    resolve: (_root, _args, ctx) => providers(ctx),
  }),
  jackpotSeeds: t.field({
    type: [BackofficeJackpot],
    description: 'The jackpot pools with their amounts now and their seeds.',
    authScopes: { staff: 'casino.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/casino/jackpots'), refusals).Jackpots,
  }),
}));

const changeErrors = { types: [AuthError, ValidationError, BackofficeError, NotFoundError] };

const AddCasinoGameInput = builder.inputType('AddCasinoGameInput', {
  description: 'A game to add to the lobby.',
  fields: (t) => ({
    provider: t.string({ required: true, description: 'The provider code it is launched through (not the live lobby).' }),
    kind: t.field({ type: CasinoGameKind, required: true, description: 'Slot, table, live or virtual.' }),
    title: t.string({ required: true, description: 'The display title (3 to 80 characters).' }),
    engine: t.string({ required: true, description: 'The engine and its variant: slot/low, slot/medium, slot/high (slots), roulette/european or blackjack/classic (the others).' }),
    studio: t.string({ description: 'SoftSwiss only: the studio code behind it.' }),
    categories: t.stringList({ description: 'Category codes (CasinoCategory.code); "new" is added, and "jackpot" when it feeds the jackpots.' }),
    hasDemo: t.boolean({ required: true, description: 'Can be played for free (never a live game).' }),
    hasJackpot: t.boolean({ description: 'Real bets on it feed the jackpot pools (default false).' }),
  }),
});

builder.objectFields(BackofficeMutation, (t) => ({
  addCasinoGame: t.field({
    type: BackofficeCasinoGame,
    description: 'Adds a game: in the lobby and the search at once (the least played, in "new").',
    authScopes: { staff: 'casino.manage' },
    errors: changeErrors,
    args: { input: t.arg({ type: AddCasinoGameInput, required: true, description: 'The game.' }) },
    resolve: async (_root, { input }, ctx) => {
      const [engine, variant] = input.engine.split('/');
      const body = {
        Provider: input.provider as ProviderCode,
        Kind: input.kind,
        Title: input.title,
        Engine: engine,
        Variant: variant,
        Studio: input.studio ?? null,
        Categories: input.categories ?? [],
        HasDemo: input.hasDemo,
        HasJackpot: input.hasJackpot ?? false,
      } as NewGameBody;
      return unwrap(await ctx.platform.POST('/api/backoffice/casino/games', { body }), refusals).Game;
    },
  }),
  retireCasinoGame: t.field({
    type: BackofficeCasinoGame,
    description: 'Retires a game: it leaves every list and search at once (history still names it).',
    authScopes: { staff: 'casino.manage' },
    errors: changeErrors,
    args: { id: t.arg.id({ required: true, description: "The game's global id (CasinoGame.id)." }), reason: t.arg.string({ description: 'Why (the audit log keeps it).' }) },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/casino/games/{id}/retire', { params: { path: { id: Number(idOrNotFound(args.id, 'CasinoGame')) } }, body: { Reason: args.reason ?? undefined } }), refusals).Game,
  }),
  setCasinoGameWorking: t.field({
    type: BackofficeCasinoGame,
    description: 'Marks a game not working (listed, shown unavailable, its launch refused) or working again.',
    authScopes: { staff: 'casino.manage' },
    errors: changeErrors,
    args: {
      id: t.arg.id({ required: true, description: "The game's global id (CasinoGame.id)." }),
      working: t.arg.boolean({ required: true, description: 'false: not working; true: working again.' }),
      reason: t.arg.string({ description: 'Why (the audit log keeps it).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/casino/games/{id}/working', { params: { path: { id: Number(idOrNotFound(args.id, 'CasinoGame')) } }, body: { Working: args.working, Reason: args.reason ?? undefined } }),
        refusals,
      ).Game,
  }),
  switchCasinoProvider: t.field({
    type: BackofficeCasinoProvider,
    description: "Switches a provider off (its games leave every list and search at once, launches are refused) or on again.",
    authScopes: { staff: 'casino.manage' },
    errors: changeErrors,
    args: {
      code: t.arg.string({ required: true, description: 'The provider code.' }),
      enabled: t.arg.boolean({ required: true, description: 'On or off.' }),
      reason: t.arg.string({ description: 'Why (the audit log keeps it).' }),
    },
    resolve: async (_root, args, ctx) => {
      // An unknown code is not found, like an unknown id (the platform's path refuses it as bad input).
      if (!(await providers(ctx)).some((provider) => provider.Code === args.code)) throw new NotFoundError('');
      return unwrap(
        await ctx.platform.POST('/api/backoffice/casino/providers/{code}/switch', { params: { path: { code: args.code as ProviderCode } }, body: { Enabled: args.enabled, Reason: args.reason ?? undefined } }),
        refusals,
      ).Provider;
    },
  }),
  setJackpotSeed: t.field({
    type: BackofficeJackpot,
    description: "Sets a jackpot pool's seed: what it restarts from after its next win (the amount in it now stays).",
    authScopes: { staff: 'jackpots.seed' },
    errors: changeErrors,
    args: { id: t.arg.id({ required: true, description: "The pool's global id (Jackpot.id)." }), seed: t.arg({ type: 'Decimal', required: true, description: "The seed in the pool's currency, e.g. \"15000.00\"." }) },
    resolve: async (_root, args, ctx) =>
      unwrap(await ctx.platform.POST('/api/backoffice/casino/jackpots/{id}/seed', { params: { path: { id: Number(idOrNotFound(args.id, 'Jackpot')) } }, body: { Seed: args.seed } }), refusals).Jackpot,
  }),
}));
