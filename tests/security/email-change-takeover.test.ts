import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha, solvePow } from '../helpers/account';
import { createTestPlayer, TEST_PASSWORD } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { graphql, startStack, type Stack } from '../helpers/stack';

/**
 * Issue 14 §9: the personal details changed the e-mail at once, without the password and without a word
 * to either address, and the next sign-in answered "Please confirm your email address first": a stolen
 * session took the account (a reset link now went to the thief) or locked its owner out. Now the change
 * asks for the password, mails a link to the new address, tells the old one, and the old address stays the
 * account's until the link is used.
 */
let stack: Stack;
let ipCounter = 0;

beforeAll(async () => {
  stack = await startStack({ platform: { powDifficulty: 4 } });
});
afterAll(() => stack?.close());

const UPDATE = `mutation ($input: PersonalDetailsInput!) {
  updatePersonalDetails(input: $input) {
    kind: __typename
    ... on PersonalDetails { email pendingEmail }
    ... on Error { code message }
    ... on ValidationError { fields { field message } }
  }
}`;

async function rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const n = ++ipCounter;
  const response = await stack.platform.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`, ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function signIn(UserName: string, Password = TEST_PASSWORD) {
  const { body } = await rest('GET', '/api/account/captcha');
  const answer = { Altcha: solveAltcha(body.Altcha), ReCaptchaToken: solvePow(body.PowChallenge, body.PowDifficulty) };
  return rest('POST', '/api/account/login', { UserName, Password, RememberMe: false, ...answer });
}

const mailTo = async (address: string) => (await rest('GET', `/api/mailbox?to=${encodeURIComponent(address)}`)).body.Messages as { Subject: string; Text: string }[];

async function player() {
  const created = await createTestPlayer(stack.platform.database.db, stack.platform.config, { name: `mailchange_${process.pid}_${++ipCounter}` });
  const user = await stack.platform.database.db.selectFrom('users').select('username').where('id', '=', created.userId).executeTakeFirstOrThrow();
  const cookie = `og_session=${created.token}`;
  const details = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthDay: 10,
    birthMonth: 12,
    birthYear: 1985,
    phone: '+46701234567',
  };
  const update = (input: Record<string, unknown>) => graphql<{ updatePersonalDetails: Json }>(stack, UPDATE, { input: { ...details, ...input } }, { cookie });
  return { ...created, username: user.username, update };
}

describe('changing the e-mail', () => {
  it('without the password: refused with a field error, and nothing changes', async () => {
    const { email, username, update } = await player();
    const answer = (await update({ email: `new_${username}@example.org` })).data!.updatePersonalDetails;
    expect(answer.kind).toBe('ValidationError');
    expect(answer.fields).toEqual([{ field: 'CurrentPassword', message: expect.stringMatching(/password/i) }]);
    const wrong = (await update({ email: `new_${username}@example.org`, currentPassword: 'Not-my-password-1' })).data!.updatePersonalDetails;
    expect(wrong.kind).toBe('ValidationError');
    expect(wrong.fields).toEqual([{ field: 'CurrentPassword', message: expect.stringMatching(/password/i) }]);
    const user = await stack.platform.database.db.selectFrom('users').select(['email', 'email_verified', 'first_name']).where('username', '=', username).executeTakeFirstOrThrow();
    expect(user).toEqual({ email, email_verified: true, first_name: null });
    expect(await mailTo(`new_${username}@example.org`)).toEqual([]);
    expect((await signIn(username)).status).toBe(200);
  });

  it('with the password: the old address stays until the link is used, both addresses are told, and the link sets the new one', async () => {
    const { email, username, update } = await player();
    const newEmail = `new_${username}@example.org`;
    const answer = (await update({ email: newEmail, currentPassword: TEST_PASSWORD })).data!.updatePersonalDetails;
    expect(answer.kind).toBe('PersonalDetails');
    expect(answer).toEqual({ kind: 'PersonalDetails', email, pendingEmail: newEmail });

    // Sign-in is unaffected, and the account still has the old address.
    const signedIn = await signIn(username);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.User.Email ?? email).toBe(email);

    const confirmation = await mailTo(newEmail);
    expect(confirmation).toHaveLength(1);
    const token = /token=([\w-]+)/.exec(confirmation[0]!.Text)![1]!;
    const notice = await mailTo(email);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.Text).toContain(newEmail);
    expect(notice[0]!.Text).not.toContain(token);

    expect((await rest('POST', '/api/account/verify-email', { Token: token })).status).toBe(200);
    const user = await stack.platform.database.db.selectFrom('users').select(['email', 'email_verified']).where('username', '=', username).executeTakeFirstOrThrow();
    expect(user).toEqual({ email: newEmail, email_verified: true });
    expect(await mailTo(email)).toHaveLength(2);
    // The link works once; the new address signs in.
    expect((await rest('POST', '/api/account/verify-email', { Token: token })).status).toBe(400);
    expect((await signIn(username)).status).toBe(200);
  });

  it('over REST too: no password, no change; a link to an address another account took meanwhile changes nothing', async () => {
    const { email, username, token } = await player();
    const session = { 'x-session-token': token };
    const body = { FirstName: 'Ada', LastName: 'Lovelace', BirthDay: 10, BirthMonth: 12, BirthYear: 1985, Phone: '+46701234567' };
    const refused = await rest('POST', '/api/account/profile', { ...body, Email: `rest_${username}@example.org` }, session);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ErrorCode: 'VALIDATION', FieldErrors: { CurrentPassword: 'Current password is required' } });

    const other = await player();
    const asked = await rest('POST', '/api/account/profile', { ...body, Email: other.email, CurrentPassword: TEST_PASSWORD }, session);
    expect(asked.status).toBe(200);
    expect(asked.body.Details).toMatchObject({ Email: email, PendingEmail: other.email });
    const link = (await mailTo(other.email)).find((mail) => mail.Text.includes(username))!;
    const confirm = await rest('POST', '/api/account/verify-email', { Token: /token=([\w-]+)/.exec(link.Text)![1] });
    expect(confirm.status).toBe(400);
    expect(confirm.body.ErrorMessage).toBe('This email address is already used by another account.');
    const user = await stack.platform.database.db.selectFrom('users').select('email').where('username', '=', username).executeTakeFirstOrThrow();
    expect(user.email).toBe(email);
  });
});
