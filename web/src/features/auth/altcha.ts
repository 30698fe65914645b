import { solveChallenge } from 'altcha-lib/v1';
import type { Captcha } from './useCaptcha';

/**
 * Solves the ALTCHA challenge (no picture, nothing to read: the browser does the work) and returns the
 * payload the platform checks: base64 of the challenge with the number found, as the altcha widget sends it.
 */
export async function solveAltcha(altcha: Captcha['altcha']): Promise<string> {
  const solution = await solveChallenge(altcha.challenge, altcha.salt, altcha.algorithm, altcha.maxNumber).promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const payload = { algorithm: altcha.algorithm, challenge: altcha.challenge, number: solution.number, salt: altcha.salt, signature: altcha.signature };
  return btoa(JSON.stringify(payload));
}
