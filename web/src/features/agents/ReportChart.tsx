import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useLanguage } from '../shell/useLanguage';
import { DEFAULT_CHART_SIZE, fitLabel, layoutBars } from '../charts/bars';
import { ChartGrid } from '../charts/ChartGrid';
import type { ReportChart_report$key } from './__generated__/ReportChart_report.graphql';

const fragment = graphql`
  fragment ReportChart_report on AgentReport {
    rows {
      userName
      stakes {
        amount
      }
      wins {
        amount
      }
      ggr {
        amount
      }
      commission {
        amount
      }
      rebate {
        amount
      }
    }
  }
`;

export const FIGURES = ['stakes', 'wins', 'ggr', 'commission', 'rebate'] as const;

/**
 * The report drawn (issue 8): a group of five bars per sub-account — stakes,
 * wins, GGR, commission, rebate — over a zero line, in SVG of our own. The
 * table beside it carries the exact figures; the chart is for the eye, so it
 * is one image to assistive technology with a title and a description.
 */
export function ReportChart({ report }: { report: ReportChart_report$key }) {
  const { t } = useTranslation('agents');
  const id = useId();
  const lang = useLanguage();
  const { rows } = useFragment(fragment, report);
  const size = DEFAULT_CHART_SIZE;
  const layout = layoutBars(
    rows.map((row) => ({ label: row.userName, values: FIGURES.map((figure) => Number(row[figure].amount)) })),
    size,
  );
  const slot = layout.groups.length ? (layout.plot.right - layout.plot.left) / layout.groups.length : 0;
  return (
    <figure className="report-chart" data-testid="report-chart">
      <svg viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="report-chart__svg">
        <title id={`${id}-title`}>{t('web.reports.chartTitle')}</title>
        <desc id={`${id}-desc`}>{t('web.reports.chartDescription')}</desc>
        <ChartGrid layout={layout} lang={lang} />
        {layout.groups.map((group) => (
          <g key={group.label} data-testid="report-chart-group">
            {group.bars.map((bar) => (
              <rect key={bar.series} className={`report-chart__bar report-chart__bar--${FIGURES[bar.series]}`} x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0.5)}>
                <title>{`${group.label} · ${t(`web.reports.columns.${FIGURES[bar.series]!}`)}: ${rows.find((row) => row.userName === group.label)?.[FIGURES[bar.series]!].amount ?? bar.value}`}</title>
              </rect>
            ))}
            <text className="report-chart__label" x={group.center} y={layout.plot.bottom + 18} textAnchor="middle">
              {fitLabel(group.label, slot)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="report-chart__legend" aria-label={t('web.reports.legend')}>
        {FIGURES.map((figure) => (
          <span key={figure} className="report-chart__key">
            <span className={`report-chart__swatch report-chart__bar--${figure}`} aria-hidden="true" />
            {t(`web.reports.columns.${figure}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
