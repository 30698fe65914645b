/**
 * The payments desk's manual adjustments (issue 18): the reason codes, written once — each under the
 * name GraphQL gives it, with its value and what it means. The platform's contract makes its enum of
 * them (valueEnum, so the gateway's is generated) and the back-office form lists them.
 */
export const ADJUSTMENT_REASONS = {
  GOODWILL: ['goodwill', 'A gesture of goodwill (a complaint settled in the player’s favour).'],
  CORRECTION: ['correction', 'Corrects an error of ours (a payment booked twice or with a wrong amount).'],
  CHARGEBACK: ['chargeback', 'A payment the player’s bank took back (a card chargeback): a debit.'],
  COMPENSATION: ['compensation', 'Compensation for a fault (a game or bet voided by an outage).'],
  OTHER: ['other', 'Anything else: the note says what.'],
} as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[keyof typeof ADJUSTMENT_REASONS][0];
export const ADJUSTMENT_REASON_CODES: readonly AdjustmentReason[] = Object.values(ADJUSTMENT_REASONS).map(([code]) => code);

/** Which way an adjustment moves the player's cash. */
export const ADJUSTMENT_DIRECTIONS = {
  CREDIT: ['credit', 'Money to the player.'],
  DEBIT: ['debit', 'Money from the player (never below zero).'],
} as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[keyof typeof ADJUSTMENT_DIRECTIONS][0];
