import type { Failure } from '../../mutations/results';

/** A failure as the error modal says it: the server's message, plus when a lockout ends. */
export function failureText(t: (key: string, options?: Record<string, unknown>) => string, failure: Failure): string {
  const message = failure.message || t('common:errors.somethingWentWrong');
  // Lockout messages already name the wait ("try again in 15 minutes"); say it only where the text does not.
  if (!failure.retryAfterSeconds || /\d/.test(message)) return message;
  const minutes = Math.max(1, Math.ceil(failure.retryAfterSeconds / 60));
  return `${message} ${t('auth:errors.retryIn', { count: minutes })}`;
}
