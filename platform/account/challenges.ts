import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { sql } from 'kysely';
import { leadingZeroBits } from '../../rules/proof-of-work';
import type { Db } from '../db/connection';

/**
 * Self-hosted replacements for the third-party captcha (nothing loads from another host): an ALTCHA
 * proof-of-work for sign-in and password reset (no picture, so screen-reader users are not locked out),
 * and the older proof-of-work puzzle that makes scripted sign-ups and sign-ins cost CPU. Each answers once.
 */
const TTL_MINUTES = 5;

export interface AltchaSettings {
  /** Signs the challenges so a client cannot make up an easy one. */
  hmacKey: string;
  /** The solver tries numbers up to this one: the difficulty. */
  maxNumber: number;
}

export async function issueChallenges(db: Db, powDifficulty: number, altcha: AltchaSettings) {
  const powChallenge = randomBytes(16).toString('hex');
  const expires = new Date(Date.now() + TTL_MINUTES * 60_000);
  const challenge = await createChallenge({ hmacKey: altcha.hmacKey, maxNumber: altcha.maxNumber, expires });
  await db
    .insertInto('challenges')
    .values([
      // The ALTCHA challenge is stored only so its solution is accepted once (replay protection).
      { id: challenge.challenge, kind: 'altcha', difficulty: null, expires_at: expires },
      { id: powChallenge, kind: 'pow', difficulty: powDifficulty, expires_at: expires },
    ])
    .execute();
  return {
    Altcha: {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      maxnumber: challenge.maxnumber ?? altcha.maxNumber,
      salt: challenge.salt,
      signature: challenge.signature,
    },
    PowChallenge: powChallenge,
    PowDifficulty: powDifficulty,
  };
}

/** Uses up the challenge whatever the answer, so one challenge cannot be guessed at twice. */
async function consume(db: Db, id: string, kind: 'altcha' | 'pow') {
  return db
    .updateTable('challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['difficulty'])
    .executeTakeFirst();
}

/** The challenge a payload claims to answer, or null when the payload is not ALTCHA's base64 JSON. */
function claimedChallenge(payload: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * An ALTCHA payload (base64 JSON of the challenge and the number found): signed by us, not expired,
 * solved, and not answered before. A forged, expired or replayed one is refused alike.
 */
export async function checkAltcha(db: Db, hmacKey: string, payload: string): Promise<boolean> {
  if (payload.length > 2000) return false;
  const challenge = claimedChallenge(payload);
  if (!challenge) return false;
  // altcha-lib throws on what it cannot hash (an unknown algorithm, a number that is an object): a forgery.
  const solved = await verifySolution(payload, hmacKey, true).catch(() => false);
  if (!solved) return false;
  return (await consume(db, challenge, 'altcha')) !== undefined;
}

/** token is "challenge:nonce"; SHA-256 of it must start with the challenge's number of zero bits. */
export async function checkProofOfWork(db: Db, token: string | null | undefined): Promise<boolean> {
  const [challenge, nonce] = (token ?? '').split(':');
  if (!challenge || !nonce || nonce.length > 32) return false;
  const row = await consume(db, challenge, 'pow');
  if (!row || row.difficulty === null) return false;
  return leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= row.difficulty;
}
