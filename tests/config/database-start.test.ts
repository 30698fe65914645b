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
import { captureLogs } from '../helpers/logs';

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
    const logs = captureLogs('warn');
    try {
      url.host = `127.0.0.1:${proxy.port}`;
      const opening = openDatabase({ url: url.toString(), dataDir: 'memory://', connectTimeoutMs: 20_000 });
      setTimeout(() => void proxy.open(), 1200);
      const opened = await opening;
      expect((await sql<{ one: number }>`select 1 as one`.execute(opened.db)).rows).toEqual([{ one: 1 }]);
      await opened.close();
      // Refused at 0, 0.25 and 0.75 s (at least), answered once the proxy listened.
      const retries = logs.lines.filter((line) => line.msg === 'the database cannot be reached yet');
      expect(retries.length).toBeGreaterThanOrEqual(2);
      expect(retries[0]).toMatchObject({ service: 'platform', retryInMs: 250, err: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      logs.restore();
      await proxy.close();
      await database.release();
    }
  });
});
