import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { NavLink, useNavigate, useParams } from 'react-router-dom';
import { PageSkeleton } from '../shell/AppLayout';
import { useHref } from '../shell/useLanguage';
import { KycTab } from './KycTab';
import { PersonalTab } from './PersonalTab';
import { RequireViewer } from './RequireViewer';
import { SecurityTab } from './SecurityTab';
import { accountTabVariables, ACCOUNT_TABS, isAccountTab, type AccountTab } from './tabs';
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
export default function AccountInformationPage() {
  const { t } = useTranslation(['auth', 'meta']);
  const { tab } = useParams();
  const href = useHref();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isAccountTab(tab)) void navigate(href('user/accountInformation/personal'), { replace: true });
  }, [tab, href, navigate]);

  return (
    <section className="page account-page" data-testid="account-information-page">
      <h1>{t('meta:routes.accountInformation.title')}</h1>
      <nav className="tabs tabs--links" aria-label={t('auth:tabs.label')}>
        {ACCOUNT_TABS.map((name) => (
          <NavLink key={name} to={href(`user/accountInformation/${name}`)} className="tabs__tab">
            {t(`auth:tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      {isAccountTab(tab) && (
        <RequireViewer>
          {(viewer) => (
            <Suspense fallback={<PageSkeleton />}>
              <TabContent tab={tab} viewerId={viewer.id} />
            </Suspense>
          )}
        </RequireViewer>
      )}
    </section>
  );
}

function TabContent({ tab, viewerId }: { tab: AccountTab; viewerId: string }) {
  const { t } = useTranslation('auth');
  const data = useLazyLoadQuery<AccountInformationPageQuery>(accountInformationPageQuery, accountTabVariables(tab), {
    fetchPolicy: 'store-or-network',
    fetchKey: viewerId,
  });
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
