import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { leadingZeroBits } from '../../rules/proof-of-work';
import type { Db } from '../db/connection';

/**
 * Self-hosted replacements for the third-party captcha (nothing loads from another
 * host): a picture of characters for sign-in and password reset (seed 000 §3
 * captchaPic), and a proof-of-work puzzle in place of the invisible reCAPTCHA
 * token, which makes scripted sign-ups and sign-ins cost CPU. Each answers once.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I/L
const CAPTCHA_LENGTH = 5;
const TTL_MINUTES = 10;

function captchaSvg(text: string): string {
  const width = 170;
  const height = 56;
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(360)},60%,60%)" stroke-width="${1 + randomInt(2)}" opacity="0.7"/>`;
  }).join('');
  const glyphs = [...text]
    .map((char, i) => {
      const x = 18 + i * 30 + randomInt(-4, 5);
      const y = 38 + randomInt(-6, 7);
      const rotate = randomInt(-28, 29);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="${28 + randomInt(-3, 5)}" font-weight="700" fill="hsl(${randomInt(360)},70%,75%)">${char}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#1b2230"/>${noise}${glyphs}</svg>`;
}

export async function issueChallenges(db: Db, powDifficulty: number) {
  const captchaId = randomBytes(16).toString('hex');
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const powChallenge = randomBytes(16).toString('hex');
  const expires = sql<Date>`now() + ${`${TTL_MINUTES} minutes`}::interval`;
  await db
    .insertInto('challenges')
    .values([
      { id: captchaId, kind: 'captcha', answer, difficulty: null, expires_at: expires },
      { id: powChallenge, kind: 'pow', answer: null, difficulty: powDifficulty, expires_at: expires },
    ])
    .execute();
  return {
    CaptchaId: captchaId,
    CaptchaPicAsBase64: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`,
    PowChallenge: powChallenge,
    PowDifficulty: powDifficulty,
  };
}

/** Uses up the challenge whatever the answer, so one picture cannot be guessed at twice. */
async function consume(db: Db, id: string, kind: 'captcha' | 'pow') {
  return db
    .updateTable('challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['answer', 'difficulty'])
    .executeTakeFirst();
}

export async function checkCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  const row = await consume(db, id, 'captcha');
  return row?.answer != null && row.answer === answer.trim().toUpperCase();
}

/** token is "challenge:nonce"; SHA-256 of it must start with the challenge's number of zero bits. */
export async function checkProofOfWork(db: Db, token: string | null | undefined): Promise<boolean> {
  const [challenge, nonce] = (token ?? '').split(':');
  if (!challenge || !nonce || nonce.length > 32) return false;
  const row = await consume(db, challenge, 'pow');
  if (!row || row.difficulty === null) return false;
  return leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= row.difficulty;
}
