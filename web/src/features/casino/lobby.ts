/**
 * What a casino page lists (seed 000 §2: /{lang}/casino/all and /{lang}/live-casino/all; seed 002 §9).
 * The address names a category; a few names are the page's own tabs: the casino's table and virtual
 * games (other kinds of game than slots), and the player's favourites and recent games.
 */
export type CasinoSection = 'casino' | 'live';
export type CasinoGameKind = 'SLOT' | 'TABLE' | 'LIVE' | 'VIRTUAL';

export const FAVOURITES = 'favourites';
export const RECENT = 'recent';
export const ALL = 'all';

export type Listing =
  | { list: 'games'; kind: CasinoGameKind; category: string | null }
  | { list: 'favourites' | 'recent'; kinds: readonly CasinoGameKind[] };

/** Tabs that pick a kind of game rather than a category, per page. */
const KIND_TABS: Record<CasinoSection, Record<string, CasinoGameKind>> = {
  casino: { all: 'SLOT', table: 'TABLE', virtual: 'VIRTUAL' },
  live: { all: 'LIVE' },
};

/**
 * Tabs that are one category of another kind than the page's own (issue 24: the keno draws are table
 * games, listed in the casino's Lotto tab).
 */
const KIND_CATEGORY_TABS: Record<CasinoSection, Record<string, CasinoGameKind>> = {
  casino: { lotto: 'TABLE' },
  live: {},
};

/** The kinds of game a page shows (its favourites and recent games are filtered to them). */
export const SECTION_KINDS: Record<CasinoSection, readonly CasinoGameKind[]> = {
  casino: ['SLOT', 'TABLE', 'VIRTUAL'],
  live: ['LIVE'],
};

/** The page's main kind: its lobby's categories and providers are those of this kind. */
export const sectionKind = (section: CasinoSection): CasinoGameKind => KIND_TABS[section].all!;

export const sectionPath = (section: CasinoSection) => (section === 'live' ? 'live-casino' : 'casino');

export function listingOf(section: CasinoSection, category: string | undefined): Listing {
  const name = category ?? ALL;
  if (name === FAVOURITES || name === RECENT) return { list: name, kinds: SECTION_KINDS[section] };
  const kind = KIND_TABS[section][name];
  if (kind) return { list: 'games', kind, category: null };
  return { list: 'games', kind: KIND_CATEGORY_TABS[section][name] ?? sectionKind(section), category: name };
}

/**
 * The page's tabs: all (and the casino's table, virtual and lotto games), the lobby's categories that have
 * games, then favourites and recent. A category the lobby does not know is still a tab when the address
 * names it, so the selected tab is always visible.
 */
export function categoryTabs(section: CasinoSection, categories: readonly { code: string; gameCount: number }[], current: string | undefined): string[] {
  const kinds = [...Object.keys(KIND_TABS[section]), ...Object.keys(KIND_CATEGORY_TABS[section])];
  const fromLobby = categories.filter((category) => category.gameCount > 0 && !kinds.includes(category.code)).map((category) => category.code);
  const tabs = [...kinds, ...fromLobby, FAVOURITES, RECENT];
  return current && !tabs.includes(current) ? [...tabs, current] : tabs;
}

/** A provider filter is kept for the tab's session per page (the shell drops query parameters, seed 000 §2). */
export const providerStorageKey = (section: CasinoSection) => `oddsgate.casino.provider.${section}`;

export function storedProvider(section: CasinoSection): string | null {
  try {
    const value = sessionStorage.getItem(providerStorageKey(section));
    return value && /^[a-z0-9_-]{1,40}$/i.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeProvider(section: CasinoSection, provider: string | null) {
  try {
    if (provider) sessionStorage.setItem(providerStorageKey(section), provider);
    else sessionStorage.removeItem(providerStorageKey(section));
  } catch {
    // Storage refused: the filter holds for this page.
  }
}

/** Games per page of the lobby grid: a few screens of cards; the grid asks for more as it scrolls. */
export const GRID_PAGE = 60;

export interface GamesVariables {
  kind: CasinoGameKind;
  category: string | null;
  provider: string | null;
  count: number;
}

/** The lobby query's variables for a page and its games listing. */
export function lobbyVariables(section: CasinoSection, category: string | undefined, provider: string | null) {
  const listing = listingOf(section, category);
  const games: GamesVariables =
    listing.list === 'games'
      ? { kind: listing.kind, category: listing.category, provider, count: GRID_PAGE }
      : { kind: sectionKind(section), category: null, provider, count: GRID_PAGE };
  return { lobbyKind: sectionKind(section), ...games, withGames: listing.list === 'games' };
}

/**
 * The game page's address under a language-less path ("casino/game/42?mode=demo"), by the game's public
 * number (CasinoGame.legacyId; the page asks Query.casinoGame for it). The mode is always
 * named: the page's loader reads it, and runs again only for an address that carries a query (the
 * shell dropping the query from the address is not a new visit), so real after demo must say so.
 */
export const gamePath = (legacyId: number, mode: 'REAL' | 'DEMO') => `casino/game/${legacyId}?mode=${mode === 'DEMO' ? 'demo' : 'real'}`;

/**
 * Where a launch is shown: the answer's Url, or for providers that answer launch data (seed 002 §3:
 * Rocket, GoldenRace) the url the data carries. Only addresses of this site or https are framed.
 */
export function frameSourceOf(launch: { url?: string | null; data?: unknown }): string | null {
  const candidates: unknown[] = [launch.url];
  if (launch.data && typeof launch.data === 'object') {
    const data = launch.data as Record<string, unknown>;
    candidates.push(data.Url, data.url, data.LaunchUrl, data.GameUrl, data.launchUrl);
  }
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate === '') continue;
    if (candidate.startsWith('/') && !candidate.startsWith('//')) return candidate;
    if (/^https:\/\//i.test(candidate)) return candidate;
  }
  return null;
}
