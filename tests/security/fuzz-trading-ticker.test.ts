/**
 * The bet ticker's reads fed hostile input by a trader (issue 19): the fuzz of every route reaches them only
 * as someone the role table refuses, so here the handler reads every query string and every filter. REST
 * GET /api/backoffice/trading/ticker and GraphQL `backoffice.betTicker`: a 4xx or an answer, never a 500
 * nor a masked unexpected error.
 */
import fc from 'fast-check';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { signedInStaff } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { FUZZ_SEED } from './hostile';
import { expectReadable, fieldDocument, variablesFor } from './hostile-graphql';
import { REST_OPERATIONS, restCases, sendCase } from './rest-cases';

const RUNS = 25;
const ticker = REST_OPERATIONS.find((op) => op.path === '/api/backoffice/trading/ticker' && op.method === 'GET')!;
const betTicker = (buildSchema(readFileSync('schema.graphql', 'utf8')).getType('Backoffice') as GraphQLObjectType).getFields().betTicker!;

let stack: Stack;
const traderToken = async () => (await signedInStaff(stack.platform.database.db, stack.platform.app as never, ['trader'])).token;

beforeAll(async () => {
  stack = await startStack({ platform: { jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('hostile input on the bet ticker, as a trader', () => {
  it('GET /api/backoffice/trading/ticker: 4xx or an answer, never 500', async () => {
    expect(ticker).toBeDefined();
    const token = await traderToken();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(restCases(ticker), async (kase) => {
        const status = await sendCase(stack.platformUrl, ticker, kase, { 'x-staff-token': token });
        statuses.add(status);
        expect(status, kase.target).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    expect([...statuses].some((status) => status !== 401 && status !== 403), [...statuses].join()).toBe(true);
  });

  it('backoffice.betTicker: an answer or a readable error, never a 500', async () => {
    const cookie = `og_staff=${await traderToken()}`;
    const query = fieldDocument('query', betTicker, 'backoffice');
    await fc.assert(
      fc.asyncProperty(variablesFor(betTicker.args), async (variables) => {
        const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie },
          body: JSON.stringify({ query, variables }),
        });
        const text = await response.text();
        expectReadable(response.status, text, `${JSON.stringify(variables).slice(0, 400)} → ${response.status} ${text.slice(0, 400)}`);
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
  });
});
