import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Panel } from '../account/Panel';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import type { NetPositionSection_state$key } from './__generated__/NetPositionSection_state.graphql';

const fragment = graphql`
  fragment NetPositionSection_state on ResponsibleGambling {
    netPosition {
      from
      to
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
`;

/** Issue 17: deposits, withdrawals and net deposits over the last 12 months, as the platform counts them. */
export function NetPositionSection({ state }: { state: NetPositionSection_state$key }) {
  const { t } = useTranslation('responsible');
  const lang = useLanguage();
  const { netPosition } = useFragment(fragment, state);
  const rows = [
    ['deposits', netPosition.deposits],
    ['withdrawals', netPosition.withdrawals],
    ['netDeposits', netPosition.netDeposits],
  ] as const;
  return (
    <Panel id="rg-net-title" title={t('page.netPosition.title')}>
      <p className="muted">{t('page.netPosition.range', { from: formatDateTime(lang, netPosition.from), to: formatDateTime(lang, netPosition.to) })}</p>
      <dl className="rg-figures" data-testid="rg-net-position">
        {rows.map(([key, money]) => (
          <div key={key}>
            <dt>{t(`page.netPosition.${key}`)}</dt>
            <dd data-testid={`rg-net-${key}`}>{formatMoney(lang, money.amount, money.currency)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
