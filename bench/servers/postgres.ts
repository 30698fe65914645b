/**
 * A throw-away PostgreSQL server for benches: initdb into a temporary directory, then the `postgres`
 * binary itself (not pg_ctl, not a wrapper), so the PID the bench stops is the server. As root (CI,
 * containers) both run as Debian's `postgres` user: initdb and postgres refuse to run as root.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../tests/helpers/servers';

export interface PostgresServer {
  /** postgres://… of the database created for the bench. */
  url: string;
  pid: number;
  /** CPU time (ms) of the server and all its backends, from /proc; null where there is none. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** false: fsync=off and synchronous_commit=off (a test server); true: the defaults a production server keeps. */
  durable: boolean;
  maxConnections?: number;
  /** Loads pg_stat_statements, so the bench can say which queries the time went to. */
  statements?: boolean;
  database?: string;
}

/** The newest installed PostgreSQL's bin directory (Debian: /usr/lib/postgresql/<major>/bin). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'postgres'))) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed (Debian package postgresql): no /usr/lib/postgresql/<major>/bin/postgres');
  return join(root, newest, 'bin');
}

export async function startPostgres(options: PostgresOptions): Promise<PostgresServer> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'oddsgate-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};
  if (asRoot) chownSync(dir, owner.uid!, owner.gid!);
  execFileSync(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], { ...owner, stdio: 'ignore' });

  const port = await freePort();
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['port', String(port)],
    ['unix_socket_directories', dir],
    ['max_connections', String(options.maxConnections ?? 200)],
    ['shared_buffers', '256MB'],
    ...(options.durable ? [] : [['fsync', 'off'], ['synchronous_commit', 'off'], ['full_page_writes', 'off']]),
    ...(options.statements ? [['shared_preload_libraries', 'pg_stat_statements'], ['pg_stat_statements.track', 'all']] : []),
  ];
  const child: ChildProcess = spawn(join(bin, 'postgres'), ['-D', join(dir, 'data'), ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`])], {
    ...owner,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT: fast shutdown (active transactions rolled back, then a clean exit).
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', () => child.kill('SIGKILL'));

  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const until = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      const database = options.database ?? 'oddsgate_bench';
      await client.query(`create database ${database}`);
      await client.end();
      const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
      if (options.statements) {
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        await db.query('create extension if not exists pg_stat_statements');
        await db.end();
      }
      return { url, pid: child.pid!, cpuMs: () => treeCpuMs(child.pid!), stop };
    } catch (error) {
      await client.end().catch(() => {});
      if (child.exitCode !== null || Date.now() > until) {
        await stop();
        throw new Error(`postgres did not start: ${(error as Error).message}\n${log}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const ticks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process and its live children (PostgreSQL's backends are the postmaster's children), ms. */
function treeCpuMs(root: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      // utime, stime, and (for the postmaster) cutime + cstime of backends that already exited.
      if (pid === root) total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (ppid === root) total += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process exited while we read.
    }
  }
  return (total / ticks) * 1000;
}
