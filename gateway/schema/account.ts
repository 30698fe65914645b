import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context, SessionUser } from '../context';
import { clearCookie, SESSION_COOKIE, setCookie } from '../cookies';
import { ActionError, AuthError, ForbiddenError, RateLimitedError, ValidationError } from '../errors';
import { unwrap, type Payload } from '../upstream/client';
import type { components } from '../upstream/platform-api';

type Schemas = components['schemas'];

/** Seed 001 §1: account types by their numeric value. */
export const AccountTypeEnum = builder.enumType('AccountType', {
  values: {
    USER: { value: 0 },
    AGENT: { value: 1 },
    SUPER_AGENT: { value: 2 },
    DEMO_USER: { value: 3, description: 'Plays with play money only.' },
    SUPER_MASTER_AGENT: { value: 4 },
  } as const,
});

export const Money = builder.objectRef<{ amount: string; currency: string }>('Money').implement({
  description: 'An amount of money: an exact decimal in major units and its currency.',
  fields: (t) => ({
    amount: t.field({ type: 'Decimal', resolve: (money) => money.amount }),
    currency: t.exposeString('currency'),
  }),
});

const PersonalDetails = builder.objectRef<Schemas['PersonalDetails']>('PersonalDetails').implement({
  description: 'Seed 001 §3 "User details".',
  fields: (t) => ({
    firstName: t.exposeString('FirstName', { nullable: true }),
    lastName: t.exposeString('LastName', { nullable: true }),
    birthDay: t.exposeInt('BirthDay', { nullable: true }),
    birthMonth: t.exposeInt('BirthMonth', { nullable: true }),
    birthYear: t.exposeInt('BirthYear', { nullable: true }),
    gender: t.exposeString('Gender', { nullable: true }),
    city: t.exposeString('City', { nullable: true }),
    phone: t.exposeString('Phone', { nullable: true }),
    address: t.exposeString('Address', { nullable: true }),
    postalCode: t.exposeString('PostalCode', { nullable: true }),
    identificatorNumber: t.exposeString('IdentificatorNumber', { nullable: true }),
    email: t.exposeString('Email'),
  }),
});

const AccountSession = builder.objectRef<Schemas['AccountSession']>('AccountSession').implement({
  description: 'A signed-in browser or device.',
  fields: (t) => ({
    id: t.exposeID('Id'),
    current: t.exposeBoolean('Current', { description: 'The session making this request.' }),
    userAgent: t.exposeString('UserAgent'),
    ip: t.exposeString('Ip'),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.CreatedAt }),
    lastSeenAt: t.field({ type: 'DateTime', resolve: (s) => s.LastSeenAt }),
    expiresAt: t.field({ type: 'DateTime', resolve: (s) => s.ExpiresAt }),
  }),
});

const KycStatus = builder.enumType('KycStatus', {
  values: { NOT_SUBMITTED: { value: 'not_submitted' }, PENDING: { value: 'pending' }, VERIFIED: { value: 'verified' }, REJECTED: { value: 'rejected' } } as const,
});
const KycDocumentType = builder.enumType('KycDocumentType', {
  values: { PASSPORT: { value: 'passport' }, ID_CARD: { value: 'id_card' }, DRIVING_LICENCE: { value: 'driving_licence' }, PROOF_OF_ADDRESS: { value: 'proof_of_address' } } as const,
});

const KycDocument = builder.objectRef<Schemas['KycDocument']>('KycDocument').implement({
  fields: (t) => ({
    id: t.exposeID('Id'),
    documentType: t.field({ type: KycDocumentType, resolve: (d) => d.DocumentType }),
    fileName: t.exposeString('FileName'),
    sizeBytes: t.exposeInt('SizeBytes'),
    status: t.field({ type: KycStatus, resolve: (d) => d.Status }),
    uploadedAt: t.field({ type: 'DateTime', resolve: (d) => d.UploadedAt }),
  }),
});

const Kyc = builder.objectRef<Payload<Schemas['KycResponse']>>('Kyc').implement({
  description: 'Know-your-customer verification (seed 001 §2, Account Information → KYC).',
  fields: (t) => ({
    status: t.field({ type: KycStatus, resolve: (k) => k.Status }),
    documents: t.field({ type: [KycDocument], resolve: (k) => k.Documents }),
  }),
});

export const Viewer = builder.objectRef<SessionUser>('Viewer').implement({
  description: 'The signed-in account.',
  fields: (t) => ({
    id: t.id({ resolve: (user) => encodeGlobalID('Viewer', user.Id) }),
    username: t.exposeString('UserName'),
    email: t.exposeString('Email'),
    accountType: t.field({ type: AccountTypeEnum, resolve: (user) => user.AccountType as 0 | 1 | 2 | 3 | 4 }),
    currency: t.exposeString('Currency'),
    countryCode: t.exposeString('CountryCode'),
    emailVerified: t.exposeBoolean('EmailVerified'),
    twoFactorEnabled: t.exposeBoolean('TwoFactorEnabled'),
    balance: t.field({ type: Money, description: 'Real-money balance (seed 001 §3 "Balance").', resolve: (user) => ({ amount: user.Balance, currency: user.Currency }) }),
    previousSignInAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When this account signed in before the current session.',
      resolve: (user) => user.PreviousSignInAt,
    }),
    personalDetails: t.field({
      type: PersonalDetails,
      resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/profile')).Details,
    }),
    sessions: t.field({
      type: [AccountSession],
      resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/sessions')).Sessions,
    }),
    kyc: t.field({ type: Kyc, resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/kyc')) }),
  }),
});

const Captcha = builder.objectRef<Payload<Schemas['CaptchaResponse']>>('Captcha').implement({
  description:
    'A self-hosted challenge: an image to read (seed 000 §3 captchaPic) and a proof-of-work puzzle the browser solves in place of a third-party reCAPTCHA.',
  fields: (t) => ({
    id: t.exposeID('CaptchaId'),
    image: t.exposeString('CaptchaPicAsBase64', { description: 'A data: URL of the picture.' }),
    powChallenge: t.exposeString('PowChallenge'),
    powDifficulty: t.exposeInt('PowDifficulty', { description: 'Leading zero bits SHA-256(challenge + ":" + nonce) must have.' }),
  }),
});

const MailMessage = builder.objectRef<Schemas['MailMessage']>('MailMessage').implement({
  description: 'A message in the local mailbox of the embedded mode.',
  fields: (t) => ({
    id: t.exposeID('Id'),
    to: t.exposeString('To'),
    subject: t.exposeString('Subject'),
    text: t.exposeString('Text'),
    sentAt: t.field({ type: 'DateTime', resolve: (m) => m.SentAt }),
  }),
});

const authErrors = [ValidationError, AuthError, RateLimitedError, ActionError];

/** Starts a session in the browser: a fresh token in the httpOnly cookie (rotated at every sign-in). */
function startSession(ctx: Context, token: string, expiresAt: string, persistent: boolean) {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  setCookie(ctx.request, SESSION_COOKIE, token, { secure: ctx.secureCookies, ...(persistent ? { maxAgeSeconds: maxAge } : {}) });
}

builder.queryFields((t) => ({
  viewer: t.field({
    type: Viewer,
    nullable: true,
    description: 'The signed-in account, or null.',
    resolve: (_root, _args, ctx) => ctx.viewer(),
  }),
  captcha: t.field({
    type: Captcha,
    description: 'A new captcha; each can be answered once.',
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/captcha')),
  }),
  mailbox: t.field({
    type: [MailMessage],
    description: 'The local mailbox (embedded mode only, when no SMTP server is configured): the newest messages sent to an address.',
    args: { address: t.arg.string({ required: true }) },
    errors: { types: [ForbiddenError, ValidationError] },
    resolve: async (_root, { address }, ctx) =>
      unwrap(await ctx.platform.GET('/api/mailbox', { params: { query: { to: address } } })).Messages,
  }),
}));

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'Seed 000 §3 registration form; empty strings count as not given.',
  fields: (t) => ({
    userName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    countryCode: t.string({ required: true }),
    currencyCode: t.string({ required: true }),
    bonusCode: t.string(),
    agreeWithTermsAndPrivacyPolicy: t.boolean({ required: true, description: 'Sets IsOver18, AgreeWithTerms and AgreeWithPrivacyPolicy together.' }),
    allowEmailNotification: t.boolean(),
    birthYear: t.int({ required: true }),
    birthMonth: t.int({ required: true }),
    birthDay: t.int({ required: true }),
    nationalityCountryId: t.int(),
    currentAddressCountryId: t.int(),
    btag: t.string(),
    affiliateType: t.int(),
    smarticoAffiliateId: t.string(),
    powChallenge: t.string({ required: true }),
    powNonce: t.string({ required: true }),
  }),
});

const RegisterPayload = builder.objectRef<Payload<Schemas['RegisterResponse']>>('RegisterPayload').implement({
  fields: (t) => ({
    emailVerificationEnabled: t.exposeBoolean('EmailVerificationEnabled', { description: 'A confirmation e-mail was sent; sign in after following it.' }),
    needsPoliticalDeclaration: t.exposeBoolean('NeedsPoliticalDeclaration'),
    viewer: t.field({ type: Viewer, nullable: true, description: 'Signed in at once when no verification is needed.', resolve: (_p, _a, ctx) => ctx.viewer() }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  fields: (t) => ({
    userName: t.string({ required: true }),
    password: t.string({ required: true }),
    captchaId: t.string({ required: true }),
    captcha: t.string({ required: true }),
    powChallenge: t.string({ required: true }),
    powNonce: t.string({ required: true }),
    rememberMe: t.boolean(),
  }),
});

const SignInPayload = builder.objectRef<{ twoFactorTicket: string | null; viewer: SessionUser | null }>('SignInPayload').implement({
  fields: (t) => ({
    twoFactorRequired: t.boolean({ description: 'Seed 000 §4 Check2FA: ask for the code and call signInWithTwoFactor.', resolve: (p) => p.twoFactorTicket !== null }),
    twoFactorTicket: t.exposeString('twoFactorTicket', { nullable: true, description: 'Proves the password step passed; valid for 5 minutes.' }),
    viewer: t.field({ type: Viewer, nullable: true, resolve: (p) => p.viewer }),
  }),
});

const Done = builder.objectRef<{ message: string }>('Done').implement({
  description: 'The action succeeded; message says so in the request language.',
  fields: (t) => ({ message: t.exposeString('message') }),
});

const TwoFactorSetup = builder.objectRef<Payload<Schemas['TwoFactorSetupResponse']>>('TwoFactorSetup').implement({
  fields: (t) => ({
    secret: t.exposeString('Secret', { description: 'Base32, for typing into an authenticator app.' }),
    otpauthUri: t.exposeString('OtpauthUri'),
    qrCode: t.exposeString('QrCodeDataUrl', { description: 'The otpauth URI as a QR code (data: URL of an SVG).' }),
  }),
});

const TwoFactorEnabled = builder.objectRef<{ RecoveryCodes: string[] }>('TwoFactorEnabled').implement({
  fields: (t) => ({ recoveryCodes: t.exposeStringList('RecoveryCodes', { description: 'Shown once; each signs in once in place of a code.' }) }),
});

const PersonalDetailsInput = builder.inputType('PersonalDetailsInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    birthDay: t.int({ required: true }),
    birthMonth: t.int({ required: true }),
    birthYear: t.int({ required: true }),
    gender: t.string(),
    city: t.string(),
    phone: t.string({ required: true }),
    address: t.string(),
    postalCode: t.string(),
    identificatorNumber: t.string(),
    email: t.string({ required: true }),
  }),
});

const nullIfEmpty = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value);

builder.mutationFields((t) => ({
  register: t.field({
    type: RegisterPayload,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { input }, ctx) => {
      const result = unwrap(
        await ctx.platform.POST('/api/account/register', {
          body: {
            UserName: input.userName,
            Email: input.email,
            Password: input.password,
            PasswordConfirmation: input.passwordConfirmation,
            Country: { Code: input.countryCode },
            Currency: { Abbreviation: input.currencyCode },
            BonusCode: nullIfEmpty(input.bonusCode),
            IsOver18: input.agreeWithTermsAndPrivacyPolicy,
            AgreeWithTerms: input.agreeWithTermsAndPrivacyPolicy,
            AgreeWithPrivacyPolicy: input.agreeWithTermsAndPrivacyPolicy,
            AgreeWithTermsAndPrivacyPolicy: input.agreeWithTermsAndPrivacyPolicy,
            AllowEmailNotification: input.allowEmailNotification ?? true,
            BirthYear: input.birthYear,
            BirthMonth: input.birthMonth,
            BirthDay: input.birthDay,
            NationalityCountryID: input.nationalityCountryId ?? null,
            CurrentAddressCountryID: input.currentAddressCountryId ?? null,
            btag: nullIfEmpty(input.btag),
            AffiliateType: input.affiliateType ?? null,
            SmarticoAffiliateId: nullIfEmpty(input.smarticoAffiliateId),
            ReCaptchaToken: `${input.powChallenge}:${input.powNonce}`,
          },
        }),
      );
      if (result.SessionToken && result.SessionExpiresAt) {
        startSession(ctx, result.SessionToken, result.SessionExpiresAt, false);
        ctx.adoptSession(result.SessionToken);
      }
      return result;
    },
  }),
  signIn: t.field({
    type: SignInPayload,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { input }, ctx) => {
      const result = unwrap(
        await ctx.platform.POST('/api/account/login', {
          body: {
            UserName: input.userName,
            Password: input.password,
            CaptchaId: input.captchaId,
            Captcha: input.captcha,
            ReCaptchaToken: `${input.powChallenge}:${input.powNonce}`,
            RememberMe: input.rememberMe ?? false,
          },
        }),
      );
      return finishSignIn(ctx, result, input.rememberMe ?? false);
    },
  }),
  signInWithTwoFactor: t.field({
    type: SignInPayload,
    description: 'The second step when signIn answered twoFactorRequired: a code from the app, or a recovery code.',
    args: { ticket: t.arg.string({ required: true }), pin: t.arg.string({ required: true }), rememberMe: t.arg.boolean() },
    errors: { types: authErrors },
    resolve: async (_root, { ticket, pin, rememberMe }, ctx) => {
      const result = unwrap(await ctx.platform.POST('/api/account/login/2fa', { body: { TwoFactorTicket: ticket, Pin: pin } }));
      return finishSignIn(ctx, result, rememberMe ?? false);
    },
  }),
  signOut: t.field({
    type: Done,
    description: 'Ends this session at the platform; the cookie stops working everywhere at once.',
    resolve: async (_root, _args, ctx) => {
      if (ctx.sessionToken) unwrap(await ctx.platform.POST('/api/account/logout'));
      clearCookie(ctx.request, SESSION_COOKIE, ctx.secureCookies);
      return { message: '' };
    },
  }),
  verifyEmail: t.field({
    type: Done,
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ActionError, ValidationError] },
    resolve: async (_root, { token }, ctx) => ({ message: unwrap(await ctx.platform.POST('/api/account/verify-email', { body: { Token: token } })).Message }),
  }),
  requestPasswordReset: t.field({
    type: Done,
    description: 'Always answers the same whether or not the address has an account (no enumeration).',
    args: { email: t.arg.string({ required: true }), captchaId: t.arg.string({ required: true }), captcha: t.arg.string({ required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { email, captchaId, captcha }, ctx) => ({
      message: unwrap(await ctx.platform.POST('/api/account/lost-password', { body: { Email: email, CaptchaId: captchaId, Captcha: captcha } })).Message,
    }),
  }),
  setPassword: t.field({
    type: Done,
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }), passwordConfirmation: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, ActionError, RateLimitedError] },
    resolve: async (_root, args, ctx) => ({
      message: unwrap(
        await ctx.platform.POST('/api/account/set-password', { body: { Token: args.token, Password: args.password, PasswordConfirmation: args.passwordConfirmation } }),
      ).Message,
    }),
  }),
  changePassword: t.field({
    type: Done,
    authScopes: { player: true },
    args: { oldPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }), newPasswordConfirm: t.arg.string({ required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, args, ctx) => ({
      message: unwrap(
        await ctx.platform.POST('/api/account/change-password', {
          body: { OldPassword: args.oldPassword, NewPassword: args.newPassword, NewPasswordConfirm: args.newPasswordConfirm },
        }),
      ).Message,
    }),
  }),
  updatePersonalDetails: t.field({
    type: PersonalDetails,
    authScopes: { player: true },
    args: { input: t.arg({ type: PersonalDetailsInput, required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { input }, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/account/profile', {
          body: {
            FirstName: input.firstName,
            LastName: input.lastName,
            BirthDay: input.birthDay,
            BirthMonth: input.birthMonth,
            BirthYear: input.birthYear,
            Gender: nullIfEmpty(input.gender),
            City: nullIfEmpty(input.city),
            Phone: input.phone,
            Address: nullIfEmpty(input.address),
            PostalCode: nullIfEmpty(input.postalCode),
            IdentificatorNumber: nullIfEmpty(input.identificatorNumber),
            Email: input.email,
          },
        }),
      ).Details,
  }),
  startTwoFactorSetup: t.field({
    type: TwoFactorSetup,
    authScopes: { player: true },
    errors: { types: authErrors },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.POST('/api/account/2fa/setup')),
  }),
  enableTwoFactor: t.field({
    type: TwoFactorEnabled,
    authScopes: { player: true },
    args: { pin: t.arg.string({ required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { pin }, ctx) => unwrap(await ctx.platform.POST('/api/account/2fa/enable', { body: { Pin: pin } })),
  }),
  disableTwoFactor: t.field({
    type: Done,
    authScopes: { player: true },
    args: { password: t.arg.string({ required: true }), pin: t.arg.string({ required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { password, pin }, ctx) => ({
      message: unwrap(await ctx.platform.POST('/api/account/2fa/disable', { body: { Password: password, Pin: pin } })).Message,
    }),
  }),
  signOutOtherSessions: t.field({
    type: Done,
    authScopes: { player: true },
    errors: { types: authErrors },
    resolve: async (_root, _args, ctx) => ({ message: unwrap(await ctx.platform.POST('/api/account/sessions/revoke-others')).Message }),
  }),
  uploadKycDocument: t.field({
    type: KycDocument,
    authScopes: { player: true },
    description: 'A scan or photo of a document, base64-encoded (at most 5 MB).',
    args: {
      documentType: t.arg({ type: KycDocumentType, required: true }),
      fileName: t.arg.string({ required: true }),
      contentType: t.arg.string({ required: true }),
      contentBase64: t.arg.string({ required: true }),
    },
    errors: { types: authErrors },
    resolve: async (_root, args, ctx) =>
      unwrap(
        await ctx.platform.POST('/api/account/kyc/documents', {
          body: { DocumentType: args.documentType, FileName: args.fileName, ContentType: args.contentType, ContentBase64: args.contentBase64 },
        }),
      ).Document,
  }),
}));

type LoginResult = Payload<Schemas['LoginResponse']>;

function finishSignIn(ctx: Context, result: LoginResult, rememberMe: boolean) {
  if (result.Check2FA) return { twoFactorTicket: result.TwoFactorTicket ?? null, viewer: null };
  if (!result.SessionToken || !result.SessionExpiresAt || !result.User) throw new Error('sign-in answered without a session');
  startSession(ctx, result.SessionToken, result.SessionExpiresAt, rememberMe);
  return { twoFactorTicket: null, viewer: result.User };
}
