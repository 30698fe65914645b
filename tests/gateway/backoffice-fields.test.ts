/**
 * Every field of the back office, walked from the schema (issue 18): each names its operation of the role
 * table; a player's session, a partner's key, nobody, and a staff cookie sent to the players' endpoint
 * reach none of them; a member of staff reaches exactly the fields their role may (a refused one answers
 * FORBIDDEN and runs nothing). Fields an area adds later are walked the same way, with no change here.
 */
import { getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isObjectType, type GraphQLArgument, type GraphQLField, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../gateway/schema/index';
import { BACKOFFICE_GRAPHQL, mayCall, OPERATIONS, STAFF_ROLES, type Operation } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { createTestPlayer } from '../helpers/cashier';
import { createPartnerKey } from '../helpers/partners';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

/** A literal of an input type: a value of its kind, enough to pass validation (what it names need not exist). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) return `{ ${Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  switch (type.name) {
    case 'Int':
      return '1';
    case 'Float':
      return '1.5';
    case 'Boolean':
      return 'true';
    case 'DateTime':
      return '"2026-01-01T00:00:00Z"';
    case 'Decimal':
      return '"1.00"';
    default:
      return '"x"';
  }
}

const args = (list: readonly GraphQLArgument[]) => {
  const required = list.filter((arg) => isNonNullType(arg.type));
  return required.length ? `(${required.map((arg) => `${arg.name}: ${literal(arg.type)}`).join(', ')})` : '';
};
const selection = (field: GraphQLField<unknown, unknown>) => (isLeafType(getNamedType(field.type)) ? '' : ' { __typename }');

interface Walked {
  root: 'query' | 'mutation';
  name: string;
  operation: Operation | null;
  document: string;
}

function walk(typeName: 'Backoffice' | 'BackofficeMutation', root: Walked['root']): Walked[] {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not in the schema`);
  return Object.values(type.getFields()).map((field) => ({
    root,
    name: `${typeName}.${field.name}`,
    operation: ((field.extensions as { pothosOptions?: { authScopes?: { staff?: Operation } } }).pothosOptions?.authScopes?.staff ?? null) as Operation | null,
    document: `${root} { backoffice { ${field.name}${args(field.args)}${selection(field as GraphQLField<unknown, unknown>)} } }`,
  }));
}

const fields = [...walk('Backoffice', 'query'), ...walk('BackofficeMutation', 'mutation')];

type Answer = { data?: { backoffice?: Record<string, unknown> | null } | null; errors?: { message: string; extensions?: { code?: string } }[] };
async function post(path: string, document: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...headers }, body: JSON.stringify({ query: document }) });
  return (await response.json()) as Answer;
}

async function staffCookie(role: (typeof STAFF_ROLES)[number]) {
  const name = `walk-${role}-${Date.now().toString(36)}`;
  const made = (await createStaff(stack.platform.database.db, { username: name, email: `${name}@staff.test`, roles: [role] }, null))!;
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' },
    body: JSON.stringify({ query: 'mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }', variables: { u: name, p: made.password, c: staffCode(made.totpSecret) } }),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('every back-office field', () => {
  it('names its operation of the role table (only `me` is open to any staff session)', () => {
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) {
      if (field.name === 'Backoffice.me') continue;
      expect(field.operation, `${field.name} has no staff scope`).not.toBeNull();
      expect(OPERATIONS, field.name).toHaveProperty([field.operation!]);
    }
  });

  it("is refused to a player's session, a partner's key and nobody, on either endpoint, and to a staff cookie on the players' one", async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const { key } = await createPartnerKey(stack, ['catalogue:read', 'results:read']);
    const adminCookie = await staffCookie('admin');
    const callers: [string, string, Record<string, string>][] = [
      ['player on /graphql', '/graphql', { cookie: `og_session=${player.token}` }],
      ['player on the back office', BACKOFFICE_GRAPHQL, { cookie: `og_session=${player.token}` }],
      ['partner on /graphql', '/graphql', { authorization: `Bearer ${key}` }],
      ['partner on the back office', BACKOFFICE_GRAPHQL, { authorization: `Bearer ${key}` }],
      ['nobody', BACKOFFICE_GRAPHQL, {}],
      ['admin cookie on /graphql', '/graphql', { cookie: adminCookie }],
    ];
    for (const field of fields) {
      for (const [who, path, headers] of callers) {
        const answer = await post(path, field.document, headers);
        expect(answer.data?.backoffice ?? null, `${who}: ${field.name}`).toBeNull();
        // A partner's key on /graphql meets the partner scopes first (gateway/partners.ts): no scope names the back office.
        const expected = who === 'partner on /graphql' ? 'PARTNER_SCOPE_MISSING' : 'UNAUTHENTICATED';
        expect(answer.errors?.[0]?.extensions?.code, `${who}: ${field.name} ${JSON.stringify(answer.errors)}`).toBe(expected);
      }
    }
  }, 120_000);

  it.each(STAFF_ROLES.map((role) => [role]))('%s: refused exactly the fields its role may not call', async (role) => {
    const cookie = await staffCookie(role);
    for (const field of fields) {
      if (field.operation === null) continue;
      const allowed = mayCall([role], field.operation);
      // A change the role may make is not made here (its arguments are placeholders); the refusals are.
      if (allowed && field.root === 'mutation') continue;
      const answer = await post(BACKOFFICE_GRAPHQL, field.document, { cookie });
      const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
      if (allowed) expect(codes, `${role} may read ${field.name}`).not.toContain('FORBIDDEN');
      else expect(codes, `${role} may not call ${field.name}`).toContain('FORBIDDEN');
    }
  }, 120_000);
});
