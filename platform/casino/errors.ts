/**
 * The casino's expected refusals, each a typed code with a translated message from
 * locales/<lang>/casino.json (errors.<CODE>). Launch failures are also stored per game (sessions.ts).
 */
import type { z } from '@hono/zod-openapi';
import { errorEnvelope } from '../http/envelope';
import { DomainError, errorCodeEnum, meaningsOf, statusesOf } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

/** Launching a game or ending its session (the gateway's CasinoError): [HTTP status, meaning]. */
const LAUNCH_ERRORS = {
  GAME_NOT_FOUND: [404, 'No such game in the catalogue.'],
  GAME_UNAVAILABLE: [409, 'The game is not working at the moment (seed 002 §9 "not working").'],
  DEMO_UNAVAILABLE: [409, 'The game has no demo (live games): play it for real money.'],
  SIGN_IN_REQUIRED: [401, 'Real money needs a signed-in player.'],
  ACCOUNT_LOCKED: [403, 'The account may not play for money now.'],
  SESSION_NOT_FOUND: [404, 'No such game session (endGameSession).'],
} as const;

/** Reading the catalogue: a search of 2 characters or fewer (seed 000), a cursor it did not give. */
const CATALOGUE_ERRORS = {
  SEARCH_TOO_SHORT: [400, 'A search needs more than 2 characters.'],
  INVALID_CURSOR: [400, 'The page cursor was not given by this list (or is stale); start again from the first page.'],
} as const;

/** The back office's lobby changes and jackpot calls (issue 18). */
const OPERATOR_ERRORS = {
  JACKPOT_NOT_FOUND: [404, 'No such jackpot pool.'],
  GAME_RETIRED: [409, 'The game is retired already: it cannot be retired again or marked.'],
} as const;

/** The seamless wallet's answers to a game provider (wallet.ts, routes.ts). */
const WALLET_ERRORS = {
  INVALID_SIGNATURE: [401, 'The X-Signature over the raw body is wrong.'],
  PROVIDER_UNKNOWN: [404, 'No such game provider.'],
  INVALID_AMOUNT: [400, 'The amount is not a positive decimal in the currency.'],
  INSUFFICIENT_FUNDS: [409, 'The balance does not cover the bet (Balance says what it is).'],
  TOKEN_INVALID: [401, "An unknown token, or another provider's."],
  TOKEN_EXPIRED: [401, 'The session is over: no more bets on it.'],
  TRANSACTION_NOT_FOUND: [404, 'A win without a bet in its round, or a rollback of an unknown bet.'],
  TRANSACTION_CONFLICT: [409, 'The transaction id was already used with other details.'],
  ROUND_CLOSED: [409, 'The round is already closed.'],
  ACCOUNT_LOCKED: [403, null],
  RESPONSIBLE_GAMBLING: [403, "The player's wager or loss limit, time-out or self-exclusion refuses the bet (issue 17)."],
} as const;

export const CasinoErrorCode = errorCodeEnum('CasinoErrorCode', 'The casino refusal kinds (launch failures).', meaningsOf(LAUNCH_ERRORS));
export const CasinoCatalogueErrorCode = errorCodeEnum('CasinoCatalogueErrorCode', "The casino catalogue's refusals.", meaningsOf(CATALOGUE_ERRORS));
export const CasinoOperatorErrorCode = errorCodeEnum('CasinoOperatorErrorCode', "The casino's refusals to the back office (the lobby, the jackpots).", meaningsOf(OPERATOR_ERRORS));
export const CasinoWalletErrorCode = errorCodeEnum('CasinoWalletErrorCode', "The seamless wallet's refusals to a game provider.", meaningsOf(WALLET_ERRORS));

export const CasinoErrorEnvelope = errorEnvelope('CasinoErrorEnvelope', [CasinoErrorCode, CasinoCatalogueErrorCode, CasinoOperatorErrorCode]);
export const CasinoWalletErrorEnvelope = (extra: z.ZodRawShape) => errorEnvelope('CasinoWalletError', [CasinoWalletErrorCode], extra);

/** Every casino code's HTTP status. */
export const CASINO_ERROR_CODES = statusesOf({ ...LAUNCH_ERRORS, ...CATALOGUE_ERRORS, ...OPERATOR_ERRORS, ...WALLET_ERRORS });

export type CasinoErrorCode = keyof typeof CASINO_ERROR_CODES;

export class CasinoError extends DomainError<CasinoErrorCode> {}

export const casinoMessage = (lang: SupportedLanguage, code: CasinoErrorCode) => t(lang, `casino:errors.${code}`);

export function casinoError(lang: SupportedLanguage, code: CasinoErrorCode): CasinoError {
  return new CasinoError(CASINO_ERROR_CODES[code], code, casinoMessage(lang, code));
}
