import { callerAddressOf, sessionHeader } from '../http/session';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createRouter } from '../http/app';
import { envelope, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { t, requestLanguage } from '../i18n';
import { issueChallenges } from './challenges';
import type { AccountDeps, Caller } from './context';
import { AccountError, AccountErrorEnvelope } from './errors';
import { kycOf, uploadDocument } from './kyc';
import { mailbox, mailboxMode, mayReadMailbox } from './mail';
import { changePassword, requestPasswordReset, setPassword, verifyEmail } from './passwords-flow';
import { readDetails, updateDetails } from './profile';
import { register } from './register';
import { listSessions, resolveSession, revokeOtherSessions, revokeSession } from './sessions';
import { login, loginWithSecondFactor } from './sign-in';
import { disable, enable, startSetup } from './two-factor';
import { sessionUser } from './users';

const errors = {
  400: json(AccountErrorEnvelope, 'Invalid input or a wrong captcha: nothing was changed'),
  401: json(AccountErrorEnvelope, 'Not signed in, or wrong credentials'),
  403: json(AccountErrorEnvelope, 'Refused (locked account, unverified e-mail, mailbox off)'),
  429: json(AccountErrorEnvelope, 'Too many attempts; RetryAfterSeconds says when to try again'),
  500: json(AccountErrorEnvelope, 'Unexpected error'),
} as const;
const text = z.string().max(500);
const nullableText = z.string().max(500).nullable().optional();

const SessionUser = z
  .object({
    Id: z.string(),
    UserName: z.string(),
    Email: z.string(),
    AccountType: z.number().int(),
    Currency: z.string(),
    CountryCode: z.string(),
    EmailVerified: z.boolean(),
    TwoFactorEnabled: z.boolean(),
    Balance: z.string().openapi({ description: 'Real-money balance in major units, e.g. "1000.00"' }),
    PreviousSignInAt: z.string().nullable(),
  })
  .openapi('SessionUser');

const LoginResponse = envelope('LoginResponse', {
  Check2FA: z.boolean(),
  TwoFactorTicket: z.string().nullable(),
  SessionToken: z.string().nullable(),
  SessionExpiresAt: z.string().nullable(),
  User: SessionUser.nullable(),
});
const MessageResponse = envelope('MessageResponse', { Message: z.string(), Detail: z.string().optional() });
const PersonalDetails = z
  .object({
    FirstName: nullableText,
    LastName: nullableText,
    BirthDay: z.number().int().nullable().optional(),
    BirthMonth: z.number().int().nullable().optional(),
    BirthYear: z.number().int().nullable().optional(),
    Gender: nullableText,
    City: nullableText,
    Phone: nullableText,
    Address: nullableText,
    PostalCode: nullableText,
    IdentificatorNumber: nullableText,
    Email: text,
  })
  .openapi('PersonalDetails');
const PersonalDetailsUpdate = PersonalDetails.extend({
  CurrentPassword: nullableText.openapi({ description: 'The current password: required when Email differs from the account address (issue 14 §9)' }),
}).openapi('PersonalDetailsUpdate');
const PersonalDetailsRead = PersonalDetails.extend({
  PendingEmail: z.string().nullable().openapi({ description: 'A new address awaiting the confirmation link mailed to it; Email stays the account address until then' }),
}).openapi('PersonalDetailsRead');
const KycDocument = z
  .object({
    Id: z.string(),
    DocumentType: z.enum(['passport', 'id_card', 'driving_licence', 'proof_of_address']),
    FileName: z.string(),
    SizeBytes: z.number().int(),
    Status: z.enum(['pending', 'verified', 'rejected']),
    UploadedAt: z.string(),
    RejectReason: z.string().nullable().openapi({ description: "A rejected document's reason from compliance, in the officer's words; null otherwise" }),
  })
  .openapi('KycDocument');

const route = taggedRoute('account');

/** ALTCHA's challenge as its solvers (altcha-lib, the altcha widget) take it, hence the lower-case names. */
const AltchaChallenge = z
  .object({ algorithm: z.string(), challenge: z.string(), maxnumber: z.number().int(), salt: z.string(), signature: z.string() })
  .openapi('AltchaChallenge');
const altchaPayload = text.openapi({ description: 'The ALTCHA solution: base64 JSON of the challenge with the number found' });

const routes = {
  captcha: route({
    method: 'get',
    path: '/api/account/captcha',
    summary: 'An ALTCHA challenge and a proof-of-work challenge (seed 000 §7 "get captcha")',
    responses: {
      200: json(envelope('CaptchaResponse', { Altcha: AltchaChallenge, PowChallenge: z.string(), PowDifficulty: z.number().int() }), 'Challenges'),
      ...errors,
    },
  }),
  register: route({
    method: 'post',
    path: '/api/account/register',
    summary: 'Seed 000 §3 submitted registration payload; empty strings count as null',
    request: {
      body: jsonBody(
        z
          .object({
            UserName: nullableText,
            Email: nullableText,
            Password: nullableText,
            PasswordConfirmation: nullableText,
            Country: z.object({ ID: z.number().int().nullable().optional(), Name: nullableText, Code: nullableText }).nullable(),
            Currency: z.object({ ID: z.number().int().nullable().optional(), Abbreviation: nullableText, NameLocalized: nullableText }).nullable(),
            BonusCode: nullableText,
            IsOver18: z.boolean().nullable().optional(),
            AgreeWithTerms: z.boolean().nullable().optional(),
            AgreeWithPrivacyPolicy: z.boolean().nullable().optional(),
            AgreeWithTermsAndPrivacyPolicy: z.boolean().nullable().optional(),
            AllowEmailNotification: z.boolean().nullable().optional(),
            BirthYear: z.number().int().nullable(),
            BirthMonth: z.number().int().nullable(),
            BirthDay: z.number().int().nullable(),
            NationalityCountryID: z.number().int().nullable().optional(),
            CurrentAddressCountryID: z.number().int().nullable().optional(),
            btag: nullableText,
            AffiliateType: z.number().int().nullable().optional(),
            SmarticoAffiliateId: nullableText,
            ReCaptchaToken: nullableText.openapi({ description: 'The proof-of-work answer: "<challenge>:<nonce>"' }),
          })
          .openapi('RegisterRequest'),
      ),
    },
    responses: {
      200: json(
        envelope('RegisterResponse', {
          EmailVerificationEnabled: z.boolean(),
          NeedsPoliticalDeclaration: z.boolean(),
          SessionToken: z.string().nullable(),
          SessionExpiresAt: z.string().nullable(),
        }),
        'Registered (or, for an address that already has an account, answered the same and the owner told)',
      ),
      ...errors,
    },
  }),
  login: route({
    method: 'post',
    path: '/api/account/login',
    summary: 'Sign in (seed 000 §3 login form); Check2FA asks for the second step',
    request: {
      body: jsonBody(
        z
          .object({ UserName: text, Password: text, Altcha: altchaPayload, ReCaptchaToken: text, RememberMe: z.boolean().default(false) })
          .openapi('LoginRequest'),
      ),
    },
    responses: { 200: json(LoginResponse, 'Signed in, or the second step is needed'), ...errors },
  }),
  login2fa: route({
    method: 'post',
    path: '/api/account/login/2fa',
    summary: 'The two-factor step: a TOTP code or a recovery code for the ticket',
    request: { body: jsonBody(z.object({ TwoFactorTicket: text, Pin: z.string().max(20) }).openapi('LoginTwoFactorRequest')) },
    responses: { 200: json(LoginResponse, 'Signed in'), ...errors },
  }),
  logout: route({
    method: 'post',
    path: '/api/account/logout',
    summary: 'Ends the session at once: its token stops working everywhere',
    request: { headers: sessionHeader },
    responses: { 200: json(MessageResponse, 'Signed out'), ...errors },
  }),
  session: route({
    method: 'get',
    path: '/api/account/session',
    summary: "The session's account, or 401 when the session is over",
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('SessionResponse', { User: SessionUser }), 'The signed-in account'), ...errors },
  }),
  verifyEmail: route({
    method: 'post',
    path: '/api/account/verify-email',
    summary: 'Confirms the e-mail address with the token from the mail',
    request: { body: jsonBody(z.object({ Token: text }).openapi('VerifyEmailRequest')) },
    responses: { 200: json(MessageResponse, 'Confirmed'), ...errors },
  }),
  lostPassword: route({
    method: 'post',
    path: '/api/account/lost-password',
    summary: 'Seed 000 §3 lost-password form; the same answer whether or not the address has an account',
    request: { body: jsonBody(z.object({ Email: text, Altcha: altchaPayload }).openapi('LostPasswordRequest')) },
    responses: { 200: json(MessageResponse, 'Answered'), ...errors },
  }),
  setPassword: route({
    method: 'post',
    path: '/api/account/set-password',
    summary: 'Seed 000 §3 set-password form with the token from the mail',
    request: {
      body: jsonBody(z.object({ Token: text, Password: text, PasswordConfirmation: text }).openapi('SetPasswordRequest')),
    },
    responses: { 200: json(MessageResponse, 'Password set'), ...errors },
  }),
  changePassword: route({
    method: 'post',
    path: '/api/account/change-password',
    summary: 'Seed 001 §3 change-password form',
    request: {
      headers: sessionHeader,
      body: jsonBody(z.object({ OldPassword: text, NewPassword: text, NewPasswordConfirm: text }).openapi('ChangePasswordRequest')),
    },
    responses: { 200: json(MessageResponse, 'Changed'), ...errors },
  }),
  readProfile: route({
    method: 'get',
    path: '/api/account/profile',
    summary: 'Seed 001 §3 user details',
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('ProfileResponse', { Details: PersonalDetailsRead }), 'Details'), ...errors },
  }),
  updateProfile: route({
    method: 'post',
    path: '/api/account/profile',
    summary: 'Update the user details (every rule of seed 001 §5); a new Email needs CurrentPassword and is only set by the link mailed to it',
    request: { headers: sessionHeader, body: jsonBody(PersonalDetailsUpdate) },
    responses: { 200: json(envelope('ProfileUpdateResponse', { Details: PersonalDetailsRead }), 'Updated (Email unchanged until confirmed; PendingEmail set)'), ...errors },
  }),
  twoFactorSetup: route({
    method: 'post',
    path: '/api/account/2fa/setup',
    summary: 'Start TOTP enrolment: a secret and its QR code',
    request: { headers: sessionHeader },
    responses: {
      200: json(envelope('TwoFactorSetupResponse', { Secret: z.string(), OtpauthUri: z.string(), QrCodeDataUrl: z.string() }), 'A pending secret'),
      ...errors,
    },
  }),
  twoFactorEnable: route({
    method: 'post',
    path: '/api/account/2fa/enable',
    summary: 'Finish enrolment with a code from the app; answers the recovery codes once',
    request: { headers: sessionHeader, body: jsonBody(z.object({ Pin: z.string().max(20) }).openapi('TwoFactorEnableRequest')) },
    responses: { 200: json(envelope('TwoFactorEnableResponse', { RecoveryCodes: z.array(z.string()) }), 'Enabled'), ...errors },
  }),
  twoFactorDisable: route({
    method: 'post',
    path: '/api/account/2fa/disable',
    summary: 'Turn two-factor authentication off with the password and a code',
    request: {
      headers: sessionHeader,
      body: jsonBody(z.object({ Password: text, Pin: z.string().max(20) }).openapi('TwoFactorDisableRequest')),
    },
    responses: { 200: json(MessageResponse, 'Disabled'), ...errors },
  }),
  sessions: route({
    method: 'get',
    path: '/api/account/sessions',
    summary: "The account's live sessions",
    request: { headers: sessionHeader },
    responses: {
      200: json(
        envelope('SessionsResponse', {
          Sessions: z.array(
            z
              .object({ Id: z.string(), Current: z.boolean(), Ip: z.string(), UserAgent: z.string(), CreatedAt: z.string(), LastSeenAt: z.string(), ExpiresAt: z.string() })
              .openapi('AccountSession'),
          ),
        }),
        'Sessions',
      ),
      ...errors,
    },
  }),
  revokeOthers: route({
    method: 'post',
    path: '/api/account/sessions/revoke-others',
    summary: 'Sign out every other session',
    request: { headers: sessionHeader },
    responses: { 200: json(MessageResponse, 'Done'), ...errors },
  }),
  kyc: route({
    method: 'get',
    path: '/api/account/kyc',
    summary: 'KYC status and documents',
    request: { headers: sessionHeader },
    responses: {
      200: json(envelope('KycResponse', { Status: z.enum(['not_submitted', 'pending', 'verified', 'rejected']), Documents: z.array(KycDocument) }), 'KYC'),
      ...errors,
    },
  }),
  kycUpload: route({
    method: 'post',
    path: '/api/account/kyc/documents',
    summary: 'Upload a KYC document (PDF, JPEG or PNG, at most 5 MB, base64)',
    request: {
      headers: sessionHeader,
      body: jsonBody(
        z
          .object({
            DocumentType: z.enum(['passport', 'id_card', 'driving_licence', 'proof_of_address']),
            FileName: text,
            ContentType: text,
            ContentBase64: z.string().max(7_000_100),
          })
          .openapi('KycUploadRequest'),
      ),
    },
    responses: { 200: json(envelope('KycUploadResponse', { Document: KycDocument }), 'Uploaded'), ...errors },
  }),
  mailbox: route({
    method: 'get',
    path: '/api/mailbox',
    summary: 'The local mailbox of the embedded mode (403 when SMTP_URL is set, and, unless MAILBOX=open, to any caller whose socket is not loopback)',
    request: { query: z.object({ to: z.string().min(3).max(254) }) },
    responses: {
      200: json(
        envelope('MailboxResponse', {
          Messages: z.array(z.object({ Id: z.string(), To: z.string(), Subject: z.string(), Text: z.string(), SentAt: z.string() }).openapi('MailMessage')),
        }),
        'Messages, newest first',
      ),
      ...errors,
    },
  }),
};

/** The gateway's report of the socket a request reached it on (gateway/yoga.ts peerAddressOf). */
const PEER_HEADER = 'x-oddsgate-peer';

/** The remote address of this request's socket; undefined when the app is called in-process (tests' app.request). */
function socketAddressOf(c: Context): string | undefined {
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return undefined;
  return getConnInfo(c).remote.address ?? 'unknown';
}

/**
 * The origin links in e-mails use: the one the gateway names (the site as the player reached it) only
 * when it is PUBLIC_URL's own or listed in PUBLIC_ORIGINS; otherwise PUBLIC_URL. The gateway's value
 * comes from the request's Host, which anyone can write (issue 14 §3).
 */
function linkOrigin(config: { publicUrl: string; publicOrigins: string[] }, named: string | undefined): string {
  const own = config.publicUrl.replace(/\/+$/, '');
  if (!named) return own;
  const allowed = [originOf(own), ...config.publicOrigins];
  return allowed.includes(named) ? named : own;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

function callerOf(c: Context, deps: AccountDeps): Caller {
  const origin = c.req.header('x-public-origin');
  return {
    lang: requestLanguage(c.req.header('accept-language')),
    ip: callerAddressOf(c),
    userAgent: c.req.header('user-agent') ?? '',
    origin: linkOrigin(deps.config, origin),
  };
}

export function accountRoutes(deps: AccountDeps) {
  const { db } = deps;
  const router = createRouter();
  /** The session behind the request's token, or a 401 in the request language. */
  const requireSession = async (c: Context) => {
    const session = await resolveSession(db, deps.config, c.req.header('x-session-token'));
    if (!session) throw new AccountError(401, 'UNAUTHORIZED', t(callerOf(c, deps).lang, 'account:messages.notSignedIn'));
    return { userId: session.user_id, sessionId: session.id };
  };

  router.openapi(routes.captcha, async (c) => c.json(ok(await issueChallenges(db, deps.config.powDifficulty, { hmacKey: deps.config.altchaHmacKey, maxNumber: deps.config.altchaMaxNumber })), 200));
  router.openapi(routes.register, async (c) => c.json(ok(await register(deps, callerOf(c, deps), c.req.valid('json'))), 200));
  router.openapi(routes.login, async (c) => c.json(ok(await login(deps, callerOf(c, deps), c.req.valid('json'))), 200));
  router.openapi(routes.login2fa, async (c) => {
    const { TwoFactorTicket, Pin } = c.req.valid('json');
    return c.json(ok(await loginWithSecondFactor(deps, callerOf(c, deps), TwoFactorTicket, Pin)), 200);
  });
  router.openapi(routes.logout, async (c) => {
    const session = await requireSession(c);
    await revokeSession(db, session.sessionId);
    return c.json(ok({ Message: t(callerOf(c, deps).lang, 'account:messages.signedOut') }), 200);
  });
  router.openapi(routes.session, async (c) => c.json(ok({ User: await sessionUser(db, (await requireSession(c)).userId) }), 200));
  router.openapi(routes.verifyEmail, async (c) => c.json(ok(await verifyEmail(deps, callerOf(c, deps), c.req.valid('json').Token)), 200));
  router.openapi(routes.lostPassword, async (c) => c.json(ok(await requestPasswordReset(deps, callerOf(c, deps), c.req.valid('json'))), 200));
  router.openapi(routes.setPassword, async (c) => c.json(ok(await setPassword(deps, callerOf(c, deps), c.req.valid('json'))), 200));
  router.openapi(routes.changePassword, async (c) =>
    c.json(ok(await changePassword(deps, callerOf(c, deps), await requireSession(c), c.req.valid('json'))), 200),
  );
  router.openapi(routes.readProfile, async (c) => c.json(ok({ Details: await readDetails(db, (await requireSession(c)).userId) }), 200));
  router.openapi(routes.updateProfile, async (c) => {
    const { userId } = await requireSession(c);
    const body = c.req.valid('json');
    const details = {
      FirstName: body.FirstName ?? null,
      LastName: body.LastName ?? null,
      BirthDay: body.BirthDay ?? null,
      BirthMonth: body.BirthMonth ?? null,
      BirthYear: body.BirthYear ?? null,
      Gender: body.Gender ?? null,
      City: body.City ?? null,
      Phone: body.Phone ?? null,
      Address: body.Address ?? null,
      PostalCode: body.PostalCode ?? null,
      IdentificatorNumber: body.IdentificatorNumber ?? null,
      Email: body.Email,
      CurrentPassword: body.CurrentPassword ?? null,
    };
    return c.json(ok({ Details: await updateDetails(db, callerOf(c, deps), userId, details) }), 200);
  });
  router.openapi(routes.twoFactorSetup, async (c) => c.json(ok(await startSetup(db, (await requireSession(c)).userId)), 200));
  router.openapi(routes.twoFactorEnable, async (c) =>
    c.json(ok(await enable(db, callerOf(c, deps), (await requireSession(c)).userId, c.req.valid('json').Pin)), 200),
  );
  router.openapi(routes.twoFactorDisable, async (c) => {
    const { Password, Pin } = c.req.valid('json');
    return c.json(ok(await disable(db, callerOf(c, deps), (await requireSession(c)).userId, Password, Pin)), 200);
  });
  router.openapi(routes.sessions, async (c) => {
    const session = await requireSession(c);
    const rows = await listSessions(db, session.userId);
    return c.json(
      ok({
        Sessions: rows.map((row) => ({
          Id: String(row.id),
          Current: row.id === session.sessionId,
          Ip: row.ip,
          UserAgent: row.user_agent,
          CreatedAt: row.created_at.toISOString(),
          LastSeenAt: row.last_seen_at.toISOString(),
          ExpiresAt: row.expires_at.toISOString(),
        })),
      }),
      200,
    );
  });
  router.openapi(routes.revokeOthers, async (c) => {
    const session = await requireSession(c);
    await revokeOtherSessions(db, session.userId, session.sessionId);
    return c.json(ok({ Message: t(callerOf(c, deps).lang, 'account:messages.otherSessionsEnded') }), 200);
  });
  router.openapi(routes.kyc, async (c) => c.json(ok(await kycOf(db, (await requireSession(c)).userId)), 200));
  router.openapi(routes.kycUpload, async (c) =>
    c.json(ok({ Document: await uploadDocument(db, callerOf(c, deps), (await requireSession(c)).userId, c.req.valid('json')) }), 200),
  );
  router.openapi(routes.mailbox, async (c) => {
    const mode = mailboxMode(deps.config);
    if (mode === 'smtp') throw new AccountError(403, 'FORBIDDEN', t(callerOf(c, deps).lang, 'account:messages.mailboxDisabled'));
    if (!mayReadMailbox(mode, { socket: socketAddressOf(c), peer: c.req.header(PEER_HEADER) })) {
      throw new AccountError(403, 'FORBIDDEN', t(callerOf(c, deps).lang, 'account:messages.mailboxLocalOnly'));
    }
    const messages = await mailbox(db, c.req.valid('query').to);
    return c.json(
      ok({ Messages: messages.map((m) => ({ Id: String(m.id), To: m.to_address, Subject: m.subject, Text: m.body, SentAt: m.created_at.toISOString() })) }),
      200,
    );
  });
  return router;
}
