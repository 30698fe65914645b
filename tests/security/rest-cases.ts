/**
 * Hostile REST calls for the fuzz tests, shaped after the platform's own contract (platform/openapi.json):
 * every operation with its path parameters, query strings and a body shaped after its schema (wrong
 * types, control characters, huge and malformed values mixed in), or a body that is not JSON at all.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { hostileJson, hostileText, valueFor, type Schema } from './hostile';

export interface RestOperation {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: Schema }[];
  body?: Schema;
}

const spec = JSON.parse(readFileSync('platform/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { parameters?: RestOperation['params']; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, unknown> }> }>>;
  components: { schemas: Record<string, Schema> };
};

/** Every operation but the event stream, which answers by never ending (its resume header is fuzzed in events tests). */
export const REST_OPERATIONS: RestOperation[] = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, op]) => !Object.values(op.responses).some((response) => Object.keys(response.content ?? {}).includes('text/event-stream')))
    .map(([method, op]) => ({ method: method.toUpperCase(), path, params: op.parameters ?? [], ...(op.requestBody ? { body: Object.values(op.requestBody.content)[0]!.schema } : {}) })),
);

/**
 * A path segment as a client can send it: every UTF-8 byte percent-encoded (a lone surrogate becomes the
 * replacement character, as in any real request), or one of the raw malformed encodings.
 */
const RAW_SEGMENTS = new Set(['%', '%zz', '%ED%A0%80', '..', '.', '%2e%2e', '%2F']);
const encodeSegment = (value: string) => (RAW_SEGMENTS.has(value) ? value : [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

export interface RestCase {
  /** The path with its parameters filled in, and the query string. */
  target: string;
  body: string | undefined;
}

/** Hostile calls of one operation. */
export function restCases(op: RestOperation): fc.Arbitrary<RestCase> {
  const pathParams = op.params.filter((param) => param.in === 'path');
  const queryParams = op.params.filter((param) => param.in === 'query');
  return fc
    .tuple(
      fc.tuple(...pathParams.map(() => hostileText())),
      fc.array(fc.tuple(fc.constantFrom(...(queryParams.length ? queryParams.map((param) => param.name) : ['q'])), hostileText()), { maxLength: 3 }),
      op.body ? fc.oneof(valueFor(op.body, spec.components.schemas).map((value) => JSON.stringify(value)), hostileJson()) : fc.constant(undefined),
    )
    .map(([pathValues, query, body]) => {
      let path = op.path;
      pathParams.forEach((param, i) => {
        path = path.replace(`{${param.name}}`, encodeSegment(pathValues[i]!));
      });
      const search = new URLSearchParams(query).toString();
      return { target: `${path}${search ? `?${search}` : ''}`, body: op.method === 'GET' ? undefined : body };
    });
}

/** Sends a case; the answer's status (its body read to the end, so nothing is left pending). */
export async function sendCase(baseUrl: string, op: RestOperation, kase: RestCase, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${baseUrl}${kase.target}`, {
    method: op.method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(kase.body === undefined ? {} : { body: kase.body }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A header value as a client can send it (printable ASCII). */
export const headerValue = (value: string) => value.replace(/[^\x20-\x7e]/g, '');
