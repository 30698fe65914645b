import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_FORMATS, type OddsFormat } from '../../../../../rules/odds-formats';
import { SelectField } from '../layout/SelectField';
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
      <SelectField<OddsFormat>
        label={t('settings.oddsFormat')}
        value={oddsFormat}
        choices={ODDS_FORMATS}
        optionLabel={(format) => t(`settings.oddsFormats.${format}`)}
        testId="odds-format"
        onChange={setOddsFormat}
      />
      <SelectField label={t('settings.timezone')} value={timeZone} choices={zoneList} optionLabel={(zone) => zone.replaceAll('_', ' ')} testId="timezone" onChange={setTimeZone} />
    </section>
  );
}
