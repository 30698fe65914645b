import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatMoney } from '../../features/shell/format';
import type { ReportTable_days$key } from './__generated__/ReportTable_days.graphql';

const fragment = graphql`
  fragment ReportTable_days on ReportDay @relay(plural: true) {
    day
    currency
    sportsbook {
      ggr {
        amount
      }
    }
    casino {
      ggr {
        amount
      }
    }
    liveCasino {
      ggr {
        amount
      }
    }
    ggr {
      amount
    }
    bonusCost {
      amount
    }
    ngr {
      amount
    }
    deposits {
      count
      amount {
        amount
      }
    }
    withdrawals {
      count
      amount {
        amount
      }
    }
    activePlayers
  }
`;

const COLUMNS = ['day', 'sportsbook', 'casino', 'liveCasino', 'ggr', 'bonusCost', 'ngr', 'deposits', 'withdrawals', 'activePlayers'] as const;

/** One currency's days, the exact figures the chart beside it draws. */
export function ReportTable({ days, lang }: { days: ReportTable_days$key; lang: string }) {
  const { t } = useTranslation('backoffice-reports');
  const rows = useFragment(fragment, days);
  const currency = rows[0]?.currency ?? '';
  const money = (amount: string) => formatMoney(lang, amount, currency);
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(lang);
  return (
    <div className="backoffice-report__scroll">
      <table className="backoffice-report__table" data-testid={`report-table-${currency}`}>
        <caption className="visually-hidden">{t('currency', { currency })}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} data-day={row.day}>
              <th scope="row">{day.format(new Date(`${row.day}T00:00:00Z`))}</th>
              <td>{money(row.sportsbook.ggr.amount)}</td>
              <td>{money(row.casino.ggr.amount)}</td>
              <td>{money(row.liveCasino.ggr.amount)}</td>
              <td>{money(row.ggr.amount)}</td>
              <td>{money(row.bonusCost.amount)}</td>
              <td>{money(row.ngr.amount)}</td>
              <td data-column="deposits">{t('payments', { n: count.format(row.deposits.count), amount: money(row.deposits.amount.amount) })}</td>
              <td data-column="withdrawals">{t('payments', { n: count.format(row.withdrawals.count), amount: money(row.withdrawals.amount.amount) })}</td>
              <td data-column="activePlayers">{count.format(row.activePlayers)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
