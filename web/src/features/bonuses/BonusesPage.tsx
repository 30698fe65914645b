import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery } from 'react-relay';
import { TabbedUserPage } from '../account/TabbedUserPage';
import { useCashierQuery } from '../cashier/version';
import { useModal } from '../modals/ModalContext';
import { AvailableBonuses } from './AvailableBonuses';
import { MyBonusesList } from './MyBonusesList';
import { BONUS_TABS, type BonusTab } from './tabs';
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
export default function BonusesPage({ query }: { query: PreloadedQuery<BonusesPageQuery> }) {
  const { t } = useTranslation(['cashier', 'meta']);
  const { open } = useModal();
  const head = (
    <div className="bonuses-page__head">
      <h1>{t('meta:routes.bonuses.title')}</h1>
      <button type="button" className="button button--primary" onClick={() => open('claimUserBonusModal', {})}>
        {t('cashier:web.bonuses.enterCode')}
      </button>
    </div>
  );
  return (
    <TabbedUserPage base="user/bonuses" tabs={BONUS_TABS} label={t('cashier:web.bonuses.tabsLabel')} tabLabel={(name) => t(`cashier:web.bonuses.tabs.${name}`)} head={head} className="bonuses-page" testId="bonuses-page">
      {(tab) => <BonusesContent tab={tab} query={query} />}
    </TabbedUserPage>
  );
}

function BonusesContent({ tab, query }: { tab: BonusTab; query: PreloadedQuery<BonusesPageQuery> }) {
  const { t } = useTranslation('cashier');
  const data = useCashierQuery<BonusesPageQuery>(bonusesPageQuery, query);
  return (
    <div className="account-tab" role="region" aria-label={t(`web.bonuses.tabs.${tab}`)}>
      {tab === 'available' && data.viewer?.available && <AvailableBonuses viewer={data.viewer.available} />}
      {tab !== 'available' && data.mine && <MyBonusesList query={data.mine} empty={t(tab === 'active' ? 'web.bonuses.noneActive' : 'web.bonuses.noneHistory')} />}
    </div>
  );
}
