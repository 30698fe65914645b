/** An expected refusal of the cashier or the bonus service: the envelope, an HTTP status and a typed code. */
import type { z } from '@hono/zod-openapi';
import { BonusErrorCode, BonusOperatorErrorCode } from '../bonus/errors';
import { BALANCE_IN_DEBT_MEANING as BALANCE_IN_DEBT } from './debt';
import { errorEnvelope } from '../http/envelope';
import { ResponsibleErrorCode } from '../responsible/errors';
import { type CommonErrorCode, DomainError, errorCodeEnum } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import type { Problem, Problems } from './rules';

/** A player's deposits, withdrawals and transfers (the gateway's CashierError). */
export const CashierErrorCode = errorCodeEnum('CashierErrorCode', "The cashier's refusals to a player.", {
  METHOD_UNAVAILABLE: 'The payment method is not open to this account, currency or amount.',
  VOUCHER_INVALID: 'The voucher code is not valid.',
  VOUCHER_USED: 'The voucher was already redeemed.',
  VOUCHER_CURRENCY: 'The voucher is in another currency than the account.',
  WRONG_PASSWORD: 'The account password given with a withdrawal is wrong (CashierError.field is "Password").',
  INSUFFICIENT_BALANCE: 'The cash balance does not cover the amount or stake.',
  BALANCE_IN_DEBT,
  IDEMPOTENCY_CONFLICT: 'The idempotency key was already used for a request with other details; use a new key for a new request.',
  ALREADY_PROCESSED: 'The deposit or transfer was already credited.',
  TRANSFER_NOT_FOUND: 'No such X1 transfer for this account.',
  WITHDRAWAL_NOT_FOUND: 'No such withdrawal for this account.',
  // Also a provider callback's: no deposit of that provider with the id or reference it carries.
  DEPOSIT_NOT_FOUND: 'No such deposit (for this account, when a player asks).',
  NOT_CANCELABLE: 'Only a PENDING withdrawal or deposit can be cancelled or resumed (a deposit also not once expired).',
  // A demo user's deposit or withdrawal (agents/play-money.ts refuses it for the cashier's routes too).
  PLAY_MONEY_ONLY: null,
});

/** An operator's decision on a withdrawal, or a manual adjustment refused. */
export const CashierOperatorErrorCode = errorCodeEnum('CashierOperatorErrorCode', "The cashier's operator refusals.", {
  NOT_PENDING: 'Only a PENDING withdrawal can be approved or rejected.',
  FOUR_EYES_SAME_STAFF: 'Above the four-eyes amount a second, different member of staff must approve: this one already did.',
  KYC_REQUIRED: "Above the KYC amount the player's identity documents must be verified before the withdrawal is approved.",
  ADJUSTMENT_OVERDRAFT: "A manual debit may not take the player's cash balance below zero.",
});

/** A payment provider's signed callback (deposits.ts handleCallback). */
export const CashierCallbackErrorCode = errorCodeEnum('CashierCallbackErrorCode', "The cashier's refusals to a payment provider's callback.", {
  PROVIDER_UNKNOWN: 'No such payment provider.',
  INVALID_SIGNATURE: 'The signature over the raw body is wrong.',
  INVALID_CALLBACK: 'The callback body is malformed or reports a failure.',
  CURRENCY_MISMATCH: 'The callback currency is not the deposit\'s (or the address\'s chain).',
  AMOUNT_MISMATCH: 'The callback amount is not the deposit\'s.',
  ADDRESS_UNKNOWN: 'No account owns this crypto address.',
});

/** The cashier's and the bonus service's envelope (they share routes: a deposit may carry a bonus code). */
export const CashierErrorEnvelope = errorEnvelope('CashierErrorEnvelope', [CashierErrorCode, BonusErrorCode, CashierOperatorErrorCode, BonusOperatorErrorCode, CashierCallbackErrorCode, ResponsibleErrorCode]);

type CashierRefusalCode =
  | CommonErrorCode
  | z.infer<typeof CashierErrorCode>
  | BonusErrorCode
  | z.infer<typeof CashierOperatorErrorCode>
  | z.infer<typeof BonusOperatorErrorCode>
  | z.infer<typeof CashierCallbackErrorCode>;

export class CashierError extends DomainError<CashierRefusalCode> {}

/** Field errors of a form; the first one is also the envelope's ErrorMessage (seed 000 §4: shown in a modal). */
export function cashierValidationError(fieldErrors: Record<string, string>, code: CashierRefusalCode = 'VALIDATION'): CashierError {
  return new CashierError(400, code, Object.values(fieldErrors)[0] ?? '', fieldErrors);
}

/** A rule's message in the caller's language; a {{field}} variable is the translated field name. */
export function say(lang: SupportedLanguage, problem: Problem): string {
  const vars = { ...problem.vars };
  if (vars.field) vars.field = t(lang, `cashier:fields.${vars.field}`);
  return t(lang, `cashier:${problem.key}`, vars);
}

export function problemsError(lang: SupportedLanguage, problems: Problems, code: CashierRefusalCode = 'VALIDATION'): CashierError {
  return cashierValidationError(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, say(lang, problem)])), code);
}

/** A refusal whose message is a `cashier:` key; with a field it is also that field's error. */
export function refuse(
  lang: SupportedLanguage,
  status: 400 | 401 | 403 | 404 | 409,
  code: CashierRefusalCode,
  key: string,
  options: { field?: string; vars?: Record<string, string> } = {},
): CashierError {
  const message = t(lang, `cashier:${key}`, options.vars);
  return new CashierError(status, code, message, options.field ? { [options.field]: message } : undefined);
}
