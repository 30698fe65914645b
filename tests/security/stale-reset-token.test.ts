import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha, solvePow } from '../helpers/account';
import { callsFromFreshAddresses, startPlatform } from '../helpers/platform';

/**
 * Issue 14 §6: after a newer password-reset link was used, an older one (still in the mailbox, perhaps
 * read by someone else) set the password again. A reset or a password change ends every reset link.
 */
let platform: Awaited<ReturnType<typeof startPlatform>>;

beforeAll(async () => {
  platform = await startPlatform({ powDifficulty: 4, seedDemoData: true });
});
afterAll(() => platform?.close());

// Each call from its own address: the reset rate limit is per address.
const call = callsFromFreshAddresses(() => platform.app, (n) => `198.18.7.${n}`);

async function captcha() {
  const { body } = await call('GET', '/api/account/captcha');
  return { Altcha: solveAltcha(body.Altcha), ReCaptchaToken: solvePow(body.PowChallenge, body.PowDifficulty) };
}

/** Requests a reset link for email and answers its token (the newest mail). */
async function resetToken(email: string): Promise<string> {
  const { Altcha } = await captcha();
  expect((await call('POST', '/api/account/lost-password', { Email: email, Altcha })).status).toBe(200);
  const mail = (await call('GET', `/api/mailbox?to=${encodeURIComponent(email)}`)).body.Messages[0] as { Text: string };
  return /set-password\?token=([\w-]+)/.exec(mail.Text)![1]!;
}

const setPassword = (token: string, password: string) => call('POST', '/api/account/set-password', { Token: token, Password: password, PasswordConfirmation: password });

describe('password-reset tokens', () => {
  it('an older link no longer works once a newer one was used', async () => {
    const older = await resetToken('demo@oddsgate.example');
    const newer = await resetToken('demo@oddsgate.example');
    expect(older).not.toBe(newer);
    expect((await setPassword(newer, 'Newer1234')).status).toBe(200);
    const stale = await setPassword(older, 'Stale1234');
    expect(stale.status).toBe(400);
    expect(stale.body.ErrorCode).toBe('TOKEN_INVALID');
  });

  it('no link works after the password was changed in the account', async () => {
    const pending = await resetToken('agent@oddsgate.example');
    const { Altcha, ReCaptchaToken } = await captcha();
    const signedIn = await call('POST', '/api/account/login', { UserName: 'agent', Password: 'Agent1234', Altcha, ReCaptchaToken, RememberMe: false });
    expect(signedIn.status).toBe(200);
    const changed = await call(
      'POST',
      '/api/account/change-password',
      { OldPassword: 'Agent1234', NewPassword: 'Changed1234', NewPasswordConfirm: 'Changed1234' },
      { 'x-session-token': signedIn.body.SessionToken as string },
    );
    expect(changed.status).toBe(200);
    const stale = await setPassword(pending, 'Stale1234');
    expect(stale.status).toBe(400);
    expect(stale.body.ErrorCode).toBe('TOKEN_INVALID');
  });
});
