import { createHash } from 'node:crypto';
import { leadingZeroBits } from '../../rules/proof-of-work';

/** ALTCHA's challenge as the platform (lower-case maxnumber) or the gateway (maxNumber) hands it out. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
  maxNumber?: number;
}

/** Solves an ALTCHA challenge as the browser does and returns the payload to send back. */
export function solveAltcha(altcha: AltchaChallenge): string {
  const max = altcha.maxnumber ?? altcha.maxNumber ?? 0;
  for (let number = 0; number <= max; number++) {
    if (createHash('sha256').update(`${altcha.salt}${number}`).digest('hex') === altcha.challenge) {
      return Buffer.from(JSON.stringify({ algorithm: altcha.algorithm, challenge: altcha.challenge, number, salt: altcha.salt, signature: altcha.signature })).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge has no solution');
}

/** Solves a proof-of-work challenge the way the browser's worker does. */
export function solvePow(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= difficulty) return `${challenge}:${nonce}`;
  }
}

/** A "challenge:nonce" answer that provably misses the difficulty (a wrong guess that cannot pass by luck). */
export function wrongPow(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    if (leadingZeroBits(createHash('sha256').update(`${challenge}:x${nonce}`).digest()) < difficulty) return `${challenge}:x${nonce}`;
  }
}

/**
 * The body of POST /api/account/register for an adult Swedish player in EUR who accepts every term:
 * the caller names the player, answers the proof of work and overrides whatever its test is about.
 */
export function registrationBody(player: { UserName: string; Email: string; ReCaptchaToken: string; Password?: string }, overrides: Record<string, unknown> = {}) {
  const password = player.Password ?? 'Tangerine7Kite';
  return {
    UserName: player.UserName,
    Email: player.Email,
    Password: password,
    PasswordConfirmation: password,
    Country: { Code: 'SE' },
    Currency: { Abbreviation: 'EUR' },
    IsOver18: true,
    AgreeWithTerms: true,
    AgreeWithPrivacyPolicy: true,
    AgreeWithTermsAndPrivacyPolicy: true,
    BirthYear: 1990,
    BirthMonth: 5,
    BirthDay: 17,
    ReCaptchaToken: player.ReCaptchaToken,
    ...overrides,
  };
}
