import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LinkList } from '../../account/LinkList';
import { BalanceSummary } from '../../cashier/BalanceSummary';
import { DepositPanel } from '../../cashier/DepositPanel';
import { cashierFetchOptions, useCashierVersion } from '../../cashier/version';
import { useHref } from '../../shell/useLanguage';
import { useViewer } from '../../shell/ViewerContext';
import { useModalEntry } from '../ModalContext';
import type { ModalProps } from '../registry';
import { SignInFirst } from './SignInFirst';
import { ModalTabs, tabIdOf } from './ModalTabs';
import type { UserAccountModalQuery } from './__generated__/UserAccountModalQuery.graphql';
import '../../../styles/cashier.css';

const query = graphql`
  query UserAccountModalQuery {
    viewer {
      ...BalanceSummary_viewer
      ...DepositPanel_viewer
    }
    ...DepositPanel_query
  }
`;

const TABS = ['deposit', 'account'] as const;
type Tab = (typeof TABS)[number];

/**
 * userAccountModal (seed 000 §2, seed 001 §2): the account over any page,
 * opening on its deposit tab — the same deposit form as the cashier page —
 * with the balances and the way to the rest of the user area on the other.
 */
export default function UserAccountModal({ data, close }: ModalProps<{ tab?: string; message?: string } | undefined>) {
  const { t } = useTranslation(['cashier', 'common']);
  const { titleId } = useModalEntry();
  const viewer = useViewer();
  const requested = data?.tab ?? data?.message;
  const [tab, setTab] = useState<Tab>(TABS.find((name) => name === requested) ?? 'deposit');

  if (!viewer) return <SignInFirst title={t('common:modals.titles.userAccountModal')} />;
  return (
    <>
      <h2 id={titleId} className="modal__title">
        {t('common:modals.titles.userAccountModal')}
      </h2>
      <ModalTabs names={TABS} selected={tab} onSelect={setTab} label={(name) => t(`cashier:web.userAccountModal.${name}`)} />
      <div className="user-account-modal" role="tabpanel" id={`${titleId}-panel`} aria-labelledby={tabIdOf(titleId, tab)}>
        <Suspense fallback={<div className="modal__loading" aria-busy="true" />}>
          <Content tab={tab} viewerId={viewer.id} close={close} />
        </Suspense>
      </div>
    </>
  );
}

function Content({ tab, viewerId, close }: { tab: Tab; viewerId: string; close: () => void }) {
  const { t } = useTranslation(['cashier', 'common']);
  const href = useHref();
  const changes = useCashierVersion();
  const result = useLazyLoadQuery<UserAccountModalQuery>(query, {}, cashierFetchOptions(viewerId, changes));
  if (!result.viewer) return null;
  if (tab === 'deposit') return <DepositPanel viewer={result.viewer} query={result} returnUrl={href('user/depositAndWithdraw/deposit')} />;
  const links = [
    ['user/depositAndWithdraw/withdraw', t('cashier:web.tabs.withdraw')],
    ['user/depositAndWithdraw/deposit', t('cashier:web.history.title')],
    ['user/bonuses/available', t('common:userMenu.bonuses')],
    ['user/myAccount', t('common:userMenu.myAccount')],
  ] as const;
  return (
    <div className="stack">
      <BalanceSummary viewer={result.viewer} />
      <LinkList label={t('cashier:web.userAccountModal.account')} links={links} onNavigate={close} />
    </div>
  );
}
