/**
 * The deposits lookup (issue 18, payments): a player asks about a payment, quoting the provider's
 * reference (their bank statement, the provider's receipt) or our bank-transfer reference; or the desk
 * looks at one player's deposits. Exact matches only, newest first, at most 50: it answers "did this
 * payment arrive and what became of it", it is no report.
 */
import { selectTransaction } from '../../cashier/deposits';
import { StatementType } from '../../cashier/statuses';
import { transactionView, type TransactionRow } from '../../cashier/views';
import type { Db } from '../../db/connection';
import type { SupportedLanguage } from '../../reference/data';

export const DEPOSIT_LOOKUP_LIMIT = 50;

export interface DepositLookup {
  /** A provider's transaction id or our bank-transfer reference (OG…), exactly. */
  Reference?: string;
  /** A player's account number or user name, exactly. */
  Player?: string;
}

export async function lookUpDeposits(db: Db, lang: SupportedLanguage, query: DepositLookup) {
  const reference = query.Reference?.trim() || null;
  const player = query.Player?.trim() || null;
  if (!reference && !player) return { Deposits: [] };
  const users = player
    ? await db
        .selectFrom('users')
        .select('id')
        .where((eb) => (/^\d{1,18}$/.test(player) ? eb.or([eb('id', '=', BigInt(player)), eb('username', '=', player)]) : eb('username', '=', player)))
        .execute()
    : null;
  if (users && users.length === 0) return { Deposits: [] };
  const rows = (await selectTransaction(db)
    .where('statement_type', '=', StatementType.Deposit)
    .$if(reference !== null, (q) => q.where((eb) => eb.or([eb('provider_tx_id', '=', reference!), eb('reference', '=', reference!)])))
    .$if(users !== null, (q) => q.where('user_id', 'in', users!.map((user) => user.id)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DEPOSIT_LOOKUP_LIMIT)
    .execute()) as TransactionRow[];
  const names = rows.length === 0 ? [] : await db.selectFrom('users').select(['id', 'username']).where('id', 'in', [...new Set(rows.map((row) => row.user_id))]).execute();
  return {
    Deposits: rows.map((row) => ({
      ...transactionView(row, lang),
      UserId: String(row.user_id),
      UserName: names.find((user) => user.id === row.user_id)?.username ?? '',
      Provider: row.provider,
      ProviderReference: row.provider_tx_id,
      UpdatedDate: row.updated_at.toISOString(),
    })),
  };
}
