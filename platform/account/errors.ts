/** An expected refusal: answered with the envelope, an HTTP status and a code the gateway types. */
import { DomainError } from '../http/errors';

export class AccountError extends DomainError {}

/** Field errors of a form; the first one is also the envelope's ErrorMessage (seed 000 §4: shown in a modal). */
export function validationError(fieldErrors: Record<string, string>): AccountError {
  return new AccountError(400, 'VALIDATION', Object.values(fieldErrors)[0] ?? '', fieldErrors);
}
