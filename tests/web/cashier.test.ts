import { describe, expect, it } from 'vitest';
import { rememberCashierLanding, peekCashierLanding, clearCashierLanding } from '../../web/src/features/cashier/landing';
import { amountMessageKey, serverFieldErrors } from '../../web/src/features/cashier/messages';
import {
  amountProblem,
  cardTypeOf,
  compareDecimal,
  DEFAULT_HISTORY_FILTER,
  DEPOSIT_INPUT_KEYS,
  historyVariables,
  parseAmount,
  readDepositReturn,
  RetryKey,
  toMethodInput,
  WITHDRAW_INPUT_KEYS,
} from '../../web/src/features/cashier/rules';
import { cashierPageVariables, cashierTabOf } from '../../web/src/features/cashier/tabs';
import { bonusesPageVariables, bonusStatusKey, isBonusTab } from '../../web/src/features/bonuses/tabs';
import { itReturns } from '../helpers/table';

describe('card type from the first digit (seed 001 §4)', () => {
  itReturns('%j → %s', cardTypeOf, [
    ['4242 4242 4242 4242', 'Visa'],
    ['4000-0000-0000-0002', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['  5', 'Mastercard'],
    ['3782 822463 10005', null],
    ['6011', null],
    ['', null],
    ['x4', null],
  ]);

  it('follows the card types the platform sends', () => {
    expect(cardTypeOf('3714', [{ name: 'Amex', firstDigit: '3' }])).toBe('Amex');
    expect(cardTypeOf('4242', [{ name: 'Amex', firstDigit: '3' }])).toBeNull();
  });
});

describe('amount parsing in the player\'s language', () => {
  itReturns('%j in %s → %s', parseAmount, [
    ['1000', 'en-US', '1000'],
    ['12.50', 'en-US', '12.50'],
    ['12,50', 'en-US', '12.50'],
    ['1,000', 'en-US', '1000'],
    ['1,000.5', 'en-US', '1000.5'],
    ['1,000,000', 'en-US', '1000000'],
    ['12,50', 'de-DE', '12.50'],
    ['1.000', 'de-DE', '1000'],
    ['1.234,56', 'de-DE', '1234.56'],
    ['1 234,56', 'sv-SE', '1234.56'],
    ['1\u00a0234,56', 'sv-SE', '1234.56'],
    ['50 000', 'it-IT', '50000'],
    ['0,5', 'it-IT', '0.5'],
    ['007.5', 'en-US', '7.5'],
    ['.5', 'en-US', '0.5'],
  ]);

  it.each([[''], ['   '], ['abc'], ['12a'], ['-5'], ['1e3'], ['5.'], ['1.2.3'], ['1,5.5'], ['1.000,00,0']])('%j is not an amount', (input) => {
    expect(parseAmount(input, 'en-US')).toBeNull();
  });

  itReturns('compares %s and %s exactly', compareDecimal, [
    ['1', '2', -1],
    ['10', '9.99', 1],
    ['1000.00', '1000', 0],
    ['0.0002', '0.0001', 1],
    ['50000', '50000.01', -1],
  ]);
});

describe('amount rules before the round trip', () => {
  const limits = { min: '10', max: '50000', decimals: 2 };
  it.each([
    ['', { kind: 'required' }],
    ['abc', { kind: 'invalid', decimals: 2 }],
    ['0', { kind: 'invalid', decimals: 2 }],
    ['10.001', { kind: 'invalid', decimals: 2 }],
    ['10.000', null],
    ['9.99', { kind: 'minimum', amount: '10' }],
    ['10', null],
    ['50000', null],
    ['50000.01', { kind: 'maximum', amount: '50000' }],
  ])('%j → %j', (input, problem) => {
    expect(amountProblem(input, 'en-US', limits)).toEqual(problem);
  });

  it('an exclusive maximum refuses the limit itself (Interac cash-outs under 10 000 CAD, seed 001 §5)', () => {
    expect(amountProblem('10000', 'en-US', { min: '5', max: '10000', maxExclusive: true })).toEqual({ kind: 'maximumExclusive', amount: '10000' });
    expect(amountProblem('9999.99', 'en-US', { min: '5', max: '10000', maxExclusive: true })).toBeNull();
  });

  it('takes the currency\'s decimals (crypto has more)', () => {
    expect(amountProblem('0.0002', 'en-US', { min: '0.0002', decimals: 8 })).toBeNull();
    expect(amountProblem('0.0001', 'en-US', { min: '0.0002', decimals: 8 })).toEqual({ kind: 'minimum', amount: '0.0002' });
  });

  it('names a message for each problem', () => {
    expect(amountMessageKey({ kind: 'required' })).toBe('required');
    expect(amountMessageKey({ kind: 'invalid', decimals: 2 })).toBe('cashier:web.amount.invalid');
    expect(amountMessageKey({ kind: 'minimum', amount: '1' })).toBe('cashier:web.amount.belowMinimum');
    expect(amountMessageKey({ kind: 'maximumExclusive', amount: '1' })).toBe('cashier:web.amount.aboveMaximum');
  });
});

describe('form values → the gateway\'s input', () => {
  it('sends only the fields the method shows, amounts as decimals, blanks not at all', () => {
    const values = { Amount: '1.234,5', Currency: 'EUR', AgreeWithDepositTerms: true, CardCountry: ' SE ', NetellerEmail: 'left@over.example', BonusCode: '' };
    expect(toMethodInput(DEPOSIT_INPUT_KEYS, ['Amount', 'AgreeWithDepositTerms', 'CardCountry', 'BonusCode'], values, 'de-DE')).toEqual({
      amount: '1234.5',
      agreeWithDepositTerms: true,
      cardCountry: 'SE',
    });
  });

  it('maps the withdraw form\'s seed names onto the input\'s (VenusPointID → venusPointId)', () => {
    const values = { Amount: '50', Password: 'Tangerine7Kite', VenusPointID: 'VP1234', BankName: 'Not shown' };
    expect(toMethodInput(WITHDRAW_INPUT_KEYS, ['Amount', 'Password', 'VenusPointID'], values, 'en-US')).toEqual({ amount: '50', password: 'Tangerine7Kite', venusPointId: 'VP1234' });
  });

  it('sends an amount it cannot read as typed, so the platform names the problem', () => {
    expect(toMethodInput(DEPOSIT_INPUT_KEYS, ['Amount'], { Amount: '12abc' }, 'en-US')).toEqual({ amount: '12abc' });
  });

  it('puts a CashierError\'s or BonusError\'s field on that field, and a ValidationError\'s list as it is', () => {
    const failure = { code: 'WRONG_PASSWORD', message: 'The password is not correct.', fields: [], retryAfterSeconds: null };
    expect(serverFieldErrors(failure, 'Password')).toEqual([{ field: 'Password', message: 'The password is not correct.' }]);
    expect(serverFieldErrors(failure, null)).toEqual([]);
    const validation = { ...failure, code: 'VALIDATION', fields: [{ field: 'Amount', message: 'Amount is required' }] };
    expect(serverFieldErrors(validation, 'Password')).toEqual(validation.fields);
  });
});

describe('idempotency keys of deposits and withdrawals', () => {
  it('a retry of the same values after no answer reuses the key; an answer or other values take a new one', () => {
    let n = 0;
    const keys = new RetryKey(() => `key-${++n}`);
    expect(keys.for('{"amount":"50"}')).toBe('key-1');
    expect(keys.for('{"amount":"50"}')).toBe('key-1');
    expect(keys.for('{"amount":"60"}')).toBe('key-2');
    keys.answered();
    expect(keys.for('{"amount":"60"}')).toBe('key-3');
  });
});

describe('activity filter → the transactions arguments (seed 001 §3)', () => {
  it('"All type" and no dates filter nothing', () => {
    expect(historyVariables(DEFAULT_HISTORY_FILTER, 'Europe/Stockholm')).toEqual({ variables: { group: null, status: null, from: null, to: null } });
  });

  it('a group or a single status', () => {
    expect(historyVariables({ status: 'group:PENDING', from: '', to: '' }, 'UTC')).toEqual({ variables: { group: 'PENDING', status: null, from: null, to: null } });
    expect(historyVariables({ status: 'status:COMPLETED', from: '', to: '' }, 'UTC')).toEqual({ variables: { group: null, status: 'COMPLETED', from: null, to: null } });
  });

  it('days start at local midnight; "to" is the start of the next day (exclusive), so the last day is whole', () => {
    expect(historyVariables({ status: 'group:ALL', from: '2026-03-01', to: '2026-03-31' }, 'Europe/Stockholm')).toEqual({
      variables: { group: null, status: null, from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T22:00:00.000Z' },
    });
    expect(historyVariables({ status: 'group:ALL', from: '2026-06-15', to: '2026-06-15' }, 'UTC')).toEqual({
      variables: { group: null, status: null, from: '2026-06-15T00:00:00.000Z', to: '2026-06-16T00:00:00.000Z' },
    });
    expect(historyVariables({ status: 'group:ALL', from: '', to: '2026-12-31' }, 'America/New_York')).toEqual({
      variables: { group: null, status: null, from: null, to: '2027-01-01T05:00:00.000Z' },
    });
  });

  it('a start after the end, or a date that is not one, is refused', () => {
    expect(historyVariables({ status: 'group:ALL', from: '2026-03-02', to: '2026-03-01' }, 'UTC')).toEqual({ error: 'rangeInvalid' });
    expect(historyVariables({ status: 'group:ALL', from: '2026-02-30', to: '' }, 'UTC')).toEqual({ error: 'dateInvalid' });
  });
});

describe('back from the payment page', () => {
  it.each([
    ['?status=approved&depositId=17', { status: 'approved', depositId: '17' }],
    ['?status=declined&depositId=3', { status: 'declined', depositId: '3' }],
    ['?status=pending&depositId=3', { status: 'pending', depositId: '3' }],
    ['?status=approved', null],
    ['?status=maybe&depositId=3', null],
    ['?status=approved&depositId=3;drop', null],
    ['?btag=a1', null],
  ])('%s → %j', (search, expected) => {
    expect(readDepositReturn(new URLSearchParams(search))).toEqual(expected);
  });

  it('the route loader keeps the outcome and the method until the page takes them, through the address losing them', () => {
    clearCashierLanding();
    rememberCashierLanding(new URL('http://site/en-US/user/depositAndWithdraw/deposit?status=approved&depositId=9'));
    // The shell drops the query; the loader runs again on the bare address.
    rememberCashierLanding(new URL('http://site/en-US/user/depositAndWithdraw/deposit'));
    expect(peekCashierLanding()).toEqual({ deposit: { status: 'approved', depositId: '9' }, method: null });
    clearCashierLanding();
    expect(peekCashierLanding()).toEqual({ deposit: null, method: null });
    rememberCashierLanding(new URL('http://site/en-US/user/depositAndWithdraw/withdraw?method=skrill'));
    expect(peekCashierLanding().method).toBe('skrill');
    rememberCashierLanding(new URL('http://site/en-US/user/depositAndWithdraw/withdraw?method=%3Cscript%3E'));
    expect(peekCashierLanding().method).toBeNull();
    clearCashierLanding();
  });
});

describe('cashier and bonus routes', () => {
  itReturns('%s is the %s tab', cashierTabOf, [
    ['/en-US/user/depositAndWithdraw/deposit', 'deposit'],
    ['/en-US/user/depositAndWithdraw/withdraw', 'withdraw'],
    ['/en-US/user/depositAndWithdraw/withdraw/', 'withdraw'],
    ['/sv-SE/user/deposit', 'deposit'],
  ]);

  it('fetches only the open tab\'s data', () => {
    expect(cashierPageVariables('deposit', null)).toEqual({ deposit: true, withdraw: false, method: null });
    expect(cashierPageVariables('withdraw', 'skrill')).toEqual({ deposit: false, withdraw: true, method: 'skrill' });
    expect(bonusesPageVariables('available')).toEqual({ available: true, mine: false, status: 'ACTIVE', count: 20 });
    expect(bonusesPageVariables('active')).toEqual({ available: false, mine: true, status: 'ACTIVE', count: 20 });
    expect(bonusesPageVariables('history')).toEqual({ available: false, mine: true, status: 'HISTORY', count: 20 });
    expect(isBonusTab('history')).toBe(true);
    expect(isBonusTab('nope')).toBe(false);
    expect(bonusStatusKey('ACTIVE')).toBe('bonus.statuses.Active');
    expect(bonusStatusKey('UNDEFINED')).toBe('bonus.statuses.Undefined');
  });
});
