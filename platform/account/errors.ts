/** An expected refusal: answered with the envelope, an HTTP status and a code the gateway types. */
export class AccountError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Field errors of a form; the first one is also the envelope's ErrorMessage (seed 000 §4: shown in a modal). */
export function validationError(fieldErrors: Record<string, string>): AccountError {
  return new AccountError(400, 'VALIDATION', Object.values(fieldErrors)[0] ?? '', fieldErrors);
}
