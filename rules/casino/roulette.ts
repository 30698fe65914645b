/**
 * European roulette: one zero, 37 pockets, every standard bet.
 *
 * A bet covering n numbers returns 36 / n times its stake (stake included: "35 to 1" for a straight
 * up, "1 to 1" for red), and n always divides 36, so every bet — and any mix of bets — returns exactly
 * 36/37 of what it stakes on average:
 *
 *   RTP = n/37 × 36/n = 36/37 = 97.297 % for every bet (house edge 1/37 = 2.703 %).
 *
 * No "la partage" or "en prison": a zero loses the even-money bets outright. The simulation test spins a
 * million times over a fixed mix of bets (tests/platform/casino-rtp.test.ts) and enumerates the 37
 * pockets for every valid bet of every type to show each one's RTP is exactly 36/37.
 *
 * Bets (Numbers as the player names them; outside bets name no numbers, a dozen or column its index):
 *   straight  1 number            35:1    split    2 adjacent        17:1
 *   street    3 in a row          11:1    trio     0-1-2 or 0-2-3    11:1
 *   corner    4 in a square        8:1    basket   0-1-2-3 (first four) 8:1
 *   line      2 adjacent streets   5:1    dozen    [1|2|3]            2:1
 *   column    [1|2|3]              2:1    red, black, odd, even, low (1-18), high (19-36)  1:1
 */
import type { Random } from './random';

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'basket',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** Every bet's return to player: 36/37. */
export const ROULETTE_RTP = 36 / 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const POCKETS = 37;

export type PocketColor = 'green' | 'red' | 'black';
export const colorOf = (pocket: number): PocketColor => (pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black');

/** The layout's rows: street k (1…12) is 3k-2, 3k-1, 3k; column c (1…3) is the numbers ≡ c mod 3. */
const rowOf = (n: number) => Math.ceil(n / 3);
const columnOf = (n: number) => ((n - 1) % 3) + 1;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n) => b.includes(n));

export interface RouletteBet {
  type: RouletteBetType;
  /** As the player gave them: the covered numbers of an inside bet, [index] of a dozen or column, none for the rest. */
  numbers?: readonly number[];
}

/**
 * The pockets a bet covers, or null when the bet is not a valid one of its type (numbers not adjacent,
 * not a street, a repeated number…). Validation is by construction: the covered set must be one the
 * layout offers for that type.
 */
export function coveredNumbers(bet: RouletteBet): number[] | null {
  const given = [...(bet.numbers ?? [])].sort((a, b) => a - b);
  if (given.some((n) => !Number.isInteger(n) || n < 0 || n > 36) || new Set(given).size !== given.length) return null;
  const outside = (numbers: number[]) => (given.length === 0 ? numbers : null);
  const indexed = (pick: (index: number) => number[]) => (given.length === 1 && given[0]! >= 1 && given[0]! <= 3 ? pick(given[0]!) : null);
  const offered = (options: number[][]) => (options.some((option) => sameSet(option, given)) ? given : null);
  switch (bet.type) {
    case 'straight':
      return given.length === 1 ? given : null;
    case 'split': {
      if (given.length !== 2) return null;
      const [a, b] = given as [number, number];
      if (a === 0) return b >= 1 && b <= 3 ? given : null;
      const beside = b === a + 1 && rowOf(a) === rowOf(b);
      return beside || b === a + 3 ? given : null;
    }
    case 'street':
      return given.length === 3 && given[0]! % 3 === 1 && given[1] === given[0]! + 1 && given[2] === given[0]! + 2 ? given : null;
    case 'trio':
      return offered([
        [0, 1, 2],
        [0, 2, 3],
      ]);
    case 'corner': {
      if (given.length !== 4) return null;
      const a = given[0]!;
      return a >= 1 && columnOf(a) < 3 && sameSet(given, [a, a + 1, a + 3, a + 4]) ? given : null;
    }
    case 'basket':
      return offered([[0, 1, 2, 3]]);
    case 'line': {
      if (given.length !== 6) return null;
      const a = given[0]!;
      return a >= 1 && a % 3 === 1 && a <= 31 && sameSet(given, range(a, a + 5)) ? given : null;
    }
    case 'dozen':
      return indexed((k) => range(12 * k - 11, 12 * k));
    case 'column':
      return indexed((c) => range(1, 36).filter((n) => columnOf(n) === c));
    case 'red':
      return outside(range(1, 36).filter((n) => RED_NUMBERS.has(n)));
    case 'black':
      return outside(range(1, 36).filter((n) => !RED_NUMBERS.has(n)));
    case 'odd':
      return outside(range(1, 36).filter((n) => n % 2 === 1));
    case 'even':
      return outside(range(1, 36).filter((n) => n % 2 === 0));
    case 'low':
      return outside(range(1, 18));
    case 'high':
      return outside(range(19, 36));
  }
}

/** What a winning bet returns per unit staked, stake included: 36 / covered numbers (36 for a straight up, 2 for red). */
export const returnMultiple = (covered: readonly number[]) => 36 / covered.length;

export interface PlacedBet<Amount> extends RouletteBet {
  amount: Amount;
  covered: number[];
}

export interface RouletteOutcome {
  pocket: number;
  color: PocketColor;
}

/** One spin of the wheel. */
export function spinRoulette(random: Random): RouletteOutcome {
  const pocket = random.int(POCKETS);
  return { pocket, color: colorOf(pocket) };
}

/** What a bet returns (minor units, stake included) when the ball lands in pocket: 0 when it loses. */
export function betReturn(bet: Pick<PlacedBet<bigint>, 'amount' | 'covered'>, pocket: number): bigint {
  return bet.covered.includes(pocket) ? bet.amount * BigInt(returnMultiple(bet.covered)) : 0n;
}

/** Every valid bet of a type (to enumerate: every bet's RTP is 36/37). */
export function allBetsOf(type: RouletteBetType): RouletteBet[] {
  const candidates: number[][] = [];
  switch (type) {
    case 'straight':
      for (let n = 0; n <= 36; n++) candidates.push([n]);
      break;
    case 'split':
      for (let a = 0; a <= 36; a++) for (let b = a + 1; b <= 36; b++) candidates.push([a, b]);
      break;
    case 'street':
    case 'trio':
      for (let a = 0; a <= 34; a++) candidates.push([a, a + 1, a + 2], [0, a + 1, a + 2]);
      break;
    case 'corner':
    case 'basket':
      for (let a = 0; a <= 32; a++) candidates.push([a, a + 1, a + 3, a + 4], [0, 1, 2, 3]);
      break;
    case 'line':
      for (let a = 1; a <= 31; a++) candidates.push(range(a, a + 5));
      break;
    case 'dozen':
    case 'column':
      candidates.push([1], [2], [3]);
      break;
    default:
      candidates.push([]);
  }
  const seen = new Set<string>();
  return candidates
    .map((numbers) => ({ type, numbers }))
    .filter((bet) => {
      const covered = coveredNumbers(bet);
      const key = covered?.join(',') ?? '';
      if (!covered || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
