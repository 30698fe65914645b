import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';

/** The language of the current route (the {lang} segment). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** A path under the current language: href('casino/all') → /sv-SE/casino/all. */
export function useHref() {
  const lang = useLanguage();
  return useCallback((path: string) => `/${lang}/${path.replace(/^\//, '')}`, [lang]);
}
