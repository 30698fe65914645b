import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Details } from '../forms/Details';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { Panel } from './Panel';
import type { AccountNetPosition_viewer$key } from './__generated__/AccountNetPosition_viewer.graphql';

const fragment = graphql`
  fragment AccountNetPosition_viewer on Viewer {
    responsibleGambling {
      id
      netPosition {
        from
        deposits {
          amount
          currency
        }
        withdrawals {
          amount
          currency
        }
        netDeposits {
          amount
          currency
        }
      }
    }
  }
`;

/** Issue 17 "net position": deposits, withdrawals and net deposits over the last 12 months, on My Account. */
export function AccountNetPosition({ viewer }: { viewer: AccountNetPosition_viewer$key }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const id = useId();
  const { netPosition } = useFragment(fragment, viewer).responsibleGambling;
  const money = (value: { amount: string; currency: string }) => formatMoney(lang, value.amount, value.currency);
  const from = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(netPosition.from));
  return (
    <Panel id={`${id}-net-position`} title={t('netPosition.title')}>
      <p className="muted">{t('netPosition.lead', { from })}</p>
      <Details
        testId="account-net-position"
        rows={[
          [t('netPosition.deposits'), money(netPosition.deposits)],
          [t('netPosition.withdrawals'), money(netPosition.withdrawals)],
          [t('netPosition.netDeposits'), money(netPosition.netDeposits)],
        ]}
      />
    </Panel>
  );
}
