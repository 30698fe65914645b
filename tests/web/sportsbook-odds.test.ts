import { describe, expect, it } from 'vitest';
import { ODDS_FORMATS } from '../../rules/odds-formats';
import { displayPrice, priceMovement } from '../../web/src/features/sportsbook/odds/movement';
import { parseCookies, settingCookie, settingsFromCookies, toOddsFormat } from '../../web/src/features/sportsbook/settings/settings';

describe('odds movement (compared with the price shown before)', () => {
  it.each([
    [1.9, 2.05, 'up'],
    [2.05, 1.9, 'down'],
    [2, 2, null],
    [null, 2, null], // newly offered: nothing to compare with
    [2, null, null], // withdrawn
    [undefined, 1.5, null],
  ] as const)('%s → %s is %s', (previous, next, movement) => {
    expect(priceMovement(previous, next)).toBe(movement);
  });
});

describe('prices in the player odds format', () => {
  it.each([
    ['decimal', '2.50'],
    ['fractional', '3/2'],
    ['american', '+150'],
    ['hongkong', '1.50'],
    ['indonesian', '+1.50'],
    ['malay', '-0.67'],
  ] as const)('2.50 shows as %s %s', (format, text) => {
    expect(displayPrice(2.5, format)).toBe(text);
  });

  it('shows a dash for a price that is not offered, in every format', () => {
    for (const format of ODDS_FORMATS) {
      expect(displayPrice(null, format)).toBe('–');
      expect(displayPrice(1, format)).toBe('–');
      expect(displayPrice(Number.NaN, format)).toBe('–');
    }
  });
});

describe('display settings from cookies (oddsFormat, timezone)', () => {
  it('defaults to decimal and the browser zone', () => {
    expect(settingsFromCookies('', 'Europe/Rome')).toEqual({ oddsFormat: 'decimal', timeZone: 'Europe/Rome' });
  });

  it('reads both cookies among others', () => {
    expect(settingsFromCookies('session=x; oddsFormat=american; timezone=Asia%2FTokyo', 'UTC')).toEqual({ oddsFormat: 'american', timeZone: 'Asia/Tokyo' });
  });

  it('keeps the engine id of a zone (the one the platform zone list has)', () => {
    expect(settingsFromCookies('timezone=Asia%2FKolkata', 'UTC').timeZone).toBe(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata' }).resolvedOptions().timeZone);
    expect(Intl.supportedValuesOf('timeZone')).toContain(settingsFromCookies('timezone=Europe%2FKyiv', 'UTC').timeZone);
  });

  it('accepts the GraphQL enum spelling and ignores unknown values', () => {
    expect(toOddsFormat('HONG_KONG')).toBe('hongkong');
    expect(toOddsFormat('Malay')).toBe('malay');
    expect(settingsFromCookies('oddsFormat=roman; timezone=Nowhere%2FLand', 'UTC')).toEqual({ oddsFormat: 'decimal', timeZone: 'UTC' });
  });

  it('writes a cookie every page can read back', () => {
    const cookie = settingCookie('timezone', 'America/Argentina/Buenos_Aires');
    expect(cookie).toMatch(/^timezone=America%2FArgentina%2FBuenos_Aires; path=\/; max-age=\d+; samesite=lax$/);
    expect(parseCookies(cookie.split(';')[0]!).get('timezone')).toBe('America/Argentina/Buenos_Aires');
  });
});
