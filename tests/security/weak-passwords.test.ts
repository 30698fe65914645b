/**
 * Issue 14 B, weak passwords: `Password1` and a password equal to the username
 * were accepted. Registration, password change and password reset now refuse
 * breached and trivial passwords (the bundled common-password list, case-insensitively)
 * and passwords that are or contain the username or the e-mail's local part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha, registrationBody, solvePow } from '../helpers/account';
import { callsFromFreshAddresses, startPlatform } from '../helpers/platform';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let userCounter = 0;

beforeAll(async () => {
  platform = await startPlatform({ powDifficulty: 4 });
});
afterAll(() => platform.close());

const COMMON = 'This password is too common or too easy to guess.';
const CONTAINS = 'The password must not contain your username or email';

const call = callsFromFreshAddresses(() => platform.app, (n) => `198.19.${Math.floor(n / 250)}.${n % 250}`, { 'x-public-origin': 'http://oddsgate.test' });

async function challenges() {
  const { body } = await call('GET', '/api/account/captcha');
  return { altcha: solveAltcha(body.Altcha), pow: solvePow(body.PowChallenge, body.PowDifficulty) };
}

async function register(password: string, user: { UserName?: string; Email?: string } = {}) {
  const n = ++userCounter;
  const { pow } = await challenges();
  return call('POST', '/api/account/register', registrationBody({ UserName: `weakpw_${n}x`, Email: `weakpw${n}@example.org`, Password: password, ReCaptchaToken: pow }, user));
}

const latestMail = async (to: string) => (await call('GET', `/api/mailbox?to=${encodeURIComponent(to)}`)).body.Messages[0] as { Text: string };
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

/** A verified account with a good password, signed in. */
async function account() {
  const n = ++userCounter;
  const user = { UserName: `strong_${n}x`, Email: `strong${n}@example.org`, Password: 'Kestrel-Orbit-42' };
  expect((await register(user.Password, user)).status).toBe(200);
  expect((await call('POST', '/api/account/verify-email', { Token: linkToken((await latestMail(user.Email)).Text) })).status).toBe(200);
  const { altcha, pow } = await challenges();
  const login = await call('POST', '/api/account/login', { UserName: user.UserName, Password: user.Password, Altcha: altcha, ReCaptchaToken: pow, RememberMe: false });
  return { ...user, headers: { 'x-session-token': login.body.SessionToken as string } };
}

describe('registration refuses weak passwords', () => {
  it.each([
    ['Password1', COMMON],
    ['PASSWORD1', COMMON],
    ['Qwerty123', COMMON],
    ['Secret123', COMMON],
  ])('refuses the common password %s', async (password, message) => {
    const { status, body } = await register(password);
    expect(status).toBe(400);
    expect(body.FieldErrors).toMatchObject({ Password: message });
  });

  it('refuses the username, a password containing it, and one containing the e-mail name', async () => {
    expect((await register('Harbour77', { UserName: 'Harbour77' })).body.FieldErrors).toMatchObject({ Password: CONTAINS });
    expect((await register('Xharbour7777!', { UserName: 'harbour7777' })).body.FieldErrors).toMatchObject({ Password: CONTAINS });
    expect((await register('Lindqvist88', { Email: 'lindqvist@example.org' })).body.FieldErrors).toMatchObject({ Password: CONTAINS });
  });

  it('says it in every language', async () => {
    const n = ++userCounter;
    const { pow } = await challenges();
    const payload = { UserName: `weakpw_${n}x`, Email: `weakpw${n}@example.org`, Password: 'Password1', PasswordConfirmation: 'Password1', Country: { Code: 'SE' }, Currency: { Abbreviation: 'EUR' }, IsOver18: true, AgreeWithTerms: true, AgreeWithPrivacyPolicy: true, AgreeWithTermsAndPrivacyPolicy: true, BirthYear: 1990, BirthMonth: 5, BirthDay: 17, ReCaptchaToken: pow };
    const { body } = await call('POST', '/api/account/register', payload, { 'accept-language': 'de-DE' });
    expect(body.FieldErrors.Password).toBe('Dieses Passwort ist zu verbreitet oder zu leicht zu erraten.');
  });

  it('accepts a strong password and the demo passwords', async () => {
    expect((await register('Kestrel-Orbit-42')).status).toBe(200);
    for (const password of ['Demo1234', 'Agent1234', 'AgentDemo1']) expect((await register(password)).status).toBe(200);
  });
});

describe('password change and reset refuse weak passwords', () => {
  it('refuses a common password and one containing the username on change', async () => {
    const user = await account();
    const common = await call('POST', '/api/account/change-password', { OldPassword: user.Password, NewPassword: 'Password1', NewPasswordConfirm: 'Password1' }, user.headers);
    expect(common.body.FieldErrors).toEqual({ NewPassword: COMMON });
    const named = `${user.UserName.toUpperCase()}9`;
    const withName = await call('POST', '/api/account/change-password', { OldPassword: user.Password, NewPassword: named, NewPasswordConfirm: named }, user.headers);
    expect(withName.body.FieldErrors).toEqual({ NewPassword: CONTAINS });
  });

  it('refuses a common password and one containing the username on reset, and the link still works after', async () => {
    const user = await account();
    const { altcha } = await challenges();
    await call('POST', '/api/account/lost-password', { Email: user.Email, Altcha: altcha });
    const token = linkToken((await latestMail(user.Email)).Text);
    const common = await call('POST', '/api/account/set-password', { Token: token, Password: 'Password1', PasswordConfirmation: 'Password1' });
    expect(common.body.FieldErrors).toEqual({ Password: COMMON });
    const named = `My${user.UserName}1`;
    expect((await call('POST', '/api/account/set-password', { Token: token, Password: named, PasswordConfirmation: named })).body.FieldErrors).toEqual({ Password: CONTAINS });
    expect((await call('POST', '/api/account/set-password', { Token: token, Password: 'Kestrel-Orbit-43', PasswordConfirmation: 'Kestrel-Orbit-43' })).status).toBe(200);
  });
});
