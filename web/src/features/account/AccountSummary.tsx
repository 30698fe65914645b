import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Details } from '../forms/Details';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import type { AccountSummary_viewer$key } from './__generated__/AccountSummary_viewer.graphql';

const fragment = graphql`
  fragment AccountSummary_viewer on Viewer {
    username
    email
    accountType
    balance {
      amount
      currency
    }
    emailVerified
    twoFactorEnabled
    previousSignInAt
  }
`;

/** The account at a glance (seed 001 §2 My Account). */
export function AccountSummary({ viewer }: { viewer: AccountSummary_viewer$key }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const data = useFragment(fragment, viewer);
  const rows = [
    [t('account.username'), data.username],
    [t('account.email'), data.email],
    [t('account.type'), t(`accountTypes.${data.accountType}`, { defaultValue: data.accountType })],
    [t('account.balance'), formatMoney(lang, data.balance.amount, data.balance.currency)],
    [t('account.emailVerified'), data.emailVerified ? t('account.yes') : t('account.no')],
    [t('account.twoFactor'), data.twoFactorEnabled ? t('account.on') : t('account.off')],
    [t('account.previousSignIn'), data.previousSignInAt ? formatDateTime(lang, data.previousSignInAt) : t('account.never')],
  ] as const;
  return <Details rows={rows} testId="account-summary" />;
}
