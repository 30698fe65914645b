import { BlockList, isIPv4 } from 'node:net';
import {
  COUNTRY_CODES,
  CURRENCIES,
  DEFAULT_LANGUAGE,
  LISTED_LOCALES,
  RESTRICTED_COUNTRIES,
  RESTRICTED_CURRENCIES_BY_COUNTRY,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './data';

export function toSupportedLanguage(lang: string | undefined): SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as SupportedLanguage) : DEFAULT_LANGUAGE;
}

export function listCountries(lang: SupportedLanguage) {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code, index) => ({ ID: index + 1, Name: names.of(code) ?? code, Code: code })).sort((a, b) =>
    collator.compare(a.Name, b.Name),
  );
}

export function listCurrencies(lang: SupportedLanguage) {
  const names = new Intl.DisplayNames([lang], { type: 'currency' });
  return CURRENCIES.map((currency) => ({
    ID: currency.id,
    Abbreviation: currency.abbreviation,
    NameLocalized: currency.iso ? (names.of(currency.iso) ?? currency.abbreviation) : (currency.name ?? currency.abbreviation),
    Decimals: currency.decimals,
    MinimumDeposit: currency.minimumDeposit,
  }));
}

export function listLanguages(lang: SupportedLanguage) {
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  return LISTED_LOCALES.map((code) => ({
    Code: code,
    Name: names.of(code) ?? code,
    Supported: (SUPPORTED_LANGUAGES as readonly string[]).includes(code),
  }));
}

/** Every IANA zone with its current UTC offset in minutes, sorted by offset. */
export function listTimezones(now = new Date()) {
  return Intl.supportedValuesOf('timeZone')
    .map((zone) => ({ Id: zone, OffsetMinutes: utcOffsetMinutes(zone, now) }))
    .sort((a, b) => a.OffsetMinutes - b.OffsetMinutes || a.Id.localeCompare(b.Id));
}

export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A local stand-in for a GeoIP database: "203.0.113.0/24=AU,198.51.100.7=SE".
 * Loopback and unknown addresses have no country.
 */
export function createIpCountryResolver(map: string) {
  const rules = map
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [range = '', country = ''] = entry.split('=');
      const [address = '', prefix] = range.split('/');
      const family = isIPv4(address) ? 'ipv4' : 'ipv6';
      const list = new BlockList();
      if (prefix) list.addSubnet(address, Number(prefix), family);
      else list.addAddress(address, family);
      return { list, country: country.toUpperCase() };
    });
  return (ip: string): string | null => {
    const family = isIPv4(ip) ? 'ipv4' : 'ipv6';
    return rules.find((rule) => rule.list.check(ip, family))?.country ?? null;
  };
}

export function visitorInfo(ip: string, countryCode: string | null) {
  return {
    Ip: ip,
    CountryCode: countryCode,
    IsAustralia: countryCode === 'AU',
    RegistrationRestricted: countryCode !== null && RESTRICTED_COUNTRIES.includes(countryCode),
    RestrictedCurrencies: (countryCode && RESTRICTED_CURRENCIES_BY_COUNTRY[countryCode]) || [],
  };
}
