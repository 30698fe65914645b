/**
 * Attack family 1, CSRF: a page of another site makes the player's browser send a request with the
 * player's cookie. Only requests a page can send without a CORS preflight are possible there: a POST
 * without custom headers (form-encoded, text/plain, even "application/json" lacks our header) and a GET.
 * Yoga's CSRF prevention requires x-oddsgate-csrf; a GET never runs a mutation. Nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack';
import { attacker, expectCleanLedger, gql, moneyOf, ledgerTransactions } from './attack-helpers';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
});
afterAll(() => stack?.close());

const WITHDRAW = 'mutation ($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { kind: __typename } }';
const withdrawal = { method: 'skrill', amount: '30', password: 'Tangerine7Kite', email: 'thief@wallet.example' };
const body = JSON.stringify({ query: WITHDRAW, variables: { input: withdrawal } });

describe('cross-site requests with the player cookie', () => {
  it.each([
    ['text/plain (a fetch with no-cors)', { 'content-type': 'text/plain' }, body],
    ['application/x-www-form-urlencoded (an HTML form)', { 'content-type': 'application/x-www-form-urlencoded' }, new URLSearchParams({ query: WITHDRAW, variables: JSON.stringify({ input: withdrawal }) }).toString()],
    ['multipart/form-data (an HTML form)', {}, (() => {
      const form = new FormData();
      form.set('operations', body);
      form.set('map', '{}');
      return form;
    })()],
  ])('a POST as %s is refused and moves nothing', async (_name, headers, payload) => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const transactions = await ledgerTransactions(stack);
    const response = await fetch(stack.graphqlUrl, { method: 'POST', headers: { ...headers, cookie: victim.cookie, origin: 'https://evil.example' }, body: payload as BodyInit });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toMatch(/WithdrawalPayload/);
    expect(await moneyOf(stack, victim.userId)).toEqual(before);
    expect(await ledgerTransactions(stack)).toBe(transactions);
    const rows = await stack.platform.database.db.selectFrom('cashier_transactions').select('id').where('user_id', '=', victim.userId).execute();
    expect(rows).toEqual([]);
  });

  it('a cross-site application/json POST never leaves the browser: its preflight gets no CORS grant', async () => {
    const preflight = await fetch(stack.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  // HOLE (defence in depth, not reachable from a browser today): Yoga's useCSRFPrevention only demands
  // x-oddsgate-csrf on requests a browser sends without a preflight; an application/json POST without the
  // header runs. A page of another site cannot send it (the preflight above is refused), but should CORS ever
  // grant an origin too much, the CSRF header would not stand behind it. The issue asks for the header on every POST.
  it.fails('an application/json POST without the CSRF header is refused and moves nothing', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const response = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', cookie: victim.cookie, origin: 'https://evil.example' }, body });
    const after = await moneyOf(stack, victim.userId);
    expect(response.status).toBe(403);
    expect(after).toEqual(before);
  });

  it('a GET carrying a mutation is refused (without the header and with it), and moves nothing', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const url = `${stack.graphqlUrl}?query=${encodeURIComponent(WITHDRAW)}&variables=${encodeURIComponent(JSON.stringify({ input: withdrawal }))}`;
    const plain = await fetch(url, { headers: { cookie: victim.cookie } });
    expect(plain.status).toBe(403);
    // Even with the header (not a cross-site page any more), GET is for queries only (GraphQL over HTTP).
    const withHeader = await fetch(url, { headers: { cookie: victim.cookie, 'x-oddsgate-csrf': '1', accept: 'application/graphql-response+json' } });
    expect(withHeader.status).toBe(405);
    expect(await withHeader.text()).not.toMatch(/WithdrawalPayload/);
    expect(await moneyOf(stack, victim.userId)).toEqual(before);
  });

  it('a password change forced by a cross-site form is refused and the session stays alive', async () => {
    const victim = await attacker(stack);
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: victim.cookie },
      body: new URLSearchParams({ query: 'mutation { changePassword(oldPassword: "Tangerine7Kite", newPassword: "Owned-by-evil-99", newPasswordConfirm: "Owned-by-evil-99") { __typename } }' }).toString(),
    });
    expect(response.status).toBe(403);
    expect((await gql(stack, victim, '{ viewer { id } }')).data?.viewer).not.toBeNull();
  });

  it('the same withdrawal with the header from our own page does go through (the control)', async () => {
    const player = await attacker(stack, 100_00n);
    const answer = await gql(stack, player, WITHDRAW, { input: withdrawal });
    expect(answer.data?.requestWithdrawal.kind).toBe('WithdrawalPayload');
    expect((await moneyOf(stack, player.userId))['cash:EUR']).toBe('7000');
  });

  it('the ledger is clean', async () => {
    await expectCleanLedger(stack);
  });
});
