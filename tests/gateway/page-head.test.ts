/**
 * Issue 24: what a search engine or a link preview reads of a page without running the app. The gateway
 * writes the page's head in the first byte: its title and description in the address's language, the
 * canonical address and its alternates, Open Graph, and on a match page the match itself (teams, start,
 * the prices the book offers) with SportsEvent structured data. Real platform, real gateway.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../../rules/csp-nonce';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'oddsgate-head-'));
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Oddsgate</title><script type="module" src="/assets/app.js" nonce="${NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`,
  );
  stack = await startStack({ gateway: { production: false, webDist }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

const page = async (path: string) => {
  const response = await fetch(`${stack.url}${path}`);
  return { status: response.status, html: await response.text() };
};
const title = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
const links = (html: string, rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]*)")? href="([^"]*)"`, 'g'))].map((m) => (m[1] ? `${m[1]} ${m[2]}` : m[2]));

async function feedMatch(key: string, overrides: Parameters<typeof fixture>[1] = {}): Promise<number> {
  const ingest = createFeedIngest(stack.platform.database.db);
  await ingest.fixtures([fixture(key, overrides)]);
  await ingest.updates([update(key, { state: state(), markets: soccerBook() })]);
  return Number((await stack.platform.database.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);
}

describe('the head in the first byte', () => {
  it('a sport list in Swedish: lang, the translated title and description, canonical, every alternate and Open Graph', async () => {
    const { status, html } = await page('/sv-SE/sport');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="sv-SE"');
    expect(title(html)).toBe('Sportspel | Oddsgate');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(meta(html, 'name', 'description')).toMatch(/\S{10,}/);
    expect(meta(html, 'name', 'description')).not.toBe(meta((await page('/en-US/sport')).html, 'name', 'description'));
    expect(links(html, 'canonical')).toEqual([`${stack.url}/sv-SE/sport`]);
    expect(links(html, 'alternate')).toEqual([
      `en-US ${stack.url}/en-US/sport`,
      `sv-SE ${stack.url}/sv-SE/sport`,
      `de-DE ${stack.url}/de-DE/sport`,
      `it-IT ${stack.url}/it-IT/sport`,
      `x-default ${stack.url}/en-US/sport`,
    ]);
    expect(meta(html, 'property', 'og:title')).toBe('Sportspel');
    expect(meta(html, 'property', 'og:locale')).toBe('sv_SE');
    expect(meta(html, 'property', 'og:url')).toBe(`${stack.url}/sv-SE/sport`);
  });

  it('a match page names its teams, tournament and the prices the book offers, with SportsEvent data', async () => {
    const id = await feedMatch('head-match', { home: { name: 'Malmö FF' }, away: { name: 'AIK' } });
    const rest = (await (await fetch(`${stack.platformUrl}/api/sportsbook/matches/infos?ids=${id}`)).json()) as { Matches: { DateOfMatch: string; PreviewMarkets: { IsMain: boolean; Odds: { Title: string; Price: number }[] }[] }[] };
    const offered = rest.Matches[0]!.PreviewMarkets.find((market) => market.IsMain)!.Odds.map((odd) => `${odd.Title} ${odd.Price.toFixed(2)}`).join(' · ');

    const { status, html } = await page(`/de-DE/match/${id}`);
    expect(status).toBe(200);
    expect(title(html)).toBe('Quoten Malmö FF – AIK | Oddsgate');
    const description = meta(html, 'name', 'description')!;
    expect(description).toContain('Allsvenskan');
    expect(description).toContain(offered);
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Malmö FF – AIK',
      startDate: rest.Matches[0]!.DateOfMatch,
      url: `${stack.url}/de-DE/match/${id}`,
      homeTeam: { '@type': 'SportsTeam', name: 'Malmö FF' },
      awayTeam: { '@type': 'SportsTeam', name: 'AIK' },
    });
  });

  it('a name written to break out of the page stays text: nothing closes the title, an attribute or the data block', async () => {
    const hostile = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const id = await feedMatch('head-hostile', { home: { name: hostile }, away: { name: 'Away & Co' } });
    const { html } = await page(`/en-US/match/${id}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(2); // the app's and the data block
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as { homeTeam: { name: string } };
    expect(data.homeTeam.name).toBe(hostile);
    expect(title(html)).toContain('&lt;/script&gt;');
  });

  it('a match page of no match, of an outright-like id or of garbage gets the head every match page has, at once', async () => {
    for (const path of ['/en-US/match/999999999', '/en-US/match/abc', '/en-US/match/1e9', '/en-US/match/99999999999999999999', '/en-US/match/%00', '/en-US/match/-1', '/en-US/match/%22%3E%3Cscript%3E']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(title(html), path).toBe('Match | Oddsgate');
      expect(html, path).not.toContain('application/ld+json');
    }
  });

  it('an unknown page is the not-found page: its head names /404, never the address that does not exist', async () => {
    const { status, html } = await page('/it-IT/no-such-page');
    expect(status).toBe(404);
    expect(links(html, 'canonical')).toEqual([`${stack.url}/it-IT/404`]);
    expect(html).not.toContain('no-such-page');
  });

  it('the back office and addresses outside a language keep the bare shell', async () => {
    const { html } = await page('/backoffice/en-US/audit');
    expect(title(html)).toBe('Oddsgate');
    expect(html).not.toContain('data-server-head');
  });
});
