/**
 * Backups of the platform's database and their restore (issue 16 §7; the guide is docs/backup.md).
 * PostgreSQL: pg_dump's custom format and pg_restore into an empty database, the tools of the server's
 * own major version. Embedded PGlite: its data folder as a gzipped tarball (PGlite's dumpDataDir), restored
 * into an empty folder; PGlite is one process's, so the platform is stopped meanwhile.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export interface Target {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** pg_dump / pg_restore from PG_BIN, else the newest of Debian's installed versions, else the PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return `${process.env.PG_BIN}/${name}`;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(`${root}/${v}/bin/${name}`)).sort((a, b) => Number(b) - Number(a)) : [];
  return versions[0] ? `${root}/${versions[0]}/bin/${name}` : name;
}

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${tool}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr.trim()}`);
}

export async function backup(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) return run(pgTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, target.databaseUrl]);
  const pglite = await PGlite.create(target.dataDir);
  try {
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** Restores `file` into an empty database (PostgreSQL) or an empty or missing folder (PGlite). */
export async function restore(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) return run(pgTool('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl}`, file]);
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) throw new Error(`${target.dataDir} is not empty: restore into an empty folder`);
  const pglite = await PGlite.create(target.dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await pglite.close();
}
