import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder';
import type { Context, SessionUser } from '../context';
import { clearCookie, SESSION_COOKIE, setCookie } from '../cookies';
import { ActionError, AuthError, ForbiddenError, RateLimitedError, ValidationError } from '../errors';
import { unwrap, type Payload } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import type { PlatformEvents } from '../upstream/platform-events';
import { freshViewer, subscriber } from './shared';

type Schemas = components['schemas'];

/** Seed 001 §1: account types by their numeric value. */
export const AccountTypeEnum = builder.enumType('AccountType', {
  description: 'Seed 001 §1 account types (numeric values 0–4 at the platform). Agents own a tree of sub-accounts.',
  values: {
    USER: { value: 0, description: '0: a player.' },
    AGENT: { value: 1, description: '1: an agent; manages the sub-accounts of its own tree.' },
    SUPER_AGENT: { value: 2, description: '2: a super agent; manages the sub-accounts (agents among them) of its own tree.' },
    DEMO_USER: { value: 3, description: 'Plays with play money only.' },
    SUPER_MASTER_AGENT: { value: 4, description: '4: a super master agent; the top of an agent tree.' },
  } as const,
});

export const Money = builder.objectRef<{ amount: string; currency: string }>('Money').implement({
  description: 'An amount of money: an exact decimal in major units and its currency.',
  fields: (t) => ({
    amount: t.field({ description: 'An exact decimal string in major units, e.g. "12.50" (never a float, never minor units).', type: 'Decimal', resolve: (money) => money.amount }),
    currency: t.exposeString('currency', { description: 'The currency code, e.g. "EUR" or "mBTC".' }),
  }),
});

const PersonalDetails = builder.objectRef<Schemas['PersonalDetailsRead']>('PersonalDetails').implement({
  description: 'Seed 001 §3 "User details".',
  fields: (t) => ({
    firstName: t.exposeString('FirstName', { description: 'First name; null when not given.', nullable: true }),
    lastName: t.exposeString('LastName', { description: 'Last name; null when not given.', nullable: true }),
    birthDay: t.exposeInt('BirthDay', { description: 'Day of the month of birth (1–31); null when not given.', nullable: true }),
    birthMonth: t.exposeInt('BirthMonth', { description: 'Month of birth (1–12); null when not given.', nullable: true }),
    birthYear: t.exposeInt('BirthYear', { description: 'Year of birth (four digits); null when not given.', nullable: true }),
    gender: t.exposeString('Gender', { description: 'Gender as the profile form stores it; null when not given.', nullable: true }),
    city: t.exposeString('City', { description: 'City; null when not given.', nullable: true }),
    phone: t.exposeString('Phone', { description: 'Phone number as entered; null when not given.', nullable: true }),
    address: t.exposeString('Address', { description: 'Street address; null when not given.', nullable: true }),
    postalCode: t.exposeString('PostalCode', { description: 'Postal code; null when not given.', nullable: true }),
    identificatorNumber: t.exposeString('IdentificatorNumber', { description: 'National identification number; null when not given.', nullable: true }),
    email: t.exposeString('Email', { description: "The account's e-mail address (a requested change shows in pendingEmail until it is confirmed)." }),
    pendingEmail: t.exposeString('PendingEmail', {
      description: 'A new address awaiting the confirmation link mailed to it; null when no change is pending.',
      nullable: true,
    }),
  }),
});

const AccountSession = builder.objectRef<Schemas['AccountSession']>('AccountSession').implement({
  description: 'A signed-in browser or device.',
  fields: (t) => ({
    id: t.exposeID('Id', { description: 'The session id.' }),
    current: t.exposeBoolean('Current', { description: 'The session making this request.' }),
    userAgent: t.exposeString('UserAgent', { description: 'The browser or device, as its User-Agent header names it.' }),
    ip: t.exposeString('Ip', { description: 'The IP address the session was last seen from.' }),
    createdAt: t.field({ description: 'When the session was started (signed in).', type: 'DateTime', resolve: (s) => s.CreatedAt }),
    lastSeenAt: t.field({ description: 'When the session last made a request.', type: 'DateTime', resolve: (s) => s.LastSeenAt }),
    expiresAt: t.field({ description: 'When the session stops working unless it is used again.', type: 'DateTime', resolve: (s) => s.ExpiresAt }),
  }),
});

export const KycStatus = builder.enumType('KycStatus', {
  description: 'Where know-your-customer verification (of the account or of one document) stands.',
  values: { NOT_SUBMITTED: { value: 'not_submitted', description: 'No document uploaded yet.' }, PENDING: { value: 'pending', description: 'Uploaded, waiting for an operator to review.' }, VERIFIED: { value: 'verified', description: 'An operator accepted it.' }, REJECTED: { value: 'rejected', description: 'An operator rejected it; upload again.' } } as const,
});
const KycDocumentType = builder.enumType('KycDocumentType', {
  description: 'The kind of document a KYC upload is.',
  values: { PASSPORT: { value: 'passport', description: 'A passport.' }, ID_CARD: { value: 'id_card', description: 'A national identity card.' }, DRIVING_LICENCE: { value: 'driving_licence', description: 'A driving licence.' }, PROOF_OF_ADDRESS: { value: 'proof_of_address', description: 'A proof of address (utility bill, bank statement).' } } as const,
});

const KycDocument = builder.objectRef<Schemas['KycDocument']>('KycDocument').implement({
  description: 'A document uploaded for know-your-customer verification.',
  fields: (t) => ({
    id: t.exposeID('Id', { description: "The document's id." }),
    documentType: t.field({ description: 'What kind of document it is.', type: KycDocumentType, resolve: (d) => d.DocumentType }),
    fileName: t.exposeString('FileName', { description: 'The file name given at upload.' }),
    sizeBytes: t.exposeInt('SizeBytes', { description: 'The file size in bytes.' }),
    status: t.field({ description: "The operator's review of this document.", type: KycStatus, resolve: (d) => d.Status }),
    uploadedAt: t.field({ description: 'When it was uploaded.', type: 'DateTime', resolve: (d) => d.UploadedAt }),
    rejectReason: t.exposeString('RejectReason', { nullable: true, description: "Why compliance rejected it, in the reviewer's words; null unless rejected." }),
  }),
});

const Kyc = builder.objectRef<Payload<Schemas['KycResponse']>>('Kyc').implement({
  description: 'Know-your-customer verification (seed 001 §2, Account Information → KYC).',
  fields: (t) => ({
    status: t.field({ description: "The account's verification status.", type: KycStatus, resolve: (k) => k.Status }),
    documents: t.field({ description: 'The documents uploaded so far, each with its own review status.', type: [KycDocument], resolve: (k) => k.Documents }),
  }),
});

export const Viewer = builder.objectRef<SessionUser>('Viewer').implement({
  description: 'The signed-in account.',
  fields: (t) => ({
    id: t.id({ description: 'The global id (Relay Node style) of the account.', resolve: (user) => encodeGlobalID('Viewer', user.Id) }),
    username: t.exposeString('UserName', { description: 'The name the account signs in with.' }),
    email: t.exposeString('Email', { description: "The account's e-mail address." }),
    accountType: t.field({ description: 'The account type (player, agent, super agent, demo user, super master agent).', type: AccountTypeEnum, resolve: (user) => user.AccountType as 0 | 1 | 2 | 3 | 4 }),
    currency: t.exposeString('Currency', { description: 'The account currency code (e.g. "EUR"); every Money of the account is in it unless it says otherwise.' }),
    countryCode: t.exposeString('CountryCode', { description: 'ISO 3166-1 alpha-2 country code of the account.' }),
    emailVerified: t.exposeBoolean('EmailVerified', { description: 'The e-mail address was confirmed with the link sent to it.' }),
    twoFactorEnabled: t.exposeBoolean('TwoFactorEnabled', { description: 'Sign-in asks for a code from an authenticator app.' }),
    balance: t.field({ type: Money, description: 'Real-money balance (seed 001 §3 "Balance").', resolve: (user) => ({ amount: user.Balance, currency: user.Currency }) }),
    previousSignInAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When this account signed in before the current session.',
      resolve: (user) => user.PreviousSignInAt,
    }),
    personalDetails: t.field({
      description: 'Seed 001 §3 "User details": the profile form.',
      type: PersonalDetails,
      resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/profile')).Details,
    }),
    sessions: t.field({
      description: 'The signed-in browsers and devices of this account, this one included (current).',
      type: [AccountSession],
      resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/sessions')).Sessions,
    }),
    kyc: t.field({ description: 'Know-your-customer verification status and uploaded documents.', type: Kyc, resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/kyc')) }),
  }),
});

const AltchaChallenge = builder.objectRef<Schemas['AltchaChallenge']>('AltchaChallenge').implement({
  description: 'An ALTCHA proof-of-work challenge (altcha.org): find the number n ≤ maxNumber with hash(salt + n) = challenge.',
  fields: (t) => ({
    algorithm: t.exposeString('algorithm', { description: 'The hash, e.g. SHA-256.' }),
    challenge: t.exposeString('challenge', { description: 'The hash of salt + the secret number, in hex.' }),
    maxNumber: t.exposeInt('maxnumber', { description: 'The largest number to try: the difficulty.' }),
    salt: t.exposeString('salt', { description: 'Prefix of the hashed text; carries the expiry.' }),
    signature: t.exposeString('signature', { description: 'The platform signature of the challenge; pass it back unchanged.' }),
  }),
});

const Captcha = builder.objectRef<Payload<Schemas['CaptchaResponse']>>('Captcha').implement({
  description: 'Self-hosted challenges, nothing to read or look at: an ALTCHA proof-of-work (sign-in, password reset) and a proof-of-work puzzle in place of a third-party reCAPTCHA.',
  fields: (t) => ({
    altcha: t.field({ type: AltchaChallenge, description: 'Solve it and pass the payload back as SignInInput.altcha (or requestPasswordReset altcha); answers once.', resolve: (captcha) => captcha.Altcha }),
    powChallenge: t.exposeString('PowChallenge', { description: 'The proof-of-work challenge: find a nonce so SHA-256(challenge + ":" + nonce) has powDifficulty leading zero bits, then send both as powChallenge and powNonce.' }),
    powDifficulty: t.exposeInt('PowDifficulty', { description: 'Leading zero bits SHA-256(challenge + ":" + nonce) must have.' }),
  }),
});

const MailMessage = builder.objectRef<Schemas['MailMessage']>('MailMessage').implement({
  description: 'A message in the local mailbox of the embedded mode.',
  fields: (t) => ({
    id: t.exposeID('Id', { description: "The message's id." }),
    to: t.exposeString('To', { description: 'The recipient address.' }),
    subject: t.exposeString('Subject', { description: 'The subject line.' }),
    text: t.exposeString('Text', { description: 'The plain-text body (links such as e-mail verification appear in it).' }),
    sentAt: t.field({ description: 'When it was sent.', type: 'DateTime', resolve: (m) => m.SentAt }),
  }),
});

// An object, not the bare list: a field that declares errors answers an object beside them (builder.ts).
const Mailbox = builder.objectRef<{ address: string; messages: Schemas['MailMessage'][] }>('Mailbox').implement({
  description: 'The local mailbox of one address (embedded mode only).',
  fields: (t) => ({
    address: t.exposeString('address', { description: 'The address asked for.' }),
    messages: t.field({ type: [MailMessage], description: 'The newest messages sent to it.', resolve: (p) => p.messages }),
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
    type: Mailbox,
    description: 'The local mailbox (embedded mode only, when no SMTP server is configured): the newest messages sent to an address.',
    args: { address: t.arg.string({ required: true }) },
    errors: { types: [ForbiddenError, ValidationError] },
    resolve: async (_root, { address }, ctx) => ({
      address,
      messages: unwrap(await ctx.platform.GET('/api/mailbox', { params: { query: { to: address } } })).Messages,
    }),
  }),
}));

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'Seed 000 §3 registration form; empty strings count as not given.',
  fields: (t) => ({
    userName: t.string({ description: 'The name to sign in with; must be unused.', required: true }),
    email: t.string({ description: 'E-mail address; must be unused.', required: true }),
    password: t.string({ description: 'The password; ValidationError.fields says which rule it misses.', required: true }),
    passwordConfirmation: t.string({ description: 'The password again; must match.', required: true }),
    countryCode: t.string({ description: 'ISO 3166-1 alpha-2 country code (Country.code).', required: true }),
    currencyCode: t.string({ description: 'The account currency (Currency.code); it cannot be changed later.', required: true }),
    bonusCode: t.string({ description: 'Optional bonus code to claim with the first deposit.' }),
    agreeWithTermsAndPrivacyPolicy: t.boolean({ required: true, description: 'Sets IsOver18, AgreeWithTerms and AgreeWithPrivacyPolicy together.' }),
    allowEmailNotification: t.boolean({ description: 'Receive marketing e-mail; default true.' }),
    birthYear: t.int({ description: 'Year of birth (four digits).', required: true }),
    birthMonth: t.int({ description: 'Month of birth (1–12).', required: true }),
    birthDay: t.int({ description: 'Day of the month of birth (1–31); the player must be 18 or over.', required: true }),
    nationalityCountryId: t.int({ description: 'Optional Country.legacyId of the nationality.' }),
    currentAddressCountryId: t.int({ description: 'Optional Country.legacyId of the country of residence.' }),
    btag: t.string({ description: 'Optional affiliate tag from the landing link.' }),
    affiliateType: t.int({ description: 'The affiliate scheme; 2 attributes the registration to the btag affiliate (Features.affiliate).' }),
    smarticoAffiliateId: t.string({ description: 'Optional Smartico affiliate id from the landing link.' }),
    powChallenge: t.string({ description: 'Captcha.powChallenge of a fresh captcha.', required: true }),
    powNonce: t.string({ description: 'The nonce solving powChallenge (see Captcha.powDifficulty).', required: true }),
  }),
});

const RegisterPayload = builder.objectRef<Payload<Schemas['RegisterResponse']>>('RegisterPayload').implement({
  description: 'What register answers: whether to verify the e-mail first, and the account when signed in at once.',
  fields: (t) => ({
    emailVerificationEnabled: t.exposeBoolean('EmailVerificationEnabled', { description: 'A confirmation e-mail was sent; sign in after following it.' }),
    needsPoliticalDeclaration: t.exposeBoolean('NeedsPoliticalDeclaration', { description: 'The player must still make the politically-exposed-person declaration.' }),
    viewer: t.field({ type: Viewer, nullable: true, description: 'Signed in at once when no verification is needed.', resolve: (_p, _a, ctx) => ctx.viewer() }),
  }),
});

const SignInInput = builder.inputType('SignInInput', {
  description: 'Seed 000 §3 sign-in form: credentials, the ALTCHA solution and the proof-of-work solution.',
  fields: (t) => ({
    userName: t.string({ description: 'The name the account signs in with.', required: true }),
    password: t.string({ description: 'The password.', required: true }),
    altcha: t.string({ description: 'The ALTCHA payload solving Captcha.altcha: base64 of JSON {algorithm, challenge, number, salt, signature}.', required: true }),
    powChallenge: t.string({ description: 'Captcha.powChallenge of the same captcha.', required: true }),
    powNonce: t.string({ description: 'The nonce solving powChallenge (see Captcha.powDifficulty).', required: true }),
    rememberMe: t.boolean({ description: 'Keep the session cookie after the browser closes (until the session expires); default false.' }),
  }),
});

const SignInPayload = builder.objectRef<{ twoFactorTicket: string | null; viewer: SessionUser | null }>('SignInPayload').implement({
  description: 'What signIn answers: the signed-in account, or a request for the two-factor code.',
  fields: (t) => ({
    twoFactorRequired: t.boolean({ description: 'Seed 000 §4 Check2FA: ask for the code and call signInWithTwoFactor.', resolve: (p) => p.twoFactorTicket !== null }),
    twoFactorTicket: t.exposeString('twoFactorTicket', { nullable: true, description: 'Proves the password step passed; valid for 5 minutes.' }),
    viewer: t.field({ description: 'The signed-in account; null while twoFactorRequired.', type: Viewer, nullable: true, resolve: (p) => p.viewer }),
  }),
});

const Done = builder.objectRef<{ message: string }>('Done').implement({
  description: 'The action succeeded; message says so in the request language.',
  fields: (t) => ({ message: t.exposeString('message', { description: 'A confirmation in the request language; may be empty.' }) }),
});

const TwoFactorSetup = builder.objectRef<Payload<Schemas['TwoFactorSetupResponse']>>('TwoFactorSetup').implement({
  description: 'A new authenticator secret; enableTwoFactor with a code from it turns two-factor sign-in on.',
  fields: (t) => ({
    secret: t.exposeString('Secret', { description: 'Base32, for typing into an authenticator app.' }),
    otpauthUri: t.exposeString('OtpauthUri', { description: 'The otpauth:// URI an authenticator app takes (the QR code encodes it).' }),
    qrCode: t.exposeString('QrCodeDataUrl', { description: 'The otpauth URI as a QR code (data: URL of an SVG).' }),
  }),
});

const TwoFactorEnabled = builder.objectRef<{ RecoveryCodes: string[] }>('TwoFactorEnabled').implement({
  description: 'Two-factor sign-in is on.',
  fields: (t) => ({ recoveryCodes: t.exposeStringList('RecoveryCodes', { description: 'Shown once; each signs in once in place of a code.' }) }),
});

const PersonalDetailsInput = builder.inputType('PersonalDetailsInput', {
  description: 'Seed 001 §3 "User details" form; empty optional strings are stored as not given.',
  fields: (t) => ({
    firstName: t.string({ description: 'First name.', required: true }),
    lastName: t.string({ description: 'Last name.', required: true }),
    birthDay: t.int({ description: 'Day of the month of birth (1–31).', required: true }),
    birthMonth: t.int({ description: 'Month of birth (1–12).', required: true }),
    birthYear: t.int({ description: 'Year of birth (four digits).', required: true }),
    gender: t.string({ description: 'Optional gender.' }),
    city: t.string({ description: 'Optional city.' }),
    phone: t.string({ description: 'Phone number.', required: true }),
    address: t.string({ description: 'Optional street address.' }),
    postalCode: t.string({ description: 'Optional postal code.' }),
    identificatorNumber: t.string({ description: 'Optional national identification number.' }),
    email: t.string({ description: 'E-mail address. A new one is not set at once: a confirmation link is mailed to it (see PersonalDetails.pendingEmail).', required: true }),
    currentPassword: t.string({ description: 'The current password; required when email differs from the account address.' }),
  }),
});

const nullIfEmpty = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value);

builder.mutationFields((t) => ({
  register: t.field({
    description: 'Seed 000 §3 registration. Signs in at once unless the e-mail must be verified first (RegisterPayload.emailVerificationEnabled).',
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
    description: 'Seed 000 §3 sign-in; sets the httpOnly session cookie. May ask for a two-factor code first (SignInPayload.twoFactorRequired).',
    type: SignInPayload,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { input }, ctx) => {
      const result = unwrap(
        await ctx.platform.POST('/api/account/login', {
          body: {
            UserName: input.userName,
            Password: input.password,
            Altcha: input.altcha,
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
      if (ctx.sessionToken) {
        const result = await ctx.platform.POST('/api/account/logout');
        // A session that already ended (signed out elsewhere, expired) has nothing left to end: signed out.
        if (result.response.status !== 401) unwrap(result);
      }
      clearCookie(ctx.request, SESSION_COOKIE, ctx.secureCookies);
      return { message: '' };
    },
  }),
  verifyEmail: t.field({
    description: "Confirms the e-mail address with the token of a verification e-mail: a new account's address, or a requested change of address (which it then makes, verified).",
    type: Done,
    args: { token: t.arg.string({ required: true }) },
    errors: { types: [ActionError, ValidationError] },
    resolve: async (_root, { token }, ctx) => ({ message: unwrap(await ctx.platform.POST('/api/account/verify-email', { body: { Token: token } })).Message }),
  }),
  requestPasswordReset: t.field({
    type: Done,
    description: 'Always answers the same whether or not the address has an account (no enumeration).',
    args: { email: t.arg.string({ required: true }), altcha: t.arg.string({ required: true, description: 'The ALTCHA payload solving Captcha.altcha.' }) },
    errors: { types: authErrors },
    resolve: async (_root, { email, altcha }, ctx) => ({
      message: unwrap(await ctx.platform.POST('/api/account/lost-password', { body: { Email: email, Altcha: altcha } })).Message,
    }),
  }),
  setPassword: t.field({
    description: 'Sets a new password with the token of a password-reset e-mail (each token works once).',
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
    description: "Changes the signed-in account's password; the old one must be right (AuthError otherwise).",
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
    description: 'Saves the "User details" form; answers the details as stored. A new e-mail needs currentPassword and waits for its confirmation link.',
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
            CurrentPassword: nullIfEmpty(input.currentPassword),
          },
        }),
      ).Details,
  }),
  startTwoFactorSetup: t.field({
    description: 'Makes a new authenticator secret; two-factor stays off until enableTwoFactor.',
    type: TwoFactorSetup,
    authScopes: { player: true },
    errors: { types: authErrors },
    resolve: async (_root, _args, ctx) => unwrap(await ctx.platform.POST('/api/account/2fa/setup')),
  }),
  enableTwoFactor: t.field({
    description: 'Turns two-factor sign-in on with a code from the secret of startTwoFactorSetup; answers the recovery codes once.',
    type: TwoFactorEnabled,
    authScopes: { player: true },
    args: { pin: t.arg.string({ required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { pin }, ctx) => unwrap(await ctx.platform.POST('/api/account/2fa/enable', { body: { Pin: pin } })),
  }),
  disableTwoFactor: t.field({
    description: 'Turns two-factor sign-in off; needs the password and a current code.',
    type: Done,
    authScopes: { player: true },
    args: { password: t.arg.string({ required: true }), pin: t.arg.string({ required: true }) },
    errors: { types: authErrors },
    resolve: async (_root, { password, pin }, ctx) => ({
      message: unwrap(await ctx.platform.POST('/api/account/2fa/disable', { body: { Password: password, Pin: pin } })).Message,
    }),
  }),
  signOutOtherSessions: t.field({
    description: 'Ends every session of the account except this one.',
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

const KycChanged = builder.objectRef<PlatformEvents['kyc.changed']>('KycChanged').implement({
  description: "Compliance decided one of the viewer's KYC documents.",
  fields: (t) => ({
    document: t.field({
      type: KycDocument,
      nullable: true,
      description: 'The document as decided (approved, or rejected with the reason).',
      resolve: async (event, _args, ctx) => unwrap(await ctx.platform.GET('/api/account/kyc')).Documents.find((document) => document.Id === event.documentId) ?? null,
    }),
    // The account's status may move with one document (pending → verified): a client reads `viewer { kyc }`
    // here and its store holds the new state without asking again.
    viewer: t.field({ type: Viewer, description: 'The viewer as it stands after the decision.', resolve: (_event, _args, ctx) => freshViewer(ctx) }),
  }),
});

builder.subscriptionFields((t) => ({
  kycChanged: t.field({
    type: KycChanged,
    description: "Each decision on one of the signed-in player's KYC documents (approved, or rejected with a reason), in every open tab.",
    errors: { types: [AuthError] },
    subscribe: async (_root, _args, ctx) => ctx.pubsub.subscribe('kyc.changed', (await subscriber(ctx)).Id),
    resolve: (event) => event,
  }),
}));

type LoginResult = Payload<Schemas['LoginResponse']>;

function finishSignIn(ctx: Context, result: LoginResult, rememberMe: boolean) {
  if (result.Check2FA) return { twoFactorTicket: result.TwoFactorTicket ?? null, viewer: null };
  if (!result.SessionToken || !result.SessionExpiresAt || !result.User) throw new Error('sign-in answered without a session');
  startSession(ctx, result.SessionToken, result.SessionExpiresAt, rememberMe);
  return { twoFactorTicket: null, viewer: result.User };
}
