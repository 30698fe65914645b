/**
 * Where the casino engines get their chance from. Every engine takes a Random and nothing else that is
 * random, so the same engine runs on the game server's CSPRNG (platform/casino/gameserver/random.ts)
 * and, in the RTP simulations, on a seeded generator that makes a million rounds reproducible.
 */
export interface Random {
  /** A uniformly distributed integer in [0, maxExclusive); maxExclusive is a positive integer ≤ 2³². */
  int(maxExclusive: number): number;
}

/**
 * A fast seeded generator (sfc32, Chris Doty-Humphrey's "small fast counting" generator, passes
 * PractRand) for simulations and tests ONLY: it is predictable from its output, so real play never
 * uses it. The mapping to [0, n) is multiply-shift of a 32-bit word: biased by less than n / 2³², far
 * below what a simulation of a few million rounds can see, and fast.
 */
export function seededRandom(seed: number): Random {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 + seed;
  let c = 0xb7e15162 ^ (seed * 31);
  let d = 1;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) next();
  return { int: (maxExclusive) => Math.floor((next() / 0x1_0000_0000) * maxExclusive) };
}
