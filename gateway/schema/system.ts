import { builder } from '../builder';
import { unwrap } from '../upstream/client';

const Release = builder.objectRef<{ hash: string }>('Release').implement({
  description: 'The web build that is live. A client whose build differs should reload (seed 000 §4).',
  fields: (t) => ({ hash: t.exposeString('hash', { description: 'The build hash; compare it with the one the client was built as.' }) }),
});

const Features = builder.objectRef<{ Deposit: boolean; LowBalanceModal: boolean; Affiliate: boolean }>('Features').implement({
  description: 'Operator feature flags.',
  fields: (t) => ({
    deposit: t.exposeBoolean('Deposit', { description: 'Deposits are open; low-balance prompts offer "add funds".' }),
    lowBalanceModal: t.exposeBoolean('LowBalanceModal', { description: 'Show the lowBalance modal after signing in with a zero balance.' }),
    affiliate: t.exposeBoolean('Affiliate', { description: 'Registrations with a btag are attributed to an affiliate (AffiliateType 2).' }),
  }),
});

type ClientConfigShape = {
  SupportedLanguages: string[];
  DefaultLanguage: string;
  DefaultCurrency: string;
  VersionCheckIntervalMs: number;
  QuickDepositAmounts: string[];
  Features: { Deposit: boolean; LowBalanceModal: boolean; Affiliate: boolean };
};

const ClientConfig = builder.objectRef<ClientConfigShape>('ClientConfig').implement({
  description: 'Configuration the web client reads at start.',
  fields: (t) => ({
    supportedLanguages: t.exposeStringList('SupportedLanguages', { description: 'The language codes the site is translated into.' }),
    defaultLanguage: t.exposeString('DefaultLanguage', { description: 'The language code used when none is chosen.' }),
    defaultCurrency: t.exposeString('DefaultCurrency', { description: 'The currency code registration preselects.' }),
    versionCheckIntervalMs: t.exposeInt('VersionCheckIntervalMs', { description: 'How often to re-check the release hash (seed 000 §9: 5 minutes).' }),
    quickDepositAmounts: t.field({ description: 'Seed 001 §9 quick deposit amounts, decimal strings in major units.', type: ['Decimal'], resolve: (config) => config.QuickDepositAmounts }),
    features: t.field({ description: 'Operator feature flags.', type: Features, resolve: (config) => config.Features }),
  }),
});

builder.queryFields((t) => ({
  release: t.field({
    type: Release,
    description: 'The live web build (seed 000 §7 "get version hash").',
    resolve: async (_root, _args, ctx) => ({ hash: unwrap(await ctx.platform.GET('/api/version')).Hash }),
  }),
  clientConfig: t.field({
    description: 'Settings the web client starts with.',
    type: ClientConfig,
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/reference/config')),
  }),
}));

builder.mutationFields((t) => ({
  clearCache: t.int({
    description: 'Drops the platform\'s computed reference-data caches (seed 000 §7 "clear cache data"); returns how many entries went.',
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.POST('/api/cache/clear')).Cleared,
  }),
}));

builder.subscriptionFields((t) => ({
  releasePublished: t.field({
    type: Release,
    description: 'Fires when an operator publishes a new web build; open pages ask the user to refresh.',
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('release.published'),
    resolve: (event) => event,
  }),
}));
