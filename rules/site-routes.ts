/**
 * The site's pages under /{lang}/ (seed 000 §2), one entry each, and the decisions made from them: which
 * addresses exist, where an address without a language goes. Pure, so the web app (web/src/routing/pages.ts
 * gives each entry its component and preparation), the gateway (status codes, sitemap) and a later server
 * renderer all read the same list; nothing else lists paths.
 */
export const LANGUAGES = ['en-US', 'sv-SE', 'de-DE', 'it-IT'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: string | undefined | null): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Looks like a language prefix ("xx-YY") even if we do not support it. */
export const looksLikeLanguage = (segment: string | undefined) => /^[a-z]{2}-[A-Z]{2}$/.test(segment ?? '');

export interface SiteRoute {
  /** Under /{lang}/; `:name` is one segment, `:name?` an optional last one. */
  path: string;
  /** Its entry in locales/<lang>/meta.json. */
  titleKey: string;
  /** Shows the Betslip entry of the bottom navigation (seed 000 §2). */
  sportType?: boolean;
  /** A public page without parameters that search engines should find (sitemap.xml). */
  listed?: boolean;
  /**
   * A public page the server renders for a visitor (gateway/ssr.ts, issue 24): everyone sees the same
   * page, so its markup comes with the first byte. The others (the player's own pages, dialogs, games)
   * render in the browser.
   */
  rendered?: boolean;
}

const route = (path: string, titleKey: string, more: Omit<SiteRoute, 'path' | 'titleKey'> = {}): SiteRoute => ({ path, titleKey, ...more });
const sport = { sportType: true, rendered: true } as const;
const listed = { listed: true, rendered: true } as const;
const rendered = { rendered: true } as const;

/** Seed 000 §2: the 13 static pages, by path and by their key in static.json. */
export const STATIC_PAGES: Record<string, string> = {
  'terms-and-conditions': 'termsAndConditions',
  'terms-conditions': 'termsAndConditions',
  'privacy-policy': 'privacyPolicy',
  'responsible-gaming': 'responsibleGaming',
  'about-us': 'aboutUs',
  help: 'help',
  affiliate: 'affiliate',
  'cookies-policy': 'cookiesPolicy',
  'self-exclusion-terms-and-conditions': 'selfExclusionTermsAndConditions',
  promotions: 'promotions',
  faq: 'faq',
  'payment-methods': 'paymentMethods',
  'aml-policy': 'amlPolicy',
  'bonus-terms-conditions': 'bonusTermsConditions',
};

/** Every page but the static ones, by a name the web app gives its component under. */
export const SITE_ROUTES = {
  home: route('home', 'home', listed),
  casino: route('casino/:category', 'casino', rendered),
  liveCasino: route('live-casino/:category', 'liveCasino', rendered),
  casinoGame: route('casino/game/:gameId', 'casinoGame'),
  sport: route('sport/:sport?', 'sport', { ...sport, ...listed }),
  live: route('live/:sport?', 'live', { ...sport, ...listed }),
  prematch: route('prematch/:sport?', 'prematch', sport),
  esports: route('esports/:sport?', 'esports', { ...sport, ...listed }),
  outrights: route('outrights', 'outrights', { ...sport, ...listed }),
  schedule: route('schedule/:date?', 'schedule', { ...sport, ...listed }),
  results: route('results/:date?', 'results', { ...sport, ...listed }),
  match: route('match/:matchId', 'match', sport),
  virtualSports: route('virtual-sports', 'virtualSports', sport),
  bonusTerms: route('bonus-terms', 'bonusTerms'),
  esportsBettingGuide: route('esports-betting-guide', 'esportsBettingGuide'),
  mysteryJackpots: route('mystery-jackpots', 'mysteryJackpots'),
  luckyDraw: route('lucky-draw', 'luckyDraw'),
  login: route('login', 'login'),
  register: route('register', 'register'),
  lostPassword: route('lost-password', 'lostPassword'),
  setPassword: route('set-password', 'setPassword'),
  verifyEmail: route('verify-email', 'verifyEmail'),
  mailbox: route('mailbox', 'mailbox'),
  openModal: route('open-modal/:modal/:data?', 'home'),
  myAccount: route('user/myAccount', 'myAccount'),
  // Seed 001 §2: /user/deposit is also where the bonus-claim error's Deposit button leads.
  deposit: route('user/deposit', 'deposit'),
  cashierDeposit: route('user/depositAndWithdraw/deposit', 'deposit'),
  cashierWithdraw: route('user/depositAndWithdraw/withdraw', 'withdraw'),
  bonuses: route('user/bonuses/:tab', 'bonuses'),
  accountInformation: route('user/accountInformation/:tab', 'accountInformation'),
  privateMessage: route('user/privateMessage/:messageId?', 'privateMessage'),
  responsibleGambling: route('user/responsibleGambling', 'responsibleGambling'),
  settings: route('user/settings/customer', 'settings'),
  agentUsers: route('agent-management/users', 'agentUsers'),
  agentReports: route('agent-management/reports', 'agentReports'),
  notFound: route('404', 'notFound', rendered),
} satisfies Record<string, SiteRoute>;

export type SiteRouteName = keyof typeof SITE_ROUTES;

/** The static pages' entries: every one is public and listed. */
export const STATIC_ROUTES: SiteRoute[] = Object.entries(STATIC_PAGES).map(([path, key]) => route(path, key, listed));

/** Every page of the site. */
export const ALL_SITE_ROUTES: SiteRoute[] = [...Object.values(SITE_ROUTES), ...STATIC_ROUTES];

/**
 * The page `rest` (the address after /{lang}/, without slashes around it) names, if any. Segments compare
 * without regard to case and a `:param` takes any one segment, as the client's router matches: a match
 * or game page of an id that does not exist is still a page (it says so itself).
 */
export function siteRouteOf(rest: string): SiteRoute | undefined {
  const segments = rest.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  return ALL_SITE_ROUTES.find(({ path }) => {
    const pattern = path.split('/');
    const required = pattern.filter((segment) => !segment.endsWith('?')).length;
    if (segments.length < required || segments.length > pattern.length) return false;
    return segments.every((segment, index) => {
      const expected = pattern[index]!;
      return expected.startsWith(':') || expected.toLowerCase() === segment.toLowerCase();
    });
  });
}

/** Whether `rest` names a page. */
export const isKnownPage = (rest: string): boolean => siteRouteOf(rest) !== undefined;

/**
 * Seed 000 §2: a path whose first segment is not a supported language goes to the route it names under
 * the visitor's language (or home when it names none); /{lang} alone goes to its home; a supported
 * language with an unknown page goes to /{lang}/404. Null: the address is a page as it is.
 */
export function redirectTarget(pathname: string, search: string, language: Language): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...others] = segments;
  if (isLanguage(first)) {
    const rest = others.join('/');
    if (rest === '') return `/${first}/home`;
    return isKnownPage(rest) ? null : `/${first}/404`;
  }
  const rest = (looksLikeLanguage(first) ? others : segments).join('/');
  return `/${language}/${isKnownPage(rest) ? rest : 'home'}${search}`;
}

/**
 * What the server answers for an address of the web app: the app with 200, the app with 404 (it shows its
 * not-found page; the not-found page itself is a 404 too), or a permanent redirect.
 */
export type PageAnswer = { status: 200 | 404 } | { status: 301; location: string };

export function pageAnswer(pathname: string, search: string, language: Language): PageAnswer {
  const target = redirectTarget(pathname, search, language);
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) {
    if (target === null) return { status: segments.length === 2 && segments[1] === '404' ? 404 : 200 };
    // /{lang} alone is its home; anything else under a language is not a page.
    return segments.length === 1 ? { status: 301, location: target } : { status: 404 };
  }
  return { status: 301, location: target! };
}

/** The cookie the web app leaves when a visitor picks a language, so the server's redirects follow the choice. */
export const LANGUAGE_COOKIE = 'oddsgate-language';

/** The visitor's language: the one they picked (LANGUAGE_COOKIE), else the Accept-Language header's. */
export function visitorLanguage(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  const picked = (cookieHeader ?? '').split(';').map((pair) => pair.trim().split('=')).find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(picked) ? picked : languageOfHeader(acceptLanguage);
}

/** The visitor's language from an Accept-Language header: the first tag we support (or its language alone), else en-US. */
export function languageOfHeader(header: string | null | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    if (isLanguage(tag)) return tag;
    const match = LANGUAGES.find((lang) => lang.slice(0, 2).toLowerCase() === tag.slice(0, 2).toLowerCase());
    if (tag && match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The addresses (after /{lang}/) of the listed pages, as search engines should find them: a route's
 * optional parameters left out (/sport, not /sport/:sport?). The sitemap adds the sports and matches.
 */
export function listedPaths(): string[] {
  return ALL_SITE_ROUTES.filter((entry) => entry.listed).map((entry) =>
    entry.path
      .split('/')
      .filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')))
      .join('/'),
  );
}
