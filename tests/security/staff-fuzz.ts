/**
 * The fuzz loops every back-office suite runs as a member of staff, in one place: a REST operation's
 * hostile cases (every answer under 500, and some got past the role table to the handler, or the fuzz
 * proved nothing), and a back-office GraphQL field's hostile variables (an answer or a readable error,
 * never a 500 nor a masked unexpected error).
 */
import fc from 'fast-check';
import type { GraphQLField } from 'graphql';
import { expect } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { FUZZ_SEED } from './hostile';
import { expectReadable, fieldDocument, variablesFor } from './hostile-graphql';
import { restCases, sendCase, type RestOperation } from './rest-cases';

export interface StaffFuzz {
  /** The platform's base URL (REST) or the gateway's (GraphQL). */
  url: string;
  /** A staff session token. */
  token: string;
  runs: number;
}

/** One REST operation's hostile cases as the staff member; extra headers per case (an idempotency key, say) when given. */
export async function fuzzRestAsStaff(op: RestOperation, { url, token, runs }: StaffFuzz, extraHeaders: fc.Arbitrary<Record<string, string>> = fc.constant({})): Promise<void> {
  const statuses = new Set<number>();
  await fc.assert(
    fc.asyncProperty(restCases(op), extraHeaders, async (kase, headers) => {
      const status = await sendCase(url, op, kase, { 'x-staff-token': token, ...headers });
      statuses.add(status);
      expect(status, `${op.method} ${kase.target} ${String(kase.body).slice(0, 300)}`).toBeLessThan(500);
    }),
    { numRuns: runs, seed: FUZZ_SEED },
  );
  // The session held: some cases reached the handler rather than the guard.
  expect([...statuses].some((status) => status !== 401 && status !== 403), [...statuses].join()).toBe(true);
}

/** One back-office GraphQL field's hostile variables as the staff member (under `backoffice { … }`); answers the error codes seen. */
export async function fuzzBackofficeField(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, { url, token, runs }: StaffFuzz): Promise<Set<string>> {
  const query = fieldDocument(operation, field, 'backoffice');
  const codes = new Set<string>();
  await fc.assert(
    fc.asyncProperty(variablesFor(field.args), async (variables) => {
      const response = await fetch(`${url}${BACKOFFICE_GRAPHQL}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: `og_staff=${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      for (const code of expectReadable(response.status, text, `${field.name} ${JSON.stringify(variables).slice(0, 400)} → ${response.status} ${text.slice(0, 400)}`)) codes.add(code);
    }),
    { numRuns: runs, seed: FUZZ_SEED },
  );
  return codes;
}
