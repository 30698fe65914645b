/**
 * Deposits: the methods list, starting a deposit of each kind, vouchers, the
 * X1 widget's confirm call, and the providers' signed callbacks that credit.
 * A deposit credits once whatever arrives how often: the ledger key is the
 * deposit's id, the deposit row is locked while it changes, and a callback is
 * answered by the provider's transaction id it carries.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { postMovement } from '../db/ledger';
import { inTransaction, type Tx } from '../db/transaction';
import { t } from '../i18n';
import { formatMinor, toMinor } from '../money';
import type { SupportedLanguage } from '../reference/data';
import { CLAIM_FAILURES, claimInTransaction, depositBonusProblem } from '../bonus/service';
import { appendRefusal, assertMayDeposit, depositRefusal } from '../responsible/guards';
import { BLOCKCHAIN_OF, depositAddress, minimumCryptoDeposit } from './crypto';
import { problemsError, refuse } from './errors';
import {
  CARD_TYPES,
  CRYPTO_CURRENCIES,
  DEPOSIT_CATALOGUE,
  QUICK_AMOUNTS,
  SIMULATED_PROVIDERS,
  currenciesOf,
  depositCatalogue,
  depositMethodFor,
  isSimulated,
  loadDepositMethods,
  type DepositMethodDefinition,
} from './methods';
import type { CashierDeps } from './options';
import { CallbackBody, type X1Transfer, type X1Widget } from './contract';
import { checkDeposit, depositLimitOf, type DepositInput } from './rules';
import type { Player } from './session';
import { pageToken, verifyBody } from './signing';
import type { CashierTables } from './schema';
import { StatementType, TransactionStatus, X1Status } from './statuses';
import { transactionView, type TransactionRow } from './views';

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

async function hasDeposits(db: Db, userId: bigint) {
  const row = await db
    .selectFrom('cashier_transactions')
    .select('id')
    .where('user_id', '=', userId)
    .where('statement_type', '=', StatementType.Deposit)
    .where('status', '=', TransactionStatus.Completed)
    .executeTakeFirst();
  return Boolean(row);
}

function methodView(method: DepositMethodDefinition, accountCurrency: string, lang: SupportedLanguage) {
  const currencies = method.currencies === 'crypto' ? CRYPTO_CURRENCIES : currenciesOf(method).filter((c) => c === accountCurrency);
  return {
    Key: method.key,
    Value: t(lang, `cashier:methods.${method.key}`),
    OriginalValue: method.original,
    PaymentMethodId: method.id,
    Provider: method.provider,
    Kind: method.kind,
    Fields: method.fields.map((name) => ({ Name: name, Required: true })),
    Currencies: currencies.map((currency) => {
      const limit = method.fields.includes('Amount') ? depositLimitOf(method, currency) : null;
      return {
        Currency: currency,
        MinAmount: method.kind === 'crypto' ? minimumCryptoDeposit(currency) : (limit?.min ?? null),
        MaxAmount: limit?.max ?? null,
        Blockchain: BLOCKCHAIN_OF[currency] ?? null,
      };
    }),
  };
}

/** GET deposit methods (seed 001 §3 "Deposit methods response: DepositMethods and HasDeposits"). */
export async function depositMethods(deps: CashierDeps, player: Player) {
  const { methods, selected } = loadDepositMethods(depositCatalogue(deps.config.cashierSandbox), player.currency);
  return {
    DepositMethods: methods.map((method) => methodView(method, player.currency, player.lang)),
    SelectedMethod: selected?.key ?? null,
    HasDeposits: await hasDeposits(deps.db, player.userId),
    QuickAmounts: QUICK_AMOUNTS,
    CardTypes: CARD_TYPES,
    Currency: player.currency,
  };
}

const requestHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** A bank reference the player can type: "OG" and ten characters without look-alikes. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `OG${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

const ALL_COLUMNS = [
  'id',
  'user_id',
  'statement_type',
  'method',
  'provider',
  'currency',
  'amount',
  'status',
  'reason',
  'reason_note',
  'reference',
  'provider_tx_id',
  'request_key',
  'request_hash',
  'bonus_code',
  'return_url',
  'details',
  'created_at',
  'updated_at',
  'completed_at',
] as const;

export function selectTransaction(trx: Db | Tx['trx']) {
  return trx.selectFrom('cashier_transactions').select(ALL_COLUMNS);
}

export interface DepositAnswer {
  Message: string;
  Deposit: ReturnType<typeof transactionView> | null;
  Redirect: { Url: string } | null;
  BankInfo: (CashierDeps['options']['bank'] & { ReferenceNumber: string }) | null;
  Widget: z.infer<typeof X1Widget> | null;
  Transfer: z.infer<typeof X1Transfer> | null;
  CryptoAddress: Awaited<ReturnType<typeof depositAddress>>;
}

const emptyAnswer = (message: string): DepositAnswer => ({
  Message: message,
  Deposit: null,
  Redirect: null,
  BankInfo: null,
  Widget: null,
  Transfer: null,
  CryptoAddress: null,
});

export function sandboxUrl(deps: CashierDeps, row: Pick<TransactionRow, 'id' | 'return_url'>) {
  const query = new URLSearchParams({ token: pageToken(deps.options.sandboxSecret, row.id) });
  if (row.return_url) query.set('returnUrl', row.return_url);
  return `/api/cashier/sandbox/${row.id}?${query}`;
}

/** The X1 widget's opaque payload: the transfer it pays, signed so the widget cannot change it. */
function x1Payload(deps: CashierDeps, row: TransactionRow) {
  const body = Buffer.from(JSON.stringify({ transferId: String(row.id), amount: formatMinor(row.amount, row.currency), currency: row.currency })).toString('base64url');
  return `${body}.${createHmac('sha256', deps.options.sandboxSecret).update(body).digest('base64url')}`;
}

/** What a started deposit answers; trx is the transaction it was written in (PGlite has one connection). */
/** What the first request with this Idempotency-Key got, or null when there was none (another request under the key is refused). */
async function replayOf(deps: CashierDeps, db: Db | Tx['trx'], player: Player, idempotencyKey: string, hash: string): Promise<DepositAnswer | null> {
  const existing = (await selectTransaction(db).where('user_id', '=', player.userId).where('request_key', '=', idempotencyKey).executeTakeFirst()) as TransactionRow | undefined;
  if (!existing) return null;
  refuseReplay(player.lang, existing, hash);
  return answerFor(deps, db, existing, player.lang);
}

async function answerFor(deps: CashierDeps, trx: Db | Tx['trx'], row: TransactionRow, lang: SupportedLanguage): Promise<DepositAnswer> {
  const method = DEPOSIT_CATALOGUE.find((m) => m.key === row.method && m.provider === row.provider);
  const deposit = transactionView(row, lang);
  const amount = formatMinor(row.amount, row.currency);
  switch (method?.kind) {
    case 'hosted':
      return { ...emptyAnswer(t(lang, 'cashier:deposit.redirect')), Deposit: deposit, Redirect: { Url: sandboxUrl(deps, row) } };
    case 'bank':
      return { ...emptyAnswer(t(lang, 'cashier:deposit.bankInstructions')), Deposit: deposit, BankInfo: { ...deps.options.bank, ReferenceNumber: row.reference ?? '' } };
    case 'widget': {
      const user = await trx.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
      return {
        ...emptyAnswer(t(lang, 'cashier:deposit.redirect')),
        Deposit: deposit,
        // Seed 000 §3 "X1 widget modal data" and "Transfer modal data".
        Widget: {
          widgetId: deps.options.x1WidgetId,
          payload: x1Payload(deps, row),
          locale: lang,
          symbol: row.currency,
          buyMoreHidden: true,
          tryAgainHidden: false,
          emailHidden: true,
          email: user.email,
        },
        Transfer: { Id: String(row.id), DepositAmount: amount, DepositCurrency: row.currency, BonusCode: row.bonus_code },
      };
    }
    default:
      return { ...emptyAnswer(t(lang, 'cashier:deposit.voucherRedeemed', { amount, currency: row.currency })), Deposit: deposit };
  }
}

/**
 * Credits a pending deposit: the ledger movement (keyed by the deposit, so it
 * can happen once), the row completed, and the bonus code it carried applied
 * when the player may still have it (a refused bonus never refuses the money).
 */
export async function completeDeposit(ctx: Tx, row: TransactionRow, amount: bigint, providerTxId: string | null): Promise<TransactionRow> {
  await postMovement(ctx, {
    idempotencyKey: `cashier:deposit:${row.id}`,
    kind: 'cashier.deposit',
    reference: `cashier_transactions:${row.id}`,
    postings: [
      { account: { userId: row.user_id, code: 'cash', currency: row.currency }, amount },
      { account: { house: 'cashier', currency: row.currency }, amount: -amount },
    ],
  });
  await ctx.trx
    .updateTable('cashier_transactions')
    .set({ status: TransactionStatus.Completed, amount, provider_tx_id: providerTxId ?? row.provider_tx_id, completed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .execute();
  if (row.bonus_code) {
    const user = await ctx.trx.selectFrom('users').select('currency').where('id', '=', row.user_id).executeTakeFirstOrThrow();
    const claim = await claimInTransaction(ctx, { userId: row.user_id, currency: user.currency }, row.bonus_code, row.id);
    await ctx.trx
      .updateTable('cashier_transactions')
      .set({ details: sql`details || ${JSON.stringify({ BonusResult: claim.ok ? 'activated' : claim.failure })}::jsonb` })
      .where('id', '=', row.id)
      .execute();
  }
  ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(row.user_id), transactionId: String(row.id), statusId: TransactionStatus.Completed } });
  return selectTransaction(ctx.trx).where('id', '=', row.id).executeTakeFirstOrThrow() as Promise<TransactionRow>;
}

function refuseReplay(lang: SupportedLanguage, existing: TransactionRow, hash: string) {
  if (existing.request_hash !== hash) throw refuse(lang, 409, 'IDEMPOTENCY_CONFLICT', 'withdraw.idempotencyConflict');
}

/** POST deposit: every rule of the method, then what its kind needs (a page, bank details, a widget, an address, a credited voucher). */
export async function createDeposit(deps: CashierDeps, player: Player, input: DepositInput, idempotencyKey: string | null): Promise<DepositAnswer> {
  const { lang } = player;
  if (blank(input.PaymentMethod) && input.PaymentMethodId == null) throw problemsError(lang, { PaymentMethod: { key: 'validation.required', vars: { field: 'PaymentMethod' } } });
  const method = depositMethodFor(DEPOSIT_CATALOGUE, player.currency, input.PaymentMethod?.trim(), input.PaymentMethodId);
  if (!method) throw refuse(lang, 400, 'METHOD_UNAVAILABLE', 'deposit.methodUnavailable', { field: 'PaymentMethod' });
  if (isSimulated(method)) refuseUnlessSandbox(deps, lang, { field: 'PaymentMethod' });
  const check = checkDeposit(method, input, player.currency);
  if (Object.keys(check.problems).length > 0) throw problemsError(lang, check.problems);
  const bonusCode = blank(input.BonusCode) || method.kind === 'crypto' ? null : input.BonusCode!.trim().toUpperCase();

  if (method.kind === 'crypto') {
    const address = await depositAddress(deps.db, deps.options.addressSecret, player.userId, check.currency);
    return {
      ...emptyAnswer(
        t(lang, 'cashier:deposit.cryptoInstructions', { minimum: address!.MinimumAmount, currency: check.currency, blockchain: address!.Blockchain }),
      ),
      CryptoAddress: address,
    };
  }
  const details = Object.fromEntries(
    (['CardCountry', 'NetellerEmail', 'PaparaAccountNumber', 'PagsmileDocumentNumber'] as const).filter((f) => !blank(input[f])).map((f) => [f, input[f]!.trim()]),
  );
  const returnUrl = blank(input.ReturnUrl) ? null : input.ReturnUrl!.trim();
  const hash = requestHash([method.key, check.amount?.toString() ?? null, check.currency, bonusCode, returnUrl, details, input.VoucherCode?.trim().toUpperCase() ?? null]);
  if (idempotencyKey) {
    // A retry answers what the first request got, even once its bonus is no longer claimable.
    const replay = await replayOf(deps, deps.db, player, idempotencyKey, hash);
    if (replay) return replay;
  }
  if (bonusCode) {
    const failure = await depositBonusProblem(deps.db, player, bonusCode);
    if (failure) throw refuse(lang, 400, failure, CLAIM_FAILURES[failure], { field: 'BonusCode' });
  }
  // Deposit limits and exclusions (issue 17) refuse before anything is written or any page opens.
  if (check.amount !== null) await assertMayDeposit(deps.db, player.userId, check.amount, check.currency, lang);
  if (method.kind === 'voucher') {
    return redeemVoucher(deps, player, { method, code: input.VoucherCode!.trim().toUpperCase(), currency: check.currency, bonusCode }, idempotencyKey, hash);
  }

  return inTransaction(deps.db, async (ctx) => {
    const inserted = await ctx.trx
      .insertInto('cashier_transactions')
      .values(
        pendingDeposit(player.userId, method, {
          currency: check.currency,
          amount: check.amount!,
          reference: method.kind === 'bank' ? newReference() : null,
          request_key: idempotencyKey,
          request_hash: hash,
          bonus_code: bonusCode,
          return_url: returnUrl,
          details,
        }),
      )
      .onConflict((oc) => oc.columns(['user_id', 'request_key']).doNothing())
      .returning(ALL_COLUMNS)
      .executeTakeFirst();
    if (!inserted) {
      // The same Idempotency-Key again: the same deposit, or a refusal if it asked something else.
      const existing = (await selectTransaction(ctx.trx).where('user_id', '=', player.userId).where('request_key', '=', idempotencyKey).executeTakeFirstOrThrow()) as TransactionRow;
      refuseReplay(lang, existing, hash);
      return answerFor(deps, ctx.trx, existing, lang);
    }
    ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(player.userId), transactionId: String(inserted.id), statusId: TransactionStatus.Pending } });
    return answerFor(deps, ctx.trx, inserted as TransactionRow, lang);
  });
}

type DepositColumns = CashierTables['cashier_transactions'];
type Optional = 'reference' | 'provider_tx_id' | 'request_key' | 'request_hash' | 'bonus_code' | 'return_url';

/**
 * A new pending deposit row (a hosted or bank deposit, a voucher, coins arriving): what each kind knows,
 * and null for the rest of what a request or a provider may bring.
 */
function pendingDeposit(
  userId: bigint,
  method: { key: string; provider: string | null },
  row: Pick<DepositColumns, 'currency' | 'amount'> & Partial<Pick<DepositColumns, Optional>> & { details: Record<string, unknown> },
) {
  return {
    user_id: userId,
    statement_type: StatementType.Deposit,
    method: method.key,
    provider: method.provider,
    status: TransactionStatus.Pending,
    reason: null,
    reference: null,
    provider_tx_id: null,
    request_key: null,
    request_hash: null,
    bonus_code: null,
    return_url: null,
    completed_at: null,
    ...row,
    details: JSON.stringify(row.details),
  };
}

/** A voucher redeems once: its row is locked, and the provider id of the deposit is the code itself. */
async function redeemVoucher(
  deps: CashierDeps,
  player: Player,
  voucherDeposit: { method: DepositMethodDefinition; code: string; currency: string; bonusCode: string | null },
  idempotencyKey: string | null,
  hash: string,
): Promise<DepositAnswer> {
  const { lang } = player;
  const { method, code, currency, bonusCode } = voucherDeposit;
  return inTransaction(deps.db, async (ctx) => {
    if (idempotencyKey) {
      const replay = await replayOf(deps, ctx.trx, player, idempotencyKey, hash);
      if (replay) return replay;
    }
    const voucher = await ctx.trx.selectFrom('cashier_vouchers').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
    if (!voucher) throw refuse(lang, 400, 'VOUCHER_INVALID', 'deposit.voucherInvalid', { field: 'VoucherCode' });
    if (voucher.redeemed_by !== null) throw refuse(lang, 409, 'VOUCHER_USED', 'deposit.voucherUsed', { field: 'VoucherCode' });
    if (voucher.currency !== currency) throw refuse(lang, 400, 'VOUCHER_CURRENCY', 'deposit.voucherCurrency', { field: 'VoucherCode', vars: { currency: voucher.currency } });
    await assertMayDeposit(ctx.trx, player.userId, voucher.amount, voucher.currency, lang);
    const row = (await ctx.trx
      .insertInto('cashier_transactions')
      .values(
        pendingDeposit(player.userId, method, {
          currency,
          amount: voucher.amount,
          provider_tx_id: code,
          request_key: idempotencyKey,
          request_hash: hash,
          bonus_code: bonusCode,
          details: { VoucherCode: code },
        }),
      )
      .returning(ALL_COLUMNS)
      .executeTakeFirstOrThrow()) as TransactionRow;
    const completed = await completeDeposit(ctx, row, voucher.amount, code);
    await ctx.trx.updateTable('cashier_vouchers').set({ redeemed_by: player.userId, redeemed_at: sql<Date>`now()`, transaction_id: row.id }).where('code', '=', code).execute();
    return answerFor(deps, ctx.trx, completed, lang);
  });
}

const CURRENCIES_WITH_VOUCHERS = currenciesOf({ currencies: 'fiat' });

/** Operator: new vouchers of one amount (codes generated unless one is given). */
export async function createVouchers(deps: CashierDeps, lang: SupportedLanguage, input: { Currency: string; Amount: string; Count?: number; Code?: string | null }) {
  const amount = toMinor(input.Amount, input.Currency);
  if (!CURRENCIES_WITH_VOUCHERS.includes(input.Currency) || amount === null || amount <= 0n) {
    throw problemsError(lang, amount === null || amount <= 0n ? { Amount: { key: 'deposit.amountInvalid', vars: { decimals: '2' } } } : { Currency: { key: 'deposit.currencyUnavailable', vars: { currency: input.Currency } } });
  }
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const generate = () => `OG-${[...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('').replace(/(.{4})(?=.)/g, '$1-')}`;
  const codes = input.Code ? [input.Code.trim().toUpperCase()] : Array.from({ length: input.Count ?? 1 }, generate);
  const rows = await deps.db
    .insertInto('cashier_vouchers')
    .values(codes.map((code) => ({ code, currency: input.Currency, amount })))
    .onConflict((oc) => oc.column('code').doNothing())
    .returning(['code', 'currency', 'amount'])
    .execute();
  return { Vouchers: rows.map((row) => ({ Code: row.code, Currency: row.currency, Amount: formatMinor(row.amount, row.currency) })) };
}
/**
 * Issue 14 A: a simulated payment (the sandbox page, the X1 widget, sandbox addresses) credits money no
 * one paid, so it works only with CASHIER_SANDBOX=true, whatever was started before the switch.
 */
export function refuseUnlessSandbox(deps: CashierDeps, lang: SupportedLanguage, options: { field?: string } = {}): void {
  if (!deps.config.cashierSandbox) throw refuse(lang, 403, 'METHOD_UNAVAILABLE', 'deposit.sandboxOff', options);
}

/** Seed 000 §7 "transfer confirmation": id and BonusCode; the sandbox widget always pays (so only in the sandbox). */
export async function confirmX1Transfer(deps: CashierDeps, player: Player, input: { Id: string; BonusCode?: string | null }) {
  const { lang } = player;
  refuseUnlessSandbox(deps, lang);
  if (!/^\d{1,18}$/.test(input.Id)) throw refuse(lang, 404, 'TRANSFER_NOT_FOUND', 'x1.notFound');
  const bonusCode = blank(input.BonusCode) ? null : input.BonusCode!.trim().toUpperCase();
  return inTransaction(deps.db, async (ctx) => {
    const row = (await selectTransaction(ctx.trx)
      .where('id', '=', BigInt(input.Id))
      .where('user_id', '=', player.userId)
      .where('provider', '=', 'x1')
      .forUpdate()
      .executeTakeFirst()) as TransactionRow | undefined;
    if (!row) throw refuse(lang, 404, 'TRANSFER_NOT_FOUND', 'x1.notFound');
    if (row.status === TransactionStatus.Completed) {
      return { Message: t(lang, 'cashier:deposit.credited', { amount: formatMinor(row.amount, row.currency), currency: row.currency }), Deposit: transactionView(row, lang) };
    }
    if (row.status !== TransactionStatus.Pending) throw refuse(lang, 409, 'ALREADY_PROCESSED', 'deposit.alreadyProcessed');
    if (bonusCode && bonusCode !== row.bonus_code) {
      const failure = await depositBonusProblem(ctx.trx, player, bonusCode);
      if (failure) throw refuse(lang, 400, failure, CLAIM_FAILURES[failure], { field: 'BonusCode' });
      await ctx.trx.updateTable('cashier_transactions').set({ bonus_code: bonusCode }).where('id', '=', row.id).execute();
      row.bonus_code = bonusCode;
    }
    await assertMayDeposit(ctx.trx, player.userId, row.amount, row.currency, lang);
    const completed = await completeDeposit(ctx, row, row.amount, `x1_${row.id}`);
    return { Message: t(lang, 'cashier:deposit.credited', { amount: formatMinor(completed.amount, completed.currency), currency: completed.currency }), Deposit: transactionView(completed, lang) };
  });
}

/** Seed 001 §4 "Money-transfer (X1) status": in progress while a transfer waits for its confirm call. */
export async function x1Status(deps: CashierDeps, player: Player) {
  if (!deps.config.cashierSandbox) return { Status: X1Status.Disabled, StatusName: 'Disabled', TransferId: null };
  const pending = await deps.db
    .selectFrom('cashier_transactions')
    .select('id')
    .where('user_id', '=', player.userId)
    .where('provider', '=', 'x1')
    .where('status', '=', TransactionStatus.Pending)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const status = pending ? X1Status.InProgress : X1Status.Available;
  return { Status: status, StatusName: pending ? 'InProgress' : 'Available', TransferId: pending ? String(pending.id) : null };
}


export const CALLBACK_PROVIDERS = [...new Set(DEPOSIT_CATALOGUE.filter((m) => m.kind !== 'voucher' && m.kind !== 'widget').map((m) => m.provider))];

/**
 * POST callback/{provider}: the signature over the raw body first (nothing is
 * read from an unsigned body), then the payload's effect.
 */
export async function handleCallback(deps: CashierDeps, provider: string, rawBody: string, signature: string | undefined, lang: SupportedLanguage) {
  if (!CALLBACK_PROVIDERS.includes(provider)) throw refuse(lang, 404, 'PROVIDER_UNKNOWN', 'callback.invalidBody');
  // The sandbox's secret is in the repository: with the sandbox off its providers' callbacks credit nothing.
  if (SIMULATED_PROVIDERS.includes(provider)) refuseUnlessSandbox(deps, lang);
  if (!verifyBody(rawBody, signature, deps.options.sandboxSecret)) throw refuse(lang, 401, 'INVALID_SIGNATURE', 'callback.invalidSignature');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw refuse(lang, 400, 'INVALID_CALLBACK', 'callback.invalidBody');
  }
  const body = CallbackBody.safeParse(parsed);
  if (!body.success) throw refuse(lang, 400, 'INVALID_CALLBACK', 'callback.invalidBody');
  return applyCallback(deps, provider, body.data, lang);
}

/** The callback's effect, known from the payload alone (signature already checked). */
export async function applyCallback(deps: CashierDeps, provider: string, body: CallbackBody, lang: SupportedLanguage) {
  if (body.Address !== undefined) return applyCryptoCallback(deps, provider, body, lang);
  if (body.DepositId === undefined && body.ReferenceNumber === undefined) throw refuse(lang, 400, 'INVALID_CALLBACK', 'callback.invalidBody');
  return inTransaction(deps.db, async (ctx) => {
    const row = (await selectTransaction(ctx.trx)
      .where('statement_type', '=', StatementType.Deposit)
      .where('provider', '=', provider)
      .$if(body.DepositId !== undefined, (q) => q.where('id', '=', BigInt(body.DepositId!)))
      .$if(body.DepositId === undefined, (q) => q.where('reference', '=', body.ReferenceNumber!))
      .forUpdate()
      .executeTakeFirst()) as TransactionRow | undefined;
    if (!row) throw refuse(lang, 404, 'DEPOSIT_NOT_FOUND', 'deposit.notFound');
    const definition = DEPOSIT_CATALOGUE.find((m) => m.key === row.method && m.provider === row.provider);
    if (definition && isSimulated(definition)) refuseUnlessSandbox(deps, lang);
    // A payment that arrives after the deposit expired credits nothing; the provider is answered 200 with
    // the deposit's final state (not an error it would retry), so it refunds the payer.
    const expired = await expireIfStale(deps, ctx, row);
    if (expired) return { Replayed: false, Deposit: transactionView(expired, lang) };
    if (row.status !== TransactionStatus.Pending) {
      if (row.provider_tx_id === body.TransactionId) return { Replayed: true, Deposit: transactionView(row, lang) };
      throw refuse(lang, 409, 'ALREADY_PROCESSED', 'deposit.alreadyProcessed');
    }
    if (body.Currency !== row.currency) throw refuse(lang, 400, 'CURRENCY_MISMATCH', 'callback.currencyMismatch');
    const amount = toMinor(body.Amount, row.currency);
    if (amount === null || amount <= 0n) throw refuse(lang, 400, 'INVALID_CALLBACK', 'callback.invalidBody');
    if (body.Status === 'declined') {
      await ctx.trx
        .updateTable('cashier_transactions')
        .set({ status: TransactionStatus.RejectedByPaymentSystem, reason: body.Reason ?? 'declined', provider_tx_id: body.TransactionId, updated_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute();
      ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(row.user_id), transactionId: String(row.id), statusId: TransactionStatus.RejectedByPaymentSystem } });
      const declined = (await selectTransaction(ctx.trx).where('id', '=', row.id).executeTakeFirstOrThrow()) as TransactionRow;
      return { Replayed: false, Deposit: transactionView(declined, lang) };
    }
    // A hosted page charges exactly what was asked; a bank transfer credits what arrived.
    const kind = definition?.kind;
    if (kind !== 'bank' && amount !== row.amount) throw refuse(lang, 400, 'AMOUNT_MISMATCH', 'callback.amountMismatch');
    const refused = await refuseOverLimit(ctx, row, amount, body.TransactionId, lang);
    if (refused) return { Replayed: false, Deposit: transactionView(refused, lang) };
    return { Replayed: false, Deposit: transactionView(await completeDeposit(ctx, row, amount, body.TransactionId), lang) };
  });
}

/** Coins arrived on a player's address: a new deposit, credited in the coin when it reaches the minimum. */
async function applyCryptoCallback(deps: CashierDeps, provider: string, body: CallbackBody, lang: SupportedLanguage) {
  const owner = await deps.db.selectFrom('cashier_crypto_addresses').select(['user_id', 'blockchain']).where('address', '=', body.Address!).executeTakeFirst();
  if (!owner) throw refuse(lang, 404, 'ADDRESS_UNKNOWN', 'callback.addressUnknown');
  if (BLOCKCHAIN_OF[body.Currency] !== owner.blockchain) throw refuse(lang, 400, 'CURRENCY_MISMATCH', 'callback.currencyMismatch');
  const amount = toMinor(body.Amount, body.Currency);
  if (amount === null || amount <= 0n) throw refuse(lang, 400, 'INVALID_CALLBACK', 'callback.invalidBody');
  return inTransaction(deps.db, async (ctx) => {
    const inserted = (await ctx.trx
      .insertInto('cashier_transactions')
      .values(
        pendingDeposit(owner.user_id, { key: 'allinonecrypto', provider }, {
          currency: body.Currency,
          amount,
          provider_tx_id: body.TransactionId,
          details: { Address: body.Address, Blockchain: owner.blockchain },
        }),
      )
      .onConflict((oc) => oc.constraint('cashier_transactions_provider_tx_key').doNothing())
      .returning(ALL_COLUMNS)
      .executeTakeFirst()) as TransactionRow | undefined;
    if (!inserted) {
      const existing = (await selectTransaction(ctx.trx).where('provider', '=', provider).where('provider_tx_id', '=', body.TransactionId).executeTakeFirstOrThrow()) as TransactionRow;
      return { Replayed: true, Deposit: transactionView(existing, lang) };
    }
    const belowMinimum = amount < (toMinor(minimumCryptoDeposit(body.Currency), body.Currency) ?? 0n);
    if (body.Status === 'declined' || belowMinimum) {
      const status = belowMinimum ? TransactionStatus.NotProcessed : TransactionStatus.ProviderDeclined;
      await ctx.trx
        .updateTable('cashier_transactions')
        .set({ status, reason: belowMinimum ? 'below_minimum' : 'declined', updated_at: sql<Date>`now()` })
        .where('id', '=', inserted.id)
        .execute();
      ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(owner.user_id), transactionId: String(inserted.id), statusId: status } });
      const row = (await selectTransaction(ctx.trx).where('id', '=', inserted.id).executeTakeFirstOrThrow()) as TransactionRow;
      return { Replayed: false, Deposit: transactionView(row, lang) };
    }
    const refused = await refuseOverLimit(ctx, inserted, amount, body.TransactionId, lang);
    if (refused) return { Replayed: false, Deposit: transactionView(refused, lang) };
    return { Replayed: false, Deposit: transactionView(await completeDeposit(ctx, inserted, amount, body.TransactionId), lang) };
  });
}

/**
 * A payment that arrives when the player may no longer deposit it (a limit reached, or an exclusion
 * taken, since the deposit started): nothing is credited, the deposit ends as Refund (the provider
 * gives the money back) and the refusal is audited, all in the callback's transaction. null: credit it.
 */
async function refuseOverLimit(ctx: Tx, row: TransactionRow, amount: bigint, providerTxId: string, lang: SupportedLanguage): Promise<TransactionRow | null> {
  const refusal = await depositRefusal(ctx.trx, row.user_id, amount, row.currency, lang, `deposit_callback:${row.id}`);
  if (!refusal) return null;
  await ctx.trx
    .updateTable('cashier_transactions')
    .set({ status: TransactionStatus.Refund, reason: 'responsible_gambling', provider_tx_id: providerTxId, updated_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .execute();
  await appendRefusal(ctx.trx, refusal);
  ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(row.user_id), transactionId: String(row.id), statusId: TransactionStatus.Refund } });
  return (await selectTransaction(ctx.trx).where('id', '=', row.id).executeTakeFirstOrThrow()) as TransactionRow;
}

const EXPIRING_KINDS = new Set<DepositMethodDefinition['kind'] | undefined>(['hosted', 'widget']);
/** The methods whose pending deposits expire: paid on a page or widget (a bank transfer takes days). */
export const EXPIRING_METHODS = DEPOSIT_CATALOGUE.filter((m) => EXPIRING_KINDS.has(m.kind));

/** Why a deposit was cancelled (cashier_transactions.reason): the player's choice, or its time ran out. */
export const DepositEnd = { Expired: 'expired', CancelledByPlayer: 'player_cancelled' } as const;

/** Ends a locked pending deposit as Canceled with its reason, in the caller's transaction, with its event. */
async function endPendingDeposit(ctx: Tx, row: TransactionRow, reason: string): Promise<TransactionRow> {
  await ctx.trx
    .updateTable('cashier_transactions')
    .set({ status: TransactionStatus.Canceled, reason, updated_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('status', '=', TransactionStatus.Pending)
    .execute();
  ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(row.user_id), transactionId: String(row.id), statusId: TransactionStatus.Canceled } });
  return (await selectTransaction(ctx.trx).where('id', '=', row.id).executeTakeFirstOrThrow()) as TransactionRow;
}

/**
 * Whoever next touches a locked pending deposit older than DEPOSIT_PENDING_TTL_MINUTES (its callback, the
 * player's cancel or resume, the expiry sweep of expiry-sweeper.ts) ends it, once, since the row is locked and only a Pending row changes.
 * The database's clock decides, the same clock that wrote created_at. null: the deposit has not expired.
 */
async function expireIfStale(deps: Pick<CashierDeps, 'config'>, ctx: Tx, row: TransactionRow): Promise<TransactionRow | null> {
  if (row.status !== TransactionStatus.Pending || row.statement_type !== StatementType.Deposit || row.provider_tx_id !== null) return null;
  // Only a deposit paid on a page or widget expires: a bank transfer takes days and is credited when it arrives.
  if (!EXPIRING_METHODS.some((m) => m.key === row.method && m.provider === row.provider)) return null;
  const seconds = Math.round(deps.config.depositPendingTtlMinutes * 60);
  const stale = await ctx.trx
    .selectFrom('cashier_transactions')
    .select('id')
    .where('id', '=', row.id)
    .where(sql<boolean>`created_at <= now() - make_interval(secs => ${seconds})`)
    .executeTakeFirst();
  return stale ? endPendingDeposit(ctx, row, DepositEnd.Expired) : null;
}

/** The expiry sweep's step: ends one deposit if it is still pending and its time ran out. true: it ended now. */
export async function expireDepositIfStale(deps: Pick<CashierDeps, 'db' | 'config'>, id: bigint): Promise<boolean> {
  return inTransaction(deps.db, async (ctx) => {
    const row = (await selectTransaction(ctx.trx).where('id', '=', id).forUpdate().executeTakeFirst()) as TransactionRow | undefined;
    return row !== undefined && (await expireIfStale(deps, ctx, row)) !== null;
  });
}

/**
 * The player cancels a pending deposit (its payment page abandoned). Idempotent: cancelling it again answers
 * the same cancelled deposit. A completed, failed or expired one is refused; another player's is not found.
 * No money moved while it was pending, so none moves now.
 */
export async function cancelDeposit(deps: CashierDeps, player: Player, id: bigint) {
  const { lang } = player;
  return inTransaction(deps.db, async (ctx) => {
    const row = await lockPlayerDeposit(ctx, player, id);
    const expired = await expireIfStale(deps, ctx, row);
    const alreadyCancelled = row.status === TransactionStatus.Canceled && row.reason === DepositEnd.CancelledByPlayer;
    if (expired || (row.status !== TransactionStatus.Pending && !alreadyCancelled)) throw refuse(lang, 409, 'NOT_CANCELABLE', 'deposit.notCancelable');
    const after = alreadyCancelled ? row : await endPendingDeposit(ctx, row, DepositEnd.CancelledByPlayer);
    return { Message: t(lang, 'cashier:deposit.canceled'), Deposit: transactionView(after, lang) };
  });
}

/** The player's own deposit, locked; another player's answers not found, like a missing one. */
async function lockPlayerDeposit(ctx: Tx, player: Player, id: bigint): Promise<TransactionRow> {
  const row = (await selectTransaction(ctx.trx)
    .where('id', '=', id)
    .where('user_id', '=', player.userId)
    .where('statement_type', '=', StatementType.Deposit)
    .forUpdate()
    .executeTakeFirst()) as TransactionRow | undefined;
  if (!row) throw refuse(player.lang, 404, 'DEPOSIT_NOT_FOUND', 'deposit.notFound');
  return row;
}

/**
 * The player comes back to a deposit whose payment page they left: the same next step its start gave (the
 * sandbox page for a card) while it is pending and has not expired; otherwise refused (NOT_CANCELABLE).
 */
export async function resumeDeposit(deps: CashierDeps, player: Player, id: bigint): Promise<DepositAnswer> {
  const { lang } = player;
  return inTransaction(deps.db, async (ctx) => {
    const row = await lockPlayerDeposit(ctx, player, id);
    const expired = await expireIfStale(deps, ctx, row);
    if (expired || row.status !== TransactionStatus.Pending) throw refuse(lang, 409, 'NOT_CANCELABLE', 'deposit.notResumable');
    return answerFor(deps, ctx.trx, row, lang);
  });
}
