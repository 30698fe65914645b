/**
 * Expected failures are values (ARCHITECTURE rule 4): these classes are thrown by
 * resolvers (usually from an upstream envelope) and the errors plugin turns them
 * into members of the field's result union; one thrown where a field has no union reaches the client as a
 * plain GraphQL error with its code (visible-errors.ts). Anything else is masked by Yoga.
 */
import {
  AccountAuthErrorCodes,
  AccountErrorCodes,
  AgentsErrorCodes,
  BettingErrorCodes,
  BonusErrorCodes,
  BonusOperatorErrorCodes,
  CashierErrorCodes,
  CasinoCatalogueErrorCodes,
  CasinoErrorCodes,
  CasinoOperatorErrorCodes,
  ChatErrorCodes,
  Code,
  CommonErrorCodes,
  ComplianceErrorCodes,
  ErrorCodeMeanings,
  ResponsibleErrorCodes,
  StaffErrorCodes,
  CashierOperatorErrorCodes,
  OperationsErrorCodes,
  TradingErrorCodes,
} from './upstream/error-codes';
import { type Language, translateError } from './i18n';

/**
 * The platform's code lists the gateway's calls can answer (generated from its contract, never copied),
 * each with the meanings it gives; a code's general meaning is the first one these lists give. The
 * operator, callback and wallet lists are left out: the gateway makes none of those calls.
 */
const SERVED = [
  [CommonErrorCodes, ErrorCodeMeanings.CommonErrorCode],
  [AccountAuthErrorCodes, ErrorCodeMeanings.AccountAuthErrorCode],
  [AccountErrorCodes, ErrorCodeMeanings.AccountErrorCode],
  // Issue 17: every door money passes (sign-in, cashier, betting, agents) and the RG routes answer these.
  [ResponsibleErrorCodes, ErrorCodeMeanings.ResponsibleErrorCode],
  [CashierErrorCodes, ErrorCodeMeanings.CashierErrorCode],
  [BonusErrorCodes, ErrorCodeMeanings.BonusErrorCode],
  [BettingErrorCodes, ErrorCodeMeanings.BettingErrorCode],
  [CasinoErrorCodes, ErrorCodeMeanings.CasinoErrorCode],
  [CasinoCatalogueErrorCodes, ErrorCodeMeanings.CasinoCatalogueErrorCode],
  [AgentsErrorCodes, ErrorCodeMeanings.AgentsErrorCode],
  // Issue 18: the back office's refusals, one list per area's contract; each answers a BackofficeError.
  [StaffErrorCodes, ErrorCodeMeanings.StaffErrorCode],
  [CashierOperatorErrorCodes, ErrorCodeMeanings.CashierOperatorErrorCode],
  [ComplianceErrorCodes, ErrorCodeMeanings.ComplianceErrorCode],
  [CasinoOperatorErrorCodes, ErrorCodeMeanings.CasinoOperatorErrorCode],
  [OperationsErrorCodes, ErrorCodeMeanings.OperationsErrorCode],
  [BonusOperatorErrorCodes, ErrorCodeMeanings.BonusOperatorErrorCode],
  // Issue 19: the trading desk's refusals (a correction of an unsettled match, an unknown market…).
  [TradingErrorCodes, ErrorCodeMeanings.TradingErrorCode],
  // The chat's one code is a visitor's (the console's refusals are the common and staff ones): an ActionError.
  [ChatErrorCodes, ErrorCodeMeanings.ChatErrorCode],
] as const;

/** The back office's code lists (a subset of SERVED): a refusal with one of these codes is a BackofficeError. */
const BACKOFFICE_CODES: ReadonlySet<string> = new Set<string>([...StaffErrorCodes, ...ComplianceErrorCodes, ...CashierOperatorErrorCodes, ...CasinoOperatorErrorCodes, ...OperationsErrorCodes, ...BonusOperatorErrorCodes, ...TradingErrorCodes]);

type Served = (typeof SERVED)[number][0][number];
type Meanings = Readonly<Partial<Record<string, string>>>;

/** The ErrorCode enum: every code the platform may answer the gateway's calls with, once. */
export const ERROR_CODES = [...new Set(SERVED.flatMap(([codes]) => codes))] as readonly Served[];
export type ErrorCode = Served;

/** What each ErrorCode means to a client (issue 8: partners read a documented schema), from the contract. */
const GENERAL_MEANINGS: Record<string, string> = {};
for (const [, meanings] of SERVED) for (const [code, meaning] of Object.entries(meanings as Meanings)) GENERAL_MEANINGS[code] ??= meaning!;

/** The `values` of a GraphQL enum of these codes: each with its meaning in this list, else its general one. */
export function describedCodes<C extends ErrorCode>(codes: readonly C[], meanings: Meanings = {}): Record<C, { description: string }> {
  return Object.fromEntries(codes.map((code) => [code, { description: meanings[code] ?? GENERAL_MEANINGS[code] ?? '' }])) as Record<C, { description: string }>;
}

/**
 * Issue 17: responsible gambling refuses at every door money passes, so each of its codes is the typed error
 * of the door that meets it (a deposit's CashierError, a sign-in's AuthError, a stake's BetError, a spin's
 * CasinoError, an agent transfer's AgentFormError), and the player's own changes answer a ResponsibleError.
 * Every code of the generated list is placed here once: a code the platform adds fails to compile until it is.
 */
const RESPONSIBLE_DOORS = {
  DEPOSIT_LIMIT_REACHED: 'cashier',
  LOSS_LIMIT_REACHED: 'bet',
  WAGER_LIMIT_REACHED: 'bet',
  // Whatever call meets an exclusion, it is the same answer as at sign-in: signed out, with why and until when.
  TIMED_OUT: 'auth',
  SELF_EXCLUDED: 'auth',
  NATIONALLY_EXCLUDED: 'auth',
  SIGN_IN_PAUSED: 'auth',
  RECIPIENT_EXCLUDED: 'agents',
  COOLING_OFF: 'responsible',
  NOTHING_PENDING: 'responsible',
  EXCLUSION_ACTIVE: 'responsible',
  LIMIT_PROMPT_REQUIRED: 'responsible',
  SLOT_CYCLE_TOO_FAST: 'casino',
  SLOT_STAKE_CAP: 'casino',
} as const satisfies Record<(typeof ResponsibleErrorCodes)[number], 'cashier' | 'bet' | 'auth' | 'agents' | 'responsible' | 'casino'>;
type Doors = typeof RESPONSIBLE_DOORS;
type AtDoor<D> = { [C in keyof Doors]: Doors[C] extends D ? C : never }[keyof Doors];

/** The responsible-gambling codes one door answers with. */
const responsibleAt = <D extends Doors[keyof Doors]>(door: D) => ResponsibleErrorCodes.filter((code): code is AtDoor<D> => RESPONSIBLE_DOORS[code] === door);

/**
 * The betting service's refusal codes, as its contract names them. Some are shared with other
 * domains (INSUFFICIENT_BALANCE, NOT_FOUND, VALIDATION…): from a betting call they are all BetErrors.
 */
export const PLATFORM_BET_ERROR_CODES = BettingErrorCodes;

/** The codes a betting call's refusal is a BetError with: the betting service's and a stake over a wager or loss limit. */
const BET_REFUSAL_CODES = [...PLATFORM_BET_ERROR_CODES, ...responsibleAt('bet')] as const;

/** The BetErrorCode enum: the betting refusals and UNAUTHORIZED (a signed-out placement answers AuthError). */
export const BET_ERROR_CODES = [...BET_REFUSAL_CODES, Code.UNAUTHORIZED] as const;
export type BetErrorCode = (typeof BET_ERROR_CODES)[number];
export const BET_ERROR_MEANINGS: Meanings = {
  ...ErrorCodeMeanings.BettingErrorCode,
  [Code.UNAUTHORIZED]: 'Not signed in: placing and cash-out need a signed-in player (answered as AuthError).',
};

/** A type guard for membership of one of the code lists above (an envelope's ErrorCode is a plain string). */
const oneOf =
  <C extends string>(codes: readonly C[]) =>
  (code: string | undefined): code is C =>
    (codes as readonly string[]).includes(code ?? '');

export const isErrorCode = oneOf(ERROR_CODES);
export const isBetRefusalCode = oneOf(BET_REFUSAL_CODES);

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The platform's text (already in the request language), used when the code has no translation. */
    readonly upstreamMessage: string,
    /** Seconds until the caller may try again (lockouts and rate limits). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(upstreamMessage);
  }
}

/**
 * What the user reads of an expected failure: validation and sign-in failures carry the platform's own
 * text (already in the request language, specific to the rule); the rest are translated by code.
 */
export function messageOf(error: DomainError, lang: Language): string {
  return error.code === Code.VALIDATION || !error.upstreamMessage ? translateError(lang, error.code) : error.upstreamMessage;
}

/** Who the caller is could not be established, or may not be let in: the platform's auth list, a missing session, an exclusion. */
const AUTH_CODES: ReadonlySet<ErrorCode> = new Set([Code.UNAUTHORIZED, ...AccountAuthErrorCodes, ...responsibleAt('auth')]);

/** Sign-in and session failures: wrong credentials, a lockout, an unverified e-mail, a wrong captcha or code. */
export class AuthError extends DomainError {}

/** Too many attempts from this address or for this account. */
export class RateLimitedError extends DomainError {}

/** Any other expected refusal: a used or expired token, a restricted country, a conflict. */
export class ActionError extends DomainError {}

/** The cashier's own refusals, and a deposit over the player's deposit limit (issue 17: the deposit form shows it). */
const CASHIER_CODES: ReadonlySet<ErrorCode> = new Set([...CashierErrorCodes, ...responsibleAt('cashier')]);

/** A money service's refusal (the cashier's, the bonus service's); field names the form field it concerns, when one does. */
export class MoneyError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly field: string | null = null,
  ) {
    super(code, message);
  }
}

/** A deposit, withdrawal or transfer the cashier refused. */
export class CashierError extends MoneyError {}

/**
 * Seed 001 §4: a claim refused because the bonus belongs to a deposit turns the
 * "Error claiming bonus" modal's button into "Deposit": a deposit is what helps.
 */
const NEEDS_DEPOSIT: ReadonlySet<ErrorCode> = new Set([Code.BONUS_DEPOSIT_REQUIRED, Code.BONUS_DEPOSIT_USED]);
const BONUS_CODES: ReadonlySet<ErrorCode> = new Set(BonusErrorCodes);

/** A bonus claim or cancel the bonus service refused (also a deposit's bonus code). */
export class BonusError extends MoneyError {
  get requiresDeposit(): boolean {
    return NEEDS_DEPOSIT.has(this.code);
  }
}

/**
 * The betting service refused a slip selection, a placement, an offer answer or a cash-out (seed 002 §8);
 * the message is the platform's, already in the request language. Nothing was changed.
 */
export class BetError extends DomainError {
  constructor(
    readonly betErrorCode: BetErrorCode,
    message: string,
  ) {
    super(betErrorCode, message);
  }
}

/**
 * The jurisdiction's slot rules (issue 17): the game server refuses a spin with these, and the game page reads
 * them through the /games passthrough. They are the casino's refusals wherever a casino call answers them.
 */
export const SLOT_RULE_CODES = responsibleAt('casino');

/** The CasinoErrorCode enum: the launch refusals (a locked account may not play for money), the slot rules and a session that ended. */
export const CASINO_ERROR_CODES = [...CasinoErrorCodes, ...SLOT_RULE_CODES, Code.UNAUTHORIZED] as const;
export const CASINO_ERROR_MEANINGS: Meanings = { ...ErrorCodeMeanings.CasinoErrorCode, [Code.UNAUTHORIZED]: 'The session ended: sign in again.' };
export type CasinoErrorCode = (typeof CASINO_ERROR_CODES)[number];

export const isCasinoErrorCode = oneOf(CASINO_ERROR_CODES);

/** The casino refused to launch a game or end its session; the message is the platform's, already in the request language. */
export class CasinoError extends DomainError {
  constructor(
    readonly casinoErrorCode: CasinoErrorCode,
    message: string,
  ) {
    super(casinoErrorCode, message);
  }
}

/** Refusals of the player's own responsible-gambling changes (issue 17): a change that must wait or cannot be made. */
const RESPONSIBLE_CODES: ReadonlySet<ErrorCode> = new Set(responsibleAt('responsible'));

/** A limit change, a confirmation or an exclusion the player asked for was refused; the message says why and until when. */
export class ResponsibleError extends DomainError {}

/** A back-office action was refused (issue 18): a reason missing, four eyes needed, the last admin…; nothing was changed. */
export class BackofficeError extends DomainError {}

/** The typed error for an upstream failure code; field is the form field the platform named, if any. */
export function domainErrorOf(code: ErrorCode, message: string, retryAfterSeconds: number | null = null, field: string | null = null): DomainError {
  if (AUTH_CODES.has(code)) return new AuthError(code, message, retryAfterSeconds);
  if (code === Code.RATE_LIMITED) return new RateLimitedError(code, message, retryAfterSeconds);
  if (BONUS_CODES.has(code)) return new BonusError(code, message, field);
  if (CASHIER_CODES.has(code)) return new CashierError(code, message, field);
  // What is left of the bet codes is the betting service's alone (ODDS_CHANGED, MIN_STAKE…) and a stake limit's.
  if (isBetRefusalCode(code)) return new BetError(code, message);
  if (RESPONSIBLE_CODES.has(code)) return new ResponsibleError(code, message);
  if (BACKOFFICE_CODES.has(code)) return new BackofficeError(code, message);
  return new ActionError(code, message, retryAfterSeconds);
}

export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(Code.VALIDATION, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(Code.NOT_FOUND, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(Code.FORBIDDEN, message);
  }
}
