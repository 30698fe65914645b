/** The cashier's and the bonus service's REST shapes (PascalCase, seed 001 §3), shared by their routes. */
import { z } from '@hono/zod-openapi';
import { json } from '../http/envelope';
import { type Same, valueEnum } from '../http/value-enum';
import { StatementType as Statement, type StatementTypeId, TransactionStatus as Status, type TransactionStatusId } from './statuses';
import { CashierErrorEnvelope } from './errors';
import { WITHDRAW_FIELDS } from './methods';

export const errors = {
  400: json(CashierErrorEnvelope, 'Invalid input or a refused operation (FieldErrors name the fields): nothing was changed'),
  401: json(CashierErrorEnvelope, 'Not signed in, or a callback with a wrong signature'),
  403: json(CashierErrorEnvelope, 'Wrong admin token'),
  404: json(CashierErrorEnvelope, 'No such deposit, withdrawal, transfer or bonus (of this player)'),
  409: json(CashierErrorEnvelope, 'Already done, not in a state that allows it, or an Idempotency-Key reused for another request'),
  500: json(CashierErrorEnvelope, 'Unexpected error'),
} as const;

export { adminHeader, IdParam, idempotentHeaders, sessionHeader } from '../http/session';

const text = z.string().max(500);
const nullableText = text.nullable().optional();
const Money = z.string().openapi({ description: 'Major units as a decimal string, e.g. "12.50"' });
export const AmountInput = z.union([z.string().max(40), z.number()]).nullable().optional().openapi({ description: 'Major units, e.g. "50.00"' });

// Seed 001 §4 fixes statuses 0–5; the numbers past 5 are ours (statuses.ts), the names are the contract.
export const TransactionStatus = valueEnum('CashierTransactionStatus', 'Seed 001 §4 transaction status (0–16).', {
  NONE: [Status.None, '0: no status.'],
  PENDING: [Status.Pending, '1: waiting (a payment not yet made, a withdrawal waiting for an operator).'],
  COMPLETED: [Status.Completed, '2: done; the money moved.'],
  REJECTED: [Status.Rejected, '3: rejected (reason says why); no money moved.'],
  CANCELED: [Status.Canceled, '4: canceled (a withdrawal by the player); reserved money returned.'],
  REFUND: [Status.Refund, '5: refunded.'],
  PROVIDER_PENDING: [Status.ProviderPending, '6: waiting at the payment provider.'],
  PROVIDER_PENDING_CONFIRMATION: [Status.ProviderPendingConfirmation, '7: the provider waits for a confirmation.'],
  PROVIDER_DECLINED: [Status.ProviderDeclined, '8: the payment provider declined it.'],
  PROVIDER_REJECTED: [Status.ProviderRejected, '9: the payment provider rejected it.'],
  PAYMENT_SYSTEM_PROCESSING: [Status.PaymentSystemProcessing, '10: the payment system is processing it.'],
  REJECTED_BY_PAYMENT_SYSTEM: [Status.RejectedByPaymentSystem, '11: the payment system rejected it.'],
  NOT_PROCESSED: [Status.NotProcessed, '12: the payment system did not process it.'],
  PROCESSING_ERROR: [Status.ProcessingError, '13: processing failed with an error.'],
  ADMIN_APPROVED: [Status.AdminApproved, '14: approved by an operator, being paid out.'],
  PROCESSING: [Status.Processing, '15: being processed.'],
  TRANSACTION_FAILED: [Status.TransactionFailed, '16: failed.'],
});
export const StatementType = valueEnum('CashierStatementType', 'Seed 001 §3 Transaction StatementTypeID.', {
  DEPOSIT: [Statement.Deposit, '1: a deposit.'],
  WITHDRAWAL: [Statement.Withdrawal, '2: a withdrawal.'],
  CASHBACK: [Statement.Cashback, '3: cashback credited.'],
  BONUS_RELEASE: [Statement.BonusRelease, '4: bonus money released as real money.'],
  ADJUSTMENT_CREDIT: [Statement.AdjustmentCredit, '5: a manual credit by the payments desk (reason says why).'],
  ADJUSTMENT_DEBIT: [Statement.AdjustmentDebit, '6: a manual debit by the payments desk (reason says why).'],
  RESULT_CORRECTION_CREDIT: [Statement.ResultCorrectionCredit, "7: a corrected result paid a ticket more (reason names the match and the market)."],
  RESULT_CORRECTION_DEBIT: [Statement.ResultCorrectionDebit, '8: a corrected result took back part of a payout (reason names the match and the market); it may leave a debt.'],
});
export const statusesAgree: Same<z.infer<typeof TransactionStatus>, TransactionStatusId> = true;
export const statementTypesAgree: Same<z.infer<typeof StatementType>, StatementTypeId> = true;
export const StatusGroup = valueEnum('CashierStatusGroup', 'Seed 001 §4 status groups. ALL is only a filter ("All type"); NONE is the group of status NONE.', {
  ALL: ['all', 'Filter only: every status ("All type").'],
  PENDING: ['pending', 'Still open: PENDING, PROVIDER_PENDING, PROVIDER_PENDING_CONFIRMATION, PAYMENT_SYSTEM_PROCESSING, PROCESSING.'],
  COMPLETED: ['completed', 'COMPLETED and ADMIN_APPROVED.'],
  REJECTED: ['rejected', 'REJECTED, PROVIDER_DECLINED, PROVIDER_REJECTED, REJECTED_BY_PAYMENT_SYSTEM.'],
  CANCELED: ['canceled', 'Canceled or not carried out: CANCELED, NOT_PROCESSED, PROCESSING_ERROR, TRANSACTION_FAILED.'],
  REFUND: ['refund', 'REFUND.'],
  NONE: ['none', 'The group of status NONE.'],
});
export const DepositMethodKind = valueEnum('CashierDepositMethodKind', 'What starting a deposit of the method answers.', {
  HOSTED: ['hosted', 'A payment page to send the browser to (DepositRedirect).'],
  BANK: ['bank', 'Bank details and a reference to write on the transfer (BankTransferInstructions).'],
  CRYPTO: ['crypto', 'A deposit address (CryptoDepositAddress).'],
  VOUCHER: ['voucher', 'Redeemed at once (DepositCredited).'],
  WIDGET: ['widget', 'The X1 payment widget, then confirmX1Transfer (X1Widget).'],
});
export const BonusKind = valueEnum('BonusKind', 'What kind of bonus it is.', {
  DEPOSIT: ['deposit', 'A percentage of a deposit, wagered before it becomes real money.'],
  FREE_SPINS: ['free_spins', 'Free casino spins (spins, each worth spinValue).'],
  FREE_BET: ['free_bet', 'A free bet of amount (FreeBet on the slip).'],
  CASHBACK: ['cashback', 'A share of the weekly net loss back as real money.'],
});
export const BonusProduct = valueEnum('BonusProduct', 'Where the bonus can be used.', {
  ANY: ['any', 'Sportsbook and casino.'],
  CASINO: ['casino', 'Casino only.'],
  SPORTSBOOK: ['sportsbook', 'Sportsbook only.'],
});

export const Transaction = z
  .object({
    Id: z.string(),
    StatementTypeID: StatementType,
    StatementType: z.string(),
    StatementTypeText: z.string(),
    StatusID: TransactionStatus,
    Status: z.string(),
    StatusText: z.string(),
    StatusGroup: StatusGroup,
    Method: z.string().nullable(),
    MethodName: z.string().nullable(),
    Amount: Money,
    Currency: z.string(),
    ReferenceNumber: z.string().nullable(),
    Reason: z.string().nullable(),
    ReasonText: z.string().nullable(),
    BonusCode: z.string().nullable(),
    Cancelable: z.boolean(),
    CreatedDate: z.string(),
    CompletedDate: z.string().nullable(),
  })
  .openapi('CashierTransaction');

const MethodCurrency = z
  .object({ Currency: z.string(), MinAmount: z.string().nullable(), MaxAmount: z.string().nullable(), Blockchain: z.string().nullable() })
  .openapi('CashierDepositMethodCurrency');
export const DepositMethod = z
  .object({
    Key: z.string(),
    Value: z.string().openapi({ description: 'The label; cards read "Debit/Credit Card"' }),
    OriginalValue: z.string(),
    PaymentMethodId: z.number().int(),
    Provider: z.string(),
    Kind: DepositMethodKind,
    Fields: z.array(z.object({ Name: z.string(), Required: z.boolean() })),
    Currencies: z.array(MethodCurrency),
  })
  .openapi('CashierDepositMethod');

export const BankInfo = z
  .object({ BankName: z.string(), BranchName: z.string(), AccountType: z.string(), AccountNumber: z.string(), AccountName: z.string(), ReferenceNumber: z.string() })
  .openapi('CashierBankInfo');
export const CryptoAddress = z
  .object({ Blockchain: z.string(), CryptoCurrency: z.string(), Address: z.string(), MinimumAmount: z.string() })
  .openapi('CashierCryptoAddress');
export const X1Widget = z
  .object({
    widgetId: z.string(),
    payload: z.string(),
    locale: z.string(),
    symbol: z.string(),
    buyMoreHidden: z.boolean(),
    tryAgainHidden: z.boolean(),
    emailHidden: z.boolean(),
    email: z.string(),
  })
  .openapi('CashierX1Widget');
export const X1Transfer = z
  .object({ Id: z.string(), DepositAmount: Money, DepositCurrency: z.string(), BonusCode: z.string().nullable() })
  .openapi('CashierX1Transfer');

export const DepositRequest = z
  .object({
    PaymentMethod: nullableText.openapi({ description: 'The method Key (or give PaymentMethodId)' }),
    PaymentMethodId: z.number().int().nullable().optional(),
    Amount: AmountInput,
    Currency: z.string().max(10).nullable().optional(),
    AgreeWithDepositTerms: z.boolean().nullable().optional(),
    CardCountry: nullableText,
    PaparaAccountNumber: nullableText,
    NetellerEmail: nullableText,
    VoucherCode: nullableText,
    PagsmileDocumentNumber: nullableText,
    BonusCode: nullableText,
    ReturnUrl: nullableText.openapi({ description: 'Where the payment page sends the browser back: a path of this site, e.g. /en-US/user/deposit' }),
  })
  .openapi('CashierDepositRequest');

export const WithdrawRequest = z
  .object({
    Method: nullableText.openapi({ description: 'The method Key (or give PaymentMethodId)' }),
    PaymentMethodId: z.number().int().nullable().optional(),
    ...Object.fromEntries(WITHDRAW_FIELDS.filter((field) => field !== 'Amount').map((field) => [field, nullableText])),
    Amount: AmountInput,
  })
  .openapi('CashierWithdrawRequest');

export const WithdrawMethod = z
  .object({
    Name: z.string(),
    Key: z.string(),
    PaymentMethodId: z.number().int(),
    Provider: z.string(),
    Currency: z.string().nullable(),
    Currencies: z.array(z.object({ Currency: z.string(), MinAmount: z.string().nullable(), MaxAmount: z.string().nullable(), MaxExclusive: z.boolean() })),
    Fields: z.array(z.object({ Name: z.string(), Required: z.boolean() })),
  })
  .openapi('CashierWithdrawMethod');

/** What a general offer and a player's bonus both say of the bonus. */
const BonusTerms = {
  Code: z.string(),
  Kind: BonusKind,
  Product: BonusProduct,
  Personal: z.boolean(),
  Title: z.string(),
};

export const BonusOffer = z
  .object({
    Id: z.number().int(),
    ...BonusTerms,
    Description: z.string(),
    Percent: z.number().int(),
    Amount: Money.nullable().openapi({ description: "A deposit bonus's cap, a free bet's value, one free spin's value" }),
    Currency: z.string(),
    Spins: z.number().int(),
    WageringMultiplier: z.number().int(),
    RequiresDeposit: z.boolean(),
    FirstDepositOnly: z.boolean(),
    ValidDays: z.number().int(),
    UserStatus: z.number().int().openapi({ description: "The player's bonus status: 0 undefined (not claimed), 1 appended, 2 active, 3 canceled, 4 completed" }),
  })
  .openapi('BonusOffer');

export const UserBonus = z
  .object({
    Id: z.string(),
    BonusId: z.number().int(),
    ...BonusTerms,
    Status: z.number().int().openapi({ description: '0 undefined, 1 appended, 2 active, 3 canceled, 4 completed (seed 001 §4)' }),
    StatusName: z.string(),
    StatusText: z.string(),
    Amount: Money,
    Currency: z.string(),
    Spins: z.number().int(),
    SpinValue: Money.nullable(),
    WageringRequired: Money,
    Wagered: Money,
    WageringRemaining: Money,
    DepositId: z.string().nullable(),
    CreatedDate: z.string(),
    ActivatedDate: z.string().nullable(),
    FinishedDate: z.string().nullable(),
    ExpiresDate: z.string().nullable(),
  })
  .openapi('UserBonus');

/** What a provider posts to the callback endpoint (the sandbox providers' contract). */
export const CallbackBody = z
  .object({
    TransactionId: z.string().min(1).max(100).openapi({ description: "The provider's id of the payment; a repeated callback carries the same" }),
    Status: z.enum(['approved', 'declined']),
    Amount: z.string().max(40).openapi({ description: 'Paid amount in major units, e.g. "50.00"' }),
    Currency: z.string().max(10),
    DepositId: z.string().regex(/^\d{1,18}$/).optional().openapi({ description: 'Hosted-page providers: our deposit id' }),
    ReferenceNumber: z.string().max(40).optional().openapi({ description: 'Bank providers: the reference the player wrote on the transfer' }),
    Address: z.string().max(200).optional().openapi({ description: 'Crypto providers: the deposit address that received the coins' }),
    Reason: z.enum(['card_declined', 'insufficient_funds', 'declined']).optional(),
  })
  .openapi('CashierCallback');
export type CallbackBody = z.infer<typeof CallbackBody>;
