/**
 * The 5×3 video slot: five reels, three rows, 10 or 20 fixed paylines, three paytables by volatility.
 *
 * A spin stops each reel at a uniformly random position of its strip (one Random.int per reel); the
 * window shows that stop and the two after it. A payline pays its longest run of one symbol from the
 * leftmost reel, wilds standing in for any symbol but the scatter (a run of wilds alone pays as wilds,
 * whichever of the two pays more); three or more scatters anywhere pay a multiple of the total stake.
 *
 * Money: pays are in line bets (stake / lines). A spin's win is stake × units / lines, rounded down to
 * the minor unit (the house never pays a fraction it cannot hold; it costs the player under one minor
 * unit per winning spin).
 *
 * Return to player, exactly (theoreticalRtp below enumerates every symbol combination a payline can
 * show, weighted by the strips, plus every scatter count; tests/platform/casino-rtp.test.ts computes it
 * and checks a simulated million spins against it). The line count does not change the RTP: each line
 * has the same expectation (a line sees one symbol per reel, distributed as that reel's strip) and the
 * scatter pays on the total stake.
 *
 *   paytable  RTP (exact)   top line pay   hit rate 20 / 10 lines   SD of a spin (20 lines, stakes)
 *   low       96.045 %      750 line bets  43.5 % / 26.5 %          ≈ 1.75
 *   medium    96.103 %      5,000          42.4 % / 24.7 %          ≈ 2.5
 *   high      96.025 %      10,000         42.4 % / 24.1 %          ≈ 3.5–4.6 (heavy-tailed)
 *
 * (The hit rates and SDs are measured over a million spins: the lines share one window, so they are
 * not sums of per-line figures. The simulation test's tolerance is 5 × its own measured SD / √n:
 * ±0.9 % (low) to ±1.8 % (high) around the exact figure.)
 */
import type { Random } from './random';

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'bar', 'seven', 'diamond', 'wild', 'scatter'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type SlotVariant = 'low' | 'medium' | 'high';
export const SLOT_VARIANTS: readonly SlotVariant[] = ['low', 'medium', 'high'];
/** A catalogue variant as a paytable: an unknown one plays the medium paytable. */
export const slotVariantOf = (variant: string): SlotVariant => ((SLOT_VARIANTS as readonly string[]).includes(variant) ? (variant as SlotVariant) : 'medium');
export const SLOT_LINE_COUNTS = [10, 20] as const;
export type SlotLineCount = (typeof SLOT_LINE_COUNTS)[number];

const WILD = SLOT_SYMBOLS.indexOf('wild');
const SCATTER = SLOT_SYMBOLS.indexOf('scatter');
const REELS = 5;
const ROWS = 3;

/**
 * The 20 paylines, the row (0 top … 2 bottom) each reel contributes; a 10-line game plays the first 10.
 * The classic layout: the three rows, the two Vs, then zig-zags.
 */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

interface Paytable {
  /** Per symbol, the pay in line bets for a run of 3, 4 and 5 (the scatter's row is in total stakes). */
  pays: Record<SlotSymbol, readonly [number, number, number]>;
  /** Per reel, how many stops of each symbol its strip has (SLOT_SYMBOLS order). */
  reels: readonly (readonly number[])[];
}

// Reel counts in SLOT_SYMBOLS order: cherry lemon orange plum bell bar seven diamond wild scatter.
const PAYTABLES: Record<SlotVariant, Paytable> = {
  // Frequent small wins: wilds on every reel, a flat paytable (top line pay 750 line bets).
  low: {
    pays: {
      cherry: [20, 40, 100],
      lemon: [20, 35, 100],
      orange: [20, 50, 100],
      plum: [20, 50, 100],
      bell: [30, 70, 150],
      bar: [40, 100, 200],
      seven: [50, 125, 300],
      diamond: [75, 150, 400],
      wild: [100, 250, 750],
      scatter: [2, 5, 20],
    },
    reels: [
      [6, 6, 5, 5, 4, 3, 2, 2, 1, 1],
      [6, 6, 5, 5, 4, 3, 2, 2, 1, 1],
      [6, 6, 5, 5, 4, 3, 2, 2, 1, 1],
      [6, 6, 5, 5, 4, 3, 2, 2, 1, 1],
      [6, 6, 5, 5, 4, 3, 2, 2, 1, 1],
    ],
  },
  // Steeper pays (top 5,000 line bets) on longer strips (42 stops, one diamond and one wild a reel).
  medium: {
    pays: {
      cherry: [15, 30, 100],
      lemon: [15, 30, 100],
      orange: [20, 40, 125],
      plum: [20, 50, 150],
      bell: [40, 75, 250],
      bar: [50, 150, 500],
      seven: [100, 250, 1000],
      diamond: [120, 500, 2500],
      wild: [200, 1000, 5000],
      scatter: [5, 20, 100],
    },
    reels: [
      [7, 7, 6, 6, 5, 4, 3, 2, 1, 1],
      [7, 7, 6, 6, 5, 4, 3, 2, 1, 1],
      [7, 7, 6, 6, 5, 4, 3, 2, 1, 1],
      [7, 7, 6, 6, 5, 4, 3, 2, 1, 1],
      [7, 7, 6, 6, 5, 4, 3, 2, 1, 1],
    ],
  },
  // Rare big wins: 50-stop strips, top 10,000 line bets, a scatter paying up to 500 stakes. No wild on
  // reels 1 and 5, so a wild only stands in (no line starts with a wild: its own pays are 0).
  high: {
    pays: {
      cherry: [10, 40, 125],
      lemon: [10, 45, 125],
      orange: [20, 50, 150],
      plum: [20, 75, 200],
      bell: [50, 160, 500],
      bar: [75, 250, 1000],
      seven: [150, 750, 3000],
      diamond: [300, 1500, 10000],
      wild: [0, 0, 0],
      scatter: [10, 50, 500],
    },
    reels: [
      [9, 9, 8, 8, 6, 4, 3, 2, 0, 1],
      [9, 9, 8, 8, 6, 4, 3, 2, 1, 1],
      [9, 9, 8, 8, 6, 4, 3, 2, 1, 1],
      [9, 9, 8, 8, 6, 4, 3, 2, 1, 1],
      [9, 9, 8, 8, 6, 4, 3, 2, 0, 1],
    ],
  },
};

/**
 * A reel's strip from its symbol counts: each symbol's stops spread evenly round the strip (symbol s's
 * j-th stop at fraction (j + ½ + s / symbols) / count, ties broken by symbol), so scatters never sit
 * within a window of each other and the strip reads like a real one. Deterministic: the strips are
 * fixed data, only the stop is random.
 */
function layOut(counts: readonly number[]): number[] {
  const stops: { at: number; symbol: number }[] = [];
  counts.forEach((count, symbol) => {
    for (let j = 0; j < count; j++) stops.push({ at: (j + 0.5 + symbol / counts.length) / count, symbol });
  });
  return stops.sort((a, b) => a.at - b.at || a.symbol - b.symbol).map((stop) => stop.symbol);
}

const STRIPS: Record<SlotVariant, readonly (readonly number[])[]> = {
  low: PAYTABLES.low.reels.map(layOut),
  medium: PAYTABLES.medium.reels.map(layOut),
  high: PAYTABLES.high.reels.map(layOut),
};
const PAY_ROWS: Record<SlotVariant, readonly (readonly number[])[]> = {
  low: payRows(PAYTABLES.low),
  medium: payRows(PAYTABLES.medium),
  high: payRows(PAYTABLES.high),
};

/** pays[symbol][run length 0…5] as a dense table, so evaluating a line is array reads. */
function payRows(table: Paytable): number[][] {
  return SLOT_SYMBOLS.map((symbol) => [0, 0, 0, ...table.pays[symbol]]);
}

/** The paytable as published on the game page: pays per symbol for 3, 4, 5. */
export function slotPaytable(variant: SlotVariant): Record<SlotSymbol, readonly [number, number, number]> {
  return PAYTABLES[variant].pays;
}

/** What one payline shows, pays and why: the paying symbol and its run length (0 when it pays nothing). */
export interface LinePay {
  symbol: number;
  count: number;
  pay: number;
}

const NO_PAY: LinePay = { symbol: -1, count: 0, pay: 0 };

/**
 * One payline's pay in line bets, from the symbols it shows on the five reels (left to right). Exported
 * for the exact RTP enumeration, which must judge a line exactly as a spin does.
 */
export function evaluateLine(variant: SlotVariant, symbols: ArrayLike<number>): LinePay {
  const pays = PAY_ROWS[variant];
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === WILD) wilds++;
  const wildPay = pays[WILD]![wilds]!;
  if (wilds === REELS) return { symbol: WILD, count: REELS, pay: wildPay };
  const first = symbols[wilds]!;
  let run = wilds;
  if (first !== SCATTER) while (run < REELS && (symbols[run] === first || symbols[run] === WILD)) run++;
  const symbolPay = first === SCATTER ? 0 : pays[first]![run]!;
  if (symbolPay === 0 && wildPay === 0) return NO_PAY;
  return symbolPay >= wildPay ? { symbol: first, count: run, pay: symbolPay } : { symbol: WILD, count: wilds, pay: wildPay };
}

export interface SlotLineWin {
  /** 1-based, as the paytable numbers lines. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In line bets. */
  pay: number;
}

export interface SlotOutcome {
  variant: SlotVariant;
  lines: SlotLineCount;
  /** The reel stops drawn, one per reel. */
  stops: number[];
  /** The window, reel by reel, top to bottom: grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatters: number;
  /** The scatter pay in total stakes. */
  scatterPay: number;
  /** The whole win in line bets (scatter included): the win is stake × units / lines. */
  units: number;
}

/** One spin. */
export function spinSlot(random: Random, variant: SlotVariant, lines: SlotLineCount): SlotOutcome {
  const strips = STRIPS[variant];
  const stops = strips.map((strip) => random.int(strip.length));
  return slotOutcome(variant, lines, stops);
}

/** The outcome of given reel stops (a spin is this after drawing the stops). */
export function slotOutcome(variant: SlotVariant, lines: SlotLineCount, stops: readonly number[]): SlotOutcome {
  const strips = STRIPS[variant];
  const cells = strips.map((strip, reel) => [0, 1, 2].map((row) => strip[(stops[reel]! + row) % strip.length]!));
  const lineWins: SlotLineWin[] = [];
  let units = 0;
  const shown: number[] = Array.from({ length: REELS }, () => 0);
  for (let line = 0; line < lines; line++) {
    const path = PAYLINES[line]!;
    for (let reel = 0; reel < REELS; reel++) shown[reel] = cells[reel]![path[reel]!]!;
    const paid = evaluateLine(variant, shown);
    if (paid.pay > 0) {
      lineWins.push({ line: line + 1, symbol: SLOT_SYMBOLS[paid.symbol]!, count: paid.count, pay: paid.pay });
      units += paid.pay;
    }
  }
  let scatters = 0;
  for (const column of cells) for (const symbol of column) if (symbol === SCATTER) scatters++;
  const scatterPay = PAY_ROWS[variant][SCATTER]![Math.min(scatters, REELS)]!;
  units += scatterPay * lines;
  return { variant, lines, stops: [...stops], grid: cells.map((column) => column.map((symbol) => SLOT_SYMBOLS[symbol]!)), lineWins, scatters, scatterPay, units };
}

/** The money a spin returns for a total stake (minor units): stake × units / lines, rounded down. */
export function slotWin(stake: bigint, outcome: Pick<SlotOutcome, 'units' | 'lines'>): bigint {
  return (stake * BigInt(outcome.units)) / BigInt(outcome.lines);
}

/** The strips' lengths (reel stops per reel), for the exact enumeration. */
export function slotStrips(variant: SlotVariant): readonly (readonly number[])[] {
  return STRIPS[variant];
}

export interface SlotTheory {
  /** The return to player, a fraction of the total stake. */
  rtp: number;
  /** Its parts: the lines' and the scatter's. */
  linePart: number;
  scatterPart: number;
  /** The standard deviations of one line's pay (in line bets) and of the scatter pay (in stakes). */
  lineSd: number;
  scatterSd: number;
  /**
   * An upper bound on the standard deviation of one spin's return (in stakes), whatever the line count:
   * a spin returns the mean of its lines plus the scatter, and the SD of a sum is at most the sum of
   * the SDs (the lines share a window, so their covariance is unknown but cannot beat that).
   */
  spinSdBound: number;
}

/**
 * The exact return to player, as a fraction of the total stake (rounding of money aside).
 *
 * A line: reel stops are independent and uniform, so the symbol one line sees on reel r is distributed
 * as reel r's strip (count / length), independently per reel. Its expected pay is the sum over all
 * 10⁵ symbol combinations of the product of those probabilities × evaluateLine. Every line has that
 * expectation, so the line part of the RTP (line pays / (lines × line bet)) is it.
 *
 * The scatter: per reel, how many scatters its window shows at each stop (exactly); the reels'
 * distributions convolve to the distribution of the total; pays are in total stakes.
 */
export function theoreticalRtp(variant: SlotVariant): SlotTheory {
  const strips = STRIPS[variant];
  const symbolCount = SLOT_SYMBOLS.length;
  const probabilities = strips.map((strip) => {
    const p: number[] = Array.from({ length: symbolCount }, () => 0);
    for (const symbol of strip) p[symbol]! += 1 / strip.length;
    return p;
  });
  let linePart = 0;
  let lineSquares = 0;
  const shown: number[] = Array.from({ length: REELS }, () => 0);
  const walk = (reel: number, weight: number) => {
    if (reel === REELS) {
      const pay = evaluateLine(variant, shown).pay;
      linePart += weight * pay;
      lineSquares += weight * pay * pay;
      return;
    }
    for (let symbol = 0; symbol < symbolCount; symbol++) {
      const p = probabilities[reel]![symbol]!;
      if (p === 0) continue;
      shown[reel] = symbol;
      walk(reel + 1, weight * p);
    }
  };
  walk(0, 1);
  let total = [1];
  for (const strip of strips) {
    const perStop: number[] = Array.from({ length: ROWS + 1 }, () => 0);
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) seen++;
      perStop[seen]! += 1 / strip.length;
    }
    const next: number[] = Array.from({ length: total.length + ROWS }, () => 0);
    total.forEach((p, have) => perStop.forEach((q, more) => (next[have + more]! += p * q)));
    total = next;
  }
  const scatterPays = PAY_ROWS[variant][SCATTER]!;
  const scatterPart = total.reduce((sum, p, count) => sum + p * scatterPays[Math.min(count, REELS)]!, 0);
  const scatterSquares = total.reduce((sum, p, count) => sum + p * scatterPays[Math.min(count, REELS)]! ** 2, 0);
  const lineSd = Math.sqrt(lineSquares - linePart ** 2);
  const scatterSd = Math.sqrt(scatterSquares - scatterPart ** 2);
  return { rtp: linePart + scatterPart, linePart, scatterPart, lineSd, scatterSd, spinSdBound: lineSd + scatterSd };
}
