/**
 * The status catalogues of seed 001 §4. The seed fixes the first six transaction
 * statuses (0 none … 5 refund) and lists the rest only by meaning, in order:
 * pending and declined/rejected variants for an external provider, payment system
 * processing, rejected by payment system, not processed, processing error, admin
 * approved, processing, transaction failed. Numbering them 6–16 in that order is
 * ours; the names are the contract.
 */
export const TransactionStatus = {
  None: 0,
  Pending: 1,
  Completed: 2,
  Rejected: 3,
  Canceled: 4,
  Refund: 5,
  ProviderPending: 6,
  ProviderPendingConfirmation: 7,
  ProviderDeclined: 8,
  ProviderRejected: 9,
  PaymentSystemProcessing: 10,
  RejectedByPaymentSystem: 11,
  NotProcessed: 12,
  ProcessingError: 13,
  AdminApproved: 14,
  Processing: 15,
  TransactionFailed: 16,
} as const;
export type TransactionStatusId = (typeof TransactionStatus)[keyof typeof TransactionStatus];
export type TransactionStatusName = keyof typeof TransactionStatus;

export const TRANSACTION_STATUS_NAMES = Object.fromEntries(Object.entries(TransactionStatus).map(([name, id]) => [id, name])) as Record<
  TransactionStatusId,
  TransactionStatusName
>;

/**
 * Seed 001 §4 groups: pending (pending, processing, payment system processing),
 * rejected, canceled/failed, refund. The provider's own pending states are
 * pending too; the seed names no completed group, but a history filter needs one.
 */
export const STATUS_GROUPS = {
  pending: [1, 6, 7, 10, 15],
  completed: [2, 14],
  rejected: [3, 8, 9, 11],
  canceled: [4, 12, 13, 16],
  refund: [5],
} as const satisfies Record<string, readonly TransactionStatusId[]>;
export type StatusGroup = keyof typeof STATUS_GROUPS | 'none';

export function statusGroupOf(status: number): StatusGroup {
  for (const [group, members] of Object.entries(STATUS_GROUPS)) if ((members as readonly number[]).includes(status)) return group as StatusGroup;
  return 'none';
}

/** Seed 001 §4: only pending ones can be cancelled by the user (1, not a provider's or the payment system's). */
export const isCancelable = (statementType: number, status: number) => statementType === StatementType.Withdrawal && status === TransactionStatus.Pending;

/**
 * StatementTypeID of a history row (seed 001 §3 "Transaction"): the seed's four, then the payments desk's
 * manual adjustments (issue 18) and the trading desk's result corrections (issue 19), one type per
 * direction so the history says which way the money went.
 */
export const StatementType = { Deposit: 1, Withdrawal: 2, Cashback: 3, BonusRelease: 4, AdjustmentCredit: 5, AdjustmentDebit: 6, ResultCorrectionCredit: 7, ResultCorrectionDebit: 8 } as const;
export type StatementTypeId = (typeof StatementType)[keyof typeof StatementType];
export const STATEMENT_TYPE_NAMES = Object.fromEntries(Object.entries(StatementType).map(([name, id]) => [id, name])) as Record<
  StatementTypeId,
  keyof typeof StatementType
>;

/** Seed 001 §4 "Bonus status: undefined, appended, active, canceled, completed". */
export const BonusStatus = { Undefined: 0, Appended: 1, Active: 2, Canceled: 3, Completed: 4 } as const;
export type BonusStatusId = (typeof BonusStatus)[keyof typeof BonusStatus];
export const BONUS_STATUS_NAMES = Object.fromEntries(Object.entries(BonusStatus).map(([name, id]) => [id, name])) as Record<BonusStatusId, keyof typeof BonusStatus>;

/** Seed 001 §4 "Money-transfer (X1) status: no transfer, available, in progress, disabled". */
export const X1Status = { NoTransfer: 0, Available: 1, InProgress: 2, Disabled: 3 } as const;
