import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { KycTab } from './KycTab';
import { PersonalTab } from './PersonalTab';
import { SecurityTab } from './SecurityTab';
import { TabbedUserPage } from './TabbedUserPage';
import { ACCOUNT_TABS, type AccountTab } from './tabs';
import type { AccountInformationPageQuery } from './__generated__/AccountInformationPageQuery.graphql';

export const accountInformationPageQuery = graphql`
  query AccountInformationPageQuery($personal: Boolean!, $customer: Boolean!, $security: Boolean!) {
    viewer {
      ...PersonalTab_viewer @include(if: $personal) @alias(as: "personal")
      ...KycTab_viewer @include(if: $customer) @alias(as: "customer")
      ...SecurityTab_viewer @include(if: $security) @alias(as: "security")
    }
  }
`;

/** /{lang}/user/accountInformation/:tab (seed 001 §2). */
export default function AccountInformationPage({ query }: { query: PreloadedQuery<AccountInformationPageQuery> }) {
  const { t } = useTranslation(['auth', 'meta']);
  const head = <h1>{t('meta:routes.accountInformation.title')}</h1>;
  return (
    <TabbedUserPage base="user/accountInformation" tabs={ACCOUNT_TABS} label={t('auth:tabs.label')} tabLabel={(name) => t(`auth:tabs.${name}`)} head={head} testId="account-information-page">
      {(tab) => <TabContent tab={tab} query={query} />}
    </TabbedUserPage>
  );
}

function TabContent({ tab, query }: { tab: AccountTab; query: PreloadedQuery<AccountInformationPageQuery> }) {
  const { t } = useTranslation('auth');
  const data = usePreloadedQuery<AccountInformationPageQuery>(accountInformationPageQuery, query);
  const viewer = data.viewer;
  if (!viewer) return null;
  return (
    <div className="account-tab" role="region" aria-label={t(`tabs.${tab}`)}>
      {tab === 'personal' && viewer.personal && <PersonalTab viewer={viewer.personal} />}
      {tab === 'customer' && viewer.customer && <KycTab viewer={viewer.customer} />}
      {tab === 'security' && viewer.security && <SecurityTab viewer={viewer.security} />}
    </div>
  );
}
