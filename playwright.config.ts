import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
/**
 * Journeys wait for the state they caused, never for time: these limits end a wait only when something is
 * broken, so they are sized for a slow, busy machine (a 2-core CI runner three times slower than a
 * laptop). E2E_TIMEOUT_SCALE multiplies them.
 */
const scale = Number(process.env.E2E_TIMEOUT_SCALE ?? 2);

/**
 * Debian's Chromium, not a downloaded browser (no network here). The flags keep
 * it from reaching for Google's services, which this machine refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS } };

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000 * scale,
  expect: { timeout: 10_000 * scale },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: /version-refresh/, use: browser },
    // Publishing a release tells every open page to refresh: run those journeys
    // after all the others, so no other journey meets an unexpected modal.
    { name: 'releases', testMatch: /version-refresh/, dependencies: ['chromium'], use: browser },
  ],
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    url: `http://127.0.0.1:${port}/ready`,
    reuseExistingServer: false,
    // The build is already done; booting the stack takes seconds, a machine busy with other jobs much longer.
    timeout: 180_000,
    stdout: 'pipe',
    // The journeys' thousands of requests would bury the report: warnings and errors only (read before any module loads).
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } as Record<string, string>,
  },
});
