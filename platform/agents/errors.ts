/**
 * The agent service's expected refusals, each a typed code with a translated message from
 * locales/<lang>/agents.json (errors.<CODE>). NOT_FOUND is also the answer for an account that exists
 * but is outside the caller's tree: an agent must not learn what it may not see.
 */
import { errorEnvelope } from '../http/envelope';
import { ResponsibleErrorCode } from '../responsible/errors';
import { DomainError, errorCodeEnum, meaningsOf, statusesOf } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

/** Each code's HTTP status and what it means to a client (null: the general meaning of a code other domains give too). */
const AGENT_ERRORS = {
  NOT_FOUND: [404, null],
  NO_PRIVILEGES: [403, null],
  VALIDATION: [400, null],
  INSUFFICIENT_BALANCE: [409, null],
  PLAY_MONEY_ONLY: [403, 'A demo user plays with play money only: no deposits, withdrawals or transfers.'],
  CURRENCY_MISMATCH: [409, 'Both accounts of a transfer must use the same currency.'],
  ACCOUNT_TYPE_NOT_ALLOWED: [403, 'The agent may not create an account of this type.'],
  IDEMPOTENCY_CONFLICT: [409, null],
} as const;

export const AGENT_ERROR_CODES = statusesOf(AGENT_ERRORS);

export const AgentsErrorCode = errorCodeEnum('AgentsErrorCode', "The agent service's refusals.", meaningsOf(AGENT_ERRORS));
export const AgentsErrorEnvelope = errorEnvelope('AgentsErrorEnvelope', [AgentsErrorCode, ResponsibleErrorCode]);

export type AgentErrorCode = keyof typeof AGENT_ERROR_CODES;

export function agentError(lang: SupportedLanguage, code: AgentErrorCode, fieldErrors?: Record<string, string>): DomainError<AgentErrorCode> {
  return new DomainError(AGENT_ERROR_CODES[code], code, t(lang, `agents:errors.${code}`), fieldErrors);
}
