import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../gateway/static';
import { FUZZ_SEED, hostileText } from './hostile';

/**
 * Issue 24: the web app's addresses are now judged by the route table (200, 404 or a 301 under a
 * language). Hostile addresses, languages and cookies get one of those, never a 500, and a redirect never
 * leaves the site or carries a character a header cannot (a decoded CR LF would split the answer).
 */
let port: number;
let close: () => void;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'oddsgate-fuzz-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
  const web = createStaticHandler(root, { production: true, trustProxy: true });
  const server = createServer(async (request, response) => {
    try {
      if (!(await web.handle(request, response))) {
        response.writeHead(404);
        response.end();
      }
    } catch {
      // What the gateway's server does with a handler's failure.
      response.writeHead(500);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** A raw request line (no client-side normalisation): the status and the Location. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on('error', reject);
    request.end();
  });
}

const SEGMENTS = ['en-US', 'sv-SE', 'xx-YY', 'match', 'sport', 'casino', 'game', 'user', 'backoffice', '404', '%', '%zz', '%0d%0aSet-Cookie:%20x=1', '%ED%A0%80', '..', '%2e%2e', '%2F', '/', '\\evil.example', '@evil.example', 'evil.example'];
/** Every UTF-8 byte percent-encoded (a lone surrogate becomes the replacement character, as in any real request). */
const encode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const segment = fc.oneof(fc.constantFrom(...SEGMENTS), hostileText().map(encode));
const path = fc.tuple(fc.array(segment, { maxLength: 5 }), fc.option(hostileText().map((text) => `?${encode(text)}`), { nil: '' })).map(([segments, query]) => `/${segments.join('/')}${query}`);
const header = hostileText().map((text) => text.replace(/[^\x20-\x7e]/g, ''));

describe('hostile addresses of the web app', () => {
  it('a match page named with an encoded CR LF redirects with it still encoded', async () => {
    const { status, location } = await get('/match/%0d%0aSet-Cookie:%20x=1', {});
    expect(status).toBe(301);
    expect(location).toBe('/en-US/match/%0d%0aSet-Cookie:%20x=1');
  });

  it('answer 200, 301 or 404, and redirect only to a path of the site', async () => {
    await fc.assert(
      fc.asyncProperty(path, header, header, async (target, acceptLanguage, cookie) => {
        const { status, location } = await get(target, { 'accept-language': acceptLanguage, cookie: `oddsgate-language=${cookie}` });
        expect([200, 301, 404]).toContain(status);
        if (status === 301) expect(location).toMatch(/^\/[a-z]{2}-[A-Z]{2}\/[^/\\]/);
      }),
      { seed: FUZZ_SEED, numRuns: 300 },
    );
  });
});
