import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxMode, mayReadMailbox } from '../../platform/account/mail';
import { loadPlatformConfig } from '../../platform/config';
import { peerAddressOf } from '../../gateway/yoga';
import type { IncomingMessage } from 'node:http';
import { type AltchaChallenge, solveAltcha } from '../helpers/account';
import { startStack, type Stack } from '../helpers/stack';

/**
 * Issue 14 §2: GraphQL mailbox(address:) answered anyone's mail, password-reset links included, to any
 * anonymous caller. The local mailbox is for a browser on the machine running the site: judged by the
 * socket's address, never by a header the client writes.
 */

/** This machine's first non-loopback IPv4 address: connecting to it makes a non-loopback socket. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

const MAILBOX = `query ($address: String!) { mailbox(address: $address) { kind: __typename ... on Mailbox { messages { subject text } } ... on Error { code message } } }`;

/** An incoming connection's request as gateway/yoga.ts sees it: only its socket's address matters. */
const connection = (remoteAddress: string) => ({ socket: { remoteAddress } }) as IncomingMessage;
const request = (headers: Record<string, string>) => new Request('http://127.0.0.1/graphql', { headers });

/** A GraphQL request as a browser on the site sends it, to whichever address of the gateway. */
function post(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', ...headers }, body: JSON.stringify({ query, variables }) });
}

/** The demo player's mailbox as read through the gateway at base. */
async function mailboxVia(base: string, headers: Record<string, string> = {}) {
  const response = await post(`${base}/graphql`, MAILBOX, { address: 'demo@oddsgate.example' }, headers);
  return ((await response.json()) as { data: { mailbox: { kind: string; messages?: { text: string }[]; code?: string; message?: string } } }).data.mailbox;
}

describe('the mailbox decision', () => {
  it.each([
    ['local', '127.0.0.1', undefined, true],
    ['local', '::1', '127.0.0.1', true],
    ['local', '::ffff:127.0.0.1', '::ffff:127.0.0.1', true],
    ['local', undefined, undefined, true], // in-process (app.request): no socket at all
    ['local', '127.0.0.1', '192.0.2.2', false], // through the gateway from another machine
    ['local', '127.0.0.1', 'proxied', false], // behind a trusted proxy the socket is the proxy's
    ['local', '192.0.2.2', undefined, false], // the platform reached directly from another machine
    ['local', '192.0.2.2', '127.0.0.1', false], // …with a header that claims loopback
    ['open', '192.0.2.2', '203.0.113.9', true],
    ['smtp', '127.0.0.1', '127.0.0.1', false],
  ] as const)('%s mode, socket %s, gateway peer %s → %s', (mode, socket, peer, allowed) => {
    expect(mayReadMailbox(mode, { socket, peer })).toBe(allowed);
  });

  it('the gateway reports its socket, never a header; behind a trusted proxy a forwarded request counts as remote', () => {
    expect(peerAddressOf(request({ 'x-forwarded-for': '127.0.0.1' }), connection('192.0.2.2'), false)).toBe('192.0.2.2');
    expect(peerAddressOf(request({}), connection('127.0.0.1'), true)).toBe('127.0.0.1');
    expect(peerAddressOf(request({ 'x-forwarded-for': '127.0.0.1' }), connection('127.0.0.1'), true)).toBe('proxied');
    expect(peerAddressOf(request({}), undefined, false)).toBeNull();
  });

  it('is off whenever SMTP_URL is set, whatever MAILBOX says', () => {
    expect(mailboxMode(loadPlatformConfig({ SMTP_URL: 'smtp://mail.example:587', MAILBOX: 'open' }))).toBe('smtp');
    expect(mailboxMode(loadPlatformConfig({}))).toBe('local');
    expect(mailboxMode(loadPlatformConfig({ MAILBOX: 'open' }))).toBe('open');
    expect(() => loadPlatformConfig({ MAILBOX: 'everyone' })).toThrow(/MAILBOX/);
  });
});

describe('mailbox(address:) through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    // Listening on every interface, as `npm start` does (HOST=0.0.0.0).
    stack = await startStack({ gateway: { host: '0.0.0.0' }, platform: { seedDemoData: true, powDifficulty: 4 } });
    // A reset link in the demo player's mail: what an attacker would read to take the account over.
    const { data } = (await (await post(stack.graphqlUrl, '{ captcha { altcha { algorithm challenge maxNumber salt signature } } }')).json()) as { data: { captcha: { altcha: AltchaChallenge } } };
    const reset = await post(stack.graphqlUrl, 'mutation ($email: String!, $altcha: String!) { requestPasswordReset(email: $email, altcha: $altcha) { kind: __typename } }', {
      email: 'demo@oddsgate.example',
      altcha: solveAltcha(data.captcha.altcha),
    });
    expect(((await reset.json()) as { data: { requestPasswordReset: { kind: string } } }).data.requestPasswordReset.kind).toBe('Done');
  });
  afterAll(() => stack?.close());

  const port = () => new URL(stack.url).port;

  it('a browser on this machine (loopback socket) reads its mail', async () => {
    const mailbox = await mailboxVia(`http://127.0.0.1:${port()}`);
    expect(mailbox.kind).toBe('Mailbox');
    expect(mailbox.messages?.[0]?.text).toContain('set-password?token=');
  });

  it.skipIf(!outsideAddress)('a caller from another address (non-loopback socket) is refused, in its language', async () => {
    const mailbox = await mailboxVia(`http://${outsideAddress}:${port()}`);
    expect(mailbox).toEqual({ kind: 'ForbiddenError', code: 'FORBIDDEN', message: 'The local mailbox can only be read in a browser on the machine that runs Oddsgate.' });
    const swedish = await mailboxVia(`http://${outsideAddress}:${port()}`, { 'accept-language': 'sv-SE' });
    expect(swedish.message).toBe('Den lokala brevlådan kan bara läsas i en webbläsare på datorn där Oddsgate körs.');
  });

  it.skipIf(!outsideAddress)('X-Forwarded-For, X-Real-IP, Forwarded or X-Oddsgate-Peer headers claiming loopback do not unlock it', async () => {
    const mailbox = await mailboxVia(`http://${outsideAddress}:${port()}`, {
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      forwarded: 'for=127.0.0.1',
      'x-oddsgate-peer': '127.0.0.1',
      host: '127.0.0.1',
    });
    expect(mailbox.kind).toBe('ForbiddenError');
    expect(mailbox.messages).toBeUndefined();
  });

  it('the platform refuses a gateway-reported remote peer even on its loopback socket', async () => {
    const response = await fetch(`${stack.platformUrl}/api/mailbox?to=demo@oddsgate.example`, { headers: { 'x-oddsgate-peer': '192.0.2.77' } });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { ErrorCode: string }).ErrorCode).toBe('FORBIDDEN');
  });
});
