/**
 * The game server's expected refusals, each a code with a message from locales/<lang>/games.json
 * (errors.<CODE>). A refusal that knows the player's balance (insufficient funds above all) carries
 * it, so the page can show what the wallet answered.
 */
import { DomainError, errorCodeEnum } from '../../http/errors';
import { t } from '../../i18n';
import type { SupportedLanguage } from '../../reference/data';
import type { WalletErrorCode } from '../wallet';

export const GAME_ERROR_CODES = {
  SESSION_NOT_FOUND: 404,
  SESSION_ENDED: 409,
  SESSION_EXPIRED: 401,
  // A real-money session asked for without the session of the player it was launched for (issue 14 §12d).
  SESSION_NOT_YOURS: 403,
  ACCOUNT_LOCKED: 403,
  INVALID_STAKE: 400,
  INVALID_BET: 400,
  // A keno ticket whose picks are not 1 to 10 distinct numbers of 1…80.
  INVALID_PICKS: 400,
  INVALID_ACTION: 409,
  ROUND_IN_PROGRESS: 409,
  NO_OPEN_ROUND: 409,
  INSUFFICIENT_FUNDS: 409,
  // The wallet refused to pay a round (its stakes were given back) or could not be reached (the round
  // is kept and finished by the next request).
  ROUND_FAILED: 409,
  WALLET_UNAVAILABLE: 409,
  // The wallet refused the stake by a responsible-gambling limit or exclusion (the game server asks
  // first and answers the limit's own message; this is the wallet's word when it alone refused).
  RESPONSIBLE_GAMBLING: 403,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409>;

export type GameErrorCode = keyof typeof GAME_ERROR_CODES;

/** The game server's codes for the contract (its own envelope, GameErrorEnvelope); games.json holds what each says to a player. */
export const GameErrorCode = errorCodeEnum(
  'GameErrorCode',
  "The game server's refusals to a game page.",
  Object.fromEntries(Object.keys(GAME_ERROR_CODES).map((code) => [code, null])) as Record<GameErrorCode, null>,
);

export class GameError extends DomainError<GameErrorCode> {
  constructor(
    code: GameErrorCode,
    message: string,
    /** Minor units, when the refusal knows the balance. */
    readonly balance?: bigint,
  ) {
    super(GAME_ERROR_CODES[code], code, message);
  }
}

export const gameMessage = (lang: SupportedLanguage, code: GameErrorCode, vars: Record<string, string> = {}) => t(lang, `games:errors.${code}`, vars);

export const gameError = (lang: SupportedLanguage, code: GameErrorCode, balance?: bigint) => new GameError(code, gameMessage(lang, code), balance);

/** The wallet's refusal as the player reads it. */
export function walletRefusal(code: WalletErrorCode): GameErrorCode {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
    case 'ACCOUNT_LOCKED':
    case 'RESPONSIBLE_GAMBLING':
      return code;
    case 'TOKEN_EXPIRED':
      return 'SESSION_EXPIRED';
    case 'TOKEN_INVALID':
      return 'SESSION_NOT_FOUND';
    case 'ROUND_CLOSED':
    case 'TRANSACTION_CONFLICT':
    case 'TRANSACTION_NOT_FOUND':
      return 'ROUND_FAILED';
  }
}
