import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_FORMATS, type OddsFormat } from '../../../../../rules/odds-formats';
import { browserTimeZone, canonicalTimeZone } from '../time';
import { setOddsFormat, setTimeZone, useDisplaySettings } from './settings';

export function zones(current: string): string[] {
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    all = [];
  }
  // UTC and the browser's own zone are not always in the engine's list; the current choice must be.
  // Every entry is the engine's own id (settings.ts keeps those), so the select always has its value.
  return [...new Set(['UTC', browserTimeZone(), current, ...all].map((zone) => canonicalTimeZone(zone) ?? zone))].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** Odds format and timezone (seed 001 §2 settings): a change re-renders every price and time at once. */
export function SettingsControl() {
  const { t } = useTranslation('sportsbook');
  const { oddsFormat, timeZone } = useDisplaySettings();
  const zoneList = useMemo(() => zones(timeZone), [timeZone]);
  return (
    <section className="sb-settings" aria-labelledby="sb-settings-title">
      <h2 id="sb-settings-title" className="sb-panel__title">
        {t('settings.title')}
      </h2>
      <label className="sb-field">
        <span>{t('settings.oddsFormat')}</span>
        <select value={oddsFormat} data-testid="odds-format" onChange={(event) => setOddsFormat(event.target.value as OddsFormat)}>
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`settings.oddsFormats.${format}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="sb-field">
        <span>{t('settings.timezone')}</span>
        <select value={timeZone} data-testid="timezone" onChange={(event) => setTimeZone(event.target.value)}>
          {zoneList.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
