/**
 * The game server's HTTP face: the game page a launch points at and the play API its script calls.
 * Both are reached through the gateway's /games/* passthrough. The token in the path names the game
 * session (a launch made it for one player, one game, one mode); a real-money one also needs the
 * player's own session (X-Session-Token, which the gateway takes from the og_session cookie): a URL
 * that leaks (a screenshot, a log, a shared link) must not play someone's money (issue 14 §12d). Demo
 * sessions, often anonymous and play money only, stay token-only.
 *
 *   GET  /games/{engine}/{token}   the page (HTML), or a translated error page
 *   POST /games/api/{token}        one play: slot/roulette spin, blackjack deal/hit/stand/double/split, keno draw
 */
import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/connection';
import { createRouter } from '../../http/app';
import { errorResponses, json, ok } from '../../http/envelope';
import { resolveSession } from '../../account/sessions';
import type { PlatformConfig } from '../../config';
import { languageOf, sessionHeader } from '../../http/session';
import { jsonBody } from '../../http/routes';
import { currencyDecimals, formatMinor, toMinor } from '../../money';
import { validPicks } from '../../../rules/casino/keno';
import { coveredNumbers, type RouletteBetType } from '../../../rules/casino/roulette';
import { slotVariantOf, type SlotLineCount } from '../../../rules/casino/slot';
import { frameHeaders } from '../../../rules/framing';
import type { Random } from '../../../rules/casino/random';
import { sessionByToken, type CasinoSession } from '../sessions';
import { GameErrorEnvelope, PlayRequest, PlayResponse } from './contract';
import { GameError, gameError, gameMessage } from './errors';
import { errorPage, gamePage } from './page';
import { oneAtATime, sessionPlay, type GameServerDeps, type PlayResult } from './play';
import { gameRandom } from './random';
import { roundView } from './views';
import { seamlessWallet, type WalletFunctions } from './wallets';
import { log } from '../../log';

export interface GameServerOptions {
  /** The RNG; tests pass a seeded one to deal a known hand. */
  random?: Random;
  /** The seamless wallet's functions; tests wrap them to fail. */
  wallet?: WalletFunctions;
}

/** The stakes the page offers, in major units; the server takes any amount between the first and the last. */
const STAKES = ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'];
/** A roulette table's limits: each bet at least the minimum stake, all bets of a spin at most this. */
const ROULETTE_TABLE_MAX = '500.00';
const DEFAULT_STAKE = '1.00';

const ENGINES = ['slot', 'roulette', 'blackjack', 'keno'] as const;
const Token = z.string().min(8).max(128).regex(/^[A-Za-z0-9_-]+$/);

const routes = {
  page: createRoute({
    method: 'get',
    path: '/games/{engine}/{token}',
    tags: ['casino'],
    summary: "A launched game session's game page: self-contained HTML that runs in the web's game frame",
    request: { params: z.object({ engine: z.enum(ENGINES), token: Token }), headers: sessionHeader },
    responses: {
      200: { description: 'The game page', content: { 'text/html': { schema: z.string() } } },
      403: { description: "A real-money session without its player's own session (X-Session-Token): a translated error page", content: { 'text/html': { schema: z.string() } } },
      404: { description: 'Unknown session: a translated error page', content: { 'text/html': { schema: z.string() } } },
      410: { description: 'Ended session: a translated error page', content: { 'text/html': { schema: z.string() } } },
      ...errorResponses,
    },
  }),
  play: createRoute({
    method: 'post',
    path: '/games/api/{token}',
    tags: ['casino'],
    summary: "One play of a game session: the round's outcome and the balance after it (real money through the seamless wallet, demo play money kept here)",
    request: { params: z.object({ token: Token }), headers: sessionHeader, body: jsonBody(PlayRequest) },
    responses: {
      200: json(PlayResponse, 'The round and the balance'),
      ...errorResponses,
      400: json(GameErrorEnvelope, 'Invalid input (a stake out of limits, a bet not on the table, keno picks not 1–10 distinct numbers of 1…80): nothing was played'),
      401: json(GameErrorEnvelope, 'The session has expired'),
      403: json(GameErrorEnvelope, "The account is locked, or a real-money session without its player's own session (X-Session-Token): nothing played, nothing told"),
      404: json(GameErrorEnvelope, 'No such session'),
      409: json(GameErrorEnvelope, 'Refused: insufficient funds (with the balance), a move not allowed now, the session ended'),
      429: json(GameErrorEnvelope, "SLOT_CYCLE_TOO_FAST: a slot spin sooner than the jurisdiction's minimum game cycle after the last one"),
    },
  }),
};

/** Minor-unit limits of stakes in a currency (a currency without cents starts at 1). */
function stakeLimits(currency: string) {
  const scale = 10n ** BigInt(currencyDecimals(currency));
  return { min: (scale / 10n) > 0n ? scale / 10n : 1n, max: 100n * scale, table: toMinor(ROULETTE_TABLE_MAX, currency) ?? 500n * scale };
}

function stakeOf(input: string | number | undefined, session: CasinoSession): bigint {
  const { min, max } = stakeLimits(session.currency);
  const stake = input === undefined ? null : toMinor(input, session.currency);
  if (stake === null || stake < min || stake > max) throw invalidStake(session, min, max);
  return stake;
}

function invalidStake(session: CasinoSession, min: bigint, max: bigint): GameError {
  return new GameError('INVALID_STAKE', gameMessage(session.language, 'INVALID_STAKE', { min: formatMinor(min, session.currency), max: formatMinor(max, session.currency) }));
}

type PlayBody = z.infer<typeof PlayRequest>;

function rouletteBets(body: PlayBody, session: CasinoSession) {
  const { min, table } = stakeLimits(session.currency);
  if (!body.Bets || body.Bets.length === 0) throw gameError(session.language, 'INVALID_BET');
  const bets = body.Bets.map((bet) => {
    const covered = coveredNumbers({ type: bet.Type, numbers: bet.Numbers ?? [] });
    if (!covered) throw gameError(session.language, 'INVALID_BET');
    const amount = toMinor(bet.Amount, session.currency);
    if (amount === null || amount < min) throw invalidStake(session, min, table);
    return { type: bet.Type as RouletteBetType, numbers: bet.Numbers ?? [], covered, amount };
  });
  if (bets.reduce((sum, bet) => sum + bet.amount, 0n) > table) throw invalidStake(session, min, table);
  return bets;
}

const modeOf = (session: CasinoSession) => (session.mode === 'real' ? ('REAL' as const) : ('DEMO' as const));

/**
 * Whether the request may act on the game session: a demo session always; a real-money one only with
 * the live session of the player it was launched for.
 */
async function mayPlay(db: Db, config: PlatformConfig, c: Context, session: CasinoSession): Promise<boolean> {
  if (session.mode !== 'real') return true;
  if (session.userId === null) return false;
  const player = await resolveSession(db, config, c.req.header('x-session-token'));
  return player !== null && player.user_id === session.userId;
}

export function gameServerRoutes(db: Db, config: PlatformConfig, options: GameServerOptions = {}) {
  const router = createRouter();
  const deps: GameServerDeps = { db, random: options.random ?? gameRandom, wallet: options.wallet ?? seamlessWallet };

  router.openapi(routes.page, async (c) => {
    const { engine, token } = c.req.valid('param');
    const session = await sessionByToken(db, token);
    // Every answer here, the error pages included, shows in the web's game frame: framed by this site only (issue 14 §12c).
    for (const [name, value] of Object.entries(frameHeaders('self'))) c.header(name, value);
    if (!session || session.engine !== engine) return c.html(errorPage(languageOf(c), gameMessage(languageOf(c), 'SESSION_NOT_FOUND')), 404);
    if (!(await mayPlay(db, config, c, session))) {
      c.header('cache-control', 'no-store');
      return c.html(errorPage(languageOf(c), gameMessage(languageOf(c), 'SESSION_NOT_YOURS')), 403);
    }
    if (session.endedAt) return c.html(errorPage(session.language, gameMessage(session.language, 'SESSION_ENDED')), 410);
    const play = sessionPlay(deps, session);
    const shown = await oneAtATime(session.id, async () => {
      // A round an earlier visit left unpaid is paid before the page shows a balance.
      await play.resume().catch((error: unknown) => log.warn({ err: error }, 'game server: a pending round could not be finished yet'));
      return { balance: await play.balance(), round: await play.openRound() };
    }).catch((error: unknown) => {
      if (error instanceof GameError) return error;
      throw error;
    });
    if (shown instanceof GameError) return c.html(errorPage(session.language, shown.message), 404);
    const nonce = randomBytes(16).toString('base64');
    // Only its own script, only its own site to talk to, framed only by its own site (the web's game frame).
    c.header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`);
    c.header('x-content-type-options', 'nosniff');
    c.header('cache-control', 'no-store');
    c.header('referrer-policy', 'no-referrer');
    const html = gamePage(
      {
        token,
        engine: session.engine,
        variant: session.variant,
        title: session.title,
        mode: modeOf(session),
        currency: session.currency,
        lang: session.language,
        balance: formatMinor(shown.balance, session.currency),
        stakes: STAKES.map((stake) => toMinor(stake, session.currency))
          .filter((stake): stake is bigint => stake !== null && stake >= stakeLimits(session.currency).min)
          .map((stake) => formatMinor(stake, session.currency)),
        stake: formatMinor(toMinor(DEFAULT_STAKE, session.currency) ?? 0n, session.currency),
        round: shown.round?.engine === 'blackjack' ? roundView(shown.round, session.currency) : null,
      },
      nonce,
    );
    return c.html(html, 200);
  });

  router.openapi(routes.play, async (c) => {
    const { token } = c.req.valid('param');
    const body = c.req.valid('json');
    const session = await sessionByToken(db, token);
    if (!session) {
      const refusal = gameError(languageOf(c), 'SESSION_NOT_FOUND');
      return c.json({ HasErrors: true as const, ErrorMessage: refusal.message, ErrorCode: refusal.code }, 404);
    }
    if (!(await mayPlay(db, config, c, session))) {
      // Neither the balance nor the round: nothing of the owner's is told to whoever holds the token.
      const refusal = gameError(languageOf(c), 'SESSION_NOT_YOURS');
      return c.json({ HasErrors: true as const, ErrorMessage: refusal.message, ErrorCode: refusal.code }, 403);
    }
    const requestId = body.RequestId ?? randomBytes(16).toString('hex');
    const play = sessionPlay(deps, session);
    const lang = session.language;
    const run = (): Promise<PlayResult> => {
      switch (session.engine) {
        case 'slot': {
          if (body.Action !== 'spin') throw gameError(lang, 'INVALID_ACTION');
          return play.spinSlot(requestId, slotVariantOf(session.variant), (body.Lines ?? 20) as SlotLineCount, stakeOf(body.Stake, session));
        }
        case 'roulette':
          if (body.Action !== 'spin') throw gameError(lang, 'INVALID_ACTION');
          return play.spinRoulette(requestId, rouletteBets(body, session));
        case 'blackjack':
          if (body.Action === 'deal') return play.deal(requestId, stakeOf(body.Stake, session));
          if (body.Action === 'spin' || body.Action === 'draw') throw gameError(lang, 'INVALID_ACTION');
          return play.act(requestId, body.Action);
        case 'keno': {
          if (body.Action !== 'draw') throw gameError(lang, 'INVALID_ACTION');
          const picks = validPicks(body.Picks ?? []);
          if (!picks) throw gameError(lang, 'INVALID_PICKS');
          return play.drawKeno(requestId, picks, stakeOf(body.Stake, session));
        }
      }
    };
    try {
      const result = await oneAtATime(session.id, run);
      return c.json(
        ok({
          Mode: modeOf(session),
          Currency: session.currency,
          Balance: formatMinor(result.balance, session.currency),
          Replayed: result.replayed,
          Round: roundView(result.round, session.currency),
        }),
        200,
      );
    } catch (error) {
      // Answered here, not by the app's handler, so a refusal that knows the balance carries it (the
      // page shows what the wallet said) and this router answers alike wherever it is mounted.
      if (!(error instanceof GameError)) throw error;
      const balance = error.balance === undefined ? {} : { Balance: formatMinor(error.balance, session.currency) };
      return c.json({ HasErrors: true as const, ErrorMessage: error.message, ErrorCode: error.code, ...balance }, error.status === 429 ? 409 : error.status);
    }
  });

  return router;
}
