/** Reading the audit log (issue 18): filtered, newest first, by page; and the same rows as CSV. */
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface AuditFilter {
  Staff?: string;
  Operation?: string;
  TargetType?: string;
  TargetId?: string;
  From?: string;
  To?: string;
  /** Rows older than this id (the previous page's last). */
  Before?: string;
  Limit?: number;
}

export interface AuditRow {
  Id: string;
  At: string;
  Actor: 'staff' | 'machine';
  StaffId: string | null;
  StaffUserName: string | null;
  Roles: string[];
  Operation: string;
  TargetType: string | null;
  TargetId: string | null;
  Before: unknown;
  After: unknown;
  Reason: string | null;
  RequestId: string | null;
}

export const AUDIT_PAGE = 50;
export const AUDIT_CSV_MAX = 50_000;

export async function readAudit(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .$if(filter.Staff !== undefined, (q) => q.where(sql<string>`lower(staff_username)`, '=', filter.Staff!.toLowerCase()))
    .$if(filter.Operation !== undefined, (q) => q.where('operation', 'like', `${filter.Operation!.replace(/[%_\\]/g, '\\$&')}%`))
    .$if(filter.TargetType !== undefined, (q) => q.where('target_type', '=', filter.TargetType!))
    .$if(filter.TargetId !== undefined, (q) => q.where('target_id', '=', filter.TargetId!))
    .$if(filter.From !== undefined, (q) => q.where('at', '>=', new Date(filter.From!)))
    .$if(filter.To !== undefined, (q) => q.where('at', '<', new Date(filter.To!)))
    .$if(filter.Before !== undefined, (q) => q.where('id', '<', BigInt(filter.Before!)))
    .orderBy('id', 'desc')
    .limit(filter.Limit ?? AUDIT_PAGE)
    .execute();
  return rows.map((row) => ({
    Id: String(row.id),
    At: row.at.toISOString(),
    Actor: row.actor,
    StaffId: row.staff_id === null ? null : String(row.staff_id),
    StaffUserName: row.staff_username,
    Roles: row.roles,
    Operation: row.operation,
    TargetType: row.target_type,
    TargetId: row.target_id,
    Before: row.before ?? null,
    After: row.after ?? null,
    Reason: row.reason,
    RequestId: row.request_id,
  }));
}

const CSV_COLUMNS = ['Id', 'At', 'Actor', 'StaffUserName', 'Roles', 'Operation', 'TargetType', 'TargetId', 'Before', 'After', 'Reason', 'RequestId'] as const;

/**
 * One CSV cell: quoted when it must be, and a leading =, +, - or @ defused with a quote mark so a
 * spreadsheet never runs a formula a player typed into a reason or a note (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(' ') : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(rows: AuditRow[]): string {
  return [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))].join('\r\n') + '\r\n';
}
