/**
 * `npm test`: everything a change must pass, in the order that fails fastest:
 * typecheck, lint (with the import boundaries), generated-file drift, Vitest,
 * the multi-process cluster test (alone: it times recoveries), then the e2e journeys in Chromium. Ends with one "N passed, N failed" line.
 * `--steps=vitest,e2e` runs only the named steps (.ci/run's PostgreSQL pass); what follows `--` goes to the
 * e2e step (spec files, as .ci/run names the journeys it repeats on PostgreSQL).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const node = process.execPath;
const dashes = process.argv.indexOf('--');
const e2eArgs = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const allSteps: { name: string; args: string[] }[] = [
  { name: 'typecheck', args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'] },
  { name: 'lint', args: ['node_modules/oxlint/bin/oxlint', '-c', '.oxlintrc.json', '--deny-warnings', 'platform', 'gateway', 'web/src', 'rules', 'scripts', 'tests', 'e2e', 'bench', 'examples'] },
  { name: 'generated files', args: ['--import', 'tsx', 'scripts/generate.ts', '--check'] },
  { name: 'vitest', args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'] },
  { name: 'cluster', args: ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.cluster.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/cluster.json'] },
  { name: 'e2e', args: ['--import', 'tsx', 'scripts/e2e.ts', ...e2eArgs] },
];
const only = process.argv.find((arg) => arg.startsWith('--steps='))?.slice('--steps='.length).split(',');
const steps = only ? allSteps.filter((step) => only.includes(step.name)) : allSteps;
if (steps.length === 0) throw new Error(`no such steps: ${only?.join(', ')}`);

rmSync('.reports/vitest.json', { force: true });
rmSync('.reports/cluster.json', { force: true });
rmSync('.reports/e2e.json', { force: true });

let failedStep: string | null = null;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(node, step.args, { stdio: 'inherit' });
  console.log(`${result.status === 0 ? '✔' : '✘'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

/** Counts from the runners' JSON reports. */
function counts(): { passed: number; failed: number; skipped: number } {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of ['.reports/vitest.json', '.reports/cluster.json'].filter((path) => existsSync(path))) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests;
  }
  if (existsSync('.reports/e2e.json')) {
    const report = JSON.parse(readFileSync('.reports/e2e.json', 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  }
  return total;
}

const { passed, failed: failedTests, skipped } = counts();
// A step that failed without a failing test (typecheck, lint, a crash) counts as one failure.
const failed = failedTests + (failedStep && failedTests === 0 ? 1 : 0);
if (failedStep && failedTests === 0) console.log(`\nnpm test stopped at: ${failedStep}`);
// .ci/run adds up its two passes from these.
if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ passed, failed, skipped }));
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
