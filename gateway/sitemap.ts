import type { IncomingMessage, ServerResponse } from 'node:http';
import { BACKOFFICE_PATH } from '../rules/backoffice';
import { LANGUAGES, listedPaths } from '../rules/site-routes';
import { log } from './log';
import { originOf } from './origin';
import { securityHeaders, type SecurityOptions } from './page-security';
import { createSharedPlatformClient, type UpstreamOptions } from './upstream/client';

/**
 * What search engines read first (issue 24): /robots.txt naming /sitemap.xml, and the sitemap of the
 * public pages in every language, each with its alternates (xhtml:link hreflang, and x-default: the
 * address without a language, which redirects by the visitor's). The listed pages come from the site's
 * route table; the sportsbook adds its sports and upcoming matches.
 */

/** How long the sportsbook's part is kept: matches come and go, a crawler may come every minute. */
export const SITEMAP_TTL_MS = 60_000;
/** Upcoming matches listed per kind (sports, esports): the sitemap names what is about to be played. */
const MATCHES = 200;

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap of `paths` (after /{lang}/) at `origin`: one <url> per page and language, with its alternates. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(`${origin}/${lang}/${path}`)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(`${origin}/${path}`)}"/>`,
    ].join('');
    return LANGUAGES.map((lang) => `<url><loc>${xml(`${origin}/${lang}/${path}`)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Nothing a search engine should show: the back office, the APIs, game sessions, a player's own pages.
    `Disallow: ${BACKOFFICE_PATH}`,
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /games/',
    ...LANGUAGES.map((lang) => `Disallow: /${lang}/user/`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Serves /robots.txt and /sitemap.xml; false for any other request. */
export function createSitemap(options: UpstreamOptions & SecurityOptions, now: () => number = Date.now) {
  const platform = createSharedPlatformClient(options);
  let cached: { at: number; paths: Promise<string[]> } | null = null;

  /** The sportsbook's pages: each sport with open matches, and the upcoming matches. */
  async function sportsbookPaths(): Promise<string[]> {
    const [sports, matches, esports] = await Promise.all([
      platform.GET('/api/sportsbook/sports'),
      platform.GET('/api/sportsbook/matches/prematch', { params: { query: { limit: MATCHES } } }),
      platform.GET('/api/sportsbook/matches/esport', { params: { query: { phase: 'prematch', limit: MATCHES } } }),
    ]);
    if (!sports.data || !matches.data || !esports.data) throw new Error(`the sportsbook answered ${sports.response.status}, ${matches.response.status}, ${esports.response.status}`);
    const esportKeys = new Set(esports.data.Matches.map((match) => match.SportKey));
    const open = sports.data.Sports.filter((sport) => sport.LiveMatchesCount + sport.PrematchMatchesCount > 0);
    return [
      ...open.map((sport) => (esportKeys.has(sport.Key) ? `esports/${sport.Key}` : `sport/${sport.Key}`)),
      ...[...matches.data.Matches, ...esports.data.Matches].filter((match) => match.Type === 1).map((match) => `match/${match.ID}`),
    ];
  }

  function paths(): Promise<string[]> {
    if (!cached || now() - cached.at >= SITEMAP_TTL_MS) {
      const entry = {
        at: now(),
        paths: sportsbookPaths().catch((error: unknown) => {
          // The site's own pages still go out; the sportsbook's are asked again on the next request.
          log.warn({ err: error }, 'sitemap: the sportsbook could not be read');
          if (cached === entry) cached = null;
          return [];
        }),
      };
      cached = entry;
    }
    return cached.paths;
  }

  return async function serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const path = (request.url ?? '/').split('?')[0];
    if ((path !== '/robots.txt' && path !== '/sitemap.xml') || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const origin = originOf(request, options.trustProxy);
    const body = path === '/robots.txt' ? robotsTxt(origin) : sitemapXml(origin, [...listedPaths(), ...(await paths())]);
    response.writeHead(200, {
      'content-type': path === '/robots.txt' ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': `public, max-age=${SITEMAP_TTL_MS / 1000}`,
      vary: 'host',
      ...securityHeaders(request, options),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
