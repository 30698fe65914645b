/**
 * The game providers' contracts as one table (seed 002 §7 names the calls and their parameters): the
 * provider routes are built from it by one builder (provider-routes.ts), and the catalogue spreads its
 * games over the same codes. A parameter's role says what it means to us; its name is the provider's.
 */
import type { GameKind } from './schema';

/** What a launch parameter carries, whatever the provider calls it. */
export type LaunchRole =
  | 'game' // the provider's key of the game
  | 'studio' // SoftSwiss: the studio behind an aggregated game
  | 'name' // a display name sent along (not used to find the game)
  | 'language'
  | 'mobile' // true|false
  | 'device' // mobile|desktop
  | 'demo' // true|false: the demo flag when the provider has no separate demo call
  | 'connection' // the player's real-time connection (SoftSwiss real play)
  | 'opaque'; // accepted and ignored (Seven Mojos' gameToken and productFamily)

export interface ListCall {
  call: string;
  kinds: readonly GameKind[];
  /** Query parameters of the call, each optional: Currency/Country/IsMobile, Habanero's category, the live lobby's type. */
  params: readonly string[];
}

export interface ProviderContract {
  code: string;
  name: string;
  /** Path prefix of its calls. */
  path: string;
  lists: readonly ListCall[];
  launch: {
    call: string;
    /** The provider's separate demo call; without it a `demo` parameter says the mode. */
    demoCall?: string;
    params: Readonly<Record<string, LaunchRole>>;
    /** Seed 002 §3: launch URLs arrive as Url or as data (Rocket's fields, GoldenRace's). */
    shape: 'url' | 'data';
  } | null;
  jackpots?: string;
  /** The live lobby lists every provider's live games and launches none itself. */
  lobby?: boolean;
}

const games = (call: string, kinds: readonly GameKind[], params: readonly string[] = ['Currency']): ListCall => ({ call, kinds, params });
const SOFTSWISS_QUERY = ['Country', 'Currency', 'IsMobile'];

export const PROVIDERS: readonly ProviderContract[] = [
  {
    code: 'softswiss',
    name: 'SoftSwiss',
    path: '/api/SoftSwissCasino',
    lists: [games('GetGames', ['slot', 'table'], SOFTSWISS_QUERY), games('GetLiveCasinoGames', ['live'], SOFTSWISS_QUERY)],
    launch: { call: 'GetLaunchUrl', params: { gameName: 'game', gameProvider: 'studio', connectionId: 'connection', isDemo: 'demo' }, shape: 'url' },
    jackpots: 'GetJackpots',
  },
  {
    code: 'pragmatic',
    name: 'Pragmatic Play',
    path: '/api/Pragmatic',
    lists: [games('games', ['slot', 'table']), games('liveCasinoGames', ['live'])],
    launch: { call: 'gameUrl', demoCall: 'demoGameUrl', params: { gameKey: 'game', language: 'language' }, shape: 'url' },
    jackpots: 'jackpots',
  },
  {
    code: 'habanero',
    name: 'Habanero',
    path: '/api/Habanero',
    lists: [games('getGamesByCategory', ['slot', 'table'], ['category', 'Currency'])],
    launch: { call: 'getlaunchurl', params: { gameKey: 'game', isDemo: 'demo' }, shape: 'url' },
  },
  {
    code: 'endorphina',
    name: 'Endorphina',
    path: '/api/Endorphina',
    lists: [games('games', ['slot'])],
    launch: { call: 'geturl', demoCall: 'getdemourl', params: { game: 'game' }, shape: 'url' },
  },
  {
    code: 'egt',
    name: 'EGT Digital',
    path: '/api/EgtDigital',
    lists: [games('games', ['slot', 'table'])],
    launch: { call: 'gameurl', demoCall: 'demogameurl', params: { gameKey: 'game', language: 'language' }, shape: 'url' },
    jackpots: 'Jackpots',
  },
  {
    code: 'amusnet',
    name: 'Amusnet',
    path: '/api/Amusnet',
    lists: [games('Games', ['slot', 'table'])],
    launch: { call: 'GameUrl', demoCall: 'DemoGameUrl', params: { gameId: 'game', isMobile: 'mobile' }, shape: 'url' },
    jackpots: 'Jackpots',
  },
  {
    code: 'pateplay',
    name: 'Pateplay',
    path: '/api/Pateplay',
    lists: [games('Games', ['slot'])],
    launch: { call: 'GameUrl', demoCall: 'DemoGameUrl', params: { gameKey: 'game', language: 'language', device: 'device' }, shape: 'url' },
    jackpots: 'Jackpots',
  },
  {
    code: 'openbox',
    name: 'OpenBox',
    path: '/api/OpenBox',
    lists: [games('Games', ['slot', 'table'])],
    launch: { call: 'GameUrl', params: { gameId: 'game', gameName: 'name', isMobile: 'mobile', isDemo: 'demo' }, shape: 'url' },
  },
  {
    code: 'sevenmojos',
    name: 'Seven Mojos',
    path: '/api/SevenMojos',
    lists: [games('games', ['slot', 'table']), games('livegames', ['live'])],
    launch: {
      call: 'gameurl',
      demoCall: 'demogameurl',
      params: { gameName: 'game', gameToken: 'opaque', productFamily: 'opaque', language: 'language' },
      shape: 'url',
    },
  },
  {
    code: 'leap',
    name: 'Leap Gaming',
    path: '/api/Leap',
    lists: [games('casinogames', ['slot', 'table']), games('virtualgames', ['virtual'])],
    launch: { call: 'gameurl', demoCall: 'demogameurl', params: { gameId: 'game', lang: 'language' }, shape: 'url' },
  },
  {
    code: 'rocket',
    name: 'Rocket',
    path: '/api/Rocket',
    lists: [],
    launch: { call: 'LaunchGame', params: { gameId: 'game', isDemo: 'demo' }, shape: 'data' },
  },
  {
    code: 'goldenrace',
    name: 'GoldenRace',
    path: '/api/GoldenRace',
    lists: [],
    launch: { call: 'initialize', params: { gameId: 'game', isDemo: 'demo' }, shape: 'data' },
  },
  {
    code: 'livecasino',
    name: 'Live Casino',
    path: '/api/livecasino',
    lists: [games('get', ['live'], ['type', 'Currency'])],
    launch: null,
    lobby: true,
  },
];

export const PROVIDER_BY_CODE = new Map(PROVIDERS.map((provider) => [provider.code, provider]));
export const providerName = (code: string) => PROVIDER_BY_CODE.get(code)?.name ?? code;

/** The launch parameter that names the game, per provider (the gateway's launchGame sends it). */
export function gameParamOf(provider: ProviderContract): string | undefined {
  return Object.entries(provider.launch?.params ?? {}).find(([, role]) => role === 'game')?.[0];
}
