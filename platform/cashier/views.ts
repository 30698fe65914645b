import { t } from '../i18n';
import { formatMinor } from '../money';
import type { SupportedLanguage } from '../reference/data';
import type { CashierTables } from './schema';
import {
  STATEMENT_TYPE_NAMES,
  TRANSACTION_STATUS_NAMES,
  isCancelable,
  statusGroupOf,
  type StatementTypeId,
  type TransactionStatusId,
} from './statuses';

export type TransactionRow = Omit<CashierTables['cashier_transactions'], 'id' | 'created_at' | 'updated_at' | 'details'> & {
  id: bigint;
  created_at: Date;
  updated_at: Date;
  details: Record<string, unknown>;
};

/** A cashier transaction as the player sees it (seed 001 §3 "Transaction: StatusID, StatementTypeID, CompletedDate"). */
export function transactionView(row: TransactionRow, lang: SupportedLanguage) {
  const statusName = TRANSACTION_STATUS_NAMES[row.status as TransactionStatusId] ?? 'None';
  const statementName = STATEMENT_TYPE_NAMES[row.statement_type as StatementTypeId] ?? 'Deposit';
  return {
    Id: String(row.id),
    StatementTypeID: row.statement_type as StatementTypeId,
    StatementType: statementName,
    StatementTypeText: t(lang, `cashier:statementTypes.${statementName}`),
    StatusID: row.status as TransactionStatusId,
    Status: statusName,
    StatusText: t(lang, `cashier:statuses.${statusName}`),
    StatusGroup: statusGroupOf(row.status),
    Method: row.method,
    MethodName: row.method ? t(lang, `cashier:methods.${row.method}`) : null,
    Amount: formatMinor(row.amount, row.currency),
    Currency: row.currency,
    ReferenceNumber: row.reference,
    Reason: row.reason,
    // The reason's text, then the staff's own words when they gave some (a rejection's reason).
    ReasonText: row.reason ? [t(lang, `cashier:reasons.${row.reason}`), row.reason_note].filter(Boolean).join(' ') : null,
    BonusCode: row.bonus_code,
    Cancelable: isCancelable(row.statement_type, row.status),
    CreatedDate: row.created_at.toISOString(),
    CompletedDate: row.completed_at?.toISOString() ?? null,
  };
}
export type TransactionView = ReturnType<typeof transactionView>;
