import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGES } from '../../i18n/languages';
import { useLanguage } from './useLanguage';
import { useRouteHandle } from './useRouteHandle';

/**
 * Title, description, canonical and hreflang alternates of the current page;
 * React 19 hoists these elements into <head>.
 */
export function DocumentHead() {
  const { t } = useTranslation('meta');
  const lang = useLanguage();
  const { titleKey } = useRouteHandle();
  const { pathname } = useLocation();
  const rest = pathname.split('/').slice(2).join('/');
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
