/** Seed 001 §9: en-US (0), sv-SE (1), de-DE (2), it-IT (3). */
export const LANGUAGES = ['en-US', 'sv-SE', 'de-DE', 'it-IT'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English',
  'sv-SE': 'Svenska',
  'de-DE': 'Deutsch',
  'it-IT': 'Italiano',
};

const STORAGE_KEY = 'oddsgate.language';

export function isLanguage(value: string | undefined | null): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Looks like a language prefix ("xx-YY") even if we do not support it. */
export const looksLikeLanguage = (segment: string | undefined) => /^[a-z]{2}-[A-Z]{2}$/.test(segment ?? '');

/** The remembered choice, else the browser's first supported language, else en-US. */
export function preferredLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  if (isLanguage(stored)) return stored;
  for (const tag of typeof navigator !== 'undefined' ? navigator.languages : []) {
    const match = LANGUAGES.find((lang) => lang === tag || lang.slice(0, 2) === tag.slice(0, 2));
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLanguage(lang: Language) {
  localStorage.setItem(STORAGE_KEY, lang);
}
