import { graphql } from 'react-relay';

/**
 * What a mutation that moves money answers of the account (deposits, withdrawals, bonuses), spread
 * unmasked into its payload's viewer: the balance the header shows, updated in the store from the
 * answer itself (no optimistic update for money, STYLE.md). The balanceChanged event
 * (shell/LiveBalance.tsx) carries the same fields.
 */
export const balanceFragment = graphql`
  fragment balance_viewer on Viewer {
    id
    balance {
      amount
      currency
    }
  }
`;
