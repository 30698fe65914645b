import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha, solvePow } from '../helpers/account';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { powDifficulty: 4, seedDemoData: true } });
});
afterAll(() => stack.close());

/** A browser: it keeps the cookies the gateway sets and sends them back. */
function browser() {
  const jar = new Map<string, string>();
  return {
    jar,
    async graphql<T = Json>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; setCookie: string[] }> {
      const response = await fetch(stack.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: JSON.stringify({ query, variables }),
      });
      const setCookie = response.headers.getSetCookie();
      for (const cookie of setCookie) {
        const [pair] = cookie.split(';');
        const [name, value] = pair!.split('=');
        if (/Max-Age=0/.test(cookie)) jar.delete(name!);
        else jar.set(name!, value!);
      }
      const json = (await response.json()) as { data: T; errors?: unknown[] };
      if (json.errors) throw new Error(JSON.stringify(json.errors));
      return { data: json.data, setCookie };
    },
  };
}

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on SignInPayload { twoFactorRequired viewer { username accountType balance { amount currency } } } ... on Error { code message } } }`;
const VIEWER = '{ viewer { username accountType email } }';

async function signInDemo(client: ReturnType<typeof browser>, password = 'Demo1234') {
  const { data } = await client.graphql('{ captcha { altcha { algorithm challenge maxNumber salt signature } powChallenge powDifficulty } }');
  const { captcha } = data;
  const [challenge, nonce] = solvePow(captcha.powChallenge, captcha.powDifficulty).split(':');
  return client.graphql(SIGN_IN, {
    input: { userName: 'demo', password, altcha: solveAltcha(captcha.altcha), powChallenge: challenge, powNonce: nonce, rememberMe: false },
  });
}

describe('sessions through the gateway', () => {
  it('signs in with an httpOnly SameSite cookie and answers the viewer', async () => {
    const client = browser();
    expect((await client.graphql(VIEWER)).data.viewer).toBeNull();
    const { data, setCookie } = await signInDemo(client);
    expect(data.signIn).toEqual({
      __typename: 'SignInPayload',
      twoFactorRequired: false,
      viewer: { username: 'demo', accountType: 'USER', balance: { amount: '1000.00', currency: 'EUR' } },
    });
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^og_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await client.graphql(VIEWER)).data.viewer).toEqual({ username: 'demo', accountType: 'USER', email: 'demo@oddsgate.example' });
  });

  it('a stolen session cookie stops working after sign-out', async () => {
    const client = browser();
    await signInDemo(client);
    const thief = browser();
    thief.jar.set('og_session', client.jar.get('og_session')!);
    expect((await thief.graphql(VIEWER)).data.viewer?.username).toBe('demo');
    const { setCookie } = await client.graphql('mutation { signOut { message } }');
    expect(setCookie[0]).toMatch(/^og_session=; .*Max-Age=0/);
    expect((await thief.graphql(VIEWER)).data.viewer).toBeNull();
  });

  it('signing out a session that already ended (elsewhere, or expired) signs out: the cookie goes, no error', async () => {
    const client = browser();
    await signInDemo(client);
    const other = browser();
    other.jar.set('og_session', client.jar.get('og_session')!);
    await client.graphql('mutation { signOut { message } }');
    const { data, setCookie } = await other.graphql('mutation { signOut { __typename } }');
    expect(data).toEqual({ signOut: { __typename: 'Done' } });
    expect(setCookie[0]).toMatch(/^og_session=; .*Max-Age=0/);
  });

  it('a new sign-in gets a new token (rotation)', async () => {
    const client = browser();
    await signInDemo(client);
    const first = client.jar.get('og_session');
    await signInDemo(client);
    expect(client.jar.get('og_session')).not.toBe(first);
  });

  it('answers a wrong password as a typed error in the request language', async () => {
    const { data } = await signInDemo(browser(), 'Wrong1234');
    expect(data.signIn).toEqual({ __typename: 'AuthError', code: 'INVALID_CREDENTIALS', message: 'Wrong username or password.' });
  });

  it('refuses account mutations to visitors', async () => {
    const { data } = await browser().graphql(
      'mutation { changePassword(oldPassword: "a", newPassword: "b", newPasswordConfirm: "b") { __typename ... on Error { code } } }',
    );
    expect(data.changePassword).toEqual({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
  });

  it('maps the platform field errors onto ValidationError.fields', async () => {
    const client = browser();
    await signInDemo(client);
    const { data } = await client.graphql(
      'mutation { changePassword(oldPassword: "Demo1234", newPassword: "weak", newPasswordConfirm: "weaker") { __typename ... on ValidationError { fields { field message } } } }',
    );
    expect(data.changePassword.fields).toEqual([
      { field: 'NewPassword', message: 'Password must be 8 to 64 characters long' },
      { field: 'NewPasswordConfirm', message: 'Passwords must match' },
    ]);
  });
});
