/**
 * Responsible gambling through the gateway (issue 17): the real platform and the real gateway on loopback,
 * HTTP and SSE between them. Every refusal by a limit or an exclusion reaches a GraphQL client as the typed
 * error of the door it passed (a deposit's CashierError, a sign-in's AuthError, a bet's BetError, an agent
 * transfer's AgentFormError) with the platform's message, never as a masked "unexpected error".
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StubRegister, useNationalRegister } from '../../platform/responsible/register';
import { saveSettings } from '../../platform/responsible/store';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { readCaptcha, solvePow } from '../helpers/account';
import { testAccount } from '../helpers/agents';
import { simpleBook } from '../helpers/betting';
import { gatewayBrowser } from '../helpers/browser';
import { creditForTest, createTestPlayer, TEST_PASSWORD } from '../helpers/cashier';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { expectBalancedLedger } from '../helpers/ledger';
import { startStack, type Stack } from '../helpers/stack';

const ADMIN = 'responsible-gateway-admin-token';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, powDifficulty: 4, testControls: true, adminToken: ADMIN, jackpotIntervalMs: 0 } });
  const ingest = createFeedIngest(stack.platform.database.db);
  await ingest.fixtures([fixture('rg')]);
  await ingest.updates([update('rg', { state: state(), markets: simpleBook({ home: 2, draw: 3.4, away: 3.6 }) })]);
});
afterAll(() => stack.close());
// ARCHITECTURE rule 2, and issue 17: a refusal changes nothing, so the ledger balances whatever was refused.
afterEach(() => expectBalancedLedger(stack.platform.database.db));

const db = () => stack.platform.database.db;
const browser = (cookie = '') => gatewayBrowser(() => stack, cookie, { lang: 'en-US' });
type Browser = ReturnType<typeof browser>;

/** A fresh player with a session of their own (a cookie, as the web client holds it) and `cash` minor units of EUR. */
async function newPlayer(cash = 0n, options: { country?: string } = {}) {
  const player = await createTestPlayer(db(), stack.platform.config, options);
  if (cash > 0n) await creditForTest(db(), player.userId, 'EUR', cash);
  const username = (await db().selectFrom('users').select('username').where('id', '=', player.userId).executeTakeFirstOrThrow()).username;
  return Object.assign(browser(`og_session=${player.token}`), { userId: player.userId, token: player.token, email: player.email, username });
}
type Player = Awaited<ReturnType<typeof newPlayer>>;

/** The platform's REST contract, called as the player (setting up a state the GraphQL side then meets). */
async function rest(player: Pick<Player, 'token'>, method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.platformUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-session-token': player.token, 'accept-language': 'en-US' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A sign-in as the web client sends it: a captcha read and its proof of work solved. */
async function signIn(userName: string) {
  const client = browser();
  const { captcha } = await client.graphql('{ captcha { id image powChallenge powDifficulty } }');
  const [challenge, nonce] = solvePow(captcha.powChallenge, captcha.powDifficulty).split(':');
  const { signIn: answer } = await client.graphql(
    'mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { code message } } }',
    { input: { userName, password: TEST_PASSWORD, captchaId: captcha.id, captcha: readCaptcha(captcha.image), powChallenge: challenge, powNonce: nonce } },
  );
  return answer as Json;
}

const cashOf = async (player: Browser) => (await player.graphql('{ viewer { balance { amount } } }')).viewer.balance.amount as string;
const globalId = (type: string, id: number | string | bigint) => Buffer.from(`${type}:${id}`).toString('base64');

async function oddId(outcome: 'home' | 'draw' | 'away'): Promise<number> {
  const row = await db().selectFrom('matches').select('odd_ids').where('feed_key', '=', 'rg').executeTakeFirstOrThrow();
  return (row.odd_ids as Record<string, number>)[`match/1x2#${outcome}`]!;
}

const START_DEPOSIT = `mutation ($input: StartDepositInput!) {
  startDeposit(input: $input) { __typename ... on Error { code message } ... on CashierError { field } }
}`;
const PLACE = `mutation ($input: PlaceBetInput!) {
  placeBet(input: $input) { __typename ... on Error { code message } ... on BetError { betErrorCode } }
}`;
const LAUNCH = `mutation ($input: LaunchGameInput!) {
  launchGame(input: $input) { __typename ... on GameLaunch { url } ... on Error { code message } }
}`;
const TRANSFER = `mutation ($input: TransferToSubAccountInput!) {
  transferToSubAccount(input: $input) { __typename ... on SubAccount { balance { amount } } ... on Error { code message } }
}`;

/** A moment as the platform's messages print it (platform/responsible/guards.ts moment). */
const printed = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

describe('a refusal by a limit or an exclusion, through GraphQL', () => {
  it('a deposit over the deposit limit is a CashierError naming the limit, and nothing is charged', async () => {
    const player = await newPlayer();
    expect((await rest(player, 'PUT', '/api/responsible/limits', { Kind: 'deposit', Period: 'day', Amount: '20.00' })).status).toBe(200);
    const { startDeposit } = await player.graphql(START_DEPOSIT, { input: { paymentMethod: 'card', amount: '50', agreeWithDepositTerms: true, cardCountry: 'SE' } });
    expect(startDeposit).toMatchObject({ __typename: 'CashierError', code: 'DEPOSIT_LIMIT_REACHED', field: null });
    // The platform's own en-US text, verbatim: it names the limit, what is left and when it resets.
    expect(startDeposit.message).toMatch(/^This deposit is over your 24-hour deposit limit of 20\.00 EUR: you can deposit 20\.00 EUR until it resets at \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    const deposits = await db().selectFrom('cashier_transactions').select('id').where('user_id', '=', player.userId).execute();
    expect(deposits).toEqual([]);
  });

  it('a self-excluded, timed-out, sign-in-paused or nationally excluded person signing in gets an AuthError with its reason', async () => {
    const excluded = await newPlayer();
    const exclusion = await rest(excluded, 'POST', '/api/responsible/self-exclusion', { Term: '6m' });
    expect(exclusion.status).toBe(200);
    expect(await signIn(excluded.username)).toEqual({
      __typename: 'AuthError',
      code: 'SELF_EXCLUDED',
      message: `You have self-excluded until ${printed(exclusion.body.Exclusion.Until)}. Until then you cannot sign in, deposit or play; contact support to withdraw your balance.`,
    });

    const resting = await newPlayer();
    const timeOut = await rest(resting, 'POST', '/api/responsible/time-out', { Term: '24h' });
    expect(await signIn(resting.username)).toEqual({
      __typename: 'AuthError',
      code: 'TIMED_OUT',
      message: `You are taking a time-out until ${printed(timeOut.body.Exclusion.Until)}. You can sign in, deposit and play again after that.`,
    });

    const paused = await newPlayer();
    const until = new Date(Date.now() + 30 * 60_000);
    await saveSettings(db(), paused.userId, { sign_in_paused_until: until });
    expect(await signIn(paused.username)).toEqual({ __typename: 'AuthError', code: 'SIGN_IN_PAUSED', message: `Your session limit was reached. You can sign in again at ${printed(until.toISOString())}.` });

    const listed = await newPlayer();
    const register = new StubRegister();
    register.exclude(listed.email);
    const restore = useNationalRegister(register);
    try {
      expect(await signIn(listed.username)).toEqual({
        __typename: 'AuthError',
        code: 'NATIONALLY_EXCLUDED',
        message: 'You are registered with the national self-exclusion scheme, so we cannot let you sign in.',
      });
    } finally {
      restore();
    }
  });

  it('a bet over the wager limit or past the loss limit is a BetError, and the balance is untouched', async () => {
    const selections = [{ oddId: globalId('Odd', await oddId('home')), odds: '2.00' }];
    const wagering = await newPlayer(100_00n);
    await rest(wagering, 'PUT', '/api/responsible/limits', { Kind: 'wager', Period: 'week', Amount: '5.00' });
    const wager = (await wagering.graphql(PLACE, { input: { type: 'SINGLE', stake: '10', selections } })).placeBet;
    expect(wager).toMatchObject({ __typename: 'BetError', code: 'WAGER_LIMIT_REACHED', betErrorCode: 'WAGER_LIMIT_REACHED' });
    expect(wager.message).toMatch(/^This stake is over your 7-day wager limit of 5\.00 EUR: you can stake 5\.00 EUR until it resets at /);
    expect(await cashOf(wagering)).toBe('100.00');

    const losing = await newPlayer(100_00n);
    await rest(losing, 'PUT', '/api/responsible/limits', { Kind: 'loss', Period: 'month', Amount: '3.00' });
    const loss = (await losing.graphql(PLACE, { input: { type: 'SINGLE', stake: '4', selections } })).placeBet;
    expect(loss).toMatchObject({ __typename: 'BetError', code: 'LOSS_LIMIT_REACHED', betErrorCode: 'LOSS_LIMIT_REACHED' });
    expect(loss.message).toMatch(/^This stake could take you past your 30-day loss limit of 3\.00 EUR/);
    expect(await cashOf(losing)).toBe('100.00');
  });

  it("a UKGC player's slot spin over the stake cap or too soon after the last reaches the game page as the casino's error", async () => {
    const player = await newPlayer(100_00n, { country: 'GB' });
    await db().updateTable('users').set({ birth_date: '1990-01-01' }).where('id', '=', player.userId).execute();
    const games = await player.graphql('{ casinoGames(kind: SLOT, first: 1) { edges { node { id } } } }');
    const { launchGame } = await player.graphql(LAUNCH, { input: { gameId: games.casinoGames.edges[0].node.id, mode: 'REAL' } });
    const token = launchGame.url.split('/').at(-1);
    // The game page's play call, through the gateway's /games passthrough with the player's cookie (as the frame sends it).
    const spin = async (Stake: string) => {
      const response = await fetch(`${stack.url}/games/api/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US', cookie: player.cookie },
        body: JSON.stringify({ Action: 'spin', Stake, RequestId: `${token}-${Stake}-${Date.now()}` }),
      });
      return { status: response.status, body: (await response.json()) as Json };
    };
    const capped = await spin('6.00');
    expect(capped).toMatchObject({ status: 403, body: { HasErrors: true, ErrorCode: 'SLOT_STAKE_CAP' } });
    expect(capped.body.ErrorMessage).toContain('5.00 EUR');
    expect((await spin('5.00')).status).toBe(200);
    const tooSoon = await spin('1.00');
    expect(tooSoon).toMatchObject({ status: 429, body: { HasErrors: true, ErrorCode: 'SLOT_CYCLE_TOO_FAST' } });
    expect(await cashOf(player)).toBe('95.00');
  });

  it("an agent's transfer to a self-excluded player is the agent form's error, and no money moves", async () => {
    const agentAccount = await testAccount(db(), stack.platform.config, 4, { cash: 100_00n });
    const agent = browser(`og_session=${agentAccount.token}`);
    const sub = await testAccount(db(), stack.platform.config, 0, { parent: agentAccount.userId });
    expect((await rest(sub, 'POST', '/api/responsible/self-exclusion', { Term: '1y' })).status).toBe(200);
    const { transferToSubAccount } = await agent.graphql(TRANSFER, { input: { id: globalId('SubAccount', sub.userId), direction: 'DEPOSIT', amount: '10', idempotencyKey: 'rg-1' } });
    expect(transferToSubAccount).toEqual({ __typename: 'AgentFormError', code: 'RECIPIENT_EXCLUDED', message: 'This player is on a time-out or self-excluded and cannot receive transfers.' });
    expect(await cashOf(agent)).toBe('100.00');
  });
});
