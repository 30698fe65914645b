import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvePow } from '../helpers/account';
import { callsFromFreshAddresses, startPlatform } from '../helpers/platform';
import { FUZZ_SEED, hostileJson, hostileText } from './hostile';

/**
 * Issue 24: the ALTCHA solution is base64 JSON the platform decodes. Whatever a client puts there (not
 * base64, JSON of any shape, a number as text, a huge string) is a wrong captcha or a validation error
 * (4xx, the same translated text), never a 500, and signs nobody in.
 */
let platform: Awaited<ReturnType<typeof startPlatform>>;

beforeAll(async () => {
  platform = await startPlatform({ powDifficulty: 1, altchaMaxNumber: 10, seedDemoData: true });
});
afterAll(() => platform?.close());

const call = callsFromFreshAddresses(() => platform.app, (n) => `198.51.${Math.floor(n / 250)}.${n % 250}`);

/** A decoded payload: hostile JSON of any shape, or the ALTCHA fields with hostile values. */
const hostilePayload = () =>
  fc.oneof(
    hostileText(),
    hostileJson().map((json) => Buffer.from(JSON.stringify(json) ?? '').toString('base64')),
    fc
      .record({ algorithm: hostileJson(), challenge: hostileJson(), number: hostileJson(), salt: hostileJson(), signature: hostileJson() }, { requiredKeys: [] })
      .map((fields) => Buffer.from(JSON.stringify(fields)).toString('base64')),
  );

describe('hostile ALTCHA solutions', () => {
  it('answers the challenge route with a fresh, signed challenge whatever the query', async () => {
    for (const query of ['', '?maxnumber=1', '?algorithm=MD5&expires=0', '?%zz']) {
      const { status, body } = await call('GET', `/api/account/captcha${query}`);
      expect(status).toBe(200);
      expect(body.Altcha).toMatchObject({ algorithm: 'SHA-256', maxnumber: 10 });
    }
  });

  it('refuses any hostile sign-in solution with a 4xx, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePayload(), async (altcha) => {
        const { body } = await call('GET', '/api/account/captcha');
        const answer = await call('POST', '/api/account/login', { UserName: 'demo', Password: 'Demo1234', Altcha: altcha, ReCaptchaToken: solvePow(body.PowChallenge, body.PowDifficulty) });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(['CAPTCHA_INVALID', 'VALIDATION']).toContain(answer.body.ErrorCode);
      }),
      { seed: FUZZ_SEED, numRuns: 60 },
    );
  });

  it('refuses any hostile password-reset solution with a 4xx, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePayload(), async (altcha) => {
        const answer = await call('POST', '/api/account/lost-password', { Email: 'demo@oddsgate.example', Altcha: altcha });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { seed: FUZZ_SEED, numRuns: 60 },
    );
  });
});
