/**
 * The roulette page's betting spots, laid out as a real European table lays them (issue 22: the page
 * offered only straights, dozens, columns and even chances). Numbers run in three rows of twelve, 3 on
 * top and 1 at the bottom, the zero on the left; an inside bet's chip sits where the numbers it covers
 * meet:
 *
 *   split        on the line between two numbers (0-1, 0-2, 0-3 on the zero's edge)
 *   street       on the outer edge of its row of three (below 1-2-3 here)
 *   corner       on the crossing of four numbers
 *   six line     on the outer edge where two streets meet
 *   trio         on the crossing of 0 with 1-2 or 2-3
 *   first four   (basket) where the zero, 1 and the outer edge meet
 *
 * Pure and built from the engine's own validation (coveredNumbers), so the page can place every bet the
 * engine takes and nothing else — tests/platform/casino-gameserver.test.ts holds it equal to allBetsOf.
 * The page script draws these spots; it decides no coverage itself.
 */
import { colorOf, coveredNumbers, returnMultiple, type RouletteBetType } from '../../../rules/casino/roulette';

/** Where on its cell a spot sits: the cell itself, one of its edges, or one of its corners. */
export type SpotPlace = 'cell' | 'top' | 'right' | 'bottom' | 'left' | 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

export interface BoardSpot {
  type: RouletteBetType;
  /** As the page posts them (the play API's Numbers). */
  numbers: number[];
  /** The pockets the bet wins on: what a spin highlights. */
  covers: number[];
  /** "35" for a straight up: the odds to 1 a win pays. */
  odds: number;
  /** The CSS grid area of the cell the spot sits on (grid-row / grid-column values). */
  row: string;
  column: string;
  place: SpotPlace;
  /** The cell's look: a number's colour, "out" for an outside bet, "edge" for a spot on a line. */
  look: 'red' | 'black' | 'green' | 'out' | 'edge';
  /** The text the cell shows, a label key (games.json bets.*) for an outside bet; none for an edge. */
  text?: string;
  textKey?: string;
  /** The variables of the bet's name (games.json betNames.<type>): "17/20", "13–15", the dozen's index. */
  name: { numbers: string; index?: number };
}

/** Grid line of a number's cell: column 1 is the zero, columns 2…13 the twelve streets, 14 the "2 to 1". */
const columnOf = (n: number) => Math.ceil(n / 3) + 1;
/** Row 1 holds 3, 6, … 36; row 3 holds 1, 4, … 34. */
const rowOf = (n: number) => 3 - ((n - 1) % 3);

function spot(type: RouletteBetType, numbers: number[], at: { row: string; column: string; place: SpotPlace }, look: BoardSpot['look'], extra: Partial<BoardSpot> = {}): BoardSpot {
  const covers = coveredNumbers({ type, numbers });
  // The layout below is written by hand; a spot the engine would refuse must fail loudly here, not at play.
  if (!covers) throw new Error(`the roulette board offers a bet the engine refuses: ${type} ${numbers.join('-')}`);
  const ranged = type === 'street' || type === 'line';
  return {
    type,
    numbers,
    covers,
    odds: returnMultiple(covers) - 1,
    ...at,
    look,
    name: { numbers: ranged ? `${covers[0]}–${covers.at(-1)}` : covers.join('/') },
    ...extra,
  };
}

/** A spot on the cell of number n. */
const on = (n: number, place: SpotPlace) => ({ row: String(rowOf(n)), column: String(columnOf(n)), place });

let cached: BoardSpot[] | null = null;

/** Every spot of the table: the cells first, then the spots on their lines (drawn above the cells). */
export function rouletteBoard(): BoardSpot[] {
  if (cached) return cached;
  const spots: BoardSpot[] = [spot('straight', [0], { row: '1/4', column: '1', place: 'cell' }, 'green', { text: '0' })];
  for (let n = 1; n <= 36; n++) spots.push(spot('straight', [n], on(n, 'cell'), colorOf(n), { text: String(n) }));
  for (let c = 1; c <= 3; c++) spots.push(spot('column', [c], { row: String(4 - c), column: '14', place: 'cell' }, 'out', { textKey: 'column', name: { numbers: '', index: c } }));
  for (let d = 1; d <= 3; d++) spots.push(spot('dozen', [d], { row: '4', column: `${4 * d - 2}/span 4`, place: 'cell' }, 'out', { textKey: 'dozen', name: { numbers: `${12 * d - 11}–${12 * d}`, index: d } }));
  (['low', 'even', 'red', 'black', 'odd', 'high'] as const).forEach((type, i) =>
    spots.push(spot(type, [], { row: '5', column: `${2 * i + 2}/span 2`, place: 'cell' }, type === 'red' || type === 'black' ? type : 'out', { textKey: type, name: { numbers: '' } })),
  );
  // The zero's edge: splits with 1, 2, 3; the trios on the crossings between them; the first four at the bottom.
  for (const k of [1, 2, 3]) spots.push(spot('split', [0, k], on(k, 'left'), 'edge'));
  spots.push(spot('trio', [0, 1, 2], on(1, 'top-left'), 'edge'), spot('trio', [0, 2, 3], on(2, 'top-left'), 'edge'));
  spots.push(spot('basket', [0, 1, 2, 3], on(1, 'bottom-left'), 'edge'));
  for (let n = 1; n <= 36; n++) {
    const top = n % 3 !== 0;
    if (top) spots.push(spot('split', [n, n + 1], on(n, 'top'), 'edge'));
    if (n <= 33) spots.push(spot('split', [n, n + 3], on(n, 'right'), 'edge'));
    if (top && n <= 32) spots.push(spot('corner', [n, n + 1, n + 3, n + 4], on(n, 'top-right'), 'edge'));
    if (n % 3 === 1) {
      spots.push(spot('street', [n, n + 1, n + 2], on(n, 'bottom'), 'edge'));
      if (n <= 31) spots.push(spot('line', [n, n + 1, n + 2, n + 3, n + 4, n + 5], on(n, 'bottom-right'), 'edge'));
    }
  }
  cached = spots;
  return spots;
}
