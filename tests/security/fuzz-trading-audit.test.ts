/**
 * The trading audit fed hostile input by a trader (issue 19), who may read it: the handler reads every
 * query string (REST GET /api/backoffice/trading/audit) and every filter (GraphQL backoffice.tradingAuditLog),
 * an operation outside trading among them. A 4xx or an answer, never a 500 nor a masked unexpected error.
 */
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signedInStaff } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { fuzzBackofficeField, fuzzRestAsStaff } from './staff-fuzz';
import { REST_OPERATIONS } from './rest-cases';

const RUNS = 25;
const audit = REST_OPERATIONS.find((op) => op.path === '/api/backoffice/trading/audit' && op.method === 'GET')!;
const field = (buildSchema(readFileSync('schema.graphql', 'utf8')).getType('Backoffice') as GraphQLObjectType).getFields().tradingAuditLog!;

let stack: Stack;
let token = '';
beforeAll(async () => {
  stack = await startStack({ platform: { jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
  token = (await signedInStaff(stack.platform.database.db, stack.platform.app as never, ['trader'])).token;
}, 120_000);
afterAll(() => stack?.close());

describe('hostile input on the trading audit, as a trader', () => {
  it('REST: 4xx or an answer, never 500; some cases pass the role table', async () => {
    await fuzzRestAsStaff(audit, { url: stack.platformUrl, token, runs: RUNS });
  });

  it('GraphQL: an answer or a readable error, never an unexpected one', async () => {
    await fuzzBackofficeField('query', field, { url: stack.url, token, runs: RUNS });
  });
});
