/**
 * A report chart's geometry: grouped bars (one group per sub-account of an
 * agent's report, per day of the back office's), one bar per figure, on a
 * scale with round ticks that always holds zero (GGR and so the commission
 * base can be negative). Pure, so the drawing is a map over
 * what this answers. Amounts become numbers only here, for pixels: the table
 * beside the chart shows the exact decimals.
 */

export interface ChartSize {
  width: number;
  height: number;
  /** Room for the axis labels: left for the ticks, bottom for the names. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export const DEFAULT_CHART_SIZE: ChartSize = { width: 720, height: 320, padding: { top: 16, right: 12, bottom: 48, left: 64 } };

export interface Scale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/** The round step (1, 2 or 5 × 10ⁿ) that cuts span into at most `count` parts. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** A scale from zero (or below, for losses) to the largest value, on round ticks. */
export function scaleOf(values: readonly number[], count = 5): Scale {
  const finite = values.filter((value) => Number.isFinite(value));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === 0 && high === 0) return { min: 0, max: 1, step: 1, ticks: [0, 1] };
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Integer counting: adding a float step again and again drifts (0.1 + 0.2…).
  for (let i = 0; min + i * step <= max + step / 1e6; i += 1) ticks.push(Number((min + i * step).toPrecision(12)));
  return { min, max, step, ticks };
}

export interface Bar {
  series: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarGroup {
  label: string;
  /** The group's centre, where its name is written. */
  center: number;
  bars: Bar[];
}

export interface ChartLayout {
  groups: BarGroup[];
  ticks: { value: number; y: number }[];
  /** The zero line. */
  baseline: number;
  plot: { left: number; right: number; top: number; bottom: number };
}

/**
 * Lays out the groups across the plot: each group gets an equal slot, its
 * bars share 80% of it (the rest is the gap between groups), and every bar
 * grows up from zero or down from it.
 */
export function layoutBars(groups: readonly { label: string; values: readonly number[] }[], size: ChartSize = DEFAULT_CHART_SIZE): ChartLayout {
  const plot = { left: size.padding.left, right: size.width - size.padding.right, top: size.padding.top, bottom: size.height - size.padding.bottom };
  const scale = scaleOf(groups.flatMap((group) => group.values));
  const y = (value: number) => plot.bottom - ((value - scale.min) / (scale.max - scale.min)) * (plot.bottom - plot.top);
  const baseline = y(0);
  const slot = groups.length ? (plot.right - plot.left) / groups.length : 0;
  return {
    plot,
    baseline,
    ticks: scale.ticks.map((value) => ({ value, y: y(value) })),
    groups: groups.map((group, index) => {
      const count = Math.max(1, group.values.length);
      const width = (slot * 0.8) / count;
      const start = plot.left + index * slot + slot * 0.1;
      return {
        label: group.label,
        center: plot.left + index * slot + slot / 2,
        bars: group.values.map((value, series) => {
          const top = Number.isFinite(value) ? y(value) : baseline;
          return { series, value, x: start + series * width, y: Math.min(top, baseline), width, height: Math.abs(baseline - top) };
        }),
      };
    }),
  };
}

/** A sub-account's name under its group, shortened to fit the slot (about 7px a character at 11px). */
export function fitLabel(label: string, slotWidth: number): string {
  const room = Math.max(3, Math.floor(slotWidth / 7));
  return label.length <= room ? label : `${label.slice(0, room - 1)}…`;
}
