import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditForTest, createTestPlayer, signedCallback, TEST_PASSWORD } from '../helpers/cashier';
import { solveAltcha, solvePow } from '../helpers/account';
import type { Json } from '../helpers/json';
import { metricsText, startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';
import { gatewayBrowser } from '../helpers/browser';
import { expectBalancedLedger } from '../helpers/ledger';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { powDifficulty: 4, seedDemoData: true } });
});
afterAll(() => stack.close());
// ARCHITECTURE rule 2: whatever went through the gateway, the ledger balances.
afterEach(() => expectBalancedLedger(stack.platform.database.db));

/** A browser on the site: it keeps the session cookie and sends it back. */
const browser = (cookie = '') => gatewayBrowser(() => stack, cookie, { keepCookies: true });
type Browser = ReturnType<typeof browser>;

/** The demo player, signed in as the web client does it (captcha and proof of work). */
async function signInDemo(): Promise<Browser> {
  const client = browser();
  const { captcha } = await client.graphql('{ captcha { altcha { algorithm challenge maxNumber salt signature } powChallenge powDifficulty } }');
  const [challenge, nonce] = solvePow(captcha.powChallenge, captcha.powDifficulty).split(':');
  const { signIn } = await client.graphql(
    'mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }',
    { input: { userName: 'demo', password: 'Demo1234', altcha: solveAltcha(captcha.altcha), powChallenge: challenge, powNonce: nonce } },
  );
  expect(signIn).toMatchObject({ __typename: 'SignInPayload' });
  return client;
}

/** A fresh player with a session of their own (tests must not share balances). */
async function newPlayer(cash?: bigint): Promise<Browser & { userId: bigint }> {
  const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  if (cash) await creditForTest(stack.platform.database.db, player.userId, 'EUR', cash);
  return Object.assign(browser(`og_session=${player.token}`), { userId: player.userId });
}

/** Upstream calls the gateway has made so far (its own metric). */
async function upstreamCalls(): Promise<number> {
  const text = await metricsText(stack);
  return [...text.matchAll(/^oddsgate_upstream_request_seconds_count\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

const BALANCE = '{ viewer { balance { amount } balanceDetails { cash { amount currency } bonus { amount } reserved { amount } total { amount } } } }';
const balanceOf = async (client: Browser) => (await client.graphql(BALANCE)).viewer;

const START_DEPOSIT = `mutation ($input: StartDepositInput!) {
  startDeposit(input: $input) {
    __typename
    ... on DepositStarted {
      message
      deposit { id legacyId status amount { amount currency } }
      next {
        __typename
        ... on DepositRedirect { url }
        ... on BankTransferInstructions { bankName branchName accountType accountNumber accountName referenceNumber }
        ... on X1Widget { widgetId email transfer { transferId depositAmount { amount currency } } }
        ... on CryptoDepositAddress { blockchain currency address minimumAmount { amount } }
        ... on DepositCredited { amount { amount currency } }
      }
      viewer { balance { amount } }
    }
    ... on Error { code message }
    ... on ValidationError { fields { field message } }
    ... on CashierError { field }
    ... on BonusError { requiresDeposit }
  }
}`;
const card = (amount: string) => ({ paymentMethod: 'card', amount, agreeWithDepositTerms: true, cardCountry: 'SE' });

/** The sandbox page as a browser meets it through the gateway: the page, then its form posted back. */
async function payOnSandboxPage(url: string, cardNumber: string) {
  expect(url.startsWith(`${stack.url}/api/cashier/sandbox/`)).toBe(true);
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/text\/html/);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const submit = () =>
    fetch(new URL(action, stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ CardNumber: cardNumber, Expiry: '12/34', Cvc: '123' }),
      redirect: 'manual',
    });
  return { html, submit };
}

describe('deposits through the gateway', () => {
  it('a card paid on the sandbox page credits the balance once, and balanceChanged reaches the signed-in viewer', async () => {
    const demo = await signInDemo();
    expect((await balanceOf(demo)).balanceDetails.cash).toEqual({ amount: '1000.00', currency: 'EUR' });

    const ws = wsClient(stack.graphqlUrl, { cookie: demo.cookie });
    const live = firstResults<Json>(ws, {
      query: `subscription { balanceChanged { __typename ... on BalanceChanged { currency balance { cash { amount } total { amount } } viewer { balance { amount } } } } }`,
    });
    const changes = firstResults<Json>(ws, {
      query: `subscription { transactionChanged { ... on CashierTransaction { legacyId status } } }`,
    }, 2);
    await Promise.all([live.subscribed, changes.subscribed]);

    const { startDeposit } = await demo.graphql(START_DEPOSIT, { input: card('50.00') });
    expect(startDeposit).toMatchObject({ __typename: 'DepositStarted' });
    const { deposit, next, message } = startDeposit;
    expect(message).toBe('You will be taken to the payment page to complete your deposit.');
    expect(deposit).toMatchObject({ status: 'PENDING', amount: { amount: '50.00', currency: 'EUR' } });
    expect(next).toMatchObject({ __typename: 'DepositRedirect' });

    const { html, submit } = await payOnSandboxPage(next.url, '4242 4242 4242 4242');
    expect(html).toContain('50.00 EUR');
    const paid = await submit();
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/en-US/user/depositAndWithdraw/deposit?status=approved&depositId=${deposit.legacyId}`);

    const [event] = await live.done;
    expect(event!.data.balanceChanged).toEqual({
      __typename: 'BalanceChanged',
      currency: 'EUR',
      balance: { cash: { amount: '1050.00' }, total: { amount: '1050.00' } },
      viewer: { balance: { amount: '1050.00' } },
    });
    expect((await changes.done).map((result) => result.data.transactionChanged)).toEqual([
      { legacyId: deposit.legacyId, status: 'PENDING' },
      { legacyId: deposit.legacyId, status: 'COMPLETED' },
    ]);
    await ws.dispose();

    // The same form posted again (a double click, a back button): nothing moves twice.
    expect((await submit()).status).toBe(303);
    const after = await balanceOf(demo);
    expect(after.balance.amount).toBe('1050.00');
    expect(after.balanceDetails).toMatchObject({ cash: { amount: '1050.00' }, bonus: { amount: '0.00' }, reserved: { amount: '0.00' }, total: { amount: '1050.00' } });
    const { viewer } = await demo.graphql(`query ($id: String!) { viewer { transaction(legacyId: $id) { id status statusText method methodName completedAt } } }`, { id: deposit.legacyId });
    expect(viewer.transaction).toMatchObject({ id: deposit.id, status: 'COMPLETED', statusText: 'Completed', method: 'card', methodName: 'Debit/Credit Card' });
  });

  it('a declined card changes nothing and says why', async () => {
    const player = await newPlayer();
    const { startDeposit } = await player.graphql(START_DEPOSIT, { input: card('20.00') });
    const { submit } = await payOnSandboxPage(startDeposit.next.url, '4000 0000 0000 0002');
    const declined = await submit();
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toMatch(/\?status=declined&depositId=\d+$/);
    expect((await balanceOf(player)).balanceDetails.cash.amount).toBe('0.00');
    const { viewer } = await player.graphql('{ viewer { transactions(first: 20) { totalCount edges { node { status statusGroup reason reasonText } } } } }');
    expect(viewer.transactions.totalCount).toBe(1);
    expect(viewer.transactions.edges[0].node).toEqual({ status: 'REJECTED_BY_PAYMENT_SYSTEM', statusGroup: 'REJECTED', reason: 'card_declined', reasonText: 'Your card was declined.' });
  });

  it('answers each method kind: bank instructions credited by the provider callback through the gateway, a voucher, the X1 widget, a crypto address', async () => {
    const player = await newPlayer();
    const bank = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'banktransfer', amount: '30.00', agreeWithDepositTerms: true } })).startDeposit;
    expect(bank.next).toMatchObject({ __typename: 'BankTransferInstructions', bankName: 'Oddsgate Sandbox Bank', accountName: 'Oddsgate Payments AB' });
    expect(bank.next.referenceNumber).toMatch(/^OG[A-Z2-9]{10}$/);
    // The bank's notification reaches the site (the gateway) and is passed through byte for byte, signature and all.
    const { body, signature } = signedCallback({ TransactionId: `bank-${randomUUID()}`, Status: 'approved', Amount: '30.00', Currency: 'EUR', ReferenceNumber: bank.next.referenceNumber });
    const notified = await fetch(`${stack.url}/api/cashier/callback/tigergateway`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body });
    expect(notified.status).toBe(200);
    expect(((await notified.json()) as Json).Deposit.StatusID).toBe(2);
    const forged = await fetch(`${stack.url}/api/cashier/callback/tigergateway`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': 'sha256=00' }, body });
    expect(forged.status).toBe(401);

    const voucher = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'vouchers', voucherCode: 'DEMO-VOUCHER-25', currency: 'EUR' } })).startDeposit;
    expect(voucher.next).toEqual({ __typename: 'DepositCredited', amount: { amount: '25.00', currency: 'EUR' } });
    expect(voucher.viewer.balance.amount).toBe('55.00');
    const again = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'vouchers', voucherCode: 'DEMO-VOUCHER-25', currency: 'EUR' } })).startDeposit;
    expect(again).toMatchObject({ __typename: 'CashierError', code: 'VOUCHER_USED', message: 'This voucher has already been used.', field: 'VoucherCode' });

    const x1 = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'x1', amount: '10.00', agreeWithDepositTerms: true } })).startDeposit;
    expect(x1.next).toMatchObject({ __typename: 'X1Widget', widgetId: 'oddsgate-x1-sandbox', transfer: { depositAmount: { amount: '10.00', currency: 'EUR' } } });
    expect((await player.graphql('{ viewer { x1Status { status transferId } } }')).viewer.x1Status).toEqual({ status: 'IN_PROGRESS', transferId: x1.next.transfer.transferId });
    const { confirmX1Transfer } = await player.graphql(
      'mutation ($id: String!) { confirmX1Transfer(transferId: $id) { __typename ... on X1TransferConfirmed { message deposit { status } viewer { balance { amount } } } } }',
      { id: x1.next.transfer.transferId },
    );
    expect(confirmX1Transfer).toEqual({ __typename: 'X1TransferConfirmed', message: 'Your deposit of 10.00 EUR has been credited.', deposit: { status: 'COMPLETED' }, viewer: { balance: { amount: '65.00' } } });

    const crypto = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'allinonecrypto', currency: 'ETH' } })).startDeposit;
    expect(crypto.deposit).toBeNull();
    expect(crypto.next).toMatchObject({ __typename: 'CryptoDepositAddress', currency: 'ETH', minimumAmount: { amount: '0.01' } });
    const { viewer } = await player.graphql('{ viewer { cryptoDepositAddress(currency: "ETH") { ... on CryptoDepositAddress { address } } bad: cryptoDepositAddress(currency: "XYZ") { __typename } } }');
    expect(viewer.cryptoDepositAddress.address).toBe(crypto.next.address);
    expect(viewer.bad).toMatchObject({ __typename: 'ValidationError' });
  });

  it('answers a form rule with ValidationError carrying the seed\'s message per field', async () => {
    const player = await newPlayer();
    const voucher = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'vouchers', currency: 'EUR' } })).startDeposit;
    expect(voucher).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', message: 'Please check the highlighted fields.', fields: [{ field: 'VoucherCode', message: 'Voucher Code is required' }] });
    const amount = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'skrill', agreeWithDepositTerms: true } })).startDeposit;
    expect(amount.fields).toEqual([{ field: 'Amount', message: 'Amount is required' }]);
    const offSite = (await player.graphql(START_DEPOSIT, { input: { ...card('10.00'), returnUrl: '//evil.example/steal' } })).startDeposit;
    expect(offSite.fields).toEqual([{ field: 'ReturnUrl', message: 'The return address must be a page of this site.' }]);
    // In the request language, German formal.
    const german = (await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'skrill', agreeWithDepositTerms: true } }, { 'accept-language': 'de-DE' })).startDeposit;
    expect(german.message).toBe('Bitte überprüfen Sie die markierten Felder.');
    expect(await balanceOf(player)).toMatchObject({ balance: { amount: '0.00' } });
  });
});

const REQUEST_WITHDRAWAL = `mutation ($input: RequestWithdrawalInput!) {
  requestWithdrawal(input: $input) {
    __typename
    ... on WithdrawalPayload { message withdrawal { id legacyId status cancelable amount { amount } } viewer { balanceDetails { cash { amount } reserved { amount } } } }
    ... on Error { code message }
    ... on CashierError { field }
    ... on ValidationError { fields { field message } }
  }
}`;

describe('withdrawals through the gateway', () => {
  it('reserves the money, shows it pending in the history, and cancelling returns it', async () => {
    const player = await newPlayer(10_000n);
    const input = { method: 'skrill', amount: '40.00', password: TEST_PASSWORD, email: 'player@example.com', idempotencyKey: randomUUID() };
    const { requestWithdrawal } = await player.graphql(REQUEST_WITHDRAWAL, { input });
    expect(requestWithdrawal).toMatchObject({ __typename: 'WithdrawalPayload' });
    const { withdrawal, message, viewer } = requestWithdrawal;
    expect(message).toBe('Your withdrawal was successfully submitted and will be processed in up to 3 business days (if approved)');
    expect(withdrawal).toMatchObject({ status: 'PENDING', cancelable: true, amount: { amount: '40.00' } });
    expect(viewer.balanceDetails).toEqual({ cash: { amount: '60.00' }, reserved: { amount: '40.00' } });

    // A retry with the same key (a lost answer) is the same withdrawal: the money is reserved once.
    const retried = (await player.graphql(REQUEST_WITHDRAWAL, { input })).requestWithdrawal;
    expect(retried.withdrawal.id).toBe(withdrawal.id);
    expect(retried.viewer.balanceDetails.cash.amount).toBe('60.00');

    const history = await player.graphql('{ viewer { transactions(group: PENDING, type: WITHDRAWAL, first: 20) { totalCount edges { node { id status statusText cancelable } } } } }');
    expect(history.viewer.transactions).toEqual({ totalCount: 1, edges: [{ node: { id: withdrawal.id, status: 'PENDING', statusText: 'Pending', cancelable: true } }] });

    const cancel = `mutation ($id: ID!) { cancelWithdrawal(id: $id) { __typename ... on WithdrawalPayload { message withdrawal { id status cancelable } } ... on Error { code message } } }`;
    const { cancelWithdrawal } = await player.graphql(cancel, { id: withdrawal.id });
    expect(cancelWithdrawal).toEqual({
      __typename: 'WithdrawalPayload',
      message: 'Your withdrawal has been cancelled and the amount returned to your balance.',
      withdrawal: { id: withdrawal.id, status: 'CANCELED', cancelable: false },
    });
    expect((await balanceOf(player)).balanceDetails).toMatchObject({ cash: { amount: '100.00' }, reserved: { amount: '0.00' } });
    expect((await player.graphql(cancel, { id: withdrawal.id })).cancelWithdrawal).toEqual({ __typename: 'CashierError', code: 'NOT_CANCELABLE', message: 'Only pending withdrawals can be cancelled.' });
    // Another player's withdrawal, or an id of something else, is not found.
    const stranger = await newPlayer();
    expect((await stranger.graphql(cancel, { id: withdrawal.id })).cancelWithdrawal).toEqual({ __typename: 'CashierError', code: 'WITHDRAWAL_NOT_FOUND', message: 'This withdrawal was not found.' });
    expect((await player.graphql(cancel, { id: 'not-an-id' })).cancelWithdrawal).toEqual({ __typename: 'CashierError', code: 'WITHDRAWAL_NOT_FOUND', message: 'This withdrawal was not found.' });
  });

  it('refuses a wrong password and an amount above the balance as typed cashier errors on their fields', async () => {
    const player = await newPlayer(1_000n);
    const wrong = (await player.graphql(REQUEST_WITHDRAWAL, { input: { method: 'skrill', amount: '10.00', password: 'Nope1234', email: 'p@example.com' } })).requestWithdrawal;
    expect(wrong).toEqual({ __typename: 'CashierError', code: 'WRONG_PASSWORD', message: 'The password is not correct.', field: 'Password' });
    const tooMuch = (await player.graphql(REQUEST_WITHDRAWAL, { input: { method: 'skrill', amount: '50.00', password: TEST_PASSWORD, email: 'p@example.com' } })).requestWithdrawal;
    expect(tooMuch).toEqual({ __typename: 'CashierError', code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance.', field: 'Amount' });
    expect((await balanceOf(player)).balanceDetails.cash.amount).toBe('10.00');
  });

  it('pages the history 20 at a time with Relay cursors', async () => {
    const player = await newPlayer(100_000n);
    for (let i = 0; i < 23; i++) {
      await player.graphql(REQUEST_WITHDRAWAL, { input: { method: 'skrill', amount: '10.00', password: TEST_PASSWORD, email: 'p@example.com' } });
    }
    const page = 'query ($after: String) { viewer { transactions(first: 20, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } } }';
    const before = await upstreamCalls();
    const first = (await player.graphql(page)).viewer.transactions;
    // The session, then one history page: a page aligned on the platform's 20 costs one call.
    expect((await upstreamCalls()) - before).toBe(2);
    expect(first.totalCount).toBe(23);
    expect(first.edges).toHaveLength(20);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await player.graphql(page, { after: first.pageInfo.endCursor })).viewer.transactions;
    expect(second.edges).toHaveLength(3);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(new Set([...first.edges, ...second.edges].map((edge: Json) => edge.node.id)).size).toBe(23);
    // A range the platform refuses is a visible error of the list, in the request language.
    await expect(player.graphql('{ viewer { transactions(from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z") { totalCount } } }')).rejects.toThrow(
      'The start date must be before the end date.',
    );
  });
});

describe('bonuses through the gateway', () => {
  const CLAIM = `mutation ($code: String!) { claimBonus(code: $code) {
    __typename
    ... on BonusPayload { message bonus { id code status kind amount { amount } } }
    ... on Error { code message }
    ... on BonusError { requiresDeposit }
  } }`;

  it('claims with the seed\'s success text and tells the client when a deposit is what the bonus needs', async () => {
    const player = await newPlayer();
    const { viewer } = await player.graphql('{ viewer { bonuses { general { code status requiresDeposit } personal { id } } } }');
    expect(viewer.bonuses.general.map((b: Json) => b.code)).toEqual(['WELCOME100', 'FREESPINS50', 'FREEBET10', 'CASHBACK8']);

    const freeBet = (await player.graphql(CLAIM, { code: 'FREEBET10' })).claimBonus;
    expect(freeBet).toMatchObject({ message: 'Bonus code successfully activated!', bonus: { code: 'FREEBET10', status: 'ACTIVE', kind: 'FREE_BET', amount: { amount: '10.00' } } });

    expect((await player.graphql(CLAIM, { code: 'WELCOME100' })).claimBonus).toEqual({
      __typename: 'BonusError',
      code: 'BONUS_DEPOSIT_REQUIRED',
      message: 'This bonus is assigned to a deposit. Please make a deposit to claim it.',
      requiresDeposit: true,
    });
    expect((await player.graphql(CLAIM, { code: 'NOPE' })).claimBonus).toEqual({ __typename: 'BonusError', code: 'BONUS_INVALID', message: 'This bonus code is not valid.', requiresDeposit: false });
    expect((await player.graphql(CLAIM, { code: '' })).claimBonus).toMatchObject({ __typename: 'ValidationError' });
    const swedish = (await player.graphql(CLAIM, { code: 'FREEBET10' }, { 'accept-language': 'sv-SE' })).claimBonus;
    expect(swedish).toMatchObject({ code: 'BONUS_ALREADY_CLAIMED', message: 'Du har redan tagit del av den här bonusen.' });

    const mine = await player.graphql('{ viewer { myBonuses(status: ACTIVE) { totalCount edges { node { id code cancelable } } } } }');
    expect(mine.viewer.myBonuses.edges.map((e: Json) => e.node)).toEqual([{ id: freeBet.bonus.id, code: 'FREEBET10', cancelable: true }]);
    const { cancelBonus } = await player.graphql('mutation ($id: ID!) { cancelBonus(id: $id) { ... on BonusPayload { message bonus { status } } } }', { id: freeBet.bonus.id });
    expect(cancelBonus).toEqual({ message: 'Your bonus has been canceled.', bonus: { status: 'CANCELED' } });
    expect((await player.graphql('{ viewer { myBonuses(status: HISTORY) { edges { node { code status } } } } }')).viewer.myBonuses.edges).toEqual([{ node: { code: 'FREEBET10', status: 'CANCELED' } }]);
  });

  it('grants the welcome bonus on a deposit, as bonus money on the balance', async () => {
    const player = await newPlayer();
    const { startDeposit } = await player.graphql(START_DEPOSIT, { input: { ...card('100.00') } });
    const { submit } = await payOnSandboxPage(startDeposit.next.url, '5555 5555 5555 4444');
    expect((await submit()).status).toBe(303);
    const { claimBonus } = await player.graphql(CLAIM, { code: 'WELCOME100' });
    expect(claimBonus).toMatchObject({ message: 'Bonus code successfully activated!', bonus: { code: 'WELCOME100', amount: { amount: '100.00' } } });
    expect((await balanceOf(player)).balanceDetails).toMatchObject({ cash: { amount: '100.00' }, bonus: { amount: '100.00' }, total: { amount: '200.00' } });
  });
});

describe('visitors and the passthrough', () => {
  it('answers AuthError to visitors\' mutations and subscriptions; their viewer is null', async () => {
    const visitor = browser();
    expect((await visitor.graphql(BALANCE)).viewer).toBeNull();
    expect((await visitor.graphql(START_DEPOSIT, { input: card('10.00') })).startDeposit).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    expect((await visitor.graphql(REQUEST_WITHDRAWAL, { input: { method: 'skrill', amount: '1.00' } })).requestWithdrawal).toMatchObject({ __typename: 'AuthError' });
    expect((await visitor.graphql('mutation { claimBonus(code: "FREEBET10") { __typename } }')).claimBonus).toMatchObject({ __typename: 'AuthError' });
    expect((await visitor.graphql('mutation { cancelWithdrawal(id: "x") { __typename } }')).cancelWithdrawal).toMatchObject({ __typename: 'AuthError' });
    const ws = wsClient(stack.graphqlUrl);
    const [result] = await firstResults<Json>(ws, { query: 'subscription { balanceChanged { __typename ... on Error { code } } }' }).done;
    expect(result!.data.balanceChanged).toEqual({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
    await ws.dispose();
    // The status catalogue is public.
    const { transactionStatuses } = await visitor.graphql('{ transactionStatuses { statuses { status label group } groups { group label } } }');
    expect(transactionStatuses.statuses).toHaveLength(17);
    expect(transactionStatuses.groups[0]).toEqual({ group: 'ALL', label: 'All type' });
  });

  it('passes through the sandbox page and the provider callbacks only: it is not an open proxy', async () => {
    const refused = [
      ['GET', '/api/cashier/balance'],
      ['GET', '/api/cashier/transactions/statuses'],
      ['POST', '/api/cashier/deposit'],
      ['GET', '/api/cashier/sandbox/abc'],
      ['PUT', '/api/cashier/sandbox/1'],
      ['GET', '/api/cashier/callback/sandboxpay'],
      ['POST', '/api/cashier/callback/Not_A_Provider'],
      ['GET', '/api/cashier/sandbox/1/../../balance'],
    ] as const;
    for (const [method, path] of refused) expect((await fetch(`${stack.url}${path}`, { method })).status, `${method} ${path}`).toBe(404);
    // A page link without its signed token is the platform's refusal, passed through.
    const unsigned = await fetch(`${stack.url}/api/cashier/sandbox/1`);
    expect(unsigned.status).toBe(403);
    const big = await fetch(`${stack.url}/api/cashier/callback/sandboxpay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
  });
});
