/** The results search (seed 002 §2 "a search input with a filter"): what the text is matched against. */
export const RESULTS_FILTERS = ['all', 'sport', 'category', 'tournament'] as const;
export type ResultsFilter = (typeof RESULTS_FILTERS)[number];

export interface ResultTournamentLike {
  name: string;
  sportName: string;
  categoryName: string;
}

/** Case- and accent-insensitive: "münchen" finds "Munchen" and the other way round. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

export function filterResultTournaments<T extends ResultTournamentLike>(tournaments: readonly T[], search: string, filter: ResultsFilter): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tournaments];
  const fields = (entry: T) => {
    switch (filter) {
      case 'sport':
        return entry.sportName;
      case 'category':
        return entry.categoryName;
      case 'tournament':
        return entry.name;
      default:
        return `${entry.sportName} ${entry.categoryName} ${entry.name}`;
    }
  };
  return tournaments.filter((entry) => {
    const haystack = fold(fields(entry));
    return words.every((word) => haystack.includes(word));
  });
}
