/**
 * The back office's changes, fed hostile input by a member of staff who may make them all (an admin).
 * The fuzz of every route (fuzz-rest, fuzz-graphql) reaches them only as an auditor, a player or nobody,
 * whom the role table refuses before a single field is read; here every handler reads the input. Over
 * REST (each write under /api/backoffice/) and GraphQL (each field of `backoffice` mutations, and each of
 * its reads that takes input, on /backoffice/graphql): a 4xx or a typed answer, never a 500 nor a masked unexpected error, and the books
 * balance afterwards (a well-formed call may move money — a manual adjustment — but never unbalanced).
 */
import fc from 'fast-check';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { signedInStaff } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { fuzzBackofficeField, fuzzRestAsStaff } from './staff-fuzz';
import { hostileText } from './hostile';
import { headerValue, REST_OPERATIONS } from './rest-cases';

const RUNS = 12;
const restWrites = REST_OPERATIONS.filter((op) => op.path.startsWith('/api/backoffice/') && op.method !== 'GET');
const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const mutations = Object.values((schema.getType('BackofficeMutation') as GraphQLObjectType).getFields());
/** The back office's reads that take input (a filter, a search, an id). */
const reads = Object.values((schema.getType('Backoffice') as GraphQLObjectType).getFields()).filter((field) => field.args.length > 0);

let stack: Stack;
/**
 * A fresh admin session for each operation: a case may lock, demote or sign out the member of staff it
 * acts as (their id is among the ids the fuzz tries), which must not starve the next operation's cases.
 */
const adminToken = async () => (await signedInStaff(stack.platform.database.db, stack.platform.app as never, ['admin'])).token;


beforeAll(async () => {
  stack = await startStack({ platform: { jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
  // Players whose small ids the fuzz's ids may name, one with money (an adjustment's debit has something to take).
  const db = stack.platform.database.db;
  const player = await createTestPlayer(db, stack.platform.config);
  await creditForTest(db, player.userId, 'EUR', 100_00n);
  await createTestPlayer(db, stack.platform.config);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('hostile input on every back-office write and read with input, as an admin', () => {
  it('covers the back office', () => {
    expect(restWrites.length).toBeGreaterThan(5);
    expect(mutations.length).toBeGreaterThan(5);
  });

  for (const op of restWrites) {
    it(`${op.method} ${op.path}: 4xx or a typed answer, never 500`, async () => {
      const idempotency = fc.option(hostileText(), { nil: undefined }).map((key): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': headerValue(key) }));
      await fuzzRestAsStaff(op, { url: stack.platformUrl, token: await adminToken(), runs: RUNS }, idempotency);
    });
  }

  for (const [operation, field] of [...mutations.map((f) => ['mutation', f] as const), ...reads.map((f) => ['query', f] as const)]) {
    it(`backoffice.${field.name} (${operation}): a typed answer or a readable error, never a 500`, async () => {
      const codes = await fuzzBackofficeField(operation, field, { url: stack.url, token: await adminToken(), runs: RUNS });
      expect([...codes].filter((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN')).toEqual([]);
    });
  }

  it('the books balance', async () => {
    const audit = await auditLedger(stack.platform.database.db);
    expect({ mismatchedAccounts: audit.mismatchedAccounts, unbalancedTransactions: audit.unbalancedTransactions }).toEqual({ mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });
});
