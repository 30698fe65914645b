/**
 * Responsible gambling through the gateway (issue 17): the real platform and the real gateway on loopback,
 * HTTP and SSE between them. Every refusal by a limit or an exclusion reaches a GraphQL client as the typed
 * error of the door it passed (a deposit's CashierError, a sign-in's AuthError, a bet's BetError, an agent
 * transfer's AgentFormError) with the platform's message, never as a masked "unexpected error".
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES } from '../../platform/responsible/profiles';
import { StubRegister, useNationalRegister } from '../../platform/responsible/register';
import { saveSettings } from '../../platform/responsible/store';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { solveAltcha, solvePow } from '../helpers/account';
import { testAccount } from '../helpers/agents';
import { simpleBook } from '../helpers/betting';
import { gatewayBrowser } from '../helpers/browser';
import { creditForTest, createTestPlayer, signedCallback, TEST_PASSWORD } from '../helpers/cashier';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { expectBalancedLedger } from '../helpers/ledger';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

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
  const { captcha } = await client.graphql('{ captcha { altcha { algorithm challenge maxNumber salt signature } powChallenge powDifficulty } }');
  const [challenge, nonce] = solvePow(captcha.powChallenge, captcha.powDifficulty).split(':');
  const { signIn: answer } = await client.graphql(
    'mutation ($input: SignInInput!) { signIn(input: $input) { __typename ... on Error { code message } } }',
    { input: { userName, password: TEST_PASSWORD, altcha: solveAltcha(captcha.altcha), powChallenge: challenge, powNonce: nonce } },
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
    // In the request's language: the platform translates, the gateway passes the text on.
    const german = gatewayBrowser(() => stack, player.cookie, { lang: 'de-DE' });
    const { startDeposit: refusedInGerman } = await german.graphql(START_DEPOSIT, { input: { paymentMethod: 'card', amount: '50', agreeWithDepositTerms: true, cardCountry: 'SE' } });
    expect(refusedInGerman.message).toMatch(/^Diese Einzahlung übersteigt Ihr Einzahlungslimit \(.+\) von 20\.00 EUR/);
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
    expect(await cashOf(player)).toBe('100.00');
    expect((await spin('5.00')).status).toBe(200);
    const afterSpin = await cashOf(player);
    const tooSoon = await spin('1.00');
    expect(tooSoon).toMatchObject({ status: 429, body: { HasErrors: true, ErrorCode: 'SLOT_CYCLE_TOO_FAST' } });
    expect(await cashOf(player)).toBe(afterSpin);
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

/** The operator's test hook (TEST_CONTROLS): the player's responsible-gambling clock moves forward. */
async function advance(userId: bigint, minutes: number) {
  const response = await fetch(`${stack.platformUrl}/api/admin/responsible/${userId}/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
    body: JSON.stringify({ AdvanceMinutes: minutes }),
  });
  expect(response.status).toBe(200);
}

/** A card deposit the sandbox provider then pays (the provider's signed callback), as a real one completes. */
async function paidDeposit(player: Player, amount: string) {
  const started = await rest(player, 'POST', '/api/cashier/deposit', { PaymentMethod: 'card', Amount: amount, AgreeWithDepositTerms: true, CardCountry: 'SE' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { body, signature } = signedCallback({ DepositId: started.body.Deposit.Id, TransactionId: `rg-gw-${started.body.Deposit.Id}`, Status: 'approved', Amount: amount, Currency: 'EUR' });
  const paid = await fetch(`${stack.platformUrl}/api/cashier/callback/sandboxpay`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body });
  expect(paid.status).toBe(200);
}

const SET_LIMIT = `mutation ($input: SetResponsibleLimitInput!) { setResponsibleLimit(input: $input) { __typename
  ... on SetResponsibleLimitPayload { effect responsibleGambling { id limits { kind period amount { amount currency } remaining { amount } pending { amount { amount } effectiveAt confirmable } } } }
  ... on ValidationError { fields { field message } }
  ... on Error { code message } } }`;
const CONFIRM = `mutation ($input: ResponsibleLimitWindowInput!) { confirmResponsibleLimit(input: $input) { __typename
  ... on ResponsibleGambling { limits { kind period amount { amount } pending { effectiveAt } } }
  ... on Error { code message } } }`;
const SESSION_LIMIT = `mutation ($minutes: Int) { setSessionTimeLimit(minutes: $minutes) { __typename
  ... on ResponsibleGambling { sessionLimitMinutes }
  ... on ValidationError { fields { field } }
  ... on Error { code message } } }`;
const REALITY_CHECK = `mutation ($interval: RealityCheckInterval) { setRealityCheckInterval(interval: $interval) { __typename
  ... on ResponsibleGambling { realityCheckMinutes chosenRealityCheckMinutes realityCheckImposed realityCheck { intervalMinutes nextCheckAt } }
  ... on Error { code message } } }`;
const TIME_OUT = `mutation ($term: ResponsibleTimeOutTerm!) { takeTimeOut(term: $term) { __typename
  ... on ResponsibleExclusionPayload { exclusion { kind term from until } }
  ... on Error { code message } } }`;
const SELF_EXCLUDE = `mutation ($term: ResponsibleSelfExclusionTerm!) { selfExclude(term: $term) { __typename
  ... on ResponsibleExclusionPayload { exclusion { kind term from until } }
  ... on Error { code message } } }`;
const STATE = `query ($first: Int, $after: String) { viewer { responsibleGambling {
  now currency sessionLimitMinutes realityCheckMinutes realityCheckImposed signInPausedUntil
  profile { name coolingOffHours mandatoryRealityCheckMinutes slotMinimumCycleMs slotAutoplay slotMaxStakePerSpin { amount currency } slotYoungAdultMaxStakePerSpin { amount } maxBonusWageringMultiple }
  limits { kind period amount { amount } used { amount } remaining { amount } resetsAt pending { amount { amount } confirmable } }
  exclusion { kind }
  realityCheck { signedInAt elapsedSeconds stakes { amount currency } returns { amount } netPosition { amount } }
  netPosition { from to deposits { amount currency } withdrawals { amount } netDeposits { amount } }
  history(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { actor action subject before after at } } }
} } }`;

const SKIP_PROMPT = `mutation { skipLimitPrompt { __typename ... on ResponsibleGambling { limitPromptDue } ... on Error { code message } } }`;

const HOUR = 60 * 60_000;
const near = (iso: string, expected: number) => expect(Math.abs(Date.parse(iso) - expected)).toBeLessThan(60_000);

describe('Viewer.responsibleGambling', () => {
  it("shows the profile's rules, the limits with their use, this session's reality check and the 12 months' net position", async () => {
    const player = await newPlayer(0n, { country: 'GB' });
    await paidDeposit(player, '80.00');
    await rest(player, 'PUT', '/api/responsible/limits', { Kind: 'deposit', Period: 'week', Amount: '100.00' });
    const selections = [{ oddId: globalId('Odd', await oddId('home')), odds: '2.00' }];
    expect((await player.graphql(PLACE, { input: { type: 'SINGLE', stake: '3', selections } })).placeBet).toMatchObject({ __typename: 'PlaceBetSuccess' });

    const tools = (await player.graphql(STATE)).viewer.responsibleGambling;
    expect(tools.profile).toEqual({
      name: 'UKGC',
      coolingOffHours: 24,
      mandatoryRealityCheckMinutes: null,
      slotMinimumCycleMs: 2500,
      slotAutoplay: false,
      slotMaxStakePerSpin: { amount: '5.00', currency: 'EUR' },
      slotYoungAdultMaxStakePerSpin: { amount: '2.00' },
      maxBonusWageringMultiple: 10,
    });
    // The 80.00 deposited before the limit counts against it: 20.00 left this week.
    expect(tools.limits).toEqual([{ kind: 'DEPOSIT', period: 'WEEK', amount: { amount: '100.00' }, used: { amount: '80.00' }, remaining: { amount: '20.00' }, resetsAt: expect.any(String), pending: null }]);
    expect(tools.realityCheck).toMatchObject({ stakes: { amount: '3.00', currency: 'EUR' }, returns: { amount: '0.00' }, netPosition: { amount: '-3.00' } });
    expect(tools.netPosition).toMatchObject({ deposits: { amount: '80.00', currency: 'EUR' }, withdrawals: { amount: '0.00' }, netDeposits: { amount: '80.00' } });
    expect(Date.parse(tools.netPosition.to) - Date.parse(tools.netPosition.from)).toBeGreaterThanOrEqual(365 * 24 * HOUR);
    expect(tools).toMatchObject({ currency: 'EUR', exclusion: null, sessionLimitMinutes: null, signInPausedUntil: null });
  });

  it('pages the limit history newest first, as the house pages a list', async () => {
    const player = await newPlayer();
    for (const amount of ['30.00', '20.00', '10.00']) await rest(player, 'PUT', '/api/responsible/limits', { Kind: 'wager', Period: 'day', Amount: amount });
    const first = (await player.graphql(STATE, { first: 2 })).viewer.responsibleGambling.history;
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(first.edges.map((edge: Json) => [edge.node.actor, edge.node.action, edge.node.subject])).toEqual([
      ['player', 'limit_set', 'wager:day'],
      ['player', 'limit_set', 'wager:day'],
    ]);
    expect(first.edges[0].node.after).toMatchObject({ amount: '10.00' });
    const second = (await player.graphql(STATE, { first: 2, after: first.pageInfo.endCursor })).viewer.responsibleGambling.history;
    expect(second).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: false } });
    expect(second.edges).toHaveLength(1);
    expect(second.edges[0].node.after).toMatchObject({ amount: '30.00' });
  });

  it('is the signed-in viewer\'s only: a visitor has no viewer', async () => {
    expect((await browser().post(STATE)).data?.viewer ?? null).toBeNull();
  });
});

describe('the responsible-gambling mutations', () => {
  it('a tighter limit applies at once; a looser one waits for the cooling-off, then the confirmation applies it', async () => {
    const player = await newPlayer();
    const set = await player.graphql(SET_LIMIT, { input: { kind: 'DEPOSIT', period: 'DAY', amount: '50' } });
    // The answer is the viewer's state itself (one id per account): a client cache updates every view of it.
    const { id } = (await player.graphql('{ viewer { responsibleGambling { id } } }')).viewer.responsibleGambling;
    expect(set.setResponsibleLimit.responsibleGambling.id).toBe(id);
    const other = await newPlayer();
    expect((await other.graphql('{ viewer { responsibleGambling { id } } }')).viewer.responsibleGambling.id).not.toBe(id);
    expect(set.setResponsibleLimit).toMatchObject({
      __typename: 'SetResponsibleLimitPayload',
      effect: 'APPLIED',
      responsibleGambling: { limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: { amount: '50.00', currency: 'EUR' }, remaining: { amount: '50.00' }, pending: null }] },
    });

    const raised = (await player.graphql(SET_LIMIT, { input: { kind: 'DEPOSIT', period: 'DAY', amount: '200' } })).setResponsibleLimit;
    expect(raised).toMatchObject({ effect: 'PENDING', responsibleGambling: { limits: [{ amount: { amount: '50.00' }, pending: { amount: { amount: '200.00' }, confirmable: false } }] } });
    near(raised.responsibleGambling.limits[0].pending.effectiveAt, Date.now() + 24 * HOUR);

    const early = (await player.graphql(CONFIRM, { input: { kind: 'DEPOSIT', period: 'DAY' } })).confirmResponsibleLimit;
    expect(early).toMatchObject({ __typename: 'ResponsibleError', code: 'COOLING_OFF' });
    expect(early.message).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/);

    await advance(player.userId, 24 * 60 + 1);
    const confirmed = (await player.graphql(CONFIRM, { input: { kind: 'DEPOSIT', period: 'DAY' } })).confirmResponsibleLimit;
    expect(confirmed).toEqual({ __typename: 'ResponsibleGambling', limits: [{ kind: 'DEPOSIT', period: 'DAY', amount: { amount: '200.00' }, pending: null }] });
    const again = (await player.graphql(CONFIRM, { input: { kind: 'DEPOSIT', period: 'DAY' } })).confirmResponsibleLimit;
    expect(again).toMatchObject({ __typename: 'ResponsibleError', code: 'NOTHING_PENDING' });

    // Removing is a loosening too: it waits.
    const removed = (await player.graphql(SET_LIMIT, { input: { kind: 'DEPOSIT', period: 'DAY', amount: null } })).setResponsibleLimit;
    expect(removed).toMatchObject({ effect: 'PENDING', responsibleGambling: { limits: [{ amount: { amount: '200.00' }, pending: { amount: null } }] } });
  });

  it('refuses a limit the platform cannot read as an amount with the field named, changing nothing', async () => {
    const player = await newPlayer();
    const refused = (await player.graphql(SET_LIMIT, { input: { kind: 'LOSS', period: 'WEEK', amount: '1.234' } })).setResponsibleLimit;
    expect(refused).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', fields: [{ field: 'Amount' }] });
    expect((await player.graphql(STATE)).viewer.responsibleGambling.limits).toEqual([]);
  });

  it('sets the session time limit and the reality-check interval; the MGA profile imposes its own', async () => {
    const player = await newPlayer();
    expect((await player.graphql(SESSION_LIMIT, { minutes: 90 })).setSessionTimeLimit).toEqual({ __typename: 'ResponsibleGambling', sessionLimitMinutes: 90 });
    expect((await player.graphql(SESSION_LIMIT, { minutes: 1 })).setSessionTimeLimit).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'Minutes' }] });
    expect((await player.graphql(SESSION_LIMIT, { minutes: null })).setSessionTimeLimit).toEqual({ __typename: 'ResponsibleGambling', sessionLimitMinutes: null });

    const checked = (await player.graphql(REALITY_CHECK, { interval: 'MINUTES_30' })).setRealityCheckInterval;
    expect(checked).toMatchObject({ __typename: 'ResponsibleGambling', realityCheckMinutes: 30, chosenRealityCheckMinutes: 30, realityCheckImposed: false, realityCheck: { intervalMinutes: 30 } });

    const maltese = await newPlayer(0n, { country: 'MT' });
    const imposed = (await maltese.graphql(REALITY_CHECK, { interval: null })).setRealityCheckInterval;
    expect(imposed).toMatchObject({ realityCheckMinutes: 60, chosenRealityCheckMinutes: null, realityCheckImposed: true });
  });

  it('the deposit-limit prompt is due for a new player until skipped; a profile that requires a limit refuses the skip with its ResponsibleError', async () => {
    const player = await newPlayer();
    const due = `{ viewer { responsibleGambling { limitPromptDue profile { limitPromptSkippable } } } }`;
    expect((await player.graphql(due)).viewer.responsibleGambling).toEqual({ limitPromptDue: true, profile: { limitPromptSkippable: true } });
    PROFILES.default.limitPromptSkippable = false;
    try {
      expect((await player.graphql(SKIP_PROMPT)).skipLimitPrompt).toMatchObject({ __typename: 'ResponsibleError', code: 'LIMIT_PROMPT_REQUIRED', message: expect.stringContaining('deposit limit is required') });
    } finally {
      PROFILES.default.limitPromptSkippable = true;
    }
    expect((await player.graphql(SKIP_PROMPT)).skipLimitPrompt).toEqual({ __typename: 'ResponsibleGambling', limitPromptDue: false });
    expect((await player.graphql(due)).viewer.responsibleGambling.limitPromptDue).toBe(false);
    expect((await browser().graphql(SKIP_PROMPT)).skipLimitPrompt).toMatchObject({ __typename: 'AuthError' });
  });

  it('a time-out and a self-exclusion take effect at once: the session ends and its cookie is dropped', async () => {
    const resting = await newPlayer();
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': 'en-US', cookie: resting.cookie },
      body: JSON.stringify({ query: TIME_OUT, variables: { term: 'DAYS_7' } }),
    });
    const { takeTimeOut } = ((await response.json()) as Json).data;
    expect(takeTimeOut).toMatchObject({ __typename: 'ResponsibleExclusionPayload', exclusion: { kind: 'TIME_OUT', term: '7d' } });
    near(takeTimeOut.exclusion.until, Date.now() + 7 * 24 * HOUR);
    expect(response.headers.getSetCookie().some((cookie) => /^og_session=;.*Max-Age=0/i.test(cookie))).toBe(true);
    // The session is gone at the platform: the old cookie is a visitor's.
    expect((await resting.post('{ viewer { id } }')).data?.viewer ?? null).toBeNull();

    const leaving = await newPlayer();
    const { selfExclude } = await leaving.graphql(SELF_EXCLUDE, { term: 'YEAR_1' });
    expect(selfExclude).toMatchObject({ __typename: 'ResponsibleExclusionPayload', exclusion: { kind: 'SELF_EXCLUSION', term: '1y' } });
    expect(Date.parse(selfExclude.exclusion.until) - Date.parse(selfExclude.exclusion.from)).toBeGreaterThanOrEqual(365 * 24 * HOUR);
    expect(await signIn(leaving.username)).toMatchObject({ __typename: 'AuthError', code: 'SELF_EXCLUDED' });
  });

  it('answers a visitor AuthError, never a change', async () => {
    expect((await browser().graphql(SELF_EXCLUDE, { term: 'MONTHS_6' })).selfExclude).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
  });
});

const CHANGED = `subscription { responsibleChanged { __typename ... on ResponsibleChanged { change signOut until } ... on Error { code } } }`;

describe('Subscription.responsibleChanged (graphql-ws)', () => {
  it("reaches both of the player's open tabs on a self-exclusion, and no other player", async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const tabs = [wsClient(stack.graphqlUrl, { cookie: player.cookie }), wsClient(stack.graphqlUrl, { cookie: player.cookie })];
    const otherTab = wsClient(stack.graphqlUrl, { cookie: other.cookie });
    try {
      const heard = tabs.map((tab) => firstResults<{ data: Json }>(tab, { query: CHANGED }, 1));
      const otherHeard = firstResults<{ data: Json }>(otherTab, { query: CHANGED }, 1);
      await Promise.all([...heard.map((h) => h.subscribed), otherHeard.subscribed]);

      const { selfExclude } = await player.graphql(SELF_EXCLUDE, { term: 'MONTHS_6' });
      const expected = { __typename: 'ResponsibleChanged', change: 'SELF_EXCLUSION', signOut: true, until: selfExclude.exclusion.until };
      for (const tab of heard) expect((await tab.done).map((result) => result.data.responsibleChanged)).toEqual([expected]);

      // The other player's first event is their own tighter limit: the self-exclusion never reached them.
      await other.graphql(SET_LIMIT, { input: { kind: 'WAGER', period: 'DAY', amount: '10' } });
      expect((await otherHeard.done).map((result) => result.data.responsibleChanged)).toEqual([{ __typename: 'ResponsibleChanged', change: 'LIMIT', signOut: false, until: null }]);
    } finally {
      await Promise.all([...tabs, otherTab].map((tab) => tab.dispose()));
    }
  });

  it('answers AuthError to a visitor', async () => {
    const visitor = wsClient(stack.graphqlUrl);
    try {
      const [result] = await firstResults<{ data: Json }>(visitor, { query: CHANGED }, 1).done;
      expect(result!.data.responsibleChanged).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
    } finally {
      await visitor.dispose();
    }
  });
});
