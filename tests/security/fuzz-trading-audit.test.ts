/**
 * The trading audit fed hostile input by a trader (issue 19), who may read it: the handler reads every
 * query string (REST GET /api/backoffice/trading/audit) and every filter (GraphQL backoffice.tradingAuditLog),
 * an operation outside trading among them. A 4xx or an answer, never a 500 nor a masked unexpected error.
 */
import fc from 'fast-check';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { signedInStaff } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { FUZZ_SEED } from './hostile';
import { variablesFor } from './hostile-graphql';
import { REST_OPERATIONS, restCases, sendCase } from './rest-cases';

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
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(restCases(audit), async (kase) => {
        const status = await sendCase(stack.platformUrl, audit, kase, { 'x-staff-token': token });
        statuses.add(status);
        expect(status, kase.target).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    expect([...statuses].some((status) => status !== 401 && status !== 403), [...statuses].join()).toBe(true);
  });

  it('GraphQL: an answer or a readable error, never an unexpected one', async () => {
    const query = 'query Fuzz($filter: AuditFilter, $first: Int, $after: String) { backoffice { tradingAuditLog(filter: $filter, first: $first, after: $after) { __typename } } }';
    await fc.assert(
      fc.asyncProperty(variablesFor(field.args), async (variables) => {
        const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: `og_staff=${token}` }, body: JSON.stringify({ query, variables }) });
        const text = await response.text();
        const context = `${JSON.stringify(variables).slice(0, 400)} → ${response.status} ${text.slice(0, 400)}`;
        expect(response.status, context).toBeLessThan(500);
        const errors = (JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];
        expect(errors.filter((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.'), context).toEqual([]);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
