import { readFileSync } from 'node:fs';
import { projectFile } from '../rules/project-files';
import { LANGUAGES, type Language, type SiteRoute } from '../rules/site-routes';
import { escapeHtml, jsonInScript } from '../rules/html';

/**
 * The head of a site page in the first byte of HTML (issue 24): title, description, canonical and hreflang
 * alternates, Open Graph, and on a match page its teams, start and prices with SportsEvent structured data.
 * Search engines and link previews read these without running the app; the app's DocumentHead takes over
 * once it runs (it removes the elements marked data-server-head), from the same meta.json texts.
 */

interface Meta {
  siteName: string;
  routes: Record<string, { title: string; description: string }>;
  matchPage: { title: string; description: string };
}

const META = Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(projectFile(`locales/${lang}/meta.json`), 'utf8')) as Meta])) as Record<Language, Meta>;

/** What a match page's head names of its match (the platform's match info, in the page's language). */
export interface MatchSummary {
  home: string;
  away: string;
  sport: string;
  tournament: string;
  startsAt: string;
  /** The main market's prices in display order, e.g. [["1", 2.1], ["X", 3.4], ["2", 3.2]]. */
  prices: [title: string, price: number][];
}

export interface PageHeadInput {
  origin: string;
  language: Language;
  /** The address after /{lang}/, as the visitor wrote it. */
  rest: string;
  route: SiteRoute;
  match?: MatchSummary | null;
}

const filled = (template: string, vars: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
/** Open Graph names a locale with an underscore (sv_SE). */
const ogLocale = (language: Language) => language.replace('-', '_');

/** Title and description of the page; a match page with its match says which one. */
function texts(input: PageHeadInput): { title: string; description: string } {
  const meta = META[input.language];
  const { match } = input;
  if (match) {
    const date = `${new Intl.DateTimeFormat(input.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(match.startsAt))} UTC`;
    const prices = match.prices.map(([title, price]) => `${title} ${price.toFixed(2)}`).join(' · ');
    const vars = { home: match.home, away: match.away, tournament: match.tournament, date, prices };
    return { title: filled(meta.matchPage.title, vars), description: filled(meta.matchPage.description, vars) };
  }
  const entry = meta.routes[input.route.titleKey] ?? meta.routes.home!;
  return { title: entry.title, description: entry.description };
}

/**
 * SportsEvent structured data; `<` is written as \u003c so no name can close the script element.
 * The nonce placeholder is the page's (replaced per answer): a data block runs nothing, but it is
 * marked as the page's own all the same.
 */
function sportsEvent(match: MatchSummary, url: string, noncePlaceholder: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${match.home} – ${match.away}`,
    sport: match.sport,
    startDate: match.startsAt,
    url,
    superEvent: { '@type': 'SportsEvent', name: match.tournament },
    homeTeam: { '@type': 'SportsTeam', name: match.home },
    awayTeam: { '@type': 'SportsTeam', name: match.away },
  };
  return `<script type="application/ld+json" nonce="${noncePlaceholder}" data-server-head>${jsonInScript(data)}</script>`;
}

/** The head elements of a site page, each marked data-server-head. */
export function pageHead(input: PageHeadInput, noncePlaceholder: string): string {
  const { origin, language, rest, match } = input;
  const meta = META[language];
  const { title, description } = texts(input);
  const url = `${origin}/${language}/${rest}`;
  const fullTitle = `${title} | ${meta.siteName}`;
  const tags = [
    `<title data-server-head>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" data-server-head>`,
    `<link rel="canonical" href="${escapeHtml(url)}" data-server-head>`,
    ...LANGUAGES.map((alternate) => `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(`${origin}/${alternate}/${rest}`)}" data-server-head>`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}/en-US/${rest}`)}" data-server-head>`,
    `<meta property="og:type" content="website" data-server-head>`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" data-server-head>`,
    `<meta property="og:title" content="${escapeHtml(title)}" data-server-head>`,
    `<meta property="og:description" content="${escapeHtml(description)}" data-server-head>`,
    `<meta property="og:url" content="${escapeHtml(url)}" data-server-head>`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/apple-touch-icon.png`)}" data-server-head>`,
    `<meta property="og:locale" content="${ogLocale(language)}" data-server-head>`,
    ...LANGUAGES.filter((other) => other !== language).map((other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" data-server-head>`),
    ...(match ? [sportsEvent(match, url, noncePlaceholder)] : []),
  ];
  return tags.join('');
}
