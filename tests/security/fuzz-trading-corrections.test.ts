/**
 * The corrections desk fed hostile input by a trader (issue 19): the fuzz of every route reaches it only as
 * someone the role table refuses, so here a trader's requests reach the handlers. REST (the settled-match
 * search, one settled match, the preview and the correction itself) and GraphQL (`backoffice.settledMatches`,
 * `backoffice.settledMatch` as a trader: fuzz-backoffice.test.ts reads them as an admin; the preview and the
 * correction mutations, their markets and corrected score hostile): a 4xx or an
 * answer, never a 500 nor a masked unexpected error.
 */
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { fuzzBackofficeField, fuzzRestAsStaff } from './staff-fuzz';
import { REST_OPERATIONS } from './rest-cases';

const RUNS = 20;
const corrections = REST_OPERATIONS.filter((op) => op.path.startsWith('/api/backoffice/trading/corrections'));
const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
const backoffice = schema.getType('Backoffice') as GraphQLObjectType;
const backofficeMutation = schema.getType('BackofficeMutation') as GraphQLObjectType;

let stack: Stack;
const traderToken = async () => (await signedInStaff(stack.platform.database.db, stack.platform.app as never, ['trader'])).token;

beforeAll(async () => {
  stack = await startStack({ platform: { jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('hostile input on the corrections desk, as a trader', () => {
  it('covers every corrections route', () => {
    expect(corrections.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'GET /api/backoffice/trading/corrections/matches',
      'GET /api/backoffice/trading/corrections/matches/{matchId}',
      'POST /api/backoffice/trading/corrections',
      'POST /api/backoffice/trading/corrections/preview',
    ]);
  });

  for (const operation of corrections) {
    it(`${operation.method} ${operation.path}: 4xx or an answer, never 500`, async () => {
      await fuzzRestAsStaff(operation, { url: stack.platformUrl, token: await traderToken(), runs: RUNS });
    });
  }

  const fields = [
    ...(['settledMatches', 'settledMatch'] as const).map((name) => ({ operation: 'query' as const, field: backoffice.getFields()[name]! })),
    ...(['previewResultCorrection', 'applyResultCorrection'] as const).map((name) => ({ operation: 'mutation' as const, field: backofficeMutation.getFields()[name]! })),
  ];
  for (const { operation, field } of fields) {
    it(`backoffice ${operation} ${field.name}: an answer or a readable error, never a 500`, async () => {
      await fuzzBackofficeField(operation, field, { url: stack.url, token: await traderToken(), runs: RUNS });
    });
  }
});
