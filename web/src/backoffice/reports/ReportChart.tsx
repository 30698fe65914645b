import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { DEFAULT_CHART_SIZE, layoutBars } from '../../features/charts/bars';
import { ChartGrid } from '../../features/charts/ChartGrid';
import type { ReportChart_days$key } from './__generated__/ReportChart_days.graphql';

const fragment = graphql`
  fragment ReportChart_days on ReportDay @relay(plural: true) {
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
    ngr {
      amount
    }
  }
`;

export const SERIES = ['sportsbook', 'casino', 'liveCasino', 'ngr'] as const;

/**
 * One currency's days drawn (issue 18): per day a group of bars — the GGR of each product and the NGR —
 * over a zero line (a day players won goes below it), in SVG of our own (features/charts).
 * The table beside it carries the exact figures; the chart is one image to assistive technology, with a
 * title and a description, and each bar names its figure on hover.
 */
export function ReportChart({ days, lang }: { days: ReportChart_days$key; lang: string }) {
  const { t } = useTranslation('backoffice-reports');
  const id = useId();
  const rows = useFragment(fragment, days);
  const currency = rows[0]?.currency ?? '';
  const amountOf = (row: (typeof rows)[number], series: (typeof SERIES)[number]) => (series === 'ngr' ? row.ngr.amount : row[series].ggr.amount);
  const size = DEFAULT_CHART_SIZE;
  const layout = layoutBars(
    rows.map((row) => ({ label: row.day, values: SERIES.map((series) => Number(amountOf(row, series))) })),
    size,
  );
  const dayLabel = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  // A label for every day would overlap over a month: about one in every 60 pixels.
  const every = Math.max(1, Math.ceil((rows.length * 60) / (layout.plot.right - layout.plot.left)));
  return (
    <figure className="report-chart" data-testid="backoffice-report-chart">
      <svg viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="report-chart__svg">
        <title id={`${id}-title`}>{t('chartTitle', { currency })}</title>
        <desc id={`${id}-desc`}>{t('chartDescription')}</desc>
        <ChartGrid layout={layout} lang={lang} />
        {layout.groups.map((group, index) => (
          <g key={group.label}>
            {group.bars.map((bar) => (
              <rect key={bar.series} className={`report-chart__bar report-chart__bar--${SERIES[bar.series]}`} x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0.5)}>
                <title>{`${group.label} · ${t(`columns.${SERIES[bar.series]!}`)}: ${amountOf(rows[index]!, SERIES[bar.series]!)} ${currency}`}</title>
              </rect>
            ))}
            {index % every === 0 && (
              <text className="report-chart__label" x={group.center} y={layout.plot.bottom + 18} textAnchor="middle">
                {dayLabel.format(new Date(`${group.label}T00:00:00Z`))}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="report-chart__legend" aria-label={t('legend')}>
        {SERIES.map((series) => (
          <span key={series} className="report-chart__key">
            <span className={`report-chart__swatch report-chart__bar--${series}`} aria-hidden="true" />
            {t(`columns.${series}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
