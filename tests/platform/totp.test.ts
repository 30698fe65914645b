import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, stepAt, verifyTotp } from '../../platform/account/totp';

// RFC 6238 appendix B: SHA-1 with the ASCII secret "12345678901234567890", 8 digits.
const SECRET = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code is %s (appendix B)', (time, code) => {
    expect(hotp(SECRET, stepAt(time), 8)).toBe(code);
  });

  it('round-trips base32 (RFC 4648)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });

  const secret = base32Encode(SECRET);
  const now = 1_800_000_015; // the middle of a 30-second step
  const codeAt = (offsetSteps: number) => hotp(SECRET, stepAt(now) + offsetSteps);

  it('accepts the current step and one step either side, and nothing else', () => {
    expect(verifyTotp(secret, codeAt(0), now, null)).toBe(stepAt(now));
    expect(verifyTotp(secret, codeAt(-1), now, null)).toBe(stepAt(now) - 1);
    expect(verifyTotp(secret, codeAt(1), now, null)).toBe(stepAt(now) + 1);
    expect(verifyTotp(secret, codeAt(-2), now, null)).toBeNull();
    expect(verifyTotp(secret, codeAt(2), now, null)).toBeNull();
    expect(verifyTotp(secret, '12345', now, null)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('refuses a code of a step already used (no replay)', () => {
    const step = verifyTotp(secret, codeAt(0), now, null)!;
    expect(verifyTotp(secret, codeAt(0), now, step)).toBeNull();
    expect(verifyTotp(secret, codeAt(-1), now, step)).toBeNull();
    expect(verifyTotp(secret, codeAt(1), now, step)).toBe(step + 1);
  });

  it('describes the secret for authenticator apps', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'demo')).toBe('otpauth://totp/Oddsgate%3Ademo?secret=JBSWY3DPEHPK3PXP&issuer=Oddsgate&algorithm=SHA1&digits=6&period=30');
  });
});
