/**
 * Responsible gambling's refusals (issue 17), each a typed code whose message (locales/<lang>/
 * responsible.json errors.<CODE>) names the limit and when it resets, or the exclusion and its end.
 * Every door money passes (cashier, betting, casino, game server, agents) answers these through its
 * own envelope, which lists ResponsibleErrorCode beside its codes.
 */
import type { z } from '@hono/zod-openapi';
import { errorEnvelope } from '../http/envelope';
import { DomainError, errorCodeEnum, meaningsOf, statusesOf } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

const RG_ERRORS = {
  DEPOSIT_LIMIT_REACHED: [403, 'The deposit is over what the deposit limit leaves; the message names the limit and when it resets (nothing was charged).'],
  LOSS_LIMIT_REACHED: [403, 'The stake could lose more than the loss limit leaves; the message names the limit and when it resets.'],
  WAGER_LIMIT_REACHED: [403, 'The stake is over what the wager limit leaves; the message names the limit and when it resets.'],
  TIMED_OUT: [403, 'The player is on a time-out until the date the message names: no sign-in, deposit or bet.'],
  SELF_EXCLUDED: [403, 'The player is self-excluded until the date the message names: no sign-in, deposit or bet.'],
  NATIONALLY_EXCLUDED: [403, 'The national self-exclusion register lists this person: no sign-in.'],
  SIGN_IN_PAUSED: [403, 'A session limit ended the last session; sign-in opens again at the time the message names.'],
  RECIPIENT_EXCLUDED: [403, 'The account receiving the transfer is on a time-out or self-excluded.'],
  COOLING_OFF: [409, 'The pending limit change cannot be confirmed before its cooling-off ends (the message says when).'],
  NOTHING_PENDING: [409, 'No pending limit change to confirm.'],
  EXCLUSION_ACTIVE: [409, 'An exclusion is in force and cannot be shortened or lifted before its end.'],
  SLOT_CYCLE_TOO_FAST: [429, "A slot spin started sooner than the jurisdiction's minimum game cycle after the last one."],
  LIMIT_PROMPT_REQUIRED: [409, "The player's jurisdiction does not let the deposit-limit prompt be skipped: a deposit limit is to be set."],
  SLOT_STAKE_CAP: [403, "The spin's stake is over the jurisdiction's cap per spin for this player."],
} as const satisfies Record<string, readonly [403 | 409 | 429, string]>;

export const RESPONSIBLE_ERROR_STATUS = statusesOf(RG_ERRORS);
export const ResponsibleErrorCode = errorCodeEnum('ResponsibleErrorCode', "Responsible gambling's refusals: limits, time-outs, self-exclusion and the jurisdiction's slot rules.", meaningsOf(RG_ERRORS));
export type ResponsibleErrorCode = z.infer<typeof ResponsibleErrorCode>;

export const ResponsibleErrorEnvelope = errorEnvelope('ResponsibleErrorEnvelope', [ResponsibleErrorCode]);

/** What a refusal writes to the audit (after the refused transaction rolled back: see recordRefusal). */
export interface RefusalAudit {
  userId: bigint;
  subject: string;
  detail: Record<string, string | null>;
  at: Date;
}

export class ResponsibleError extends DomainError<ResponsibleErrorCode> {
  constructor(
    code: ResponsibleErrorCode,
    message: string,
    /** Set when the refusal is by a limit or an exclusion: the audit records it. */
    readonly audit?: RefusalAudit,
  ) {
    super(RESPONSIBLE_ERROR_STATUS[code], code, message, undefined, code === 'SLOT_CYCLE_TOO_FAST' ? 3 : undefined);
  }
}

export function responsibleError(lang: SupportedLanguage, code: ResponsibleErrorCode, vars: Record<string, string> = {}, audit?: RefusalAudit): ResponsibleError {
  return new ResponsibleError(code, t(lang, `responsible:errors.${code}`, vars), audit);
}
