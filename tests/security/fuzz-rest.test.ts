/**
 * Every REST route of the platform, fed random and hostile input (fast-check): path parameters, query
 * strings, headers and bodies shaped after the route's own schema with wrong types, control characters,
 * huge and malformed values. Each answer is a 4xx or a typed answer, never a 500, and no input moves money.
 */
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { startPlatform } from '../helpers/platform';
import { FUZZ_SEED, hostileText } from './hostile';
import { headerValue, REST_OPERATIONS, restCases, sendCase } from './rest-cases';
import { signedInStaff } from '../helpers/staff';

const operations = REST_OPERATIONS;

/** Cases per operation: about 180 operations make over 2,000 cases a run. */
const RUNS_PER_OPERATION = 12;

let platform: Awaited<ReturnType<typeof startPlatform>>;
let server: ReturnType<typeof serve>;
let url = '';
let player: Awaited<ReturnType<typeof createTestPlayer>>;
/** A back-office session that reaches every read handler (the auditor reads all, changes nothing: no money moves). */
let auditorToken = '';
let before: { lines: number; audit: Awaited<ReturnType<typeof auditLedger>> };

const ledgerLines = async () => Number((await sql<{ n: string }>`select count(*)::text as n from ledger_lines`.execute(platform.db)).rows[0]!.n);

beforeAll(async () => {
  platform = await startPlatform({ jackpotIntervalMs: 0, roundSweepIntervalMs: 0, seedDemoData: true });
  // Over real HTTP: some routes read the socket's address.
  server = serve({ fetch: platform.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  player = await createTestPlayer(platform.db, platform.config);
  await creditForTest(platform.db, player.userId, 'EUR', 100_00n);
  auditorToken = (await signedInStaff(platform.db, platform.app as never, ['auditor'])).token;
  before = { lines: await ledgerLines(), audit: await auditLedger(platform.db) };
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await platform?.close();
});

describe('hostile input on every REST route', () => {
  it(`covers ${RUNS_PER_OPERATION} cases of each of the ${operations.length} operations`, () => {
    expect(operations.length * RUNS_PER_OPERATION).toBeGreaterThanOrEqual(2000);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}: 4xx or a typed answer, never 500`, async () => {
      await fc.assert(
        fc.asyncProperty(
          restCases(op),
          fc.record({ session: fc.constantFrom('valid', 'none', 'garbage'), staff: fc.constantFrom('auditor', 'none', 'garbage'), admin: fc.boolean(), idempotency: fc.option(hostileText(), { nil: undefined }), language: fc.option(hostileText(), { nil: undefined }) }),
          async (kase, headers) => {
            const requestHeaders: Record<string, string> = {};
            if (headers.session === 'valid') requestHeaders['x-session-token'] = player.token;
            if (headers.session === 'garbage') requestHeaders['x-session-token'] = 'x'.repeat(40);
            if (headers.staff === 'auditor') requestHeaders['x-staff-token'] = auditorToken;
            if (headers.staff === 'garbage') requestHeaders['x-staff-token'] = 'y'.repeat(43);
            // A wrong operator token: the operator's own calls are tested with real input elsewhere.
            if (headers.admin) requestHeaders['x-admin-token'] = 'not-the-admin-token';
            if (headers.idempotency !== undefined) requestHeaders['idempotency-key'] = headerValue(headers.idempotency);
            if (headers.language !== undefined) requestHeaders['accept-language'] = headerValue(headers.language);
            const status = await sendCase(url, op, kase, requestHeaders);
            expect(status, `${op.method} ${kase.target} ${String(kase.body).slice(0, 300)}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS_PER_OPERATION, seed: FUZZ_SEED, verbose: 1 },
      );
    });
  }

  it('moved no money: no ledger line was written, and the books balance', async () => {
    expect(await ledgerLines()).toBe(before.lines);
    expect(await auditLedger(platform.db)).toEqual({ ...before.audit, mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });
});
