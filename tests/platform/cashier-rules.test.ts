/** The cashier's pure rules, one row per case the seeds name (no database). */
import { describe, expect, it } from 'vitest';
import { toMinor } from '../../platform/money';
import { BLOCKCHAIN_OF, deriveAddress } from '../../platform/cashier/crypto';
import {
  DEPOSIT_CATALOGUE,
  WITHDRAW_CATALOGUE,
  cardTypeOf,
  loadDepositMethods,
  loadWithdrawMethods,
  type DepositMethodDefinition,
} from '../../platform/cashier/methods';
import { checkDeposit, checkWithdrawal, safeReturnUrl } from '../../platform/cashier/rules';
import { expiryValid, luhn, returnTo, TEST_CARDS } from '../../platform/cashier/sandbox';
import { signBody, verifyBody } from '../../platform/cashier/signing';
import { STATUS_GROUPS, TRANSACTION_STATUS_NAMES, isCancelable, statusGroupOf } from '../../platform/cashier/statuses';
import { itReturns } from '../helpers/table';

describe('amounts: major-unit strings to minor units, never through a float', () => {
  itReturns('%s %s → %s', toMinor, [
    ['12.50', 'EUR', 1250n],
    ['12.5', 'EUR', 1250n],
    ['0.0002', 'BTC', 20_000n],
    ['1', 'NEO', 1n],
    ['3000', 'CAD', 300_000n],
    [0.1, 'EUR', 10n],
    ['10.001', 'EUR', null],
    ['1.5', 'NEO', null],
    ['-5', 'EUR', null],
    ['1e3', 'EUR', null],
    ['', 'EUR', null],
    ['12,50', 'EUR', null],
  ]);
});

describe('deposit methods load (seed 001 §4)', () => {
  it('removes coinspaid, keeps one entry per method and selects the first preferred one', () => {
    const { methods, selected } = loadDepositMethods(DEPOSIT_CATALOGUE, 'EUR');
    expect(methods.map((m) => m.key)).not.toContain('coinspaid');
    expect(new Set(methods.map((m) => m.key)).size).toBe(methods.length);
    expect(selected?.key).toBe('skrill');
  });

  it.each([
    [['paysafecard', 'neteller'], 'paysafecard'],
    [['coinspaid', 'vouchers'], 'vouchers'],
    [['nothing-offered'], 'card'],
    [[], 'card'],
  ])('with the preferred list %j selects %s', (preferred, expected) => {
    expect(loadDepositMethods(DEPOSIT_CATALOGUE, 'EUR', preferred).selected?.key).toBe(expected);
  });

  it('takes a method from the provider with the better priority (tigergateway 1 before apcojpay 2)', () => {
    const catalogue: DepositMethodDefinition[] = [
      { id: 1, key: 'banktransfer', original: 'BT', provider: 'apcopurplepay', kind: 'bank', fields: ['Amount'], currencies: 'fiat' },
      { id: 2, key: 'banktransfer', original: 'BT', provider: 'tigergateway', kind: 'bank', fields: ['Amount'], currencies: 'fiat' },
      { id: 3, key: 'banktransfer', original: 'BT', provider: 'apcojpay', kind: 'bank', fields: ['Amount'], currencies: 'fiat' },
    ];
    expect(loadDepositMethods(catalogue, 'EUR').methods).toEqual([catalogue[1]]);
  });

  it('offers Interac to CAD accounts only, and crypto to every account', () => {
    expect(loadDepositMethods(DEPOSIT_CATALOGUE, 'CAD').methods.map((m) => m.key)).toContain('interac');
    expect(loadDepositMethods(DEPOSIT_CATALOGUE, 'EUR').methods.map((m) => m.key)).not.toContain('interac');
    expect(loadDepositMethods(DEPOSIT_CATALOGUE, 'SEK').methods.map((m) => m.key)).toContain('allinonecrypto');
  });
});

describe('withdraw methods load (seed 001 §4)', () => {
  it.each([
    [undefined, 'banktransfer'],
    ['skrill', 'skrill'],
    ['coinspaid', 'banktransfer'],
    ['unknown', 'banktransfer'],
  ])('requested %s selects %s, coinspaid never listed', (requested, expected) => {
    const { methods, selected } = loadWithdrawMethods(WITHDRAW_CATALOGUE, 'EUR', requested);
    expect(methods.map((m) => m.key)).not.toContain('coinspaid');
    expect(selected?.key).toBe(expected);
  });
});

describe('card type from the first digit (seed 001 §4)', () => {
  itReturns('%s → %s', cardTypeOf, [
    ['4242 4242 4242 4242', 'Visa'],
    ['5555-5555-5555-4444', 'Mastercard'],
    ['3782 822463 10005', null],
    ['', null],
  ]);
});

describe('the deposit rules', () => {
  const card = DEPOSIT_CATALOGUE.find((m) => m.key === 'card')!;
  const interac = DEPOSIT_CATALOGUE.find((m) => m.key === 'interac')!;
  const vouchers = DEPOSIT_CATALOGUE.find((m) => m.key === 'vouchers')!;
  const paysafecard = DEPOSIT_CATALOGUE.find((m) => m.key === 'paysafecard')!;

  it.each([
    [interac, { Amount: '4.99', AgreeWithDepositTerms: true }, { Amount: 'deposit.minimum' }],
    [interac, { Amount: '5', AgreeWithDepositTerms: true }, {}],
    [interac, { Amount: '3000.00', AgreeWithDepositTerms: true }, {}],
    [interac, { Amount: '3000.01', AgreeWithDepositTerms: true }, { Amount: 'deposit.maximum' }],
    [vouchers, {}, { Currency: 'validation.required', VoucherCode: 'validation.required' }],
    [paysafecard, { Amount: '20' }, {}],
    [card, { Amount: '20', AgreeWithDepositTerms: true, CardCountry: 'se' }, {}],
    [card, { Amount: '20', AgreeWithDepositTerms: true, CardCountry: 'SE', ReturnUrl: '/\\evil.example' }, { ReturnUrl: 'deposit.returnUrlInvalid' }],
  ])('%# %j', (method, input, expected) => {
    const currency = method === interac ? 'CAD' : 'EUR';
    const { problems } = checkDeposit(method, input, currency);
    expect(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.key]))).toEqual(expected);
  });
});

describe('the withdrawal rules', () => {
  const interac = WITHDRAW_CATALOGUE.find((m) => m.key === 'interac')!;
  it.each([
    ['4.99', 'withdraw.minimum'],
    ['5', null],
    ['9999.99', null],
    ['10000', 'withdraw.maximumExclusive'],
  ])('Interac cash-out of %s CAD → %s', (amount, key) => {
    const { problems } = checkWithdrawal(interac, { Amount: amount, Password: 'x', Email: 'a@b.example' }, 'CAD');
    expect(problems.Amount?.key ?? null).toBe(key);
  });
});

describe('return addresses stay on the site', () => {
  itReturns('%j → %s', safeReturnUrl, [
    ['/en-US/user/deposit?status=approved', true],
    ['/sv-SE/user/depositAndWithdraw/deposit#top', true],
    ['https://evil.example/', false],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['javascript:alert(1)', false],
    ['/path with space', false],
    ['/line\nbreak', false],
    ['', false],
  ]);

  it('adds the outcome before a fragment', () => {
    expect(returnTo('/en-US/user/deposit', 'approved', 7n)).toBe('/en-US/user/deposit?status=approved&depositId=7');
    expect(returnTo('/en-US/user/deposit?tab=1#x', 'declined', 7n)).toBe('/en-US/user/deposit?tab=1&status=declined&depositId=7#x');
  });
});

describe('the sandbox provider', () => {
  it('documents its test cards, all valid card numbers', () => {
    expect(TEST_CARDS).toMatchObject({
      '4242424242424242': { outcome: 'approved' },
      '4000000000000002': { outcome: 'declined', reason: 'card_declined' },
      '4000000000009995': { outcome: 'declined', reason: 'insufficient_funds' },
    });
    for (const number of Object.keys(TEST_CARDS)) expect(luhn(number)).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
  });

  it.each([
    ['12/99', true],
    ['01/20', false],
    ['13/30', false],
    ['1/30', false],
  ])('expiry %s → %s', (expiry, valid) => {
    expect(expiryValid(expiry, new Date('2026-06-15T00:00:00Z'))).toBe(valid);
  });

  it('signs the raw body and rejects any change of it', () => {
    const body = '{"TransactionId":"1"}';
    const signature = signBody(body, 'secret');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyBody(body, signature, 'secret')).toBe(true);
    expect(verifyBody(`${body} `, signature, 'secret')).toBe(false);
    expect(verifyBody(body, signature, 'other')).toBe(false);
    expect(verifyBody(body, undefined, 'secret')).toBe(false);
  });
});

describe('crypto deposit addresses', () => {
  it('are deterministic per player and chain, distinct across players and chains, in each chain\'s shape', () => {
    expect(deriveAddress('s', 1n, 'bitcoin')).toBe(deriveAddress('s', 1n, 'bitcoin'));
    expect(deriveAddress('s', 1n, 'bitcoin')).not.toBe(deriveAddress('s', 2n, 'bitcoin'));
    expect(deriveAddress('s', 1n, 'bitcoin')).not.toBe(deriveAddress('other', 1n, 'bitcoin'));
    const chains = [...new Set(Object.values(BLOCKCHAIN_OF))];
    expect(new Set(chains.map((chain) => deriveAddress('s', 1n, chain))).size).toBe(chains.length);
    expect(deriveAddress('s', 1n, 'ethereum')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(deriveAddress('s', 1n, 'tron')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(deriveAddress('s', 1n, 'cardano')).toMatch(/^addr1q[a-z0-9]{57}$/);
  });
});

describe('transaction statuses (seed 001 §4)', () => {
  it('has the 17 statuses 0–16, the first six as the seed names them', () => {
    expect(Object.keys(TRANSACTION_STATUS_NAMES).map(Number)).toEqual([...Array(17).keys()]);
    expect([0, 1, 2, 3, 4, 5].map((id) => TRANSACTION_STATUS_NAMES[id as 0])).toEqual(['None', 'Pending', 'Completed', 'Rejected', 'Canceled', 'Refund']);
  });

  it('puts pending, processing and payment system processing in the pending group, each status in at most one group', () => {
    expect(STATUS_GROUPS.pending).toEqual(expect.arrayContaining([1, 10, 15]));
    const all = Object.values(STATUS_GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(statusGroupOf(0)).toBe('none');
    expect(statusGroupOf(11)).toBe('rejected');
    expect(statusGroupOf(16)).toBe('canceled');
  });

  itReturns('statement type %i in status %i cancelable: %s', isCancelable, [
    [2, 1, true],
    [2, 10, false],
    [2, 2, false],
    [1, 1, false],
  ]);
});
