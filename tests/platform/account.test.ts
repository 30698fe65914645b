import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotp, base32Decode, stepAt } from '../../platform/account/totp';
import { solveAltcha, registrationBody, solvePow, wrongPow } from '../helpers/account';
import type { Json } from '../helpers/json';
import { startPlatform } from '../helpers/platform';

/** What an ALTCHA payload holds once decoded. */
interface AltchaPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

let platform: Awaited<ReturnType<typeof startPlatform>>;
let ipCounter = 0;

beforeAll(async () => {
  platform = await startPlatform({ powDifficulty: 4, altchaMaxNumber: 1000, ipCountryMap: '203.0.113.0/24=US', politicalDeclarationCountries: ['KP'] });
});
afterAll(() => platform.close());

/** Each test speaks from its own address unless it says otherwise, so rate limits stay per test. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await platform.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'x-public-origin': 'http://oddsgate.test', ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json, headers: response.headers };
}

async function challenges(headers: Record<string, string> = {}) {
  const { body } = await call('GET', '/api/account/captcha', undefined, headers);
  return { altcha: solveAltcha(body.Altcha), pow: solvePow(body.PowChallenge, body.PowDifficulty) };
}

let userCounter = 0;
async function registration(overrides: Json = {}, headers: Record<string, string> = {}) {
  const n = ++userCounter;
  const { pow } = await challenges(headers);
  return registrationBody({ UserName: `player_${n}x`, Email: `player${n}@example.org`, ReCaptchaToken: pow }, overrides);
}

const latestMail = async (to: string) => (await call('GET', `/api/mailbox?to=${encodeURIComponent(to)}`)).body.Messages[0] as { Subject: string; Text: string } | undefined;
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

/** Registers, follows the verification mail and answers the username. */
async function verifiedAccount(overrides: Json = {}) {
  const payload = await registration(overrides);
  expect((await call('POST', '/api/account/register', payload)).status).toBe(200);
  const mail = await latestMail(payload.Email);
  expect((await call('POST', '/api/account/verify-email', { Token: linkToken(mail!.Text) })).status).toBe(200);
  return payload;
}

async function signIn(username: string, password: string, headers: Record<string, string> = {}, extra: Json = {}) {
  const { altcha, pow } = await challenges(headers);
  return call('POST', '/api/account/login', { UserName: username, Password: password, Altcha: altcha, ReCaptchaToken: pow, RememberMe: false, ...extra }, headers);
}

describe('registration (seed 000 §3–§5, seed 001 §5)', () => {
  it.each([
    ['a username under 6 characters', { UserName: 'abc' }, 'UserName', 'Username must be 6 to 20 characters long'],
    ['a username with other characters', { UserName: 'bad name!' }, 'UserName', "Only letters (a-z), numbers (0-9), and following characters: _ . - ' @"],
    ['an e-mail without a domain', { Email: 'nobody@' }, 'Email', 'Please enter a valid email address'],
    ['a disposable e-mail domain', { Email: 'someone@mailinator.com' }, 'Email', 'Temporary email detected, please use a standard email (Gmail, Mail.ru, Hotmail, etc.).'],
    ['a short password', { Password: 'Ab1', PasswordConfirmation: 'Ab1' }, 'Password', 'Password must be 8 to 64 characters long'],
    ['a password without a number', { Password: 'Secretpass', PasswordConfirmation: 'Secretpass' }, 'Password', 'Password must contain at least one uppercase letter and number'],
    ['a confirmation that differs', { PasswordConfirmation: 'Secret124' }, 'PasswordConfirmation', 'Passwords must match'],
    ['a birth date under 18', { BirthYear: new Date().getFullYear() - 17 }, 'BirthYear', 'You must be over 18 years old in order to use our services'],
    ['the terms left unticked', { AgreeWithTermsAndPrivacyPolicy: false, IsOver18: false, AgreeWithTerms: false, AgreeWithPrivacyPolicy: false }, 'AgreeWithTermsAndPrivacyPolicy', 'Please confirm that you are at least 18 years old and accept the Terms and Conditions and the Privacy Policy'],
    ['a missing username (empty string sent as null)', { UserName: null }, 'UserName', 'Username is required'],
    ['a restricted country (US)', { Country: { Code: 'US' } }, 'Country', 'Registration is not available in your country.'],
    ['a currency closed to Ukraine', { Country: { Code: 'UA' }, Currency: { Abbreviation: 'mBTC' } }, 'Currency', 'mBTC is not available in your country.'],
  ])('refuses %s with the message, and creates nothing', async (_name, overrides, field, message) => {
    const before = await platform.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const { status, body } = await call('POST', '/api/account/register', await registration(overrides), { 'x-forwarded-for': freshIp() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ HasErrors: true, ErrorCode: 'VALIDATION', FieldErrors: { [field]: message } });
    const after = await platform.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a visitor whose address is in a restricted country', async () => {
    const { body } = await call('POST', '/api/account/register', await registration({}, { 'x-forwarded-for': '203.0.113.9' }), { 'x-forwarded-for': '203.0.113.9' });
    expect(body.FieldErrors.Country).toBe('Registration is not available in your country.');
  });

  it('answers in the caller language', async () => {
    const { body } = await call('POST', '/api/account/register', await registration({ PasswordConfirmation: 'nope' }), { 'accept-language': 'sv-SE', 'x-forwarded-for': freshIp() });
    expect(body.FieldErrors.PasswordConfirmation).not.toBe('Passwords must match');
    expect(body.FieldErrors.PasswordConfirmation).toBeTruthy();
  });

  it('needs a solved proof-of-work, once', async () => {
    const payload = await registration();
    const wrong = wrongPow(payload.ReCaptchaToken.split(':')[0]!, 4);
    expect((await call('POST', '/api/account/register', { ...payload, ReCaptchaToken: wrong })).body.ErrorCode).toBe('CAPTCHA_INVALID');
    const fresh = await registration();
    expect((await call('POST', '/api/account/register', fresh)).status).toBe(200);
    expect((await call('POST', '/api/account/register', { ...(await registration()), ReCaptchaToken: fresh.ReCaptchaToken })).body.ErrorCode).toBe('CAPTCHA_INVALID');
  });

  it('stores the seed payload: affiliate type 2 only with a btag, nationality and address countries', async () => {
    const payload = await registration({ btag: 'partner-7', AffiliateType: 2, NationalityCountryID: 5, CurrentAddressCountryID: 6, BonusCode: 'WELCOME' });
    expect((await call('POST', '/api/account/register', payload)).status).toBe(200);
    const noTag = await registration({ AffiliateType: 2 });
    expect((await call('POST', '/api/account/register', noTag)).status).toBe(200);
    const rows = await platform.db.selectFrom('users').select(['username', 'btag', 'affiliate_type', 'nationality_country_id', 'current_address_country_id', 'bonus_code']).where('username', 'in', [payload.UserName, noTag.UserName]).orderBy('id').execute();
    expect(rows).toEqual([
      { username: payload.UserName, btag: 'partner-7', affiliate_type: 2, nationality_country_id: 5, current_address_country_id: 6, bonus_code: 'WELCOME' },
      { username: noTag.UserName, btag: null, affiliate_type: null, nationality_country_id: null, current_address_country_id: null, bonus_code: null },
    ]);
  });

  it('asks for a political declaration for configured nationalities (seed 000 §8)', async () => {
    const kp = 1 + (await import('../../platform/reference/data')).COUNTRY_CODES.indexOf('KP');
    const payload = await registration({ NationalityCountryID: kp });
    expect((await call('POST', '/api/account/register', payload)).body).toMatchObject({ NeedsPoliticalDeclaration: true });
  });

  it('does not reveal that an e-mail address already has an account', async () => {
    const existing = await verifiedAccount();
    const fresh = await registration();
    const again = await registration({ Email: existing.Email.toUpperCase() });
    const first = await call('POST', '/api/account/register', fresh);
    const second = await call('POST', '/api/account/register', again);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    // The owner learns of the attempt; no second account exists.
    expect((await latestMail(existing.Email))?.Subject).toBe('Someone tried to register with your email address');
    expect(await platform.db.selectFrom('users').select('id').where('username', '=', again.UserName).executeTakeFirst()).toBeUndefined();
  });

  it('says a username is taken (usernames are public)', async () => {
    const existing = await verifiedAccount();
    const { body } = await call('POST', '/api/account/register', await registration({ UserName: existing.UserName.toUpperCase() }));
    expect(body.FieldErrors).toEqual({ UserName: 'This username is already taken' });
  });

  it('limits registrations per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('POST', '/api/account/register', await registration({ UserName: 'x' }), { 'x-forwarded-for': ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('sign-in', () => {
  it('needs a verified e-mail; the link works once', async () => {
    const payload = await registration();
    await call('POST', '/api/account/register', payload);
    expect((await signIn(payload.UserName, payload.Password)).body.ErrorCode).toBe('EMAIL_NOT_VERIFIED');
    const token = linkToken((await latestMail(payload.Email))!.Text);
    expect((await call('POST', '/api/account/verify-email', { Token: token })).status).toBe(200);
    expect((await call('POST', '/api/account/verify-email', { Token: token })).body.ErrorCode).toBe('TOKEN_INVALID');
    const signedIn = await signIn(payload.UserName, payload.Password);
    expect(signedIn.body).toMatchObject({ Check2FA: false, User: { UserName: payload.UserName, Balance: '0.00', Currency: 'EUR', EmailVerified: true } });
  });

  it('answers a wrong password and an unknown username alike, and records Login_Fail', async () => {
    const account = await verifiedAccount();
    const wrong = await signIn(account.UserName, 'Wrong1234', { 'x-forwarded-for': freshIp() });
    const unknown = await signIn('nobody_here', 'Wrong1234', { 'x-forwarded-for': freshIp() });
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    expect(wrong.body).toMatchObject({ ErrorCode: 'INVALID_CREDENTIALS', ErrorMessage: 'Wrong username or password.' });
    const events = await platform.db.selectFrom('outbox_events').select('payload').where('topic', '=', 'account.login_failed').execute();
    expect(events.map((e) => (e.payload as Json).username)).toEqual(expect.arrayContaining([account.UserName, 'nobody_here']));
  });

  it('locks a username for 15 minutes after 5 failures from an address, known or not, and says when to retry', async () => {
    for (const username of [(await verifiedAccount()).UserName, 'ghost_user']) {
      // Per address and name (issue 14 §8): tests/security/locking-out-a-player.test.ts has the account-wide lock.
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await signIn(username, 'Wrong1234', { 'x-forwarded-for': ip })).body.ErrorCode).toBe('INVALID_CREDENTIALS');
      const locked = await signIn(username, 'Tangerine7Kite', { 'x-forwarded-for': ip });
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ ErrorCode: 'ACCOUNT_LOCKED', RetryAfterSeconds: expect.any(Number) });
      expect(locked.body.RetryAfterSeconds).toBeLessThanOrEqual(15 * 60);
      expect(locked.headers.get('retry-after')).toBe(String(locked.body.RetryAfterSeconds));
    }
  });

  it('limits attempts per address and recovers in the next window', async () => {
    const ip = freshIp();
    let status = 0;
    for (let i = 0; i < 31; i++) status = (await signIn(`someone_${i}`, 'Wrong1234', { 'x-forwarded-for': ip })).status;
    expect(status).toBe(429);
    // The next window: a fresh counter.
    await platform.db.updateTable('rate_limits').set({ window_start: sql`window_start - interval '1 hour'` }).where('key', '=', `login:ip:${ip}`).execute();
    expect((await signIn('someone_else', 'Wrong1234', { 'x-forwarded-for': ip })).status).toBe(401);
  });

  it('accepts a solved ALTCHA challenge once: the same payload again is refused', async () => {
    const account = await verifiedAccount();
    const { altcha, pow } = await challenges();
    const first = await call('POST', '/api/account/login', { UserName: account.UserName, Password: account.Password, Altcha: altcha, ReCaptchaToken: pow });
    expect(first.status).toBe(200);
    const replay = await call('POST', '/api/account/login', { UserName: account.UserName, Password: account.Password, Altcha: altcha, ReCaptchaToken: (await challenges()).pow });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ ErrorCode: 'CAPTCHA_INVALID', ErrorMessage: 'The security check did not pass or has expired. Please try again.' });
  });

  it.each([
    ['a wrong number', (payload: AltchaPayload) => ({ ...payload, number: payload.number + 1 })],
    ['a signature of its own', (payload: AltchaPayload) => ({ ...payload, signature: 'f'.repeat(64) })],
    ['an easier challenge it made up', (payload: AltchaPayload) => ({ ...payload, challenge: createHash('sha256').update(`${payload.salt}0`).digest('hex'), number: 0 })],
  ])('refuses a forged ALTCHA solution (%s) with the wrong-captcha error', async (_case, forge) => {
    const account = await verifiedAccount();
    const { altcha, pow } = await challenges();
    const forged = Buffer.from(JSON.stringify(forge(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as AltchaPayload))).toString('base64');
    const answer = await call('POST', '/api/account/login', { UserName: account.UserName, Password: account.Password, Altcha: forged, ReCaptchaToken: pow });
    expect(answer.status).toBe(400);
    expect(answer.body.ErrorCode).toBe('CAPTCHA_INVALID');
  });

  it('refuses an ALTCHA solution after its challenge expired (5 minutes)', async () => {
    const account = await verifiedAccount();
    const { altcha, pow } = await challenges();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      const late = await call('POST', '/api/account/login', { UserName: account.UserName, Password: account.Password, Altcha: altcha, ReCaptchaToken: pow });
      expect(late.body.ErrorCode).toBe('CAPTCHA_INVALID');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a session at sign-out: the stolen token stops working', async () => {
    const account = await verifiedAccount();
    const token = (await signIn(account.UserName, account.Password)).body.SessionToken as string;
    const stolen = { 'x-session-token': token };
    expect((await call('GET', '/api/account/session', undefined, stolen)).body.User.UserName).toBe(account.UserName);
    expect((await call('POST', '/api/account/logout', undefined, stolen)).status).toBe(200);
    expect((await call('GET', '/api/account/session', undefined, stolen)).status).toBe(401);
    expect((await call('GET', '/api/account/profile', undefined, stolen)).status).toBe(401);
  });

  it('ends an idle session and rotates the token at each sign-in', async () => {
    const account = await verifiedAccount();
    const first = (await signIn(account.UserName, account.Password)).body.SessionToken as string;
    const second = (await signIn(account.UserName, account.Password)).body.SessionToken as string;
    expect(second).not.toBe(first);
    await platform.db.updateTable('sessions').set({ last_seen_at: sql`now() - interval '31 minutes'` }).where('remember_me', '=', false).execute();
    expect((await call('GET', '/api/account/session', undefined, { 'x-session-token': second })).status).toBe(401);
  });

  it('shows the previous sign-in time', async () => {
    const account = await verifiedAccount();
    expect((await signIn(account.UserName, account.Password)).body.User.PreviousSignInAt).toBeNull();
    const again = await signIn(account.UserName, account.Password);
    expect(Date.parse(again.body.User.PreviousSignInAt)).toBeLessThanOrEqual(Date.now());
  });
});

async function reset(email: string, ip = freshIp()) {
  const { altcha } = await challenges();
  const started = performance.now();
  const result = await call('POST', '/api/account/lost-password', { Email: email, Altcha: altcha }, { 'x-forwarded-for': ip });
  return { ...result, ms: performance.now() - started };
}

describe('password reset (seed 000 §4)', () => {
  it('answers the same, no sooner, whether or not the address has an account', async () => {
    const account = await verifiedAccount();
    const known = await reset(account.Email);
    const unknown = await reset('nobody.at.all@example.org');
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.body.Message).toBe('Please check your e-mail.');
    expect(known.ms).toBeGreaterThanOrEqual(390);
    expect(unknown.ms).toBeGreaterThanOrEqual(390);
  });

  it('sends a single-use link that sets the password and ends every session', async () => {
    const account = await verifiedAccount();
    const sessionToken = (await signIn(account.UserName, account.Password)).body.SessionToken as string;
    await reset(account.Email);
    const token = linkToken((await latestMail(account.Email))!.Text);
    expect((await call('POST', '/api/account/set-password', { Token: token, Password: 'Fresh1234', PasswordConfirmation: 'Fresh1234' })).status).toBe(200);
    expect((await call('POST', '/api/account/set-password', { Token: token, Password: 'Again1234', PasswordConfirmation: 'Again1234' })).body.ErrorCode).toBe('TOKEN_INVALID');
    expect((await call('GET', '/api/account/session', undefined, { 'x-session-token': sessionToken })).status).toBe(401);
    expect((await signIn(account.UserName, 'Fresh1234')).body.Check2FA).toBe(false);
  });

  it('refuses an expired link', async () => {
    const account = await verifiedAccount();
    await reset(account.Email);
    const token = linkToken((await latestMail(account.Email))!.Text);
    await platform.db.updateTable('account_tokens').set({ expires_at: sql`now() - interval '1 second'` }).where('purpose', '=', 'reset_password').execute();
    expect((await call('POST', '/api/account/set-password', { Token: token, Password: 'Fresh1234', PasswordConfirmation: 'Fresh1234' })).body.ErrorCode).toBe('TOKEN_INVALID');
  });
});

async function session() {
  const account = await verifiedAccount();
  return { account, headers: { 'x-session-token': (await signIn(account.UserName, account.Password)).body.SessionToken as string } };
}

describe('account pages (seed 001 §5)', () => {
  it.each([
    ['no current password', { OldPassword: '', NewPassword: 'Other1234', NewPasswordConfirm: 'Other1234' }, 'OldPassword', 'Current password is required'],
    ['no uppercase letter and number', { NewPassword: 'otherpassword', NewPasswordConfirm: 'otherpassword' }, 'NewPassword', 'New password must contain at least one uppercase letter and number'],
    ['the current password again', { NewPassword: 'Tangerine7Kite', NewPasswordConfirm: 'Tangerine7Kite' }, 'NewPassword', 'New passwords must not match the current password'],
    ['a different confirmation', { NewPassword: 'Other1234', NewPasswordConfirm: 'Other1235' }, 'NewPasswordConfirm', 'Passwords must match'],
    ['a wrong current password', { OldPassword: 'Nope12345', NewPassword: 'Other1234', NewPasswordConfirm: 'Other1234' }, 'OldPassword', 'The current password is not correct'],
  ])('refuses a change with %s', async (_name, change, field, message) => {
    const { headers } = await session();
    const { body } = await call('POST', '/api/account/change-password', { OldPassword: 'Tangerine7Kite', ...change }, headers);
    expect(body.FieldErrors).toEqual({ [field]: message });
  });

  it('changes the password, says so, and ends the other sessions', async () => {
    const { account, headers } = await session();
    const other = (await signIn(account.UserName, account.Password)).body.SessionToken as string;
    const { body } = await call('POST', '/api/account/change-password', { OldPassword: 'Tangerine7Kite', NewPassword: 'Other1234', NewPasswordConfirm: 'Other1234' }, headers);
    expect(body.Message).toBe('Your password has been changed');
    expect((await call('GET', '/api/account/session', undefined, headers)).status).toBe(200);
    expect((await call('GET', '/api/account/session', undefined, { 'x-session-token': other })).status).toBe(401);
  });

  it('checks the personal details, including the phone check and the age', async () => {
    const { headers, account } = await session();
    const details = { FirstName: 'Anna', LastName: "O'Neill", BirthDay: 1, BirthMonth: 2, BirthYear: 1985, Phone: '+46 70 123 45 67', Email: account.Email, City: 'Malmö' };
    expect((await call('POST', '/api/account/profile', details, headers)).body.Details).toMatchObject({ FirstName: 'Anna', BirthYear: 1985, City: 'Malmö' });
    const bad = await call('POST', '/api/account/profile', { ...details, FirstName: '', LastName: 'R2D2', Phone: '+1 900 555 0100', BirthYear: new Date().getFullYear() - 10 }, headers);
    expect(bad.body.FieldErrors).toEqual({
      FirstName: 'First name is required',
      LastName: "Only letters, spaces and the characters . - ' are allowed",
      Phone: 'This phone number cannot be used',
      BirthYear: 'Must be over 18',
    });
    expect((await call('GET', '/api/account/profile', undefined, headers)).body.Details.FirstName).toBe('Anna');
  });

  it('enrols two-factor authentication and then asks for a code at sign-in; recovery codes work once', async () => {
    const { account, headers } = await session();
    const setup = (await call('POST', '/api/account/2fa/setup', undefined, headers)).body;
    expect(setup.QrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // One step for the whole test: read afresh, a step boundary between enabling and signing in would turn
    // "the code just used" into the next step's unused code.
    const enabledAt = stepAt(Date.now() / 1000);
    const code = (offset = 0) => hotp(base32Decode(setup.Secret), enabledAt + offset);
    expect((await call('POST', '/api/account/2fa/enable', { Pin: '000000' }, headers)).body.ErrorCode).toBe('VALIDATION');
    const enabled = (await call('POST', '/api/account/2fa/enable', { Pin: code() }, headers)).body;
    expect(enabled.RecoveryCodes).toHaveLength(10);

    const first = await signIn(account.UserName, account.Password);
    expect(first.body).toMatchObject({ Check2FA: true, SessionToken: null });
    // The code just used to enable is spent; the next step's code works.
    expect((await call('POST', '/api/account/login/2fa', { TwoFactorTicket: first.body.TwoFactorTicket, Pin: code() })).body.ErrorCode).toBe('TWO_FACTOR_INVALID');
    const second = await call('POST', '/api/account/login/2fa', { TwoFactorTicket: first.body.TwoFactorTicket, Pin: code(1) });
    expect(second.body.User.TwoFactorEnabled).toBe(true);

    const recovery = enabled.RecoveryCodes[0];
    const viaRecovery = await signIn(account.UserName, account.Password);
    expect((await call('POST', '/api/account/login/2fa', { TwoFactorTicket: viaRecovery.body.TwoFactorTicket, Pin: recovery })).status).toBe(200);
    const reused = await signIn(account.UserName, account.Password);
    expect((await call('POST', '/api/account/login/2fa', { TwoFactorTicket: reused.body.TwoFactorTicket, Pin: recovery })).body.ErrorCode).toBe('TWO_FACTOR_INVALID');
  });

  it('keeps KYC documents of the allowed kinds and sizes', async () => {
    const { headers } = await session();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]).toString('base64');
    const ok = await call('POST', '/api/account/kyc/documents', { DocumentType: 'passport', FileName: 'passport.png', ContentType: 'image/png', ContentBase64: png }, headers);
    expect(ok.body.Document).toMatchObject({ DocumentType: 'passport', Status: 'pending', SizeBytes: 108 });
    const script = Buffer.from('#!/bin/sh\nrm -rf /').toString('base64');
    expect((await call('POST', '/api/account/kyc/documents', { DocumentType: 'passport', FileName: 'x.png', ContentType: 'image/png', ContentBase64: script }, headers)).body.FieldErrors).toEqual({ File: 'Upload a PDF, JPEG or PNG file' });
    expect((await call('GET', '/api/account/kyc', undefined, headers)).body).toMatchObject({ Status: 'pending', Documents: [{ FileName: 'passport.png' }] });
  });
});
