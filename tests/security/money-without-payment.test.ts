/**
 * Issue 14 A, "money without payment": the X1 widget's confirm credited any
 * player at once, and the sandbox card page let anyone "pay" with a test card,
 * whatever the configuration. The simulated payment methods are now offered and
 * work only with CASHIER_SANDBOX=true (PlatformConfig.cashierSandbox).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CASHIER_OPTIONS } from '../../platform/cashier/options';
import { pageToken } from '../../platform/cashier/signing';
import { createTestPlayer, signedCallback } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { expectBalancedLedger } from '../helpers/ledger';

const SIMULATED = ['card', 'skrill', 'neteller', 'paysafecard', 'interac', 'jpay', 'muchbetter', 'purplepay', 'x1', 'allinonecrypto'];

async function ledgerLines(stack: Stack) {
  return Number((await sql<{ n: number }>`select count(*)::int as n from ledger_lines`.execute(stack.platform.database.db)).rows[0]!.n);
}

function gql(stack: Stack, token: string) {
  return async (query: string, variables: Record<string, unknown> = {}): Promise<Json> => {
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: `og_session=${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data: Json; errors?: unknown[] };
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
}

const METHODS = '{ viewer { depositMethods { methods { key } } } }';
const START_DEPOSIT = `mutation ($input: StartDepositInput!) { startDeposit(input: $input) {
  __typename
  ... on DepositStarted { next { __typename ... on X1Widget { transfer { transferId } } ... on DepositRedirect { url } } }
  ... on Error { code message }
} }`;
const CONFIRM = `mutation ($id: String!) { confirmX1Transfer(transferId: $id) {
  __typename
  ... on X1TransferConfirmed { message }
  ... on Error { code message }
} }`;

/** A pending deposit as one started while the sandbox was on would have left it. */
async function pendingDeposit(stack: Stack, userId: bigint, method: string, provider: string) {
  const row = await sql<{ id: string }>`insert into cashier_transactions (user_id, statement_type, method, provider, currency, amount, status, details)
    values (${userId}, 1, ${method}, ${provider}, 'EUR', 1000, 1, '{}'::jsonb) returning id::text as id`.execute(stack.platform.database.db);
  return row.rows[0]!.id;
}

describe('with CASHIER_SANDBOX off', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ gateway: { production: false }, platform: { cashierSandbox: false } });
  });
  afterAll(() => stack.close());

  it('does not list the simulated methods, and refuses the X1 confirm, the sandbox page and sandbox deposits without moving money', async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const graphql = gql(stack, player.token);

    const keys = ((await graphql(METHODS)).viewer.depositMethods.methods as Json[]).map((m) => m.key as string);
    for (const key of SIMULATED) expect(keys).not.toContain(key);
    expect(keys).toContain('banktransfer');

    const linesBefore = await ledgerLines(stack);
    for (const method of ['x1', 'card']) {
      const started = (await graphql(START_DEPOSIT, { input: { paymentMethod: method, amount: '10.00', agreeWithDepositTerms: true, cardCountry: 'SE' } })).startDeposit;
      expect(started).toMatchObject({ __typename: 'CashierError', code: 'METHOD_UNAVAILABLE' });
    }

    // A transfer left pending (started while the sandbox was on): the confirm still pays nothing.
    const transferId = await pendingDeposit(stack, player.userId, 'x1', 'x1');
    const confirmed = (await graphql(CONFIRM, { id: transferId })).confirmX1Transfer;
    expect(confirmed).toMatchObject({ __typename: 'CashierError', code: 'METHOD_UNAVAILABLE' });
    const direct = await fetch(`${stack.platformUrl}/api/cashier/x1/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': player.token },
      body: JSON.stringify({ Id: transferId }),
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toMatchObject({ HasErrors: true, ErrorCode: 'METHOD_UNAVAILABLE' });

    // The sandbox card page and its form, through the gateway as a browser meets them.
    const depositId = await pendingDeposit(stack, player.userId, 'card', 'sandboxpay');
    const url = `${stack.url}/api/cashier/sandbox/${depositId}?token=${pageToken(DEFAULT_CASHIER_OPTIONS.sandboxSecret, BigInt(depositId))}`;
    const page = await fetch(url);
    expect(page.status).toBe(403);
    const submit = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ CardNumber: '4242 4242 4242 4242', Expiry: '12/30', Cvc: '123' }).toString(),
    });
    expect(submit.status).toBe(403);
    // And the sandbox provider's own callback, signed with the sandbox's published secret.
    const { body, signature } = signedCallback({ TransactionId: `sbx-${depositId}`, Status: 'approved', Amount: '10.00', Currency: 'EUR', DepositId: depositId });
    const callback = await fetch(`${stack.platformUrl}/api/cashier/callback/sandboxpay`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body });
    expect(callback.status).toBe(403);

    // The sandbox provider pays nothing out either: its withdrawal methods are not offered.
    const withdraw = await fetch(`${stack.platformUrl}/api/cashier/withdraw/methods`, { headers: { 'x-session-token': player.token } });
    const withdrawKeys = (((await withdraw.json()) as Json).WithdrawMethods as Json[]).map((m) => m.Key as string);
    expect(withdrawKeys).toContain('banktransfer');
    expect(withdrawKeys).not.toContain('skrill');

    // The sandbox-derived crypto addresses: none handed out, none listed.
    const crypto = await graphql('{ viewer { cryptoDepositAddress(currency: "ETH") { __typename ... on Error { code } } cryptoDepositAddresses { address } } }');
    expect(crypto.viewer).toEqual({ cryptoDepositAddress: { __typename: 'CashierError', code: 'METHOD_UNAVAILABLE' }, cryptoDepositAddresses: [] });

    expect(await ledgerLines(stack)).toBe(linesBefore);
    const statuses = await sql<{ status: number }>`select status from cashier_transactions where user_id = ${player.userId}`.execute(stack.platform.database.db);
    expect(statuses.rows.every((row) => row.status === 1)).toBe(true);
    await expectBalancedLedger(stack.platform.database.db);
  });
});

describe('with CASHIER_SANDBOX on (the test stacks)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ gateway: { production: false } });
  });
  afterAll(() => stack.close());

  it('still lists the simulated methods and credits the X1 transfer', async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    const graphql = gql(stack, player.token);
    const keys = ((await graphql(METHODS)).viewer.depositMethods.methods as Json[]).map((m) => m.key as string);
    expect(keys).toEqual(expect.arrayContaining(['card', 'x1', 'allinonecrypto']));
    const started = (await graphql(START_DEPOSIT, { input: { paymentMethod: 'x1', amount: '10.00', agreeWithDepositTerms: true } })).startDeposit;
    const confirmed = (await graphql(CONFIRM, { id: started.next.transfer.transferId })).confirmX1Transfer;
    expect(confirmed).toMatchObject({ __typename: 'X1TransferConfirmed', message: 'Your deposit of 10.00 EUR has been credited.' });
  });
});
