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
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en-US"><title>shell</title></html>');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  const web = createStaticHandler(root);
  const server = createServer(async (request, response) => {
    if (!(await web.handle(request, response))) {
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
  it('answers an app route with index.html (SPA fallback) that no shared cache keeps (it carries its own nonce)', async () => {
    const response = await fetch(`${base}/sv-SE/casino/all`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toContain('<title data-server-head>Casino | Oddsgate</title>');
  });

  it("names the page's language in the first byte: <html lang> follows the address, en-US elsewhere", async () => {
    expect(await (await fetch(`${base}/sv-SE/sport`)).text()).toContain('<html lang="sv-SE">');
    expect(await (await fetch(`${base}/de-DE/casino/all`)).text()).toContain('<html lang="de-DE">');
    expect(await (await fetch(`${base}/backoffice/it-IT`)).text()).toContain('<html lang="en-US">');
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

/** The headers and page of a web app served with (or without) a third-party chat. */
async function serve(chat: { scriptUrl: string; license: string } | null) {
  const root = mkdtempSync(join(tmpdir(), 'oddsgate-csp-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  const web = createStaticHandler(root, { thirdPartyChat: chat });
  const server = createServer((request, response) => void web.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  server.close();
  return { csp: response.headers.get('content-security-policy') ?? '', html: await response.text() };
}

describe('the pages’ content security policy (issue 18)', () => {
  it('allows the site itself only, and no framing, without a third-party chat', async () => {
    const { csp, html } = await serve(null);
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self';/);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('chat.example');
    expect(html).not.toContain('oddsgate-chat');
  });

  it("allows the configured chat's host, and tells the page its script and license", async () => {
    const { csp, html } = await serve({ scriptUrl: 'https://chat.example/widget.js', license: 'LIC-"42"' });
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic' 'self' https:\/\/chat.example;/);
    expect(csp).toContain("connect-src 'self' https://chat.example wss://chat.example;");
    expect(csp).not.toContain('unsafe-eval');
    expect(html).toContain('<meta name="oddsgate-chat-script" content="https://chat.example/widget.js" /><meta name="oddsgate-chat-license" content="LIC-&quot;42&quot;" /></head>');
  });
});
