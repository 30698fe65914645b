import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery } from 'react-relay';
import { TransactionTable } from './TransactionRow';
import { useCashierQuery } from './version';
import type { PendingWithdrawalsQuery } from './__generated__/PendingWithdrawalsQuery.graphql';

export const pendingWithdrawalsQuery = graphql`
  query PendingWithdrawalsQuery($count: Int!) {
    viewer {
      transactions(type: WITHDRAWAL, group: PENDING, first: $count) {
        totalCount
        edges {
          node {
            id
            ...TransactionRow_transaction
          }
        }
      }
    }
  }
`;

/** One page of them (a literal `first` would multiply the gateway's cost estimate; a variable does not). */
/**
 * The player's withdrawals still waiting for a decision, each with Cancel
 * (cancelWithdrawalModal): seed 001 §4 "Only pending ones can be cancelled by the user".
 */
export function PendingWithdrawals({ query }: { query: PreloadedQuery<PendingWithdrawalsQuery> }) {
  const { t } = useTranslation('cashier');
  const data = useCashierQuery<PendingWithdrawalsQuery>(pendingWithdrawalsQuery, query);
  const pending = data.viewer?.transactions;
  return (
    <section className="panel" aria-labelledby="pending-withdrawals-title" data-testid="pending-withdrawals">
      <h2 id="pending-withdrawals-title" className="panel__title">
        {t('web.withdraw.pendingTitle')}
      </h2>
      {!pending || pending.edges.length === 0 ? (
        <p className="empty-state">{t('web.withdraw.nonePending')}</p>
      ) : (
        <TransactionTable edges={pending.edges} />
      )}
    </section>
  );
}
