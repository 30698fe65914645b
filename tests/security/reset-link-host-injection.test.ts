import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AltchaChallenge, solveAltcha } from '../helpers/account';
import { startStack, type Stack } from '../helpers/stack';

/**
 * Issue 14 §3: a password reset requested with X-Forwarded-Host: evil.example (or Host: evil.example)
 * mailed https://evil.example/…/set-password?token=…, even with TRUST_PROXY=false: whoever follows the
 * link hands the token to the attacker. Links come from PUBLIC_URL (or the PUBLIC_ORIGINS allow-list).
 */
const PUBLIC_URL = 'https://play.oddsgate.test';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ platform: { seedDemoData: true, powDifficulty: 4, publicUrl: PUBLIC_URL, publicOrigins: ['https://www.oddsgate.test'] } });
});
afterAll(() => stack?.close());

/** A GraphQL POST with any headers, Host included (fetch would not send a chosen Host). */
function rawGraphql(query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<{ data: Record<string, { kind: string }> }> {
  const { hostname, port } = new URL(stack.url);
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname, port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-oddsgate-csrf': '1', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as never));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Asks for a reset of the demo player's password with the given headers; answers the link the mail holds. */
async function resetLink(headers: Record<string, string>): Promise<string> {
  const captcha = await rawGraphql('{ captcha { altcha { algorithm challenge maxNumber salt signature } } }', {}, headers);
  const { altcha } = captcha.data.captcha as unknown as { altcha: AltchaChallenge };
  const reset = await rawGraphql(
    'mutation ($email: String!, $altcha: String!) { requestPasswordReset(email: $email, altcha: $altcha) { kind: __typename } }',
    { email: 'demo@oddsgate.example', altcha: solveAltcha(altcha) },
    headers,
  );
  expect(reset.data.requestPasswordReset?.kind).toBe('Done');
  const mailbox = await fetch(`${stack.platformUrl}/api/mailbox?to=demo@oddsgate.example`);
  const text = ((await mailbox.json()) as { Messages: { Text: string }[] }).Messages[0]!.Text;
  return /https?:\/\/\S+set-password\?token=[\w-]+/.exec(text)![0];
}

/** The reset link the platform mails when the gateway names origin (as it does from the request's Host). */
async function resetLinkFor(origin: string) {
  const captcha = (await (await fetch(`${stack.platformUrl}/api/account/captcha`)).json()) as { Altcha: AltchaChallenge };
  const response = await fetch(`${stack.platformUrl}/api/account/lost-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-public-origin': origin, 'x-forwarded-for': '198.51.100.31' },
    body: JSON.stringify({ Email: 'demo@oddsgate.example', Altcha: solveAltcha(captcha.Altcha) }),
  });
  expect(response.status).toBe(200);
  const mailbox = await fetch(`${stack.platformUrl}/api/mailbox?to=demo@oddsgate.example`);
  return ((await mailbox.json()) as { Messages: { Text: string }[] }).Messages[0]!.Text;
}

describe('password-reset links', () => {
  it.each([
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['Host', { host: 'evil.example' }],
    ['Host and X-Forwarded-Host', { host: 'evil.example:443', 'x-forwarded-host': 'evil.example' }],
  ])('point at PUBLIC_URL whatever %s the request names (TRUST_PROXY=false)', async (_name, headers) => {
    const link = await resetLink(headers);
    expect(link.startsWith(`${PUBLIC_URL}/en-US/set-password?token=`)).toBe(true);
    expect(link).not.toContain('evil.example');
  });

  it('the platform takes the gateway-named origin only from the PUBLIC_ORIGINS allow-list', async () => {
    expect(await resetLinkFor('https://evil.example')).toContain(`${PUBLIC_URL}/en-US/set-password?token=`);
    expect(await resetLinkFor('https://www.oddsgate.test')).toContain('https://www.oddsgate.test/en-US/set-password?token=');
  });
});
