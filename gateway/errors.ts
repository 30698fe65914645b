/**
 * Expected failures are values (ARCHITECTURE rule 4): these classes are thrown by
 * resolvers (usually from an upstream envelope) and the errors plugin turns them
 * into members of the field's result union. Anything else is masked by Yoga.
 */
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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

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

/** The typed error for an upstream failure code. */
export function domainErrorOf(code: ErrorCode, message: string, retryAfterSeconds: number | null = null): DomainError {
  if (AUTH_CODES.has(code)) return new AuthError(code, message, retryAfterSeconds);
  if (code === 'RATE_LIMITED') return new RateLimitedError(code, message, retryAfterSeconds);
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
