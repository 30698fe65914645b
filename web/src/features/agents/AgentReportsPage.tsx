import { useMemo, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { FilterField } from '../history/FilterField';
import { ListPanel } from '../history/ListPanel';
import { formatDateTime, formatMoney } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { useTimeZone } from '../sportsbook/settings/settings';
import { AgentArea } from './AgentArea';
import { FIGURES, ReportChart } from './ReportChart';
import { defaultReportChoice, isFutureMonth, periodOf, reportYears, type ReportChoice } from './rules';
import type { AgentReportsPageQuery } from './__generated__/AgentReportsPageQuery.graphql';
import type { AgentReportsPage_report$key } from './__generated__/AgentReportsPage_report.graphql';

export const agentReportsPageQuery = graphql`
  query AgentReportsPageQuery($period: AgentReportPeriod!) {
    viewer {
      id
      agentReport(period: $period) {
        from
        to
        csvUrl
        rows {
          userName
        }
        ...AgentReportsPage_report
        ...ReportChart_report
      }
    }
  }
`;

const tableFragment = graphql`
  fragment AgentReportsPage_report on AgentReport {
    rows {
      userName
      ...AgentReportsPage_figures @relay(mask: false)
    }
    totals {
      ...AgentReportsPage_figures @relay(mask: false)
    }
  }
`;

/** The table's columns (FIGURES), the same for a sub-account's row and for the totals. */
export const figuresFragment = graphql`
  fragment AgentReportsPage_figures on AgentReportRow {
    stakes {
      amount
      currency
    }
    wins {
      amount
      currency
    }
    ggr {
      amount
      currency
    }
    commission {
      amount
      currency
    }
    rebate {
      amount
      currency
    }
  }
`;

/**
 * /{lang}/agent-management/reports (seed 001 §7): a month of a year, or the
 * "Week" of the last 7 days; per sub-account its stakes, wins, GGR, commission
 * and rebate, as a table and a chart, and the same report as CSV.
 */
export default function AgentReportsPage({ query }: { query: PreloadedQuery<AgentReportsPageQuery> }) {
  return (
    <AgentArea tab="reports">
      <AgentReports prepared={query} />
    </AgentArea>
  );
}

function AgentReports({ prepared }: { prepared: PreloadedQuery<AgentReportsPageQuery> }) {
  const { t } = useTranslation('agents');
  const lang = useLanguage();
  const [choice, setChoice] = useState<ReportChoice>(() => defaultReportChoice());
  const [shown, setShown] = useState<ReportChoice>(choice);
  const [loading, startTransition] = useTransition();
  // The route prepared the default period's report; another period loads it here.
  const [query, load] = useQueryLoader<AgentReportsPageQuery>(agentReportsPageQuery, prepared);
  const years = useMemo(() => reportYears(), []);
  const months = useMemo(() => {
    const name = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: name.format(new Date(Date.UTC(2000, i, 1))) }));
  }, [lang]);
  // The month and year the selectors hold, kept while "Week" is chosen.
  const [month, setMonth] = useState(() => {
    const first = defaultReportChoice();
    return { month: first.month, year: first.year };
  });

  const choose = (next: ReportChoice) => {
    setChoice(next);
    if (next.kind === 'month') setMonth({ month: next.month, year: next.year });
    // The report on screen stays while the next one loads.
    startTransition(() => {
      setShown(next);
      load({ period: periodOf(next) }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <div className="agents-reports">
      <form className="report-period" aria-label={t('web.reports.period')} onSubmit={(event) => event.preventDefault()}>
        <div className="tabs" role="radiogroup" aria-label={t('web.reports.period')}>
          <button type="button" role="radio" className="tabs__tab" aria-checked={choice.kind === 'month'} aria-selected={choice.kind === 'month'} onClick={() => choose({ kind: 'month', month: month.month, year: month.year })}>
            {t('web.reports.byMonth')}
          </button>
          <button type="button" role="radio" className="tabs__tab" aria-checked={choice.kind === 'week'} aria-selected={choice.kind === 'week'} title={t('web.reports.weekHint')} onClick={() => choose({ kind: 'week' })} data-testid="report-week">
            {t('web.reports.week')}
          </button>
        </div>
        <FilterField id="report-month" label={t('web.reports.month')}>
          <div className="select">
            <select id="report-month" value={month.month} disabled={choice.kind === 'week'} onChange={(event) => choose({ kind: 'month', month: Number(event.target.value), year: month.year })}>
              {months.map((entry) => (
                <option key={entry.value} value={entry.value} disabled={isFutureMonth(entry.value, month.year)}>
                  {entry.label}
                </option>
              ))}
            </select>
          </div>
        </FilterField>
        <FilterField id="report-year" label={t('web.reports.year')}>
          <div className="select">
            <select
              id="report-year"
              value={month.year}
              disabled={choice.kind === 'week'}
              // A later year's month may not have begun in this one: the latest that has.
              onChange={(event) => {
                const year = Number(event.target.value);
                let next = month.month;
                while (next > 1 && isFutureMonth(next, year)) next -= 1;
                choose({ kind: 'month', month: next, year });
              }}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
        </FilterField>
        {loading && <span className="spinner" aria-label={t('web.reports.loading')} />}
      </form>
      <Report choice={shown} query={query ?? prepared} />
    </div>
  );
}

function Report({ choice, query }: { choice: ReportChoice; query: PreloadedQuery<AgentReportsPageQuery> }) {
  const { t } = useTranslation('agents');
  const lang = useLanguage();
  const timeZone = useTimeZone();
  const data = usePreloadedQuery<AgentReportsPageQuery>(agentReportsPageQuery, query);
  const report = data.viewer?.agentReport;
  if (!report) return null;
  return (
    <ListPanel
      name="agent-report"
      title={t('web.reports.title')}
      data-period={choice.kind}
      aside={
        <a className="button button--small" href={report.csvUrl} download data-testid="report-csv">
          {t('web.reports.csv')}
        </a>
      }
    >
      <p className="muted" data-testid="report-range">
        {t('web.reports.range', { from: formatDateTime(lang, report.from, timeZone), to: formatDateTime(lang, report.to, timeZone) })}
      </p>
      {report.rows.length === 0 ? (
        <p className="empty-state" data-testid="report-empty">
          {t('web.reports.empty')}
        </p>
      ) : (
        <>
          <ReportChart report={report} />
          <ReportTable report={report} />
        </>
      )}
    </ListPanel>
  );
}

function ReportTable({ report }: { report: AgentReportsPage_report$key }) {
  const { t } = useTranslation('agents');
  const lang = useLanguage();
  const data = useFragment(tableFragment, report);
  const money = (value: { amount: string; currency: string }) => formatMoney(lang, value.amount, value.currency);
  return (
    <div className="table-scroll">
      <table className="table report-table" data-testid="report-table">
        <thead>
          <tr>
            <th scope="col">{t('web.reports.columns.userName')}</th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className="cell--amount">
                {t(`web.reports.columns.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.userName} data-testid="report-row" data-username={row.userName}>
              <th scope="row">{row.userName}</th>
              {FIGURES.map((figure) => (
                <td key={figure} className="cell--amount" data-figure={figure}>
                  {money(row[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="report-totals">
            <th scope="row">{t('web.reports.totals')}</th>
            {FIGURES.map((figure) => (
              <td key={figure} className="cell--amount" data-figure={figure}>
                {money(data.totals[figure])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
