/** The bonus service's refusals (claims, cancels, an operator's personal grants), answered through the cashier's envelope. */
import type { z } from '@hono/zod-openapi';
import { errorCodeEnum } from '../http/errors';

export const BonusErrorCode = errorCodeEnum('BonusErrorCode', "The bonus service's refusals (claims and cancels).", {
  BONUS_INVALID: 'No bonus has this code.',
  BONUS_ALREADY_CLAIMED: 'The player already claimed this bonus.',
  BONUS_ACTIVE_EXISTS: 'The player already has an active bonus; complete or cancel it first.',
  BONUS_DEPOSIT_REQUIRED: 'The bonus is claimed on a deposit and there is none to claim it on (BonusError.requiresDeposit).',
  BONUS_FIRST_DEPOSIT_ONLY: 'The bonus is for the first deposit only.',
  BONUS_DEPOSIT_USED: 'That deposit already carries a bonus; a new deposit is needed (BonusError.requiresDeposit).',
  BONUS_CURRENCY: 'The bonus is not offered in the account currency.',
  BONUS_NOT_STARTED: "The bonus campaign has not started yet (its window's start is ahead).",
  BONUS_PAUSED: 'The bonus campaign is paused by marketing.',
  BONUS_EXPIRED: 'The bonus campaign has ended.',
  BONUS_EXHAUSTED: 'The bonus campaign has reached its total number of claims.',
  BONUS_NOT_FOUND: 'No such bonus of this player.',
  BONUS_NOT_CANCELABLE: 'Only an APPENDED or ACTIVE bonus can be canceled.',
});
export type BonusErrorCode = z.infer<typeof BonusErrorCode>;

export const BonusOperatorErrorCode = errorCodeEnum('BonusOperatorErrorCode', "The bonus service's operator refusals.", {
  BONUS_NOT_PERSONAL: 'Only a personal bonus can be granted to one player.',
  BONUS_CODE_TAKEN: 'Another bonus already has this code.',
  BONUS_CAMPAIGN_ENDED: 'The bonus campaign has ended: it cannot be paused, resumed or changed any more.',
});
