/**
 * Expected failures are values (ARCHITECTURE rule 4): these classes are thrown by
 * resolvers (usually from an upstream envelope) and the errors plugin turns them
 * into members of the field's result union. Anything else is masked by Yoga.
 */
/** Bet refusals (platform/betting/errors.ts BET_ERROR_CODES, seed 002 §8) that only the betting service gives. */
const BET_REFUSALS = [
  'DIFFERENT_SOURCES',
  'INCOMPATIBLE_SELECTIONS',
  'INVALID_COMBINATION',
  'LAY_NOT_OFFERED',
  'MARKETS_OUTRIGHTS_COMBINATION',
  'INVALID_STAKE',
  'LINE_ALREADY_ADDED',
  'LIMIT_REACHED',
  'MAX_SELECTIONS',
  'MIN_STAKE',
  'MIN_SELECTIONS',
  'NO_PRIVILEGES',
  'OUTDATED_BALANCE',
  'PLACE_BET_IN_PROGRESS',
  'TERMS_NOT_ACCEPTED',
  'ODDS_CHANGED',
  'SELECTION_UNAVAILABLE',
  'SELECTION_SUSPENDED',
  'TRADER_OFFERS_UNAVAILABLE',
  'FREE_BET_UNAVAILABLE',
  'INSURANCE_UNAVAILABLE',
  'NOT_OPEN',
  'CASHOUT_UNAVAILABLE',
  'CASHOUT_DECLINED',
] as const;

/** Game launch and session refusals (platform/casino/errors.ts) that only the casino gives. */
const CASINO_REFUSALS = ['GAME_NOT_FOUND', 'GAME_UNAVAILABLE', 'DEMO_UNAVAILABLE', 'SIGN_IN_REQUIRED', 'SESSION_NOT_FOUND'] as const;

export const ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'EMAIL_NOT_VERIFIED',
  'CAPTCHA_INVALID',
  'TWO_FACTOR_INVALID',
  'TOKEN_INVALID',
  // Cashier refusals (platform/cashier): the method, a voucher, the password, the balance, a retried key, the state.
  'METHOD_UNAVAILABLE',
  'VOUCHER_INVALID',
  'VOUCHER_USED',
  'VOUCHER_CURRENCY',
  'WRONG_PASSWORD',
  'INSUFFICIENT_BALANCE',
  'IDEMPOTENCY_CONFLICT',
  'ALREADY_PROCESSED',
  'TRANSFER_NOT_FOUND',
  'WITHDRAWAL_NOT_FOUND',
  'NOT_CANCELABLE',
  // Bonus refusals (platform/bonus CLAIM_FAILURES and cancel).
  'BONUS_INVALID',
  'BONUS_ALREADY_CLAIMED',
  'BONUS_ACTIVE_EXISTS',
  'BONUS_DEPOSIT_REQUIRED',
  'BONUS_FIRST_DEPOSIT_ONLY',
  'BONUS_DEPOSIT_USED',
  'BONUS_CURRENCY',
  'BONUS_NOT_FOUND',
  'BONUS_NOT_CANCELABLE',
  ...BET_REFUSALS,
  ...CASINO_REFUSALS,
  // Catalogue refusals (platform/casino): a search of 2 characters or fewer (seed 000), a cursor it did not give.
  'SEARCH_TOO_SHORT',
  'INVALID_CURSOR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The betting service's refusal codes, as platform/betting/errors.ts names them (the gateway imports no
 * platform code; tests/gateway/betting.test.ts checks the two lists agree). Some are shared with other
 * domains (INSUFFICIENT_BALANCE, NOT_FOUND, VALIDATION…): from a betting call they are all BetErrors.
 */
export const PLATFORM_BET_ERROR_CODES = [
  // Codes other domains give too; from a betting call they are BetErrors.
  'ACCOUNT_LOCKED',
  'INSUFFICIENT_BALANCE',
  'NOT_FOUND',
  'IDEMPOTENCY_CONFLICT',
  'VALIDATION',
  ...BET_REFUSALS,
] as const satisfies readonly ErrorCode[];

/** The BetErrorCode enum: the platform's codes and UNAUTHORIZED (a signed-out placement answers AuthError). */
export const BET_ERROR_CODES = [...PLATFORM_BET_ERROR_CODES, 'UNAUTHORIZED'] as const satisfies readonly ErrorCode[];
export type BetErrorCode = (typeof BET_ERROR_CODES)[number];

export const isPlatformBetErrorCode = (code: string | undefined): code is (typeof PLATFORM_BET_ERROR_CODES)[number] =>
  (PLATFORM_BET_ERROR_CODES as readonly string[]).includes(code ?? '');

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The platform's text (already in the request language), used when the code has no translation. */
    readonly upstreamMessage: string,
    /** Seconds until the caller may try again (lockouts and rate limits). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(upstreamMessage);
  }
}

const AUTH_CODES: ReadonlySet<ErrorCode> = new Set(['UNAUTHORIZED', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'EMAIL_NOT_VERIFIED', 'CAPTCHA_INVALID', 'TWO_FACTOR_INVALID']);

/** Sign-in and session failures: wrong credentials, a lockout, an unverified e-mail, a wrong captcha or code. */
export class AuthError extends DomainError {}

/** Too many attempts from this address or for this account. */
export class RateLimitedError extends DomainError {}

/** Any other expected refusal: a used or expired token, a restricted country, a conflict. */
export class ActionError extends DomainError {}

const CASHIER_CODES: ReadonlySet<ErrorCode> = new Set([
  'METHOD_UNAVAILABLE',
  'VOUCHER_INVALID',
  'VOUCHER_USED',
  'VOUCHER_CURRENCY',
  'WRONG_PASSWORD',
  'INSUFFICIENT_BALANCE',
  'IDEMPOTENCY_CONFLICT',
  'ALREADY_PROCESSED',
  'TRANSFER_NOT_FOUND',
  'WITHDRAWAL_NOT_FOUND',
  'NOT_CANCELABLE',
]);

/** A deposit, withdrawal or transfer the cashier refused; field names the form field it concerns, when one does. */
export class CashierError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly field: string | null = null,
  ) {
    super(code, message);
  }
}

/**
 * Seed 001 §4: a claim refused because the bonus belongs to a deposit turns the
 * "Error claiming bonus" modal's button into "Deposit": a deposit is what helps.
 */
const NEEDS_DEPOSIT: ReadonlySet<ErrorCode> = new Set(['BONUS_DEPOSIT_REQUIRED', 'BONUS_DEPOSIT_USED']);

/** A bonus claim or cancel the bonus service refused (also a deposit's bonus code). */
export class BonusError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly field: string | null = null,
  ) {
    super(code, message);
  }

  get requiresDeposit(): boolean {
    return NEEDS_DEPOSIT.has(this.code);
  }
}

/**
 * The betting service refused a slip selection, a placement, an offer answer or a cash-out (seed 002 §8);
 * the message is the platform's, already in the request language. Nothing was changed.
 */
export class BetError extends DomainError {
  constructor(
    readonly betErrorCode: BetErrorCode,
    message: string,
  ) {
    super(betErrorCode, message);
  }
}

/** The CasinoErrorCode enum: the launch refusals and the account's own state (a locked account may not play for money). */
export const CASINO_ERROR_CODES = [...CASINO_REFUSALS, 'ACCOUNT_LOCKED', 'UNAUTHORIZED'] as const satisfies readonly ErrorCode[];
export type CasinoErrorCode = (typeof CASINO_ERROR_CODES)[number];

export const isCasinoErrorCode = (code: string | undefined): code is CasinoErrorCode => (CASINO_ERROR_CODES as readonly string[]).includes(code ?? '');

/** The casino refused to launch a game or end its session; the message is the platform's, already in the request language. */
export class CasinoError extends DomainError {
  constructor(
    readonly casinoErrorCode: CasinoErrorCode,
    message: string,
  ) {
    super(casinoErrorCode, message);
  }
}

/** The typed error for an upstream failure code; field is the form field the platform named, if any. */
export function domainErrorOf(code: ErrorCode, message: string, retryAfterSeconds: number | null = null, field: string | null = null): DomainError {
  if (AUTH_CODES.has(code)) return new AuthError(code, message, retryAfterSeconds);
  if (code === 'RATE_LIMITED') return new RateLimitedError(code, message, retryAfterSeconds);
  if (code.startsWith('BONUS_')) return new BonusError(code, message, field);
  if (CASHIER_CODES.has(code)) return new CashierError(code, message, field);
  // What is left of the bet codes is the betting service's alone (ODDS_CHANGED, MIN_STAKE…).
  if (isPlatformBetErrorCode(code)) return new BetError(code, message);
  return new ActionError(code, message, retryAfterSeconds);
}

export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super('VALIDATION', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super('NOT_FOUND', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super('FORBIDDEN', message);
  }
}
