import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ODDS_FORMATS, type OddsFormat } from '../../../../rules/odds-formats';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, rememberLanguage } from '../../i18n/languages';
import { useLanguage } from '../shell/useLanguage';
import { setOddsFormat, setTimeZone, useDisplaySettings } from '../sportsbook/settings/settings';
import { zones } from '../sportsbook/settings/SettingsControl';
import { LINES, setPreferences, SORTINGS, usePreferences, VIEW_FORMATS, type Lines, type Sorting, type ViewFormat } from './preferences';

interface Setting {
  name: string;
  label: string;
  testId: string;
  value: string | number;
  options: readonly { value: string | number; label: string; lang?: string }[];
  onChange: (value: string) => void;
}

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
  // One select a setting, in the seed's order; every option's value is what the select reports back.
  const settings: readonly Setting[] = [
    {
      name: 'sorting',
      label: t('sorting.label'),
      testId: 'setting-sorting',
      value: sorting,
      options: SORTINGS.map((value) => ({ value, label: t(`sorting.${value}`) })),
      onChange: (value) => setPreferences({ sorting: value as Sorting }),
    },
    {
      name: 'lines',
      label: t('lines.label'),
      testId: 'setting-lines',
      value: lines,
      options: LINES.map((value) => ({ value, label: t('lines.value', { count: value }) })),
      onChange: (value) => setPreferences({ lines: Number(value) as Lines }),
    },
    {
      name: 'language',
      label: t('language'),
      testId: 'setting-language',
      value: lang,
      options: LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: code })),
      onChange: (next) => {
        if (!isLanguage(next)) return;
        rememberLanguage(next);
        // The same page under the new prefix (LanguageSwitcher does the same from the header).
        void navigate(`/${next}/${pathname.split('/').slice(2).join('/')}`);
      },
    },
    {
      name: 'view',
      label: t('viewFormat.label'),
      testId: 'setting-view-format',
      value: viewFormat,
      options: VIEW_FORMATS.map((value) => ({ value, label: t(`viewFormat.${value}`) })),
      onChange: (value) => setPreferences({ viewFormat: value as ViewFormat }),
    },
    {
      name: 'odds',
      label: t('oddsFormat.label'),
      testId: 'setting-odds-format',
      value: oddsFormat,
      options: ODDS_FORMATS.map((value) => ({ value, label: t(`oddsFormat.${value}`) })),
      onChange: (value) => setOddsFormat(value as OddsFormat),
    },
    {
      name: 'timezone',
      label: t('timezone'),
      testId: 'setting-timezone',
      value: timeZone,
      options: zoneList.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
      onChange: (zone) => setTimeZone(zone),
    },
  ];
  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`} data-testid="settings-panel">
      <Heading id={`${id}-title`} className={heading === 'h2' ? 'sb-panel__title' : undefined}>
        {t('title')}
      </Heading>
      <p className="muted settings-panel__note">{t('intro')}</p>
      <div className="settings-panel__grid">
        {settings.map((setting) => (
          <label key={setting.name} className="sb-field" htmlFor={`${id}-${setting.name}`}>
            <span>{setting.label}</span>
            <select id={`${id}-${setting.name}`} className="input" data-testid={setting.testId} value={setting.value} onChange={(event) => setting.onChange(event.target.value)}>
              {setting.options.map((option) => (
                <option key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
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
