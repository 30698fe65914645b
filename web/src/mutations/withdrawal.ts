import { graphql } from 'react-relay';

/**
 * What requestWithdrawal and cancelWithdrawal answer on success, spread unmasked into their
 * WithdrawalPayload: the message, the withdrawal's new state for the pending list, and the balances
 * (the amount is reserved at once and returns on cancel: the header and the cashier's summary follow).
 */
export const withdrawalPayloadFragment = graphql`
  fragment withdrawal_payload on WithdrawalPayload {
    message
    withdrawal {
      id
      status
      statusText
      cancelable
    }
    viewer {
      ...balance_viewer @relay(mask: false)
      ...BalanceSummary_viewer
    }
  }
`;
