import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ODDS_FORMATS, type OddsFormat } from '../../../../rules/odds-formats';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, rememberLanguage } from '../../i18n/languages';
import { useLanguage } from '../shell/useLanguage';
import { setOddsFormat, setTimeZone, useDisplaySettings } from '../sportsbook/settings/settings';
import { zones } from '../sportsbook/settings/SettingsControl';
import { LINES, setPreferences, SORTINGS, usePreferences, VIEW_FORMATS, type Lines, type Sorting, type ViewFormat } from './preferences';

/**
 * The settings dropdowns (seed 001 §2: sorting, lines, language, view-format, odd-format, timezone) and
 * the slow-connection mode (§4). Every change applies at once — no Save — and is remembered: odds and
 * view formats in cookies, the timezone in its cookie, the rest in localStorage, the language in the
 * path (and localStorage). The right sidebar's settings tab and /{lang}/user/settings/customer show it.
 */
export default function SettingsPanel({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { oddsFormat, timeZone } = useDisplaySettings();
  const { sorting, lines, viewFormat, slowConnection } = usePreferences();
  const zoneList = useMemo(() => zones(timeZone), [timeZone]);
  const Heading = heading;
  const field = (name: string, label: string, control: ReactNode) => (
    <label className="sb-field" htmlFor={`${id}-${name}`}>
      <span>{label}</span>
      {control}
    </label>
  );
  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`} data-testid="settings-panel">
      <Heading id={`${id}-title`} className={heading === 'h2' ? 'sb-panel__title' : undefined}>
        {t('title')}
      </Heading>
      <p className="muted settings-panel__note">{t('intro')}</p>
      <div className="settings-panel__grid">
        {field(
          'sorting',
          t('sorting.label'),
          <select id={`${id}-sorting`} className="input" data-testid="setting-sorting" value={sorting} onChange={(event) => setPreferences({ sorting: event.target.value as Sorting })}>
            {SORTINGS.map((value) => (
              <option key={value} value={value}>
                {t(`sorting.${value}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'lines',
          t('lines.label'),
          <select id={`${id}-lines`} className="input" data-testid="setting-lines" value={lines} onChange={(event) => setPreferences({ lines: Number(event.target.value) as Lines })}>
            {LINES.map((value) => (
              <option key={value} value={value}>
                {t('lines.value', { count: value })}
              </option>
            ))}
          </select>,
        )}
        {field(
          'language',
          t('language'),
          <select
            id={`${id}-language`}
            className="input"
            data-testid="setting-language"
            value={lang}
            onChange={(event) => {
              const next = event.target.value;
              if (!isLanguage(next)) return;
              rememberLanguage(next);
              // The same page under the new prefix (LanguageSwitcher does the same from the header).
              void navigate(`/${next}/${pathname.split('/').slice(2).join('/')}`);
            }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'view',
          t('viewFormat.label'),
          <select id={`${id}-view`} className="input" data-testid="setting-view-format" value={viewFormat} onChange={(event) => setPreferences({ viewFormat: event.target.value as ViewFormat })}>
            {VIEW_FORMATS.map((value) => (
              <option key={value} value={value}>
                {t(`viewFormat.${value}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'odds',
          t('oddsFormat.label'),
          <select id={`${id}-odds`} className="input" data-testid="setting-odds-format" value={oddsFormat} onChange={(event) => setOddsFormat(event.target.value as OddsFormat)}>
            {ODDS_FORMATS.map((value) => (
              <option key={value} value={value}>
                {t(`oddsFormat.${value}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'timezone',
          t('timezone'),
          <select id={`${id}-timezone`} className="input" data-testid="setting-timezone" value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
            {zoneList.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>,
        )}
      </div>
      <label className="settings-panel__toggle">
        <input type="checkbox" data-testid="setting-slow-connection" checked={slowConnection} onChange={(event) => setPreferences({ slowConnection: event.target.checked })} />
        <span>
          <strong>{t('slowConnection.label')}</strong>
          <span className="muted settings-panel__note"> {t('slowConnection.hint')}</span>
        </span>
      </label>
    </section>
  );
}
