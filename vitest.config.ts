import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node resolves graphql to its CommonJS build; Vite would pick the .mjs one for
  // our code while CommonJS packages (graphql-http) require the other: two
  // "realms" of graphql that reject each other's types. One copy, as in production.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['tests/**/*.test.ts'],
    // One migrated database per run that every test platform starts from (tests/helpers/template.ts).
    globalSetup: ['tests/helpers/template.ts'],
    // The multi-process test has the machine to itself (its own step of npm test, vitest.cluster.config.ts):
    // it times how fast killed processes come back, which files running beside it would slow.
    exclude: ['tests/cluster/**', '**/node_modules/**'],
    environment: 'node',
    // Each file boots its own platform (PGlite in memory or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's module cache: re-importing the platform and the gateway for each of ~200 files
    // cost about 190 s of the run (CI rehearsal of 044522cd). Each file still boots its own platform and
    // database; what is process-wide by design (the metrics registry) is read as a difference.
    isolate: false,
    // Request and audit lines at info would bury a run's output; tests that read lines capture them (setLogSink).
    env: { LOG_LEVEL: 'warn' },
    maxWorkers: 2,
  },
});
