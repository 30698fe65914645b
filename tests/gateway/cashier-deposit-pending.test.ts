/** Issue 24 at the gateway: a pending deposit is resumed (its payment page again) or cancelled, with typed errors. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer } from '../helpers/cashier';
import { startStack, type Stack } from '../helpers/stack';
import { gatewayBrowser } from '../helpers/browser';
import { expectBalancedLedger } from '../helpers/ledger';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: {} });
});
afterAll(() => stack.close());
afterEach(() => expectBalancedLedger(stack.platform.database.db));

async function newPlayer() {
  const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  return gatewayBrowser(() => stack, `og_session=${player.token}`, { keepCookies: true });
}

const START = `mutation { startDeposit(input: { paymentMethod: "card", amount: "20.00", agreeWithDepositTerms: true, cardCountry: "SE" }) {
  ... on DepositStarted { deposit { id } next { ... on DepositRedirect { url } } } } }`;
const RESUME = `mutation ($id: ID!) { resumeDeposit(id: $id) { __typename
  ... on DepositStarted { deposit { id status } next { __typename ... on DepositRedirect { url } } }
  ... on Error { code message } } }`;
const CANCEL = `mutation ($id: ID!) { cancelDeposit(id: $id) { __typename
  ... on DepositCancelled { message deposit { id status } viewer { balance { amount } } }
  ... on Error { code message } } }`;

describe('resumeDeposit and cancelDeposit', () => {
  it('resumes a pending card deposit to its payment page, cancels it once for all, then refuses both', async () => {
    const player = await newPlayer();
    const { startDeposit } = await player.graphql(START);
    const id = startDeposit.deposit.id as string;
    const { resumeDeposit } = await player.graphql(RESUME, { id });
    expect(resumeDeposit).toEqual({ __typename: 'DepositStarted', deposit: { id, status: 'PENDING' }, next: { __typename: 'DepositRedirect', url: startDeposit.next.url } });

    const cancelled = {
      __typename: 'DepositCancelled',
      message: 'Your deposit has been cancelled. No money was taken from your balance.',
      deposit: { id, status: 'CANCELED' },
      viewer: { balance: { amount: '0.00' } },
    };
    expect((await player.graphql(CANCEL, { id })).cancelDeposit).toEqual(cancelled);
    expect((await player.graphql(CANCEL, { id })).cancelDeposit).toEqual(cancelled);
    expect((await player.graphql(RESUME, { id })).resumeDeposit).toEqual({
      __typename: 'CashierError',
      code: 'NOT_CANCELABLE',
      message: 'Only a pending deposit that has not expired can be resumed.',
    });
  });

  it("does not find another player's deposit or a malformed id, and needs a session", async () => {
    const owner = await newPlayer();
    const id = (await owner.graphql(START)).startDeposit.deposit.id as string;
    const stranger = await newPlayer();
    const notFound = { __typename: 'CashierError', code: 'DEPOSIT_NOT_FOUND', message: 'This deposit was not found.' };
    expect((await stranger.graphql(CANCEL, { id })).cancelDeposit).toEqual(notFound);
    expect((await stranger.graphql(RESUME, { id })).resumeDeposit).toEqual(notFound);
    expect((await owner.graphql(CANCEL, { id: 'not-an-id' })).cancelDeposit).toEqual(notFound);
    const visitor = gatewayBrowser(() => stack, '', { keepCookies: true });
    expect((await visitor.graphql(CANCEL, { id })).cancelDeposit).toMatchObject({ __typename: 'AuthError' });
    expect((await owner.graphql(RESUME, { id })).resumeDeposit).toMatchObject({ __typename: 'DepositStarted' });
  });
});
