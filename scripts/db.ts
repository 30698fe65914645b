/**
 * `npm run db -- status | up | down`: the database migrations by hand (issue 16 §7), on the database the
 * platform's configuration names (DATABASE_URL, else PGlite in DATA_DIR). The platform also migrates to
 * the latest at every start; this is for an operator who looks first, or steps back one.
 *   status  every migration and when it was applied
 *   up      apply every migration not yet applied
 *   down    undo the latest applied one
 */
import { mkdirSync } from 'node:fs';
import { loadPlatformConfig } from '../platform/config';
import { openDatabase } from '../platform/db/connection';
import { migrateDown, migrateToLatest, migrationStatus } from '../platform/db/migrate';
import { configOrExit } from '../rules/env';

const COMMANDS = ['status', 'up', 'down'] as const;
const command = process.argv[2];
if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
  console.error(`usage: npm run db -- ${COMMANDS.join(' | ')}`);
  process.exit(2);
}
const config = configOrExit(loadPlatformConfig);
if (!config.databaseUrl && config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, connectTimeoutMs: config.databaseConnectTimeoutMs });
try {
  if (command === 'status') {
    for (const migration of await migrationStatus(database.db)) console.log(`${migration.executedAt ? migration.executedAt.toISOString() : 'pending                 '}  ${migration.name}`);
  } else {
    const ran = command === 'up' ? await migrateToLatest(database.db) : await migrateDown(database.db);
    console.log(ran.length > 0 ? ran.join('\n') : 'nothing to do');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
