import type { Failure } from '../../mutations/results';
import type { ServerFieldError } from '../forms/useForm';
import type { AmountProblem } from './rules';

/** The message key (cashier namespace, or the shared "required") of an amount problem. */
export function amountMessageKey(problem: AmountProblem): string {
  switch (problem.kind) {
    case 'required':
      return 'required';
    case 'invalid':
      return 'cashier:web.amount.invalid';
    case 'minimum':
      return 'cashier:web.amount.belowMinimum';
    case 'maximum':
    case 'maximumExclusive':
      return 'cashier:web.amount.aboveMaximum';
  }
}

/**
 * A refusal's problems by field: a ValidationError's list, or the one field a
 * CashierError or BonusError names (a wrong password is the Password field's,
 * a bonus code the deposit cannot carry is the BonusCode field's).
 */
export function serverFieldErrors(failure: Failure, field: string | null | undefined): ServerFieldError[] {
  if (failure.fields.length > 0) return failure.fields;
  return field ? [{ field, message: failure.message }] : [];
}

/**
 * Shows a refusal on the form: each field's problem next to its field; what no shown field can take (or a
 * refusal without fields) is the banner's text, returned. Null when every problem found its field.
 */
export function placeFailure(failure: Failure, field: string | null | undefined, form: { setServerErrors(fields: readonly ServerFieldError[]): ServerFieldError[] }, fallback: string): string | null {
  const fields = serverFieldErrors(failure, field);
  const unmatched = form.setServerErrors(fields);
  if (fields.length > 0 && unmatched.length === 0) return null;
  return unmatched.map((error) => error.message).join(' ') || failure.message || fallback;
}
