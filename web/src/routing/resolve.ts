import { matchRoutes } from 'react-router-dom';
import { isLanguage, looksLikeLanguage, preferredLanguage } from '../i18n/languages';
import { PAGES } from './pages';

const pageRoutes = PAGES.map((page) => ({ path: page.path }));

export const isKnownPage = (rest: string) => rest !== '' && (matchRoutes(pageRoutes, `/${rest}`)?.length ?? 0) > 0;

/**
 * Seed 000 §2: a path whose first segment is not a supported language goes to the
 * route it names under the visitor's language (or home when it names none); a
 * supported language with an unknown page goes to /{lang}/404.
 */
export function redirectTarget(pathname: string, search = ''): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...others] = segments;
  if (isLanguage(first)) {
    const rest = others.join('/');
    if (rest === '') return `/${first}/home`;
    return isKnownPage(rest) ? null : `/${first}/404`;
  }
  const rest = (looksLikeLanguage(first) ? others : segments).join('/');
  return `/${preferredLanguage()}/${isKnownPage(rest) ? rest : 'home'}${search}`;
}
