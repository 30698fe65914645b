/**
 * The bet-placement error kinds of seed 002 §8 (and the few a real book adds: odds changed, a selection
 * gone or suspended), each a typed code with a translated message from locales/<lang>/betting.json.
 */
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

export const BET_ERROR_CODES = {
  ACCOUNT_LOCKED: 403,
  DIFFERENT_SOURCES: 400,
  INCOMPATIBLE_SELECTIONS: 400,
  INVALID_COMBINATION: 400,
  LAY_NOT_OFFERED: 400,
  MARKETS_OUTRIGHTS_COMBINATION: 400,
  INVALID_STAKE: 400,
  LINE_ALREADY_ADDED: 400,
  LIMIT_REACHED: 400,
  MAX_SELECTIONS: 400,
  MIN_STAKE: 400,
  MIN_SELECTIONS: 400,
  NO_PRIVILEGES: 403,
  OUTDATED_BALANCE: 409,
  PLACE_BET_IN_PROGRESS: 409,
  TERMS_NOT_ACCEPTED: 403,
  INSUFFICIENT_BALANCE: 400,
  ODDS_CHANGED: 409,
  SELECTION_UNAVAILABLE: 400,
  SELECTION_SUSPENDED: 409,
  TRADER_OFFERS_UNAVAILABLE: 400,
  FREE_BET_UNAVAILABLE: 400,
  INSURANCE_UNAVAILABLE: 400,
  NOT_FOUND: 404,
  NOT_OPEN: 409,
  CASHOUT_UNAVAILABLE: 409,
  CASHOUT_DECLINED: 409,
  IDEMPOTENCY_CONFLICT: 409,
  VALIDATION: 400,
} as const satisfies Record<string, 400 | 403 | 404 | 409>;

export type BetErrorCode = keyof typeof BET_ERROR_CODES;

export class BetError extends DomainError {
  declare readonly code: BetErrorCode;
}

/** A refusal in the caller's language; the message is betting:errors.<CODE>. */
export function betError(lang: SupportedLanguage, code: BetErrorCode, vars: Record<string, string | number> = {}): BetError {
  return new BetError(BET_ERROR_CODES[code], code, t(lang, `betting:errors.${code}`, vars));
}
