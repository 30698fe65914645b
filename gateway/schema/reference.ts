import { builder } from '../builder';
import { NotFoundError, ValidationError } from '../errors';
import { unwrap } from '../upstream/client';

const Country = builder.objectRef<{ ID: number; Name: string; Code: string }>('Country').implement({
  description: 'A country, named in the request language.',
  fields: (t) => ({
    code: t.exposeString('Code', { description: 'ISO 3166-1 alpha-2' }),
    name: t.exposeString('Name'),
    legacyId: t.exposeInt('ID', { description: 'The numeric ID the registration payload carries (seed 000 §3).' }),
  }),
});

const Currency = builder
  .objectRef<{ ID: number; Abbreviation: string; NameLocalized: string; Decimals: number; MinimumDeposit: string }>('Currency')
  .implement({
    description: 'A currency the wallet holds.',
    fields: (t) => ({
      code: t.exposeString('Abbreviation', { description: 'e.g. EUR, mBTC' }),
      name: t.exposeString('NameLocalized'),
      decimals: t.exposeInt('Decimals', { description: 'Digits after the decimal point in amounts of this currency.' }),
      minimumDeposit: t.field({ type: 'Decimal', resolve: (currency) => currency.MinimumDeposit }),
      legacyId: t.exposeInt('ID'),
    }),
  });

const OddsFormat = builder.enumType('OddsFormat', {
  values: { DECIMAL: { value: 'decimal' }, FRACTIONAL: { value: 'fractional' }, AMERICAN: { value: 'american' }, HONG_KONG: { value: 'hongkong' }, INDONESIAN: { value: 'indonesian' }, MALAY: { value: 'malay' } } as const,
});
const ViewFormat = builder.enumType('ViewFormat', {
  values: { EUROPEAN: { value: 'european' }, ASIAN: { value: 'asian' }, AMERICAN: { value: 'american' } } as const,
});
const Sorting = builder.enumType('Sorting', { values: { TIME: { value: 'time' }, COMPETITION: { value: 'competition' } } as const });

const Language = builder.objectRef<{ Code: string; Name: string; Supported: boolean }>('Language').implement({
  fields: (t) => ({
    code: t.exposeString('Code'),
    name: t.exposeString('Name'),
    supported: t.exposeBoolean('Supported', { description: 'The site is translated into this language.' }),
  }),
});
const Timezone = builder.objectRef<{ Id: string; OffsetMinutes: number }>('Timezone').implement({
  fields: (t) => ({ id: t.exposeString('Id', { description: 'IANA zone, e.g. Europe/Stockholm' }), offsetMinutes: t.exposeInt('OffsetMinutes') }),
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
    oddsFormats: t.field({ type: [OddsFormat], resolve: (lists) => lists.OddsFormats }),
    viewFormats: t.field({ type: [ViewFormat], resolve: (lists) => lists.ViewFormats }),
    sortings: t.field({ type: [Sorting], resolve: (lists) => lists.Sortings }),
    lines: t.exposeIntList('Lines'),
    languages: t.field({ type: [Language], resolve: (lists) => lists.Languages }),
    timezones: t.field({ type: [Timezone], resolve: (lists) => lists.Timezones }),
  }),
});

const Visitor = builder
  .objectRef<{ CountryCode: string | null; IsAustralia: boolean; RegistrationRestricted: boolean; RestrictedCurrencies: string[] }>('Visitor')
  .implement({
    description: "What the site knows of the caller from its address.",
    fields: (t) => ({
      countryCode: t.exposeString('CountryCode', { nullable: true }),
      isAustralia: t.exposeBoolean('IsAustralia', { description: 'Show the australianIPDisclaimer modal.' }),
      registrationRestricted: t.exposeBoolean('RegistrationRestricted', { description: 'Players from this country may not register (seed 001 §6).' }),
      restrictedCurrencies: t.exposeStringList('RestrictedCurrencies'),
    }),
  });

builder.queryFields((t) => ({
  countries: t.field({
    type: [Country],
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/countries', { params: { query: { lang: ctx.lang } } })).Countries,
  }),
  currencies: t.field({
    type: [Currency],
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/currencies', { params: { query: { lang: ctx.lang } } })).Currencies,
  }),
  settingsLists: t.field({
    type: SettingsLists,
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/settings', { params: { query: { lang: ctx.lang } } })),
  }),
  visitor: t.field({
    type: Visitor,
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/visitor')),
  }),
  translations: t.field({
    type: 'JSON',
    description: "One namespace of the site's strings in the request language.",
    args: { namespace: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, NotFoundError] },
    resolve: async (_root, { namespace }, ctx) =>
      unwrap(await ctx.platform.GET('/api/reference/translations', { params: { query: { lang: ctx.lang, namespace } } })).Translations,
  }),
}));
