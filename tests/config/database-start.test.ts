/**
 * Issue 16 §4: a PostgreSQL server that comes up after the platform (a compose file starts them together)
 * is waited for, not given up on: before, an unreachable DATABASE_URL ended the start after 5 s with a
 * blank migration name. The server is put behind a loopback proxy that listens only after a while, so the
 * first tries are refused as a database still starting refuses them. Only with a real server
 * (TEST_DATABASE_URL, CI's second pass).
 */
import { type AddressInfo, connect, createServer } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/connection';
import { createTestDatabase } from '../helpers/database';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A loopback port nothing listens on yet, and a way to start forwarding it to `target`. */
async function lateProxy(target: URL) {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return {
    port,
    open: () => new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

describe.skipIf(!serverUrl)('a database that starts after the platform', () => {
  it('is tried again until it answers, and then used', async () => {
    const database = await createTestDatabase();
    const url = new URL(database.databaseUrl!);
    const proxy = await lateProxy(new URL(url));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => void warnings.push(line);
    try {
      url.host = `127.0.0.1:${proxy.port}`;
      const opening = openDatabase({ url: url.toString(), dataDir: 'memory://', connectTimeoutMs: 20_000 });
      setTimeout(() => void proxy.open(), 1200);
      const opened = await opening;
      expect((await sql<{ one: number }>`select 1 as one`.execute(opened.db)).rows).toEqual([{ one: 1 }]);
      await opened.close();
      // Refused at 0, 0.25 and 0.75 s (at least), answered once the proxy listened.
      expect(warnings.length).toBeGreaterThanOrEqual(2);
      expect(warnings[0]).toMatch(/^platform: the database cannot be reached yet \(.*ECONNREFUSED.*\); trying again in 250 ms$/);
    } finally {
      console.warn = warn;
      await proxy.close();
      await database.release();
    }
  });
});
