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
  // Agent refusals (platform/agents): a demo user's play money, transfers across currencies, a type the agent may not create.
  'PLAY_MONEY_ONLY',
  'CURRENCY_MISMATCH',
  'ACCOUNT_TYPE_NOT_ALLOWED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What each ErrorCode means to a client (issue 8: partners read a documented schema): the ErrorCode and
 * BetErrorCode enums take their value descriptions from here, in the order of the lists above.
 */
export const ERROR_CODE_DESCRIPTIONS: Record<ErrorCode, string> = {
  VALIDATION: 'The input was rejected; ValidationError.fields names each field and what is wrong with it. Nothing was changed.',
  NOT_FOUND: 'The thing asked for (a ticket, a transaction, a match…) does not exist or is not the caller\'s.',
  UNAUTHORIZED: 'Not signed in, or the session expired.',
  FORBIDDEN: 'Signed in, but this account may not do this.',
  CONFLICT: 'This was already done (e.g. a token already used).',
  RATE_LIMITED: 'Too many attempts from this address, account or API key; retryAfterSeconds (and Retry-After on HTTP) says when to try again.',
  INTERNAL: 'An unexpected failure; safe to retry later.',
  INVALID_CREDENTIALS: 'The user name or password is wrong.',
  ACCOUNT_LOCKED: 'The account is locked (by an operator, its agent or too many failed sign-ins): it cannot sign in or bet.',
  EMAIL_NOT_VERIFIED: 'The e-mail address must be verified (the link in the confirmation e-mail) before signing in.',
  CAPTCHA_INVALID: 'The captcha answer or the proof-of-work solution is wrong or expired; fetch a new captcha.',
  TWO_FACTOR_INVALID: 'The two-factor code, recovery code or ticket is wrong or expired.',
  TOKEN_INVALID: 'The e-mail verification or password-reset token is wrong, used or expired.',
  METHOD_UNAVAILABLE: 'The payment method is not open to this account, currency or amount.',
  VOUCHER_INVALID: 'The voucher code is not valid.',
  VOUCHER_USED: 'The voucher was already redeemed.',
  VOUCHER_CURRENCY: 'The voucher is in another currency than the account.',
  WRONG_PASSWORD: 'The account password given with a withdrawal is wrong (CashierError.field is "Password").',
  INSUFFICIENT_BALANCE: 'The cash balance does not cover the amount or stake.',
  IDEMPOTENCY_CONFLICT: 'The idempotency key was already used for a request with other details; use a new key for a new request.',
  ALREADY_PROCESSED: 'The deposit or transfer was already credited.',
  TRANSFER_NOT_FOUND: 'No such X1 transfer for this account.',
  WITHDRAWAL_NOT_FOUND: 'No such withdrawal for this account.',
  NOT_CANCELABLE: 'Only a PENDING withdrawal can be cancelled.',
  BONUS_INVALID: 'No bonus has this code.',
  BONUS_ALREADY_CLAIMED: 'The player already claimed this bonus.',
  BONUS_ACTIVE_EXISTS: 'The player already has an active bonus; complete or cancel it first.',
  BONUS_DEPOSIT_REQUIRED: 'The bonus is claimed on a deposit and there is none to claim it on (BonusError.requiresDeposit).',
  BONUS_FIRST_DEPOSIT_ONLY: 'The bonus is for the first deposit only.',
  BONUS_DEPOSIT_USED: 'That deposit already carries a bonus; a new deposit is needed (BonusError.requiresDeposit).',
  BONUS_CURRENCY: 'The bonus is not offered in the account currency.',
  BONUS_NOT_FOUND: 'No such bonus of this player.',
  BONUS_NOT_CANCELABLE: 'Only an APPENDED or ACTIVE bonus can be canceled.',
  DIFFERENT_SOURCES: 'Live and prematch selections cannot be combined in this bet.',
  INCOMPATIBLE_SELECTIONS: 'Some selections cannot be combined in one bet (BetslipSelection.incompatibleSelections).',
  INVALID_COMBINATION: 'This combination of selections is not offered for the bet type.',
  LAY_NOT_OFFERED: 'Lay (betting against) is not offered.',
  MARKETS_OUTRIGHTS_COMBINATION: 'Outrights cannot be combined with match markets.',
  INVALID_STAKE: 'The stake is missing or not a positive decimal amount.',
  LINE_ALREADY_ADDED: 'The selection is already on the slip.',
  LIMIT_REACHED: 'The stake is over the 24-hour limit or the max bet; the message says what can be staked now.',
  MAX_SELECTIONS: 'Too many selections for the bet type.',
  MIN_STAKE: 'The stake is below the minimum; the message says the minimum.',
  MIN_SELECTIONS: 'Too few selections for the bet type.',
  NO_PRIVILEGES: 'This account may not place bets.',
  OUTDATED_BALANCE: 'The balance changed since the slip showed it (PlaceBetInput.seenBalance); read the slip again.',
  PLACE_BET_IN_PROGRESS: 'Another placement of this account is still running; wait for it.',
  TERMS_NOT_ACCEPTED: 'The player must complete the declaration and accept the terms before betting.',
  ODDS_CHANGED: 'A price moved and the odds policy refuses the change; read the slip again and place again.',
  SELECTION_UNAVAILABLE: 'The selection is no longer offered (market closed, match started or over).',
  SELECTION_SUSPENDED: 'Betting on the selection is suspended right now; try again shortly.',
  TRADER_OFFERS_UNAVAILABLE: 'Trader offers are not available for this bet or ticket.',
  FREE_BET_UNAVAILABLE: 'The free bet cannot be used for this bet (used, expired, or another type or amount).',
  INSURANCE_UNAVAILABLE: 'Bet insurance is not offered for this bet (too few selections or not a combo).',
  NOT_OPEN: 'The ticket can no longer be changed (settled, declined or already answered).',
  CASHOUT_UNAVAILABLE: 'Cash-out is not offered for this ticket right now.',
  CASHOUT_DECLINED: 'The cash-out value fell below the amount asked; cash out again with the new value.',
  GAME_NOT_FOUND: 'No such casino game.',
  GAME_UNAVAILABLE: 'The game cannot be launched right now (disabled or its provider is down).',
  DEMO_UNAVAILABLE: 'The game has no free-play (demo) mode.',
  SIGN_IN_REQUIRED: 'Playing for real money needs a signed-in account.',
  SESSION_NOT_FOUND: 'The game session has ended or is not this player\'s.',
  SEARCH_TOO_SHORT: 'A search needs more than 2 characters.',
  INVALID_CURSOR: 'The page cursor was not given by this list (or is stale); start again from the first page.',
  PLAY_MONEY_ONLY: 'A demo user plays with play money only: no deposits, withdrawals or transfers.',
  CURRENCY_MISMATCH: 'Both accounts of a transfer must use the same currency.',
  ACCOUNT_TYPE_NOT_ALLOWED: 'The agent may not create an account of this type.',
};

/** The `values` of a GraphQL enum of these codes: each with its description, in the list's order. */
export function describedCodes<Code extends ErrorCode>(codes: readonly Code[], overrides: Partial<Record<Code, string>> = {}): Record<Code, { description: string }> {
  return Object.fromEntries(codes.map((code) => [code, { description: overrides[code] ?? ERROR_CODE_DESCRIPTIONS[code] }])) as Record<Code, { description: string }>;
}

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
  'PLAY_MONEY_ONLY',
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
