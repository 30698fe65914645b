/**
 * Operations' refusals to a member of staff (issue 18): changes to the agent network that would break its
 * rules (platform/agents/tree.ts). Each is a typed code with a translated message from
 * locales/<lang>/backoffice-operations.json (errors.<CODE>); nothing is changed.
 */
import type { z } from '@hono/zod-openapi';
import { errorEnvelope } from '../../http/envelope';
import { type CommonErrorCode, DomainError, errorCodeEnum, meaningsOf, statusesOf } from '../../http/errors';
import { t } from '../../i18n';
import type { SupportedLanguage } from '../../reference/data';
import { StaffErrorCode } from '../../staff/errors';

const OPERATIONS_ERRORS = {
  AGENT_MOVE_CYCLE: [409, 'An account cannot move under itself or under one of its own sub-accounts: the tree would become a loop.'],
  AGENT_PARENT_NOT_AGENT: [409, 'The new parent must be an unlocked agent (agent, super agent or super master agent).'],
  AGENT_TYPE_NOT_UNDER_PARENT: [409, "The parent agent's type may not hold an account of this type (seed 001 §1: who may create whom)."],
  AGENT_SUB_ACCOUNTS_REMAIN: [409, 'The account holds sub-accounts its new type may not hold: move them to another agent first.'],
  AGENT_CURRENCY_MISMATCH: [409, "An account moves only under an agent of its own currency (the agent moves money to and from it in one currency)."],
  AGENT_DEMO_ACCOUNT: [409, 'A demo user plays with play money only: it cannot become another type, nor another account a demo user.'],
} as const;

const STATUSES = statusesOf(OPERATIONS_ERRORS);

export const OperationsErrorCode = errorCodeEnum('OperationsErrorCode', "Operations' refusals: a change to the agent network its rules do not allow.", meaningsOf(OPERATIONS_ERRORS));
export const OperationsErrorEnvelope = errorEnvelope('OperationsErrorEnvelope', [StaffErrorCode, OperationsErrorCode]);

export type OperationsErrorCode = z.infer<typeof OperationsErrorCode>;

export class OperationsError extends DomainError<CommonErrorCode | z.infer<typeof StaffErrorCode> | OperationsErrorCode> {}

/** The refusal `code`, translated. */
export const operationsError = (lang: SupportedLanguage, code: OperationsErrorCode) =>
  new OperationsError(STATUSES[code], code, t(lang, `backoffice-operations:errors.${code}`));
