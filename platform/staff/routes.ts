/**
 * The back office's own REST routes (issue 18): staff sign-in and sessions, staff accounts, and the
 * audit log. Every /api/backoffice route checks the role table (guard.ts) and every change is audited.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sql } from 'kysely';
import { STAFF_ROLES } from '../../rules/backoffice';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponsesOf, json, ok } from '../http/envelope';
import { callerAddressOf, IdParam, languageOf } from '../http/session';
import { jsonBody, taggedRoute } from '../http/routes';
import { t } from '../i18n';
import { createStaff, type Enrolment as StaffEnrolmentShown, enrolmentView, listStaff, STAFF_COLUMNS, staffView, USERNAME } from './accounts';
import { audited } from './audit';
import { createByCommand, unlockByCommand } from './bootstrap';
import { AUDIT_CSV_MAX, AUDIT_PAGE, auditCsv, readAudit } from './audit-log';
import { StaffError, StaffErrorEnvelope } from './errors';
import { requireActor, staffHeaders } from './guard';
import { endAllStaffSessions, endStaffSession, resolveStaffSession, signInStaff } from './sessions';

const route = taggedRoute('backoffice');

const errors = {
  ...errorResponsesOf(StaffErrorEnvelope),
  401: json(StaffErrorEnvelope, 'No staff session, or it ended'),
  403: json(StaffErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(StaffErrorEnvelope, 'No such thing'),
  409: json(StaffErrorEnvelope, 'Conflicts with the current state'),
} as const;

const Role = z.enum(STAFF_ROLES).openapi('StaffRole');

const StaffMemberView = z
  .object({ Id: z.string(), UserName: z.string(), Email: z.string(), DisplayName: z.string(), Roles: z.array(z.string()), Locked: z.boolean(), CreatedAt: z.string().openapi({ format: 'date-time' }) })
  .openapi('StaffMember');

const Enrolment = z
  .object({ Password: z.string(), TotpSecret: z.string(), OtpauthUri: z.string() })
  .openapi('StaffEnrolment', { description: 'Shown once: the first password and the TOTP enrolment (otpauth URI for an authenticator app)' });

export const AuditEntry = z
  .object({
    Id: z.string(),
    At: z.string().openapi({ format: 'date-time' }),
    Actor: z.enum(['staff', 'machine']),
    StaffId: z.string().nullable(),
    StaffUserName: z.string().nullable(),
    Roles: z.array(z.string()),
    Operation: z.string(),
    TargetType: z.string().nullable(),
    TargetId: z.string().nullable(),
    Before: z.unknown(),
    After: z.unknown(),
    Reason: z.string().nullable(),
    RequestId: z.string().nullable(),
  })
  .openapi('AuditEntry');

/** The audit log's filters (the trading desk's audit takes the same: trading/audit-routes.ts). */
export const AuditQuery = z.object({
  Staff: z.string().max(40).optional(),
  Operation: z.string().max(60).optional(),
  TargetType: z.string().max(40).optional(),
  TargetId: z.string().max(60).optional(),
  From: z.iso.datetime({ offset: true }).optional(),
  To: z.iso.datetime({ offset: true }).optional(),
  Before: z.string().regex(/^\d{1,18}$/).optional(),
  Limit: z.coerce.number().int().min(1).max(200).optional(),
});

const routes = {
  signIn: route({
    method: 'post',
    path: '/api/staff/sign-in',
    summary: 'A member of staff signs in: user name, password and the TOTP code, always all three; five wrong codes lock the account',
    request: { body: jsonBody(z.object({ UserName: z.string().min(1).max(100), Password: z.string().min(1).max(200), Code: z.string().max(20) }).openapi('StaffSignInRequest')) },
    responses: { 200: json(envelope('StaffSignInResponse', { Token: z.string(), Staff: StaffMemberView }), 'Signed in: the gateway keeps the token in the back-office cookie'), ...errors },
  }),
  session: route({
    method: 'get',
    path: '/api/staff/session',
    summary: 'The member of staff behind X-Staff-Token (touching its idle clock), or a 401',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('StaffSessionResponse', { Staff: StaffMemberView }), 'Signed in'), ...errors },
  }),
  signOut: route({
    method: 'post',
    path: '/api/staff/sign-out',
    summary: 'Ends the staff session behind X-Staff-Token',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('StaffSignOutResponse', { SignedOut: z.boolean() }), 'Signed out'), ...errors },
  }),
  list: route({
    method: 'get',
    path: '/api/backoffice/staff',
    summary: 'Every staff account',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('StaffListResponse', { Staff: z.array(StaffMemberView) }), 'The staff'), ...errors },
  }),
  create: route({
    method: 'post',
    path: '/api/backoffice/staff',
    summary: 'Creates a staff account; answers its first password and TOTP enrolment, shown this once',
    request: {
      headers: staffHeaders,
      body: jsonBody(
        z
          .object({ UserName: z.string().regex(USERNAME), Email: z.email().max(200), DisplayName: z.string().trim().min(1).max(100).optional(), Roles: z.array(Role).min(1).max(STAFF_ROLES.length) })
          .openapi('StaffCreateRequest'),
      ),
    },
    responses: { 200: json(envelope('StaffCreateResponse', { Staff: StaffMemberView, Enrolment }), 'Created'), ...errors },
  }),
  update: route({
    method: 'post',
    path: '/api/backoffice/staff/{id}',
    summary: "Changes a staff account's roles, or locks or unlocks it (unlocking clears its wrong codes); a change ends its sessions",
    request: {
      headers: staffHeaders,
      params: IdParam,
      body: jsonBody(z.object({ Roles: z.array(Role).min(1).max(STAFF_ROLES.length).optional(), Locked: z.boolean().optional(), Reason: z.string().trim().min(1).max(500) }).openapi('StaffUpdateRequest')),
    },
    responses: { 200: json(envelope('StaffUpdateResponse', { Staff: StaffMemberView }), 'Changed'), ...errors },
  }),
  audit: route({
    method: 'get',
    path: '/api/backoffice/audit',
    summary: 'The audit log, newest first, filtered; Before pages on',
    request: { headers: staffHeaders, query: AuditQuery },
    responses: { 200: json(envelope('AuditListResponse', { Entries: z.array(AuditEntry) }), 'A page of entries'), ...errors },
  }),
  auditCsv: route({
    method: 'get',
    path: '/api/backoffice/audit.csv',
    summary: `The audit log as CSV with the same filters (at most ${AUDIT_CSV_MAX} rows)`,
    request: { headers: staffHeaders, query: AuditQuery.omit({ Before: true, Limit: true }) },
    responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errors },
  }),
  bootstrap: route({
    method: 'post',
    path: '/api/admin/staff/bootstrap',
    summary: '`npm run staff` while the platform runs (machine token): make the first admin, or unlock one; only while no unlocked admin exists',
    request: {
      headers: staffHeaders,
      body: jsonBody(
        z
          .object({ Unlock: z.boolean().optional(), UserName: z.string().regex(USERNAME), Email: z.email().max(200).optional(), DisplayName: z.string().trim().min(1).max(100).optional() })
          .openapi('StaffBootstrapRequest'),
      ),
    },
    responses: { 200: json(envelope('StaffBootstrapResponse', { Staff: StaffMemberView, Enrolment: Enrolment.nullable() }), 'Made (with its enrolment, shown once) or unlocked'), ...errors },
  }),
  testStaff: route({
    method: 'post',
    path: '/api/admin/test/staff',
    summary: 'Test controls only (TEST_CONTROLS): a staff account for a test, with its password and TOTP secret',
    request: {
      headers: staffHeaders,
      body: jsonBody(z.object({ UserName: z.string().regex(USERNAME), Roles: z.array(Role).min(1).max(STAFF_ROLES.length), Password: z.string().min(12).max(200).optional() }).openapi('TestStaffRequest')),
    },
    responses: { 200: json(envelope('TestStaffResponse', { Staff: StaffMemberView, Enrolment }), 'Created'), ...errors },
  }),
};

const clientOf = (c: Context) => ({ ip: callerAddressOf(c), userAgent: c.req.header('user-agent') ?? '' });

/** Mount with app.route('/', staffRoutes(db, config)). */
export function staffRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  const view = (id: bigint) => db.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst();

  router.openapi(routes.signIn, async (c) => {
    const { token, staffId } = await signInStaff(db, config, languageOf(c), c.req.valid('json'), clientOf(c));
    return c.json(ok({ Token: token, Staff: staffView((await view(staffId))!) }), 200);
  });
  router.openapi(routes.session, async (c) => {
    const staff = await resolveStaffSession(db, config, c.req.header('x-staff-token'));
    if (!staff) throw new StaffError(401, 'UNAUTHORIZED', t(languageOf(c), 'backoffice:errors.signedOut'));
    return c.json(ok({ Staff: staffView((await view(staff.id))!) }), 200);
  });
  router.openapi(routes.signOut, async (c) => {
    await endStaffSession(db, c.req.header('x-staff-token'));
    return c.json(ok({ SignedOut: true }), 200);
  });
  router.openapi(routes.list, async (c) => {
    await requireActor(c, db, config, 'staff.read');
    return c.json(ok({ Staff: await listStaff(db) }), 200);
  });
  router.openapi(routes.create, async (c) => {
    const actor = await requireActor(c, db, config, 'staff.manage');
    const body = c.req.valid('json');
    const created = await audited(db, actor, 'staff.manage', async ({ trx }) => {
      const enrolment = await createStaff(trx, { username: body.UserName, email: body.Email, displayName: body.DisplayName, roles: body.Roles }, actor.kind === 'staff' ? actor.staff.id : null);
      if (!enrolment) throw new StaffError(409, 'STAFF_USERNAME_TAKEN', t(languageOf(c), 'backoffice:errors.usernameTaken'));
      // The password and the TOTP secret are never in the log: only who was made, with which roles.
      return { result: enrolment, audit: { targetType: 'staff', targetId: enrolment.id, after: { UserName: body.UserName, Email: body.Email, Roles: body.Roles } } };
    });
    return c.json(ok({ Staff: staffView((await view(created.id))!), Enrolment: enrolmentView(created) }), 200);
  });
  router.openapi(routes.update, async (c) => {
    const actor = await requireActor(c, db, config, 'staff.manage');
    const id = BigInt(c.req.valid('param').id);
    const body = c.req.valid('json');
    const lang = languageOf(c);
    await audited(db, actor, 'staff.manage', async ({ trx }) => {
      const before = await trx.selectFrom('staff').select(['roles', 'locked_at']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw new StaffError(404, 'NOT_FOUND', t(lang, 'backoffice:errors.notFound'));
      const roles = body.Roles ?? before.roles;
      const locked = body.Locked ?? before.locked_at !== null;
      if (before.roles.includes('admin') && (!roles.includes('admin') || locked)) {
        // Lock every admin row first: two admins demoting each other at once must not both succeed.
        const others = await trx
          .selectFrom('staff')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('id', '!=', id)
          .where('locked_at', 'is', null)
          .where(sql<boolean>`'admin' = any(roles)`)
          .executeTakeFirstOrThrow();
        if (others.n === 0) throw new StaffError(409, 'LAST_ADMIN', t(lang, 'backoffice:errors.lastAdmin'));
      }
      await trx
        .updateTable('staff')
        .set({ roles, locked_at: locked ? (before.locked_at ?? sql`now()`) : null, ...(locked ? {} : { failed_codes: 0 }) })
        .where('id', '=', id)
        .execute();
      await endAllStaffSessions(trx, id);
      return { result: null, audit: { targetType: 'staff', targetId: id, before: { Roles: before.roles, Locked: before.locked_at !== null }, after: { Roles: roles, Locked: locked }, reason: body.Reason } };
    });
    return c.json(ok({ Staff: staffView((await view(id))!) }), 200);
  });
  router.openapi(routes.audit, async (c) => {
    await requireActor(c, db, config, 'audit.read');
    return c.json(ok({ Entries: await readAudit(db, { ...c.req.valid('query'), Limit: c.req.valid('query').Limit ?? AUDIT_PAGE }) }), 200);
  });
  router.openapi(routes.auditCsv, async (c) => {
    await requireActor(c, db, config, 'audit.read');
    const rows = await readAudit(db, { ...c.req.valid('query'), Limit: AUDIT_CSV_MAX });
    return c.body(auditCsv(rows), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log.csv"', 'cache-control': 'no-store' });
  });
  router.openapi(routes.bootstrap, async (c) => {
    const actor = await requireActor(c, db, config, 'staff.bootstrap');
    const body = c.req.valid('json');
    const lang = languageOf(c);
    const answer = await audited<{ id: bigint; enrolment: StaffEnrolmentShown | null }>(db, actor, 'staff.bootstrap', async ({ trx }) => {
      // One bootstrap at a time: two racing calls must not both find "no admin" and make two.
      await sql`select pg_advisory_xact_lock(hashtext('oddsgate:staff-bootstrap'))`.execute(trx);
      const admins = await trx.selectFrom('staff').select(sql<number>`count(*)::int`.as('n')).where('locked_at', 'is', null).where(sql<boolean>`'admin' = any(roles)`).executeTakeFirstOrThrow();
      if (admins.n > 0) throw new StaffError(409, 'BOOTSTRAP_CLOSED', t(lang, 'backoffice:errors.bootstrapClosed'));
      if (body.Unlock) {
        const unlocked = await unlockByCommand(trx, body.UserName, true);
        if (!unlocked) throw new StaffError(404, 'NOT_FOUND', t(lang, 'backoffice:errors.notFound'));
        return { result: { id: unlocked.id, enrolment: null }, audit: unlocked.audit };
      }
      if (!body.Email) throw new StaffError(400, 'VALIDATION', t(lang, 'backoffice:errors.emailRequired'), { Email: t(lang, 'backoffice:errors.emailRequired') });
      const made = await createByCommand(trx, { username: body.UserName, email: body.Email, displayName: body.DisplayName, roles: ['admin'] });
      if (!made) throw new StaffError(409, 'STAFF_USERNAME_TAKEN', t(lang, 'backoffice:errors.usernameTaken'));
      return { result: { id: made.enrolment.id, enrolment: made.enrolment }, audit: made.audit };
    });
    const enrolment = answer.enrolment ? enrolmentView(answer.enrolment) : null;
    return c.json(ok({ Staff: staffView((await view(answer.id))!), Enrolment: enrolment }), 200);
  });
  router.openapi(routes.testStaff, async (c) => {
    const actor = await requireActor(c, db, config, 'test.controls');
    if (!config.testControls) throw new StaffError(404, 'NOT_FOUND', t(languageOf(c), 'backoffice:errors.notFound'));
    const body = c.req.valid('json');
    const created = await audited(db, actor, 'test.controls', async ({ trx }) => {
      const enrolment = await createStaff(trx, { username: body.UserName, email: `${body.UserName}@staff.test`, roles: body.Roles, password: body.Password }, null);
      if (!enrolment) throw new StaffError(409, 'STAFF_USERNAME_TAKEN', t(languageOf(c), 'backoffice:errors.usernameTaken'));
      return { result: enrolment, audit: { targetType: 'staff', targetId: enrolment.id, after: { UserName: body.UserName, Roles: body.Roles } } };
    });
    return c.json(ok({ Staff: staffView((await view(created.id))!), Enrolment: enrolmentView(created) }), 200);
  });
  return router;
}

