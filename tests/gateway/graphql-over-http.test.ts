import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../gateway/yoga';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  // Partners send their own documents, which is what the audits do.
  stack = await startStack({ gateway: { production: false } });
});
afterAll(() => stack.close());

/**
 * The GraphQL-over-HTTP conformance audits of the graphql-http package. Our
 * CSRF rule asks every request for one custom header (a browser cannot send it
 * cross-site without a preflight); the audits' client sends it like ours does.
 */
const withCsrfHeader: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, '1');
  return fetch(input, { ...init, headers });
};

const audits = serverAudits({ url: () => stack.graphqlUrl, fetchFn: withCsrfHeader });

describe('GraphQL over HTTP', () => {
  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'error' ? `${result.reason} ${JSON.stringify(result.response?.status)}` : 'ok').toBe('ok');
  });

  it('passes at least most SHOULD audits', async () => {
    const should = audits.filter((audit) => audit.name.startsWith('SHOULD'));
    const results = await Promise.all(should.map((audit) => audit.fn()));
    const failed = results.filter((result) => result.status !== 'ok').map((result) => result.name);
    expect(failed.length, failed.join('\n')).toBeLessThanOrEqual(Math.floor(should.length / 4));
  });
});
