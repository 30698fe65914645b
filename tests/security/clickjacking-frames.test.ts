import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFraming } from '../../rules/framing';
import { launchEuroSlot } from '../helpers/casino';
import { type Stack, startStack } from '../helpers/stack';
import { attacker } from './attack-helpers';

/**
 * Issue 14 §12c: the HTML the site serves could be framed by any other site (clickjacking: a page of
 * theirs lays our "Pay" or "Spin" button under a decoy). Every HTML answer now says who may frame it,
 * both ways browsers read it: Content-Security-Policy frame-ancestors and X-Frame-Options. The product
 * frames the stream page and the game pages in its own pages ('self'); nothing frames the payment page
 * or the web app ('none').
 */
let stack: Stack;
let webDist: string;

beforeAll(async () => {
  // A built web app as `npm run build` leaves it: the SPA's index and another HTML file.
  webDist = mkdtempSync(join(tmpdir(), 'oddsgate-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Oddsgate</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, 'offline.html'), '<!doctype html><html><body>Offline</body></html>');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\n');
  stack = await startStack({ gateway: { webDist } });
});
afterAll(async () => {
  await stack?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const SELF = { ancestors: "frame-ancestors 'self'", xfo: 'SAMEORIGIN' };
const NONE = { ancestors: "frame-ancestors 'none'", xfo: 'DENY' };

/** Asserts an HTML answer names who may frame it, in both headers. */
async function expectFraming(response: Response, expected: typeof SELF) {
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp.split(';').map((directive) => directive.trim())).toContain(expected.ancestors);
  expect(response.headers.get('x-frame-options')).toBe(expected.xfo);
  await response.arrayBuffer();
}

const player = (cash = 50_00n) => attacker(stack, cash);

async function launch(mode: 'real' | 'demo', owner: { userId: bigint; currency: string } | null) {
  return (await launchEuroSlot(stack.platform.database.db, mode, owner)).url;
}

describe('the pages the product frames itself: only its own site may frame them', () => {
  it('the live stream page (/media/streams/{id})', async () => {
    await expectFraming(await fetch(`${stack.url}/media/streams/1`), SELF);
  });

  it('a real-money game page, and a demo one', async () => {
    const owner = await player();
    const shown = await fetch(`${stack.url}${await launch('real', owner)}`, { headers: { cookie: owner.cookie } });
    expect(shown.status).toBe(200);
    await expectFraming(shown, SELF);
    const demo = await fetch(`${stack.url}${await launch('demo', null)}`);
    expect(demo.status).toBe(200);
    await expectFraming(demo, SELF);
  });

  it('the game error pages shown in the same frame (unknown session, another player\'s session)', async () => {
    const unknown = await fetch(`${stack.url}/games/slot/${'ab'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    await expectFraming(unknown, SELF);
    const owner = await player();
    const notYours = await fetch(`${stack.url}${await launch('real', owner)}`);
    expect(notYours.status).toBe(403);
    await expectFraming(notYours, SELF);
  });
});

describe('the pages nothing frames: no site may frame them', () => {
  it('the sandbox payment page, its answer to a bad form, and its refusal of a bad link', async () => {
    const payer = await player(0n);
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: payer.cookie },
      body: JSON.stringify({
        query: 'mutation ($input: StartDepositInput!) { startDeposit(input: $input) { __typename ... on DepositStarted { next { __typename ... on DepositRedirect { url } } } } }',
        variables: { input: { paymentMethod: 'card', amount: '20.00', agreeWithDepositTerms: true, cardCountry: 'SE' } },
      }),
    });
    const url: string = ((await response.json()) as { data: { startDeposit: { next: { url: string } } } }).data.startDeposit.next.url;
    expect(url).toContain('/api/cashier/sandbox/');
    const target = url.startsWith('http') ? url : `${stack.url}${url}`;
    const page = await fetch(target);
    expect(page.status).toBe(200);
    await expectFraming(page, NONE);
    const badForm = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'cardNumber=1' });
    expect(badForm.headers.get('content-type')).toMatch(/^text\/html/);
    await expectFraming(badForm, NONE);
    const badLink = await fetch(`${stack.url}/api/cashier/sandbox/1?token=wrong`);
    expect(badLink.status).toBe(403);
    await expectFraming(badLink, NONE);
  });

  // An unknown page is the app too, answered 404 (issue 24): it shows its not-found page.
  it.each([
    ['/', 200],
    ['/index.html', 200],
    ['/en-US/casino/all', 200],
    ['/en-US/user/deposit', 200],
    ['/offline.html', 200],
    ['/en-US/casino', 404],
  ])('the web app: %s', async (path, status) => {
    const response = await fetch(`${stack.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(status);
    await expectFraming(response, NONE);
  });

  it('GraphiQL (development only; the test stack runs in development)', async () => {
    const response = await fetch(stack.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    await expectFraming(response, NONE);
  });
});

describe('withFraming: what an HTML answer without its own framing gets', () => {
  it.each([
    ['no policy at all', null, null, "frame-ancestors 'none'", 'DENY'],
    ['a policy without frame-ancestors keeps its directives', "default-src 'none'", null, "default-src 'none'; frame-ancestors 'none'", 'DENY'],
    ['a page framed by its own site says so', "default-src 'none'; frame-ancestors 'self'", null, "default-src 'none'; frame-ancestors 'self'", 'SAMEORIGIN'],
    ['a page naming other ancestors is not SAMEORIGIN for old browsers', "frame-ancestors 'self' https://partner.example", null, "frame-ancestors 'self' https://partner.example", 'DENY'],
    ['an X-Frame-Options already given stays', null, 'SAMEORIGIN', "frame-ancestors 'none'", 'SAMEORIGIN'],
  ])('%s', (_name, csp, xfo, expectedCsp, expectedXfo) => {
    expect(withFraming(csp, xfo, 'none')).toEqual({ 'content-security-policy': expectedCsp, 'x-frame-options': expectedXfo });
  });
});
