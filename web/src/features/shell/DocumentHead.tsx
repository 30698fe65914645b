import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGES } from '../../i18n/languages';
import { useHydrated } from '../../ssr/useHydrated';
import { useLanguage } from './useLanguage';
import { useRouteHandle } from './useRouteHandle';

/**
 * Title, description, canonical and hreflang alternates of the current page;
 * React 19 hoists these elements into <head>. The server wrote the first page's
 * head (gateway/page-head.ts, marked data-server-head) for readers that run no
 * script; once this head is in place those go, or the first <title> would stay
 * the document's title on every later page.
 */
export function DocumentHead() {
  // The server's head stays until this one takes its place: a server-rendered page keeps it while the
  // browser takes the page over (this head needs the browser's address).
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
  }, [hydrated]);
  const { t } = useTranslation('meta');
  const lang = useLanguage();
  const { titleKey } = useRouteHandle();
  const { pathname } = useLocation();
  const rest = pathname.split('/').slice(2).join('/');
  if (!hydrated) return null;
  const origin = location.origin;
  return (
    <>
      <title>{`${t(`routes.${titleKey}.title`)} | ${t('siteName')}`}</title>
      <meta name="description" content={t(`routes.${titleKey}.description`)} />
      <link rel="canonical" href={`${origin}/${lang}/${rest}`} />
      {LANGUAGES.map((alternate) => (
        <link key={alternate} rel="alternate" hrefLang={alternate} href={`${origin}/${alternate}/${rest}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}/en-US/${rest}`} />
    </>
  );
}
