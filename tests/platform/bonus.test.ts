import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recordWager } from '../../platform/cashier';
import { houseBalance, postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { createTestPlayer, signedCallback } from '../helpers/cashier';
import { useCashierSuite } from '../helpers/cashier-suite';
import type { Json } from '../helpers/json';
import { signedInStaff } from '../helpers/staff';

const ADMIN = 'bonus-admin-token';
const suite = useCashierSuite(ADMIN);
const { call } = suite;

type Player = Awaited<ReturnType<typeof createTestPlayer>>;
const player = (currency = 'EUR') => createTestPlayer(suite.db, suite.config, { currency });

/** A completed card deposit through the real flow (deposit, signed provider callback); answers its transaction id. */
async function deposited(p: Player, amount: string, extra: Json = {}): Promise<string> {
  const start = await call('POST', '/api/cashier/deposit', { token: p.token, body: { PaymentMethod: 'card', Amount: amount, AgreeWithDepositTerms: true, CardCountry: 'SE', ...extra } });
  expect(start.status).toBe(200);
  const id = start.body.Deposit.Id as string;
  const { body, signature } = signedCallback({ TransactionId: `psp-${id}`, Status: 'approved', Amount: start.body.Deposit.Amount, Currency: start.body.Deposit.Currency, DepositId: id });
  expect((await call('POST', '/api/cashier/callback/sandboxpay', { raw: body, headers: { 'x-signature': signature } })).status).toBe(200);
  return id;
}
const claim = (p: Player, BonusCode: string, TransactionId?: string) => call('POST', '/api/bonuses/claim', { token: p.token, body: { BonusCode, ...(TransactionId ? { TransactionId } : {}) } });
const balances = async (p: Player) => (await call('GET', '/api/cashier/balance', { token: p.token })).body;
const mine = async (p: Player, query = '') => (await call('GET', `/api/bonuses/user${query}`, { token: p.token })).body.Bonuses as Json[];

const CLAIMED = 'Bonus code successfully activated!';

describe('bonus lists (seed 001 §3 generalBonuses and personalBonuses)', () => {
  it('offers the demo catalogue: 100% welcome up to 1200, free spins, free bet, 8% weekly cashback', async () => {
    const p = await player();
    const { body } = await call('GET', '/api/bonuses', { token: p.token });
    const general = body.GeneralBonuses as Json[];
    expect(general.map((b) => b.Code)).toEqual(['WELCOME100', 'FREESPINS50', 'FREEBET10', 'CASHBACK8']);
    expect(general[0]).toMatchObject({ Kind: 'deposit', Percent: 100, Amount: '1200.00', Currency: 'EUR', FirstDepositOnly: true, UserStatus: 0, Title: '100% welcome bonus' });
    expect(general[0]!.Description).toBe('100% of your deposit, up to €1,200.00. Wager the bonus 10 times to turn it into real money.');
    expect(general[1]).toMatchObject({ Kind: 'free_spins', Product: 'casino', Spins: 50, Amount: '0.20' });
    expect(general[2]).toMatchObject({ Kind: 'free_bet', Product: 'sportsbook', Amount: '10.00', RequiresDeposit: false });
    expect(general[3]).toMatchObject({ Kind: 'cashback', Percent: 8 });
    expect(body.PersonalBonuses).toEqual([]);
  });
});

// Issue 24: sv, de and it read "1200.00 EUR" (the platform's notation) and sv-SE "50 free spins".
const money = (lang: string, amount: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(amount);

describe('bonus texts in the player\'s language', () => {
  it.each(['en-US', 'sv-SE', 'de-DE', 'it-IT'])('%s: amounts in the locale\'s money format', async (lang) => {
    const p = await player();
    const { body } = await call('GET', '/api/bonuses', { token: p.token, headers: { 'accept-language': lang } });
    const [welcome, spins, freeBet] = body.GeneralBonuses as Json[];
    expect(welcome!.Description).toContain(money(lang, 1200));
    expect(spins!.Description).toContain(money(lang, 0.2));
    expect(freeBet!.Description).toContain(money(lang, 10));
    for (const bonus of [welcome, spins, freeBet]) expect(bonus!.Description).not.toMatch(/\d\.\d\d EUR/);
  });

  it('sv-SE names free spins in Swedish', async () => {
    const p = await player();
    const { body } = await call('GET', '/api/bonuses', { token: p.token, headers: { 'accept-language': 'sv-SE' } });
    const spins = (body.GeneralBonuses as Json[])[1]!;
    expect(spins.Title).toBe('50 gratissnurr');
    expect(spins.Description).not.toContain('free spins');
  });
});

describe('claiming a bonus by code (seed 000 §4, §8)', () => {
  it('says a deposit is needed before the welcome bonus, then activates it on the first deposit', async () => {
    const p = await player();
    const early = await claim(p, 'WELCOME100');
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ ErrorCode: 'BONUS_DEPOSIT_REQUIRED', ErrorMessage: 'This bonus is assigned to a deposit. Please make a deposit to claim it.' });
    // Seed 001 §4: a message that mentions a deposit and an assigned bonus makes the modal's button "Deposit".
    expect(early.body.ErrorMessage).toMatch(/deposit/i);
    expect(early.body.ErrorMessage).toMatch(/assigned/i);

    const depositId = await deposited(p, '500');
    const claimed = await claim(p, 'welcome100', depositId);
    expect(claimed.status).toBe(200);
    expect(claimed.body.Message).toBe(CLAIMED);
    expect(claimed.body.Bonus).toMatchObject({ Code: 'WELCOME100', Status: 2, StatusName: 'Active', Amount: '500.00', WageringRequired: '5000.00', Wagered: '0.00', DepositId: depositId });
    expect(await balances(p)).toMatchObject({ Balance: '500.00', BonusBalance: '500.00', TotalBalance: '1000.00' });

    const again = await claim(p, 'WELCOME100', depositId);
    expect(again.body).toMatchObject({ ErrorCode: 'BONUS_ALREADY_CLAIMED', ErrorMessage: 'You have already claimed this bonus.' });
    expect((await call('GET', '/api/bonuses', { token: p.token })).body.GeneralBonuses[0].UserStatus).toBe(2);
  });

  it('caps the welcome bonus at 1200.00 EUR', async () => {
    const p = await player();
    await deposited(p, '2000');
    expect((await claim(p, 'WELCOME100')).body.Bonus.Amount).toBe('1200.00');
    expect((await balances(p)).BonusBalance).toBe('1200.00');
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', 'BONUS_INVALID', 'This bonus code is not valid.'],
    ['a personal bonus not appended to the player', 'VIPRELOAD50', 'BONUS_INVALID', 'This bonus code is not valid.'],
    ['an empty code', '', 'VALIDATION', 'Bonus code is required'],
  ])('refuses %s', async (_name, code, errorCode, message) => {
    const p = await player();
    const { status, body } = await claim(p, code);
    expect(status).toBe(400);
    expect(body).toMatchObject({ ErrorCode: errorCode, ErrorMessage: message });
  });

  it('gives the welcome bonus on the first deposit only', async () => {
    const p = await player();
    const first = await deposited(p, '50');
    const second = await deposited(p, '60');
    expect((await claim(p, 'WELCOME100', second)).body).toMatchObject({ ErrorCode: 'BONUS_FIRST_DEPOSIT_ONLY', ErrorMessage: 'This bonus is assigned to your first deposit only.' });
    expect((await claim(p, 'WELCOME100', first)).body.Bonus.Amount).toBe('50.00');
  });

  it('applies a bonus code sent with the deposit when the deposit is credited', async () => {
    const p = await player();
    await deposited(p, '80', { BonusCode: 'WELCOME100' });
    expect(await balances(p)).toMatchObject({ Balance: '80.00', BonusBalance: '80.00' });
    expect((await mine(p, '?status=active'))[0]).toMatchObject({ Code: 'WELCOME100', Amount: '80.00' });
  });

  it('applies a bonus code sent with a voucher, which credits at once', async () => {
    const p = await player();
    await call('POST', '/api/admin/cashier/vouchers', { body: { Currency: 'EUR', Amount: '40', Code: `BONUS-VOUCHER-${p.userId}` }, headers: { 'x-admin-token': ADMIN } });
    const redeemed = await call('POST', '/api/cashier/deposit', { token: p.token, body: { PaymentMethod: 'vouchers', VoucherCode: `BONUS-VOUCHER-${p.userId}`, Currency: 'EUR', BonusCode: 'WELCOME100' } });
    expect(redeemed.body.Deposit).toMatchObject({ StatusID: 2, BonusCode: 'WELCOME100' });
    expect(await balances(p)).toMatchObject({ Balance: '40.00', BonusBalance: '40.00' });
  });

  it('allows one deposit bonus per deposit: free spins need a deposit of their own', async () => {
    const p = await player();
    const depositId = await deposited(p, '100');
    expect((await claim(p, 'WELCOME100', depositId)).status).toBe(200);
    const spins = await claim(p, 'FREESPINS50');
    expect(spins.body).toMatchObject({ ErrorCode: 'BONUS_DEPOSIT_USED' });
    expect(spins.body.ErrorMessage).toMatch(/deposit/);
    await deposited(p, '20');
    const granted = await claim(p, 'FREESPINS50');
    expect(granted.body.Bonus).toMatchObject({ Kind: 'free_spins', Spins: 50, SpinValue: '0.20', Status: 2 });
    expect((await mine(p, '?kind=free_spins')).map((b) => b.Code)).toEqual(['FREESPINS50']);
  });

  it('grants a free bet without a deposit, and lists it with the free bets', async () => {
    const p = await player();
    const { body } = await claim(p, 'FREEBET10');
    expect(body.Message).toBe(CLAIMED);
    expect(body.Bonus).toMatchObject({ Kind: 'free_bet', Product: 'sportsbook', Amount: '10.00', Status: 2 });
    expect((await mine(p, '?kind=free_bet')).map((b) => b.Code)).toEqual(['FREEBET10']);
    expect((await balances(p)).BonusBalance).toBe('0.00');
  });

  it('refuses a bonus in a currency it does not exist in', async () => {
    const p = await player('NEO');
    expect((await claim(p, 'FREEBET10')).body).toMatchObject({ ErrorCode: 'BONUS_CURRENCY', ErrorMessage: 'This bonus is not available in your currency.' });
  });

  it('activates a code once when twenty claims arrive at once', async () => {
    const p = await player();
    await deposited(p, '100');
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(p, 'WELCOME100')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.ErrorCode).filter((code) => code !== "BONUS_ALREADY_CLAIMED")).toEqual([]);
    expect((await balances(p)).BonusBalance).toBe('100.00');
  });

  it('answers in the caller language', async () => {
    const p = await player();
    const { body } = await call('POST', '/api/bonuses/claim', { token: p.token, body: { BonusCode: 'NOPE' }, headers: { 'accept-language': 'it-IT' } });
    expect(body.ErrorMessage).toBe('Questo codice bonus non è valido.');
  });
});

describe('personal bonuses, one active deposit bonus at a time, and cancelling', () => {
  it('appends a personal bonus, refuses it while another deposit bonus is active, and forfeits a cancelled bonus', async () => {
    const p = await player();
    await deposited(p, '100');
    expect((await claim(p, 'WELCOME100')).status).toBe(200);

    // A person's operation: the machine token is refused; a marketing member's session assigns.
    expect((await call('POST', '/api/backoffice/marketing/personal-bonuses', { body: { UserId: String(p.userId), BonusCode: 'VIPRELOAD50' }, headers: { 'x-admin-token': ADMIN } })).body.ErrorCode).toBe('ADMIN_TOKEN_REFUSED');
    const { headers } = await signedInStaff(suite.db, suite.app, ['marketing']);
    expect((await call('POST', '/api/backoffice/marketing/personal-bonuses', { body: { UserId: String(p.userId), BonusCode: 'FREEBET10' }, headers })).body.ErrorCode).toBe('BONUS_NOT_PERSONAL');
    const assigned = await call('POST', '/api/backoffice/marketing/personal-bonuses', { body: { UserId: String(p.userId), BonusCode: 'VIPRELOAD50' }, headers });
    expect(assigned.body.Bonus).toMatchObject({ Code: 'VIPRELOAD50', Status: 1, StatusName: 'Appended', Personal: true });
    expect((await call('GET', '/api/bonuses', { token: p.token })).body.PersonalBonuses.map((b: Json) => b.Code)).toEqual(['VIPRELOAD50']);

    await deposited(p, '200');
    expect((await claim(p, 'VIPRELOAD50')).body).toMatchObject({
      ErrorCode: 'BONUS_ACTIVE_EXISTS',
      ErrorMessage: 'You already have an active bonus. Complete or cancel it before claiming another one.',
    });

    const welcome = (await mine(p, '?status=active&kind=deposit')).find((b) => b.Code === 'WELCOME100')!;
    const houseBefore = await houseBonus();
    const cancelled = await call('POST', `/api/bonuses/${welcome.Id}/cancel`, { token: p.token });
    expect(cancelled.body).toMatchObject({ Message: 'Your bonus has been canceled.', Bonus: { Status: 3, StatusName: 'Canceled' } });
    expect((await balances(p)).BonusBalance).toBe('0.00');
    expect((await houseBonus()) - houseBefore).toBe(10_000n);
    const again = await call('POST', `/api/bonuses/${welcome.Id}/cancel`, { token: p.token });
    expect(again.status).toBe(409);
    expect(again.body.ErrorMessage).toBe('Only appended or active bonuses can be canceled.');

    const vip = await claim(p, 'VIPRELOAD50');
    expect(vip.body.Message).toBe(CLAIMED);
    expect(vip.body.Bonus).toMatchObject({ Status: 2, Amount: '100.00', WageringRequired: '500.00' });
    expect((await mine(p, '?status=history')).map((b) => b.Code)).toEqual(['WELCOME100']);
  });
});

const houseBonus = () => houseBalance(suite.db, 'bonus', 'EUR');

/** A sportsbook bet as the sportsbook will post it: the stake leaves cash, and recordWager runs in the same transaction. */
async function bet(userId: bigint, key: string, stake: bigint, options: { fail?: boolean } = {}) {
  return inTransaction(suite.db, async (tx) => {
    await postMovement(tx, {
      idempotencyKey: key,
      kind: 'test.bet',
      postings: [
        { account: { userId, code: 'cash', currency: 'EUR' }, amount: -stake },
        { account: { house: 'sportsbook', currency: 'EUR' }, amount: stake },
      ],
    });
    const result = await recordWager(tx, userId, stake);
    if (options.fail) throw new Error('the bet fails after wagering');
    return result;
  });
}

/** Winnings paid back by the sportsbook, so the test player can keep staking. */
async function creditBack(p: Player, amount: bigint) {
  await inTransaction(suite.db, (tx) =>
    postMovement(tx, {
      idempotencyKey: `win-${p.userId}-${amount}`,
      kind: 'test.win',
      postings: [
        { account: { userId: p.userId, code: 'cash', currency: 'EUR' }, amount },
        { account: { house: 'sportsbook', currency: 'EUR' }, amount: -amount },
      ],
    }),
  );
}

describe('wagering (recordWager) and release to real money', () => {
  it('counts stakes towards the requirement and moves the bonus to cash when it is met', async () => {
    const p = await player();
    await deposited(p, '1000');
    const bonus = (await claim(p, 'WELCOME100')).body.Bonus;
    expect(bonus.WageringRequired).toBe('10000.00');

    const first = await bet(p.userId, `bet-a-${p.userId}`, 40_000n);
    expect(first.released).toBeNull();
    expect((await mine(p, '?status=active'))[0]).toMatchObject({ Wagered: '400.00', WageringRemaining: '9600.00' });

    await expect(bet(p.userId, `bet-rolled-back-${p.userId}`, 50_000n, { fail: true })).rejects.toThrow('the bet fails');
    expect((await mine(p, '?status=active'))[0]).toMatchObject({ Wagered: '400.00' });

    const second = await bet(p.userId, `bet-b-${p.userId}`, 50_000n);
    expect(second.released).toBeNull();
    // The requirement is met with this stake: 400 + 500 + 9100 ≥ 10000 in three bets.
    await creditBack(p, 910_000n);
    const third = await bet(p.userId, `bet-c-${p.userId}`, 910_000n);
    expect(third.released).toBe(100_000n);
    expect(await balances(p)).toMatchObject({ BonusBalance: '0.00', Balance: '1100.00' });
    const history = (await mine(p, '?status=history'))[0]!;
    expect(history).toMatchObject({ Code: 'WELCOME100', Status: 4, StatusName: 'Completed', Wagered: '10000.00', WageringRemaining: '0.00' });
    const statements = (await call('GET', '/api/cashier/transactions?type=4', { token: p.token })).body.Transactions as Json[];
    expect(statements[0]).toMatchObject({ StatementType: 'BonusRelease', Amount: '1000.00', StatusID: 2 });

    // No active bonus left: a stake wagers nothing.
    expect(await bet(p.userId, `bet-d-${p.userId}`, 100n)).toEqual({ userBonusId: null, released: null });
  });
});

const lastMonday = () => {
  const now = new Date();
  const thisMonday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(thisMonday - 7 * 86_400_000);
};

async function play(userId: bigint, key: string, house: 'sportsbook' | 'casino', amount: bigint) {
  await inTransaction(suite.db, (tx) =>
    postMovement(tx, {
      idempotencyKey: key,
      kind: 'test.play',
      postings: [
        { account: { userId, code: 'cash', currency: 'EUR' }, amount },
        { account: { house, currency: 'EUR' }, amount: -amount },
      ],
    }),
  );
  // Played last week (Wednesday noon).
  await sql`update ledger_transactions set created_at = ${new Date(lastMonday().getTime() + 2.5 * 86_400_000)} where idempotency_key = ${key}`.execute(suite.db);
}

describe('weekly cashback (8% of net losses, once per player and week)', () => {
  it('pays subscribers 8% of what they lost last week, once', async () => {
    const [subscriber, other] = [await player(), await player()];
    await deposited(subscriber, '500');
    await deposited(other, '500');
    expect((await claim(subscriber, 'CASHBACK8')).body.Message).toBe(CLAIMED);
    for (const who of [subscriber, other]) {
      await play(who.userId, `cb-stake-1-${who.userId}`, 'sportsbook', -10_000n);
      await play(who.userId, `cb-win-${who.userId}`, 'sportsbook', 3_000n);
      await play(who.userId, `cb-stake-2-${who.userId}`, 'casino', -5_000n);
    }
    const week = lastMonday().toISOString().slice(0, 10);
    const run = () => call('POST', '/api/backoffice/marketing/cashback', { body: { WeekStart: week }, headers: { 'x-admin-token': ADMIN } });
    const first = await run();
    expect(first.status).toBe(200);
    expect(first.body.Paid).toContainEqual({ UserId: String(subscriber.userId), Currency: 'EUR', NetLoss: '120.00', Amount: '9.60' });
    expect(first.body.Paid.map((x: Json) => x.UserId)).not.toContain(String(other.userId));
    expect((await balances(subscriber)).Balance).toBe('389.60');

    const second = await run();
    expect(second.body.Paid).toEqual([]);
    expect(second.body.AlreadyPaid).toBeGreaterThanOrEqual(1);
    expect((await balances(subscriber)).Balance).toBe('389.60');
    const statements = (await call('GET', '/api/cashier/transactions?type=3', { token: subscriber.token })).body.Transactions as Json[];
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ StatementType: 'Cashback', Amount: '9.60' });
  });

  it.each([
    ['a day that is not a Monday', '2024-01-02'],
    ['a week that is not over', new Date(lastMonday().getTime() + 7 * 86_400_000).toISOString().slice(0, 10)],
    ['not a date', 'last week'],
  ])('refuses %s', async (_name, week) => {
    const { status, body } = await call('POST', '/api/backoffice/marketing/cashback', { body: { WeekStart: week }, headers: { 'x-admin-token': ADMIN } });
    expect(status).toBe(400);
    expect(body.ErrorMessage).toBe('The week must start on a Monday and be over.');
  });
});
