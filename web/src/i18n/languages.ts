import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../../rules/site-routes';

/** Seed 001 §9: en-US (0), sv-SE (1), de-DE (2), it-IT (3); the list is the site's (rules/site-routes.ts). */
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, looksLikeLanguage, type Language } from '../../../rules/site-routes';

export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-US': 'English',
  'sv-SE': 'Svenska',
  'de-DE': 'Deutsch',
  'it-IT': 'Italiano',
};

const STORAGE_KEY = 'oddsgate.language';

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
  // The server redirects an address without a language by this choice too (rules/site-routes.ts).
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
