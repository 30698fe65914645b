/** Staff accounts and the audit log in the back office (issue 18). */
import type { components } from '../../upstream/platform-api';
import { builder } from '../../builder';
import { AuthError, BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import { idOrNotFound } from '../ids';
import { Backoffice, BackofficeMutation, StaffMember, StaffRoleEnum } from './root';

type AuditEntryShape = components['schemas']['AuditEntry'];

const AuditEntry = builder.objectRef<AuditEntryShape>('AuditEntry').implement({
  description: 'One back-office action (or machine call): who, with which roles, what, on what, before and after, why, and the request it came in on.',
  fields: (t) => ({
    id: t.exposeID('Id', { description: "The entry's number; entries are never changed or removed." }),
    at: t.field({ type: 'DateTime', description: 'When it was done.', resolve: (entry) => entry.At }),
    actor: t.exposeString('Actor', { description: '"staff", or "machine" for a call with the shared machine token (or `npm run staff`).' }),
    staffUserName: t.exposeString('StaffUserName', { nullable: true, description: 'Who did it; null for a machine.' }),
    roles: t.exposeStringList('Roles', { description: 'The roles they held when they did it.' }),
    operation: t.exposeString('Operation', { description: 'The operation of the role table, e.g. "withdrawals.decide".' }),
    targetType: t.exposeString('TargetType', { nullable: true, description: 'What kind of thing it acted on ("player", "withdrawal", "staff"…).' }),
    targetId: t.exposeString('TargetId', { nullable: true, description: "The platform's id of that thing." }),
    before: t.field({ type: 'JSON', nullable: true, description: 'The state it changed, before.', resolve: (entry) => entry.Before ?? null }),
    after: t.field({ type: 'JSON', nullable: true, description: 'The state it changed, after.', resolve: (entry) => entry.After ?? null }),
    reason: t.exposeString('Reason', { nullable: true, description: 'The reason given.' }),
    requestId: t.exposeString('RequestId', { nullable: true, description: "The request's id, as every log line of it carries." }),
  }),
});

export const AuditFilter = builder.inputType('AuditFilter', {
  description: 'Which audit entries: every given condition must hold.',
  fields: (t) => ({
    staff: t.string({ description: 'The user name of the member of staff.' }),
    operation: t.string({ description: 'The operation, or its start ("withdrawals." for all of them).' }),
    targetType: t.string({ description: 'The kind of thing acted on.' }),
    targetId: t.string({ description: 'The id of the thing acted on (with targetType).' }),
    from: t.field({ type: 'DateTime', description: 'At or after.' }),
    to: t.field({ type: 'DateTime', description: 'Before.' }),
  }),
});

type Filter = { staff?: string | null; operation?: string | null; targetType?: string | null; targetId?: string | null; from?: Date | null; to?: Date | null };

/** The filter as the platform's query takes it (and as the CSV link carries it). */
export function auditQuery(filter: Filter | null | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter?.staff) query.Staff = filter.staff;
  if (filter?.operation) query.Operation = filter.operation;
  if (filter?.targetType) query.TargetType = filter.targetType;
  if (filter?.targetId) query.TargetId = filter.targetId;
  if (filter?.from) query.From = filter.from.toISOString();
  if (filter?.to) query.To = filter.to.toISOString();
  return query;
}

const AUDIT_PAGE_MAX = 100;

export const AuditPage = builder.connectionObject({ type: AuditEntry, name: 'AuditEntryConnection', description: 'A page of the audit log, newest first.' }, { name: 'AuditEntryEdge', description: 'An audit entry.' });

/** The audit log's arguments: the filter, and a page of `first` after the cursor `after`. */
export const auditArgs = builder.args((t) => ({
  filter: t.field({ type: AuditFilter, required: false, description: 'Which entries.' }),
  first: t.int({ required: false, description: `How many (default 50, at most ${AUDIT_PAGE_MAX}).` }),
  after: t.string({ required: false, description: 'A cursor from the page before.' }),
}));

type AuditQuery = Record<string, string | number>;

/** One page of entries read through `read` (the audit log's route, or the trading desk's), as the connection. */
export async function auditPage(args: { filter?: Filter | null; first?: number | null; after?: string | null }, read: (query: AuditQuery) => Promise<AuditEntryShape[]>) {
  const first = Math.min(Math.max(args.first ?? 50, 1), AUDIT_PAGE_MAX);
  const before = args.after && /^\d{1,18}$/.test(args.after) ? args.after : undefined;
  const entries = await read({ ...auditQuery(args.filter), Limit: first + 1, ...(before ? { Before: before } : {}) });
  const page = entries.slice(0, first);
  return {
    edges: page.map((entry) => ({ cursor: entry.Id, node: entry })),
    pageInfo: { hasNextPage: entries.length > first, hasPreviousPage: before !== undefined, startCursor: page[0]?.Id ?? null, endCursor: page.at(-1)?.Id ?? null },
  };
}

builder.objectFields(Backoffice, (t) => ({
  staff: t.field({
    type: [StaffMember],
    description: 'Every staff account.',
    authScopes: { staff: 'staff.read' },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/backoffice/staff')).Staff,
  }),
  auditLog: t.field({
    type: AuditPage,
    description: 'The audit log, newest first; `after` is the last cursor of the page before.',
    authScopes: { staff: 'audit.read' },
    args: auditArgs,
    resolve: (_root, args, ctx) => auditPage(args, async (query) => unwrap(await ctx.platform.GET('/api/backoffice/audit', { params: { query } })).Entries),
  }),
  auditCsvUrl: t.string({
    description: 'Where the same entries download as CSV (same filter), for a plain link in the back office.',
    authScopes: { staff: 'audit.read' },
    args: { filter: t.arg({ type: AuditFilter, required: false, description: 'Which entries.' }) },
    resolve: (_root, args) => `/backoffice/export/audit.csv?${new URLSearchParams(auditQuery(args.filter))}`,
  }),
}));

const StaffEnrolment = builder.objectRef<{ staff: components['schemas']['StaffMember']; password: string; totpSecret: string; otpauthUri: string }>('StaffEnrolment').implement({
  description: 'A new staff account and what its owner needs to sign in, shown this once: the first password and the TOTP enrolment.',
  fields: (t) => ({
    staff: t.field({ type: StaffMember, description: 'The account.', resolve: (made) => made.staff }),
    password: t.exposeString('password', { description: 'The first password.' }),
    totpSecret: t.exposeString('totpSecret', { description: 'The TOTP secret (base32) for an authenticator app.' }),
    otpauthUri: t.exposeString('otpauthUri', { description: 'The same as an otpauth:// URI (a QR code).' }),
  }),
});

const changeErrors = { types: [AuthError, ValidationError, BackofficeError, NotFoundError] };

builder.objectFields(BackofficeMutation, (t) => ({
  createStaff: t.field({
    type: StaffEnrolment,
    description: 'Makes a staff account (admin): answers its first password and TOTP enrolment, shown this once.',
    authScopes: { staff: 'staff.manage' },
    errors: changeErrors,
    args: {
      userName: t.arg.string({ required: true, description: '3–40 letters, digits, dots, dashes or underscores.' }),
      email: t.arg.string({ required: true, description: 'Where to reach them.' }),
      displayName: t.arg.string({ required: false, description: 'The name the back office shows.' }),
      roles: t.arg({ type: [StaffRoleEnum], required: true, description: 'One or more roles.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { Staff, Enrolment } = unwrap(
        await ctx.platform.POST('/api/backoffice/staff', { body: { UserName: args.userName, Email: args.email, Roles: args.roles, ...(args.displayName ? { DisplayName: args.displayName } : {}) } }),
        { fieldNames: { UserName: 'userName', Email: 'email', Roles: 'roles', DisplayName: 'displayName' } },
      );
      return { staff: Staff, password: Enrolment.Password, totpSecret: Enrolment.TotpSecret, otpauthUri: Enrolment.OtpauthUri };
    },
  }),
  updateStaff: t.field({
    type: StaffMember,
    description: "Changes a staff account's roles, or locks or unlocks it (admin); ends its sessions. The last admin stays.",
    authScopes: { staff: 'staff.manage' },
    errors: changeErrors,
    args: {
      id: t.arg.id({ required: true, description: "The staff member's global id." }),
      roles: t.arg({ type: [StaffRoleEnum], required: false, description: 'The new roles (all of them).' }),
      locked: t.arg.boolean({ required: false, description: 'Lock (true) or unlock (false, which also clears the wrong codes).' }),
      reason: t.arg.string({ required: true, description: 'Why (the audit log keeps it).' }),
    },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/backoffice/staff/{id}', {
          params: { path: { id: idOrNotFound(args.id, 'StaffMember') } },
          body: { Reason: args.reason, ...(args.roles ? { Roles: args.roles } : {}), ...(args.locked != null ? { Locked: args.locked } : {}) },
        }),
        { fieldNames: { Reason: 'reason', Roles: 'roles' } },
      ).Staff,
  }),
}));
