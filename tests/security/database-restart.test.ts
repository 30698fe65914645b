import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform } from '../helpers/platform';

/**
 * Issue 14 §4: only idle pool clients had an 'error' listener. A PostgreSQL restart while a client was
 * checked out (a transaction between two statements, a request under load) emitted an unhandled 'error'
 * (57P01 admin_shutdown) and the platform exited. A restart is simulated without stopping the shared
 * server: pg_terminate_backend ends this test database's connections from another connection, and
 * ALLOW_CONNECTIONS false keeps new ones out for as long as the "outage" lasts.
 * Only against a real PostgreSQL server (CI sets TEST_DATABASE_URL; PGlite has no connections to lose).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a PostgreSQL restart under load', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let base: string;
  let close: () => Promise<void>;
  let admin: pg.Client;
  let database: string;
  /** What would have ended a platform process (Vitest reports these too, but after the test). */
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => void uncaught.push(error);

  beforeAll(async () => {
    platform = await startPlatform({ releaseHash: 'restart-test' });
    const server = serve({ fetch: platform.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    };
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(platform.db);
    database = rows[0]!.name;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await admin?.query(`alter database ${database} with allow_connections true`).catch(() => {});
    await admin?.end();
    await close?.();
    await platform?.close();
  });

  /** Ends every connection of the platform's database, as a server restart does (57P01). */
  const terminate = () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);

  it('a checked-out connection that loses its server fails its own work, not the process', async () => {
    const failed = await platform.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // Checked out and between statements: the termination arrives as an 'error' event, not a query error.
        await terminate();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(uncaught).toEqual([]);
    // The pool replaces the lost connection: the next request is served.
    expect((await fetch(`${base}/api/version`)).status).toBe(200);
  });

  it('requests answer 503 while the database is unreachable, and 200 again once it is back', async () => {
    const load = async (count: number) => Promise.all(Array.from({ length: count }, () => fetch(`${base}/api/version`).then((r) => r.status)));
    expect(new Set(await load(10))).toEqual(new Set([200]));
    await admin.query(`alter database ${database} with allow_connections false`);
    const during = load(40);
    await terminate();
    const statuses = [...(await during), ...(await load(10))];
    expect(statuses).not.toContain(500);
    expect(uncaught).toEqual([]);
    const down = await fetch(`${base}/api/version`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(await down.json()).toMatchObject({ HasErrors: true, ErrorCode: 'UNAVAILABLE' });
    await admin.query(`alter database ${database} with allow_connections true`);
    await expect.poll(async () => (await fetch(`${base}/api/version`)).status, { timeout: 10_000 }).toBe(200);
  });
});
