/**
 * Helpers every domain's resolvers share (betting, casino, cashier, bonus, messages, agents): the
 * account as it is after a change, the viewer of a subscription, and how the money services (cashier and bonus) type their refusals. Kept apart from any one
 * domain so none imports another for them.
 */
import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder';
import type { Context, SessionUser } from '../context';
import { AuthError, domainErrorOf, MoneyError } from '../errors';
import type { Refusals } from '../upstream/client';
import { Code } from '../upstream/error-codes';

/**
 * The cashier's and the bonus service's refusals: a refusal that names a field keeps it (a wrong
 * password is the Password field's), and a header the platform reports as a field is named as the
 * GraphQL input names it. Other codes (a signed-out session) take the common mapping.
 */
export const moneyRefusals: Refusals = {
  fieldNames: { 'idempotency-key': 'IdempotencyKey' },
  error: ({ code, message, fields }) => {
    if (code === Code.VALIDATION) return undefined;
    const error = domainErrorOf(code, message, null, Object.keys(fields)[0] ?? null);
    return error instanceof MoneyError ? error : undefined;
  },
};

/**
 * The account as it is now. A mutation's or an event's payload must show the
 * balance after the change, not the one ctx.viewer() read before it.
 */
export async function freshViewer(ctx: Context): Promise<SessionUser> {
  const { data, response } = await ctx.platform.GET('/api/account/session');
  if (response.status === 401 || !data?.User) throw new AuthError(Code.UNAUTHORIZED, '');
  return data.User;
}

/** The signed-in viewer of a subscription, or the AuthError it answers. */
export async function subscriber(ctx: Context): Promise<SessionUser> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new AuthError(Code.UNAUTHORIZED, '');
  return viewer;
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * The connection and edge options of a page whose resolver puts totalCount beside the edges
 * (`{ ...resolveArrayConnection(…), totalCount }`): `t.connection(field, ...countedPage('Ticket'))`
 * declares TicketConnection (with totalCount) and TicketEdge.
 */
export function countedPage(type: string, texts: { connection?: string; totalCount?: string; edge?: string } = {}) {
  return [
    {
      name: `${type}Connection`,
      description: texts.connection,
      fields: (c: PothosSchemaTypes.ObjectFieldBuilder<Types, object>) => ({
        totalCount: c.int({ description: texts.totalCount, resolve: (page) => (page as { totalCount: number }).totalCount }),
      }),
    },
    { name: `${type}Edge`, description: texts.edge },
  ] as const;
}

/** countedPage for a connection type declared on its own (a field of several types returns it). */
export function countedConnection<Shape>(type: ObjectRef<Types, Shape>, name: string, texts: Parameters<typeof countedPage>[1]) {
  const [connection, edge] = countedPage(name, texts);
  return builder.connectionObject({ type, ...connection }, edge);
}
