/** The casino's REST shapes (PascalCase, the seeds' envelopes), shared by routes.ts and provider-routes.ts. */
import { z } from '@hono/zod-openapi';
import { envelope, json } from '../http/envelope';
import { valueEnum } from '../http/value-enum';
import { CasinoErrorEnvelope, CasinoWalletErrorEnvelope } from './errors';
import { CATEGORY_CODES } from './catalogue';

export const errors = {
  400: json(CasinoErrorEnvelope, 'Invalid input (a search of 2 characters or fewer, a bad cursor): nothing was changed'),
  401: json(CasinoErrorEnvelope, 'Not signed in (SIGN_IN_REQUIRED for real play), or a bad provider signature'),
  403: json(CasinoErrorEnvelope, 'Account locked, or a wrong admin token'),
  404: json(CasinoErrorEnvelope, 'No such game, session or jackpot'),
  409: json(CasinoErrorEnvelope, 'The game is unavailable (GAME_UNAVAILABLE) or has no demo (DEMO_UNAVAILABLE)'),
  500: json(CasinoErrorEnvelope, 'Unexpected error'),
} as const;

const Money = z.string().openapi({ description: 'Major units as a decimal string, e.g. "12.50"' });
export const GameKind = valueEnum('CasinoGameKind', 'What sort of game it is: the lobby tabs of the casino and the live casino.', {
  SLOT: ['slot', 'A slot machine (reels and paylines).'],
  TABLE: ['table', 'A table game run by software: roulette, blackjack.'],
  LIVE: ['live', 'A live table with a dealer (the live casino).'],
  VIRTUAL: ['virtual', 'A virtual game (GoldenRace, Leap): virtual roulette spins.'],
});
export const GameMode = valueEnum('CasinoGameMode', 'Whether a launched game plays for real money or for free.', {
  REAL: ['real', 'Real money: every bet and win moves the balance (sign-in required).'],
  DEMO: ['demo', 'Play money, no sign-in needed; never touches the balance. Only for games with hasDemo.'],
});
export const GameSort = valueEnum('CasinoGameSort', 'The order of a catalogue list.', {
  POPULARITY: ['popularity', 'Most played first.'],
  TITLE: ['title', 'Alphabetical by title.'],
});
export const GameStatus = valueEnum('CasinoGameStatus', 'Whether a game can be played now (the back office decides, issue 18).', {
  AVAILABLE: ['available', 'Listed and can be launched.'],
  NOT_WORKING: ['not_working', 'Listed but shown unavailable: a launch is refused with GAME_UNAVAILABLE until it works again.'],
  PROVIDER_OFF: ['provider_off', 'Its provider is switched off: out of every list and search, a launch is refused with GAME_UNAVAILABLE.'],
  RETIRED: ['retired', 'No longer offered: out of every list and search, a launch answers GAME_NOT_FOUND; history still names it.'],
});
export const RoundStatus = valueEnum('CasinoRoundStatus', 'Where a casino round stands.', {
  OPEN: ['open', 'Bet taken, not settled yet (a blackjack hand in play).'],
  CLOSED: ['closed', 'Settled: the win (possibly zero) was paid.'],
  ROLLED_BACK: ['rolled_back', 'The bet was returned.'],
});

export const CasinoGame = z
  .object({
    Id: z.number().int(),
    Slug: z.string().openapi({ description: 'name-number (seed 002 §9)' }),
    Title: z.string(),
    Kind: GameKind,
    Engine: z.enum(['slot', 'roulette', 'blackjack', 'keno']).openapi({ description: 'The game server that plays it: /games/{Engine}/{token}' }),
    Variant: z.string(),
    Provider: z.string().openapi({ description: 'The provider contract code (softswiss, pragmatic, …)' }),
    ProviderName: z.string(),
    GameKey: z.string().openapi({ description: "The provider's key of the game: the value of its launch call's game parameter" }),
    Studio: z.string().nullable().openapi({ description: 'SoftSwiss: the studio code (its gameProvider launch parameter)' }),
    StudioName: z.string().nullable(),
    Categories: z.array(z.string()),
    Currencies: z.array(z.string()),
    ImageUrl: z.string().openapi({ description: 'The generated artwork, a path of the site (/media/casino/{Id}.svg?v={drawing version}: the art is cached immutable)' }),
    HasDemo: z.boolean(),
    Rtp: z.string().openapi({ description: 'Return to player in percent, e.g. "96.00"' }),
    HasJackpot: z.boolean(),
    Popularity: z.number().int().openapi({ description: 'Rank, 1 the most played' }),
    ReleasedAt: z.string().openapi({ description: 'YYYY-MM-DD' }),
    Status: GameStatus,
    LaunchError: z.string().nullable().openapi({ description: "This player's latest failed launch of the game, translated (seed 002 §3)" }),
    LaunchErrorCode: z.string().nullable(),
  })
  .openapi('CasinoGame');

export const ProviderGame = CasinoGame.extend({ Currency: z.string().openapi({ description: 'The currency asked for when the game offers it, else EUR' }) }).openapi('CasinoProviderGame');

const First = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const Cursor = z.string().max(200).optional();

export const GamesQuery = z.object({
  Kind: GameKind.optional(),
  Category: z.enum(CATEGORY_CODES).optional(),
  Provider: z.string().max(40).optional(),
  Studio: z.string().max(40).optional(),
  Search: z.string().max(100).optional().openapi({ description: 'Substring of the title or studio, case-insensitive; more than 2 characters' }),
  Sort: GameSort.default('popularity'),
  First: First(200, 50),
  After: Cursor,
});

export const GamesResponse = envelope('CasinoGamesResponse', {
  Games: z.array(CasinoGame),
  TotalCount: z.number().int(),
  EndCursor: z.string().nullable(),
  HasNextPage: z.boolean(),
});

export const ByIdsQuery = z.object({ Ids: z.string().regex(/^\d{1,9}(,\d{1,9}){0,199}$/).openapi({ description: 'Comma-separated game ids, at most 200' }) });
export const GameListResponse = envelope('CasinoGameListResponse', { Games: z.array(CasinoGame) });

export const LobbyResponse = envelope('CasinoLobbyResponse', {
  Providers: z.array(z.object({ Code: z.string(), Name: z.string(), GameCount: z.number().int() }).openapi('CasinoLobbyProvider')),
  Categories: z.array(z.object({ Code: z.string(), GameCount: z.number().int() }).openapi('CasinoLobbyCategory')),
  TotalCount: z.number().int(),
});

export const ProviderGamesResponse = envelope('CasinoProviderGamesResponse', { Games: z.array(ProviderGame), Currency: z.string() });
export const TopResponse = envelope('CasinoTopResponse', { Games: z.array(ProviderGame), Page: z.number().int(), TotalPages: z.number().int(), Currency: z.string() });

export const LaunchResponse = envelope('CasinoLaunchResponse', {
  Url: z.string().nullable().openapi({ description: "The game server's page, a path of the site; null when the provider answers Data" }),
  Data: z.record(z.string(), z.string()).nullable().openapi({ description: 'Rocket: BrandId, GameId, RoomId, UserToken, UserName, Lang, CurrencyIconURL (and GameUrl, the page); GoldenRace alike' }),
  SessionId: z.string().openapi({ description: 'The game session (EndGameSession ends it)' }),
  Mode: GameMode,
  GameId: z.number().int(),
  Currency: z.string(),
  ExpiresAt: z.string(),
});

export const Jackpot = z.object({ Id: z.number().int(), Code: z.string(), Name: z.string(), Currency: z.string(), Amount: Money }).openapi('CasinoJackpot');
export const JackpotsResponse = envelope('CasinoJackpotsResponse', { Jackpots: z.array(Jackpot) });
export const JackpotWin = z
  .object({ Id: z.string(), JackpotId: z.number().int(), Code: z.string(), Name: z.string(), Amount: Money, Currency: z.string(), GameId: z.number().int().nullable(), WonAt: z.string() })
  .openapi('CasinoJackpotWin');
export const JackpotWinsResponse = envelope('CasinoJackpotWinsResponse', { Wins: z.array(JackpotWin), EndCursor: z.string().nullable(), HasNextPage: z.boolean() });
export const PageQuery = z.object({ First: First(100, 20), After: z.string().regex(/^\d{1,18}$/).optional() });

export const CasinoRound = z
  .object({
    Id: z.string(),
    Provider: z.string(),
    RoundId: z.string(),
    GameId: z.number().int(),
    Currency: z.string(),
    StartedAt: z.string(),
    Stake: Money,
    Win: Money,
    Status: RoundStatus,
  })
  .openapi('CasinoRound');
export const HistoryQuery = PageQuery.extend({ from: z.string().datetime({ offset: true }).optional(), to: z.string().datetime({ offset: true }).optional() });
export const HistoryResponse = envelope('CasinoHistoryResponse', { Rounds: z.array(CasinoRound), EndCursor: z.string().nullable(), HasNextPage: z.boolean() });

export const LottoTicket = z
  .object({
    Id: z.string(),
    RoundId: z.string(),
    GameId: z.number().int(),
    Currency: z.string(),
    PlayedAt: z.string(),
    Stake: Money,
    Win: Money.nullable().openapi({ description: 'What the ticket paid, stake included (0 when it lost); null while it is being paid' }),
    Status: RoundStatus,
    Picks: z.array(z.number().int()).openapi({ description: 'The numbers picked (1…80), ascending' }),
    Drawn: z.array(z.number().int()).openapi({ description: 'The 20 numbers drawn, in the order drawn' }),
    Hits: z.array(z.number().int()).openapi({ description: 'The picks drawn, ascending' }),
    Multiplier: z.string().openapi({ description: 'What the stake was multiplied by, e.g. "3.8"; "0" when the hits pay nothing' }),
  })
  .openapi('LottoTicket');
export const LottoHistoryResponse = envelope('LottoHistoryResponse', { Tickets: z.array(LottoTicket), EndCursor: z.string().nullable(), HasNextPage: z.boolean() });

const WalletBase = {
  Provider: z.string().max(40),
  Token: z.string().max(100),
};
const TransactionFields = { TransactionId: z.string().min(1).max(100), RoundId: z.string().min(1).max(100) };
export const WalletBalanceRequest = z.object(WalletBase).openapi('CasinoWalletBalanceRequest');
export const WalletMoveRequest = z.object({ ...WalletBase, ...TransactionFields, Amount: Money }).openapi('CasinoWalletMoveRequest');
export const WalletRollbackRequest = z.object({ ...WalletBase, ...TransactionFields, ReferenceTransactionId: z.string().min(1).max(100) }).openapi('CasinoWalletRollbackRequest');
export const WalletResponse = envelope('CasinoWalletResponse', { Balance: Money, Currency: z.string(), Replayed: z.boolean() });
export const WalletError = CasinoWalletErrorEnvelope({ Balance: Money.optional(), Currency: z.string().optional() });
export const walletErrors = {
  400: json(WalletError, 'Invalid input: nothing was changed'),
  401: json(WalletError, 'A bad signature (INVALID_SIGNATURE), an unknown or other provider\'s token (TOKEN_INVALID), an expired one on a bet (TOKEN_EXPIRED)'),
  403: json(WalletError, 'ACCOUNT_LOCKED, RESPONSIBLE_GAMBLING (bets only)'),
  404: json(WalletError, 'TRANSACTION_NOT_FOUND: a win without a bet in its round, a rollback of an unknown bet (which leaves a tombstone)'),
  409: json(WalletError, 'INSUFFICIENT_FUNDS (with the real balance), TRANSACTION_CONFLICT, ROUND_CLOSED'),
  500: json(WalletError, 'Unexpected error'),
} as const;

export const EndSessionRequest = z.object({ sessionId: z.string().max(100) }).openapi('CasinoEndGameSessionRequest');
export const EndSessionResponse = envelope('CasinoEndGameSessionResponse', { SessionId: z.string(), EndedAt: z.string() });
