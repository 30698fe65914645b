/** The scoreboard's live state past the score (issue 22 item 10): added time, tennis points, half-innings, in four languages. */
import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { addedTimeText, liveStateText, ordinalCategory, tennisPoints } from '../../web/src/features/sportsbook/live/state';

const LANGUAGES = ['en-US', 'sv-SE', 'de-DE', 'it-IT'];
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en-US',
    fallbackLng: false,
    ns: ['sportsbook'],
    defaultNS: 'sportsbook',
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { sportsbook: JSON.parse(readFileSync(`locales/${lang}/sportsbook.json`, 'utf8')) }])),
    interpolation: { escapeValue: false },
  });
});

const tIn = (lang: string) => i18n.getFixedT(lang, 'sportsbook') as TFunction<'sportsbook'>;
const live = { status: 'LIVE', period: 2, clockSeconds: 5400, inInterval: false };

describe('added time', () => {
  it.each([
    [2700, 0, "45+1'"],
    [2700, 59, "45+1'"],
    [2700, 60, "45+2'"],
    [5400, 150, "90+3'"],
    [5400, 419, "90+7'"],
  ])('clock %i with %i seconds added played reads %s', (clock, played, text) => {
    expect(addedTimeText(clock, played)).toBe(text);
  });

  it('shows on the state line in place of the clock, the clock otherwise', () => {
    const t = tIn('en-US');
    expect(liveStateText(t, 'en-US', { ...live, stoppageTime: { announcedMinutes: 4, playedSeconds: 130 } }, 'soccer', 130)).toBe("Half 2 · 90+3'");
    expect(liveStateText(t, 'en-US', { ...live, clockSeconds: 4025 }, 'soccer', 4025)).toBe('Half 2 · 67:05');
    expect(t('live.addedTime', { count: 4 })).toBe('4 minutes added');
    expect(tIn('de-DE')('live.addedTime', { count: 4 })).toBe('4 Minuten Nachspielzeit');
  });
});

describe('tennis points', () => {
  it.each([
    [0, 0, false, '0', '0'],
    [2, 1, false, '30', '15'],
    [3, 0, false, '40', '0'],
    [3, 3, false, '40', '40'],
    [4, 3, false, 'AD', '40'],
    [4, 4, false, '40', '40'],
    [5, 6, false, '40', 'AD'],
    [5, 3, true, '5', '3'],
    [8, 7, true, '8', '7'],
  ])('%i–%i points (tie-break %s) read %s–%s', (home, away, tieBreak, h, a) => {
    expect(tennisPoints({ home, away, tieBreak })).toEqual({ home: h, away: a });
  });

  it('names the server and the tie-break in every language', () => {
    expect(LANGUAGES.map((lang) => tIn(lang)('live.serving'))).toEqual(['Serving', 'Servar', 'Aufschlag', 'Al servizio']);
    expect(LANGUAGES.map((lang) => tIn(lang)('live.tieBreak'))).toEqual(['Tie-break', 'Tiebreak', 'Tiebreak', 'Tie-break']);
  });
});

const inning = (period: number, halfInning: string, outs: number) => ({ ...live, period, halfInning, outs });

describe('baseball half-innings', () => {

  it.each([
    ['en-US', inning(7, 'TOP', 2), 'Top 7th · 2 outs'],
    ['en-US', inning(1, 'BOTTOM', 1), 'Bottom 1st · 1 out'],
    ['en-US', inning(2, 'TOP', 0), 'Top 2nd · 0 outs'],
    ['en-US', inning(3, 'TOP', 0), 'Top 3rd · 0 outs'],
    ['en-US', inning(11, 'BOTTOM', 2), 'Bottom 11th · 2 outs'],
    ['sv-SE', inning(7, 'TOP', 2), 'Övre 7:e · 2 brända'],
    ['sv-SE', inning(2, 'BOTTOM', 1), 'Nedre 2:a · 1 bränd'],
    ['de-DE', inning(7, 'TOP', 2), '7. Inning oben · 2 Aus'],
    ['it-IT', inning(7, 'BOTTOM', 1), 'Bassa 7° · 1 eliminato'],
  ])('%s: %j reads %s', (lang, data, text) => {
    expect(liveStateText(tIn(lang), lang, data, 'baseball', 0)).toBe(text);
  });

  it('has an ordinal for every category a language uses', () => {
    for (const lang of LANGUAGES) {
      for (let n = 1; n <= 25; n++) expect(tIn(lang)(`live.ordinal.${ordinalCategory(lang, n)}`, { n })).toMatch(new RegExp(`^${n}\\D`));
    }
  });
});
