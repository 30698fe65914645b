/**
 * A seeded pseudo-random generator, so one seed replays the same week: mulberry32 (Tommy Ettinger's
 * 32-bit generator, public domain; it passes gjrand's tests at this size). Math.random cannot be seeded.
 * Not for anything that must be unpredictable: a feed simulator only needs to look random.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [low, high]. */
  int(low: number, high: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal (Box–Muller). */
  normal(): number;
}

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

/**
 * A seed for one thing (a match) from the run's seed and its key (FNV-1a over the key, then mixed), so
 * each match plays out the same whatever else the feed did before it and however often it ticked.
 */
export function seedFor(seed: number, key: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
}
