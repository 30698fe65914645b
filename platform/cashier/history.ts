/** Seed 001 §3 "Activity filter: status (default: All type), from, to"; §9 page size 20; newest first. */
import { sql } from 'kysely';
import { formatMinor } from '../money';
import type { Db } from '../db/connection';
import { refuse } from './errors';
import { selectTransaction } from './deposits';
import type { CashierDeps } from './options';
import type { Player } from './session';
import { STATUS_GROUPS, StatementType, TransactionStatus, TRANSACTION_STATUS_NAMES, statusGroupOf, type TransactionStatusId } from './statuses';
import { t } from '../i18n';
import { transactionView, type TransactionRow } from './views';

export const PAGE_SIZE = 20;

export interface ActivityFilter {
  /** "all" (default), a group (pending, completed, rejected, canceled, refund) or a StatusID 0–16. */
  status?: string;
  /** ISO date (a whole day) or date-time; from is inclusive, to includes its whole day when it is a date. */
  from?: string;
  to?: string;
  page?: number;
  /** StatementTypeID: 1 deposit, 2 withdrawal, 3 cashback, 4 bonus released. */
  type?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function bound(value: string | undefined, end: boolean): Date | null {
  if (!value) return null;
  const date = new Date(DATE.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return end && DATE.test(value) ? new Date(date.getTime() + 86_400_000) : date;
}

export function statusesOf(status: string | undefined): number[] | null {
  if (!status || status === 'all') return null;
  if (/^\d{1,2}$/.test(status) && Number(status) <= 16) return [Number(status)];
  return status in STATUS_GROUPS ? [...STATUS_GROUPS[status as keyof typeof STATUS_GROUPS]] : [];
}

export async function listTransactions(deps: CashierDeps, player: Player, filter: ActivityFilter) {
  const from = bound(filter.from, false);
  const to = bound(filter.to, true);
  if (from && to && from >= to) throw refuse(player.lang, 400, 'VALIDATION', 'history.rangeInvalid', { field: 'from' });
  const statuses = statusesOf(filter.status);
  const page = Math.max(1, filter.page ?? 1);
  const base = deps.db
    .selectFrom('cashier_transactions')
    .where('user_id', '=', player.userId)
    .$if(statuses !== null, (q) => q.where('status', 'in', statuses!.length > 0 ? statuses! : [-1]))
    .$if(from !== null, (q) => q.where('created_at', '>=', from!))
    .$if(to !== null, (q) => q.where('created_at', '<', to!))
    .$if(filter.type !== undefined, (q) => q.where('statement_type', '=', filter.type!));
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const ids = await base
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  const rows = ids.length === 0 ? [] : ((await selectTransaction(deps.db).where('id', 'in', ids.map((row) => row.id)).execute()) as TransactionRow[]);
  rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0));
  return {
    Transactions: rows.map((row) => transactionView(row, player.lang)),
    TotalRecords: total,
    Page: page,
    PageSize: PAGE_SIZE,
    TotalPages: Math.ceil(total / PAGE_SIZE),
  };
}

export async function transactionById(deps: CashierDeps, player: Player, id: bigint) {
  const row = (await selectTransaction(deps.db).where('id', '=', id).where('user_id', '=', player.userId).executeTakeFirst()) as TransactionRow | undefined;
  if (!row) throw refuse(player.lang, 404, 'NOT_FOUND', 'deposit.notFound');
  return { Transaction: transactionView(row, player.lang) };
}

/** The status catalogue (seed 001 §4) with names, groups and translated labels, for filters and enums. */
export function statusCatalogue(player: Pick<Player, 'lang'>) {
  return {
    Statuses: Object.entries(TRANSACTION_STATUS_NAMES).map(([id, name]) => ({
      Id: Number(id),
      Name: name,
      Text: t(player.lang, `cashier:statuses.${name}`),
      Group: statusGroupOf(Number(id) as TransactionStatusId),
    })),
    Groups: ['all', ...Object.keys(STATUS_GROUPS)].map((group) => ({
      Name: group,
      Text: t(player.lang, `cashier:statusGroups.${group}`),
      StatusIds: group === 'all' ? [] : [...STATUS_GROUPS[group as keyof typeof STATUS_GROUPS]],
    })),
  };
}

/**
 * Cash, bonus and reserved (pending withdrawals) per currency of an account, its own currency first: the
 * one reading of a player's money (the player's balances, support's view of the player).
 */
export async function balancesOf(db: Db, userId: bigint, accountCurrency: string) {
  const accounts = await db.selectFrom('ledger_accounts').select(['code', 'currency', 'balance']).where('user_id', '=', userId).execute();
  const reserved = await db
    .selectFrom('cashier_transactions')
    .select(['currency', sql<string>`sum(amount)::text`.as('amount')])
    .where('user_id', '=', userId)
    .where('statement_type', '=', StatementType.Withdrawal)
    .where('status', '=', TransactionStatus.Pending)
    .groupBy('currency')
    .execute();
  const currencies = [...new Set([accountCurrency, ...accounts.map((a) => a.currency), ...reserved.map((r) => r.currency)])];
  const of = (code: string, currency: string) => accounts.find((a) => a.code === code && a.currency === currency)?.balance ?? 0n;
  return currencies.map((currency) => {
    const cash = of('cash', currency);
    const bonus = of('bonus', currency);
    const held = BigInt(reserved.find((r) => r.currency === currency)?.amount ?? 0);
    return {
      Currency: currency,
      Balance: formatMinor(cash, currency),
      BonusBalance: formatMinor(bonus, currency),
      ReservedBalance: formatMinor(held, currency),
      TotalBalance: formatMinor(cash + bonus, currency),
    };
  });
}

/** Seed 001 §3 "Balances (with TotalBalance)": cash, bonus and reserved (pending withdrawals) per currency. */
export async function balances(deps: CashierDeps, player: Player) {
  const rows = await balancesOf(deps.db, player.userId, player.currency);
  return { ...rows[0]!, Balances: rows };
}
