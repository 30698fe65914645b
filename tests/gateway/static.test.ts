import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../gateway/static';

let base: string;
let close: () => void;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'oddsgate-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const web = createStaticHandler(root);
  const server = createServer((request, response) => {
    if (!web.handle(request, response)) {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('static web app', () => {
  it('answers an app route with index.html (SPA fallback) that revalidates', async () => {
    const response = await fetch(`${base}/sv-SE/casino/all`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('answers the back office (/backoffice and its pages) with the same index.html, the web app starting it', async () => {
    for (const path of ['/backoffice', '/backoffice/', '/backoffice/en-US', '/backoffice/de-DE/sign-in', '/backoffice/sv-SE/audit']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>shell</title>');
    }
  });

  it('serves hashed assets compressed and immutable', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ headers: Record<string, unknown>; data: Buffer }>((resolve) =>
      request(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, data: Buffer.concat(chunks) }));
      }).end(),
    );
    expect(body.headers['content-encoding']).toBe('gzip');
    expect(body.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(body.data).toString()).toContain('console.log');
  });

  it('does not invent files that do not exist', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });
});
