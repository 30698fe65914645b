/**
 * Every REST route of the platform, fed random and hostile input (fast-check): path parameters, query
 * strings, headers and bodies shaped after the route's own schema with wrong types, control characters,
 * huge and malformed values. Each answer is a 4xx or a typed answer, never a 500, and no input moves money.
 */
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { startPlatform } from '../helpers/platform';
import { FUZZ_SEED, hostileJson, hostileText, valueFor, type Schema } from './hostile';
import { signedInStaff } from '../helpers/staff';

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: Schema }[];
  body?: Schema;
}

const spec = JSON.parse(readFileSync('platform/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, unknown> }> }>>;
  components: { schemas: Record<string, Schema> };
};

/** Every operation but the event stream, which answers by never ending (its resume header is fuzzed in events tests). */
const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => !Object.values(op.responses).some((response) => Object.keys(response.content ?? {}).includes('text/event-stream')))
    .map(([method, op]) => ({ method: method.toUpperCase(), path, params: op.parameters ?? [], ...(op.requestBody ? { body: Object.values(op.requestBody.content)[0]!.schema } : {}) })),
);

/** Cases per operation: about 180 operations make over 2,000 cases a run. */
const RUNS_PER_OPERATION = 12;

let platform: Awaited<ReturnType<typeof startPlatform>>;
let server: ReturnType<typeof serve>;
let url = '';
let player: Awaited<ReturnType<typeof createTestPlayer>>;
/** A back-office session that reaches every read handler (the auditor reads all, changes nothing: no money moves). */
let auditorToken = '';
let before: { lines: number; audit: Awaited<ReturnType<typeof auditLedger>> };

/**
 * A path segment as a client can send it: every UTF-8 byte percent-encoded (a lone surrogate becomes the
 * replacement character, as in any real request), or one of the raw malformed encodings.
 */
const RAW_SEGMENTS = new Set(['%', '%zz', '%ED%A0%80', '..', '.', '%2e%2e', '%2F']);
const encodeSegment = (value: string) => (RAW_SEGMENTS.has(value) ? value : [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

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
      const pathParams = op.params.filter((param) => param.in === 'path');
      const queryParams = op.params.filter((param) => param.in === 'query');
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...pathParams.map(() => hostileText())),
          fc.array(fc.tuple(fc.constantFrom(...(queryParams.length ? queryParams.map((param) => param.name) : ['q'])), hostileText()), { maxLength: 3 }),
          fc.record({ session: fc.constantFrom('valid', 'none', 'garbage'), staff: fc.constantFrom('auditor', 'none', 'garbage'), admin: fc.boolean(), idempotency: fc.option(hostileText(), { nil: undefined }), language: fc.option(hostileText(), { nil: undefined }) }),
          op.body ? fc.oneof(valueFor(op.body, spec.components.schemas).map((value) => JSON.stringify(value)), hostileJson()) : fc.constant(undefined),
          async (pathValues, query, headers, body) => {
            let path = op.path;
            pathParams.forEach((param, i) => {
              path = path.replace(`{${param.name}}`, encodeSegment(pathValues[i]!));
            });
            const search = new URLSearchParams(query).toString();
            const requestHeaders: Record<string, string> = { 'content-type': 'application/json' };
            if (headers.session === 'valid') requestHeaders['x-session-token'] = player.token;
            if (headers.session === 'garbage') requestHeaders['x-session-token'] = 'x'.repeat(40);
            if (headers.staff === 'auditor') requestHeaders['x-staff-token'] = auditorToken;
            if (headers.staff === 'garbage') requestHeaders['x-staff-token'] = 'y'.repeat(43);
            // A wrong operator token: the operator's own calls are tested with real input elsewhere.
            if (headers.admin) requestHeaders['x-admin-token'] = 'not-the-admin-token';
            if (headers.idempotency !== undefined) requestHeaders['idempotency-key'] = headers.idempotency.replace(/[^\x20-\x7e]/g, '');
            if (headers.language !== undefined) requestHeaders['accept-language'] = headers.language.replace(/[^\x20-\x7e]/g, '');
            const response = await fetch(`${url}${path}${search ? `?${search}` : ''}`, {
              method: op.method,
              headers: requestHeaders,
              ...(body === undefined || op.method === 'GET' ? {} : { body }),
            });
            await response.arrayBuffer();
            expect(response.status, `${op.method} ${path}?${search} ${String(body).slice(0, 300)}`).toBeLessThan(500);
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
