/**
 * Vitest files against a real PostgreSQL instead of PGlite, without a server of your own: starts a
 * throw-away one (bench/servers/postgres.ts, fsync off), runs `vitest run <args>` with TEST_DATABASE_URL
 * pointing at it (each test platform then makes and drops its own database, tests/helpers/database.ts),
 * stops it, and exits with Vitest's code.
 *
 *   node --import tsx scripts/vitest-on-postgres.ts tests/platform/betting-properties.test.ts …
 */
import { spawnSync } from 'node:child_process';
import { startPostgres } from '../bench/servers/postgres';

const server = await startPostgres({ durable: false });
const url = new URL(server.url);
url.pathname = '/postgres';
const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url.toString() } });
await server.stop();
process.exit(run.status ?? 1);
