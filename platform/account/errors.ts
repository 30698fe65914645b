/** An expected refusal: answered with the envelope, an HTTP status and a code the gateway types. */
import type { z } from '@hono/zod-openapi';
import { errorEnvelope } from '../http/envelope';
import { type CommonErrorCode, DomainError, errorCodeEnum } from '../http/errors';
import { ResponsibleErrorCode } from '../responsible/errors';

/** Proving who one is failed: the gateway answers these as AuthError (with retryAfterSeconds while locked). */
export const AccountAuthErrorCode = errorCodeEnum('AccountAuthErrorCode', 'Sign-in, registration and two-factor refusals: who the caller is could not be established.', {
  INVALID_CREDENTIALS: 'The user name or password is wrong.',
  ACCOUNT_LOCKED: 'The account is locked (by an operator, its agent or too many failed sign-ins): it cannot sign in or bet.',
  EMAIL_NOT_VERIFIED: 'The e-mail address must be verified (the link in the confirmation e-mail) before signing in.',
  CAPTCHA_INVALID: 'The captcha answer or the proof-of-work solution is wrong or expired; fetch a new captcha.',
  TWO_FACTOR_INVALID: 'The two-factor code, recovery code or ticket is wrong or expired.',
});

export const AccountErrorCode = errorCodeEnum('AccountErrorCode', "The account service's other refusals.", {
  CONFLICT: 'This was already done (e.g. a token already used).',
  RATE_LIMITED: 'Too many attempts from this address, account or API key; retryAfterSeconds (and Retry-After on HTTP) says when to try again.',
  TOKEN_INVALID: 'The e-mail verification or password-reset token is wrong, used or expired.',
});

export const AccountErrorEnvelope = errorEnvelope('AccountErrorEnvelope', [AccountAuthErrorCode, AccountErrorCode, ResponsibleErrorCode]);

export class AccountError extends DomainError<CommonErrorCode | z.infer<typeof AccountAuthErrorCode> | z.infer<typeof AccountErrorCode>> {}

/** Field errors of a form; the first one is also the envelope's ErrorMessage (seed 000 §4: shown in a modal). */
export function validationError(fieldErrors: Record<string, string>): AccountError {
  return new AccountError(400, 'VALIDATION', Object.values(fieldErrors)[0] ?? '', fieldErrors);
}
