/**
 * The casino's expected refusals, each a typed code with a translated message from
 * locales/<lang>/casino.json (errors.<CODE>). Launch failures are also stored per game (sessions.ts).
 */
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

export const CASINO_ERROR_CODES = {
  GAME_NOT_FOUND: 404,
  GAME_UNAVAILABLE: 409,
  DEMO_UNAVAILABLE: 409,
  SIGN_IN_REQUIRED: 401,
  ACCOUNT_LOCKED: 403,
  SESSION_NOT_FOUND: 404,
  SEARCH_TOO_SHORT: 400,
  INVALID_CURSOR: 400,
  JACKPOT_NOT_FOUND: 404,
  INVALID_SIGNATURE: 401,
  PROVIDER_UNKNOWN: 404,
  INVALID_AMOUNT: 400,
  // The seamless wallet's answers (wallet.ts).
  INSUFFICIENT_FUNDS: 409,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_CONFLICT: 409,
  ROUND_CLOSED: 409,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409>;

export type CasinoErrorCode = keyof typeof CASINO_ERROR_CODES;

export class CasinoError extends DomainError {
  declare readonly code: CasinoErrorCode;
}

export const casinoMessage = (lang: SupportedLanguage, code: CasinoErrorCode) => t(lang, `casino:errors.${code}`);

export function casinoError(lang: SupportedLanguage, code: CasinoErrorCode): CasinoError {
  return new CasinoError(CASINO_ERROR_CODES[code], code, casinoMessage(lang, code));
}
