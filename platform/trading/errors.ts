/** The trading desk's refusals (issue 19), each a typed code with a translated message from locales/<lang>/backoffice.json (trading.errors). */
import { errorEnvelope } from '../http/envelope';
import { DomainError, errorCodeEnum, meaningsOf, statusesOf } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

const TRADING_ERRORS = {
  NO_MARKETS: [400, 'A correction names at least one market or the corrected final score; nothing was changed.'],
  INVALID_SCORE: [400, 'A corrected final score is two whole numbers of at least 0; nothing was changed.'],
  DUPLICATE_MARKET: [400, 'A market is named twice in one correction; nothing was changed.'],
  MATCH_NOT_FOUND: [404, 'No such match.'],
  MATCH_NOT_SETTLED: [409, 'The match has not ended: only a settled match can be corrected; nothing was changed.'],
  MARKET_NOT_FOUND: [404, 'The match has no such market (no result and no ticket on it); nothing was changed.'],
  OUTCOME_NOT_FOUND: [400, 'A corrected result names an outcome the market does not have, or a result that does not exist; nothing was changed.'],
} as const satisfies Record<string, readonly [400 | 404 | 409, string]>;

export type TradingErrorCode = keyof typeof TRADING_ERRORS;
const STATUSES = statusesOf(TRADING_ERRORS);

export const TradingErrorCode = errorCodeEnum('TradingErrorCode', "The trading desk's refusals.", meaningsOf(TRADING_ERRORS));
export const TradingErrorEnvelope = errorEnvelope('TradingErrorEnvelope', [TradingErrorCode]);

/** Thrown by the platform rule without a language; the route translates it (translated). */
export class CorrectionError extends Error {
  constructor(readonly code: TradingErrorCode) {
    super(TRADING_ERRORS[code][1]);
  }
}

export class TradingError extends DomainError<TradingErrorCode> {}

/** A refusal in the caller's language; the message is backoffice:trading.errors.<CODE>. */
export const tradingError = (lang: SupportedLanguage, code: TradingErrorCode): TradingError => new TradingError(STATUSES[code], code, t(lang, `backoffice:trading.errors.${code}`));
