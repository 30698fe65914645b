import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import type { BalanceSummary_viewer$key } from './__generated__/BalanceSummary_viewer.graphql';

const fragment = graphql`
  fragment BalanceSummary_viewer on Viewer {
    balanceDetails {
      currency
      cash {
        amount
        currency
      }
      bonus {
        amount
        currency
      }
      reserved {
        amount
        currency
      }
      total {
        amount
        currency
      }
    }
  }
`;

/**
 * Seed 001 §3 "Balances (with TotalBalance)": what can be withdrawn (cash),
 * what is still wagered (bonus), what pending withdrawals hold, and the total.
 * LiveBalance writes the same fields, so this follows every movement live.
 */
export function BalanceSummary({ viewer }: { viewer: BalanceSummary_viewer$key }) {
  const { t } = useTranslation('cashier');
  const lang = useLanguage();
  const { balanceDetails: balance } = useFragment(fragment, viewer);
  const rows = [
    ['cash', balance.cash],
    ['bonus', balance.bonus],
    ['reserved', balance.reserved],
    ['total', balance.total],
  ] as const;
  return (
    <dl className="balance-summary" aria-label={t('web.balance.label')} data-testid="balance-summary">
      {rows.map(([name, money]) => (
        <div key={name} className={`balance-summary__item balance-summary__item--${name}`}>
          <dt>{t(`web.balance.${name}`)}</dt>
          <dd data-testid={`balance-${name}`}>{formatMoney(lang, money.amount, money.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
