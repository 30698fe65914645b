/**
 * Odds formats: a decimal price shown in each of the six formats and read back. Shared by the platform
 * and the web client, which shows every price in the player's format.
 *
 * The decimal price is what a ticket is settled on. Every other format is a display, so it is rounded
 * and need not reproduce the decimal exactly: 2.50 shows in Malay as -0.67, which reads back as 2.49.
 * What does hold is that a displayed value reads back to a price that shows as the same value
 * (format(parse(text)) === text). The tests check this.
 *
 * Definitions: decimal = stake-inclusive return per unit; fractional = net profit as a/b;
 * American = +profit on a 100 stake, or -stake needed to win 100; Hong Kong = decimal − 1; Indonesian
 * = American ÷ 100; Malay = Hong Kong up to evens, else −1/HK (e.g. Pinnacle's "Odds formats" help
 * page, and Buchdahl, "Squares & Sharps", 2016, ch. 1).
 */
/** Seed 001 §2 odds formats, in the settings dropdown's order. */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american', 'hongkong', 'indonesian', 'malay'] as const;

export type OddsFormat = (typeof ODDS_FORMATS)[number];

/**
 * Round half away from zero to `places` decimals. toPrecision(12) first strips binary noise
 * (0.905 is stored as 0.90500000000000002665, 1.15 × 100 as 114.99999999999999), so a value
 * rounds as the decimal it was written as, the same way on every machine.
 */
export function roundHalfAway(value: number, places: number): number {
  const scale = 10 ** places;
  const scaled = Number((Math.abs(value) * scale).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / scale;
}

const fixed = (value: number, places: number) => roundHalfAway(value, places).toFixed(places);

/**
 * The common UK fractions, shortest first: 1/100 to 1000/1. Boards print 4/6, 6/4 and 100/30;
 * we print them reduced (2/3, 3/2, 10/3) so a fraction has one spelling.
 */
export const FRACTIONAL_LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 50], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9], [1, 8], [1, 7],
  [1, 6], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7],
  [8, 13], [2, 3], [8, 11], [4, 5], [5, 6], [10, 11], [20, 21], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4],
  [11, 8], [7, 5], [3, 2], [8, 5], [13, 8], [7, 4], [9, 5], [15, 8], [2, 1], [17, 8], [11, 5], [9, 4], [12, 5],
  [5, 2], [13, 5], [11, 4], [14, 5], [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2],
  [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1],
  [22, 1], [25, 1], [28, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1], [150, 1],
  [200, 1], [250, 1], [300, 1], [400, 1], [500, 1], [750, 1], [1000, 1],
];

/** Binary noise in a price: 1 + 7/20 is not exactly 1.35 in floating point, nor 1.35 − 1 exactly 0.35. */
const NOISE = 1e-9;

/**
 * The price's profit as a simple fraction, reduced, or null when it is not one. Simple: a whole number,
 * or a denominator up to 20 with a numerator up to 100, what a board can print and a player can read
 * (7/20, 23/20, 67/20; not 33/50 or 101/20). Every 2-place price up to 6.00 that is a multiple of 0.05 is one.
 */
function simpleFraction(profit: number): readonly [number, number] | null {
  for (let denominator = 1; denominator <= 20; denominator++) {
    const numerator = Math.round(profit * denominator);
    if (numerator > 0 && Math.abs(numerator / denominator - profit) < NOISE && (denominator === 1 || numerator <= 100)) {
      return [numerator, denominator];
    }
  }
  return null;
}

/**
 * Exact where the price is a simple fraction; otherwise the ladder rung nearest the price from below. A
 * display must never be better than the price the bet is taken at (issue 22: 1.32 showed as 1/3 = 1.333),
 * so a rung above the price is never chosen, however close. Beyond 1000/1 the profit is rounded down to a
 * whole /1. Every rung shows as itself: a simple one is found exactly, any other is its own nearest rung.
 */
function toFractional(decimal: number): string {
  const profit = decimal - 1;
  const exact = simpleFraction(profit);
  if (exact) return `${exact[0]}/${exact[1]}`;
  const longest = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1]!;
  if (profit > longest[0] / longest[1]) return `${Math.floor(profit + NOISE)}/1`;
  // The ladder is sorted shortest first and starts at 1/100 (1.01 = MIN_PRICE), so the last rung not above
  // the price exists for every price the book offers; a shorter one still shows the shortest rung.
  let best = FRACTIONAL_LADDER[0]!;
  for (const rung of FRACTIONAL_LADDER) if (rung[0] / rung[1] <= profit + NOISE) best = rung;
  return `${best[0]}/${best[1]}`;
}

function assertPrice(decimal: number): void {
  if (!Number.isFinite(decimal) || decimal <= 1) throw new RangeError(`a decimal price must be above 1, got ${decimal}`);
}

/**
 * Show a decimal price in a format. Rounding, half away from zero in every case:
 * decimal, Hong Kong, Indonesian, Malay to 2 places (Malay to 3 beyond 11.00); American to a whole
 * number; fractional exact when simple, else to the nearest ladder rung not above the price. Evens (2.00) shows as 1/1, +100, 1.00, +1.00 and 1.00.
 */
export function formatOdds(decimal: number, format: OddsFormat): string {
  assertPrice(decimal);
  const profit = decimal - 1;
  switch (format) {
    case 'decimal':
      return fixed(decimal, 2);
    case 'fractional':
      return toFractional(decimal);
    case 'american':
      return decimal >= 2 ? `+${fixed(profit * 100, 0)}` : fixed(-100 / profit, 0);
    case 'hongkong':
      return fixed(profit, 2);
    case 'indonesian':
      return decimal >= 2 ? `+${fixed(profit, 2)}` : fixed(-1 / profit, 2);
    case 'malay': {
      const value = decimal <= 2 ? profit : -1 / profit;
      // Two places cannot tell 101.00 (-0.01) from 201.00 (-0.005), so a long price gets a third
      // (up to MAX_PRICE 1001.00, -0.001). The switch is decided on the 3-place value, so a display
      // reads back to itself on either side of it.
      return value < 0 && roundHalfAway(value, 3) > -0.1 ? fixed(value, 3) : fixed(value, 2);
    }
  }
}

function number(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(trimmed)) throw new RangeError(`not a number: "${text}"`);
  return Number(trimmed);
}

/** Read a displayed price back into a decimal price. Rejects values a format cannot show. */
export function parseOdds(text: string, format: OddsFormat): number {
  switch (format) {
    case 'decimal': {
      const value = number(text);
      if (value <= 1) throw new RangeError(`a decimal price must be above 1: "${text}"`);
      return value;
    }
    case 'fractional': {
      if (/^\s*(evs|evens)\s*$/i.test(text)) return 2;
      const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
      const [numerator, denominator] = [Number(match?.[1]), Number(match?.[2])];
      if (!match || numerator === 0 || denominator === 0) throw new RangeError(`not a fraction: "${text}"`);
      return 1 + numerator / denominator;
    }
    case 'american': {
      // -100 < x < +100 does not exist: -100 and +100 are both evens.
      const value = number(text);
      if (Math.abs(value) < 100) throw new RangeError(`an American price is at least 100 either way: "${text}"`);
      return value > 0 ? 1 + value / 100 : 1 + 100 / -value;
    }
    case 'hongkong': {
      const value = number(text);
      if (value <= 0) throw new RangeError(`a Hong Kong price is above 0: "${text}"`);
      return 1 + value;
    }
    case 'indonesian': {
      const value = number(text);
      if (Math.abs(value) < 1) throw new RangeError(`an Indonesian price is at least 1 either way: "${text}"`);
      return value > 0 ? 1 + value : 1 + 1 / -value;
    }
    case 'malay': {
      const value = number(text);
      if (value === 0 || Math.abs(value) > 1) throw new RangeError(`a Malay price lies in [-1, 0) or (0, 1]: "${text}"`);
      return value > 0 ? 1 + value : 1 + 1 / -value;
    }
  }
}
