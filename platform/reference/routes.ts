import { readFile } from 'node:fs/promises';
import { createRoute, z } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { PlatformConfig } from '../config';
import { createRouter } from '../http/app';
import { memoize } from '../http/cache';
import { ErrorEnvelope, envelope, errorResponses, json, ok } from '../http/envelope';
import { LINES, ODDS_FORMATS, QUICK_DEPOSIT_AMOUNTS, SORTINGS, SUPPORTED_LANGUAGES, VIEW_FORMATS, DEFAULT_LANGUAGE } from './data';
import { createIpCountryResolver, listCountries, listCurrencies, listLanguages, listTimezones, toSupportedLanguage, visitorInfo } from './service';
import { projectFile } from '../../rules/project-files';

const LangQuery = z.object({ lang: z.string().optional().openapi({ example: 'sv-SE' }) });

const Country = z.object({ ID: z.number().int(), Name: z.string(), Code: z.string() }).openapi('Country');
const Currency = z
  .object({ ID: z.number().int(), Abbreviation: z.string(), NameLocalized: z.string(), Decimals: z.number().int(), MinimumDeposit: z.string() })
  .openapi('Currency');
const Language = z.object({ Code: z.string(), Name: z.string(), Supported: z.boolean() }).openapi('Language');
const Timezone = z.object({ Id: z.string(), OffsetMinutes: z.number().int() }).openapi('Timezone');

const countriesRoute = createRoute({
  method: 'get',
  path: '/api/reference/countries',
  summary: 'Countries with localized names (seed 000 §7 "get countries")',
  request: { query: LangQuery },
  responses: { 200: json(envelope('CountriesResponse', { Countries: z.array(Country) }), 'Countries'), ...errorResponses },
});

const currenciesRoute = createRoute({
  method: 'get',
  path: '/api/reference/currencies',
  summary: 'Currency settings (seed 000 §7 "get currencies")',
  request: { query: LangQuery },
  responses: { 200: json(envelope('CurrenciesResponse', { Currencies: z.array(Currency) }), 'Currencies'), ...errorResponses },
});

const settingsListsRoute = createRoute({
  method: 'get',
  path: '/api/reference/settings',
  summary: 'Settings lists: odds formats, views, languages, timezones, sortings, lines (seed 001 §7)',
  request: { query: LangQuery },
  responses: {
    200: json(
      envelope('SettingsListsResponse', {
        OddsFormats: z.array(z.enum(ODDS_FORMATS)),
        ViewFormats: z.array(z.enum(VIEW_FORMATS)),
        Sortings: z.array(z.enum(SORTINGS)),
        Lines: z.array(z.number().int()),
        Languages: z.array(Language),
        Timezones: z.array(Timezone),
      }),
      'Settings lists',
    ),
    ...errorResponses,
  },
});

const visitorRoute = createRoute({
  method: 'get',
  path: '/api/reference/visitor',
  summary: "The caller's country from its address; the gateway forwards the player's address in X-Forwarded-For",
  responses: {
    200: json(
      envelope('VisitorInfoResponse', {
        Ip: z.string(),
        CountryCode: z.string().nullable(),
        IsAustralia: z.boolean(),
        RegistrationRestricted: z.boolean(),
        RestrictedCurrencies: z.array(z.string()),
      }),
      'Visitor info',
    ),
    ...errorResponses,
  },
});

const configRoute = createRoute({
  method: 'get',
  path: '/api/reference/config',
  summary: 'Client configuration and feature flags',
  responses: {
    200: json(
      envelope('ConfigResponse', {
        SupportedLanguages: z.array(z.string()),
        DefaultLanguage: z.string(),
        DefaultCurrency: z.string(),
        VersionCheckIntervalMs: z.number().int(),
        QuickDepositAmounts: z.array(z.string()),
        Features: z.object({ Deposit: z.boolean(), LowBalanceModal: z.boolean(), Affiliate: z.boolean() }),
      }),
      'Configuration',
    ),
    ...errorResponses,
  },
});

const translationsRoute = createRoute({
  method: 'get',
  path: '/api/reference/translations',
  summary: 'One namespace of translations for one language',
  request: {
    query: z.object({
      lang: z.enum(SUPPORTED_LANGUAGES),
      namespace: z.string().regex(/^[a-z][a-zA-Z]*$/, 'a namespace is a lower camel case word'),
    }),
  },
  responses: {
    200: json(envelope('TranslationsResponse', { Translations: z.record(z.string(), z.unknown()) }), 'Translations'),
    404: json(ErrorEnvelope, 'No such namespace'),
    ...errorResponses,
  },
});

export function referenceRoutes(config: PlatformConfig) {
  const countryOf = createIpCountryResolver(config.ipCountryMap);
  const localesDir = projectFile('locales/');
  const countries = memoize((lang) => listCountries(toSupportedLanguage(lang)));
  const currencies = memoize((lang) => listCurrencies(toSupportedLanguage(lang)));
  const languages = memoize((lang) => listLanguages(toSupportedLanguage(lang)));
  const router = createRouter();

  router.openapi(countriesRoute, (c) => c.json(ok({ Countries: countries(toSupportedLanguage(c.req.valid('query').lang)) }), 200));
  router.openapi(currenciesRoute, (c) => c.json(ok({ Currencies: currencies(toSupportedLanguage(c.req.valid('query').lang)) }), 200));
  router.openapi(settingsListsRoute, (c) =>
    c.json(
      ok({
        OddsFormats: [...ODDS_FORMATS],
        ViewFormats: [...VIEW_FORMATS],
        Sortings: [...SORTINGS],
        Lines: [...LINES],
        Languages: languages(toSupportedLanguage(c.req.valid('query').lang)),
        Timezones: listTimezones(),
      }),
      200,
    ),
  );
  router.openapi(visitorRoute, (c) => {
    // The gateway is the platform's only client and forwards the player's address.
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    const ip = forwarded || getConnInfo(c).remote.address || '';
    return c.json(ok(visitorInfo(ip, countryOf(ip))), 200);
  });
  router.openapi(configRoute, (c) =>
    c.json(
      ok({
        SupportedLanguages: [...SUPPORTED_LANGUAGES],
        DefaultLanguage: DEFAULT_LANGUAGE,
        DefaultCurrency: 'EUR',
        VersionCheckIntervalMs: config.versionCheckIntervalMs,
        QuickDepositAmounts: QUICK_DEPOSIT_AMOUNTS,
        Features: { Deposit: true, LowBalanceModal: true, Affiliate: true },
      }),
      200,
    ),
  );
  router.openapi(translationsRoute, async (c) => {
    const { lang, namespace } = c.req.valid('query');
    try {
      const text = await readFile(new URL(`${lang}/${namespace}.json`, localesDir), 'utf8');
      return c.json(ok({ Translations: JSON.parse(text) as Record<string, unknown> }), 200);
    } catch {
      return c.json({ HasErrors: true as const, ErrorMessage: `No translations for ${namespace}`, ErrorCode: 'NOT_FOUND' }, 404);
    }
  });
  return router;
}
