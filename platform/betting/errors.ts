/**
 * The bet-placement error kinds of seed 002 §8 (and the few a real book adds: odds changed, a selection
 * gone or suspended), each a typed code with a translated message from locales/<lang>/betting.json.
 */
import type { z } from '@hono/zod-openapi';
import { BALANCE_IN_DEBT_MEANING } from '../cashier/debt';
import { errorEnvelope } from '../http/envelope';
import { ResponsibleErrorCode } from '../responsible/errors';
import { DomainError, errorCodeEnum, meaningsOf, statusesOf } from '../http/errors';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

/** Each code's HTTP status and what it means to a client (null: the general meaning of a code other domains give too). */
const BET_ERRORS = {
  ACCOUNT_LOCKED: [403, null],
  DIFFERENT_SOURCES: [400, 'Live and prematch selections cannot be combined in this bet.'],
  INCOMPATIBLE_SELECTIONS: [400, 'Some selections cannot be combined in one bet (BetslipSelection.incompatibleSelections).'],
  INVALID_COMBINATION: [400, 'This combination of selections is not offered for the bet type.'],
  LAY_NOT_OFFERED: [400, 'Lay (betting against) is not offered.'],
  MARKETS_OUTRIGHTS_COMBINATION: [400, 'Outrights cannot be combined with match markets.'],
  INVALID_STAKE: [400, 'The stake is missing or not a positive decimal amount.'],
  LINE_ALREADY_ADDED: [400, 'The selection is already on the slip.'],
  LIMIT_REACHED: [400, 'The stake is over the 24-hour limit or the max bet; the message says what can be staked now.'],
  MAX_SELECTIONS: [400, 'Too many selections for the bet type.'],
  MIN_STAKE: [400, 'The stake is below the minimum; the message says the minimum.'],
  MIN_SELECTIONS: [400, 'Too few selections for the bet type.'],
  NO_PRIVILEGES: [403, 'This account may not place bets.'],
  OUTDATED_BALANCE: [409, 'The balance changed since the slip showed it (PlaceBetInput.seenBalance); read the slip again.'],
  PLACE_BET_IN_PROGRESS: [409, 'Another placement of this account is still running; wait for it.'],
  TERMS_NOT_ACCEPTED: [403, 'The player must complete the declaration and accept the terms before betting.'],
  INSUFFICIENT_BALANCE: [400, null],
  // Its message is errors:BALANCE_IN_DEBT (cashier/debt.ts), the one every door that takes money answers.
  BALANCE_IN_DEBT: [409, BALANCE_IN_DEBT_MEANING],
  ODDS_CHANGED: [409, 'A price moved and the odds policy refuses the change; read the slip again and place again.'],
  ODDS_TOLERANCE_TOO_HIGH: [400, "The odds-change tolerance asked for is above the operator's maximum (Betslip.maxOddsTolerance); nothing was changed."],
  SELECTION_UNAVAILABLE: [400, 'The selection is no longer offered (market closed, match started or over).'],
  SELECTION_SUSPENDED: [409, 'Betting on the selection is suspended right now; try again shortly.'],
  TRADER_OFFERS_UNAVAILABLE: [400, 'Trader offers are not available for this bet or ticket.'],
  FREE_BET_UNAVAILABLE: [400, 'The free bet cannot be used for this bet (used, expired, or another type or amount).'],
  INSURANCE_UNAVAILABLE: [400, 'Bet insurance is not offered for this bet (too few selections or not a combo).'],
  NOT_FOUND: [404, 'No such ticket of this player (a wrong ticket id included).'],
  NOT_OPEN: [409, 'The ticket can no longer be changed (settled, declined or already answered).'],
  CASHOUT_UNAVAILABLE: [409, 'Cash-out is not offered for this ticket right now.'],
  CASHOUT_DECLINED: [409, 'The cash-out value fell below the amount asked; cash out again with the new value.'],
  CASHOUT_PART_INVALID: [400, 'The part of the stake to cash out is not above zero, above the stake, or leaves less than the minimum stake on the ticket; nothing was changed.'],
  AUTO_CASHOUT_INVALID: [400, "The automatic cash-out value is not above the ticket's value now or is above its potential return; nothing was changed."],
  EDIT_UNAVAILABLE: [409, 'This ticket cannot be edited (not an open prematch single or combo of real money), or the new bet would not be accepted at once; nothing was changed.'],
  EDIT_UNCHANGED: [400, 'The edit names the same selections the ticket already has; nothing was changed.'],
  EDIT_STAKE_INVALID: [400, "The new stake (the cash-out value plus or minus the money added or taken) is below the minimum stake; nothing was changed."],
  IDEMPOTENCY_CONFLICT: [409, null],
  CASHOUT_PART_UNEVEN: [400, "The part does not split evenly over the ticket's equal stakes (a system's lines, a reverse bet's two if-bets); nothing was changed."],
  SHARE_NOT_FOUND: [404, 'No shared bet has this code (mistyped, or never shared).'],
  SHARE_RATE_LIMITED: [429, 'Too many shared bets opened from this address; RetryAfterSeconds says when to try again.'],
  VALIDATION: [400, 'The bet or the request was malformed (e.g. over 30 selections); nothing was changed.'],
  BUILDER_DIFFERENT_MATCHES: [400, 'The legs of a bet builder are not all selections of one match.'],
  BUILDER_NOT_OFFERED: [400, 'The bet builder is not offered for this match now (soccer before kick-off whose 1X2 and total are priced).'],
  BUILDER_UNSUPPORTED_MARKET: [400, 'A selection cannot be part of a bet builder (its market type, its period, or a quarter line); the message names it.'],
  BUILDER_IMPOSSIBLE: [400, 'The selections of the bet builder cannot all win together (or so rarely that no price is offered).'],
  BUILDER_NEAR_CERTAIN: [400, 'The selections together are practically certain: no price with margin exists.'],
  BUILDER_TOO_FEW_LEGS: [400, 'Fewer than two selections are left once those implied by another are merged.'],
} as const satisfies Record<string, readonly [400 | 403 | 404 | 409 | 429, string | null]>;

export const BET_ERROR_CODES = statusesOf(BET_ERRORS);

export const BettingErrorCode = errorCodeEnum('BettingErrorCode', 'The betting service refusal kinds (seed 002 §8 and a real book\'s own).', meaningsOf(BET_ERRORS));
/** Settlement's own refusal to an operator's or the feed's rollback (settle.ts). */
export const BettingOperatorErrorCode = errorCodeEnum('BettingOperatorErrorCode', "The betting service's refusals to an operator or the feed.", {
  ROLLBACK_NOT_COVERED: 'A player no longer holds the winnings a rollback takes back; nothing was changed.',
});

export const BettingErrorEnvelope = errorEnvelope('BettingErrorEnvelope', [BettingErrorCode, BettingOperatorErrorCode, ResponsibleErrorCode]);

export type BetErrorCode = keyof typeof BET_ERROR_CODES;

export class BetError extends DomainError<BetErrorCode | z.infer<typeof BettingOperatorErrorCode>> {}

/** A refusal in the caller's language; the message is betting:errors.<CODE>. */
export function betError(lang: SupportedLanguage, code: BetErrorCode, vars: Record<string, string | number> = {}, retryAfterSeconds?: number): BetError {
  return new BetError(BET_ERROR_CODES[code], code, t(lang, `betting:errors.${code}`, vars), undefined, retryAfterSeconds);
}
