import { createHash } from 'node:crypto';

/** Reads the captcha picture as a person would: its characters, left to right. */
export function readCaptcha(dataUrl: string): string {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1]).join('');
}

/** Solves a proof-of-work challenge the way the browser's worker does. */
export function solvePow(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) bits += 8;
      else {
        bits += Math.clz32(byte) - 24;
        break;
      }
    }
    if (bits >= difficulty) return `${challenge}:${nonce}`;
  }
}

/** A "challenge:nonce" answer that provably misses the difficulty (a wrong guess that cannot pass by luck). */
export function wrongPow(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(`${challenge}:x${nonce}`).digest();
    const zeroBits = digest[0] === 0 ? 8 : Math.clz32(digest[0]!) - 24;
    if (zeroBits < difficulty && zeroBits < 8) return `${challenge}:x${nonce}`;
  }
}
