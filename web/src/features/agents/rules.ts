/**
 * Agent management's pure rules on the client (seed 001 §1, §7): which account
 * types an agent may create, the sub-account form's checks and its input, the
 * transfer amount, and the report's period. The platform owns every rule that
 * matters (the tree, the money, the limits); these only spare the agent an
 * answer they can be told at once. Decimals stay strings from the keyboard to
 * the wire.
 */
import { confirmationRule, emailRule, usernameRule } from '../../../../rules/account';
import { compareDecimal, decimalsOf, parseAmount } from '../cashier/rules';
import type { ClientErrors, ServerFieldError } from '../forms/useForm';

// ---------------------------------------------------------------- account types

export const ACCOUNT_TYPES = ['USER', 'AGENT', 'SUPER_AGENT', 'DEMO_USER', 'SUPER_MASTER_AGENT'] as const;
export type AccountTypeName = (typeof ACCOUNT_TYPES)[number];

/** Seed 001 §1: the account types that manage a tree of sub-accounts. */
export const AGENT_TYPES: ReadonlySet<string> = new Set<AccountTypeName>(['AGENT', 'SUPER_AGENT', 'SUPER_MASTER_AGENT']);

export const isAgentType = (type: string | null | undefined): boolean => type != null && AGENT_TYPES.has(type);

/**
 * Who may create which type (issue 8): users and demo users by any agent;
 * agents by super agents and super master agents; super agents by super master
 * agents. Nobody creates a super master agent: an operator makes one.
 */
export function creatableTypes(viewer: string): AccountTypeName[] {
  if (!isAgentType(viewer)) return [];
  const types: AccountTypeName[] = ['USER', 'DEMO_USER'];
  if (viewer === 'SUPER_AGENT' || viewer === 'SUPER_MASTER_AGENT') types.unshift('AGENT');
  if (viewer === 'SUPER_MASTER_AGENT') types.unshift('SUPER_AGENT');
  return types;
}

// ---------------------------------------------------------------- the sub-account form

/** Seed 001 §7 sub-agent form values, by the seed's names; selects hold codes, decimals what was typed. */
export interface SubAccountValues {
  [field: string]: string | boolean;
  AccountType: string;
  UserName: string;
  UserID: string;
  /** Currency code, e.g. EUR. */
  CurrencyID: string;
  Email: string;
  Password: string;
  PasswordConfirmation: string;
  /** ISO country code, or '' for none. */
  Country: string;
  SubAgentCommission: string;
  AgentCommission: string;
  StakeFactor: string;
  PositionTaking: string;
  Rebate: string;
}

/** Percentages of the profile (0–100); the stake factor is a multiplier (0 < f ≤ 100). */
export const PERCENT_FIELDS = ['SubAgentCommission', 'AgentCommission', 'PositionTaking', 'Rebate'] as const;
export const DECIMAL_FIELDS = [...PERCENT_FIELDS, 'StakeFactor'] as const;
export type DecimalField = (typeof DECIMAL_FIELDS)[number];

/** Digits after the point the profile keeps (basis points for percentages, 1/100 for the factor). */
const PROFILE_DECIMALS = 2;

export const EMPTY_SUB_ACCOUNT: SubAccountValues = {
  AccountType: 'USER',
  UserName: '',
  UserID: '',
  CurrencyID: 'EUR',
  Email: '',
  Password: '',
  PasswordConfirmation: '',
  Country: '',
  SubAgentCommission: '0',
  AgentCommission: '0',
  StakeFactor: '1',
  PositionTaking: '0',
  Rebate: '0',
};

/** A profile number as the agent typed it, or null: a decimal in the language with at most two decimals. */
export function profileDecimal(input: string, lang: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const parsed = parseAmount(text, lang);
  if (parsed === null || decimalsOf(parsed.replace(/0+$/, '')) > PROFILE_DECIMALS) return null;
  return parsed;
}

/** The rule a profile field breaks, as a key of agents:web.validation, or null. */
export function decimalFieldRule(field: DecimalField, input: string, lang: string): string | null {
  if (input.trim() === '') return 'required';
  const value = profileDecimal(input, lang);
  if (value === null) return 'agents:web.validation.decimal';
  if (field === 'StakeFactor') return compareDecimal(value, '0') > 0 && compareDecimal(value, '100') <= 0 ? null : 'agents:web.validation.stakeFactor';
  return compareDecimal(value, '100') <= 0 ? null : 'agents:web.validation.percent';
}

export type FormMode = 'create' | 'edit';

/**
 * The client rules of the form. Seed 001 §7 shows none: a sub-account is an
 * account like a player's, so its username follows registration's rule
 * (rules/account usernameRule, issue 24); the password's policy and
 * temporary-mail domains are the platform's. Checked here: required fields,
 * the username, an email's shape, the two passwords equal, the profile's
 * ranges. Editing keeps the password unless a new one is typed.
 */
export function validateSubAccount(values: SubAccountValues, mode: FormMode, lang: string): ClientErrors<SubAccountValues> {
  const errors: ClientErrors<SubAccountValues> = {};
  const set = (field: keyof SubAccountValues & string, rule: string | null) => {
    if (rule) errors[field] = rule;
  };
  if (mode === 'create') {
    set('UserName', values.UserName.trim() === '' ? 'required' : usernameRule(values.UserName.trim()));
    set('CurrencyID', values.CurrencyID ? null : 'currency.unknown');
    set('AccountType', values.AccountType ? null : 'agents:web.validation.accountType');
    // The platform needs a country for a new account; an edit may leave it as it is.
    set('Country', values.Country ? null : 'country.unknown');
  }
  set('Email', values.Email.trim() === '' ? 'required' : emailRule(values.Email.trim()));
  const changesPassword = mode === 'create' || values.Password !== '' || values.PasswordConfirmation !== '';
  if (changesPassword) {
    set('Password', values.Password === '' ? 'required' : null);
    set('PasswordConfirmation', values.PasswordConfirmation === '' ? 'required' : confirmationRule(values.Password, values.PasswordConfirmation));
  }
  if (values.UserID.trim() !== '' && !/^\d{1,12}$/.test(values.UserID.trim())) errors.UserID = 'agents:web.validation.userId';
  for (const field of DECIMAL_FIELDS) set(field, decimalFieldRule(field, values[field], lang));
  return errors;
}

/** The profile and identity the gateway takes, decimals in the wire's form ("12.5"). */
export interface SubAccountInput {
  userName?: string;
  userId?: string | null;
  currency?: string;
  accountType?: AccountTypeName;
  email: string;
  password?: string;
  passwordConfirmation?: string;
  /** Required when creating; null when editing keeps the current one. */
  country: string | null;
  subAgentCommission: string;
  agentCommission: string;
  stakeFactor: string;
  positionTaking: string;
  rebate: string;
}

/** Call only with values validateSubAccount accepted. */
export function toSubAccountInput(values: SubAccountValues, mode: FormMode, lang: string): SubAccountInput {
  const decimal = (field: DecimalField) => profileDecimal(values[field], lang) ?? '0';
  const changesPassword = mode === 'create' || values.Password !== '';
  return {
    ...(mode === 'create'
      ? {
          userName: values.UserName.trim(),
          userId: values.UserID.trim() || null,
          currency: values.CurrencyID,
          accountType: values.AccountType as AccountTypeName,
        }
      : {}),
    email: values.Email.trim(),
    ...(changesPassword ? { password: values.Password, passwordConfirmation: values.PasswordConfirmation } : {}),
    country: values.Country || null,
    subAgentCommission: decimal('SubAgentCommission'),
    agentCommission: decimal('AgentCommission'),
    stakeFactor: decimal('StakeFactor'),
    positionTaking: decimal('PositionTaking'),
    rebate: decimal('Rebate'),
  };
}

/** A sub-account as the list shows it, back into the form for editing (the password left empty: unchanged). */
export function valuesOf(account: {
  accountType: string;
  userName: string;
  email: string;
  currency: string;
  country?: string | null;
  subAgentCommission: string;
  agentCommission: string;
  stakeFactor: string;
  positionTaking: string;
  rebate: string;
}): SubAccountValues {
  return {
    ...EMPTY_SUB_ACCOUNT,
    AccountType: account.accountType,
    UserName: account.userName,
    CurrencyID: account.currency,
    Email: account.email,
    Country: account.country ?? '',
    SubAgentCommission: account.subAgentCommission,
    AgentCommission: account.agentCommission,
    StakeFactor: account.stakeFactor,
    PositionTaking: account.positionTaking,
    Rebate: account.rebate,
  };
}

/**
 * The platform names fields as the seed does (UserName, CurrencyID) but some
 * answers name them otherwise ("Currency", "userId", "Country.Code"): each onto
 * the form's field, the rest left for the form's banner.
 */
const FIELD_ALIASES: Record<string, keyof SubAccountValues & string> = {
  currency: 'CurrencyID',
  currencyid: 'CurrencyID',
  currencycode: 'CurrencyID',
  username: 'UserName',
  userid: 'UserID',
  id: 'UserID',
  countrycode: 'Country',
  country: 'Country',
  accounttype: 'AccountType',
  passwordconfirm: 'PasswordConfirmation',
  passwordconfirmation: 'PasswordConfirmation',
};

export function subAccountFieldErrors(fields: readonly ServerFieldError[]): ServerFieldError[] {
  return fields.map((error) => {
    const key = error.field.replace(/[.\s_-]/g, '').replace(/\[\d+\]/g, '').toLowerCase();
    return { field: FIELD_ALIASES[key] ?? error.field, message: error.message };
  });
}

// ---------------------------------------------------------------- deposit and withdraw

export type TransferDirection = 'DEPOSIT' | 'WITHDRAW';

export type TransferProblem = 'required' | 'agents:web.transfer.invalid' | 'agents:web.transfer.overBalance' | 'agents:web.transfer.overOwnBalance';

/**
 * What is wrong with a transfer amount, or null: a positive amount of at most
 * two decimals, a withdrawal not above the sub-account's balance, a deposit
 * not above the agent's own cash (the platform checks both again).
 */
export function transferProblem(input: string, lang: string, direction: TransferDirection, balances: { subAccount: string; own: string | null }): TransferProblem | null {
  if (input.trim() === '') return 'required';
  const amount = parseAmount(input, lang);
  if (amount === null || compareDecimal(amount, '0') <= 0 || decimalsOf(amount.replace(/0+$/, '')) > 2) return 'agents:web.transfer.invalid';
  const available = direction === 'WITHDRAW' ? balances.subAccount : balances.own;
  if (available !== null && !available.startsWith('-') && compareDecimal(amount, available) > 0) {
    return direction === 'WITHDRAW' ? 'agents:web.transfer.overBalance' : 'agents:web.transfer.overOwnBalance';
  }
  return null;
}

// ---------------------------------------------------------------- the list

/** Seed 001 §7: the sub-agent list comes 20 at a time. */
export const SUB_ACCOUNTS_PAGE = 20;

/** The search the list sends: trimmed, null for none (an empty search lists everyone). */
export const searchOf = (text: string): string | null => (text.trim() === '' ? null : text.trim());

// ---------------------------------------------------------------- the report period

export type ReportChoice = { kind: 'week' } | { kind: 'month'; month: number; year: number };

export type AgentReportPeriod = { week: true } | { month: number; year: number };

/** The report's first page: this month (UTC, as the platform counts months). */
export const defaultReportChoice = (now: Date = new Date()): Extract<ReportChoice, { kind: 'month' }> => ({ kind: 'month', month: now.getUTCMonth() + 1, year: now.getUTCFullYear() });

export const periodOf = (choice: ReportChoice): AgentReportPeriod => (choice.kind === 'week' ? { week: true } : { month: choice.month, year: choice.year });

/** Years an agent can pick: this one and the four before it (reports reach back as far as the books do). */
export const REPORT_YEARS = 5;
export const reportYears = (now: Date = new Date()): number[] => Array.from({ length: REPORT_YEARS }, (_, i) => now.getUTCFullYear() - i);

/** A month not yet begun has nothing to show: the selector offers it disabled. */
export const isFutureMonth = (month: number, year: number, now: Date = new Date()): boolean =>
  year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month > now.getUTCMonth() + 1);

/** The selector's value for a choice and back ("week", "2026-03"). */
export const choiceValue = (choice: ReportChoice): string => (choice.kind === 'week' ? 'week' : `${choice.year}-${String(choice.month).padStart(2, '0')}`);

export function choiceOf(value: string): ReportChoice | null {
  if (value === 'week') return { kind: 'week' };
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { kind: 'month', year: Number(match[1]), month } : null;
}

/** The users page's query variables on arrival: everyone, the first page. */
export const AGENT_USERS_VARIABLES = { search: null, count: SUB_ACCOUNTS_PAGE };
