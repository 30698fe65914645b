/**
 * Issue 24's sitemap.xml and robots.txt are answered by the gateway from the request itself (its Host names
 * every address they list) and the sportsbook: hostile Host, query, Accept-Language and forwarded headers
 * get an answer, never a 500, and the sitemap stays well-formed XML whatever the Host says.
 */
import fc from 'fast-check';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack';
import { FUZZ_SEED, hostileText } from './hostile';
import { headerValue } from './rest-cases';

const RUNS = 40;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ platform: { jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** A GET with headers fetch would not send (Host). */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) =>
    request(`${stack.url}${path}`, { headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end(),
  );
}

describe('hostile requests for the sitemap and robots.txt', () => {
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    it(`${path}: an answer, never a 500`, async () => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(hostileText(), hostileText(), hostileText(), hostileText(), async (host, query, language, proto) => {
          const headers = { host: headerValue(host) || 'localhost', 'accept-language': headerValue(language), 'x-forwarded-proto': headerValue(proto), 'x-forwarded-host': headerValue(host) };
          const answer = await get(`${path}?${encodeURIComponent(query)}`, headers);
          statuses.add(answer.status);
          const context = `${JSON.stringify(headers)} ?${query} → ${answer.status} ${answer.body.slice(0, 200)}`;
          expect(answer.status, context).toBeLessThan(500);
          if (path === '/sitemap.xml' && answer.status === 200) {
            // Escaped, whatever the Host: as many <url> as </url>, and no markup from the header.
            expect(answer.body.match(/<url>/g)?.length, context).toBe(answer.body.match(/<\/url>/g)?.length);
            expect(answer.body.split('<loc>').slice(1).every((loc) => !/[<>"]/.test(loc.slice(0, loc.indexOf('</loc>')))), context).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
      // The cases reached the answer, not only a refusal of the request.
      expect(statuses.has(200), [...statuses].join()).toBe(true);
    });
  }
});
