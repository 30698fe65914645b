/**
 * The casino's own REST calls: the aggregated catalogue the gateway lists and searches, the lobby
 * counts, the generated artwork, jackpots, casino history, EndGameSession, and the seamless wallet the
 * providers' game servers call (signed like the cashier's callbacks). The providers' own calls are in
 * provider-routes.ts.
 */
import { createHmac } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { verifyBody } from '../cashier/signing';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { json, ok } from '../http/envelope';
import { languageOf, requirePlayer, sessionHeader, sessionPlayer } from '../http/session';
import { audited } from '../staff/audit';
import { requireActor, staffHeaders } from '../staff/guard';
import { jsonBody, taggedRoute } from '../http/routes';
import { formatMinor, toMinor } from '../money';
import { gameArtSvg } from './art';
import { CATEGORY_CODES } from './catalogue';
import {
  ByIdsQuery,
  EndSessionRequest,
  EndSessionResponse,
  errors,
  GameListResponse,
  GameKind,
  GamesQuery,
  GamesResponse,
  HistoryQuery,
  HistoryResponse,
  Jackpot,
  JackpotsResponse,
  JackpotWinsResponse,
  LobbyResponse,
  LottoHistoryResponse,
  WalletBalanceRequest,
  walletErrors,
  WalletMoveRequest,
  WalletResponse,
  WalletRollbackRequest,
} from './contract';
import { CASINO_ERROR_CODES, casinoError, casinoMessage } from './errors';
import { catalogueIndex, checkSearch, filterGames, gameViews, pageOf } from './games';
import { casinoRounds } from './history';
import { lottoTickets } from './gameserver/tickets';
import { kenoView } from './gameserver/views';
import { forceTrigger, listPools, playerWins } from './jackpots';
import { PROVIDERS, providerName } from './providers';
import { endSession, sessionCurrency } from './sessions';
import { jackpotView } from './views';
import { walletBalance, walletBet, walletRollback, walletWin, type WalletAnswer } from './wallet';

const route = taggedRoute('casino');
const signed = z.object({ 'x-signature': z.string().max(200).optional() });

/** Each provider signs with its own secret, derived from the configured one: one leaked secret is one provider's. */
export const providerSecret = (config: Pick<PlatformConfig, 'casinoWalletSecret'>, provider: string) =>
  createHmac('sha256', config.casinoWalletSecret).update(`casino-wallet:${provider}`).digest('hex');

function walletRoute<T extends z.ZodType>(call: string, request: T, summary: string, answered: string) {
  return route({
    method: 'post',
    path: `/api/casino/wallet/${call}`,
    summary: `Seamless wallet: ${summary}`,
    request: { headers: signed, body: jsonBody(request) },
    responses: { 200: json(WalletResponse, answered), ...walletErrors },
  });
}

/** A history query (jackpot wins, casino rounds) as the stores take it: the dates asked and the keyset page. */
function historyPage({ from, to, First, After }: z.infer<typeof HistoryQuery>) {
  return { range: { ...(from ? { from: new Date(from) } : {}), ...(to ? { to: new Date(to) } : {}) }, first: First, after: After ? BigInt(After) : null };
}

const routes = {
  games: route({
    method: 'get',
    path: '/api/casino/games',
    summary: 'The aggregated game list of every provider: filters, search (more than 2 characters), keyset pages',
    request: { headers: sessionHeader, query: GamesQuery },
    responses: { 200: json(GamesResponse, 'A page of games'), ...errors },
  }),
  byIds: route({
    method: 'get',
    path: '/api/casino/games/byIds',
    summary: 'Games by id, in the order asked (unknown ids left out; the excluded game included): a DataLoader batch',
    request: { headers: sessionHeader, query: ByIdsQuery },
    responses: { 200: json(GameListResponse, 'The games'), ...errors },
  }),
  lobby: route({
    method: 'get',
    path: '/api/casino/lobby',
    summary: 'Providers and categories with their game counts, of one kind or of all',
    request: { query: z.object({ Kind: GameKind.optional() }) },
    responses: { 200: json(LobbyResponse, 'Counts'), ...errors },
  }),
  art: route({
    method: 'get',
    path: '/api/casino/art/{file}',
    summary: "A game's artwork, drawn from the game itself (the gateway serves it as /media/casino/{gameId}.svg)",
    request: { params: z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) }) },
    responses: { 200: { description: 'SVG', content: { 'image/svg+xml': { schema: z.string() } } }, ...errors },
  }),
  jackpots: route({
    method: 'get',
    path: '/api/casino/jackpots',
    summary: 'The progressive jackpot pools (of one currency, or all), largest first',
    request: { query: z.object({ Currency: z.string().max(10).optional() }) },
    responses: { 200: json(JackpotsResponse, 'Pools'), ...errors },
  }),
  jackpotWins: route({
    method: 'get',
    path: '/api/casino/jackpots/wins',
    summary: "The signed-in player's jackpot wins, newest first",
    request: { headers: sessionHeader, query: HistoryQuery },
    responses: { 200: json(JackpotWinsResponse, 'A page of wins'), ...errors },
  }),
  trigger: route({
    method: 'post',
    path: '/api/admin/casino/jackpots/{id}/trigger',
    summary: "Test control: the next real bet in the pool's currency wins it (e2e and demos); X-Admin-Token or an admin's staff session",
    request: { headers: staffHeaders, params: z.object({ id: z.coerce.number().int().positive() }) },
    responses: { 200: json(z.object({ HasErrors: z.literal(false), ErrorMessage: z.null(), Jackpot }).openapi('CasinoTriggerResponse'), 'Armed'), ...errors },
  }),
  history: route({
    method: 'get',
    path: '/api/profile/casinoHistory',
    summary: "Casino history (seed 002 §7): the player's rounds between from and to, newest first",
    request: { headers: sessionHeader, query: HistoryQuery },
    responses: { 200: json(HistoryResponse, 'A page of rounds'), ...errors },
  }),
  lottoHistory: route({
    method: 'get',
    path: '/api/profile/lottoHistory',
    summary: "Lotto history (seed 001 §2 LottoHistory): the player's keno tickets between from and to, newest first, with picks, draw and hits",
    request: { headers: sessionHeader, query: HistoryQuery },
    responses: { 200: json(LottoHistoryResponse, 'A page of tickets'), ...errors },
  }),
  endSession: route({
    method: 'post',
    path: '/api/SoftSwissCasino/EndGameSession',
    summary: 'End a game session (sessionId: the SessionId a launch answered); its token then refuses bets',
    request: { body: jsonBody(EndSessionRequest) },
    responses: { 200: json(EndSessionResponse, 'Ended (or already ended)'), ...errors },
  }),
  balance: walletRoute('balance', WalletBalanceRequest, "the player's cash in the session's currency. X-Signature: sha256=HMAC(raw body, the provider's secret)", 'The balance'),
  bet: walletRoute('bet', WalletMoveRequest, 'take a stake (idempotent on Provider + TransactionId). Signed as balance', 'Taken (or already taken: Replayed)'),
  win: walletRoute('win', WalletMoveRequest, "pay a round's win; Amount 0 closes a lost round. Token expiry is not checked. Signed as balance", 'Paid (or already paid: Replayed)'),
  rollback: walletRoute(
    'rollback',
    WalletRollbackRequest,
    'give a bet back (ReferenceTransactionId); an unknown bet answers TRANSACTION_NOT_FOUND and is refused if it arrives later. Signed as balance',
    'Given back (or already: Replayed)',
  ),
};

/** A wallet call's amount in minor units of the session's currency; a bet must take something. */
function amountOf(amount: string, currency: string, allowZero: boolean): bigint | null {
  const value = toMinor(amount, currency);
  return value === null || (value === 0n && !allowZero) ? null : value;
}

export function casinoRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();

  router.openapi(routes.games, async (c) => {
    const query = c.req.valid('query');
    const lang = languageOf(c);
    const search = checkSearch(query.Search, lang);
    const filter = { kind: query.Kind, category: query.Category, provider: query.Provider, studio: query.Studio, search };
    const games = filterGames(await catalogueIndex(db), filter, query.Sort);
    const { page, endCursor, hasNextPage } = pageOf(games, query.Sort, query.First, query.After, lang);
    const player = await sessionPlayer(db, config, c);
    const views = await gameViews(db, page, lang, player?.userId ?? null);
    return c.json(ok({ Games: views, TotalCount: games.length, EndCursor: endCursor, HasNextPage: hasNextPage }), 200);
  });
  router.openapi(routes.byIds, async (c) => {
    const index = await catalogueIndex(db);
    const games = c.req
      .valid('query')
      .Ids.split(',')
      .map((id) => index.byId.get(Number(id)))
      .filter((game) => game !== undefined);
    const player = await sessionPlayer(db, config, c);
    return c.json(ok({ Games: await gameViews(db, games, languageOf(c), player?.userId ?? null) }), 200);
  });
  router.openapi(routes.lobby, async (c) => {
    const games = filterGames(await catalogueIndex(db), { kind: c.req.valid('query').Kind });
    const byProvider = new Map<string, number>();
    const byCategory = new Map<string, number>();
    for (const { row } of games) {
      byProvider.set(row.provider, (byProvider.get(row.provider) ?? 0) + 1);
      for (const category of row.categories) byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
    }
    return c.json(
      ok({
        Providers: PROVIDERS.filter((p) => byProvider.has(p.code)).map((p) => ({ Code: p.code, Name: providerName(p.code), GameCount: byProvider.get(p.code)! })),
        Categories: CATEGORY_CODES.filter((code) => byCategory.has(code)).map((code) => ({ Code: code, GameCount: byCategory.get(code)! })),
        TotalCount: games.length,
      }),
      200,
    );
  });
  router.openapi(routes.art, async (c) => {
    const game = (await catalogueIndex(db)).byId.get(Number(c.req.valid('param').file.slice(0, -'.svg'.length)))?.row;
    if (!game) throw casinoError(languageOf(c), 'GAME_NOT_FOUND');
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(gameArtSvg({ slug: game.slug, title: game.title, engine: game.engine, providerName: providerName(game.provider) }), 200, { 'content-type': 'image/svg+xml' });
  });
  router.openapi(routes.jackpots, async (c) => c.json(ok({ Jackpots: (await listPools(db, c.req.valid('query').Currency)).map(jackpotView) }), 200));
  router.openapi(routes.jackpotWins, async (c) => {
    const player = await requirePlayer(db, config, c);
    const { range, first, after } = historyPage(c.req.valid('query'));
    const { rows, hasNextPage } = await playerWins(db, player.userId, first, after, range);
    return c.json(
      ok({
        Wins: rows.map((row) => ({
          Id: String(row.id),
          JackpotId: row.pool_id,
          Code: row.code,
          Name: row.name,
          Amount: formatMinor(row.amount, row.currency),
          Currency: row.currency,
          GameId: row.game_id,
          WonAt: row.won_at.toISOString(),
        })),
        EndCursor: rows.length > 0 ? String(rows.at(-1)!.id) : null,
        HasNextPage: hasNextPage,
      }),
      200,
    );
  });
  router.openapi(routes.trigger, async (c) => {
    const actor = await requireActor(c, db, config, 'test.controls');
    const id = c.req.valid('param').id;
    await audited(db, actor, 'test.controls', async (tx) => {
      if (!(await forceTrigger(tx.trx, id))) throw casinoError(languageOf(c), 'JACKPOT_NOT_FOUND');
      return { result: undefined, audit: { targetType: 'jackpot_pool', targetId: id, after: { ForceNext: true } } };
    });
    const pool = (await listPools(db)).find((p) => p.id === id)!;
    return c.json(ok({ Jackpot: jackpotView(pool) }), 200);
  });
  router.openapi(routes.history, async (c) => {
    const player = await requirePlayer(db, config, c);
    const { range, first, after } = historyPage(c.req.valid('query'));
    const { rounds, endCursor, hasNextPage } = await casinoRounds(db, player.userId, range, first, after);
    return c.json(
      ok({
        Rounds: rounds.map((round) => ({
          Id: round.key,
          Provider: round.provider,
          RoundId: round.round_id,
          GameId: round.game_id,
          Currency: round.currency,
          StartedAt: new Date(round.started_at).toISOString(),
          Stake: formatMinor(BigInt(round.stake), round.currency),
          Win: formatMinor(BigInt(round.win), round.currency),
          Status: round.status,
        })),
        EndCursor: endCursor,
        HasNextPage: hasNextPage,
      }),
      200,
    );
  });
  router.openapi(routes.lottoHistory, async (c) => {
    const player = await requirePlayer(db, config, c);
    const { range, first, after } = historyPage(c.req.valid('query'));
    const { tickets, endCursor, hasNextPage } = await lottoTickets(db, player.userId, range, first, after);
    return c.json(
      ok({
        Tickets: tickets.map((ticket) => {
          const { Picks, Drawn, Hits, Multiplier } = kenoView(ticket);
          return {
            Id: String(ticket.id),
            RoundId: ticket.roundId,
            GameId: ticket.gameId,
            Currency: ticket.currency,
            PlayedAt: ticket.playedAt.toISOString(),
            Stake: formatMinor(ticket.stake, ticket.currency),
            Win: ticket.won === null ? null : formatMinor(ticket.won, ticket.currency),
            Status: ticket.status,
            Picks,
            Drawn,
            Hits,
            Multiplier,
          };
        }),
        EndCursor: endCursor === null ? null : String(endCursor),
        HasNextPage: hasNextPage,
      }),
      200,
    );
  });
  router.openapi(routes.endSession, async (c) => {
    const session = await endSession(db, c.req.valid('json').sessionId, languageOf(c));
    return c.json(ok({ SessionId: session.token, EndedAt: session.endedAt!.toISOString() }), 200);
  });

  type WalletError = { HasErrors: true; ErrorMessage: string; ErrorCode: string; Balance?: string; Currency?: string };
  type Reply = { status: 200; body: ReturnType<typeof ok<{ Balance: string; Currency: string; Replayed: boolean }>> } | { status: 400 | 401 | 403 | 404 | 409; body: WalletError };

  /** The status comes from a table at run time, which the typed handler cannot follow; walletErrors documents each one. */
  const respond = (c: Context, reply: Reply) => c.json(reply.body, reply.status) as never;

  /** The provider's signature over the raw body, then the call; answers in the wallet's shapes. */
  const wallet = async (c: Context, provider: string, call: (currency: string) => Promise<WalletAnswer | 'INVALID_AMOUNT'>): Promise<Reply> => {
    const lang = languageOf(c);
    const refuse = (code: keyof typeof CASINO_ERROR_CODES, extra: { Balance?: string; Currency?: string } = {}): Reply => ({
      status: CASINO_ERROR_CODES[code],
      body: { HasErrors: true, ErrorMessage: casinoMessage(lang, code), ErrorCode: code, ...extra },
    });
    if (!PROVIDERS.some((p) => p.code === provider && p.launch)) return refuse('PROVIDER_UNKNOWN');
    if (!verifyBody(await c.req.text(), c.req.header('x-signature'), providerSecret(config, provider))) return refuse('INVALID_SIGNATURE');
    const token = ((await c.req.json()) as { Token: string }).Token;
    const currency = await sessionCurrency(db, token);
    if (currency === null) return refuse('TOKEN_INVALID');
    const answer = await call(currency);
    if (answer === 'INVALID_AMOUNT') return refuse('INVALID_AMOUNT');
    if (!answer.ok) {
      const money = answer.balance !== undefined && answer.currency ? { Balance: formatMinor(answer.balance, answer.currency), Currency: answer.currency } : {};
      return refuse(answer.code, money);
    }
    return { status: 200, body: ok({ Balance: formatMinor(answer.balance, answer.currency), Currency: answer.currency, Replayed: answer.replayed }) };
  };

  router.openapi(routes.balance, async (c) => {
    const input = c.req.valid('json');
    const reply = await wallet(c, input.Provider, () => walletBalance(db, { provider: input.Provider, token: input.Token }));
    return respond(c, reply);
  });
  router.openapi(routes.bet, async (c) => {
    const input = c.req.valid('json');
    const reply = await wallet(c, input.Provider, async (currency) => {
      const amount = amountOf(input.Amount, currency, false);
      if (amount === null) return 'INVALID_AMOUNT';
      return walletBet(db, { provider: input.Provider, token: input.Token, transactionId: input.TransactionId, roundId: input.RoundId, amount });
    });
    return respond(c, reply);
  });
  router.openapi(routes.win, async (c) => {
    const input = c.req.valid('json');
    const reply = await wallet(c, input.Provider, async (currency) => {
      const amount = amountOf(input.Amount, currency, true);
      if (amount === null) return 'INVALID_AMOUNT';
      return walletWin(db, { provider: input.Provider, token: input.Token, transactionId: input.TransactionId, roundId: input.RoundId, amount });
    });
    return respond(c, reply);
  });
  router.openapi(routes.rollback, async (c) => {
    const input = c.req.valid('json');
    const reply = await wallet(c, input.Provider, () =>
      walletRollback(db, { provider: input.Provider, token: input.Token, transactionId: input.TransactionId, roundId: input.RoundId, referenceTransactionId: input.ReferenceTransactionId }),
    );
    return respond(c, reply);
  });
  return router;
}
