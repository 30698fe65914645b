import type { ChartLayout } from './bars';
import '../../styles/charts.css';

/** A bar chart's round ticks (dashed, labelled in the locale's compact numbers) and its zero line. */
export function ChartGrid({ layout, lang }: { layout: ChartLayout; lang: string }) {
  const number = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <>
      {layout.ticks.map((tick) => (
        <g key={tick.value} className="report-chart__tick">
          <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} />
          <text x={layout.plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end">
            {number.format(tick.value)}
          </text>
        </g>
      ))}
      <line className="report-chart__baseline" x1={layout.plot.left} x2={layout.plot.right} y1={layout.baseline} y2={layout.baseline} />
    </>
  );
}
