/**
 * Issue 16 §6, the platform's side: on SIGTERM it cut every connection at once (main.ts closed them all so
 * the endless event streams would not hold it open). Now the streams end at once and resume elsewhere,
 * /health answers 503 draining, and the REST requests under way finish within the grace. A request is kept
 * under way by a lock the test holds on the table it reads.
 */
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { bootPlatform } from '../../platform/boot';
import { servePlatform } from '../../platform/serve';
import { createTestDatabase, holdReleaseLock } from '../helpers/database';

it('ends the event streams at once, finishes the requests under way, and answers /health 503 meanwhile', async () => {
  const database = await createTestDatabase();
  const platform = await bootPlatform({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, releaseHash: 'drain-test', feed: 'off', seedDemoData: false });
  const served = servePlatform(platform, { host: '127.0.0.1', port: 0 });
  try {
    await new Promise((resolve) => served.server.once('listening', resolve));
    const base = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}`;

    const stream = await fetch(`${base}/api/events`);
    const reader = stream.body!.getReader();
    const streamEnded = (async () => {
      while (!(await reader.read()).done);
      return Date.now();
    })();

    const { held } = await holdReleaseLock(platform.database.db, 1500);
    const underWay = fetch(`${base}/api/version`).then(async (response) => ({ status: response.status, body: await response.json() }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The stream and the version call.
    expect(served.inFlight()).toBe(2);

    const started = Date.now();
    const stopping = served.stop(10_000);
    expect(await (await platform.app.request('/health')).json()).toEqual({ status: 'draining', database: 'not checked' });
    // The stream ended well before the version call could finish.
    expect((await streamEnded) - started).toBeLessThan(1000);
    expect(await underWay).toMatchObject({ status: 200, body: { Hash: 'drain-test' } });
    expect(await stopping).toEqual({ cut: 0 });
    expect(Date.now() - started).toBeLessThan(5000);
    await held.catch(() => {});
  } finally {
    await served.stop(0);
    await database.release();
  }
});
