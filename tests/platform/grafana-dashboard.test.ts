/**
 * docs/grafana/oddsgate.json is committed by hand: every metric a panel reads must be one the gateway or
 * the platform exports, so a renamed metric fails here instead of leaving a blank panel in production.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createMetrics } from '../../gateway/metrics';
import { metrics as platformMetrics } from '../../platform/metrics';

it('reads only metrics the services export', async () => {
  const dashboard = JSON.parse(readFileSync('docs/grafana/oddsgate.json', 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
  const exported = new Set(
    [...(await createMetrics().registry.getMetricsAsJSON()), ...(await platformMetrics.registry.getMetricsAsJSON())].flatMap((metric) =>
      String(metric.type) === 'histogram' ? [`${metric.name}_bucket`, `${metric.name}_count`, `${metric.name}_sum`] : [metric.name],
    ),
  );
  const read = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => target.expr.match(/\boddsgate_\w+/g) ?? []));
  expect(read.length).toBeGreaterThan(15);
  expect(read.filter((name) => !exported.has(name))).toEqual([]);
});
