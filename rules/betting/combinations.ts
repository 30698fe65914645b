/**
 * System bets ("k of n"): which lines a system stakes, how many, and which systems a slip may offer.
 *
 * A system k/n stakes one combo on every k-subset of its n selections; the lines are index combinations
 * into the slip's selection list, in lexicographic order so the same slip always yields the same lines.
 * Bankers are selections every line must contain: the system then runs over the non-bankers only, and
 * each line is the bankers plus k non-bankers (a "2/4 + 1 banker" stakes C(4, 2) = 6 lines of 3 legs).
 * A named full cover (a Yankee: every double, treble and the fourfold of 4 selections) is one bet over
 * several sizes at once: its lines are those of each size in turn.
 */

/** Seed 002 §5 and §9: a system bet takes 3 to 10 selections and at most 252 combinations. */
export const MIN_SYSTEM_SELECTIONS = 3;
export const MAX_SYSTEM_SELECTIONS = 10;
/** C(10, 5): the largest system of the largest slip, so the cap bites only when systems are summed. */
export const MAX_SYSTEM_COMBINATIONS = 252;

/** C(n, k), exact for every n the slip allows (the multiplicative form stays integral at each step). */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`C(${n}, ${k}) is undefined`);
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= r; i++) result = (result * (n - r + i)) / i;
  return result;
}

/** Every k-subset of 0 … n−1, each ascending, in lexicographic order: combinations(4, 2) → [0,1], [0,2], … [2,3]. */
export function combinations(n: number, k: number): number[][] {
  if (binomial(n, k) === 0) return [];
  const lines: number[][] = [];
  const current: number[] = [];
  const walk = (from: number) => {
    if (current.length === k) {
      lines.push([...current]);
      return;
    }
    // Stop where too few indices remain to fill the line: no dead branches.
    for (let i = from; i <= n - (k - current.length); i++) {
      current.push(i);
      walk(i + 1);
      current.pop();
    }
  };
  walk(0);
  return lines;
}

/** The k of "k of n", or several sizes staked as one bet (a full cover: 2 … n, or 1 … n with singles). */
export type SystemSizes = number | readonly number[];

const sizesOf = (size: SystemSizes): readonly number[] => (typeof size === 'number' ? [size] : size);

export interface SystemSpec {
  /** Selections on the slip, bankers included. */
  selections: number;
  /** Non-banker selections per line. */
  size: SystemSizes;
  /** Indices (0 … selections−1) of the bankers; each line contains all of them. */
  bankers?: readonly number[];
}

function checkBankers(selections: number, bankers: readonly number[]): void {
  if (new Set(bankers).size !== bankers.length) throw new RangeError('a banker is listed twice');
  for (const banker of bankers) {
    if (!Number.isInteger(banker) || banker < 0 || banker >= selections) throw new RangeError(`banker ${banker} is not a selection of ${selections}`);
  }
}

/** Σ C(non-bankers, size) over its sizes: the number of lines (combos) the system stakes. */
export function systemLineCount({ selections, size, bankers = [] }: SystemSpec): number {
  checkBankers(selections, bankers);
  return sizesOf(size).reduce((lines, k) => lines + binomial(selections - bankers.length, k), 0);
}

/**
 * The lines of a system as ascending selection indices: the bankers merged into each size-subset of the
 * non-bankers, size by size. Without bankers and with one size this is combinations(selections, size).
 */
export function systemLines({ selections, size, bankers = [] }: SystemSpec): number[][] {
  checkBankers(selections, bankers);
  const isBanker = new Set(bankers);
  const free = Array.from({ length: selections }, (_, i) => i).filter((i) => !isBanker.has(i));
  return sizesOf(size).flatMap((k) => combinations(free.length, k).map((line) => [...bankers, ...line.map((i) => free[i]!)].sort((a, b) => a - b)));
}

export interface SystemChoice {
  /** Non-banker selections per line. */
  size: number;
  /** Non-banker selections the system runs over. */
  of: number;
  /** Lines staked: C(of, size). */
  lines: number;
  /** "2/3", or "2/3 + 1B" with bankers: the label a slip shows. */
  label: string;
}

/** A system's name as slips and tickets show it: "2/3", or "2/3 + 1B" with a banker (size and of count non-bankers). */
export const systemLabel = (size: number, of: number, bankers = 0) => `${size}/${of}${bankers > 0 ? ` + ${bankers}B` : ''}`;

/**
 * The systems a slip of `selections` (bankers among them) may offer, smallest lines first. A line must
 * be a real combo (2 or more legs), and a system over all non-bankers would be one combo, not a system,
 * so size runs from max(1, 2 − bankers) to non-bankers − 1. Outside 3 to 10 selections there is none
 * (seed 002 §9), nor is any choice over MAX_SYSTEM_COMBINATIONS lines offered.
 */
export function systemChoices(selections: number, bankers = 0): SystemChoice[] {
  if (selections < MIN_SYSTEM_SELECTIONS || selections > MAX_SYSTEM_SELECTIONS) return [];
  if (!Number.isInteger(bankers) || bankers < 0 || bankers > selections) throw new RangeError(`${bankers} bankers on ${selections} selections`);
  const of = selections - bankers;
  const choices: SystemChoice[] = [];
  for (let size = Math.max(1, 2 - bankers); size <= of - 1; size++) {
    const lines = binomial(of, size);
    if (lines > MAX_SYSTEM_COMBINATIONS) continue;
    choices.push({ size, of, lines, label: systemLabel(size, of, bankers) });
  }
  return choices;
}

/**
 * The named full covers: every combination of their selections from doubles up (a Yankee: 6 doubles,
 * 4 trebles and the fourfold of 4 selections, 11 lines), or from singles up (a Lucky 15: those 11 and
 * the 4 singles). Each is one bet of 2ⁿ − 1 − n lines (2ⁿ − 1 with singles), a unit stake per line. They
 * are the British names every book uses (Canadian is also sold as "Super Yankee"). Goliath's 247 lines
 * fit the 252-combination cap; there is none for 9 or 10 selections.
 */
export const FULL_COVERS = {
  trixie: { selections: 3, singles: false },
  yankee: { selections: 4, singles: false },
  canadian: { selections: 5, singles: false },
  heinz: { selections: 6, singles: false },
  'super-heinz': { selections: 7, singles: false },
  goliath: { selections: 8, singles: false },
  patent: { selections: 3, singles: true },
  'lucky-15': { selections: 4, singles: true },
  'lucky-31': { selections: 5, singles: true },
  'lucky-63': { selections: 6, singles: true },
} as const satisfies Record<string, { selections: number; singles: boolean }>;

export type FullCover = keyof typeof FULL_COVERS;
export const FULL_COVER_NAMES = Object.keys(FULL_COVERS) as FullCover[];

/** The sizes a full cover stakes: 2 … n, or 1 … n with singles. */
export function coverSizes(cover: FullCover): number[] {
  const { selections, singles } = FULL_COVERS[cover];
  const from = singles ? 1 : 2;
  return Array.from({ length: selections - from + 1 }, (_, i) => from + i);
}

export interface CoverChoice {
  cover: FullCover;
  /** Its selections: the slip's. */
  of: number;
  /** Lines staked, one unit stake each. */
  lines: number;
  sizes: number[];
}

/**
 * The full covers a slip of `selections` offers: those of exactly that many selections, and none with a
 * banker (a cover is every combination of all its selections; a banker would leave some out).
 */
export function coverChoices(selections: number, bankers = 0): CoverChoice[] {
  if (bankers > 0) return [];
  return FULL_COVER_NAMES.filter((cover) => FULL_COVERS[cover].selections === selections).map((cover) => {
    const sizes = coverSizes(cover);
    return { cover, of: selections, lines: systemLineCount({ selections, size: sizes }), sizes };
  });
}

export interface SystemOffer {
  /** As the stakes are keyed: the size k ("2") of a system, the name of a full cover ("yankee"). */
  key: string;
  size: SystemSizes;
  lines: number;
}

/** Everything the system tab of a slip offers: its systems k of n, then its full covers. */
export function systemOffers(selections: number, bankers = 0): SystemOffer[] {
  return [
    ...systemChoices(selections, bankers).map((choice) => ({ key: String(choice.size), size: choice.size, lines: choice.lines })),
    ...coverChoices(selections, bankers).map((choice) => ({ key: choice.cover, size: choice.sizes, lines: choice.lines })),
  ];
}

/** The full cover a system bet of these sizes over these selections is, or null (a plain k of n). */
export function coverOf(selections: number, sizes: readonly number[]): FullCover | null {
  const key = sizes.join(',');
  return FULL_COVER_NAMES.find((cover) => FULL_COVERS[cover].selections === selections && coverSizes(cover).join(',') === key) ?? null;
}
