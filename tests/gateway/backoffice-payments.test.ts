/**
 * The payments desk through the gateway (issue 18): a manual adjustment answers the Adjustment (a retry
 * with the same idempotency key answers it again, replayed), an overdraft is a typed BackofficeError in
 * the staff's language, a bad amount a ValidationError on the input's field; the deposits lookup reads
 * what the platform found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
let cookie: string;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  const made = (await createStaff(stack.platform.database.db, { username: 'gw-desk', email: 'gw-desk@staff.test', roles: ['payments'] }, null))!;
  const signIn = await post(`mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }`, { u: made.username, p: made.password, c: staffCode(made.totpSecret) });
  cookie = signIn.setCookie!.split(';')[0]!;
});
afterAll(() => stack.close());

async function post(query: string, variables: Record<string, unknown> = {}, language = 'en-US') {
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': language, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] }, setCookie: response.headers.get('set-cookie') };
}

const ADJUST = `mutation($input: AdjustBalanceInput!) { backoffice { adjustBalance(input: $input) {
  __typename
  ... on Adjustment { direction amount currency reasonCode note staffUserName balance replayed }
  ... on Error { code message }
  ... on ValidationError { fields { field message } }
} } }`;

describe('manual adjustments', () => {
  it('credits, answers a retry with the same key as replayed, and refuses an overdraft as a BackofficeError', async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
    await creditForTest(stack.platform.database.db, player.userId, player.currency, 5_00n);
    const input = { userId: String(player.userId), direction: 'CREDIT', amount: '2.50', reasonCode: 'GOODWILL', note: 'Late payout', idempotencyKey: 'gw-1' };
    const first = await post(ADJUST, { input });
    expect(first.body.data?.backoffice?.adjustBalance).toEqual({ __typename: 'Adjustment', direction: 'CREDIT', amount: '2.50', currency: 'EUR', reasonCode: 'GOODWILL', note: 'Late payout', staffUserName: 'gw-desk', balance: '7.50', replayed: false });
    expect((await post(ADJUST, { input })).body.data?.backoffice?.adjustBalance).toMatchObject({ balance: '7.50', replayed: true });

    const overdraft = await post(ADJUST, { input: { ...input, direction: 'DEBIT', amount: '8', reasonCode: 'CHARGEBACK', idempotencyKey: 'gw-2' } }, 'de-DE');
    expect(overdraft.body.data?.backoffice?.adjustBalance).toEqual({ __typename: 'BackofficeError', code: 'ADJUSTMENT_OVERDRAFT', message: 'Eine Belastung darf das Guthaben des Spielers nicht unter null bringen.' });
    // What a member of staff typed, however wrong, is the platform's to refuse: on the input's field, translated.
    for (const [amount, key] of [['1.234', 'gw-3'], ['12,50', 'gw-4']]) {
      const bad = await post(ADJUST, { input: { ...input, amount, idempotencyKey: key } });
      expect(bad.body.data?.backoffice?.adjustBalance).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'amount', message: expect.stringContaining('2') }] });
    }
  });
});

describe('the deposits lookup', () => {
  it("reads a player's deposits", async () => {
    const player = await createTestPlayer(stack.platform.database.db, stack.platform.config, { name: 'gw_lookup' });
    const started = await fetch(`${stack.platformUrl}/api/cashier/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': player.token },
      body: JSON.stringify({ PaymentMethod: 'banktransfer', Amount: '40', AgreeWithDepositTerms: true }),
    });
    const reference = ((await started.json()) as { BankInfo: { ReferenceNumber: string } }).BankInfo.ReferenceNumber;
    const found = await post('query($p: String) { backoffice { deposits(player: $p) { userName amount currency status referenceNumber completedAt } } }', { p: 'gw_lookup' });
    expect(found.body.data?.backoffice?.deposits).toEqual([{ userName: 'gw_lookup', amount: '40.00', currency: 'EUR', status: 'Pending', referenceNumber: reference, completedAt: null }]);
  });
});
