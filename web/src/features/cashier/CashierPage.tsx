import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRelayEnvironment } from 'react-relay';
import { NavLink, useLocation } from 'react-router-dom';
import { RequireViewer } from '../account/RequireViewer';
import { PageSkeleton } from '../shell/AppLayout';
import { useHref } from '../shell/useLanguage';
import { subscribeAsViewer } from '../shell/viewerSocket';
import { BalanceSummary } from './BalanceSummary';
import { DepositOutcome } from './DepositOutcome';
import { DepositPanel } from './DepositPanel';
import { clearCashierLanding, peekCashierLanding } from './landing';
import { PendingWithdrawals } from './PendingWithdrawals';
import type { prepareCashier } from './preload';
import { cashierTabOf, type CashierTab } from './tabs';
import { TransactionHistory } from './TransactionHistory';
import { WithdrawPanel } from './WithdrawPanel';
import { cashierChanged, useCashierQuery } from './version';
import type { CashierPageQuery } from './__generated__/CashierPageQuery.graphql';
import '../../styles/cashier.css';

export const cashierPageQuery = graphql`
  query CashierPageQuery($deposit: Boolean!, $withdraw: Boolean!, $method: String) {
    viewer {
      ...BalanceSummary_viewer
      ...DepositPanel_viewer @include(if: $deposit) @alias(as: "depositPanel")
      ...WithdrawPanel_viewer @include(if: $withdraw) @arguments(method: $method) @alias(as: "withdrawPanel")
    }
    ...DepositPanel_query @include(if: $deposit) @alias(as: "depositPanel")
    currencies {
      code
      decimals
    }
  }
`;

const transactionChanged = graphql`
  subscription CashierPageTransactionChangedSubscription {
    transactionChanged {
      __typename
      ... on CashierTransaction {
        id
        status
        statusText
        statusGroup
        cancelable
        completedAt
        reasonText
      }
    }
  }
`;

/**
 * /{lang}/user/depositAndWithdraw/deposit|withdraw and /{lang}/user/deposit
 * (seed 001 §2): the balances, the deposit or withdraw tab, the pending
 * withdrawals, and the transaction history with its activity filter.
 */
/** What the route prepared (cashier/preload.ts): the page's, the history's and, on the withdraw tab, the pending withdrawals' queries. */
type Prepared = ReturnType<typeof prepareCashier>;

export default function CashierPage(prepared: Prepared) {
  const { t } = useTranslation(['cashier', 'common']);
  const { pathname } = useLocation();
  const href = useHref();
  const tab = cashierTabOf(pathname);
  return (
    <section className="page account-page cashier-page" data-testid="cashier-page">
      <h1>{t('common:userMenu.depositAndWithdraw')}</h1>
      <nav className="tabs tabs--links" aria-label={t('cashier:web.tabs.label')}>
        {(['deposit', 'withdraw'] as const).map((name) => (
          // The deposit tab is current on /user/deposit too.
          <NavLink key={name} to={href(`user/depositAndWithdraw/${name}`)} className={() => `tabs__tab${tab === name ? ' active' : ''}`} aria-current={tab === name ? 'page' : undefined}>
            {t(`cashier:web.tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      <RequireViewer>
        {(viewer) => (
          <Suspense fallback={<PageSkeleton />}>
            <CashierContent tab={tab} viewerId={viewer.id} returnUrl={pathname} prepared={prepared} />
          </Suspense>
        )}
      </RequireViewer>
    </section>
  );
}

function CashierContent({ tab, viewerId, returnUrl, prepared }: { tab: CashierTab; viewerId: string; returnUrl: string; prepared: Prepared }) {
  const environment = useRelayEnvironment();
  const [landing] = useState(peekCashierLanding);
  const [outcome, setOutcome] = useState(landing.deposit);
  const data = useCashierQuery<CashierPageQuery>(cashierPageQuery, prepared.page);

  useEffect(() => clearCashierLanding(), []);
  // A deposit paid or a withdrawal decided elsewhere (a payment page, an operator) shows here as it happens.
  useEffect(() => subscribeAsViewer(environment, viewerId, transactionChanged, () => cashierChanged()), [environment, viewerId]);

  if (!data.viewer) return null;
  return (
    <div className="cashier" data-tab={tab}>
      {outcome && tab === 'deposit' && (
        <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
          <DepositOutcome landing={outcome} onDismiss={() => setOutcome(null)} />
        </Suspense>
      )}
      <BalanceSummary viewer={data.viewer} />
      {tab === 'deposit' && data.viewer.depositPanel && data.depositPanel && (
        <DepositPanel viewer={data.viewer.depositPanel} query={data.depositPanel} returnUrl={returnUrl} />
      )}
      {tab === 'withdraw' && data.viewer.withdrawPanel && prepared.pending && (
        <>
          <WithdrawPanel viewer={data.viewer.withdrawPanel} currencies={data.currencies} />
          <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
            <PendingWithdrawals query={prepared.pending} />
          </Suspense>
        </>
      )}
      <TransactionHistory prepared={prepared.history} />
    </div>
  );
}
