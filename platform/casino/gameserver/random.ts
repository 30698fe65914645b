/**
 * The game server's chance: a cryptographically secure Random (rules/casino/random.ts) for real and
 * demo play alike.
 *
 * Bytes come from crypto.randomBytes (the OS CSPRNG) in 4 KiB batches — one system call per ~1,000
 * draws instead of one per draw. A draw in [0, n) reads 32-bit words and uses rejection sampling:
 * words at or above the largest multiple of n below 2³² are thrown away, so every result has exactly
 * the same number of words mapping to it. Taking word % n without that (the classic modulo bias) favours
 * the low results: invisible with 32-bit words and small n, glaring with bytes —
 * tests/platform/casino-rng.test.ts shows a chi-square test catching it.
 */
import { randomBytes } from 'node:crypto';
import type { Random } from '../../../rules/casino/random';

const BATCH = 4096;
const WORD_RANGE = 2 ** 32;

/**
 * A uniform integer in [0, n) from a source of uniform words in [0, wordRange): rejection sampling.
 * Exported with its word width open so the test can run it on bytes, where the bias it removes is big.
 */
export function uniformBelow(n: number, nextWord: () => number, wordRange: number): number {
  if (!Number.isInteger(n) || n < 1 || n > wordRange) throw new RangeError(`cannot draw from [0, ${n}) with ${wordRange}-valued words`);
  const limit = wordRange - (wordRange % n);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

/** A CSPRNG-backed Random. bytes is the byte source (crypto.randomBytes), replaceable only by tests. */
export function cryptoRandom(bytes: (size: number) => Buffer = randomBytes): Random {
  let buffer: Buffer = Buffer.alloc(0);
  let offset = 0;
  const nextWord = () => {
    if (offset + 4 > buffer.length) {
      buffer = bytes(BATCH);
      offset = 0;
    }
    const word = buffer.readUInt32LE(offset);
    offset += 4;
    return word;
  };
  return { int: (maxExclusive) => uniformBelow(maxExclusive, nextWord, WORD_RANGE) };
}

/** The process's one game RNG. */
export const gameRandom: Random = cryptoRandom();
