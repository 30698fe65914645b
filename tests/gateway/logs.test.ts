/**
 * Issue 16 §1: a visit logged only start-up lines and multi-line coloured stack traces — no timestamp,
 * request id, operation, user or latency, no access or audit line. Now each process writes JSON lines:
 * one per request, with one request id from the gateway through the platform, audit lines for sign-in,
 * sign-out and every money movement, and never a password or a session token.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { solveAltcha, solvePow } from '../helpers/account';
import { gatewayBrowser } from '../helpers/browser';
import { creditForTest } from '../helpers/cashier';
import { captureLogs } from '../helpers/logs';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SIGN_IN = 'mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }';

it('writes one JSON line per request with one request id across both processes, audit lines, and no secret', async () => {
  const logs = captureLogs('info');
  let cookie = '';
  try {
    const client = gatewayBrowser(() => stack, '', { keepCookies: true });
    const answer = async (password: string) => {
      const { captcha } = await client.graphql('query Captcha { captcha { altcha { algorithm challenge maxNumber salt signature } powChallenge powDifficulty } }');
      const [challenge, nonce] = solvePow(captcha.powChallenge, captcha.powDifficulty).split(':');
      // A client's own x-request-id is not believed (no proxy is declared).
      return client.post(SIGN_IN, { input: { userName: 'demo', password, altcha: solveAltcha(captcha.altcha), powChallenge: challenge, powNonce: nonce } }, { 'x-request-id': 'chosen-by-the-client' });
    };
    expect((await answer('Wrong-Password-9')).data).toMatchObject({ signIn: { __typename: 'AuthError' } });
    expect((await answer('Demo1234')).data).toMatchObject({ signIn: { __typename: 'SignInPayload' } });
    cookie = client.cookie;
    await client.graphql('query Me { viewer { username } }');
    const demo = await stack.platform.database.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    await creditForTest(stack.platform.database.db, demo.id, 'EUR', 1234n);
    await client.graphql('mutation SignOut { signOut { __typename } }');

    const lines = logs.lines;
    for (const line of lines) expect(line).toMatchObject({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: expect.any(Number), service: expect.stringMatching(/^(gateway|platform)$/) });
    const userId = String(demo.id);

    // The gateway's line of the sign-in that worked, and the platform's lines of the same request.
    const signIns = lines.filter((line) => line.service === 'gateway' && line.msg === 'request' && line.operation === 'SignIn');
    expect(signIns).toHaveLength(2);
    for (const line of signIns) expect(line).toMatchObject({ method: 'POST', route: '/graphql', status: 200, ms: expect.any(Number), requestId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const [refused, accepted] = signIns.map((line) => lines.filter((other) => other.service === 'platform' && other.requestId === line.requestId));
    expect(refused!.find((line) => line.audit === 'sign-in')).toMatchObject({ outcome: 'refused', status: 401, route: '/api/account/login' });
    expect(accepted!.find((line) => line.msg === 'request')).toMatchObject({ route: '/api/account/login', status: 200, userId });
    expect(accepted!.find((line) => line.audit === 'sign-in')).toMatchObject({ outcome: 'done', userId });
    expect(lines.some((line) => line.requestId === 'chosen-by-the-client')).toBe(false);

    // A signed-in request's platform lines name the user; signing out is audited.
    const me = lines.find((line) => line.service === 'gateway' && line.operation === 'Me')!;
    expect(lines.find((line) => line.service === 'platform' && line.requestId === me.requestId && line.msg === 'request')).toMatchObject({ userId });
    expect(lines.find((line) => line.audit === 'sign-out')).toMatchObject({ outcome: 'done', userId, route: '/api/account/logout' });
    // Every money movement, as the ledger booked it.
    expect(lines.find((line) => line.audit === 'ledger.movement' && JSON.stringify(line.postings).includes(userId))).toMatchObject({
      postings: expect.arrayContaining([expect.objectContaining({ user_id: userId, amount: '1234' })]),
    });
  } finally {
    logs.restore();
  }
  // Nothing secret in any line: the passwords typed, the session token.
  const text = logs.raw.join('');
  expect(text).not.toContain('Demo1234');
  expect(text).not.toContain('Wrong-Password-9');
  expect(cookie).toMatch(/=./);
  expect(text).not.toContain(cookie.split('=')[1]!);
});
