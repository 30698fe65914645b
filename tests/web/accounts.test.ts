import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../platform/reference/data';
import { changePasswordErrors } from '../../web/src/features/account/changePassword';
import { kycContentType, kycFileRule, KYC_MAX_BYTES } from '../../web/src/features/account/kycFile';
import { inAppPath, linkify } from '../../web/src/features/account/linkify';
import { toPersonalDetailsInput, validatePersonalDetails, validatePersonalDetailsChange, type PersonalValues } from '../../web/src/features/account/personalDetails';
import { describeUserAgent } from '../../web/src/features/account/userAgent';
import { leadingZeroBits, solveProofOfWork, verifyProofOfWork } from '../../web/src/features/auth/pow';
import {
  EMPTY_REGISTRATION,
  emptyToNull,
  firstStepWith,
  registrationFieldErrors,
  toRegisterInput,
  validateRegistration,
  WIZARD_DEFAULTS,
  type RegistrationValues,
} from '../../web/src/features/auth/registration';
import { formatMoney, isZeroAmount } from '../../web/src/features/shell/format';
import { dataOf, failureOf } from '../../web/src/mutations/results';
import { itReturns } from '../helpers/table';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('proof of work (SHA-256 of `${challenge}:${nonce}` with leading zero bits)', () => {
  it.each([
    [[0xff], 0],
    [[0x80], 0],
    [[0x7f], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
  ])('%j has %i leading zero bits', (bytes, bits) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits);
  });

  it('finds a decimal nonce the server-side check (node:crypto) accepts', async () => {
    const challenge = 'f3a9c1d2-test';
    const nonce = await solveProofOfWork(challenge, 10);
    expect(nonce).toMatch(/^\d+$/);
    const hash = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(10);
    expect(await verifyProofOfWork(challenge, nonce, 10)).toBe(true);
  });

  it('answers the smallest nonce, so a smaller one never passes', async () => {
    const challenge = 'smallest';
    const nonce = Number(await solveProofOfWork(challenge, 6, undefined, 7));
    for (let n = 0; n < nonce; n++) expect(await verifyProofOfWork(challenge, String(n), 6)).toBe(false);
  });

  it('difficulty 0 is met by the first nonce', async () => {
    expect(await solveProofOfWork('anything', 0)).toBe('0');
  });
});

const adult: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  UserName: 'player_one',
  Email: 'player@example.com',
  Password: 'Tangerine7Kite',
  PasswordConfirmation: 'Tangerine7Kite',
  Country: 'SE',
  Currency: 'EUR',
  BirthDay: '14',
  BirthMonth: '6',
  BirthYear: '1990',
  AgreeWithTermsAndPrivacyPolicy: true,
};

describe('registration rules (seed 000 §5 with rules/account.ts)', () => {
  it('accepts a complete adult registration', () => {
    expect(validateRegistration(adult, NOW)).toEqual({});
  });

  it.each<[string, Partial<RegistrationValues>, Record<string, string>]>([
    ['empty form', EMPTY_REGISTRATION, {
      UserName: 'required', Email: 'required', Password: 'required', PasswordConfirmation: 'required', Country: 'country.unknown',
      BirthDay: 'required', BirthMonth: 'required', BirthYear: 'required', AgreeWithTermsAndPrivacyPolicy: 'terms',
    }],
    ['short username', { UserName: 'abc' }, { UserName: 'username.length' }],
    ['username with a space', { UserName: 'bad name' }, { UserName: 'username.characters' }],
    ['e-mail without domain', { Email: 'player@' }, { Email: 'email.invalid' }],
    ['password without a digit', { Password: 'Secretpass', PasswordConfirmation: 'Secretpass' }, { Password: 'password.composition' }],
    ['confirmation differs', { PasswordConfirmation: 'Secret124' }, { PasswordConfirmation: 'password.mustMatch' }],
    ['no currency', { Currency: '' }, { Currency: 'currency.unknown' }],
    ['17 years and 364 days', { BirthYear: '2008', BirthMonth: '6', BirthDay: '16' }, { BirthYear: 'age.register' }],
    ['18 today', { BirthYear: '2008', BirthMonth: '6', BirthDay: '15' }, {}],
    ['31 February', { BirthYear: '1990', BirthMonth: '2', BirthDay: '31' }, { BirthDay: 'age.invalidDate' }],
    ['terms not ticked', { AgreeWithTermsAndPrivacyPolicy: false }, { AgreeWithTermsAndPrivacyPolicy: 'terms' }],
  ])('%s', (_, change, errors) => {
    expect(validateRegistration({ ...adult, ...change } as RegistrationValues, NOW)).toEqual(errors);
  });

  it('the wizard starts with the seed defaults: EUR, FI, terms unticked, e-mail news on', () => {
    expect(WIZARD_DEFAULTS).toMatchObject({ Currency: 'EUR', Country: 'FI', AgreeWithTermsAndPrivacyPolicy: false, AllowEmailNotification: true });
  });

  it('finds the wizard step of a field', () => {
    expect(firstStepWith(['AgreeWithTermsAndPrivacyPolicy', 'BirthYear'])).toBe(1);
    expect(firstStepWith(['Email'])).toBe(0);
    expect(firstStepWith(['Nothing'])).toBeNull();
  });
});

describe('registration payload (seed 000 §3 "Submitted registration payload")', () => {
  const countries = [
    { code: 'SE', legacyId: 204 },
    { code: 'FI', legacyId: 72 },
  ];
  const pow = { challenge: 'c', nonce: '42' };

  it('turns empty strings into null and countries into their legacy ids', () => {
    const input = toRegisterInput(
      { ...adult, UserName: '  player_one ', Email: ' player@example.com ', BonusCode: '   ', NationalityCountry: 'FI', CurrentCountry: '' },
      { countries, landing: {}, affiliate: true, pow },
    );
    expect(input).toEqual({
      userName: 'player_one',
      email: 'player@example.com',
      password: 'Tangerine7Kite',
      passwordConfirmation: 'Tangerine7Kite',
      countryCode: 'SE',
      currencyCode: 'EUR',
      bonusCode: null,
      agreeWithTermsAndPrivacyPolicy: true,
      allowEmailNotification: false,
      birthDay: 14,
      birthMonth: 6,
      birthYear: 1990,
      nationalityCountryId: 72,
      currentAddressCountryId: null,
      btag: null,
      affiliateType: null,
      smarticoAffiliateId: null,
      powChallenge: 'c',
      powNonce: '42',
    });
  });

  it.each([
    [true, { btag: 'aff-7' }, 'aff-7', 2],
    [false, { btag: 'aff-7' }, 'aff-7', null],
    [true, { btag: '' }, null, null],
    [true, {}, null, null],
  ])('affiliate flag %s with landing %j → btag %s, affiliateType %s', (affiliate, landing, btag, affiliateType) => {
    const input = toRegisterInput(adult, { countries, landing, affiliate, pow });
    expect(input.btag).toBe(btag);
    expect(input.affiliateType).toBe(affiliateType);
  });

  it('keeps the bonus code, trimmed', () => {
    expect(toRegisterInput({ ...adult, BonusCode: ' WELCOME ' }, { countries, landing: {}, affiliate: false, pow }).bonusCode).toBe('WELCOME');
    expect(emptyToNull(undefined)).toBeNull();
  });

  it('maps the payload names of server field errors onto the form', () => {
    expect(
      registrationFieldErrors([
        { field: 'UserName', message: 'taken' },
        { field: 'NationalityCountryID', message: 'x' },
        { field: 'IsOver18', message: 'y' },
        { field: 'BirthYear', message: 'z' },
      ]).map((error) => error.field),
    ).toEqual(['UserName', 'NationalityCountry', 'AgreeWithTermsAndPrivacyPolicy', 'BirthYear']);
  });
});

describe('personal details (seed 001 §5)', () => {
  const details: PersonalValues = {
    FirstName: 'Anna',
    LastName: "O'Neil-Svensson",
    BirthDay: '1',
    BirthMonth: '2',
    BirthYear: '1985',
    Gender: '',
    City: ' Malmö ',
    Phone: '+46 (0)70-123 45 67',
    Address: '',
    PostalCode: '',
    IdentificatorNumber: '',
    Email: 'anna@example.com',
  };

  it('accepts valid details and sends optional blanks as null', () => {
    expect(validatePersonalDetails(details, NOW)).toEqual({});
    expect(toPersonalDetailsInput(details)).toMatchObject({ city: 'Malmö', gender: null, address: null, birthYear: 1985, phone: '+46 (0)70-123 45 67' });
  });

  it.each<[string, Partial<PersonalValues>, Record<string, string>]>([
    ['required fields', { FirstName: ' ', Phone: '', Email: '' }, { FirstName: 'required', Phone: 'required', Email: 'required' }],
    ['digits in a name', { LastName: 'Sm1th' }, { LastName: 'name.invalid' }],
    ['letters in a phone', { Phone: '070-ABC' }, { Phone: 'phone.invalid' }],
    ['under 18', { BirthYear: '2010' }, { BirthYear: 'age.details' }],
  ])('%s', (_, change, errors) => {
    expect(validatePersonalDetails({ ...details, ...change } as PersonalValues, NOW)).toEqual(errors);
  });

  // Issue 14 §9: a new e-mail address needs the current password; the same address does not.
  it.each<[string, Partial<PersonalValues>, Record<string, string>]>([
    ['same address, other case', { Email: 'Anna@Example.com' }, {}],
    ['new address, no password', { Email: 'anna@elsewhere.org' }, { CurrentPassword: 'password.currentRequired' }],
    ['new address with the password', { Email: 'anna@elsewhere.org', CurrentPassword: 'Tangerine7Kite' }, {}],
  ])('e-mail change: %s', (_, change, errors) => {
    const values = { ...details, CurrentPassword: '', ...change } as PersonalValues;
    expect(validatePersonalDetailsChange(values, 'anna@example.com', NOW)).toEqual(errors);
  });

  it('sends the current password only when one was typed', () => {
    expect(toPersonalDetailsInput({ ...details, CurrentPassword: '' }).currentPassword).toBeNull();
    expect(toPersonalDetailsInput({ ...details, CurrentPassword: 'Tangerine7Kite' }).currentPassword).toBe('Tangerine7Kite');
  });
});

describe('change password (seed 001 §5)', () => {
  const identity = { username: 'player_one', email: 'player@example.com' };
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['all empty', { OldPassword: '', NewPassword: '', NewPasswordConfirm: '' }, { OldPassword: 'password.currentRequired', NewPassword: 'required', NewPasswordConfirm: 'required' }],
    ['same as old', { OldPassword: 'Tangerine7Kite', NewPassword: 'Tangerine7Kite', NewPasswordConfirm: 'Tangerine7Kite' }, { NewPassword: 'password.sameAsCurrent' }],
    ['the username', { OldPassword: 'Tangerine7Kite', NewPassword: 'Player_One', NewPasswordConfirm: 'Player_One' }, { NewPassword: 'password.sameAsIdentity' }],
    ['no uppercase', { OldPassword: 'Tangerine7Kite', NewPassword: 'another123', NewPasswordConfirm: 'another123' }, { NewPassword: 'password.newComposition' }],
    ['not confirmed', { OldPassword: 'Tangerine7Kite', NewPassword: 'Another123', NewPasswordConfirm: 'Another124' }, { NewPasswordConfirm: 'password.mustMatch' }],
    ['good', { OldPassword: 'Tangerine7Kite', NewPassword: 'Another123', NewPasswordConfirm: 'Another123' }, {}],
  ])('%s', (_, values, errors) => {
    expect(changePasswordErrors(values as never, identity)).toEqual(errors);
  });
});

describe('mutation results', () => {
  it('tells the success member from the error members', () => {
    // The value member carries no failure; results_failure puts an error member's fields under failure.
    expect(failureOf({ message: 'ok' } as { failure?: null })).toBeNull();
    expect(dataOf({ message: 'ok' } as { failure?: null })).toEqual({ message: 'ok' });
    expect(failureOf({ failure: { code: 'VALIDATION', message: 'Check', fields: [{ field: 'Email', message: 'bad' }] } })).toEqual({
      code: 'VALIDATION',
      message: 'Check',
      fields: [{ field: 'Email', message: 'bad' }],
      retryAfterSeconds: null,
    });
    expect(failureOf({ failure: { code: 'ACCOUNT_LOCKED', message: 'Locked', retryAfterSeconds: 120 } })?.retryAfterSeconds).toBe(120);
    expect(dataOf({ failure: { code: 'X', message: 'y' } })).toBeNull();
  });
});

describe('money and balances in the route language', () => {
  it.each([
    ['en-US', '12.50', 'EUR', '€12.50'],
    ['en-US', '0', 'EUR', '€0.00'],
    ['de-DE', '1234.5', 'EUR', '1.234,50\u00a0€'],
    ['sv-SE', '99.999', 'SEK', '99,999\u00a0kr'],
    ['en-US', '1.23456', 'mBTC', '1.23456 mBTC'],
    ['en-US', '12345678901234567.89', 'USD', '$12,345,678,901,234,567.89'],
    // Coins with a three-letter code are not ISO currencies either: written as mBTC is, not "BTC 0.0002".
    ['en-US', '0.0002', 'BTC', '0.0002 BTC'],
    ['de-DE', '0.01', 'ETH', '0,01 ETH'],
    ['sv-SE', '0.001', 'BCH', '0,001 BCH'],
    ['it-IT', '1', 'NEO', '1 NEO'],
  ])('%s %s %s → %s', (lang, amount, currency, text) => {
    expect(formatMoney(lang, amount, currency)).toBe(text);
  });

  it('writes the deposit minimum of every coin one way: the amount, then the code', () => {
    const coins = CURRENCIES.filter((currency) => !currency.iso);
    expect(coins.map((coin) => coin.abbreviation)).toEqual(expect.arrayContaining(['BTC', 'mBTC', 'ETH', 'BNB']));
    for (const coin of coins) expect(formatMoney('en-US', coin.minimumDeposit, coin.abbreviation)).toBe(`${coin.minimumDeposit} ${coin.abbreviation}`);
  });

  itReturns('%j is zero: %s', isZeroAmount, [
    ['0', true],
    ['0.00', true],
    ['-0.0', true],
    ['0.01', false],
    ['10', false],
    ['', false],
  ]);
});

describe('mailbox text', () => {
  it('turns addresses into links, leaving sentence punctuation outside', () => {
    expect(linkify('Open http://127.0.0.1:4310/en-US/set-password?token=abc. Thanks!')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://127.0.0.1:4310/en-US/set-password?token=abc' },
      { kind: 'text', text: '. Thanks!' },
    ]);
    expect(linkify('no links here')).toEqual([{ kind: 'text', text: 'no links here' }]);
    expect(linkify('(https://example.com/a)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', href: 'https://example.com/a' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('keeps same-origin links in the app', () => {
    expect(inAppPath('http://localhost:4000/en-US/verify-email?token=x#top', 'http://localhost:4000')).toBe('/en-US/verify-email?token=x#top');
    expect(inAppPath('https://example.com/x', 'http://localhost:4000')).toBeNull();
    expect(inAppPath('not a url', 'http://localhost:4000')).toBeNull();
  });
});

describe('KYC files (PDF, JPEG or PNG up to 5 MB)', () => {
  itReturns('%j → %s', kycFileRule, [
    [{ name: 'passport.pdf', type: 'application/pdf', size: 1000 }, null],
    [{ name: 'scan.JPG', type: '', size: 1000 }, null],
    [{ name: 'photo.png', type: 'image/png', size: KYC_MAX_BYTES }, null],
    [{ name: 'photo.png', type: 'image/png', size: KYC_MAX_BYTES + 1 }, 'kyc.tooLarge'],
    [{ name: 'notes.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 10 }, 'kyc.type'],
    [{ name: 'fake.pdf', type: 'text/plain', size: 10 }, 'kyc.type'],
  ]);

  it('infers the content type from the extension when the browser gives none', () => {
    expect(kycContentType({ name: 'scan.jpeg', type: '' })).toBe('image/jpeg');
  });
});

describe('sessions list', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'Chrome', 'Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Linux'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 'Chrome', 'Android'],
    ['curl/8.5.0', null, null],
  ])('%s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os });
  });
});
