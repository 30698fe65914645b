import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { translateError } from './i18n';
import type { Context } from './context';
import { AuthError, NotFoundError } from './errors';
import type { PartnerScope } from './partners';
import { Code } from './upstream/error-codes';
import { mayCall, type Operation } from '../rules/backoffice';

/** Monetary amounts travel as decimal strings in major units ("12.50"), never floats. */
export type Scalars = {
  Decimal: { Input: string; Output: string };
  DateTime: { Input: Date; Output: Date | string };
  JSON: { Input: unknown; Output: unknown };
};

export interface AuthScopes {
  public: boolean;
  /** A signed-in account of any type. */
  player: boolean;
  /** A partner API key holding this scope (gateway/partners.ts); e.g. `{ player: true, partner: 'agents:reports' }`. */
  partner: PartnerScope;
  /** A member of staff on the back-office endpoint (issue 18), any role. */
  staffSignedIn: boolean;
  /** A member of staff whose roles the role table (rules/backoffice.ts) allows this operation. */
  staff: Operation;
}

export const builder = new SchemaBuilder<{ Context: Context; Scalars: Scalars; AuthScopes: AuthScopes; DefaultFieldNullability: false }>({
  // A plugin listed earlier wraps the ones after it: the errors plugin must wrap
  // scope auth so a refused field answers a typed AuthError instead of a masked one.
  plugins: [ErrorsPlugin, ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => ({
      public: true,
      player: async () => (await ctx.viewer()) !== null,
      partner: (scope: PartnerScope) => ctx.partner?.scopes.includes(scope) === true,
      // Only the back-office endpoint reads a staff session: on /graphql ctx.staff() is always null.
      staffSignedIn: async () => (await ctx.staff()) !== null,
      staff: async (operation: Operation) => {
        const staff = await ctx.staff();
        return staff !== null && mayCall(staff.Roles, operation);
      },
    }),
    // A refused field answers like a signed-out session would. In the back office (issue 18) a refusal is
    // a GraphQL error with a code instead, on reads and changes alike, so the back office's pages branch on
    // one thing: UNAUTHENTICATED (no staff session: sign in) or FORBIDDEN (the role may not).
    unauthorizedError: (_parent, ctx, info, result) => {
      if (!isBackofficeField(info.parentType.name, info.fieldName)) return new AuthError(Code.UNAUTHORIZED, '');
      const signedOut = failedScope(result.failure, 'staffSignedIn');
      const code = signedOut ? Code.UNAUTHORIZED : Code.FORBIDDEN;
      return new GraphQLError(translateError(ctx.lang, code), { extensions: { code: signedOut ? 'UNAUTHENTICATED' : Code.FORBIDDEN } });
    },
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Partners read the schema: the fields every node and connection gets carry a description too.
    idFieldOptions: { description: 'The global id (Relay Node): node(id:) reads it back.' },
    edgesFieldOptions: { description: 'The items of this page, each with its cursor.' },
    pageInfoFieldOptions: { description: 'Where this page stands: pass endCursor as after for the next one.' },
    cursorFieldOptions: { description: "This item's position; after: takes it." },
    nodeFieldOptions: { description: 'The item.' },
    nodeQueryOptions: {
      description: 'Any object with a global id (Match, Odd, Sport…), read back by that id; null when it is gone.',
      resolve: async (_root, { id }, _ctx, _info, resolveNode) => {
        const node = hiddenAsNull(await Promise.resolve(resolveNode(id)).catch((error: unknown) => error));
        if (node instanceof Error) throw node;
        return node;
      },
    },
    nodesQueryOptions: {
      description: 'Several objects by their global ids, in the same order; null for each one that is gone.',
      resolve: async (_root, { ids }, _ctx, _info, resolveNodes) =>
        // An Error in the list fails its own item only (graphql-js), never its neighbours.
        Promise.all((await resolveNodes(ids)).map((node) => Promise.resolve(node).then(hiddenAsNull, hiddenAsNull))),
    },
    nodeTypeOptions: { description: 'An object with a global id that node(id:) reads back (Relay Node).' },
  },
  // One result style for every field that declares errors: the union holds the field's own type beside
  // its errors (`placeBet: PlaceBetResult = PlaceBetSuccess | BetError | AuthError`), read as
  // `... on PlaceBetSuccess { tickets }`, with no `…Success { data }` wrapper to step through; each
  // union is named after its field. A field that answers a list or a scalar answers an object holding it.
  errors: {
    defaultTypes: [],
    directResult: true,
    defaultUnionOptions: { name: ({ fieldName }) => `${fieldName[0]!.toUpperCase()}${fieldName.slice(1)}Result` },
  },
});

/** Whether a refusal (any nesting of any/all) includes this scope's. */
function failedScope(failure: AuthFailure, scope: string): boolean {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope === scope;
  return 'failures' in failure && failure.failures.some((inner) => failedScope(inner, scope));
}

/** The back office's root fields and everything under them (gateway/schema/backoffice/root.ts). */
const isBackofficeField = (parentType: string, fieldName: string) => parentType.startsWith('Backoffice') || fieldName === 'backoffice' || fieldName.startsWith('backoffice');

/**
 * A node that is gone, or is not the viewer's to see (another player's ticket), is null in node(id:) and
 * nodes(ids:), the same answer for both so neither says which ids exist (issue 14 §11); any other
 * failure stays an error of its own item (masked).
 */
function hiddenAsNull(node: unknown): unknown {
  return node instanceof NotFoundError ? null : node;
}

builder.queryType({ description: 'Everything a player, an agent or a partner can read.' });
builder.mutationType({ description: 'Everything that changes state.' });
builder.subscriptionType({ description: 'Live updates over graphql-ws.' });
