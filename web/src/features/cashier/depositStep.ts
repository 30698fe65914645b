import { graphql } from 'react-relay';
import type { BankTransferData } from '../modals/content/BankTransferModal';
import type { X1WidgetData } from '../modals/content/X1WidgetModal';
import type { depositStep_next$data as DepositStep } from './__generated__/depositStep_next.graphql';

/**
 * The step a deposit takes next, as starting it and resuming it both answer (spread unmasked into their
 * payloads' `next`): one list of fields, and one way to turn a step into what its modal shows.
 */
export const depositStepFragment = graphql`
  fragment depositStep_next on DepositNextStep {
    # Which step the method's kind takes next (named so, not read as __typename).
    step: __typename
    ... on DepositRedirect {
      url
    }
    ... on BankTransferInstructions {
      bankName
      branchName
      accountType
      accountNumber
      accountName
      referenceNumber
    }
    ... on X1Widget {
      widgetId
      payload
      locale
      symbol
      buyMoreHidden
      tryAgainHidden
      emailHidden
      email
      transfer {
        transferId
        bonusCode
        depositAmount {
          amount
          currency
        }
      }
    }
    ... on CryptoDepositAddress {
      blockchain
      currency
      address
      minimumAmount {
        amount
        currency
      }
    }
    ... on DepositCredited {
      amount {
        amount
        currency
      }
    }
  }
`;

/** One step's fields, as a payload that spreads the fragment unmasked holds them. */
type Step<Name extends DepositStep['step']> = Omit<Extract<DepositStep, { step: Name }>, ' $fragmentType'>;

/** The bank's details for tigerGatewayDepositModal; `amount` already formatted, when known. */
export const bankTransferData = (next: Step<'BankTransferInstructions'>, amount?: string): BankTransferData => ({
  BankName: next.bankName,
  BranchName: next.branchName,
  AccountType: next.accountType,
  AccountNumber: next.accountNumber,
  AccountName: next.accountName,
  ReferenceNumber: next.referenceNumber,
  amount,
});

/** What X1WidgetModal shows and pays; onConfirmed hears the credit's message. */
export const x1WidgetData = (next: Step<'X1Widget'>, onConfirmed: (message: string) => void): X1WidgetData => ({
  widgetId: next.widgetId,
  payload: next.payload,
  locale: next.locale,
  symbol: next.symbol,
  buyMoreHidden: next.buyMoreHidden,
  tryAgainHidden: next.tryAgainHidden,
  emailHidden: next.emailHidden,
  email: next.email,
  transfer: { transferId: next.transfer.transferId, bonusCode: next.transfer.bonusCode ?? null, amount: next.transfer.depositAmount.amount, currency: next.transfer.depositAmount.currency },
  onConfirmed,
});
