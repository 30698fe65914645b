import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import type { Platforms } from '../../gateway/upstream/platforms';
import { type Stack, startStack } from '../helpers/stack';

/**
 * Issue 24: a search engine finds the site. robots.txt names the sitemap; the sitemap lists the public
 * pages, the sports with matches and the upcoming matches, in every language with its alternates; an app
 * manifest and icons make the site installable.
 */
let stack: Stack;
let webDist: string;

const matchIdOf = async (key: string) => Number((await stack.platform.database.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'oddsgate-sitemap-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Oddsgate</title></head><body><div id="root"></div></body></html>');
  stack = await startStack({ gateway: { webDist } });
  const ingest = createFeedIngest(stack.platform.database.db);
  await ingest.fixtures([fixture('sitemap-derby')]);
  await ingest.updates([update('sitemap-derby', { state: state(), markets: soccerBook() })]);
});
afterAll(async () => {
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('names the sitemap at the site’s address and keeps crawlers out of the back office and players’ pages', async () => {
    const response = await fetch(`${stack.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await response.text();
    expect(robots).toContain(`Sitemap: ${stack.url}/sitemap.xml`);
    expect(robots).toContain('Disallow: /backoffice');
    expect(robots).toContain('Disallow: /sv-SE/user/');
  });
});

describe('sitemap.xml', () => {
  let sitemap: string;
  beforeAll(async () => {
    const response = await fetch(`${stack.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    sitemap = await response.text();
  });

  const locs = () => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it('lists home, the sportsbook’s pages and the static pages in each of the four languages', () => {
    for (const lang of ['en-US', 'sv-SE', 'de-DE', 'it-IT']) {
      for (const path of ['home', 'sport', 'live', 'outrights', 'terms-and-conditions', 'responsible-gaming', 'faq']) expect(locs()).toContain(`${stack.url}/${lang}/${path}`);
    }
    // A player's own pages and the forms are not for search engines.
    expect(locs().some((loc) => /\/user\/|\/login$|\/404$|open-modal/.test(loc))).toBe(false);
  });

  it('lists a sport with matches and an upcoming match, with its alternates in every language and x-default', async () => {
    const matchId = await matchIdOf('sitemap-derby');
    expect(locs()).toContain(`${stack.url}/sv-SE/sport/soccer`);
    expect(locs()).toContain(`${stack.url}/de-DE/match/${matchId}`);
    const entry = sitemap.split('\n').find((line) => line.includes(`<loc>${stack.url}/it-IT/match/${matchId}</loc>`))!;
    for (const lang of ['en-US', 'sv-SE', 'de-DE', 'it-IT']) expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${stack.url}/${lang}/match/${matchId}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${stack.url}/match/${matchId}"/>`);
  });

  it('is well-formed XML in the sitemap and xhtml namespaces', () => {
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(sitemap.match(/<url>/g)!.length).toBe(sitemap.match(/<\/url>/g)!.length);
  });

  it('a hostile Host comes back escaped, never as markup', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<string>((resolve, reject) =>
      request(`${stack.url}/sitemap.xml`, { headers: { host: 'evil.example"><x' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end(),
    );
    expect(body).not.toContain('"><x');
  });
});

describe('installable', () => {
  it('serves the manifest the page links, with its icons (192, 512, maskable), standalone, in the product’s colours', () => {
    const html = readFileSync('web/index.html', 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    const manifest = JSON.parse(readFileSync('web/public/manifest.webmanifest', 'utf8')) as { display: string; start_url: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#0d1117' });
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const sizes = (purpose: string) => manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(['512x512']);
    for (const icon of [...manifest.icons.filter((entry) => entry.src.endsWith('.png')), { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = readFileSync(join('web/public', icon.src));
      // The PNG's own size (IHDR) is the one the manifest says.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    const ico = readFileSync('web/public/favicon.ico');
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
  });
});

describe('the sportsbook’s part is kept a short while', () => {
  it('asks the sportsbook once per minute however often crawlers come, and again after a failure', async () => {
    const { createServer } = await import('node:http');
    const { createSitemap, SITEMAP_TTL_MS } = await import('../../gateway/sitemap');
    let calls = 0;
    let failing = false;
    const answers: Record<string, unknown> = {
      '/api/sportsbook/sports': { HasErrors: false, ErrorMessage: null, Sports: [{ ID: 1, Key: 'soccer', Name: 'Soccer', OriginalName: 'Soccer', Rank: 1, SportSystemID: 1, LiveMatchesCount: 0, PrematchMatchesCount: 1, OutrightsCount: 0 }] },
      '/api/sportsbook/matches/prematch': { HasErrors: false, ErrorMessage: null, Matches: [{ ID: 77, Type: 1, SportKey: 'soccer' }] },
      '/api/sportsbook/matches/esport': { HasErrors: false, ErrorMessage: null, Matches: [] },
    };
    const platforms: Platforms = {
      urls: ['http://platform'],
      fetch: async (path: string) => {
        calls += 1;
        return failing ? new Response('{}', { status: 503 }) : Response.json(answers[path.split('?')[0]!]);
      },
    };
    let clock = 0;
    const serve = createSitemap({ platforms, timeoutMs: 1000, hsts: 'auto', trustProxy: false }, () => clock);
    const server = createServer((request, response) => void serve(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/sitemap.xml`;
    try {
      expect(await (await fetch(url)).text()).toContain('/en-US/match/77</loc>');
      await fetch(url);
      clock += SITEMAP_TTL_MS - 1;
      await fetch(url);
      expect(calls).toBe(3);
      clock += 1;
      failing = true;
      const degraded = await fetch(url);
      // The site's own pages still go out while the sportsbook is down.
      expect(degraded.status).toBe(200);
      const text = await degraded.text();
      expect(text).toContain('/en-US/home</loc>');
      expect(text).not.toContain('/match/77');
      failing = false;
      expect(await (await fetch(url)).text()).toContain('/en-US/match/77</loc>');
      expect(calls).toBe(9);
    } finally {
      server.close();
    }
  });
});
