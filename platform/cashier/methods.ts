/**
 * The payment-method catalogues and the rules of seed 001 §4 for loading them.
 * A catalogue is what the payment providers offer; the rules decide what a
 * player sees: coinspaid removed, one entry per method (the provider with the
 * better priority wins), the preferred method selected, cards labelled
 * "Debit/Credit Card".
 */
import { CURRENCIES } from '../reference/data';

/** Seed 002 §3 "Deposit form fields per payment method" (with seed 001 §3's deposit form). */
export const DEPOSIT_FIELDS = [
  'PaymentMethod',
  'Amount',
  'AgreeWithDepositTerms',
  'CardCountry',
  'PaparaAccountNumber',
  'NetellerEmail',
  'VoucherCode',
  'Currency',
  'PagsmileDocumentNumber',
] as const;
export type DepositField = (typeof DEPOSIT_FIELDS)[number];

/**
 * hosted: the player pays on the provider's page (our sandbox page) and the
 * provider's signed callback credits; bank: instructions with a reference, the
 * bank's callback credits; crypto: a deposit address, the chain's callback
 * credits; voucher: redeemed at once; widget: the X1 widget, then a confirm call.
 */
export type DepositKind = 'hosted' | 'bank' | 'crypto' | 'voucher' | 'widget';

export interface Limit {
  /** Major units, inclusive. */
  min: string;
  /** Major units; inclusive unless maxExclusive. */
  max: string;
  maxExclusive?: boolean;
}

export interface DepositMethodDefinition {
  id: number;
  key: string;
  /** The provider's own name for the method (OriginalValue). */
  original: string;
  provider: string;
  kind: DepositKind;
  /** Required fields, in form order (seed 002 §5: most need PaymentMethod, Amount and AgreeWithDepositTerms). */
  fields: DepositField[];
  /** Currencies the method takes: the fiat ones, the crypto ones, or a list. */
  currencies: 'fiat' | 'crypto' | string[];
  /** Per-currency bounds replacing the currency's minimum deposit. */
  limits?: Record<string, Limit>;
}

const BASE: DepositField[] = ['PaymentMethod', 'Amount', 'AgreeWithDepositTerms'];

/** Seed 001 §5 / §8: Interac deposits from 5 to 3000 CAD; cash-outs from 5 to under 10 000 CAD. */
export const INTERAC_DEPOSIT_LIMIT: Limit = { min: '5', max: '3000' };
export const INTERAC_WITHDRAWAL_LIMIT: Limit = { min: '5', max: '10000', maxExclusive: true };
/** The largest single fiat deposit of a hosted page: the largest quick amount (seed 001 §9). */
export const DEFAULT_DEPOSIT_MAX = '50000';

export const DEPOSIT_CATALOGUE: DepositMethodDefinition[] = [
  { id: 1, key: 'card', original: 'CreditCard', provider: 'sandboxpay', kind: 'hosted', fields: [...BASE, 'CardCountry'], currencies: 'fiat' },
  { id: 2, key: 'skrill', original: 'Skrill', provider: 'sandboxpay', kind: 'hosted', fields: BASE, currencies: 'fiat' },
  { id: 3, key: 'neteller', original: 'Neteller', provider: 'sandboxpay', kind: 'hosted', fields: [...BASE, 'NetellerEmail'], currencies: 'fiat' },
  // Seed 002 §5 "Some need only Amount".
  { id: 4, key: 'paysafecard', original: 'Paysafecard', provider: 'sandboxpay', kind: 'hosted', fields: ['Amount'], currencies: 'fiat' },
  { id: 5, key: 'papara', original: 'Papara', provider: 'sandboxpay', kind: 'hosted', fields: [...BASE, 'PaparaAccountNumber'], currencies: ['EUR', 'USD'] },
  { id: 6, key: 'pagsmile', original: 'Pagsmile', provider: 'sandboxpay', kind: 'hosted', fields: [...BASE, 'PagsmileDocumentNumber'], currencies: ['USD'] },
  { id: 7, key: 'interac', original: 'Interac', provider: 'sandboxpay', kind: 'hosted', fields: BASE, currencies: ['CAD'], limits: { CAD: INTERAC_DEPOSIT_LIMIT } },
  // Seed 002 §5 "Some methods have no amount field": the voucher's amount is the deposit.
  { id: 8, key: 'vouchers', original: 'Vouchers', provider: 'vouchers', kind: 'voucher', fields: ['PaymentMethod', 'VoucherCode', 'Currency'], currencies: 'fiat' },
  { id: 9, key: 'coinspaid', original: 'CoinsPaid', provider: 'coinspaid', kind: 'crypto', fields: ['PaymentMethod', 'Currency'], currencies: 'crypto' },
  { id: 10, key: 'allinonecrypto', original: 'AllInOne Crypto', provider: 'allinone', kind: 'crypto', fields: ['PaymentMethod', 'Currency'], currencies: 'crypto' },
  { id: 11, key: 'banktransfer', original: 'BankTransfer', provider: 'tigergateway', kind: 'bank', fields: BASE, currencies: 'fiat' },
  { id: 12, key: 'banktransfer', original: 'BankTransfer', provider: 'apcojpay', kind: 'bank', fields: BASE, currencies: 'fiat' },
  { id: 13, key: 'jpay', original: 'Jpay', provider: 'apcojpay', kind: 'hosted', fields: BASE, currencies: 'fiat' },
  { id: 14, key: 'muchbetter', original: 'MuchBetter', provider: 'apcomuchbetter', kind: 'hosted', fields: BASE, currencies: 'fiat' },
  { id: 15, key: 'purplepay', original: 'PurplePay', provider: 'apcopurplepay', kind: 'hosted', fields: BASE, currencies: 'fiat' },
  { id: 16, key: 'x1', original: 'X1', provider: 'x1', kind: 'widget', fields: BASE, currencies: 'fiat' },
];

/**
 * Issue 14 A: what only simulates a payment, so is offered only with CASHIER_SANDBOX=true. Every hosted
 * method pays on our sandbox page (deposits.ts sandboxUrl), the X1 widget "always pays", and the crypto
 * addresses are derived here with no chain behind them (crypto.ts): coins sent to one would be lost.
 * Bank transfers credit only on the bank's signed notification, and vouchers are codes the operator
 * issues and sells (POST /api/admin/cashier/vouchers): both move real money, so they stay.
 */
export function isSimulated(method: { provider: string; kind?: DepositKind }): boolean {
  return method.provider === 'sandboxpay' || method.kind === 'hosted' || method.kind === 'widget' || method.kind === 'crypto';
}

/** Providers whose every deposit method is simulated: their callbacks are refused while the sandbox is off. */
export const SIMULATED_PROVIDERS: readonly string[] = [...new Set(DEPOSIT_CATALOGUE.map((m) => m.provider))].filter((provider) =>
  DEPOSIT_CATALOGUE.filter((m) => m.provider === provider).every(isSimulated),
);

/** The deposit catalogue the configuration offers. */
export function depositCatalogue(sandbox: boolean): DepositMethodDefinition[] {
  return sandbox ? DEPOSIT_CATALOGUE : DEPOSIT_CATALOGUE.filter((method) => !isSimulated(method));
}

/** Seed 001 §4: removed from both lists when they load. */
export const EXCLUDED_METHOD = 'coinspaid';
/** Seed 001 §9: preferred deposit methods, in order (coinspaid is on it but removed before selection). */
export const PREFERRED_DEPOSIT_METHODS = ['skrill', 'paysafecard', 'neteller', 'vouchers', 'coinspaid', 'allinonecrypto'];
/** Seed 001 §9: provider priorities; a lower number wins when two providers offer one method. */
export const PROVIDER_PRIORITY: Record<string, number> = { tigergateway: 1, apcojpay: 2, apcomuchbetter: 3, apcopurplepay: 4 };
/** Seed 001 §9. */
export const QUICK_AMOUNTS = ['1000', '5000', '10000', '50000'];

export const CRYPTO_CURRENCIES = CURRENCIES.filter((currency) => !currency.iso).map((currency) => currency.abbreviation);
export const FIAT_CURRENCIES = CURRENCIES.filter((currency) => currency.iso).map((currency) => currency.abbreviation);

export function currenciesOf(method: { currencies: 'fiat' | 'crypto' | string[] }): string[] {
  if (method.currencies === 'fiat') return FIAT_CURRENCIES;
  if (method.currencies === 'crypto') return CRYPTO_CURRENCIES;
  return method.currencies;
}

/**
 * Fiat methods pay into the account's own currency; crypto methods take any coin
 * of the list (credited in that coin, seed 001 §9 "Deposit currency list").
 */
export function offers(method: { currencies: 'fiat' | 'crypto' | string[] }, accountCurrency: string, currency = accountCurrency): boolean {
  if (method.currencies === 'crypto') return CRYPTO_CURRENCIES.includes(currency);
  return currency === accountCurrency && currenciesOf(method).includes(currency);
}

const priorityOf = (provider: string) => PROVIDER_PRIORITY[provider] ?? Number.MAX_SAFE_INTEGER;

/** One entry per method key: the provider with the best priority, at the position of the method's first entry. */
function byBestProvider<T extends { key: string; provider: string }>(methods: T[]): T[] {
  const best = new Map<string, T>();
  for (const method of methods) {
    const current = best.get(method.key);
    if (!current || priorityOf(method.provider) < priorityOf(current.provider)) best.set(method.key, method);
  }
  return [...new Set(methods.map((m) => m.key))].map((key) => best.get(key)!);
}

/**
 * Seed 001 §4 "Deposit methods load": coinspaid removed; the selected method is
 * the first one of the preferred list that is available, otherwise the first available.
 */
export function loadDepositMethods(catalogue: DepositMethodDefinition[], accountCurrency: string, preferred = PREFERRED_DEPOSIT_METHODS) {
  const methods = byBestProvider(
    catalogue.filter((method) => method.key !== EXCLUDED_METHOD && (method.currencies === 'crypto' || offers(method, accountCurrency))),
  );
  const selected = preferred.map((key) => methods.find((method) => method.key === key)).find(Boolean) ?? methods[0] ?? null;
  return { methods, selected };
}

export function depositMethodFor(catalogue: DepositMethodDefinition[], accountCurrency: string, key: string | null | undefined, id?: number | null) {
  const { methods } = loadDepositMethods(catalogue, accountCurrency);
  return methods.find((method) => (key ? method.key === key : method.id === id)) ?? null;
}

/** Seed 001 §4: the card type follows the first digit of the number. */
export function cardTypeOf(cardNumber: string): 'Visa' | 'Mastercard' | null {
  const first = cardNumber.replace(/[\s-]/g, '')[0];
  return first === '4' ? 'Visa' : first === '5' ? 'Mastercard' : null;
}
export const CARD_TYPES = [
  { Id: 1, Name: 'Visa', FirstDigit: '4' },
  { Id: 2, Name: 'Mastercard', FirstDigit: '5' },
];

/** Seed 001 §3 withdraw form fields; names the seed leaves open (e-mail, blockchain address and tag) are ours. */
export const WITHDRAW_FIELDS = [
  'Amount',
  'Password',
  'Currency',
  'VenusPointID',
  'VenusPointPassword',
  'EcoPayzAccountNumber',
  'BankName',
  'BankCode',
  'BranchName',
  'BranchCode',
  'AccountType',
  'AccountNumber',
  'AccountName',
  'JpayAccountHolderName',
  'OrientalWalletAccountNumber',
  'Email',
  'BlockchainAddress',
  'BlockchainTag',
] as const;
export type WithdrawField = (typeof WITHDRAW_FIELDS)[number];

export interface WithdrawMethodDefinition {
  id: number;
  key: string;
  provider: string;
  fields: WithdrawField[];
  optional?: WithdrawField[];
  currencies: 'fiat' | 'crypto' | string[];
  limits?: Record<string, Limit>;
}

export const WITHDRAW_CATALOGUE: WithdrawMethodDefinition[] = [
  {
    id: 101,
    key: 'banktransfer',
    provider: 'tigergateway',
    fields: ['Amount', 'Password', 'BankName', 'BranchName', 'AccountType', 'AccountNumber', 'AccountName'],
    currencies: 'fiat',
  },
  {
    // Japanese bank transfer (seed 001 §5): holder names in katakana and in kanji.
    id: 102,
    key: 'jpbank',
    provider: 'apcojpay',
    fields: ['Amount', 'Password', 'BankName', 'BankCode', 'BranchName', 'BranchCode', 'AccountType', 'AccountNumber', 'JpayAccountHolderName', 'AccountName'],
    currencies: 'fiat',
  },
  { id: 103, key: 'ecopayz', provider: 'ecopayz', fields: ['Amount', 'Password', 'EcoPayzAccountNumber'], currencies: 'fiat' },
  // Seed 001 §5 "most methods need Password": Venus Point asks its own password instead.
  { id: 104, key: 'venuspoint', provider: 'venuspoint', fields: ['Amount', 'VenusPointID', 'VenusPointPassword'], currencies: 'fiat' },
  { id: 105, key: 'orientalwallet', provider: 'orientalwallet', fields: ['Amount', 'Password', 'OrientalWalletAccountNumber'], currencies: 'fiat' },
  { id: 106, key: 'skrill', provider: 'sandboxpay', fields: ['Amount', 'Password', 'Email'], currencies: 'fiat' },
  { id: 107, key: 'interac', provider: 'sandboxpay', fields: ['Amount', 'Password', 'Email'], currencies: ['CAD'], limits: { CAD: INTERAC_WITHDRAWAL_LIMIT } },
  { id: 108, key: 'coinspaid', provider: 'coinspaid', fields: ['Amount', 'Password', 'Currency', 'BlockchainAddress'], currencies: 'crypto' },
  {
    id: 109,
    key: 'allinonecrypto',
    provider: 'allinone',
    fields: ['Amount', 'Password', 'Currency', 'BlockchainAddress'],
    optional: ['BlockchainTag'],
    currencies: 'crypto',
  },
];

/** Seed 001 §4 "Withdraw methods load": coinspaid excluded; the first is selected unless another is requested. */
export function loadWithdrawMethods(catalogue: WithdrawMethodDefinition[], accountCurrency: string, requested?: string | null) {
  const methods = byBestProvider(
    catalogue.filter((method) => method.key !== EXCLUDED_METHOD && (method.currencies === 'crypto' || offers(method, accountCurrency))),
  );
  const selected = (requested ? methods.find((method) => method.key === requested) : undefined) ?? methods[0] ?? null;
  return { methods, selected };
}
