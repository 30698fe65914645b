/**
 * Issue 17 §3: every door money passes asks the player's limits and exclusions, and each refusal
 * changes nothing (balances, ledger lines, tickets, deposits, wallet calls: the ledger audit), while
 * the refusal itself lands in the append-only audit. Doors: the REST deposit and the sandbox payment
 * callback, bet placement (single, combo, system), the casino seamless wallet's bet, the game
 * server's plays, an agent's transfer. And the UKGC slot rules.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bettingPass } from '../../platform/betting';
import { providerSecret } from '../../platform/casino/routes';
import { launchGame } from '../../platform/casino/sessions';
import { signBody } from '../../platform/cashier/signing';
import { BonusStatus } from '../../platform/cashier/statuses';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import { createTestPlayer, creditForTest, signedCallback, TEST_PASSWORD } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { expectBalancedLedger } from '../helpers/ledger';
import { numbered } from '../helpers/labels';
import { RG_ADMIN } from '../helpers/responsible';
import { signedInStaff } from '../helpers/staff';
import { testAccount } from '../helpers/agents';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform({}, { adminToken: RG_ADMIN, testControls: true, jackpotIntervalMs: 0, roundSweepIntervalMs: 0 });
  // Balances asserted to the cent must not meet a random jackpot win.
  await book.db.updateTable('jackpot_pools').set({ trigger_ppm: 0 }).execute();
});
afterAll(() => book.close());
afterEach(() => expectBalancedLedger(book.db));

type Player = { userId: bigint; token: string; currency: string; email: string };
const fresh = numbered();
const EN = { 'accept-language': 'en-US' };

async function call(method: string, path: string, options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
  const response = await book.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...EN, ...(options.token ? { 'x-session-token': options.token } : {}), ...options.headers },
    ...(options.raw !== undefined ? { body: options.raw } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json ? await response.json() : {}) as Json };
}

async function player(options: { cash?: bigint; country?: string; currency?: string; birthDate?: string } = {}): Promise<Player> {
  const created = await createTestPlayer(book.db, book.config, { country: options.country, currency: options.currency });
  if (options.birthDate) await book.db.updateTable('users').set({ birth_date: options.birthDate }).where('id', '=', created.userId).execute();
  if (options.cash) await creditForTest(book.db, created.userId, created.currency, options.cash);
  return created;
}

const limit = (p: Player, Kind: string, Period: string, Amount: string | null) => call('PUT', '/api/responsible/limits', { token: p.token, body: { Kind, Period, Amount } });

/** Everything money could have touched for a player: balances, ledger lines, tickets, deposits, wallet calls. */
async function snapshot(p: Player) {
  const balances = await book.db.selectFrom('ledger_accounts').select(['code', 'currency', 'balance']).where('user_id', '=', p.userId).orderBy('code').execute();
  const counts = await sql<Record<string, string>>`
    select
      (select count(*) from ledger_lines l join ledger_accounts a on a.id = l.account_id where a.user_id = ${p.userId})::text as lines,
      (select count(*) from tickets where user_id = ${p.userId})::text as tickets,
      (select count(*) from cashier_transactions where user_id = ${p.userId})::text as deposits,
      (select count(*) from casino_wallet_transactions where user_id = ${p.userId})::text as wallet,
      (select count(*) from game_rounds r join casino_sessions s on s.id = r.session_id where s.user_id = ${p.userId})::text as rounds,
      (select count(*) from rg_activity where user_id = ${p.userId})::text as activity`.execute(book.db);
  return { balances, ...counts.rows[0] };
}

const refusals = async (p: Player) =>
  (await book.db.selectFrom('rg_audit').select(['subject', 'after']).where('user_id', '=', p.userId).where('action', '=', 'refusal').orderBy('id').execute()).map((row) => ({
    subject: row.subject,
    code: (row.after as { code: string }).code,
  }));

/** The request is refused with `code`, and nothing money touches changed. */
async function refusedUnchanged(p: Player, request: () => Promise<{ status: number; body: Json }>, status: number, code: string) {
  const before = await snapshot(p);
  const answer = await request();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: code });
  expect(await snapshot(p)).toEqual(before);
  return answer.body;
}

const card = (amount: string) => ({ PaymentMethod: 'card', Amount: amount, AgreeWithDepositTerms: true, CardCountry: 'SE' });
const deposit = (p: Player, amount: string) => call('POST', '/api/cashier/deposit', { token: p.token, body: card(amount) });
const pay = (depositId: string, amount: string, transactionId: string) => {
  const { body, signature } = signedCallback({ DepositId: depositId, TransactionId: transactionId, Status: 'approved', Amount: amount, Currency: 'EUR' });
  return call('POST', '/api/cashier/callback/sandboxpay', { raw: body, headers: { 'x-signature': signature } });
};

describe('deposits', () => {
  it('refuses a REST deposit over the lowest remaining limit, naming the limit and its reset, and changes nothing', async () => {
    const p = await player();
    await limit(p, 'deposit', 'day', '50.00');
    await limit(p, 'deposit', 'week', '200.00');
    const refused = await refusedUnchanged(p, () => deposit(p, '60.00'), 403, 'DEPOSIT_LIMIT_REACHED');
    expect(refused.ErrorMessage).toMatch(/24-hour deposit limit of 50\.00 EUR: you can deposit 50\.00 EUR until it resets at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

    const started = await deposit(p, '40.00');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await pay(started.body.Deposit.Id, '40.00', `rg-${fresh('tx')}`)).body.Deposit.Status).toBe('Completed');
    const again = await refusedUnchanged(p, () => deposit(p, '20.00'), 403, 'DEPOSIT_LIMIT_REACHED');
    expect(again.ErrorMessage).toContain('you can deposit 10.00 EUR');
    expect((await deposit(p, '10.00')).status).toBe(200);
    expect(await refusals(p)).toEqual([
      { subject: 'deposit', code: 'DEPOSIT_LIMIT_REACHED' },
      { subject: 'deposit', code: 'DEPOSIT_LIMIT_REACHED' },
    ]);
  });

  it('refuses the credit of a payment whose callback arrives after the limit was reached, and refunds it', async () => {
    const p = await player();
    await limit(p, 'deposit', 'day', '50.00');
    const first = await deposit(p, '30.00');
    const second = await deposit(p, '30.00');
    expect((await pay(first.body.Deposit.Id, '30.00', `rg-${fresh('tx')}`)).body.Deposit.Status).toBe('Completed');
    const before = await snapshot(p);
    const answer = await pay(second.body.Deposit.Id, '30.00', `rg-${fresh('tx')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.Deposit).toMatchObject({ Status: 'Refund', Reason: 'responsible_gambling' });
    const after = await snapshot(p);
    // The deposit row changed state, nothing else: no money, no ledger line, nothing counted.
    expect({ ...after }).toEqual({ ...before });
    expect(await refusals(p)).toEqual([{ subject: `deposit_callback:${second.body.Deposit.Id}`, code: 'DEPOSIT_LIMIT_REACHED' }]);
  });

  it("refunds coins arriving on a self-excluded player's crypto address, and counts no coin towards euro limits", async () => {
    const p = await player();
    const btc = (await call('POST', '/api/cashier/crypto/address', { token: p.token, body: { CryptoCurrency: 'BTC' } })).body.CryptoAddress;
    const coins = (TransactionId: string) => {
      const { body, signature } = signedCallback({ TransactionId, Status: 'approved', Amount: '0.0002', Currency: 'BTC', Address: btc.Address });
      return call('POST', '/api/cashier/callback/allinone', { raw: body, headers: { 'x-signature': signature } });
    };
    await limit(p, 'deposit', 'day', '10.00');
    expect((await coins(`rg-chain-${fresh('c')}`)).body.Deposit).toMatchObject({ Status: 'Completed' });
    expect((await call('GET', '/api/responsible', { token: p.token })).body.Limits[0]).toMatchObject({ Kind: 'deposit', Used: '0.00' });
    const { exclude } = await import('../../platform/responsible/service');
    await exclude(book.db, { userId: p.userId, currency: 'EUR', lang: 'en-US' }, 'self_exclusion', '1y');
    const before = (await snapshot(p)).balances;
    const refused = await coins(`rg-chain-${fresh('c')}`);
    expect(refused.body.Deposit).toMatchObject({ Status: 'Refund', Reason: 'responsible_gambling' });
    expect((await snapshot(p)).balances).toEqual(before);
    expect((await refusals(p)).map((r) => r.code)).toEqual(['SELF_EXCLUDED']);
  });

  it('flags net deposits over the threshold for an affordability check once', async () => {
    // A GB account in EUR (the sandbox card takes no GBP): the profile's £500 applies as 500.00 of the
    // account's currency (profiles.ts: no currency conversion).
    const p = await player({ country: 'GB' });
    for (const amount of ['300.00', '250.00', '100.00']) {
      const started = await deposit(p, amount);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await pay(started.body.Deposit.Id, amount, `rg-${fresh('tx')}`);
    }
    const flags = await book.db.selectFrom('rg_audit').select(['action', 'after']).where('user_id', '=', p.userId).where('action', '=', 'affordability_flag').execute();
    expect(flags).toHaveLength(1);
    expect(flags[0]!.after).toMatchObject({ netDeposits: '550.00', threshold: '500.00', currency: 'EUR', days: 30 });
    const net = await call('GET', '/api/responsible/net-position', { token: p.token });
    expect(net.body).toMatchObject({ Deposits: '650.00', Withdrawals: '0.00', NetDeposits: '650.00', Currency: 'EUR' });
  });
});

const leg = (oddId: number, odds: string) => ({ OddId: oddId, Odds: odds });
const place = (p: Player, body: Json) => call('POST', '/api/bets', { token: p.token, body });
async function legs(n: number) {
  const keys = Array.from({ length: n }, () => fresh('rg-match'));
  for (const key of keys) await book.match(key, { home: 2, draw: 3.4, away: 3.6 });
  return { keys, legs: await Promise.all(keys.map(async (key) => leg(await book.oddId(key, 'match/1x2', 'home'), '2.00'))) };
}

describe('bonuses', () => {
  it("caps a bonus's wagering at the profile's multiple (UKGC 10×) and leaves other profiles' alone", async () => {
    await book.db
      .insertInto('bonuses')
      .values({ code: 'RG35X', kind: 'deposit', product: 'any', personal: false, percent: 100, amounts: JSON.stringify({ EUR: '100.00' }), spins: 0, wagering_multiplier: 35, requires_deposit: true, first_deposit_only: false, valid_days: 30 })
      .execute();
    const wagering = async (country: string) => {
      const p = await player({ country });
      const started = await call('POST', '/api/cashier/deposit', { token: p.token, body: { ...card('20.00'), BonusCode: 'RG35X' } });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await pay(started.body.Deposit.Id, '20.00', `rg-${fresh('tx')}`);
      return (await book.db.selectFrom('user_bonuses').select('wagering_required').where('user_id', '=', p.userId).executeTakeFirstOrThrow()).wagering_required;
    };
    expect(await wagering('GB')).toBe(200_00n);
    expect(await wagering('SE')).toBe(700_00n);
  });

  it('forfeits every bonus the player holds on self-exclusion', async () => {
    const p = await player();
    expect((await call('POST', '/api/bonuses/claim', { token: p.token, body: { BonusCode: 'FREEBET10' } })).status).toBe(200);
    const marketing = await signedInStaff(book.db, book.app, ['marketing']);
    expect((await call('POST', '/api/backoffice/marketing/personal-bonuses', { headers: marketing.headers, body: { UserId: String(p.userId), BonusCode: 'VIPRELOAD50' } })).status).toBe(200);
    expect((await call('POST', '/api/responsible/self-exclusion', { token: p.token, body: { Term: '6m' } })).status).toBe(200);
    const statuses = await book.db.selectFrom('user_bonuses').select('status').where('user_id', '=', p.userId).execute();
    expect(statuses.map((row) => row.status)).toEqual([BonusStatus.Canceled, BonusStatus.Canceled]);
  });
});

describe('bet placement', () => {
  it('refuses a single, a combo and a system over the wager limit, changing nothing', async () => {
    const p = await player({ cash: 100_00n });
    await limit(p, 'wager', 'day', '10.00');
    const { legs: three } = await legs(3);
    await refusedUnchanged(p, () => place(p, { Type: 'single', Stake: '11', Selections: [three[0]] }), 403, 'WAGER_LIMIT_REACHED');
    // Multiple singles count together: 2 × 6.00.
    await refusedUnchanged(p, () => place(p, { Type: 'single', Stake: '6', Selections: three.slice(0, 2) }), 403, 'WAGER_LIMIT_REACHED');
    await refusedUnchanged(p, () => place(p, { Type: 'combo', Stake: '11', Selections: three }), 403, 'WAGER_LIMIT_REACHED');
    // A 2/3 system: 3 lines × 4.00.
    await refusedUnchanged(p, () => place(p, { Type: 'system', SystemStakes: { '2': '4' }, Selections: three }), 403, 'WAGER_LIMIT_REACHED');
    expect((await place(p, { Type: 'system', SystemStakes: { '2': '3' }, Selections: three })).status).toBe(200);
    expect((await refusals(p)).map((r) => r.subject)).toEqual(['bet:single', 'bet:single', 'bet:combo', 'bet:system']);
  });

  it('counts settled returns towards the loss limit: a win gives room back', async () => {
    const p = await player({ cash: 100_00n });
    await limit(p, 'loss', 'day', '10.00');
    const { keys, legs: [single] } = await legs(1);
    expect((await place(p, { Type: 'single', Stake: '10', Selections: [single] })).status).toBe(200);
    const { legs: [other] } = await legs(1);
    await refusedUnchanged(p, () => place(p, { Type: 'single', Stake: '1', Selections: [other] }), 403, 'LOSS_LIMIT_REACHED');
    await book.end(keys[0]!, { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
    await bettingPass(book.betting);
    // Staked 10.00, returned 20.00: net loss −10.00, so 20.00 fits under a 10.00 loss limit.
    expect((await place(p, { Type: 'single', Stake: '20', Selections: [other] })).status).toBe(200);
    await refusedUnchanged(p, () => place(p, { Type: 'single', Stake: '0.5', Selections: [other] }), 403, 'LOSS_LIMIT_REACHED');
  });

  it('lets the lowest of several limits win, and a rolling window free room exactly when it passes', async () => {
    const p = await player({ cash: 100_00n });
    await limit(p, 'wager', 'day', '30.00');
    await limit(p, 'wager', 'week', '15.00');
    const { legs: [one] } = await legs(1);
    expect((await place(p, { Type: 'single', Stake: '10', Selections: [one] })).status).toBe(200);
    const refused = await refusedUnchanged(p, () => place(p, { Type: 'single', Stake: '6', Selections: [one] }), 403, 'WAGER_LIMIT_REACHED');
    expect(refused.ErrorMessage).toContain('7-day wager limit of 15.00 EUR');
    await call('POST', `/api/admin/responsible/${p.userId}/clock`, { headers: { 'x-admin-token': RG_ADMIN }, body: { AdvanceMinutes: 7 * 24 * 60 + 1 } });
    expect((await place(p, { Type: 'single', Stake: '15', Selections: [one] })).status).toBe(200);
  });
});

async function gameSession(p: Player, engine: 'slot' | 'keno' = 'slot') {
  const game = await book.db
    .selectFrom('casino_games')
    .select(['id', 'provider'])
    .where('engine', '=', engine)
    .where('excluded', '=', false)
    .where(sql<boolean>`${p.currency} = any(currencies)`)
    .orderBy('popularity')
    .executeTakeFirstOrThrow();
  const launched = await launchGame(book.db, { game: { id: game.id }, mode: 'real', player: { userId: p.userId, currency: p.currency, lang: 'en-US' }, lang: 'en-US' });
  return { token: launched.session.token, provider: game.provider, url: launched.url };
}
function wallet(session: { token: string; provider: string }) {
  const send = async (kind: 'bet' | 'win', TransactionId: string, RoundId: string, Amount: string) => {
    const raw = JSON.stringify({ Provider: session.provider, Token: session.token, TransactionId, RoundId, Amount });
    return call('POST', `/api/casino/wallet/${kind}`, { raw, headers: { 'x-signature': signBody(raw, providerSecret(book.config, session.provider)) } });
  };
  return { bet: (tx: string, round: string, amount: string) => send('bet', tx, round, amount), win: (tx: string, round: string, amount: string) => send('win', tx, round, amount) };
}
const play = (p: Player, token: string, body: Json) => call('POST', `/games/api/${token}`, { token: p.token, body });

describe('casino', () => {
  it("refuses the seamless wallet's bet over the wager limit, and counts casino wins towards the loss limit", async () => {
    const p = await player({ cash: 100_00n });
    const w = wallet(await gameSession(p));
    await limit(p, 'loss', 'day', '5.00');
    await refusedUnchanged(p, () => w.bet(fresh('bet'), 'round-a', '6.00'), 403, 'RESPONSIBLE_GAMBLING');
    expect((await w.bet(fresh('bet'), 'round-b', '5.00')).status).toBe(200);
    expect((await w.win(fresh('win'), 'round-b', '3.00')).status).toBe(200);
    // Lost 5.00, won 3.00: 2.00 of the 5.00 loss limit used, 3.00 left.
    await refusedUnchanged(p, () => w.bet(fresh('bet'), 'round-c', '3.50'), 403, 'RESPONSIBLE_GAMBLING');
    expect((await w.bet(fresh('bet'), 'round-d', '3.00')).status).toBe(200);
    expect((await refusals(p)).map((r) => r.code)).toEqual(['LOSS_LIMIT_REACHED', 'LOSS_LIMIT_REACHED']);
    // The reality check reads this session's play: refused bets moved nothing and count nowhere.
    expect((await call('GET', '/api/responsible/reality-check', { token: p.token })).body).toMatchObject({ Stakes: '8.00', Returns: '3.00', NetPosition: '-5.00' });
  });

  it("refuses a game server play over the wager limit with the limit's message, changing nothing", async () => {
    const p = await player({ cash: 100_00n });
    const session = await gameSession(p);
    await limit(p, 'wager', 'day', '1.00');
    const refused = await refusedUnchanged(p, () => play(p, session.token, { Action: 'spin', Stake: '2.00', RequestId: fresh('spin') }), 403, 'WAGER_LIMIT_REACHED');
    expect(refused.ErrorMessage).toContain('24-hour wager limit of 1.00 EUR');
    expect((await play(p, session.token, { Action: 'spin', Stake: '1.00', RequestId: fresh('spin') })).status).toBe(200);
  });

  it("refuses a keno ticket over the wager limit with the limit's message, changing nothing (issue 24)", async () => {
    const p = await player({ cash: 100_00n });
    const session = await gameSession(p, 'keno');
    await limit(p, 'wager', 'day', '1.00');
    const refused = await refusedUnchanged(p, () => play(p, session.token, { Action: 'draw', Stake: '2.00', Picks: [1, 2], RequestId: fresh('draw') }), 403, 'WAGER_LIMIT_REACHED');
    expect(refused.ErrorMessage).toContain('24-hour wager limit of 1.00 EUR');
    expect((await play(p, session.token, { Action: 'draw', Stake: '1.00', Picks: [1, 2], RequestId: fresh('draw') })).status).toBe(200);
  });

  // GB accounts here play in EUR (the catalogue's slots take no GBP): the caps apply as the same minor
  // units of the account's currency, so "£6" is a 6.00 stake (profiles.ts: no currency conversion).
  describe('under the UKGC profile', () => {
    it('refuses a £6 spin, and a spin sooner than 2.5 s after the last', async () => {
      const p = await player({ cash: 100_00n, country: 'GB', birthDate: '1990-01-01' });
      const session = await gameSession(p);
      const refused = await refusedUnchanged(p, () => play(p, session.token, { Action: 'spin', Stake: '6.00', RequestId: fresh('spin') }), 403, 'SLOT_STAKE_CAP');
      expect(refused.ErrorMessage).toContain('5.00 EUR');
      expect((await play(p, session.token, { Action: 'spin', Stake: '5.00', RequestId: fresh('spin') })).status).toBe(200);
      await refusedUnchanged(p, () => play(p, session.token, { Action: 'spin', Stake: '1.00', RequestId: fresh('spin') }), 429, 'SLOT_CYCLE_TOO_FAST');
      await new Promise((resolve) => setTimeout(resolve, 2600));
      expect((await play(p, session.token, { Action: 'spin', Stake: '1.00', RequestId: fresh('spin') })).status).toBe(200);
    });

    it('caps a spin of a player aged 20 at £2', async () => {
      const twenty = new Date();
      twenty.setUTCFullYear(twenty.getUTCFullYear() - 20);
      const p = await player({ cash: 100_00n, country: 'GB', birthDate: twenty.toISOString().slice(0, 10) });
      const session = await gameSession(p);
      const refused = await refusedUnchanged(p, () => play(p, session.token, { Action: 'spin', Stake: '3.00', RequestId: fresh('spin') }), 403, 'SLOT_STAKE_CAP');
      expect(refused.ErrorMessage).toContain('2.00 EUR');
      expect((await play(p, session.token, { Action: 'spin', Stake: '2.00', RequestId: fresh('spin') })).status).toBe(200);
    });

    it('offers no autoplay and no turbo on the game page, and the profile says so', async () => {
      const p = await player({ cash: 10_00n, country: 'GB', birthDate: '1990-01-01' });
      const session = await gameSession(p);
      const page = await book.app.request(session.url, { headers: { 'x-session-token': p.token } });
      expect(page.status).toBe(200);
      expect((await page.text()).toLowerCase()).not.toMatch(/autoplay|auto-play|auto spin|turbo/);
      expect((await call('GET', '/api/responsible', { token: p.token })).body.Profile).toMatchObject({ Name: 'ukgc', SlotAutoplay: false, SlotTurbo: false, SlotMinimumCycleMs: 2500 });
    });
  });
});

describe('exclusions at the doors', () => {
  it('refuses a transfer from an agent to a self-excluded player, and still lets the agent take money back', async () => {
    const agent = await testAccount(book.db, book.config, 1, { cash: 100_00n });
    const sub = await testAccount(book.db, book.config, 0, { parent: agent.userId, cash: 20_00n });
    const subPlayer = { ...sub, currency: 'EUR' } as Player;
    expect((await call('POST', '/api/responsible/self-exclusion', { token: sub.token, body: { Term: '1y' } })).status).toBe(200);
    await refusedUnchanged(subPlayer, () => call('POST', `/api/agent/subAgents/${sub.userId}/deposit`, { token: agent.token, body: { Amount: '10.00' }, headers: { 'idempotency-key': fresh('t') } }), 403, 'RECIPIENT_EXCLUDED');
    expect((await call('POST', `/api/agent/subAgents/${sub.userId}/withdraw`, { token: agent.token, body: { Amount: '5.00' }, headers: { 'idempotency-key': fresh('t') } })).status).toBe(200);
  });

  it('a self-excluded player’s open bet still settles and pays, and a pending withdrawal still completes', async () => {
    const p = await player({ cash: 100_00n });
    const key = fresh('rg-match');
    await book.match(key, { home: 2, draw: 3.4, away: 3.6 });
    const odd = await book.oddId(key, 'match/1x2', 'home');
    expect((await call('POST', '/api/bets', { token: p.token, body: { Type: 'single', Stake: '10', Selections: [{ OddId: odd, Odds: '2.00' }] } })).status).toBe(200);
    const withdrawal = await call('POST', '/api/cashier/withdraw', { token: p.token, body: { Method: 'skrill', Amount: '20', Password: TEST_PASSWORD, Email: 'me@wallet.example' } });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    expect((await call('POST', '/api/responsible/self-exclusion', { token: p.token, body: { Term: '5y' } })).status).toBe(200);
    await book.end(key, { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
    await bettingPass(book.betting);
    // 100.00 − 10.00 staked − 20.00 reserved for the withdrawal + 20.00 paid by the winning ticket.
    expect(await book.cash(p.userId)).toBe(90_00n);
    const approved = await call('POST', `/api/backoffice/payments/withdrawals/${withdrawal.body.Withdrawal.Id}/approve`, { headers: (await signedInStaff(book.db, book.app, ['payments'])).headers });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const net = await call('GET', `/api/backoffice/compliance/players/${p.userId}/responsible-history`, { headers: (await signedInStaff(book.db, book.app, ['compliance'])).headers });
    expect(net.body.Entries.map((e: Json) => e.Action)).toContain('self_exclusion');
  });

  it('refuses a deposit and every stake during a time-out, whatever session asks', async () => {
    const p = await player({ cash: 50_00n });
    const { exclude } = await import('../../platform/responsible/service');
    await exclude(book.db, { userId: p.userId, currency: 'EUR', lang: 'en-US' }, 'time_out', '24h');
    const { assertMayDeposit, assertMayStake } = await import('../../platform/responsible/guards');
    await expect(assertMayDeposit(book.db, p.userId, 1_00n, 'EUR', 'en-US')).rejects.toMatchObject({ code: 'TIMED_OUT' });
    await expect(assertMayStake(book.db, p.userId, 0n, 'en-US', 'bet')).rejects.toMatchObject({ code: 'TIMED_OUT' });
  });
});
