/** An expected refusal of the cashier or the bonus service: the envelope, an HTTP status and a typed code. */
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import type { Problem, Problems } from './rules';

export class CashierError extends DomainError {}

/** Field errors of a form; the first one is also the envelope's ErrorMessage (seed 000 §4: shown in a modal). */
export function cashierValidationError(fieldErrors: Record<string, string>, code = 'VALIDATION'): CashierError {
  return new CashierError(400, code, Object.values(fieldErrors)[0] ?? '', fieldErrors);
}

/** A rule's message in the caller's language; a {{field}} variable is the translated field name. */
export function say(lang: SupportedLanguage, problem: Problem): string {
  const vars = { ...problem.vars };
  if (vars.field) vars.field = t(lang, `cashier:fields.${vars.field}`);
  return t(lang, `cashier:${problem.key}`, vars);
}

export function problemsError(lang: SupportedLanguage, problems: Problems, code = 'VALIDATION'): CashierError {
  return cashierValidationError(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, say(lang, problem)])), code);
}

/** A refusal whose message is a `cashier:` key; with a field it is also that field's error. */
export function refuse(
  lang: SupportedLanguage,
  status: 400 | 401 | 403 | 404 | 409,
  code: string,
  key: string,
  options: { field?: string; vars?: Record<string, string> } = {},
): CashierError {
  const message = t(lang, `cashier:${key}`, options.vars);
  return new CashierError(status, code, message, options.field ? { [options.field]: message } : undefined);
}
