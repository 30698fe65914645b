/** A member of staff signed in to the back office's GraphQL endpoint through the gateway, and their calls to it. */
import { BACKOFFICE_GRAPHQL, type StaffRole } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { staffCode } from './staff';
import type { Stack } from './stack';

export type BackofficeAnswer = { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };

async function send(stack: Stack, query: string, variables: Record<string, unknown>, language: string, cookie: string | null) {
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as BackofficeAnswer, setCookie: response.headers.get('set-cookie') };
}

/** Signs a new member of staff with these roles in (password and TOTP, as the sign-in page does); answers their session cookie (for a socket). */
export async function backofficeCookie(stack: Stack, username: string, roles: StaffRole[]): Promise<string> {
  const made = (await createStaff(stack.platform.database.db, { username, email: `${username}@staff.test`, roles }, null))!;
  const signIn = await send(stack, `mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }`, { u: made.username, p: made.password, c: staffCode(made.totpSecret) }, 'en-US', null);
  return signIn.setCookie!.split(';')[0]!;
}

/** Signs a new member of staff with these roles in; answers their poster. */
export async function backofficeGraphql(stack: Stack, username: string, roles: StaffRole[]) {
  const cookie = await backofficeCookie(stack, username, roles);
  return async (query: string, variables: Record<string, unknown> = {}, language = 'en-US') => (await send(stack, query, variables, language, cookie)).body;
}
