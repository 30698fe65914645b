/**
 * The bet ticker's reads fed hostile input by a trader (issue 19): the fuzz of every route reaches them only
 * as someone the role table refuses, so here the handler reads every query string and every filter. REST
 * GET /api/backoffice/trading/ticker and GraphQL `backoffice.betTicker`: a 4xx or an answer, never a 500
 * nor a masked unexpected error.
 */
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { fuzzBackofficeField, fuzzRestAsStaff } from './staff-fuzz';
import { REST_OPERATIONS } from './rest-cases';

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
    await fuzzRestAsStaff(ticker, { url: stack.platformUrl, token: await traderToken(), runs: RUNS });
  });

  it('backoffice.betTicker: an answer or a readable error, never a 500', async () => {
    await fuzzBackofficeField('query', betTicker, { url: stack.url, token: await traderToken(), runs: RUNS });
  });
});
