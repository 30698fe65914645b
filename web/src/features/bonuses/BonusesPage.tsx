import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { NavLink, useNavigate, useParams } from 'react-router-dom';
import { RequireViewer } from '../account/RequireViewer';
import { cashierFetchOptions, useCashierVersion } from '../cashier/version';
import { useModal } from '../modals/ModalContext';
import { PageSkeleton } from '../shell/AppLayout';
import { useHref } from '../shell/useLanguage';
import { AvailableBonuses } from './AvailableBonuses';
import { MyBonusesList } from './MyBonusesList';
import { BONUS_TABS, bonusesPageVariables, isBonusTab, type BonusTab } from './tabs';
import type { BonusesPageQuery } from './__generated__/BonusesPageQuery.graphql';
import '../../styles/cashier.css';

export const bonusesPageQuery = graphql`
  query BonusesPageQuery($available: Boolean!, $mine: Boolean!, $status: UserBonusFilter!, $count: Int!) {
    viewer {
      ...AvailableBonuses_viewer @include(if: $available) @alias(as: "available")
    }
    ...MyBonusesList_query @include(if: $mine) @arguments(status: $status, count: $count) @alias(as: "mine")
  }
`;

/** /{lang}/user/bonuses/:tab (seed 001 §2): available, active and history, and a bonus code to claim from any of them. */
export default function BonusesPage() {
  const { t } = useTranslation(['cashier', 'meta']);
  const { tab } = useParams();
  const href = useHref();
  const navigate = useNavigate();
  const { open } = useModal();

  useEffect(() => {
    if (!isBonusTab(tab)) void navigate(href('user/bonuses/available'), { replace: true });
  }, [tab, href, navigate]);

  return (
    <section className="page account-page bonuses-page" data-testid="bonuses-page">
      <div className="bonuses-page__head">
        <h1>{t('meta:routes.bonuses.title')}</h1>
        <button type="button" className="button button--primary" onClick={() => open('claimUserBonusModal', {})}>
          {t('cashier:web.bonuses.enterCode')}
        </button>
      </div>
      <nav className="tabs tabs--links" aria-label={t('cashier:web.bonuses.tabsLabel')}>
        {BONUS_TABS.map((name) => (
          <NavLink key={name} to={href(`user/bonuses/${name}`)} className="tabs__tab">
            {t(`cashier:web.bonuses.tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      {isBonusTab(tab) && (
        <RequireViewer>
          {(viewer) => (
            <Suspense fallback={<PageSkeleton />}>
              <BonusesContent tab={tab} viewerId={viewer.id} />
            </Suspense>
          )}
        </RequireViewer>
      )}
    </section>
  );
}

function BonusesContent({ tab, viewerId }: { tab: BonusTab; viewerId: string }) {
  const { t } = useTranslation('cashier');
  const changes = useCashierVersion();
  const data = useLazyLoadQuery<BonusesPageQuery>(bonusesPageQuery, bonusesPageVariables(tab), cashierFetchOptions(viewerId, changes));
  return (
    <div className="account-tab" role="region" aria-label={t(`web.bonuses.tabs.${tab}`)}>
      {tab === 'available' && data.viewer?.available && <AvailableBonuses viewer={data.viewer.available} />}
      {tab !== 'available' && data.mine && <MyBonusesList query={data.mine} empty={t(tab === 'active' ? 'web.bonuses.noneActive' : 'web.bonuses.noneHistory')} />}
    </div>
  );
}
