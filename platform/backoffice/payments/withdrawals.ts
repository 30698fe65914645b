/**
 * The withdrawal queue (issue 18, payments): a member of staff approves or rejects a pending withdrawal.
 * Above WITHDRAWAL_KYC_ABOVE the player's identity must be verified first; above WITHDRAWAL_FOUR_EYES_ABOVE
 * two different members of staff must approve (the first approval is recorded and the withdrawal stays
 * pending). A rejection carries the staff's reason, which the player reads in their history and in a
 * private message. The withdrawal row is locked for the whole decision, so two deciders queue: no double
 * payout, no four eyes skipped.
 */
import { kycOf, kycStatusesOf } from '../../account/kyc';
import { finishWithdrawal, lockPendingWithdrawal } from '../../cashier/withdrawals';
import { refuse } from '../../cashier/errors';
import { selectTransaction } from '../../cashier/deposits';
import { StatementType, TransactionStatus } from '../../cashier/statuses';
import { transactionView, type TransactionRow } from '../../cashier/views';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/connection';
import { t } from '../../i18n';
import { messagePlayer } from '../../messages/service';
import { formatMinor, toMinor } from '../../money';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '../../reference/data';
import { audited } from '../../staff/audit';
import type { Actor } from '../../staff/guard';

type Thresholds = Pick<PlatformConfig, 'withdrawalFourEyesAbove' | 'withdrawalKycAbove'>;

/** How many approvals a withdrawal needs, and whether its player's identity must be verified first. */
export function rulesFor(amount: bigint, currency: string, config: Thresholds) {
  const above = (major: number) => amount > (toMinor(String(major), currency) ?? 0n);
  return { approvalsNeeded: above(config.withdrawalFourEyesAbove) ? 2 : 1, kycRequired: above(config.withdrawalKycAbove) };
}

const approvalsOf = (db: Db, ids: bigint[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('withdrawal_approvals').innerJoin('staff', 'staff.id', 'withdrawal_approvals.staff_id').select(['withdrawal_id', 'staff.username', 'approved_at']).where('withdrawal_id', 'in', ids).orderBy('approved_at').execute();

/** The queue: pending withdrawals, oldest first, with the player's KYC state and the approvals so far. */
export async function withdrawalQueue(db: Db, config: Thresholds, lang: SupportedLanguage) {
  const rows = (await selectTransaction(db).where('statement_type', '=', StatementType.Withdrawal).where('status', '=', TransactionStatus.Pending).orderBy('id').limit(500).execute()) as (TransactionRow & { id: bigint })[];
  const approvals = await approvalsOf(db, rows.map((row) => row.id));
  const userIds = rows.map((row) => row.user_id);
  const users = rows.length ? await db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute() : [];
  const kyc = await kycStatusesOf(db, userIds);
  const items = rows.map((row) => {
    const rules = rulesFor(row.amount, row.currency, config);
    return {
      ...transactionView(row, lang),
      UserId: String(row.user_id),
      UserName: users.find((user) => user.id === row.user_id)?.username ?? '',
      KycStatus: kyc.get(row.user_id) ?? 'not_submitted',
      KycRequired: rules.kycRequired,
      ApprovalsNeeded: rules.approvalsNeeded,
      ApprovedBy: approvals.filter((approval) => approval.withdrawal_id === row.id).map((approval) => approval.username),
    };
  });
  return { Withdrawals: items };
}

type Finished = Awaited<ReturnType<typeof finishWithdrawal>>;
export type WithdrawalDecision = Finished & { Decision: 'approved' | 'awaiting_second_approval' | 'rejected' };

/** One approval: the last one needed pays the withdrawal out; an earlier one is recorded and it waits. */
export async function approveWithdrawal(db: Db, config: Thresholds, actor: Actor & { kind: 'staff' }, lang: SupportedLanguage, id: bigint) {
  return audited<WithdrawalDecision>(db, actor, 'withdrawals.decide', async (ctx) => {
    const row = await lockPendingWithdrawal(ctx, lang, id);
    const rules = rulesFor(row.amount, row.currency, config);
    if (rules.kycRequired && (await kycOf(ctx.trx, row.user_id)).Status !== 'verified') throw refuse(lang, 409, 'KYC_REQUIRED', 'withdraw.kycRequired');
    const given = await ctx.trx.selectFrom('withdrawal_approvals').select('staff_id').where('withdrawal_id', '=', id).execute();
    if (given.some((approval) => approval.staff_id === actor.staff.id)) throw refuse(lang, 409, 'FOUR_EYES_SAME_STAFF', 'withdraw.fourEyesSameStaff');
    await ctx.trx.insertInto('withdrawal_approvals').values({ withdrawal_id: id, staff_id: actor.staff.id }).execute();
    const approvals = given.length + 1;
    const before = { Status: 'Pending', Approvals: given.length };
    if (approvals < rules.approvalsNeeded) {
      const waiting = (await selectTransaction(ctx.trx).where('id', '=', id).executeTakeFirstOrThrow()) as TransactionRow;
      return {
        result: { Decision: 'awaiting_second_approval' as const, Message: t(lang, 'cashier:withdraw.awaitingSecondApproval'), Withdrawal: { ...transactionView(waiting, lang), UserId: String(waiting.user_id) } },
        audit: { targetType: 'withdrawal', targetId: id, before, after: { Status: 'Pending', Approvals: approvals, Needed: rules.approvalsNeeded } },
      };
    }
    const done = await finishWithdrawal(ctx, lang, row, 'approve', null);
    return { result: { Decision: 'approved' as const, ...done }, audit: { targetType: 'withdrawal', targetId: id, before, after: { Status: 'Completed', Approvals: approvals } } };
  });
}

/** A rejection: the money returns to the player, who reads the reason in their history and a private message. */
export async function rejectWithdrawal(db: Db, actor: Actor, lang: SupportedLanguage, id: bigint, reason: string) {
  return audited(db, actor, 'withdrawals.decide', async (ctx) => {
    const row = await lockPendingWithdrawal(ctx, lang, id);
    const done = await finishWithdrawal(ctx, lang, row, 'reject', reason);
    // The platform keeps no language per player: the message is in the default one, the reason as written.
    const amount = `${formatMinor(row.amount, row.currency)} ${row.currency}`;
    await messagePlayer(ctx, row.user_id, {
      subject: t(DEFAULT_LANGUAGE, 'cashier:withdraw.rejectedMessage.subject'),
      body: t(DEFAULT_LANGUAGE, 'cashier:withdraw.rejectedMessage.body', { amount, reason }),
    });
    return { result: { Decision: 'rejected' as const, ...done }, audit: { targetType: 'withdrawal', targetId: id, before: { Status: 'Pending' }, after: { Status: 'Rejected' }, reason } };
  });
}
