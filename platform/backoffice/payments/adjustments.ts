/**
 * Manual adjustments (issue 18, payments): a member of staff credits or debits a player's cash with a
 * reason code and a note. It is an ordinary money movement: one transaction writes the cashier row the
 * player sees in their history (statement type AdjustmentCredit/AdjustmentDebit, the reason translated),
 * the balanced ledger lines against the house `adjustments` account, the row naming the staff who made
 * it, and the audit entry. The caller's idempotency key is the cashier row's request key: the same key
 * with the same request answers the first adjustment and moves nothing; with another request it is
 * refused. The ledger's no-overdraft constraint is what refuses a debit the cash does not cover.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AdjustmentDirection, AdjustmentReason } from '../../../rules/payments';
import { refuse, problemsError } from '../../cashier/errors';
import { selectTransaction } from '../../cashier/deposits';
import { StatementType, TransactionStatus } from '../../cashier/statuses';
import { transactionView, type TransactionRow } from '../../cashier/views';
import type { Db } from '../../db/connection';
import { LedgerError, postMovement } from '../../db/ledger';
import { currencyDecimals, formatMinor, readAmount } from '../../money';
import type { SupportedLanguage } from '../../reference/data';
import { audited } from '../../staff/audit';
import type { Actor } from '../../staff/guard';

export interface AdjustmentRequest {
  UserId: string;
  Direction: AdjustmentDirection;
  Amount: string;
  ReasonCode: AdjustmentReason;
  Note: string;
}

/** The player's history shows the reason's text; the staff's note is internal and stays in the back office. */
export const adjustmentReasonKey = (code: string) => `adjustment_${code}`;

/** Thrown inside the transaction when another request took the key first: its answer is read after the rollback. */
class KeyTaken extends Error {}

async function answerOf(db: Db, lang: SupportedLanguage, row: TransactionRow, replayed: boolean) {
  const adjustment = await db
    .selectFrom('cashier_adjustments')
    .innerJoin('staff', 'staff.id', 'cashier_adjustments.staff_id')
    .select(['direction', 'reason_code', 'note', 'staff.username'])
    .where('transaction_id', '=', row.id)
    .executeTakeFirstOrThrow();
  const cash = await db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', row.user_id).where('code', '=', 'cash').where('currency', '=', row.currency).executeTakeFirst();
  return {
    Replayed: replayed,
    Balance: formatMinor(cash?.balance ?? 0n, row.currency),
    Adjustment: {
      ...transactionView(row, lang),
      UserId: String(row.user_id),
      Direction: adjustment.direction,
      ReasonCode: adjustment.reason_code as AdjustmentReason,
      Note: adjustment.note,
      StaffUserName: adjustment.username,
    },
  };
}

/** The first adjustment under this key, or null; another request under the key is refused. */
async function replayOf(db: Db, lang: SupportedLanguage, userId: bigint, key: string, hash: string) {
  const existing = (await selectTransaction(db).where('user_id', '=', userId).where('request_key', '=', key).executeTakeFirst()) as TransactionRow | undefined;
  if (!existing) return null;
  if (existing.request_hash !== hash || (existing.statement_type !== StatementType.AdjustmentCredit && existing.statement_type !== StatementType.AdjustmentDebit)) {
    throw refuse(lang, 409, 'IDEMPOTENCY_CONFLICT', 'withdraw.idempotencyConflict');
  }
  return answerOf(db, lang, existing, true);
}

export async function createAdjustment(db: Db, actor: Actor & { kind: 'staff' }, lang: SupportedLanguage, input: AdjustmentRequest, key: string) {
  const user = await db.selectFrom('users').select(['id', 'currency']).where('id', '=', BigInt(input.UserId)).executeTakeFirst();
  if (!user) throw refuse(lang, 404, 'NOT_FOUND', 'adjustment.playerNotFound');
  const read = readAmount(input.Amount, user.currency);
  if (!read.ok) {
    throw problemsError(lang, { Amount: read.problem === 'required' ? { key: 'validation.required', vars: { field: 'Amount' } } : { key: 'deposit.amountInvalid', vars: { decimals: String(currencyDecimals(user.currency)) } } });
  }
  const amount = read.minor;
  const note = input.Note.trim();
  const hash = createHash('sha256').update(JSON.stringify([input.Direction, amount.toString(), user.currency, input.ReasonCode, note])).digest('hex');
  const replay = await replayOf(db, lang, user.id, key, hash);
  if (replay) return replay;

  const sign = input.Direction === 'credit' ? 1n : -1n;
  try {
    const row = await audited(db, actor, 'adjustments.create', async (ctx) => {
      const inserted = await ctx.trx
        .insertInto('cashier_transactions')
        .values({
          user_id: user.id,
          statement_type: input.Direction === 'credit' ? StatementType.AdjustmentCredit : StatementType.AdjustmentDebit,
          method: null,
          provider: 'backoffice',
          currency: user.currency,
          amount,
          status: TransactionStatus.Completed,
          reason: adjustmentReasonKey(input.ReasonCode),
          reference: null,
          provider_tx_id: null,
          request_key: key,
          request_hash: hash,
          bonus_code: null,
          return_url: null,
          details: JSON.stringify({}),
          completed_at: sql<Date>`now()`,
        })
        .onConflict((oc) => oc.columns(['user_id', 'request_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new KeyTaken();
      await ctx.trx.insertInto('cashier_adjustments').values({ transaction_id: inserted.id, staff_id: actor.staff.id, direction: input.Direction, reason_code: input.ReasonCode, note }).execute();
      await postMovement(ctx, {
        idempotencyKey: `cashier:adjustment:${inserted.id}`,
        kind: `cashier.adjustment.${input.Direction}`,
        reference: `cashier_transactions:${inserted.id}`,
        postings: [
          { account: { userId: user.id, code: 'cash', currency: user.currency }, amount: sign * amount },
          { account: { house: 'adjustments', currency: user.currency }, amount: -sign * amount },
        ],
      });
      ctx.emit({ topic: 'cashier.transaction.changed', payload: { userId: String(user.id), transactionId: String(inserted.id), statusId: TransactionStatus.Completed } });
      const made = (await selectTransaction(ctx.trx).where('id', '=', inserted.id).executeTakeFirstOrThrow()) as TransactionRow;
      return {
        result: made,
        audit: {
          targetType: 'player',
          targetId: user.id,
          before: null,
          after: { Transaction: String(inserted.id), Direction: input.Direction, Amount: formatMinor(amount, user.currency), Currency: user.currency, ReasonCode: input.ReasonCode },
          reason: note,
        },
      };
    });
    return answerOf(db, lang, row, false);
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') throw refuse(lang, 409, 'ADJUSTMENT_OVERDRAFT', 'adjustment.overdraft');
    if (error instanceof KeyTaken) {
      const raced = await replayOf(db, lang, user.id, key, hash);
      if (raced) return raced;
    }
    throw error;
  }
}
