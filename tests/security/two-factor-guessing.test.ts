import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, stepAt } from '../../platform/account/totp';
import { solveAltcha, solvePow } from '../helpers/account';
import type { Json } from '../helpers/json';
import { callsFromFreshAddresses, startPlatform } from '../helpers/platform';

/**
 * Issue 14 §7: a sign-in ticket allowed five code guesses, but nothing counted guesses per account: with
 * the password known, 30 wrong codes over 6 tickets and then the right one signed in. An account now
 * takes a bounded number of wrong codes per window, whatever the tickets and addresses they come from.
 */
let platform: Awaited<ReturnType<typeof startPlatform>>;

beforeAll(async () => {
  platform = await startPlatform({ powDifficulty: 4, seedDemoData: true });
});
afterAll(() => platform?.close());

/** Every call from a new address: the attacker spreads over many, so per-address limits do not help. */
const call = callsFromFreshAddresses(() => platform.app, (n) => `198.19.${Math.floor(n / 250)}.${n % 250}`);

async function signIn(username = 'demo', password = 'Demo1234'): Promise<Json> {
  const { body } = await call('GET', '/api/account/captcha');
  const answer = { Altcha: solveAltcha(body.Altcha), ReCaptchaToken: solvePow(body.PowChallenge, body.PowDifficulty) };
  const signedIn = await call('POST', '/api/account/login', { UserName: username, Password: password, RememberMe: false, ...answer });
  expect(signedIn.status).toBe(200);
  return signedIn.body;
}

describe('two-factor code guessing', () => {
  it('30 wrong codes over 6 tickets, then the right code on a fresh ticket: refused with a retry time', async () => {
    const session = await signIn();
    const headers = { 'x-session-token': session.SessionToken as string };
    const { Secret } = (await call('POST', '/api/account/2fa/setup', undefined, headers)).body;
    const code = (offset = 0) => hotp(base32Decode(Secret), stepAt(Date.now() / 1000) + offset);
    expect((await call('POST', '/api/account/2fa/enable', { Pin: code() }, headers)).status).toBe(200);
    // A code no step near now accepts: a guess that cannot be right by luck.
    const valid = new Set([-2, -1, 0, 1, 2].map((offset) => code(offset)));
    const wrong = ['000000', '111111', '222222', '333333'].find((guess) => !valid.has(guess))!;

    for (let ticket = 0; ticket < 6; ticket++) {
      const { TwoFactorTicket } = await signIn();
      for (let guess = 0; guess < 5; guess++) {
        const answer = await call('POST', '/api/account/login/2fa', { TwoFactorTicket, Pin: wrong });
        expect(answer.status).not.toBe(200);
      }
    }

    const { TwoFactorTicket } = await signIn();
    const right = await call('POST', '/api/account/login/2fa', { TwoFactorTicket, Pin: code(1) });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ HasErrors: true, ErrorCode: 'ACCOUNT_LOCKED' });
    expect(right.body.SessionToken).toBeUndefined();
    expect(right.body.RetryAfterSeconds).toBeGreaterThan(0);
    expect(right.body.ErrorMessage).toMatch(/Too many wrong codes/);
  });

  it("right codes do not use up the account's allowance: ten sign-ins and nine wrong codes, then the right one works", async () => {
    const session = await signIn('agent', 'Agent1234');
    const headers = { 'x-session-token': session.SessionToken as string };
    const { Secret } = (await call('POST', '/api/account/2fa/setup', undefined, headers)).body;
    const code = (offset = 0) => hotp(base32Decode(Secret), stepAt(Date.now() / 1000) + offset);
    const { RecoveryCodes } = (await call('POST', '/api/account/2fa/enable', { Pin: code() }, headers)).body as { RecoveryCodes: string[] };
    for (const recovery of RecoveryCodes) {
      const { TwoFactorTicket } = await signIn('agent', 'Agent1234');
      expect((await call('POST', '/api/account/login/2fa', { TwoFactorTicket, Pin: recovery })).status).toBe(200);
    }
    const valid = new Set([-2, -1, 0, 1, 2].map((offset) => code(offset)));
    const wrong = ['000000', '111111', '222222', '333333'].find((guess) => !valid.has(guess))!;
    for (let ticket = 0; ticket < 3; ticket++) {
      const { TwoFactorTicket } = await signIn('agent', 'Agent1234');
      for (let guess = 0; guess < 3; guess++) expect((await call('POST', '/api/account/login/2fa', { TwoFactorTicket, Pin: wrong })).status).toBe(401);
    }
    const { TwoFactorTicket } = await signIn('agent', 'Agent1234');
    expect((await call('POST', '/api/account/login/2fa', { TwoFactorTicket, Pin: code(1) })).status).toBe(200);
  });
});
