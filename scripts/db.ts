/**
 * `npm run db -- <command>`: the database by hand (issue 16 §7), on the database the platform's
 * configuration names (DATABASE_URL, else PGlite in DATA_DIR). The platform also migrates to the latest
 * at every start; this is for an operator who looks first, steps back one, or keeps a copy (docs/backup.md).
 *   status          every migration and when it was applied
 *   up              apply every migration not yet applied
 *   down            undo the latest applied one
 *   backup <file>   a copy of the whole database (pg_dump's custom format, or PGlite's folder as .tar.gz)
 *   restore <file>  into an empty database or folder
 *   audit           the ledger checked: every account's balance its lines' sum, every movement balanced
 */
import { loadPlatformConfig } from '../platform/config';
import { openDatabase } from '../platform/db/connection';
import { backup, restore } from '../platform/db/backup';
import { auditLedger, balanceSums } from '../platform/db/ledger';
import { migrateDown, migrateToLatest, migrationStatus } from '../platform/db/migrate';
import { configOrExit } from '../rules/env';

const COMMANDS = ['status', 'up', 'down', 'backup', 'restore', 'audit'] as const;
const [command, file] = process.argv.slice(2);
if (!COMMANDS.includes(command as (typeof COMMANDS)[number]) || ((command === 'backup' || command === 'restore') && !file)) {
  console.error(`usage: npm run db -- status | up | down | backup <file> | restore <file> | audit`);
  process.exit(2);
}
const config = configOrExit(loadPlatformConfig);
if (command === 'backup' || command === 'restore') {
  try {
    await (command === 'backup' ? backup : restore)({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file!);
    console.log(`${command === 'backup' ? 'backed up to' : 'restored from'} ${file}`);
    process.exit(0);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, connectTimeoutMs: config.databaseConnectTimeoutMs });
try {
  if (command === 'audit') {
    const audit = await auditLedger(database.db);
    const sums = await balanceSums(database.db);
    console.log(`accounts whose balance is not their lines' sum: ${audit.mismatchedAccounts}; unbalanced movements: ${audit.unbalancedTransactions}; balances per currency: ${Object.entries(sums).map(([currency, sum]) => `${currency} ${sum}`).join(', ') || 'none'}`);
    if (audit.mismatchedAccounts > 0 || audit.unbalancedTransactions > 0 || Object.values(sums).some((sum) => sum !== 0n)) process.exitCode = 1;
  } else if (command === 'status') {
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
