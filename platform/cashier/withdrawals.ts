/**
 * Withdrawals (seed 001 §3–§5, §8). A request reserves the money at once: the
 * amount moves from the player's cash to the house `cashier` account in the
 * same transaction that records the pending withdrawal, so the ledger's
 * no-overdraft constraint is what stops concurrent requests from spending the
 * same money twice. The ledger knows only `cash` and `bonus` player accounts;
 * what is reserved per player is the sum of their pending withdrawals here.
 * Approval pays out what the house already holds (no movement); cancel and
 * reject move it back.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { verifyPassword } from '../account/passwords';
import { LedgerError, postMovement } from '../db/ledger';
import { BALANCE_IN_DEBT, debtMessage, inDebt } from './debt';
import { inTransaction, type Tx } from '../db/transaction';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { CashierError, problemsError, refuse } from './errors';
import { selectTransaction } from './deposits';
import { WITHDRAW_CATALOGUE, WITHDRAW_FIELDS, loadWithdrawMethods, currenciesOf, type WithdrawMethodDefinition } from './methods';
import type { CashierDeps } from './options';
import { checkWithdrawal, type WithdrawInput } from './rules';
import type { Player } from './session';
import { StatementType, TransactionStatus } from './statuses';
import { transactionView, type TransactionRow } from './views';

/** Fields never stored: the account password, and a wallet's own password. */
const SECRET_FIELDS = new Set(['Password', 'VenusPointPassword']);

function methodView(method: WithdrawMethodDefinition, accountCurrency: string, lang: SupportedLanguage) {
  const currencies = method.currencies === 'crypto' ? currenciesOf(method) : currenciesOf(method).filter((c) => c === accountCurrency);
  return {
    Name: t(lang, `cashier:methods.${method.key}`),
    Key: method.key,
    PaymentMethodId: method.id,
    Provider: method.provider,
    // Seed 001 §3 "Withdrawal methods are keyed with Name, PaymentMethodId, Currency".
    Currency: method.currencies === 'crypto' ? null : accountCurrency,
    Currencies: currencies.map((currency) => ({
      Currency: currency,
      MinAmount: method.limits?.[currency]?.min ?? null,
      MaxAmount: method.limits?.[currency]?.max ?? null,
      MaxExclusive: method.limits?.[currency]?.maxExclusive ?? false,
    })),
    Fields: [...method.fields.map((name) => ({ Name: name, Required: true })), ...(method.optional ?? []).map((name) => ({ Name: name, Required: false }))],
  };
}

/** Seed 001 §4 "Withdraw methods load": coinspaid excluded; the first is selected unless another is requested. */
/** Issue 14 A: the sandbox provider pays out nothing real, so its methods exist only with CASHIER_SANDBOX=true. */
function withdrawCatalogue(deps: CashierDeps) {
  return deps.config.cashierSandbox ? WITHDRAW_CATALOGUE : WITHDRAW_CATALOGUE.filter((method) => method.provider !== 'sandboxpay');
}

export function withdrawMethods(deps: CashierDeps, player: Player, requested: string | undefined) {
  const { methods, selected } = loadWithdrawMethods(withdrawCatalogue(deps), player.currency, requested);
  return { WithdrawMethods: methods.map((method) => methodView(method, player.currency, player.lang)), SelectedMethod: selected?.key ?? null };
}

export type WithdrawRequest = WithdrawInput & { Method?: string | null; PaymentMethodId?: number | null };

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** POST withdraw: the rules, the password, then the reservation; the same Idempotency-Key answers the same withdrawal. */
export async function createWithdrawal(deps: CashierDeps, player: Player, input: WithdrawRequest, idempotencyKey: string | null) {
  const { lang } = player;
  if (blank(input.Method) && input.PaymentMethodId == null) throw problemsError(lang, { Method: { key: 'validation.required', vars: { field: 'Method' } } });
  const { methods } = loadWithdrawMethods(withdrawCatalogue(deps), player.currency);
  const method = methods.find((m) => (blank(input.Method) ? m.id === input.PaymentMethodId : m.key === input.Method!.trim()));
  if (!method) throw refuse(lang, 400, 'METHOD_UNAVAILABLE', 'withdraw.methodUnavailable', { field: 'Method' });
  const check = checkWithdrawal(method, input, player.currency);
  if (Object.keys(check.problems).length > 0) throw problemsError(lang, check.problems);

  if (method.fields.includes('Password')) {
    const user = await deps.db.selectFrom('users').select('password_hash').where('id', '=', player.userId).executeTakeFirstOrThrow();
    const matches = await verifyPassword(user.password_hash, String(input.Password)).catch(() => false);
    if (!matches) throw refuse(lang, 400, 'WRONG_PASSWORD', 'withdraw.wrongPassword', { field: 'Password' });
  }
  const details = Object.fromEntries(
    WITHDRAW_FIELDS.filter((field) => !SECRET_FIELDS.has(field) && field !== 'Amount' && !blank(input[field])).map((field) => [field, String(input[field]).trim()]),
  );
  const hash = createHash('sha256').update(JSON.stringify([method.key, check.amount!.toString(), check.currency, details])).digest('hex');
  const amount = check.amount!;

  try {
    return await inTransaction(deps.db, async (ctx) => {
      const inserted = (await ctx.trx
        .insertInto('cashier_transactions')
        .values({
          user_id: player.userId,
          statement_type: StatementType.Withdrawal,
          method: method.key,
          provider: method.provider,
          currency: check.currency,
          amount,
          status: TransactionStatus.Pending,
          reason: null,
          reference: null,
          provider_tx_id: null,
          request_key: idempotencyKey,
          request_hash: hash,
          bonus_code: null,
          return_url: null,
          details: JSON.stringify(details),
          completed_at: null,
        })
        .onConflict((oc) => oc.columns(['user_id', 'request_key']).doNothing())
        .returning('id')
        .executeTakeFirst()) as { id: bigint } | undefined;
      if (!inserted) {
        const existing = (await selectTransaction(ctx.trx).where('user_id', '=', player.userId).where('request_key', '=', idempotencyKey).executeTakeFirstOrThrow()) as TransactionRow;
        if (existing.request_hash !== hash || existing.statement_type !== StatementType.Withdrawal) throw refuse(lang, 409, 'IDEMPOTENCY_CONFLICT', 'withdraw.idempotencyConflict');
        return { Message: t(lang, 'cashier:withdraw.success'), Withdrawal: transactionView(existing, lang), Replayed: true };
      }
      await postMovement(ctx, {
        idempotencyKey: `cashier:withdrawal:${inserted.id}:reserve`,
        kind: 'cashier.withdrawal.reserve',
        reference: `cashier_transactions:${inserted.id}`,
        postings: [
          { account: { userId: player.userId, code: 'cash', currency: check.currency }, amount: -amount },
          { account: { house: 'cashier', currency: check.currency }, amount },
        ],
      });
      ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(player.userId), transactionId: String(inserted.id), statusId: TransactionStatus.Pending } });
      const row = (await selectTransaction(ctx.trx).where('id', '=', inserted.id).executeTakeFirstOrThrow()) as TransactionRow;
      return { Message: t(lang, 'cashier:withdraw.success'), Withdrawal: transactionView(row, lang), Replayed: false };
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      // The transaction is over: the balance read now says whether it was a debt (cashier/debt.ts) or a short balance.
      if (await inDebt(deps.db, player.userId, player.currency)) {
        const message = debtMessage(lang);
        throw new CashierError(409, BALANCE_IN_DEBT, message, { Amount: message });
      }
      throw refuse(lang, 400, 'INSUFFICIENT_BALANCE', 'withdraw.insufficientBalance', { field: 'Amount' });
    }
    throw error;
  }
}

/** Moves a reserved withdrawal back to the player's cash. */
async function release(ctx: Tx, row: TransactionRow, status: number, reason: string | null, note: string | null = null) {
  await postMovement(ctx, {
    idempotencyKey: `cashier:withdrawal:${row.id}:release`,
    kind: 'cashier.withdrawal.release',
    reference: `cashier_transactions:${row.id}`,
    postings: [
      { account: { userId: row.user_id, code: 'cash', currency: row.currency }, amount: row.amount },
      { account: { house: 'cashier', currency: row.currency }, amount: -row.amount },
    ],
  });
  await ctx.trx.updateTable('cashier_transactions').set({ status, reason, reason_note: note, updated_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
  ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(row.user_id), transactionId: String(row.id), statusId: status } });
}

async function lockWithdrawal(ctx: Tx, id: bigint, userId: bigint | null) {
  return (await selectTransaction(ctx.trx)
    .where('id', '=', id)
    .where('statement_type', '=', StatementType.Withdrawal)
    .$if(userId !== null, (q) => q.where('user_id', '=', userId!))
    .forUpdate()
    .executeTakeFirst()) as TransactionRow | undefined;
}

/** Seed 001 §4: only pending withdrawals can be cancelled by the player; the money comes back. */
export async function cancelWithdrawal(deps: CashierDeps, player: Player, id: bigint) {
  const { lang } = player;
  return inTransaction(deps.db, async (ctx) => {
    const row = await lockWithdrawal(ctx, id, player.userId);
    if (!row) throw refuse(lang, 404, 'WITHDRAWAL_NOT_FOUND', 'withdraw.notFound');
    if (row.status !== TransactionStatus.Pending) throw refuse(lang, 409, 'NOT_CANCELABLE', 'withdraw.notCancelable');
    await release(ctx, row, TransactionStatus.Canceled, null);
    const after = (await selectTransaction(ctx.trx).where('id', '=', id).executeTakeFirstOrThrow()) as TransactionRow;
    return { Message: t(lang, 'cashier:withdraw.canceled'), Withdrawal: transactionView(after, lang) };
  });
}

/** Operator: approve (paid out: the reserved money stays with the house) or reject (money back). */
/** A withdrawal locked for a decision (FOR UPDATE: two deciders queue), refused unless it is pending. */
export async function lockPendingWithdrawal(ctx: Tx, lang: SupportedLanguage, id: bigint): Promise<TransactionRow> {
  const row = await lockWithdrawal(ctx, id, null);
  if (!row) throw refuse(lang, 404, 'WITHDRAWAL_NOT_FOUND', 'withdraw.notFound');
  if (row.status !== TransactionStatus.Pending) throw refuse(lang, 409, 'NOT_PENDING', 'withdraw.notPending');
  return row;
}

/** Pays out (completes) or rejects a locked pending withdrawal; a rejection returns the money, with the staff's note. */
export async function finishWithdrawal(ctx: Tx, lang: SupportedLanguage, row: TransactionRow, decision: 'approve' | 'reject', note: string | null) {
  if (decision === 'reject') await release(ctx, row, TransactionStatus.Rejected, 'operator_rejected', note);
  else {
    await ctx.trx
      .updateTable('cashier_transactions')
      .set({ status: TransactionStatus.Completed, completed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(row.user_id), transactionId: String(row.id), statusId: TransactionStatus.Completed } });
  }
  const after = (await selectTransaction(ctx.trx).where('id', '=', row.id).executeTakeFirstOrThrow()) as TransactionRow;
  return { Message: t(lang, decision === 'approve' ? 'cashier:withdraw.successShort' : 'cashier:withdraw.rejected'), Withdrawal: { ...transactionView(after, lang), UserId: String(after.user_id) } };
}

