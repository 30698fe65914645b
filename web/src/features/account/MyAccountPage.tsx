import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { AccountNetPosition } from './AccountNetPosition';
import { AccountSummary } from './AccountSummary';
import { LinkList } from './LinkList';
import { RequireViewer } from './RequireViewer';
import type { MyAccountPageQuery } from './__generated__/MyAccountPageQuery.graphql';

export const myAccountPageQuery = graphql`
  query MyAccountPageQuery {
    viewer {
      ...AccountSummary_viewer
      ...AccountNetPosition_viewer
    }
  }
`;

/** /{lang}/user/myAccount */
export default function MyAccountPage({ query }: { query: PreloadedQuery<MyAccountPageQuery> }) {
  return <RequireViewer>{() => <MyAccount query={query} />}</RequireViewer>;
}

function MyAccount({ query }: { query: PreloadedQuery<MyAccountPageQuery> }) {
  const { t } = useTranslation(['auth', 'common', 'meta']);
  // A new viewer (signed in on this page) has the route prepare it anew (RequireViewer).
  const data = usePreloadedQuery<MyAccountPageQuery>(myAccountPageQuery, query);
  const links = [
    ['user/depositAndWithdraw/deposit', t('common:userMenu.depositAndWithdraw')],
    ['user/bonuses/available', t('common:userMenu.bonuses')],
    ['user/accountInformation/personal', t('auth:tabs.personal')],
    ['user/accountInformation/customer', t('auth:tabs.customer')],
    ['user/accountInformation/security', t('auth:tabs.security')],
    ['user/privateMessage', t('common:userMenu.privateMessage')],
    ['user/settings/customer', t('auth:account.settings')],
  ] as const;
  return (
    <section className="page account-page" data-testid="my-account-page">
      <h1>{t('meta:routes.myAccount.title')}</h1>
      <div className="account-page__grid">
        {data.viewer && <AccountSummary viewer={data.viewer} />}
        <LinkList label={t('auth:account.linksLabel')} links={links} />
        {data.viewer && <AccountNetPosition viewer={data.viewer} />}
      </div>
    </section>
  );
}
