/**
 * The cashier's pure rules on the client: what the player typed turned into
 * what the gateway takes, and the checks worth making before a round trip.
 * The platform owns every rule that matters (limits, formats, money); these
 * only spare the player an answer they can be told at once. Amounts stay
 * decimal strings from the keyboard to the wire: no float ever rounds one.
 */
import { startOfDayIso, shiftDay, isDay } from '../sportsbook/time';

// ---------------------------------------------------------------- cards

export interface CardTypeInfo {
  name: string;
  firstDigit: string;
}

/** Seed 001 §4: 4 Visa, 5 Mastercard (DepositMethods.cardTypes says the same, and wins when given). */
export const DEFAULT_CARD_TYPES: readonly CardTypeInfo[] = [
  { name: 'Visa', firstDigit: '4' },
  { name: 'Mastercard', firstDigit: '5' },
];

/** Seed 001 §4 "The card type is set automatically from the first digit of the card number". */
export function cardTypeOf(cardNumber: string, cardTypes: readonly CardTypeInfo[] = DEFAULT_CARD_TYPES): string | null {
  const first = cardNumber.replace(/[\s-]/g, '')[0];
  if (!first || !/\d/.test(first)) return null;
  return cardTypes.find((type) => type.firstDigit === first)?.name ?? null;
}

// ---------------------------------------------------------------- amounts

/** The decimal separator the player's language writes ("," in de-DE, sv-SE and it-IT). */
export function decimalSeparator(lang: string): string {
  return new Intl.NumberFormat(lang).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * An amount as the player typed it, in their language, as the gateway's
 * Decimal ("1.234,50" in de-DE → "1234.50"), or null when it is not one.
 * Both separators are accepted where unambiguous: with both present the last
 * one is the decimal point; a lone one is the language's decimal separator.
 */
export function parseAmount(input: string, lang: string): string | null {
  const text = input.replace(/[\s\u00a0\u202f']/g, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return null;
  const dots = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (dots > 0 && commas > 0) decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const only = dots ? '.' : ',';
    // "1.000" in de-DE and "1,000" in en-US are thousands; any other lone separator is the point.
    decimal = only === decimalSeparator(lang) || !/^\d{1,3}[.,]\d{3}$/.test(text) ? only : null;
  }
  const [integer = '', fraction, ...rest] = decimal ? text.split(decimal) : [text];
  if (rest.length > 0) return null;
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : dots > 0 ? '.' : ',';
  if (integer.includes(group) && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(integer)) return null;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return null;
  const whole = integer.split(group).join('') || '0';
  // Leading zeros go ("007.5" → "7.5"); "0.5" keeps its zero.
  return (fraction !== undefined ? `${whole}.${fraction}` : whole).replace(/^0+(?=\d)/, '');
}

/** Digits after the point of a Decimal string. */
export const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** Compares two non-negative Decimal strings exactly: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const scale = Math.max(decimalsOf(a), decimalsOf(b));
  const scaled = (value: string) => {
    const [whole, fraction = ''] = value.split('.');
    return BigInt(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
  };
  const x = scaled(a);
  const y = scaled(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface AmountLimits {
  min?: string | null;
  max?: string | null;
  /** The amount must stay below max (Interac cash-outs, seed 001 §5). */
  maxExclusive?: boolean;
  /** Digits the currency allows after the point. */
  decimals?: number;
}

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid'; decimals: number }
  | { kind: 'minimum'; amount: string }
  | { kind: 'maximum'; amount: string }
  | { kind: 'maximumExclusive'; amount: string };

/** What is wrong with an amount field, or null. The platform checks again; this only answers early. */
export function amountProblem(input: string, lang: string, limits: AmountLimits = {}): AmountProblem | null {
  if (input.trim() === '') return { kind: 'required' };
  const decimals = limits.decimals ?? 2;
  const amount = parseAmount(input, lang);
  if (amount === null || compareDecimal(amount, '0') <= 0 || decimalsOf(amount.replace(/0+$/, '')) > decimals) return { kind: 'invalid', decimals };
  if (limits.min && compareDecimal(amount, limits.min) < 0) return { kind: 'minimum', amount: limits.min };
  if (limits.max) {
    const over = compareDecimal(amount, limits.max);
    if (limits.maxExclusive ? over >= 0 : over > 0) return { kind: limits.maxExclusive ? 'maximumExclusive' : 'maximum', amount: limits.max };
  }
  return null;
}

// ---------------------------------------------------------------- deposit and withdraw inputs

/** Form fields of the deposit form (seed 001 §3, seed 002 §3) → StartDepositInput keys. */
export const DEPOSIT_INPUT_KEYS = {
  Amount: 'amount',
  Currency: 'currency',
  AgreeWithDepositTerms: 'agreeWithDepositTerms',
  CardCountry: 'cardCountry',
  PaparaAccountNumber: 'paparaAccountNumber',
  NetellerEmail: 'netellerEmail',
  VoucherCode: 'voucherCode',
  PagsmileDocumentNumber: 'pagsmileDocumentNumber',
  BonusCode: 'bonusCode',
} as const;
export type DepositFieldName = keyof typeof DEPOSIT_INPUT_KEYS;

/** Form fields of the withdraw form (seed 001 §3) → RequestWithdrawalInput keys. */
export const WITHDRAW_INPUT_KEYS = {
  Amount: 'amount',
  Password: 'password',
  Currency: 'currency',
  VenusPointID: 'venusPointId',
  VenusPointPassword: 'venusPointPassword',
  EcoPayzAccountNumber: 'ecoPayzAccountNumber',
  BankName: 'bankName',
  BankCode: 'bankCode',
  BranchName: 'branchName',
  BranchCode: 'branchCode',
  AccountType: 'accountType',
  AccountNumber: 'accountNumber',
  AccountName: 'accountName',
  JpayAccountHolderName: 'jpayAccountHolderName',
  OrientalWalletAccountNumber: 'orientalWalletAccountNumber',
  Email: 'email',
  BlockchainAddress: 'blockchainAddress',
  BlockchainTag: 'blockchainTag',
} as const;
export type WithdrawFieldName = keyof typeof WITHDRAW_INPUT_KEYS;

export const isDepositField = (name: string): name is DepositFieldName => Object.hasOwn(DEPOSIT_INPUT_KEYS, name);
export const isWithdrawField = (name: string): name is WithdrawFieldName => Object.hasOwn(WITHDRAW_INPUT_KEYS, name);

type FormValues = Record<string, string | boolean>;

const textOf = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * The values of the fields a method shows, as the gateway's input. Fields the
 * method does not show are not sent (a value typed for another method stays
 * behind); blank text is not sent either, so the platform names what is missing.
 */
export function toMethodInput(
  keys: Record<string, string>,
  shown: readonly string[],
  values: FormValues,
  lang: string,
): Record<string, string | boolean> {
  const input: Record<string, string | boolean> = {};
  for (const name of shown) {
    const key = keys[name];
    if (!key) continue;
    const value = values[name];
    if (typeof value === 'boolean') input[key] = value;
    else if (name === 'Amount') {
      const text = textOf(value);
      // An amount the client cannot read is sent as typed: the platform's message names the problem.
      if (text) input[key] = parseAmount(text, lang) ?? text;
    } else {
      const text = textOf(value);
      if (text) input[key] = text;
    }
  }
  return input;
}

/** A key for one deposit or withdrawal: retrying the same request reuses it, so money moves once (ARCHITECTURE rule 2). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The idempotency key of one deposit or withdrawal. The same values sent again
 * after an attempt that got no answer (a lost connection) reuse its key, so the
 * platform starts the deposit or reserves the money once; an answered attempt,
 * or other values, take a new key.
 */
export class RetryKey {
  private last: { signature: string; key: string } | null = null;

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  /** The key for a request with these values (any stable text of them). */
  for(signature: string): string {
    if (this.last?.signature !== signature) this.last = { signature, key: this.make() };
    return this.last.key;
  }

  /** The platform answered (either way): the next submit is a new request. */
  answered(): void {
    this.last = null;
  }
}

// ---------------------------------------------------------------- history filter

export const STATUS_GROUPS = ['ALL', 'PENDING', 'COMPLETED', 'REJECTED', 'CANCELED', 'REFUND', 'NONE'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

export interface HistoryFilter {
  /** "group:ALL" (the default, seed 001 §3 "All type"), "group:PENDING" or "status:COMPLETED". */
  status: string;
  /** YYYY-MM-DD, inclusive, or "". */
  from: string;
  /** YYYY-MM-DD, inclusive, or "". */
  to: string;
}

export const DEFAULT_HISTORY_FILTER: HistoryFilter = { status: 'group:ALL', from: '', to: '' };

/** Seed 001 §9 "Default page size 20": the history's page, and "Load more" adds as many. */
export const HISTORY_PAGE = 20;

export interface HistoryVariables {
  group: string | null;
  status: string | null;
  from: string | null;
  to: string | null;
}

/** The history query's variables before any filter ("All type", all dates): what the route loader preloads. */
export const DEFAULT_HISTORY_VARIABLES = { group: null, status: null, from: null, to: null, count: HISTORY_PAGE };

/**
 * The activity filter (seed 001 §3: status, from, to) as the transactions
 * connection's arguments: days in the player's timezone become instants, and
 * `to` becomes the start of the day after it (the gateway's `to` is exclusive),
 * so the whole last day is in. A start after the end answers an error key.
 */
export function historyVariables(filter: HistoryFilter, timeZone: string): { variables: HistoryVariables } | { error: 'rangeInvalid' | 'dateInvalid' } {
  const [kind, value] = filter.status.split(':', 2) as [string, string | undefined];
  const group = kind === 'group' && value && value !== 'ALL' ? value : null;
  const status = kind === 'status' && value ? value : null;
  if ((filter.from && !isDay(filter.from)) || (filter.to && !isDay(filter.to))) return { error: 'dateInvalid' };
  if (filter.from && filter.to && filter.from > filter.to) return { error: 'rangeInvalid' };
  return {
    variables: {
      group,
      status,
      from: filter.from ? startOfDayIso(filter.from, timeZone) : null,
      to: filter.to ? startOfDayIso(shiftDay(filter.to, 1), timeZone) : null,
    },
  };
}

// ---------------------------------------------------------------- back from the payment page

export type DepositOutcomeStatus = 'approved' | 'declined' | 'pending';

export interface DepositReturn {
  status: DepositOutcomeStatus;
  depositId: string;
}

/**
 * The payment page sends the player back with ?status=approved|declined|pending&depositId=…
 * (DepositRedirect). Anything else in the address is not an outcome.
 */
export function readDepositReturn(params: URLSearchParams): DepositReturn | null {
  const status = params.get('status');
  const depositId = params.get('depositId');
  if (!depositId || !/^\d{1,18}$/.test(depositId)) return null;
  if (status !== 'approved' && status !== 'declined' && status !== 'pending') return null;
  return { status, depositId };
}
