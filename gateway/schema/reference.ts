import { builder } from '../builder';
import { NotFoundError, ValidationError } from '../errors';
import { unwrap } from '../upstream/client';

const Country = builder.objectRef<{ ID: number; Name: string; Code: string }>('Country').implement({
  description: 'A country, named in the request language.',
  fields: (t) => ({
    code: t.exposeString('Code', { description: 'ISO 3166-1 alpha-2' }),
    name: t.exposeString('Name', { description: 'The country name in the request language.' }),
    legacyId: t.exposeInt('ID', { description: 'The numeric ID the registration payload carries (seed 000 §3).' }),
  }),
});

const Currency = builder
  .objectRef<{ ID: number; Abbreviation: string; NameLocalized: string; Decimals: number; MinimumDeposit: string }>('Currency')
  .implement({
    description: 'A currency the wallet holds.',
    fields: (t) => ({
      code: t.exposeString('Abbreviation', { description: 'e.g. EUR, mBTC' }),
      name: t.exposeString('NameLocalized', { description: 'The currency name in the request language.' }),
      decimals: t.exposeInt('Decimals', { description: 'Digits after the decimal point in amounts of this currency.' }),
      minimumDeposit: t.field({ description: 'The smallest deposit in this currency, a decimal string in major units.', type: 'Decimal', resolve: (currency) => currency.MinimumDeposit }),
      legacyId: t.exposeInt('ID', { description: "The platform's numeric id of the currency." }),
    }),
  });

const OddsFormat = builder.enumType('OddsFormat', {
  description: 'How odds are shown (the odds-format setting). The API always answers decimal odds; this only picks the display.',
  values: { DECIMAL: { value: 'decimal', description: 'Decimal, e.g. 2.50.' }, FRACTIONAL: { value: 'fractional', description: 'Fractional, e.g. 3/2.' }, AMERICAN: { value: 'american', description: 'American (moneyline), e.g. +150 / -200.' }, HONG_KONG: { value: 'hongkong', description: 'Hong Kong: decimal minus 1, e.g. 1.50.' }, INDONESIAN: { value: 'indonesian', description: 'Indonesian: American divided by 100.' }, MALAY: { value: 'malay', description: 'Malay: between -1 and 1.' } } as const,
});
const ViewFormat = builder.enumType('ViewFormat', {
  description: 'How the sportsbook lays out matches (the view-format setting).',
  values: { EUROPEAN: { value: 'european', description: 'European layout.' }, ASIAN: { value: 'asian', description: 'Asian layout (handicap and totals first).' }, AMERICAN: { value: 'american', description: 'American layout.' } } as const,
});
const Sorting = builder.enumType('Sorting', { description: 'How match lists are ordered (the sorting setting).', values: { TIME: { value: 'time', description: 'By start time.' }, COMPETITION: { value: 'competition', description: 'By competition, then by start time.' } } as const });

const Language = builder.objectRef<{ Code: string; Name: string; Supported: boolean }>('Language').implement({
  description: 'A language the site can be shown in.',
  fields: (t) => ({
    code: t.exposeString('Code', { description: 'The language code, e.g. "en-US".' }),
    name: t.exposeString('Name', { description: 'The language name, in that language.' }),
    supported: t.exposeBoolean('Supported', { description: 'The site is translated into this language.' }),
  }),
});
const Timezone = builder.objectRef<{ Id: string; OffsetMinutes: number }>('Timezone').implement({
  description: 'A time zone of the settings dropdown.',
  fields: (t) => ({ id: t.exposeString('Id', { description: 'IANA zone, e.g. Europe/Stockholm' }), offsetMinutes: t.exposeInt('OffsetMinutes', { description: 'The offset from UTC now, in minutes (e.g. 60 for UTC+1).' }) }),
});

type SettingsListsShape = {
  OddsFormats: ('decimal' | 'fractional' | 'american' | 'hongkong' | 'indonesian' | 'malay')[];
  ViewFormats: ('european' | 'asian' | 'american')[];
  Sortings: ('time' | 'competition')[];
  Lines: number[];
  Languages: { Code: string; Name: string; Supported: boolean }[];
  Timezones: { Id: string; OffsetMinutes: number }[];
};

const SettingsLists = builder.objectRef<SettingsListsShape>('SettingsLists').implement({
  description: 'The choices of the settings dropdowns (seed 001 §2).',
  fields: (t) => ({
    oddsFormats: t.field({ description: 'The odds formats.', type: [OddsFormat], resolve: (lists) => lists.OddsFormats }),
    viewFormats: t.field({ description: 'The view formats.', type: [ViewFormat], resolve: (lists) => lists.ViewFormats }),
    sortings: t.field({ description: 'The sortings.', type: [Sorting], resolve: (lists) => lists.Sortings }),
    lines: t.exposeIntList('Lines', { description: 'How many preview-market lines a match row can show (1–3).' }),
    languages: t.field({ description: 'The languages.', type: [Language], resolve: (lists) => lists.Languages }),
    timezones: t.field({ description: 'The time zones.', type: [Timezone], resolve: (lists) => lists.Timezones }),
  }),
});

const Visitor = builder
  .objectRef<{ CountryCode: string | null; IsAustralia: boolean; RegistrationRestricted: boolean; RestrictedCurrencies: string[] }>('Visitor')
  .implement({
    description: "What the site knows of the caller from its address.",
    fields: (t) => ({
      countryCode: t.exposeString('CountryCode', { description: "ISO 3166-1 alpha-2 country of the caller's address; null when unknown.", nullable: true }),
      isAustralia: t.exposeBoolean('IsAustralia', { description: 'Show the australianIPDisclaimer modal.' }),
      registrationRestricted: t.exposeBoolean('RegistrationRestricted', { description: 'Players from this country may not register (seed 001 §6).' }),
      restrictedCurrencies: t.exposeStringList('RestrictedCurrencies', { description: 'Currency codes players from this country may not register with.' }),
    }),
  });

// An object, not the bare JSON: a field that declares errors answers an object beside them (builder.ts).
const Translations = builder.objectRef<{ namespace: string; strings: unknown }>('Translations').implement({
  description: "One namespace of the site's strings in the request language.",
  fields: (t) => ({
    namespace: t.exposeString('namespace', { description: 'The namespace asked for.' }),
    strings: t.field({ type: 'JSON', description: 'The strings by key (nested objects for nested keys), as the locale files hold them.', resolve: (p) => p.strings }),
  }),
});

builder.queryFields((t) => ({
  countries: t.field({
    description: 'Countries, for registration and profile forms.',
    type: [Country],
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/countries', { params: { query: { lang: ctx.lang } } })).Countries,
  }),
  currencies: t.field({
    description: 'Currencies an account can hold.',
    type: [Currency],
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/currencies', { params: { query: { lang: ctx.lang } } })).Currencies,
  }),
  settingsLists: t.field({
    description: 'The choices of the settings dropdowns (odds and view formats, sorting, time zones, languages).',
    type: SettingsLists,
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/settings', { params: { query: { lang: ctx.lang } } })),
  }),
  visitor: t.field({
    description: 'What the site knows of the caller before sign-in (country from the address, language).',
    type: Visitor,
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/visitor')),
  }),
  translations: t.field({
    type: Translations,
    description: "One namespace of the site's strings in the request language.",
    args: { namespace: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, { namespace }, ctx) =>
      ({ namespace, strings: unwrap(await ctx.platform.GET('/api/reference/translations', { params: { query: { lang: ctx.lang, namespace } } })).Translations }),
  }),
}));
