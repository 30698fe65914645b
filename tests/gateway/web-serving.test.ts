import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../../rules/csp-nonce';
import { createStaticHandler, type StaticOptions } from '../../gateway/static';
import type { PageRenderer } from '../../gateway/ssr';

/**
 * Issue 24: what the gateway answers for the web app as a visitor, a search engine or a browser's security
 * checks see it: real status codes decided by the site's route table, a fresh CSP nonce per page, no
 * public source maps in production, HSTS over TLS.
 */
const closers: (() => void)[] = [];
afterAll(() => closers.forEach((close) => close()));

/** A built web app as Vite leaves it (nonce placeholders, a script naming its map, the map) served with `options`. */
async function serve(options: StaticOptions = {}): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'oddsgate-serving-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script type="module" crossorigin src="/assets/index-abc.js" nonce="${NONCE_PLACEHOLDER}"></script><title>shell</title></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(root, 'assets', 'index-abc.js'), `console.log(${JSON.stringify('x'.repeat(2000))});\n//# sourceMappingURL=index-abc.js.map\n`);
  writeFileSync(join(root, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["../../web/src/main.tsx"]}');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{color:red}\n/*# sourceMappingURL=index-abc.css.map */');
  const web = createStaticHandler(root, options);
  const server = createServer(async (request, response) => {
    if (!(await web.handle(request, response))) {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers });

describe('status codes by the route table', () => {
  it('a page of the site answers 200, also a match or game page of an id that does not exist (the page says so itself)', async () => {
    const base = await serve();
    for (const path of ['/en-US/home', '/sv-SE/sport', '/sv-SE/sport/soccer', '/de-DE/match/999999999', '/it-IT/casino/game/404404', '/en-US/casino/all', '/en-US/terms-and-conditions', '/en-US/user/myAccount', '/en-US/open-modal/authModal', '/backoffice/en-US/audit']) {
      const response = await get(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  it('an unknown page under a language answers 404 with the app, which shows its not-found page; so does /{lang}/404', async () => {
    const base = await serve();
    for (const path of ['/en-US/nonsense', '/sv-SE/casino/all/extra', '/de-DE/match', '/en-US/user', '/en-US/404']) {
      const response = await get(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain('<div id="root">');
    }
  });

  it('an address without a language redirects permanently under the visitor’s language (Accept-Language, or the one they picked)', async () => {
    const base = await serve();
    const cases: [string, Record<string, string>, string][] = [
      ['/', {}, '/en-US/home'],
      ['/en-US', {}, '/en-US/home'],
      ['/sport', { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5' }, '/sv-SE/sport'],
      ['/casino/all', { 'accept-language': 'de' }, '/de-DE/casino/all'],
      ['/xx-YY/casino/all', { 'accept-language': 'fr-FR' }, '/en-US/casino/all'],
      ['/set-password?token=abc', {}, '/en-US/set-password?token=abc'],
      ['/nonsense', { 'accept-language': 'it-IT' }, '/it-IT/home'],
      ['/sport', { 'accept-language': 'sv-SE', cookie: 'other=1; oddsgate-language=de-DE' }, '/de-DE/sport'],
    ];
    for (const [path, headers, location] of cases) {
      const response = await get(`${base}${path}`, headers);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
      expect(response.headers.get('vary'), path).toContain('accept-language');
    }
  });

  it('a file that does not exist is not the app', async () => {
    const base = await serve();
    expect((await get(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await get(`${base}/en-US/%E0%A4%A`)).status).toBe(404);
  });
});

describe('a fresh CSP nonce per page', () => {
  it('puts a new nonce in every answer, in the policy and on every script and the csp-nonce meta tag', async () => {
    const base = await serve();
    const seen = new Set<string>();
    for (const path of ['/en-US/home', '/en-US/home', '/en-US/nonsense']) {
      const response = await get(`${base}${path}`, { 'accept-encoding': 'gzip, br' });
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{22,})' 'strict-dynamic'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await response.text();
      expect(html).not.toContain(NONCE_PLACEHOLDER);
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).toContain(`src="/assets/index-abc.js" nonce="${nonce}"`);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
  });

  it('lets workers and frames come from the site, and no site frame the app', async () => {
    const csp = (await get(`${await serve()}/en-US/home`)).headers.get('content-security-policy') ?? '';
    const directives = csp.split(';').map((directive) => directive.trim());
    expect(directives).toEqual(expect.arrayContaining(["worker-src 'self'", "frame-src 'self'", "connect-src 'self'", "img-src 'self' data: blob:", "frame-ancestors 'none'", "object-src 'none'"]));
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('security headers on every answer', () => {
  it('pages and files say nosniff and strict-origin-when-cross-origin; no HSTS over plain HTTP', async () => {
    const base = await serve();
    for (const path of ['/en-US/home', '/assets/index-abc.js', '/sport']) {
      const response = await get(`${base}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('HSTS when a trusted proxy says https, never on a client’s word alone, and always when configured', async () => {
    const trusted = await serve({ trustProxy: true });
    expect((await get(`${trusted}/en-US/home`, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe('max-age=63072000');
    const untrusted = await serve({ trustProxy: false });
    expect((await get(`${untrusted}/en-US/home`, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    const always = await serve({ hsts: 'true' });
    expect((await get(`${always}/assets/index-abc.js`)).headers.get('strict-transport-security')).toBe('max-age=63072000');
    const never = await serve({ hsts: 'false', trustProxy: true });
    expect((await get(`${never}/en-US/home`, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('source maps', () => {
  it('in production: no .map is served and no script or style names one', async () => {
    const base = await serve({ production: true });
    expect((await get(`${base}/assets/index-abc.js.map`)).status).toBe(404);
    const script = await (await get(`${base}/assets/index-abc.js`)).text();
    expect(script).toContain('console.log');
    expect(script).not.toContain('sourceMappingURL');
    expect(await (await get(`${base}/assets/index-abc.css`)).text()).not.toContain('sourceMappingURL');
  });

  it('in development they stay, for the browser’s tools', async () => {
    const base = await serve({ production: false });
    expect((await get(`${base}/assets/index-abc.js.map`)).status).toBe(200);
    expect(await (await get(`${base}/assets/index-abc.js`)).text()).toContain('sourceMappingURL=index-abc.js.map');
  });
});

/** A renderer that records what it was asked and answers markup and state a hostile name could try to break out of. */
function recordingRenderer(answer: 'render' | 'nothing' = 'render') {
  const asked: Parameters<PageRenderer>[0][] = [];
  const renderPage: PageRenderer = async (page) => {
    asked.push(page);
    if (answer === 'nothing') return null;
    return { html: `<div class="app" data-nonce="${page.nonce}">${page.path}</div>`, state: { records: { 'client:root': { name: '</script><script>alert(1)</script>' } }, namespaces: ['common'] } };
  };
  return { asked, renderPage };
}

describe('server-rendered pages (the render itself: e2e/server-render.spec.ts)', () => {
  it('a visitor’s public page carries the render in the root and after it the state, as data nothing can close', async () => {
    const { asked, renderPage } = recordingRenderer();
    const base = await serve({ renderPage });
    const response = await get(`${base}/sv-SE/sport/soccer?x=1`, { cookie: 'oddsFormat=american' });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(asked).toEqual([{ path: '/sv-SE/sport/soccer?x=1', language: 'sv-SE', cookie: 'oddsFormat=american', nonce: expect.any(String) }]);
    // Rendered with the nonce the page's policy names.
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${asked[0]!.nonce}'`);
    expect(html).toContain(`<div id="root"><div class="app" data-nonce="${asked[0]!.nonce}">/sv-SE/sport/soccer?x=1</div></div>`);
    expect(html).not.toContain('<script>alert(1)');
    const state = /<script type="application\/json" id="server-render" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(state![1]!)).toEqual({ records: { 'client:root': { name: '</script><script>alert(1)</script>' } }, namespaces: ['common'] });
  });

  it('renders no page of a signed-in player, no player’s own page, no unknown page and nothing for HEAD', async () => {
    const { asked, renderPage } = recordingRenderer();
    const base = await serve({ renderPage });
    const shells = [
      await get(`${base}/en-US/sport`, { cookie: 'og_session=abc' }),
      await get(`${base}/en-US/user/myAccount`),
      await get(`${base}/en-US/open-modal/authModal`),
      await get(`${base}/en-US/nonsense`),
      await fetch(`${base}/en-US/sport`, { method: 'HEAD' }),
    ];
    expect(asked).toEqual([]);
    for (const response of shells.slice(0, 4)) expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('a render that gives up leaves the page to the browser', async () => {
    const { asked, renderPage } = recordingRenderer('nothing');
    const base = await serve({ renderPage });
    const html = await (await get(`${base}/en-US/home`)).text();
    expect(asked).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-render"');
  });
});
