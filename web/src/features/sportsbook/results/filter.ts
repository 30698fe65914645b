/** The results search (seed 002 §2 "a search input with a filter"): what the text is matched against. */
export const RESULTS_FILTERS = ['all', 'sport', 'category', 'tournament', 'team'] as const;
export type ResultsFilter = (typeof RESULTS_FILTERS)[number];

export interface ResultTournamentLike {
  name: string;
  sportName: string;
  categoryName: string;
  /** The teams of its finished matches. */
  teams: readonly string[];
}

export interface ResultMatchLike {
  homeTeam: string | null | undefined;
  awayTeam: string | null | undefined;
}

/** Case- and accent-insensitive: "münchen" finds "Munchen" and the other way round. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

const wordsOf = (search: string) => fold(search).split(/\s+/).filter(Boolean);
const hasAll = (words: readonly string[], text: string) => {
  const haystack = fold(text);
  return words.every((word) => haystack.includes(word));
};

/** The tournament's own text the filter searches; null for the team filter, which searches its matches. */
function ownText(entry: ResultTournamentLike, filter: ResultsFilter): string | null {
  switch (filter) {
    case 'sport':
      return entry.sportName;
    case 'category':
      return entry.categoryName;
    case 'tournament':
      return entry.name;
    case 'team':
      return null;
    default:
      return `${entry.sportName} ${entry.categoryName} ${entry.name}`;
  }
}

/**
 * How a tournament answers the search: 'all' (show every match: no search, or the tournament's own text
 * matches), a test picking the matches of a team the search names, or null (it does not match). A team
 * matches when its one name holds every word, so "real madrid" does not find Real Betis v Atlético Madrid.
 */
export function searchResults(entry: ResultTournamentLike, search: string, filter: ResultsFilter): 'all' | ((match: ResultMatchLike) => boolean) | null {
  const words = wordsOf(search);
  if (words.length === 0) return 'all';
  const own = ownText(entry, filter);
  if (own !== null && hasAll(words, own)) return 'all';
  if (filter !== 'all' && filter !== 'team') return null;
  const team = (name: string | null | undefined) => name != null && hasAll(words, name);
  return entry.teams.some(team) ? (match) => team(match.homeTeam) || team(match.awayTeam) : null;
}

export function filterResultTournaments<T extends ResultTournamentLike>(tournaments: readonly T[], search: string, filter: ResultsFilter): T[] {
  return tournaments.filter((entry) => searchResults(entry, search, filter) !== null);
}
