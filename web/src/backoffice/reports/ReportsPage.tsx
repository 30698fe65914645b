import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams, useSearchParams } from 'react-router-dom';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { rangeOf } from './range';
import type { ReportsPageQuery } from './__generated__/ReportsPageQuery.graphql';
import './reports.css';

export const reportsPageQuery = graphql`
  query ReportsPageQuery($filter: ReportFilter!) {
    backoffice {
      report(filter: $filter) {
        day
        currency
        ...ReportChart_days
        ...ReportTable_days
      }
      reportCsvUrl(filter: $filter)
    }
  }
`;

/**
 * /backoffice/reports (issue 18): per UTC day, currency by currency (never added together), the GGR of
 * each product, bonus cost, NGR, deposits, withdrawals and active players — a chart and, beside it, the
 * table with the exact figures — and the same report as CSV. The days are in the address
 * (?from=…&to=…): a link to a report is the report, and a changed period is a navigation. (The back
 * office's page table has no route loaders: the page loads its query, the layout's Suspense waits.)
 */
export default function ReportsPage() {
  const { t } = useTranslation('backoffice-reports');
  const { lang = 'en-US' } = useParams();
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const [draft, setDraft] = useState(range);
  // Today's figures move while the page is open: each visit asks again (the last answer shows meanwhile).
  const data = useLazyLoadQuery<ReportsPageQuery>(reportsPageQuery, { filter: range }, { fetchPolicy: 'store-and-network' });
  const report = data.backoffice?.report ?? [];
  const currencies = [...new Set(report.map((row) => row.currency))];

  return (
    <section className="backoffice-report" aria-labelledby="report-title">
      <h1 id="report-title">{t('title')}</h1>
      <p className="muted" data-testid="report-help">
        {t('help')}
      </p>
      <form
        className="backoffice-report__filter"
        aria-label={t('filter')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ from: draft.from, to: draft.to });
        }}
      >
        <label className="field">
          <span className="field__label">{t('from')}</span>
          <input type="date" value={draft.from} max={draft.to} required onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">{t('to')}</span>
          <input type="date" value={draft.to} min={draft.from} required onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </label>
        <button type="submit" className="button">
          {t('show')}
        </button>
        {data.backoffice && (
          <a className="button button--small" href={data.backoffice.reportCsvUrl} download data-testid="report-csv">
            {t('csv')}
          </a>
        )}
      </form>
      {currencies.length === 0 ? (
        <p className="empty-state" data-testid="report-empty">
          {t('empty')}
        </p>
      ) : (
        currencies.map((currency) => {
          const days = report.filter((row) => row.currency === currency);
          return (
            <section key={currency} className="backoffice-report__currency" aria-labelledby={`report-${currency}`} data-testid={`report-${currency}`}>
              <h2 id={`report-${currency}`}>{t('currency', { currency })}</h2>
              <ReportChart days={days} lang={lang} />
              <ReportTable days={days} lang={lang} />
            </section>
          );
        })
      )}
    </section>
  );
}
