/**
 * Operations in the back office (issue 18): publish a release (the version refresh players see), partner
 * API keys (the secret shown once, list, revoke), and the agent network (promote an account, move an
 * account with its tree under another agent). The platform keeps the rules and the audit; these fields
 * map arguments to its routes.
 */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { PARTNER_SCOPES, type PartnerScope } from '../../partners';
import { unwrap } from '../../upstream/client';
import { AccountTypeEnum } from '../account';
import { globalIdOf, idOrNotFound } from '../ids';
import { Backoffice, BackofficeMutation } from './root';

type PartnerKeyShape = components['schemas']['PartnerKey'];
type NetworkAccountShape = components['schemas']['NetworkAccount'];

const PublishedRelease = builder.objectRef<{ Hash: string; PublishedAt: string }>('PublishedRelease').implement({
  description: 'A web build that was published: the live one, or one before it.',
  fields: (t) => ({
    hash: t.exposeString('Hash', { description: 'The build hash players compare with their own.' }),
    publishedAt: t.field({ type: 'DateTime', description: 'When it was published.', resolve: (release) => release.PublishedAt }),
  }),
});

const Releases = builder.objectRef<{ Live: string; Releases: { Hash: string; PublishedAt: string }[] }>('ReleaseHistory').implement({
  description: 'The live web build and the builds published before it.',
  fields: (t) => ({
    live: t.exposeString('Live', { description: 'The live build hash (empty before the first release).' }),
    releases: t.field({ type: [PublishedRelease], description: 'The releases, newest (the live one) first; at most 20.', resolve: (history) => history.Releases }),
  }),
});

const PublishReleaseResult = builder.objectRef<{ Hash: string; Changed: boolean }>('ReleasePublication').implement({
  description: 'What publishing did.',
  fields: (t) => ({
    hash: t.exposeString('Hash', { description: 'The build now live.' }),
    changed: t.exposeBoolean('Changed', { description: 'false: it was live already, so no open page is asked to refresh again.' }),
  }),
});

export const PartnerScopeEnum = builder.enumType('PartnerScope', {
  description: 'What a partner API key may read through the gateway.',
  values: {
    CATALOGUE_READ: { value: 'catalogue:read', description: 'catalogue:read — sports, matches and odds.' },
    RESULTS_READ: { value: 'results:read', description: 'results:read — results.' },
    AGENTS_REPORTS: { value: 'agents:reports', description: "agents:reports — its owner agent's tree and reports (needs an owner)." },
  } as const satisfies Record<string, { value: PartnerScope; description: string }>,
});

const BackofficePartnerKey = builder.objectRef<PartnerKeyShape>('BackofficePartnerKey').implement({
  description: 'A partner API key as operations sees it: never its secret (only its hash is stored).',
  fields: (t) => ({
    id: t.id({ description: "The key's global id.", resolve: (key) => globalIdOf('PartnerKey', key.Id) }),
    name: t.exposeString('Name', { description: 'Whose key it is, in words.' }),
    prefix: t.exposeString('Prefix', { description: 'The first characters of the key, to tell keys apart.' }),
    scopes: t.field({ type: [PartnerScopeEnum], description: 'What it may read.', resolve: (key) => key.Scopes.filter((scope): scope is PartnerScope => (PARTNER_SCOPES as readonly string[]).includes(scope)) }),
    ownerUserId: t.exposeString('OwnerUserId', { nullable: true, description: 'The account number of the agent whose tree agents:reports reads.' }),
    rateLimitPerMinute: t.exposeInt('RateLimitPerMinute', { description: 'Requests a minute before it is refused with Retry-After.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (key) => key.CreatedAt }),
    revokedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was revoked; the gateway refuses it from then on.', resolve: (key) => key.RevokedAt }),
  }),
});

const CreatedPartnerKey = builder.objectRef<{ Key: string; PartnerKey: PartnerKeyShape }>('CreatedPartnerKey').implement({
  description: 'A new partner key and its secret, shown this once.',
  fields: (t) => ({
    secret: t.exposeString('Key', { description: 'The key (Authorization: Bearer …). Shown once: only its hash is stored.' }),
    partnerKey: t.field({ type: BackofficePartnerKey, description: 'The key as the list shows it.', resolve: (made) => made.PartnerKey }),
  }),
});

const NetworkAccount = builder.objectRef<NetworkAccountShape>('NetworkAccount').implement({
  description: 'An account in the agent network: its type, its parent agent and how many accounts sit under it.',
  fields: (t) => ({
    id: t.id({ description: "The account's global id.", resolve: (account) => globalIdOf('NetworkAccount', account.Id) }),
    accountNumber: t.exposeString('Id', { description: 'The account number (as the audit log and the partner key owner name it).' }),
    userName: t.exposeString('UserName', { description: 'The sign-in name.' }),
    email: t.exposeString('Email', { description: 'The e-mail address.' }),
    accountType: t.field({ type: AccountTypeEnum, description: 'Seed 001 §1 account type.', resolve: (account) => account.AccountType as 0 | 1 | 2 | 3 | 4 }),
    currency: t.exposeString('Currency', { description: 'Its currency (an account moves only under an agent of the same).' }),
    locked: t.exposeBoolean('Locked', { description: 'Locked: cannot sign in or bet.' }),
    parentUserName: t.exposeString('ParentUserName', { nullable: true, description: 'The agent it sits under; null at the top of the network.' }),
    subAccounts: t.exposeInt('SubAccounts', { description: 'How many accounts sit directly under it.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the account was made.', resolve: (account) => account.CreatedDate }),
  }),
});

builder.objectFields(Backoffice, (t) => ({
  releases: t.field({
    type: Releases,
    description: 'The live web build and the releases before it.',
    authScopes: { staff: 'release.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/operations/releases')),
  }),
  partnerKeys: t.field({
    type: [BackofficePartnerKey],
    description: 'Every partner API key, oldest first (never a secret).',
    authScopes: { staff: 'partners.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/admin/partners/keys')).PartnerKeys,
  }),
  agentNetwork: t.field({
    type: [NetworkAccount],
    description: 'Accounts whose user name or e-mail contains `search`; without it, the agents. Newest first, at most 50.',
    authScopes: { staff: 'agents.read' },
    args: { search: t.arg.string({ required: false, description: 'Part of a user name or e-mail address.' }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/operations/agents', { params: { query: args.search ? { Search: args.search } : {} } })).Accounts,
  }),
}));

const changeErrors = { types: [ValidationError, BackofficeError, NotFoundError] };

builder.objectFields(BackofficeMutation, (t) => ({
  publishRelease: t.field({
    type: PublishReleaseResult,
    description: 'Publishes a web build: every open player page is asked to refresh (the version refresh).',
    authScopes: { staff: 'release.publish' },
    errors: changeErrors,
    args: { hash: t.arg.string({ required: true, description: "The build's hash: 1–128 letters, digits, dots, dashes or underscores." }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.POST('/api/admin/release', { body: { Hash: args.hash } }), { fieldNames: { Hash: 'hash' } }),
  }),
  createPartnerKey: t.field({
    type: CreatedPartnerKey,
    description: 'Creates a partner API key; its secret is in this answer only.',
    authScopes: { staff: 'partners.manage' },
    errors: changeErrors,
    args: {
      name: t.arg.string({ required: true, description: 'Whose key it is (1–100 characters).' }),
      scopes: t.arg({ type: [PartnerScopeEnum], required: true, description: 'What it may read (at least one).' }),
      ownerId: t.arg.id({ required: false, description: 'The agent (a NetworkAccount) whose tree agents:reports reads.' }),
      rateLimitPerMinute: t.arg.int({ required: false, description: 'Requests a minute (default 60).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/admin/partners/keys', {
          body: {
            Name: args.name,
            Scopes: args.scopes,
            OwnerUserId: args.ownerId ? idOrNotFound(args.ownerId, 'NetworkAccount') : null,
            RateLimitPerMinute: args.rateLimitPerMinute ?? 60,
          },
        }),
        { fieldNames: { Name: 'name', Scopes: 'scopes', OwnerUserId: 'ownerId', RateLimitPerMinute: 'rateLimitPerMinute' } },
      ),
  }),
  revokePartnerKey: t.field({
    type: BackofficePartnerKey,
    description: 'Revokes a partner key: every gateway refuses it at once and closes its sockets.',
    authScopes: { staff: 'partners.manage' },
    errors: changeErrors,
    args: { id: t.arg.id({ required: true, description: "The key's global id." }) },
    resolve: async (_root, args, ctx) => unwrap(await ctx.platform.POST('/api/admin/partners/keys/{id}/revoke', { params: { path: { id: idOrNotFound(args.id, 'PartnerKey') } } })).PartnerKey,
  }),
  setAccountType: t.field({
    type: NetworkAccount,
    description: 'Promotes an account to an agent type, or makes an agent a player again (within the network rules).',
    authScopes: { staff: 'agents.manage' },
    errors: changeErrors,
    args: {
      id: t.arg.id({ required: true, description: 'The account (a NetworkAccount).' }),
      accountType: t.arg({ type: AccountTypeEnum, required: true, description: 'The new type: USER, AGENT, SUPER_AGENT or SUPER_MASTER_AGENT.' }),
      reason: t.arg.string({ required: false, description: 'Why (the audit log records it).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/operations/agents/{id}/type', {
          params: { path: { id: idOrNotFound(args.id, 'NetworkAccount') } },
          body: { AccountType: args.accountType, ...(args.reason ? { Reason: args.reason } : {}) },
        }),
        { fieldNames: { AccountType: 'accountType', Reason: 'reason' } },
      ).Account,
  }),
  moveAccount: t.field({
    type: NetworkAccount,
    description: 'Moves an account with its whole tree under another agent: no loops, a type that agent may hold, its currency.',
    authScopes: { staff: 'agents.manage' },
    errors: changeErrors,
    args: {
      id: t.arg.id({ required: true, description: 'The account (a NetworkAccount).' }),
      parentUserName: t.arg.string({ required: true, description: 'The user name of the agent it moves under.' }),
      reason: t.arg.string({ required: false, description: 'Why (the audit log records it).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/operations/agents/{id}/parent', {
          params: { path: { id: idOrNotFound(args.id, 'NetworkAccount') } },
          body: { ParentUserName: args.parentUserName, ...(args.reason ? { Reason: args.reason } : {}) },
        }),
        { fieldNames: { ParentUserName: 'parentUserName', Reason: 'reason' } },
      ).Account,
  }),
}));
