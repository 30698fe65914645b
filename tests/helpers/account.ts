import { createHash } from 'node:crypto';
import { leadingZeroBits } from '../../rules/proof-of-work';

/** Reads the captcha picture as a person would: its characters, left to right. */
export function readCaptcha(dataUrl: string): string {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]).join('');
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
