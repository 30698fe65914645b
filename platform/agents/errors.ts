/**
 * The agent service's expected refusals, each a typed code with a translated message from
 * locales/<lang>/agents.json (errors.<CODE>). NOT_FOUND is also the answer for an account that exists
 * but is outside the caller's tree: an agent must not learn what it may not see.
 */
import { DomainError } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

export const AGENT_ERROR_CODES = {
  NOT_FOUND: 404,
  NO_PRIVILEGES: 403,
  VALIDATION: 400,
  INSUFFICIENT_BALANCE: 409,
  PLAY_MONEY_ONLY: 403,
  CURRENCY_MISMATCH: 409,
  ACCOUNT_TYPE_NOT_ALLOWED: 403,
  IDEMPOTENCY_CONFLICT: 409,
} as const satisfies Record<string, 400 | 401 | 403 | 404 | 409>;

export type AgentErrorCode = keyof typeof AGENT_ERROR_CODES;

export function agentError(lang: SupportedLanguage, code: AgentErrorCode, fieldErrors?: Record<string, string>): DomainError {
  return new DomainError(AGENT_ERROR_CODES[code], code, t(lang, `agents:errors.${code}`), fieldErrors);
}
