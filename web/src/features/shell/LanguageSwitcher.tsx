import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, rememberLanguage } from '../../i18n/languages';
import { useLanguage } from './useLanguage';

/**
 * Switches the language and stays on the same page (same path under the new prefix). `base` is the path
 * before the {lang} segment: none for the player app, /backoffice for the back office.
 */
export function LanguageSwitcher({ base = '' }: { base?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        value={lang}
        data-testid="language-switcher"
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          rememberLanguage(next);
          navigate(`${base}/${next}/${pathname.slice(base.length).split('/').slice(2).join('/')}`);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
