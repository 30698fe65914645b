import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTestPlayer, creditForTest } from '../helpers/cashier';
import { useCashierSuite } from '../helpers/cashier-suite';
import type { Json } from '../helpers/json';
import { signedInStaff } from '../helpers/staff';

const ADMIN = 'cashier-admin-token';
const suite = useCashierSuite(ADMIN);
const { call } = suite;

type Player = Awaited<ReturnType<typeof createTestPlayer>>;
/** A player holding `cash` (major units) in their account currency. */
async function player(options: { currency?: string; cash?: bigint } = {}) {
  const p = await createTestPlayer(suite.db, suite.config, options);
  if (options.cash) await creditForTest(suite.db, p.userId, p.currency, options.cash * 100n);
  return p;
}

const balances = async (p: Player) => (await call('GET', '/api/cashier/balance', { token: p.token })).body;
const withdraw = (p: Player, body: Json, headers: Record<string, string> = {}) => call('POST', '/api/cashier/withdraw', { token: p.token, body, headers });
/** A payments desk decision, by a member of staff signed in for it (a fresh one each time: four eyes count people). */
const decide = async (id: string, decision: 'approve' | 'reject', headers?: Record<string, string>) =>
  call('POST', `/api/backoffice/payments/withdrawals/${id}/${decision}`, { headers: headers ?? (await signedInStaff(suite.db, suite.app, ['payments'])).headers, ...(decision === 'reject' ? { body: { Reason: 'Card holder name does not match' } } : {}) });
const skrill = (amount: string, extra: Json = {}) => ({ Method: 'skrill', Amount: amount, Password: TEST_PASSWORD, Email: 'me@wallet.example', ...extra });
const ledgerSum = async (userId: bigint) =>
  BigInt(
    (await sql<{ total: string | null }>`select sum(l.amount)::text as total from ledger_lines l join ledger_accounts a on a.id = l.account_id where a.user_id = ${userId} and a.code = 'cash'`.execute(suite.db))
      .rows[0]!.total ?? 0,
  );

const SUCCESS = 'Your withdrawal was successfully submitted and will be processed in up to 3 business days (if approved)';
const bank = { Method: 'banktransfer', Amount: '20', Password: TEST_PASSWORD, BankName: 'Nordea', BranchName: 'Central', AccountType: 'Current', AccountNumber: 'SE12 3456 7890', AccountName: 'Anna Svensson' };
const jp = {
  Method: 'jpbank',
  Amount: '20',
  Password: TEST_PASSWORD,
  BankName: 'みずほ銀行',
  BankCode: '0001',
  BranchName: '東京営業部',
  BranchCode: '001',
  AccountType: 'ordinary',
  AccountNumber: '1234567',
  JpayAccountHolderName: 'ヤマダ タロウ',
  AccountName: '山田 太郎',
};

describe('withdrawal methods (seed 001 §4 "Withdraw methods load")', () => {
  it('excludes coinspaid and selects the first unless another is requested', async () => {
    const p = await player();
    const first = (await call('GET', '/api/cashier/withdraw/methods', { token: p.token })).body;
    const keys = (first.WithdrawMethods as Json[]).map((m) => m.Key);
    expect(keys).not.toContain('coinspaid');
    expect(keys).not.toContain('interac');
    expect(first.SelectedMethod).toBe(keys[0]);
    expect(first.WithdrawMethods[0]).toMatchObject({ Name: 'Bank transfer', PaymentMethodId: 101, Currency: 'EUR' });
    expect((await call('GET', '/api/cashier/withdraw/methods?Method=skrill', { token: p.token })).body.SelectedMethod).toBe('skrill');
    expect((await call('GET', '/api/cashier/withdraw/methods?Method=coinspaid', { token: p.token })).body.SelectedMethod).toBe(keys[0]);
  });

  it('offers the Interac cash-out to CAD accounts, from 5 to under 10000 CAD', async () => {
    const p = await player({ currency: 'CAD' });
    const { body } = await call('GET', '/api/cashier/withdraw/methods', { token: p.token });
    expect((body.WithdrawMethods as Json[]).find((m) => m.Key === 'interac')!.Currencies).toEqual([{ Currency: 'CAD', MinAmount: '5', MaxAmount: '10000', MaxExclusive: true }]);
  });
});

describe('withdrawal form rules (seed 001 §5)', () => {
  it.each([
    ['no method', 'EUR', { Amount: '20', Password: TEST_PASSWORD }, 'Method', 'Payment method is required'],
    ['coinspaid (excluded)', 'EUR', { Method: 'coinspaid', Amount: '20', Password: TEST_PASSWORD, Currency: 'BTC', BlockchainAddress: 'bc1q0000000000000000000000' }, 'Method', 'This withdrawal method is not available.'],
    ['no amount', 'EUR', skrill(''), 'Amount', 'Amount is required'],
    ['an amount that is not a number', 'EUR', skrill('1,5'), 'Amount', 'Please enter a valid amount (at most 2 decimals).'],
    ['less than the minimum', 'EUR', skrill('9.99'), 'Amount', 'The minimum withdrawal amount is 10.00 EUR.'],
    ['no password', 'EUR', skrill('20', { Password: '' }), 'Password', 'Password is required'],
    ['a wrong password', 'EUR', skrill('20', { Password: 'Wrong1234' }), 'Password', 'The password is not correct.'],
    ['a wallet without its e-mail', 'EUR', skrill('20', { Email: null }), 'Email', 'Please enter your email address.'],
    ['a wallet with a wrong e-mail', 'EUR', skrill('20', { Email: 'wallet@' }), 'Email', 'Please enter a valid email address'],
    ['a bank without its name', 'EUR', { ...bank, BankName: '' }, 'BankName', 'Please enter the bank name.'],
    ['a bank without its branch', 'EUR', { ...bank, BranchName: '' }, 'BranchName', 'Please enter the branch name.'],
    ['a bank without the account type', 'EUR', { ...bank, AccountType: '' }, 'AccountType', 'Please select the account type.'],
    ['a bank without the account number', 'EUR', { ...bank, AccountNumber: '' }, 'AccountNumber', 'Please enter the account number.'],
    ['a bank with a wrong account number', 'EUR', { ...bank, AccountNumber: '12' }, 'AccountNumber', 'Please enter a valid account number.'],
    ['a bank without the holder', 'EUR', { ...bank, AccountName: '' }, 'AccountName', 'Please enter the account holder name.'],
    ['a Japanese bank without its code', 'EUR', { ...jp, BankCode: '' }, 'BankCode', 'Please enter the bank code.'],
    ['a Japanese bank code of 3 digits', 'EUR', { ...jp, BankCode: '001' }, 'BankCode', 'A bank code has 4 digits.'],
    ['a Japanese branch without its code', 'EUR', { ...jp, BranchCode: '' }, 'BranchCode', 'Please enter the branch code.'],
    ['a Japanese branch code of 4 digits', 'EUR', { ...jp, BranchCode: '0001' }, 'BranchCode', 'A branch code has 3 digits.'],
    ['a Japanese account type not in the list', 'EUR', { ...jp, AccountType: 'gold' }, 'AccountType', 'Please select ordinary, current or savings.'],
    ['a Japanese account number of 6 digits', 'EUR', { ...jp, AccountNumber: '123456' }, 'AccountNumber', 'Please enter a valid account number.'],
    ['no katakana holder name', 'EUR', { ...jp, JpayAccountHolderName: '' }, 'JpayAccountHolderName', 'Please enter the account holder name in katakana.'],
    ['a katakana holder name in latin letters', 'EUR', { ...jp, JpayAccountHolderName: 'Yamada Taro' }, 'JpayAccountHolderName', 'Please write the account holder name in katakana only.'],
    ['no kanji holder name', 'EUR', { ...jp, AccountName: '' }, 'AccountName', 'Please enter the account holder name.'],
    ['a kanji holder name in latin letters', 'EUR', { ...jp, AccountName: 'Yamada Taro' }, 'AccountName', 'Please write the account holder name in kanji.'],
    ['Venus Point without its ID', 'EUR', { Method: 'venuspoint', Amount: '20', VenusPointPassword: 'x' }, 'VenusPointID', 'Please enter your Venus Point ID.'],
    ['Venus Point without its password', 'EUR', { Method: 'venuspoint', Amount: '20', VenusPointID: 'VP12345' }, 'VenusPointPassword', 'Please enter your Venus Point password.'],
    ['ecoPayz without its account', 'EUR', { Method: 'ecopayz', Amount: '20', Password: TEST_PASSWORD }, 'EcoPayzAccountNumber', 'Please enter your ecoPayz account number.'],
    ['ecoPayz with a short account', 'EUR', { Method: 'ecopayz', Amount: '20', Password: TEST_PASSWORD, EcoPayzAccountNumber: '123' }, 'EcoPayzAccountNumber', 'An ecoPayz account number has 12 digits.'],
    ['Oriental Wallet without its account', 'EUR', { Method: 'orientalwallet', Amount: '20', Password: TEST_PASSWORD }, 'OrientalWalletAccountNumber', 'Please enter your Oriental Wallet account number.'],
    ['crypto without an address', 'EUR', { Method: 'allinonecrypto', Amount: '0.01', Password: TEST_PASSWORD, Currency: 'ETH' }, 'BlockchainAddress', 'Please enter your wallet address.'],
    ['crypto without a currency', 'EUR', { Method: 'allinonecrypto', Amount: '0.01', Password: TEST_PASSWORD, BlockchainAddress: '0x0000000000000000000000000000000000000001' }, 'Currency', 'Currency is required'],
    ['Interac under 5 CAD', 'CAD', { Method: 'interac', Amount: '4.99', Password: TEST_PASSWORD, Email: 'me@bank.example' }, 'Amount', 'The minimum withdrawal amount is 5.00 CAD.'],
    ['Interac at 10000 CAD', 'CAD', { Method: 'interac', Amount: '10000', Password: TEST_PASSWORD, Email: 'me@bank.example' }, 'Amount', 'The withdrawal amount must be less than 10000.00 CAD.'],
    ['more than the balance', 'EUR', skrill('100.01'), 'Amount', 'Insufficient balance.'],
  ])('refuses %s with the message, and moves nothing', async (_name, currency, body, field, message) => {
    const p = await player({ currency, cash: 100n });
    const { status, body: answer } = await withdraw(p, body);
    expect(status).toBe(400);
    expect(answer.FieldErrors[field]).toBe(message);
    expect(answer.ErrorMessage).toBe(message);
    expect((await balances(p)).Balance).toBe('100.00');
    const rows = await sql<{ n: number }>`select count(*)::int as n from cashier_transactions where user_id = ${p.userId}`.execute(suite.db);
    expect(rows.rows[0]!.n).toBe(0);
  });

  it.each([
    ['Interac at 5 CAD', 'CAD', { Method: 'interac', Amount: '5', Password: TEST_PASSWORD, Email: 'me@bank.example' }],
    ['Interac at 9999.99 CAD', 'CAD', { Method: 'interac', Amount: '9999.99', Password: TEST_PASSWORD, Email: 'me@bank.example' }],
    ['a Japanese bank transfer', 'EUR', jp],
    ['a bank transfer', 'EUR', bank],
    ['Venus Point (its own password, not the account one)', 'EUR', { Method: 'venuspoint', Amount: '20', VenusPointID: 'VP12345', VenusPointPassword: 'wallet-pass' }],
  ])('accepts %s', async (_name, currency, body) => {
    const p = await player({ currency, cash: 10_000n });
    const { status, body: answer } = await withdraw(p, body);
    expect(status).toBe(200);
    expect(answer.Message).toBe(SUCCESS);
    // Passwords are never stored with the request.
    const stored = await sql<{ details: Json }>`select details from cashier_transactions where id = ${BigInt(answer.Withdrawal.Id)}`.execute(suite.db);
    expect(JSON.stringify(stored.rows[0]!.details)).not.toMatch(/Tangerine7Kite|wallet-pass/);
  });

  it('answers in the caller language', async () => {
    const p = await player({ cash: 100n });
    const { body } = await withdraw(p, skrill('20', { Password: '' }), { 'accept-language': 'de-DE' });
    expect(body.FieldErrors.Password).toBe('Passwort ist erforderlich');
  });
});

describe('withdrawal requests', () => {
  it('reserves the money, shows it pending and reserved, with the 3-business-day notice', async () => {
    const p = await player({ cash: 100n });
    const { status, body } = await withdraw(p, skrill('30.50'));
    expect(status).toBe(200);
    expect(body.Message).toBe(SUCCESS);
    expect(body.Withdrawal).toMatchObject({ StatementTypeID: 2, StatusID: 1, Status: 'Pending', StatusGroup: 'pending', Amount: '30.50', Currency: 'EUR', Cancelable: true, Method: 'skrill' });
    expect(await balances(p)).toMatchObject({ Balance: '69.50', ReservedBalance: '30.50', TotalBalance: '69.50' });
    expect(await ledgerSum(p.userId)).toBe(6_950n);
  });

  it('moves money once for the same request sent twice and twenty times at once', async () => {
    const p = await player({ cash: 100n });
    const headers = { 'idempotency-key': 'withdraw-once' };
    const a = await withdraw(p, skrill('10'), headers);
    const b = await withdraw(p, skrill('10'), headers);
    expect(b.body.Withdrawal.Id).toBe(a.body.Withdrawal.Id);
    expect((await balances(p)).Balance).toBe('90.00');

    const twenty = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, skrill('25'), { 'idempotency-key': 'withdraw-twenty' })));
    expect(twenty.map((x) => x.status)).toEqual(Array(20).fill(200));
    expect(new Set(twenty.map((x) => x.body.Withdrawal.Id)).size).toBe(1);
    expect((await balances(p)).Balance).toBe('65.00');
    const conflict = await withdraw(p, skrill('26'), { 'idempotency-key': 'withdraw-twenty' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.ErrorCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('never overdraws under twenty concurrent withdrawals', async () => {
    const p = await player({ cash: 100n });
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(p, skrill('15'))));
    const accepted = answers.filter((x) => x.status === 200);
    expect(accepted).toHaveLength(6);
    for (const refused of answers.filter((x) => x.status !== 200)) expect(refused.body).toMatchObject({ ErrorCode: 'INSUFFICIENT_BALANCE', ErrorMessage: 'Insufficient balance.' });
    expect(await balances(p)).toMatchObject({ Balance: '10.00', ReservedBalance: '90.00' });
    expect(await ledgerSum(p.userId)).toBe(1_000n);
  });

  it('cancels only pending withdrawals, and the money comes back', async () => {
    const p = await player({ cash: 100n });
    const { body } = await withdraw(p, skrill('40'));
    const id = body.Withdrawal.Id as string;
    const cancelled = await call('POST', `/api/cashier/withdraw/${id}/cancel`, { token: p.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.Withdrawal).toMatchObject({ StatusID: 4, Status: 'Canceled', StatusGroup: 'canceled', Cancelable: false });
    expect(await balances(p)).toMatchObject({ Balance: '100.00', ReservedBalance: '0.00' });
    const again = await call('POST', `/api/cashier/withdraw/${id}/cancel`, { token: p.token });
    expect(again.status).toBe(409);
    expect(again.body.ErrorMessage).toBe('Only pending withdrawals can be cancelled.');
    expect((await balances(p)).Balance).toBe('100.00');

    // Someone else's withdrawal is not theirs to cancel.
    const other = await player({ cash: 50n });
    const theirs = (await withdraw(other, skrill('20'))).body.Withdrawal.Id as string;
    expect((await call('POST', `/api/cashier/withdraw/${theirs}/cancel`, { token: p.token })).status).toBe(404);
  });

  it('lets the operator approve (paid out) or reject (money back), once', async () => {
    const p = await player({ cash: 100n });
    const first = (await withdraw(p, skrill('30'))).body.Withdrawal.Id as string;
    const second = (await withdraw(p, skrill('20'))).body.Withdrawal.Id as string;
    expect((await call('POST', `/api/backoffice/payments/withdrawals/${first}/approve`, { headers: { 'x-admin-token': ADMIN } })).body.ErrorCode).toBe('ADMIN_TOKEN_REFUSED');
    const pending = await call('GET', '/api/backoffice/payments/withdrawals', { headers: (await signedInStaff(suite.db, suite.app, ['payments'])).headers });
    expect((pending.body.Withdrawals as Json[]).map((w) => w.Id)).toEqual(expect.arrayContaining([first, second]));

    const approved = await decide(first, 'approve');
    expect(approved.body).toMatchObject({ Message: 'Your withdrawal was successfull', Withdrawal: { StatusID: 2, Status: 'Completed', UserId: String(p.userId) } });
    expect(approved.body.Withdrawal.CompletedDate).toBeTruthy();
    const rejected = await decide(second, 'reject');
    expect(rejected.body.Withdrawal).toMatchObject({ StatusID: 3, Status: 'Rejected', Reason: 'operator_rejected', ReasonText: 'The withdrawal was rejected. Card holder name does not match' });
    expect(await balances(p)).toMatchObject({ Balance: '70.00', ReservedBalance: '0.00' });

    expect((await decide(second, 'approve')).status).toBe(409);
    expect((await call('POST', `/api/cashier/withdraw/${first}/cancel`, { token: p.token })).body.ErrorMessage).toBe('Only pending withdrawals can be cancelled.');
    expect(await balances(p)).toMatchObject({ Balance: '70.00' });
  });

  it('lets exactly one of a cancel and an approval win', async () => {
    const p = await player({ cash: 100n });
    const id = (await withdraw(p, skrill('50'))).body.Withdrawal.Id as string;
    const staff = await signedInStaff(suite.db, suite.app, ['payments']);
    const [cancel, approve] = await Promise.all([call('POST', `/api/cashier/withdraw/${id}/cancel`, { token: p.token }), decide(id, 'approve', staff.headers)]);
    expect([cancel.status, approve.status].sort()).toEqual([200, 409]);
    expect((await balances(p)).Balance).toBe(cancel.status === 200 ? '100.00' : '50.00');
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/cashier/withdraw', { body: skrill('10') })).status).toBe(401);
  });
});

describe('transaction history (seed 001 §3 activity filter, §9 page size 20)', () => {
  it('pages 20 at a time, newest first, and filters by status group, StatusID, dates and type', async () => {
    const p = await player({ cash: 1_000n });
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await withdraw(p, skrill(`${10 + i}`))).body.Withdrawal.Id);
    await call('POST', `/api/cashier/withdraw/${ids[0]}/cancel`, { token: p.token });
    await decide(ids[1]!, 'approve');
    await decide(ids[2]!, 'reject');

    const history = (query = '') => call('GET', `/api/cashier/transactions${query}`, { token: p.token }).then((r) => r.body);
    const first = await history();
    expect(first).toMatchObject({ TotalRecords: 23, Page: 1, PageSize: 20, TotalPages: 2 });
    expect(first.Transactions).toHaveLength(20);
    expect(first.Transactions[0].Id).toBe(ids[22]);
    expect((await history('?page=2')).Transactions.map((t: Json) => t.Id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await history('?status=all')).TotalRecords).toBe(23);
    expect((await history('?status=pending')).TotalRecords).toBe(20);
    expect((await history('?status=completed')).Transactions.map((t: Json) => t.Id)).toEqual([ids[1]]);
    expect((await history('?status=rejected')).Transactions.map((t: Json) => t.Id)).toEqual([ids[2]]);
    expect((await history('?status=canceled')).Transactions.map((t: Json) => t.Id)).toEqual([ids[0]]);
    expect((await history('?status=4')).Transactions.map((t: Json) => t.Id)).toEqual([ids[0]]);
    expect((await history('?status=refund')).TotalRecords).toBe(0);
    expect((await history('?type=1')).TotalRecords).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(`?from=${today}&to=${today}`)).TotalRecords).toBe(23);
    expect((await history('?from=2000-01-01&to=2000-01-31')).TotalRecords).toBe(0);
    const backwards = await call('GET', '/api/cashier/transactions?from=2020-02-01&to=2020-01-01', { token: p.token });
    expect(backwards.body.ErrorMessage).toBe('The start date must be before the end date.');
  });

  it('lists the 17 statuses 0–16 with their names and the seed groups', async () => {
    const { body } = await call('GET', '/api/cashier/transactions/statuses');
    expect(body.Statuses.map((s: Json) => s.Id)).toEqual([...Array(17).keys()]);
    expect(body.Statuses.slice(0, 6).map((s: Json) => s.Name)).toEqual(['None', 'Pending', 'Completed', 'Rejected', 'Canceled', 'Refund']);
    expect(body.Statuses.map((s: Json) => s.Name)).toEqual(
      expect.arrayContaining(['PaymentSystemProcessing', 'RejectedByPaymentSystem', 'NotProcessed', 'ProcessingError', 'AdminApproved', 'Processing', 'TransactionFailed']),
    );
    const pending = body.Groups.find((g: Json) => g.Name === 'pending');
    expect(pending.StatusIds).toEqual(expect.arrayContaining([1, 10, 15]));
    expect(body.Groups[0]).toEqual({ Name: 'all', Text: 'All type', StatusIds: [] });
  });
});
