/**
 * The deposit and withdrawal form rules (seed 001 §5, seed 002 §5), pure: each
 * answers field → message key of the `cashier` namespace (with its variables),
 * so one table-driven test covers every rule and the routes only translate.
 */
import { emailRule } from '../../rules/account';
import { COUNTRY_CODES, CURRENCIES } from '../reference/data';
import { currencyDecimals, minor, readAmount } from '../money';
import { formatMinor } from '../money';
import { offers, DEFAULT_DEPOSIT_MAX, type DepositMethodDefinition, type Limit, type WithdrawField, type WithdrawMethodDefinition } from './methods';

export interface Problem {
  key: string;
  vars?: Record<string, string>;
}
export type Problems = Record<string, Problem>;

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const required = (field: string): Problem => ({ key: 'validation.required', vars: { field } });

/** Seed 002 §3 deposit fields as a client sends them (PascalCase, empty strings allowed). */
export interface DepositInput {
  PaymentMethod?: string | null;
  PaymentMethodId?: number | null;
  Amount?: string | number | null;
  Currency?: string | null;
  AgreeWithDepositTerms?: boolean | null;
  CardCountry?: string | null;
  PaparaAccountNumber?: string | null;
  NetellerEmail?: string | null;
  VoucherCode?: string | null;
  PagsmileDocumentNumber?: string | null;
  BonusCode?: string | null;
  ReturnUrl?: string | null;
}

/** The smallest amount of a currency's deposits (reference data; seed 001 §9 for crypto). */
const minimumDepositOf = (currency: string) => CURRENCIES.find((c) => c.abbreviation === currency)?.minimumDeposit ?? '1';

export function depositLimitOf(method: { limits?: Record<string, Limit> }, currency: string): Limit {
  return method.limits?.[currency] ?? { min: minimumDepositOf(currency), max: DEFAULT_DEPOSIT_MAX };
}

/** A money amount for a message: the currency's decimals, as everywhere else. */
const shown = (major: string, currency: string) => formatMinor(minor(major, currency), currency);

function checkLimit(amount: bigint, currency: string, limit: Limit, kind: 'deposit' | 'withdraw'): Problem | null {
  const min = minor(limit.min, currency);
  const max = minor(limit.max, currency);
  if (amount < min) return { key: `${kind}.minimum`, vars: { amount: shown(limit.min, currency), currency } };
  if (limit.maxExclusive ? amount >= max : amount > max) {
    return { key: limit.maxExclusive ? `${kind}.maximumExclusive` : `${kind}.maximum`, vars: { amount: shown(limit.max, currency), currency } };
  }
  return null;
}

/** A same-origin relative path (never "//host" or "/\host", which browsers read as another site). */
export function safeReturnUrl(value: string): boolean {
  return value.length <= 500 && /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}

/** What checking a deposit or a withdrawal answers: its problems by field, and the currency and amount it would move. */
export interface MoneyCheck {
  problems: Problems;
  currency: string;
  amount: bigint | null;
}

/** Problems by field, the first of each kept (the form shows one message a field). */
function problemList() {
  const problems: Problems = {};
  const say = (field: string, problem: Problem) => {
    problems[field] ??= problem;
  };
  return { problems, say };
}

/** Every deposit rule of one method for an account in accountCurrency. */
export function checkDeposit(method: DepositMethodDefinition, input: DepositInput, accountCurrency: string): MoneyCheck {
  const { problems, say } = problemList();
  const needs = (field: string) => method.fields.includes(field as never);

  const currencyGiven = !blank(input.Currency);
  if (needs('Currency') && !currencyGiven) say('Currency', required('Currency'));
  const currency = currencyGiven ? input.Currency!.trim() : accountCurrency;
  if (currencyGiven && !offers(method, accountCurrency, currency)) say('Currency', { key: 'deposit.currencyUnavailable', vars: { currency } });

  let amount: bigint | null = null;
  if (needs('Amount')) {
    const read = readAmount(input.Amount, currency);
    if (!read.ok) say('Amount', read.problem === 'required' ? required('Amount') : { key: 'deposit.amountInvalid', vars: { decimals: String(currencyDecimals(currency)) } });
    else {
      amount = read.minor;
      const limitProblem = problems.Currency ? null : checkLimit(amount, currency, depositLimitOf(method, currency), 'deposit');
      if (limitProblem) say('Amount', limitProblem);
    }
  }
  if (needs('AgreeWithDepositTerms') && input.AgreeWithDepositTerms !== true) say('AgreeWithDepositTerms', { key: 'deposit.terms' });
  if (needs('CardCountry')) {
    if (blank(input.CardCountry)) say('CardCountry', required('CardCountry'));
    else if (!COUNTRY_CODES.includes(input.CardCountry!.trim().toUpperCase())) say('CardCountry', { key: 'deposit.countryInvalid' });
  }
  if (needs('PaparaAccountNumber')) {
    if (blank(input.PaparaAccountNumber)) say('PaparaAccountNumber', required('PaparaAccountNumber'));
    else if (!/^\d{10}$/.test(input.PaparaAccountNumber!.trim())) say('PaparaAccountNumber', { key: 'deposit.paparaInvalid' });
  }
  if (needs('NetellerEmail')) {
    if (blank(input.NetellerEmail)) say('NetellerEmail', required('NetellerEmail'));
    else if (emailRule(input.NetellerEmail!.trim())) say('NetellerEmail', { key: 'validation.emailInvalid' });
  }
  if (needs('VoucherCode') && blank(input.VoucherCode)) say('VoucherCode', required('VoucherCode'));
  if (needs('PagsmileDocumentNumber')) {
    if (blank(input.PagsmileDocumentNumber)) say('PagsmileDocumentNumber', required('PagsmileDocumentNumber'));
    // Brazilian CPF: 11 digits, dots and a dash allowed as written on the document.
    else if (!/^\d{11}$/.test(input.PagsmileDocumentNumber!.replace(/[.-]/g, '').trim())) say('PagsmileDocumentNumber', { key: 'deposit.documentInvalid' });
  }
  if (!blank(input.ReturnUrl) && !safeReturnUrl(input.ReturnUrl!.trim())) say('ReturnUrl', { key: 'deposit.returnUrlInvalid' });
  return { problems, currency, amount };
}

export type WithdrawInput = Partial<Record<WithdrawField, string | number | null>> & {
  Method?: string | null;
  PaymentMethodId?: number | null;
};

export const JP_ACCOUNT_TYPES = ['ordinary', 'current', 'savings'];

/** Field-specific patterns (seed 001 §5 names the fields; the formats are the banks' and wallets'). */
const PATTERNS: Partial<Record<WithdrawField, { test: (value: string, method: string) => boolean; key: string }>> = {
  Email: { test: (value) => emailRule(value) === null, key: 'validation.emailInvalid' },
  BankCode: { test: (value) => /^\d{4}$/.test(value), key: 'withdraw.invalid.BankCode' },
  BranchCode: { test: (value) => /^\d{3}$/.test(value), key: 'withdraw.invalid.BranchCode' },
  AccountNumber: {
    test: (value, method) => (method === 'jpbank' ? /^\d{7}$/.test(value) : /^[A-Za-z0-9 -]{5,34}$/.test(value)),
    key: 'withdraw.invalid.AccountNumber',
  },
  AccountType: { test: (value, method) => method !== 'jpbank' || JP_ACCOUNT_TYPES.includes(value), key: 'withdraw.invalid.AccountType' },
  // Katakana (full- and half-width), the long-vowel mark and spaces.
  JpayAccountHolderName: { test: (value) => /^[\u30A0-\u30FF\uFF65-\uFF9F\u3000 ]+$/.test(value), key: 'withdraw.invalid.JpayAccountHolderName' },
  AccountName: {
    test: (value, method) => method !== 'jpbank' || /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000 ー々]+$/u.test(value),
    key: 'withdraw.invalid.AccountName',
  },
  EcoPayzAccountNumber: { test: (value) => /^\d{12}$/.test(value), key: 'withdraw.invalid.EcoPayzAccountNumber' },
  OrientalWalletAccountNumber: { test: (value) => /^\d{6,20}$/.test(value), key: 'withdraw.invalid.OrientalWalletAccountNumber' },
  VenusPointID: { test: (value) => /^[A-Za-z0-9]{4,32}$/.test(value), key: 'withdraw.invalid.VenusPointID' },
  BlockchainAddress: { test: (value) => /^[A-Za-z0-9:]{20,120}$/.test(value), key: 'withdraw.invalid.BlockchainAddress' },
};

/** Fields whose "required" message is their own (seed 001 §5 "each bank or wallet field is required with its own message"). */
const GENERIC_REQUIRED = new Set<WithdrawField>(['Amount', 'Password', 'Currency']);

export function checkWithdrawal(method: WithdrawMethodDefinition, input: WithdrawInput, accountCurrency: string): MoneyCheck {
  const { problems, say } = problemList();
  const text = (field: WithdrawField) => (blank(input[field]) ? null : String(input[field]).trim());

  const currencyGiven = text('Currency');
  if (method.fields.includes('Currency') && !currencyGiven) say('Currency', required('Currency'));
  const currency = currencyGiven ?? accountCurrency;
  if (currencyGiven && !offers(method, accountCurrency, currency)) say('Currency', { key: 'withdraw.currencyUnavailable', vars: { currency } });

  for (const field of method.fields) {
    if (field === 'Amount' || field === 'Currency') continue;
    const value = text(field);
    if (value === null) {
      say(field, GENERIC_REQUIRED.has(field) ? required(field) : { key: `withdraw.required.${field}` });
      continue;
    }
    const pattern = PATTERNS[field];
    if (pattern && !pattern.test(value, method.key)) say(field, { key: pattern.key });
  }
  for (const field of method.optional ?? []) {
    const value = text(field);
    if (value !== null && value.length > 64) say(field, { key: `withdraw.invalid.${field}` });
  }

  let amount: bigint | null = null;
  const read = readAmount(input.Amount, currency);
  if (!read.ok) say('Amount', read.problem === 'required' ? required('Amount') : { key: 'deposit.amountInvalid', vars: { decimals: String(currencyDecimals(currency)) } });
  else {
    amount = read.minor;
    const limit = method.limits?.[currency] ?? { min: minimumDepositOf(currency), max: '1000000000' };
    const limitProblem = problems.Currency ? null : checkLimit(amount, currency, limit, 'withdraw');
    if (limitProblem) say('Amount', limitProblem);
  }
  return { problems, currency, amount };
}
