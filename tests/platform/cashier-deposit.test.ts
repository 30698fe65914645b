import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestPlayer, signedCallback } from '../helpers/cashier';
import { useCashierSuite } from '../helpers/cashier-suite';
import type { Json } from '../helpers/json';

const ADMIN = 'cashier-admin-token';
// Seed 001 / ARCHITECTURE rule 2: after every test the ledger balances and every cached balance equals its lines.
// The sandbox's pages are HTML, so a non-JSON answer reads as an empty body here.
const suite = useCashierSuite(ADMIN, { nonJsonAnswers: true });
const { call } = suite;

type Player = Awaited<ReturnType<typeof createTestPlayer>>;
const player = (options: { currency?: string } = {}) => createTestPlayer(suite.db, suite.config, options);

const balance = async (p: Player, currency = p.currency) => {
  const { body } = await call('GET', '/api/cashier/balance', { token: p.token });
  return (body.Balances as Json[]).find((b) => b.Currency === currency)?.Balance as string | undefined;
};
const depositCount = async () => Number((await sql<{ n: number }>`select count(*)::int as n from cashier_transactions`.execute(suite.db)).rows[0]!.n);
const deposit = (p: Player, body: Json, headers: Record<string, string> = {}) => call('POST', '/api/cashier/deposit', { token: p.token, body, headers });
const card = (amount: string, extra: Json = {}) => ({ PaymentMethod: 'card', Amount: amount, AgreeWithDepositTerms: true, CardCountry: 'SE', ...extra });

async function callback(provider: string, payload: Json) {
  const { body, signature } = signedCallback(payload);
  return call('POST', `/api/cashier/callback/${provider}`, { raw: body, headers: { 'x-signature': signature } });
}

/** Fills the sandbox page's form as a browser would and answers where it redirects. */
async function paySandbox(url: string, form: Record<string, string>) {
  const response = await suite.app.request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('deposit methods (seed 001 §4 "Deposit methods load")', () => {
  it('removes coinspaid, selects the first preferred method, labels the card "Debit/Credit Card" and lists the quick amounts', async () => {
    const p = await player();
    const { status, body } = await call('GET', '/api/cashier/deposit/methods', { token: p.token });
    expect(status).toBe(200);
    const keys = (body.DepositMethods as Json[]).map((m) => m.Key);
    expect(keys).not.toContain('coinspaid');
    expect(keys).toEqual([...new Set(keys)]);
    expect(body.SelectedMethod).toBe('skrill');
    expect(body.HasDeposits).toBe(false);
    expect(body.QuickAmounts).toEqual(['1000', '5000', '10000', '50000']);
    expect(body.CardTypes).toEqual([
      { Id: 1, Name: 'Visa', FirstDigit: '4' },
      { Id: 2, Name: 'Mastercard', FirstDigit: '5' },
    ]);
    const cardMethod = (body.DepositMethods as Json[]).find((m) => m.Key === 'card')!;
    expect(cardMethod).toMatchObject({ Value: 'Debit/Credit Card', OriginalValue: 'CreditCard', Kind: 'hosted' });
    expect(cardMethod.Fields.map((f: Json) => f.Name)).toEqual(['PaymentMethod', 'Amount', 'AgreeWithDepositTerms', 'CardCountry']);
    // Provider priorities (seed 001 §9): bank transfer from tigergateway (1), not apcojpay (2).
    expect((body.DepositMethods as Json[]).find((m) => m.Key === 'banktransfer')).toMatchObject({ Provider: 'tigergateway', PaymentMethodId: 11 });
    // Interac is a CAD method.
    expect(keys).not.toContain('interac');
    const crypto = (body.DepositMethods as Json[]).find((m) => m.Key === 'allinonecrypto')!;
    expect(crypto.Currencies).toEqual(expect.arrayContaining([
      { Currency: 'BTC', MinAmount: '0.0002', MaxAmount: null, Blockchain: 'bitcoin' },
      { Currency: 'LTC', MinAmount: '0.01', MaxAmount: null, Blockchain: 'litecoin' },
      { Currency: 'mETH', MinAmount: '1', MaxAmount: null, Blockchain: 'ethereum' },
      { Currency: 'BCH', MinAmount: '0.001', MaxAmount: null, Blockchain: 'bitcoin-cash' },
      { Currency: 'DOGE', MinAmount: '1', MaxAmount: null, Blockchain: 'dogecoin' },
      { Currency: 'NEO', MinAmount: '1', MaxAmount: null, Blockchain: 'neo' },
    ]));
  });

  it('offers Interac to a CAD account with its 5 to 3000 CAD limits', async () => {
    const p = await player({ currency: 'CAD' });
    const { body } = await call('GET', '/api/cashier/deposit/methods', { token: p.token });
    expect((body.DepositMethods as Json[]).find((m) => m.Key === 'interac')!.Currencies).toEqual([{ Currency: 'CAD', MinAmount: '5', MaxAmount: '3000', Blockchain: null }]);
  });

  it('needs a session', async () => {
    const { status, body } = await call('GET', '/api/cashier/deposit/methods');
    expect(status).toBe(401);
    expect(body).toMatchObject({ HasErrors: true, ErrorCode: 'UNAUTHORIZED', ErrorMessage: 'Please log in to continue.' });
  });
});

describe('deposit form rules (seed 001 §5, seed 002 §5)', () => {
  it.each([
    ['no method', 'EUR', {}, 'PaymentMethod', 'Payment method is required'],
    ['no amount', 'EUR', card(''), 'Amount', 'Amount is required'],
    ['an amount that is not a number', 'EUR', card('ten'), 'Amount', 'Please enter a valid amount (at most 2 decimals).'],
    ['more decimals than the currency has', 'EUR', card('10.001'), 'Amount', 'Please enter a valid amount (at most 2 decimals).'],
    ['a zero amount', 'EUR', card('0'), 'Amount', 'Please enter a valid amount (at most 2 decimals).'],
    ['less than the minimum deposit', 'EUR', card('9.99'), 'Amount', 'The minimum deposit amount is 10.00 EUR.'],
    ['more than the largest deposit', 'EUR', card('50000.01'), 'Amount', 'The maximum deposit amount is 50000.00 EUR.'],
    ['the deposit terms unticked', 'EUR', card('20', { AgreeWithDepositTerms: false }), 'AgreeWithDepositTerms', 'Please accept the deposit terms and conditions.'],
    ['no card country', 'EUR', card('20', { CardCountry: '' }), 'CardCountry', 'Card country is required'],
    ['an unknown card country', 'EUR', card('20', { CardCountry: 'XX' }), 'CardCountry', 'Please select the country of your card.'],
    ['another currency than the account', 'EUR', card('20', { Currency: 'USD' }), 'Currency', 'USD is not available for this payment method.'],
    ['Neteller without its e-mail', 'EUR', { PaymentMethod: 'neteller', Amount: '20', AgreeWithDepositTerms: true }, 'NetellerEmail', 'Neteller email is required'],
    ['Neteller with a wrong e-mail', 'EUR', { PaymentMethod: 'neteller', Amount: '20', AgreeWithDepositTerms: true, NetellerEmail: 'me@' }, 'NetellerEmail', 'Please enter a valid email address'],
    ['Papara without its account', 'EUR', { PaymentMethod: 'papara', Amount: '20', AgreeWithDepositTerms: true }, 'PaparaAccountNumber', 'Papara account number is required'],
    ['Papara with a short account', 'EUR', { PaymentMethod: 'papara', Amount: '20', AgreeWithDepositTerms: true, PaparaAccountNumber: '12345' }, 'PaparaAccountNumber', 'A Papara account number has 10 digits.'],
    ['Pagsmile without its document', 'USD', { PaymentMethod: 'pagsmile', Amount: '20', AgreeWithDepositTerms: true }, 'PagsmileDocumentNumber', 'Document number is required'],
    ['Pagsmile with a wrong document', 'USD', { PaymentMethod: 'pagsmile', Amount: '20', AgreeWithDepositTerms: true, PagsmileDocumentNumber: '123.456' }, 'PagsmileDocumentNumber', 'A CPF document number has 11 digits.'],
    ['a voucher without its code', 'EUR', { PaymentMethod: 'vouchers', Currency: 'EUR' }, 'VoucherCode', 'Voucher Code is required'],
    ['a voucher without a currency', 'EUR', { PaymentMethod: 'vouchers', VoucherCode: 'ABC' }, 'Currency', 'Currency is required'],
    ['crypto without a currency', 'EUR', { PaymentMethod: 'allinonecrypto' }, 'Currency', 'Currency is required'],
    ['crypto in a fiat currency', 'EUR', { PaymentMethod: 'allinonecrypto', Currency: 'EUR' }, 'Currency', 'EUR is not available for this payment method.'],
    ['Interac under 5 CAD', 'CAD', { PaymentMethod: 'interac', Amount: '4.99', AgreeWithDepositTerms: true }, 'Amount', 'The minimum deposit amount is 5.00 CAD.'],
    ['Interac over 3000 CAD', 'CAD', { PaymentMethod: 'interac', Amount: '3000.01', AgreeWithDepositTerms: true }, 'Amount', 'The maximum deposit amount is 3000.00 CAD.'],
    ['Interac for a EUR account', 'EUR', { PaymentMethod: 'interac', Amount: '20', AgreeWithDepositTerms: true }, 'PaymentMethod', 'This payment method is not available.'],
    ['coinspaid (removed)', 'EUR', { PaymentMethod: 'coinspaid', Currency: 'BTC' }, 'PaymentMethod', 'This payment method is not available.'],
    ['a return address on another site', 'EUR', card('20', { ReturnUrl: 'https://evil.example/steal' }), 'ReturnUrl', 'The return address must be a page of this site.'],
    ['a protocol-relative return address', 'EUR', card('20', { ReturnUrl: '//evil.example/steal' }), 'ReturnUrl', 'The return address must be a page of this site.'],
    ['an unknown bonus code', 'EUR', card('20', { BonusCode: 'NOPE' }), 'BonusCode', 'This bonus code is not valid.'],
  ])('refuses %s with the message, and records nothing', async (_name, currency, body, field, message) => {
    const p = await player({ currency });
    const before = await depositCount();
    const { status, body: answer } = await deposit(p, body);
    expect(status).toBe(400);
    expect(answer.HasErrors).toBe(true);
    expect(answer.FieldErrors[field]).toBe(message);
    expect(answer.ErrorMessage).toBe(Object.values(answer.FieldErrors)[0]);
    expect(await depositCount()).toBe(before);
  });

  it.each([
    ['5.00', 'CAD'],
    ['3000', 'CAD'],
  ])('accepts Interac at its bound %s %s', async (amount) => {
    const p = await player({ currency: 'CAD' });
    const { status, body } = await deposit(p, { PaymentMethod: 'interac', Amount: amount, AgreeWithDepositTerms: true });
    expect(status).toBe(200);
    expect(body.Deposit).toMatchObject({ StatusID: 1, Status: 'Pending', Currency: 'CAD' });
  });

  it('answers in the caller language', async () => {
    const p = await player();
    const english = (await deposit(p, card(''))).body.FieldErrors.Amount;
    for (const lang of ['sv-SE', 'de-DE', 'it-IT']) {
      const { body } = await deposit(p, card(''), { 'accept-language': lang });
      expect(body.FieldErrors.Amount).toBeTruthy();
      expect(body.FieldErrors.Amount).not.toBe(english);
    }
  });
});

describe('hosted payment page and provider callback', () => {
  it('pays with 4242 4242 4242 4242 on the sandbox page, credits once and returns to the site', async () => {
    const p = await player();
    const start = await deposit(p, card('50.00', { ReturnUrl: '/en-US/user/deposit' }));
    expect(start.status).toBe(200);
    expect(start.body.Deposit).toMatchObject({ StatusID: 1, Status: 'Pending', Amount: '50.00', Currency: 'EUR', StatementTypeID: 1 });
    const url = start.body.Redirect.Url as string;
    expect(url).toMatch(/^\/api\/cashier\/sandbox\/\d+\?token=/);

    const page = await suite.app.request(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', 'name="CardNumber"', 'name="Expiry"', 'name="Cvc"', '50.00 EUR']) expect(html).toContain(text);

    const paid = await paySandbox(url, { CardNumber: '4242 4242 4242 4242', Expiry: '12/39', Cvc: '123' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/en-US/user/deposit?status=approved&depositId=${start.body.Deposit.Id}`);
    expect(await balance(p)).toBe('50.00');

    // A double submit is the same payment: nothing more is credited.
    const again = await paySandbox(url, { CardNumber: '4242 4242 4242 4242', Expiry: '12/39', Cvc: '123' });
    expect(again.location).toContain('status=approved');
    expect(await balance(p)).toBe('50.00');

    const { body } = await call('GET', `/api/cashier/transactions/${start.body.Deposit.Id}`, { token: p.token });
    expect(body.Transaction).toMatchObject({ StatusID: 2, Status: 'Completed', StatusGroup: 'completed', Method: 'card', MethodName: 'Debit/Credit Card' });
    expect(body.Transaction.CompletedDate).toBeTruthy();
    expect((await call('GET', '/api/cashier/deposit/methods', { token: p.token })).body.HasDeposits).toBe(true);

    // Every movement announces the player's balance (strings, from the ledger).
    const events = await suite.db.selectFrom('outbox_events').select('payload').where('topic', '=', 'balance.changed').orderBy('id', 'desc').limit(1).execute();
    expect(events[0]!.payload).toEqual({ userId: String(p.userId), account: 'cash', currency: 'EUR', balance: '50.00' });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('declines %s (%s) and credits nothing', async (number, reason, text) => {
    const p = await player();
    const start = await deposit(p, card('25', { ReturnUrl: '/sv-SE/user/deposit?tab=card' }));
    const paid = await paySandbox(start.body.Redirect.Url, { CardNumber: number, Expiry: '01/40', Cvc: '999' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`/sv-SE/user/deposit?tab=card&status=declined&depositId=${start.body.Deposit.Id}`);
    expect(await balance(p)).toBe('0.00');
    const { body } = await call('GET', `/api/cashier/transactions/${start.body.Deposit.Id}`, { token: p.token });
    expect(body.Transaction).toMatchObject({ StatusID: 11, Status: 'RejectedByPaymentSystem', StatusGroup: 'rejected', Reason: reason, ReasonText: text });
  });

  it.each([
    [{ CardNumber: '4242 4242 4242 4241', Expiry: '12/39', Cvc: '123' }, 'Please enter a valid card number.'],
    [{ CardNumber: '4242 4242 4242 4242', Expiry: '01/20', Cvc: '123' }, 'Please enter a valid expiry date in the future.'],
    [{ CardNumber: '4242 4242 4242 4242', Expiry: '12/39', Cvc: '1' }, 'Please enter the 3 or 4 digit security code.'],
    [{ CardNumber: '4111 1111 1111 1111', Expiry: '12/39', Cvc: '123' }, 'Please use one of the test cards listed below.'],
  ])('shows the page again for a wrong card form %j', async (form, message) => {
    const p = await player();
    const start = await deposit(p, card('25'));
    const answer = await paySandbox(start.body.Redirect.Url, form);
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(message);
    expect((await call('GET', `/api/cashier/transactions/${start.body.Deposit.Id}`, { token: p.token })).body.Transaction.StatusID).toBe(1);
  });

  it('refuses a page link without its token, and never redirects off the site', async () => {
    const p = await player();
    const start = await deposit(p, card('25'));
    const id = start.body.Deposit.Id as string;
    expect((await suite.app.request(`/api/cashier/sandbox/${id}?token=wrong`)).status).toBe(403);
    const url = `${start.body.Redirect.Url}&returnUrl=${encodeURIComponent('https://evil.example/')}`.replace(/&returnUrl=[^&]*&/, '&');
    const paid = await paySandbox(url, { CardNumber: '4242424242424242', Expiry: '12/39', Cvc: '123' });
    expect(paid.location).toBe(`/en-US/user/depositAndWithdraw/deposit?status=approved&depositId=${id}`);
  });

  it('pays a wallet on its page with approve or decline', async () => {
    const p = await player();
    const approved = await deposit(p, { PaymentMethod: 'skrill', Amount: '30', AgreeWithDepositTerms: true });
    expect(await (await suite.app.request(approved.body.Redirect.Url)).text()).toContain('value="approve"');
    expect((await paySandbox(approved.body.Redirect.Url, { Outcome: 'approve' })).location).toContain('status=approved');
    const declined = await deposit(p, { PaymentMethod: 'paysafecard', Amount: '30' });
    expect((await paySandbox(declined.body.Redirect.Url, { Outcome: 'decline' })).location).toContain('status=declined');
    expect(await balance(p)).toBe('30.00');
  });

  it('refuses an unsigned or wrongly signed callback and changes nothing', async () => {
    const p = await player();
    const start = await deposit(p, card('40'));
    const payload = { TransactionId: 'psp-unsigned', Status: 'approved', Amount: '40.00', Currency: 'EUR', DepositId: start.body.Deposit.Id };
    const unsigned = await call('POST', '/api/cashier/callback/sandboxpay', { body: payload });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toMatchObject({ ErrorCode: 'INVALID_SIGNATURE' });
    const { body, signature } = signedCallback(payload, 'another-secret');
    expect((await call('POST', '/api/cashier/callback/sandboxpay', { raw: body, headers: { 'x-signature': signature } })).status).toBe(401);
    // The signature covers the exact bytes: the same JSON re-spaced no longer matches.
    const signed = signedCallback(payload);
    expect((await call('POST', '/api/cashier/callback/sandboxpay', { raw: JSON.stringify(payload, null, 1), headers: { 'x-signature': signed.signature } })).status).toBe(401);
    expect(await balance(p)).toBe('0.00');
  });

  it('credits once when the same callback arrives twice, and twenty times at once', async () => {
    const p = await player();
    const first = await deposit(p, card('40'));
    const payload = { TransactionId: `psp-twice-${first.body.Deposit.Id}`, Status: 'approved', Amount: '40.00', Currency: 'EUR', DepositId: first.body.Deposit.Id };
    const a = await callback('sandboxpay', payload);
    const b = await callback('sandboxpay', payload);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.Replayed, b.body.Replayed]).toEqual([false, true]);
    expect(b.body.Deposit).toEqual(a.body.Deposit);
    expect(await balance(p)).toBe('40.00');

    const second = await deposit(p, card('15.50'));
    const concurrent = { TransactionId: `psp-20-${second.body.Deposit.Id}`, Status: 'approved', Amount: '15.50', Currency: 'EUR', DepositId: second.body.Deposit.Id };
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback('sandboxpay', concurrent)));
    expect(answers.map((x) => x.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((x) => !x.body.Replayed)).toHaveLength(1);
    expect(await balance(p)).toBe('55.50');
    const lines = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where idempotency_key = ${`cashier:deposit:${second.body.Deposit.Id}`}`.execute(suite.db);
    expect(lines.rows[0]!.n).toBe(1);
  });

  it.each([
    ['another amount', { Amount: '39.99' }, 400, 'AMOUNT_MISMATCH'],
    ['another currency', { Currency: 'USD' }, 400, 'CURRENCY_MISMATCH'],
    ['an unknown deposit', { DepositId: '999999999' }, 404, 'DEPOSIT_NOT_FOUND'],
  ])('refuses a callback with %s', async (_name, change, status, code) => {
    const p = await player();
    const start = await deposit(p, card('40'));
    const answer = await callback('sandboxpay', { TransactionId: `psp-bad-${start.body.Deposit.Id}`, Status: 'approved', Amount: '40.00', Currency: 'EUR', DepositId: start.body.Deposit.Id, ...change });
    expect(answer.status).toBe(status);
    expect(answer.body.ErrorCode).toBe(code);
    expect(await balance(p)).toBe('0.00');
  });

  it('answers the same deposit for a repeated Idempotency-Key, and refuses the key for another request', async () => {
    const p = await player();
    const headers = { 'idempotency-key': 'deposit-key-1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(p, card('20'), headers)));
    expect(new Set(answers.map((a) => a.body.Deposit.Id)).size).toBe(1);
    const other = await deposit(p, card('21'), headers);
    expect(other.status).toBe(409);
    expect(other.body.ErrorCode).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe('bank transfer (seed 000 §3 "Bank deposit info")', () => {
  it('gives the bank details with a reference per deposit, and the bank callback credits what arrived', async () => {
    const p = await player();
    const one = await deposit(p, { PaymentMethod: 'banktransfer', Amount: '200', AgreeWithDepositTerms: true });
    const two = await deposit(p, { PaymentMethod: 'banktransfer', Amount: '300', AgreeWithDepositTerms: true });
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.BankInfo).sort()).toEqual(['AccountName', 'AccountNumber', 'AccountType', 'BankName', 'BranchName', 'ReferenceNumber']);
    expect(one.body.BankInfo.ReferenceNumber).toMatch(/^OG[A-Z2-9]{10}$/);
    expect(two.body.BankInfo.ReferenceNumber).not.toBe(one.body.BankInfo.ReferenceNumber);
    expect(one.body.Deposit.ReferenceNumber).toBe(one.body.BankInfo.ReferenceNumber);

    const arrived = await callback('tigergateway', { TransactionId: 'bank-1', Status: 'approved', Amount: '199.50', Currency: 'EUR', ReferenceNumber: one.body.BankInfo.ReferenceNumber });
    expect(arrived.status).toBe(200);
    expect(arrived.body.Deposit).toMatchObject({ StatusID: 2, Amount: '199.50' });
    expect(await balance(p)).toBe('199.50');
    // The wrong provider for the reference finds nothing.
    expect((await callback('sandboxpay', { TransactionId: 'bank-2', Status: 'approved', Amount: '300.00', Currency: 'EUR', ReferenceNumber: two.body.BankInfo.ReferenceNumber })).status).toBe(404);
  });
});

const createVoucher = (body: Json, token = ADMIN) => call('POST', '/api/admin/cashier/vouchers', { body, headers: { 'x-admin-token': token } });

describe('vouchers', () => {
  it('are created by an operator only', async () => {
    expect((await createVoucher({ Currency: 'EUR', Amount: '10' }, 'wrong')).status).toBe(403);
    const { body } = await createVoucher({ Currency: 'EUR', Amount: '10', Count: 3 });
    expect(body.Vouchers).toHaveLength(3);
    expect(body.Vouchers[0]).toMatchObject({ Currency: 'EUR', Amount: '10.00' });
  });

  it('redeem once, whoever asks how often', async () => {
    const [p, q] = [await player(), await player()];
    await createVoucher({ Currency: 'EUR', Amount: '25', Code: 'TEST-VOUCHER-ONCE' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => deposit(i % 2 ? p : q, { PaymentMethod: 'vouchers', VoucherCode: 'test-voucher-once', Currency: 'EUR' })),
    );
    const credited = answers.filter((a) => a.status === 200);
    expect(credited).toHaveLength(1);
    expect(credited[0]!.body.Message).toBe('Your voucher of 25.00 EUR has been added to your balance.');
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.FieldErrors.VoucherCode)).toEqual(Array(19).fill('This voucher has already been used.'));
    const balances = [await balance(p), await balance(q)].sort();
    expect(balances).toEqual(['0.00', '25.00']);
  });

  it.each([
    ['an unknown code', { VoucherCode: 'NO-SUCH-CODE', Currency: 'EUR' }, 'This voucher code is not valid.'],
    ['another currency', { VoucherCode: 'TEST-VOUCHER-USD', Currency: 'EUR' }, 'This voucher is in USD.'],
  ])('refuses %s', async (_name, body, message) => {
    await createVoucher({ Currency: 'USD', Amount: '5', Code: 'TEST-VOUCHER-USD' });
    const p = await player();
    const answer = await deposit(p, { PaymentMethod: 'vouchers', ...body });
    expect(answer.body.FieldErrors.VoucherCode).toBe(message);
    expect(await balance(p)).toBe('0.00');
  });
});

describe('X1 widget and transfer confirmation', () => {
  it('returns the widget data, confirms once, and tracks the transfer status', async () => {
    const p = await player();
    const start = await deposit(p, { PaymentMethod: 'x1', Amount: '75', AgreeWithDepositTerms: true });
    expect(start.body.Widget).toMatchObject({ widgetId: 'oddsgate-x1-sandbox', locale: 'en-US', symbol: 'EUR', buyMoreHidden: true, tryAgainHidden: false, emailHidden: true, email: p.email });
    expect(start.body.Widget.payload).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(start.body.Transfer).toEqual({ Id: start.body.Deposit.Id, DepositAmount: '75.00', DepositCurrency: 'EUR', BonusCode: null });
    expect((await call('GET', '/api/cashier/x1/status', { token: p.token })).body).toMatchObject({ Status: 2, StatusName: 'InProgress' });

    const confirms = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/cashier/x1/confirm', { token: p.token, body: { Id: start.body.Transfer.Id } })));
    for (const confirm of confirms) expect(confirm.body.Message).toBe('Your deposit of 75.00 EUR has been credited.');
    expect(await balance(p)).toBe('75.00');
    expect((await call('GET', '/api/cashier/x1/status', { token: p.token })).body).toMatchObject({ Status: 1, StatusName: 'Available' });

    const stranger = await player();
    const foreign = await call('POST', '/api/cashier/x1/confirm', { token: stranger.token, body: { Id: start.body.Transfer.Id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.ErrorMessage).toBe('This transfer was not found.');
  });
});

describe('crypto deposits (seed 001 §3 blockchain subaddress, §9 minimums)', () => {
  it('gives every player one stored address per chain', async () => {
    const [p, q] = [await player(), await player()];
    const address = async (who: Player, currency: string) => (await call('POST', '/api/cashier/crypto/address', { token: who.token, body: { CryptoCurrency: currency } })).body.CryptoAddress;
    const btc = await address(p, 'BTC');
    expect(btc).toMatchObject({ Blockchain: 'bitcoin', CryptoCurrency: 'BTC', MinimumAmount: '0.0002' });
    expect(btc.Address).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect((await address(p, 'mBTC')).Address).toBe(btc.Address);
    expect((await address(q, 'BTC')).Address).not.toBe(btc.Address);
    expect((await address(p, 'USDTE')).Address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await address(p, 'USDTT')).Address).toMatch(/^T/);
    const viaDeposit = await deposit(p, { PaymentMethod: 'allinonecrypto', Currency: 'LTC' });
    expect(viaDeposit.body.CryptoAddress).toMatchObject({ Blockchain: 'litecoin', MinimumAmount: '0.01' });
    expect(viaDeposit.body.Message).toContain('0.01 LTC');
    const listed = (await call('GET', '/api/cashier/crypto/addresses', { token: p.token })).body.Addresses as Json[];
    expect(listed.map((a) => a.CryptoCurrency)).toEqual(expect.arrayContaining(['BTC', 'mBTC', 'USDTE', 'USDTT', 'LTC']));
  });

  it('credits coins at or above the minimum once, and keeps smaller amounts uncredited', async () => {
    const p = await player();
    const btc = (await call('POST', '/api/cashier/crypto/address', { token: p.token, body: { CryptoCurrency: 'BTC' } })).body.CryptoAddress;
    const payload = { TransactionId: `chain-${btc.Address}`, Status: 'approved', Amount: '0.0002', Currency: 'BTC', Address: btc.Address };
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback('allinone', payload)));
    expect(answers.filter((a) => !a.body.Replayed)).toHaveLength(1);
    expect(await balance(p, 'BTC')).toBe('0.00020000');
    const small = await callback('allinone', { ...payload, TransactionId: `chain-small-${btc.Address}`, Amount: '0.00019999' });
    expect(small.body.Deposit).toMatchObject({ StatusID: 12, Status: 'NotProcessed', Reason: 'below_minimum' });
    expect(await balance(p, 'BTC')).toBe('0.00020000');
    expect((await callback('allinone', { ...payload, TransactionId: 'chain-x', Currency: 'ETH' })).body.ErrorCode).toBe('CURRENCY_MISMATCH');
    expect((await callback('allinone', { ...payload, TransactionId: 'chain-y', Address: 'bc1qnobody' })).status).toBe(404);
  });
});
