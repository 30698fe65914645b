import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../../gateway/config';
import { loadGatewayConfig } from '../../gateway/config';
import { secureCookiesFor } from '../../gateway/yoga';
import { type AltchaChallenge, solveAltcha, solvePow } from '../helpers/account';
import { createTestPlayer, TEST_PASSWORD } from '../helpers/cashier';
import { type Stack, startStack } from '../helpers/stack';

/**
 * Issue 14 §12b: the session cookie got its Secure flag from X-Forwarded-Proto whoever sent it, so the
 * flag said what the client claimed, not how the cookie travels. SECURE_COOKIES (true / false / auto) now
 * decides; auto believes the socket (TLS) and, only with TRUST_PROXY=true, the proxy's X-Forwarded-Proto.
 */
const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }';
const SIGN_OUT = 'mutation { signOut { message } }';

async function post(stack: Stack, query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data: Record<string, { __typename?: string }>; errors?: unknown[] };
  expect(json.errors).toBeUndefined();
  return { data: json.data, cookies: response.headers.getSetCookie() };
}

/** Signs a fresh player in over plain HTTP as the web client does; the session cookie it got. */
async function sessionCookieOfSignIn(stack: Stack, headers: Record<string, string> = {}): Promise<string> {
  const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  const { data } = await post(stack, '{ captcha { altcha { algorithm challenge maxNumber salt signature } powChallenge powDifficulty } }', {}, headers);
  const captcha = data.captcha as unknown as { altcha: AltchaChallenge; powChallenge: string; powDifficulty: number };
  const [challenge, nonce] = solvePow(captcha.powChallenge, captcha.powDifficulty).split(':');
  const userName = (await stack.platform.database.db.selectFrom('users').select('username').where('id', '=', player.userId).executeTakeFirstOrThrow()).username;
  const signedIn = await post(
    stack,
    SIGN_IN,
    { input: { userName, password: TEST_PASSWORD, altcha: solveAltcha(captcha.altcha), powChallenge: challenge, powNonce: nonce } },
    headers,
  );
  expect(signedIn.data.signIn).toEqual({ __typename: 'SignInPayload' });
  const cookie = signedIn.cookies.find((set) => set.startsWith('og_session='));
  expect(cookie).toBeDefined();
  return cookie!;
}

/** The cookie signOut clears (set even without a session). */
async function clearedCookieOfSignOut(stack: Stack, headers: Record<string, string> = {}): Promise<string> {
  const { cookies } = await post(stack, SIGN_OUT, {}, headers);
  const cookie = cookies.find((set) => set.startsWith('og_session='));
  expect(cookie).toBeDefined();
  return cookie!;
}

const secure = (cookie: string) => cookie.split(';').map((part) => part.trim()).includes('Secure');
const HTTPS_CLAIM = { 'x-forwarded-proto': 'https' };

function describeStack(name: string, gateway: Partial<GatewayConfig>, cases: (stack: () => Stack) => void) {
  describe(name, () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ gateway });
    });
    afterAll(() => stack?.close());
    cases(() => stack);
  });
}

describeStack('SECURE_COOKIES=auto (default), TRUST_PROXY off', { ...pick(loadGatewayConfig({})), trustProxy: false }, (stack) => {
  it('a client\'s X-Forwarded-Proto: https does not make the session cookie Secure', async () => {
    expect(secure(await sessionCookieOfSignIn(stack(), HTTPS_CLAIM))).toBe(false);
    expect(secure(await clearedCookieOfSignOut(stack(), HTTPS_CLAIM))).toBe(false);
  });

  it('plain HTTP without the header: not Secure either (the cookie is the same with and without the claim)', async () => {
    const plain = await clearedCookieOfSignOut(stack());
    expect(secure(plain)).toBe(false);
    expect(await clearedCookieOfSignOut(stack(), HTTPS_CLAIM)).toBe(plain);
  });
});

describeStack('SECURE_COOKIES=true', { ...pick(loadGatewayConfig({ SECURE_COOKIES: 'true' })) }, (stack) => {
  it('the session cookie is Secure over plain HTTP', async () => {
    expect(secure(await sessionCookieOfSignIn(stack()))).toBe(true);
    expect(secure(await clearedCookieOfSignOut(stack()))).toBe(true);
  });
});

describeStack('SECURE_COOKIES=auto behind a declared proxy (TRUST_PROXY=true)', { ...pick(loadGatewayConfig({ TRUST_PROXY: 'true' })) }, (stack) => {
  it('the proxy\'s X-Forwarded-Proto: https makes it Secure; http or none does not', async () => {
    expect(secure(await sessionCookieOfSignIn(stack(), HTTPS_CLAIM))).toBe(true);
    expect(secure(await clearedCookieOfSignOut(stack(), { 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(secure(await clearedCookieOfSignOut(stack()))).toBe(false);
  });
});

describeStack('SECURE_COOKIES=false behind a declared proxy', { ...pick(loadGatewayConfig({ SECURE_COOKIES: 'false', TRUST_PROXY: 'true' })) }, (stack) => {
  it('never Secure, whatever the proxy says', async () => {
    expect(secure(await clearedCookieOfSignOut(stack(), HTTPS_CLAIM))).toBe(false);
  });
});

describe('SECURE_COOKIES=auto on a TLS socket', () => {
  // The node adapter builds an https: URL only for an encrypted socket; no header can produce it.
  it('Secure without any header; the header alone still does nothing over plain HTTP', () => {
    expect(secureCookiesFor(new Request('https://gateway/graphql'), { secureCookies: 'auto', trustProxy: false })).toBe(true);
    expect(secureCookiesFor(new Request('http://gateway/graphql', { headers: HTTPS_CLAIM }), { secureCookies: 'auto', trustProxy: false })).toBe(false);
    expect(secureCookiesFor(new Request('http://gateway/graphql', { headers: { 'x-forwarded-proto': 'https, http' } }), { secureCookies: 'auto', trustProxy: true })).toBe(false);
  });
});

describe('SECURE_COOKIES values', () => {
  it.each(['yes', '1', 'TRUE', 'on'])('%s stops the gateway with one line', (value) => {
    expect(() => loadGatewayConfig({ SECURE_COOKIES: value })).toThrow(/SECURE_COOKIES/);
  });
});

/** The settings this test varies (the stack fills in the rest). */
function pick(config: GatewayConfig): Partial<GatewayConfig> {
  return { trustProxy: config.trustProxy, secureCookies: config.secureCookies };
}
