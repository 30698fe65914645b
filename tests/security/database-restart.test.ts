import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../helpers/platform';
import { outageSuite, serverUrl } from './database-outage';

/**
 * Issue 14 §4: only idle pool clients had an 'error' listener. A PostgreSQL restart while a client was
 * checked out (a transaction between two statements, a request under load) emitted an unhandled 'error'
 * (57P01 admin_shutdown) and the platform exited. A restart is simulated without stopping the shared
 * server: pg_terminate_backend ends this test database's connections from another connection, and
 * ALLOW_CONNECTIONS false keeps new ones out for as long as the "outage" lasts.
 * Only against a real PostgreSQL server (CI sets TEST_DATABASE_URL; PGlite has no connections to lose).
 */
describe.skipIf(!serverUrl)('a PostgreSQL restart under load', () => {
  const suite = outageSuite(() => startPlatform({ releaseHash: 'restart-test' }));

  it('a checked-out connection that loses its server fails its own work, not the process', async () => {
    const { platform, outage } = suite;
    const { base } = outage;
    const failed = await platform.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // Checked out and between statements: the termination arrives as an 'error' event, not a query error.
        await outage.terminate();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(outage.uncaught).toEqual([]);
    // The pool replaces the lost connection: the next request is served.
    expect((await fetch(`${base}/api/version`)).status).toBe(200);
  });

  it('requests answer 503 while the database is unreachable, and 200 again once it is back', async () => {
    const { outage } = suite;
    const { base } = outage;
    const load = async (count: number) => Promise.all(Array.from({ length: count }, () => fetch(`${base}/api/version`).then((r) => r.status)));
    expect(new Set(await load(10))).toEqual(new Set([200]));
    await outage.refuseConnections();
    const during = load(40);
    await outage.terminate();
    const statuses = [...(await during), ...(await load(10))];
    expect(statuses).not.toContain(500);
    expect(outage.uncaught).toEqual([]);
    const down = await fetch(`${base}/api/version`);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(await down.json()).toMatchObject({ HasErrors: true, ErrorCode: 'UNAVAILABLE' });
    await outage.up();
    await expect.poll(async () => (await fetch(`${base}/api/version`)).status, { timeout: 10_000 }).toBe(200);
  });
});
