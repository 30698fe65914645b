/**
 * The back office in the one schema (issue 18): `backoffice` on Query and on Mutation, guarded by a staff
 * session (any role), and each field under them by the role table (`authScopes: { staff: 'operation' }`,
 * rules/backoffice.ts). Only the back-office endpoint (/backoffice/graphql) reads a staff session, so a
 * player's session or a partner's key never reaches anything here. Each area adds its fields with
 * builder.objectFields(Backoffice…) in its own module.
 */
import { STAFF_ROLES } from '../../../rules/backoffice';
import { builder } from '../../builder';
import { clearCookie, setCookie, STAFF_COOKIE } from '../../cookies';
import type { StaffMember as StaffMemberShape } from '../../context';
import { AuthError, BackofficeError, ForbiddenError, RateLimitedError, ValidationError } from '../../errors';
import { errorType } from '../errors';
import { translateError } from '../../i18n';
import { unwrap } from '../../upstream/client';
import { Code } from '../../upstream/error-codes';
import { BACKOFFICE_PATH } from '../../../rules/backoffice';
import { globalIdOf } from '../ids';

errorType(BackofficeError, 'BackofficeError', 'A back-office action was refused (a reason missing, four eyes needed, the last admin…); nothing was changed. The message says why.');

export const StaffRoleEnum = builder.enumType('StaffRole', {
  description: 'A back-office role; the role table says which operations each may call (admin: all; auditor: every read).',
  values: {
    admin: { value: 'admin' as const, description: 'Everything, staff accounts included.' },
    trader: { value: 'trader' as const, description: 'Trading and risk: settlement and the feed.' },
    payments: { value: 'payments' as const, description: 'The withdrawal queue and vouchers.' },
    compliance: { value: 'compliance' as const, description: 'KYC review, compliance flags, responsible-gambling history, the audit log.' },
    support: { value: 'support' as const, description: 'Live chat and responsible-gambling history.' },
    marketing: { value: 'marketing' as const, description: 'Bonus campaigns and codes (the welcome bonus included), personal bonuses, segment messages, reports, and the casino lobby: games, providers, jackpot seeds.' },
    auditor: { value: 'auditor' as const, description: 'Reads everything the back office shows, changes nothing.' },
  } satisfies Record<(typeof STAFF_ROLES)[number], { value: (typeof STAFF_ROLES)[number]; description: string }>,
});

export const StaffMember = builder.objectRef<StaffMemberShape>('StaffMember').implement({
  description: 'A member of staff: an operator account, apart from players.',
  fields: (t) => ({
    id: t.id({ description: "The staff member's global id.", resolve: (staff) => globalIdOf('StaffMember', staff.Id) }),
    userName: t.exposeString('UserName', { description: 'The sign-in name.' }),
    email: t.exposeString('Email', { description: 'Where to reach them.' }),
    displayName: t.exposeString('DisplayName', { description: 'The name the back office shows (and the audit log records beside the user name).' }),
    roles: t.field({ type: [StaffRoleEnum], description: 'The roles they hold.', resolve: (staff) => staff.Roles as (typeof STAFF_ROLES)[number][] }),
    locked: t.exposeBoolean('Locked', { description: 'Locked (five wrong codes, or by an admin): cannot sign in.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When the account was made.', resolve: (staff) => staff.CreatedAt }),
  }),
});

/** The back office's read side; each area adds its fields. */
export const Backoffice = builder.objectRef<Record<string, never>>('Backoffice').implement({
  description: 'Everything a member of staff reads, each field open to the roles the role table names.',
  fields: (t) => ({
    me: t.field({ type: StaffMember, description: 'The signed-in member of staff.', resolve: async (_root, _args, ctx) => (await ctx.staff())! }),
  }),
});

/** The back office's write side; each area adds its mutations. */
export const BackofficeMutation = builder.objectRef<Record<string, never>>('BackofficeMutation').implement({
  description: 'Everything a member of staff changes, each field open to the roles the role table names and each written to the audit log.',
});

builder.queryFields((t) => ({
  backoffice: t.field({
    type: Backoffice,
    description: 'The back office (issue 18): a staff session on /backoffice/graphql only.',
    authScopes: { staffSignedIn: true },
    resolve: () => ({}),
  }),
  staffViewer: t.field({
    type: StaffMember,
    nullable: true,
    description: 'The signed-in member of staff on the back-office endpoint; null anywhere else or when signed out.',
    resolve: (_root, _args, ctx) => ctx.staff(),
  }),
}));

const signInErrors = { types: [AuthError, ValidationError, RateLimitedError, ForbiddenError] };

builder.mutationFields((t) => ({
  backoffice: t.field({
    type: BackofficeMutation,
    description: 'The back office\'s changes: a staff session on /backoffice/graphql only.',
    authScopes: { staffSignedIn: true },
    resolve: () => ({}),
  }),
  staffSignIn: t.field({
    type: StaffMember,
    description: 'A member of staff signs in with user name, password and the authenticator code (all three, always); five wrong codes lock the account. The back office only.',
    errors: signInErrors,
    args: {
      userName: t.arg.string({ required: true, description: 'The sign-in name.' }),
      password: t.arg.string({ required: true, description: 'The password.' }),
      code: t.arg.string({ required: true, description: "The authenticator app's current 6-digit code." }),
    },
    resolve: async (_root, args, ctx) => {
      if (ctx.audience !== 'staff') throw new ForbiddenError(translateError(ctx.lang, Code.FORBIDDEN));
      const { Token, Staff } = unwrap(await ctx.platform.POST('/api/staff/sign-in', { body: { UserName: args.userName, Password: args.password, Code: args.code } }), {
        fieldNames: { UserName: 'userName', Password: 'password', Code: 'code' },
      });
      // Session-length cookie (no Max-Age): closing the browser ends it here too.
      setCookie(ctx.request, STAFF_COOKIE, Token, { secure: ctx.secureCookies, path: BACKOFFICE_PATH, sameSite: 'Strict' });
      ctx.adoptStaffSession(Token);
      return Staff;
    },
  }),
  staffSignOut: t.boolean({
    description: 'Ends the staff session (and clears its cookie).',
    resolve: async (_root, _args, ctx) => {
      if (ctx.staffToken) await ctx.platform.POST('/api/staff/sign-out');
      if (ctx.audience === 'staff') clearCookie(ctx.request, STAFF_COOKIE, ctx.secureCookies, BACKOFFICE_PATH);
      ctx.adoptStaffSession(null);
      return true;
    },
  }),
}));
