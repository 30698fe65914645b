import { useSyncExternalStore } from 'react';
import { ODDS_FORMATS, type OddsFormat } from '../../../../../rules/odds-formats';
import { browserTimeZone, canonicalTimeZone } from '../time';
import { asServerRendered, renderScope } from '../../../ssr/render-scope';

/**
 * The player's display settings (seed 001 §2): the odds format and the timezone, kept in cookies named
 * `oddsFormat` and `timezone` so any page (and a later server render) reads the same choice. Defaults:
 * decimal odds and the browser's zone. Changing one re-renders every price and time at once.
 */
export const ODDS_FORMAT_COOKIE = 'oddsFormat';
export const TIMEZONE_COOKIE = 'timezone';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface DisplaySettings {
  oddsFormat: OddsFormat;
  timeZone: string;
}

export function parseCookies(cookie: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || jar.has(name)) continue;
    try {
      jar.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      jar.set(name, part.slice(index + 1).trim());
    }
  }
  return jar;
}

/** Accepts our spelling ("hongkong") and the GraphQL enum's ("HONG_KONG"). */
export function toOddsFormat(value: string | null | undefined): OddsFormat | null {
  const normalized = (value ?? '').toLowerCase().replace(/[_\s-]/g, '');
  return (ODDS_FORMATS as readonly string[]).includes(normalized) ? (normalized as OddsFormat) : null;
}

export function settingsFromCookies(cookie: string, fallbackZone: string): DisplaySettings {
  const jar = parseCookies(cookie);
  return {
    oddsFormat: toOddsFormat(jar.get(ODDS_FORMAT_COOKIE)) ?? 'decimal',
    timeZone: canonicalTimeZone(jar.get(TIMEZONE_COOKIE)) ?? fallbackZone,
  };
}

export const settingCookie = (name: string, value: string) =>
  `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;

const hasDocument = typeof document !== 'undefined';
let current: DisplaySettings = settingsFromCookies(hasDocument ? document.cookie : '', browserTimeZone());
const listeners = new Set<() => void>();

function update(next: Partial<DisplaySettings>) {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

export function setOddsFormat(format: OddsFormat) {
  if (hasDocument) document.cookie = settingCookie(ODDS_FORMAT_COOKIE, format);
  update({ oddsFormat: format });
}

export function setTimeZone(zone: string) {
  const timeZone = canonicalTimeZone(zone);
  if (!timeZone) return;
  if (hasDocument) document.cookie = settingCookie(TIMEZONE_COOKIE, timeZone);
  update({ timeZone });
}

/**
 * What a server render shows: the visitor's cookies, times in UTC when none names a zone (the server
 * cannot know the browser's). The browser takes such a page over with the same values (React reads them
 * through the hooks' server snapshot), then re-renders with the browser's zone.
 */
const SERVER_ZONE = 'UTC';
const hydrationSettings: DisplaySettings = settingsFromCookies(hasDocument ? document.cookie : '', SERVER_ZONE);
function serverSettings(): DisplaySettings {
  const scope = renderScope();
  return scope ? settingsFromCookies(scope.cookie, SERVER_ZONE) : hydrationSettings;
}

/** What the route loaders read: the same values the page renders with. */
export const displaySettings = (): DisplaySettings => (asServerRendered() ? serverSettings() : current);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentSettings = () => current;
export const useDisplaySettings = () => useSyncExternalStore(subscribe, currentSettings, serverSettings);
export const useOddsFormat = () => useSyncExternalStore(subscribe, () => current.oddsFormat, () => serverSettings().oddsFormat);
export const useTimeZone = () => useSyncExternalStore(subscribe, () => current.timeZone, () => serverSettings().timeZone);
