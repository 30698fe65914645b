import { leadingZeroBits } from '../../../../rules/proof-of-work';

export { leadingZeroBits };

/**
 * The proof of work that stands in for a third-party reCAPTCHA (seed 000 §4
 * "ReCaptchaToken"): find a decimal nonce such that SHA-256 of
 * `${challenge}:${nonce}` starts with at least `difficulty` zero bits. Cheap for
 * one sign-in, expensive for a bot trying thousands.
 */
export type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

const subtleDigest: Digest = (data) => crypto.subtle.digest('SHA-256', data);

/** More than 2^32 hashes is no longer a puzzle; give up rather than spin forever. */
const MAX_ATTEMPTS = 2 ** 32;

export async function verifyProofOfWork(challenge: string, nonce: string, difficulty: number, digest: Digest = subtleDigest): Promise<boolean> {
  const hash = await digest(new TextEncoder().encode(`${challenge}:${nonce}`));
  return leadingZeroBits(new Uint8Array(hash)) >= difficulty;
}

/**
 * The smallest nonce that meets the difficulty. Hashes run in batches: one
 * crypto.subtle call per attempt costs a promise each, and a batch lets the
 * engine overlap them.
 */
export async function solveProofOfWork(challenge: string, difficulty: number, digest: Digest = subtleDigest, batch = 256): Promise<string> {
  const encoder = new TextEncoder();
  for (let base = 0; base < MAX_ATTEMPTS; base += batch) {
    const hashes = await Promise.all(Array.from({ length: batch }, (_, i) => digest(encoder.encode(`${challenge}:${base + i}`))));
    const hit = hashes.findIndex((hash) => leadingZeroBits(new Uint8Array(hash)) >= difficulty);
    if (hit >= 0) return String(base + hit);
  }
  throw new Error(`no proof of work below ${MAX_ATTEMPTS} attempts`);
}
