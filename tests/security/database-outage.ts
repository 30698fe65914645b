/**
 * A platform served over real HTTP whose database can be taken away and given back, as a PostgreSQL
 * restart looks to it, without stopping the server other tests share: every connection of its database is
 * terminated (57P01) and new ones refused until up(). Only against a real server (TEST_DATABASE_URL).
 * Records what would have ended the process (an unhandled 'error'), for the tests to assert none.
 */
import { serve } from '@hono/node-server';
import { sql, type Kysely } from 'kysely';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/** The real PostgreSQL server an outage needs (CI sets it; PGlite has no connections to lose). */
export const serverUrl = process.env.TEST_DATABASE_URL;

type Served = { app: { fetch: (request: Request) => Response | Promise<Response> }; db: unknown; close(): Promise<unknown> };

export async function withOutage(app: Served['app'], db: Kysely<never>) {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const database = (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]!.name;
  const admin = new pg.Client({ connectionString: serverUrl! });
  await admin.connect();
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => void uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  /** Ends every connection of the platform's database, as a server restart does. */
  const terminate = () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    uncaught,
    terminate,
    async down() {
      await admin.query(`alter database ${database} with allow_connections false`);
      await terminate();
    },
    refuseConnections: () => admin.query(`alter database ${database} with allow_connections false`),
    up: () => admin.query(`alter database ${database} with allow_connections true`),
    async close() {
      process.off('uncaughtException', onUncaught);
      await admin.query(`alter database ${database} with allow_connections true`).catch(() => {});
      await admin.end();
      (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The hooks of a restart suite: before all, the platform `start` answers is served with its outage
 * switch; after all, both are closed. Tests read `suite.platform` and `suite.outage`.
 */
export function outageSuite<P extends Served>(start: () => Promise<P>) {
  const suite = {} as { platform: P; outage: Awaited<ReturnType<typeof withOutage>> };
  beforeAll(async () => {
    suite.platform = await start();
    suite.outage = await withOutage(suite.platform.app, suite.platform.db as never);
  });
  afterAll(async () => {
    await suite.outage?.close();
    await suite.platform?.close();
  });
  return suite;
}
