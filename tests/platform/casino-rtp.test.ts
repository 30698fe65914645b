/**
 * The games' rules and their return to player (issue 7: "RTP of each game within its documented range
 * over a simulated million rounds").
 *
 * The simulations run the engines as the game server does, on a seeded generator (rules/casino/random.ts)
 * so a run is reproducible; the RNG itself is tested in casino-rng.test.ts. Each asserts the measured
 * RTP within 5 standard errors of the documented figure, the standard error measured from the run's own
 * rounds (SD / √n; for blackjack, whose stake varies per round, the ratio estimator's delta-method SE).
 * At 5 SE a correct engine fails with probability 6 × 10⁻⁷, and any error in the paytable, the strips,
 * the line evaluation or a payout multiple larger than about 5 SE (0.9–1.8 % for the slots, 0.6 % for
 * roulette and blackjack) shows.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../../rules/casino/random';
import {
  PAYLINES,
  SLOT_SYMBOLS,
  SLOT_VARIANTS,
  evaluateLine,
  slotOutcome,
  slotStrips,
  slotWin,
  spinSlot,
  theoreticalRtp,
  type SlotVariant,
} from '../../rules/casino/slot';
import { ROULETTE_BET_TYPES, ROULETTE_RTP, allBetsOf, betReturn, coveredNumbers, spinRoulette, type RouletteBet } from '../../rules/casino/roulette';
import {
  BLACKJACK_RTP,
  BLACKJACK_RTP_PER_WAGERED,
  actBlackjack,
  basicStrategy,
  dealBlackjack,
  handTotal,
  legalActions,
  returnHalves,
  stakeUnits,
  type BlackjackState,
} from '../../rules/casino/blackjack';

const ROUNDS = 1_000_000;
const TOLERANCE_SE = 5;

/** Running sums for the return per round and the stake per round: mean ratio and its standard error. */
function tally() {
  let n = 0;
  let r = 0;
  let w = 0;
  let rr = 0;
  let ww = 0;
  let rw = 0;
  return {
    add(returned: number, wagered: number) {
      n++;
      r += returned;
      w += wagered;
      rr += returned * returned;
      ww += wagered * wagered;
      rw += returned * wagered;
    },
    /** Σ returned / Σ wagered, and its SE: √Var(R − ρW) / (mean W · √n). */
    result() {
      const rtp = r / w;
      const variance = rr / n - 2 * rtp * (rw / n) + rtp * rtp * (ww / n) - (r / n - rtp * (w / n)) ** 2;
      return { rtp, se: Math.sqrt(variance) / ((w / n) * Math.sqrt(n)), rounds: n };
    },
  };
}

const percent = (x: number, digits = 3) => `${(x * 100).toFixed(digits)} %`;
function report(name: string, measured: { rtp: number; se: number; rounds: number }, documented: number, ms: number) {
  console.log(
    `${name.padEnd(22)} documented ${percent(documented)}  measured ${percent(measured.rtp)} over ${measured.rounds.toLocaleString('en-US')} rounds, SE ${percent(measured.se)}, ` +
      `${((measured.rtp - documented) / measured.se).toFixed(2)} SE off  (${ms} ms)`,
  );
}

/** Deals chosen ranks: the n-th draw is a card of ranks[n] (a different physical card each time). */
function stacked(ranks: number[]): Random {
  let next = 0;
  const copies = new Map<number, number>();
  return {
    int: () => {
      const rank = ranks[next++];
      if (rank === undefined) throw new Error('the stacked shoe ran out');
      const copy = copies.get(rank) ?? 0;
      copies.set(rank, copy + 1);
      // Card id: face (suit 0..3 × 13 + rank − 1) + 52 × deck; walk suits, then decks.
      return ((copy % 4) * 13 + rank - 1) + 52 * Math.floor(copy / 4);
    },
  };
}

const line = (...names: string[]) => names.map((name) => SLOT_SYMBOLS.indexOf(name as (typeof SLOT_SYMBOLS)[number]));

describe('slot', () => {
  it.each([
    ['three cherries pay from the left', 'low', line('cherry', 'cherry', 'cherry', 'lemon', 'bell'), 'cherry', 3, 20],
    ['a run broken on reel 2 pays nothing', 'low', line('cherry', 'lemon', 'cherry', 'cherry', 'cherry'), '', 0, 0],
    ['a wild stands in', 'low', line('bell', 'wild', 'bell', 'bell', 'plum'), 'bell', 4, 70],
    ['leading wilds take the first symbol', 'low', line('wild', 'wild', 'seven', 'seven', 'seven'), 'seven', 5, 300],
    ['wilds alone pay as wilds when that pays more', 'low', line('wild', 'wild', 'wild', 'cherry', 'lemon'), 'wild', 3, 100],
    ['five wilds', 'medium', line('wild', 'wild', 'wild', 'wild', 'wild'), 'wild', 5, 5000],
    ['the scatter never pays on a line', 'low', line('scatter', 'scatter', 'scatter', 'bell', 'bell'), '', 0, 0],
    ['a wild does not stand in for the scatter', 'low', line('wild', 'scatter', 'scatter', 'cherry', 'cherry'), '', 0, 0],
  ])('%s', (_, variant, symbols, symbol, count, pay) => {
    const paid = evaluateLine(variant as SlotVariant, symbols);
    expect({ symbol: paid.pay > 0 ? SLOT_SYMBOLS[paid.symbol] : '', count: paid.count, pay: paid.pay }).toEqual({ symbol, count, pay });
  });

  it('shows three consecutive stops per reel and pays lines, scatters and money exactly', () => {
    const strips = slotStrips('low');
    const outcome = slotOutcome('low', 20, [0, 0, 0, 0, 0]);
    outcome.grid.forEach((column, reel) => expect(column).toEqual([0, 1, 2].map((row) => SLOT_SYMBOLS[strips[reel]![row]!])));
    const scatters = outcome.grid.flat().filter((s) => s === 'scatter').length;
    expect(outcome.scatters).toBe(scatters);
    const linePays = outcome.lineWins.reduce((sum, win) => sum + win.pay, 0);
    expect(outcome.units).toBe(linePays + outcome.scatterPay * 20);
    // 2.00 on 20 lines: a line bet of 0.10; the win is stake × units / lines, rounded down.
    expect(slotWin(200n, { units: 7, lines: 20 })).toBe(70n);
    expect(slotWin(15n, { units: 1, lines: 20 })).toBe(0n);
    expect(PAYLINES).toHaveLength(20);
    expect(new Set(PAYLINES.map((p) => p.join(''))).size).toBe(20);
  });

  it.each(SLOT_VARIANTS)('%s: the exact RTP (every line combination enumerated) is the documented one, near 96 %%', (variant) => {
    const documented = { low: 0.96045, medium: 0.96103, high: 0.96025 }[variant];
    const theory = theoreticalRtp(variant);
    expect(theory.rtp).toBeCloseTo(documented, 5);
    expect(theory.rtp).toBeGreaterThan(0.955);
    expect(theory.rtp).toBeLessThan(0.965);
  });

  it.each(SLOT_VARIANTS)('%s: a million simulated spins return the exact RTP within 5 SE', (variant) => {
    const exact = theoreticalRtp(variant).rtp;
    const random = seededRandom(7001 + SLOT_VARIANTS.indexOf(variant));
    const sums = tally();
    const started = Date.now();
    for (let i = 0; i < ROUNDS; i++) sums.add(spinSlot(random, variant, 20).units / 20, 1);
    const measured = sums.result();
    report(`slot ${variant}`, measured, exact, Date.now() - started);
    // The SE: ~0.17 % (low), 0.25 % (medium), 0.35–0.46 % (high) of the stake.
    expect(measured.se).toBeLessThan(0.006);
    expect(Math.abs(measured.rtp - exact)).toBeLessThan(TOLERANCE_SE * measured.se);
  });
});

describe('European roulette', () => {
  it.each([
    [{ type: 'straight', numbers: [0] }, [0]],
    [{ type: 'split', numbers: [0, 2] }, [0, 2]],
    [{ type: 'split', numbers: [14, 17] }, [14, 17]],
    [{ type: 'split', numbers: [3, 4] }, null],
    [{ type: 'street', numbers: [34, 35, 36] }, [34, 35, 36]],
    [{ type: 'street', numbers: [2, 3, 4] }, null],
    [{ type: 'trio', numbers: [0, 2, 3] }, [0, 2, 3]],
    [{ type: 'corner', numbers: [5, 6, 8, 9] }, [5, 6, 8, 9]],
    [{ type: 'corner', numbers: [3, 4, 6, 7] }, null],
    [{ type: 'basket', numbers: [0, 1, 2, 3] }, [0, 1, 2, 3]],
    [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36] }, [31, 32, 33, 34, 35, 36]],
    [{ type: 'line', numbers: [2, 3, 4, 5, 6, 7] }, null],
    [{ type: 'dozen', numbers: [3] }, Array.from({ length: 12 }, (_, i) => 25 + i)],
    [{ type: 'column', numbers: [1] }, Array.from({ length: 12 }, (_, i) => 1 + 3 * i)],
    [{ type: 'column', numbers: [4] }, null],
    [{ type: 'red', numbers: [] }, [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]],
    [{ type: 'red', numbers: [1] }, null],
    [{ type: 'straight', numbers: [37] }, null],
    [{ type: 'split', numbers: [5, 5] }, null],
  ] as [RouletteBet, number[] | null][])('%o covers %o', (bet, covered) => {
    expect(coveredNumbers(bet)).toEqual(covered);
  });

  it('has every standard bet of the layout, and each returns exactly 36/37 (all 37 pockets enumerated)', () => {
    const counts = Object.fromEntries(ROULETTE_BET_TYPES.map((type) => [type, allBetsOf(type).length]));
    expect(counts).toEqual({ straight: 37, split: 60, street: 12, trio: 2, corner: 22, basket: 1, line: 11, dozen: 3, column: 3, red: 1, black: 1, odd: 1, even: 1, low: 1, high: 1 });
    const stake = 37n;
    for (const type of ROULETTE_BET_TYPES) {
      for (const bet of allBetsOf(type)) {
        const covered = coveredNumbers(bet)!;
        let returned = 0n;
        for (let pocket = 0; pocket < 37; pocket++) returned += betReturn({ amount: stake, covered }, pocket);
        // Over the 37 equally likely pockets it returns 36 stakes: RTP 36/37 exactly.
        expect(returned, `${type} ${bet.numbers?.join(',')}`).toBe(36n * stake);
      }
    }
  });

  it('a million simulated spins over a mix of bets return 36/37 within 5 SE', () => {
    const mix = [
      { type: 'straight', numbers: [17] },
      { type: 'split', numbers: [0, 3] },
      { type: 'corner', numbers: [20, 21, 23, 24] },
      { type: 'dozen', numbers: [2] },
      { type: 'red' },
      { type: 'odd' },
    ].map((bet) => ({ amount: 1n, covered: coveredNumbers(bet as RouletteBet)! }));
    const random = seededRandom(7101);
    const sums = tally();
    const started = Date.now();
    for (let i = 0; i < ROUNDS; i++) {
      const { pocket } = spinRoulette(random);
      let returned = 0;
      for (const bet of mix) returned += Number(betReturn(bet, pocket));
      sums.add(returned, mix.length);
    }
    const measured = sums.result();
    report('roulette european', measured, ROULETTE_RTP, Date.now() - started);
    expect(measured.se).toBeLessThan(0.002);
    expect(Math.abs(measured.rtp - ROULETTE_RTP)).toBeLessThan(TOLERANCE_SE * measured.se);
  });
});

/** A round dealt from chosen ranks and played with the given moves. */
function play(ranks: number[], actions: ('hit' | 'stand' | 'double' | 'split')[]) {
  const random = stacked(ranks);
  let state: BlackjackState = dealBlackjack(random);
  for (const action of actions) state = actBlackjack(state, action, random);
  return state;
}
const decide = (ranks: number[]) => basicStrategy(dealBlackjack(stacked(ranks)));

describe('blackjack', () => {
  it('pays a natural 3:2 at once, and the dealer peeks: a dealer natural takes only the stake', () => {
    const natural = play([1, 9, 13, 7], []);
    expect([natural.phase, natural.hands[0]!.result, returnHalves(natural)]).toEqual(['over', 'blackjack', 5]);
    const peeked = play([10, 1, 9, 12], []);
    expect([peeked.phase, peeked.hands[0]!.result, returnHalves(peeked), legalActions(peeked)]).toEqual(['over', 'lose', 0, []]);
    const both = play([1, 1, 10, 13], []);
    expect([both.hands[0]!.result, returnHalves(both)]).toEqual(['push', 2]);
  });

  it('stands on soft 17 and draws to 16', () => {
    // Player 10+9; dealer 6 up, ace in the hole: soft 17, stands; 19 wins.
    const soft = play([10, 6, 9, 1], ['stand']);
    expect([handTotal(soft.dealer), soft.hands[0]!.result, returnHalves(soft)]).toEqual([{ total: 17, soft: true }, 'win', 4]);
    // Dealer 10 + 6 draws a 5: 21 beats 20.
    const drawn = play([10, 10, 10, 6, 5], ['stand']);
    expect([soft.dealer.length, drawn.dealer.length, drawn.hands[0]!.result]).toEqual([2, 3, 'lose']);
  });

  it('doubles on two cards for one card, and busts without the dealer drawing', () => {
    const doubled = play([6, 9, 5, 7, 10, 10], ['double']);
    // 6+5+10 = 21 against 9+7 = 16 that draws 10: bust. A doubled win returns 4 stakes' halves × 2.
    expect([doubled.hands[0]!.doubled, handTotal(doubled.hands[0]!.cards).total, doubled.hands[0]!.result, stakeUnits(doubled), returnHalves(doubled)]).toEqual([
      true,
      21,
      'win',
      2,
      8,
    ]);
    const bust = play([10, 9, 6, 8, 9], ['hit']);
    expect([bust.hands[0]!.result, bust.dealer.length, returnHalves(bust)]).toEqual(['bust', 2, 0]);
  });

  it('splits once: aces take one card each, a 21 after a split is no blackjack, no resplit', () => {
    const aces = play([1, 7, 1, 10, 13, 9, 10], ['split']);
    expect(aces.phase).toBe('over');
    expect(aces.hands.map((hand) => [handTotal(hand.cards).total, hand.result])).toEqual([
      [21, 'win'],
      [20, 'win'],
    ]);
    expect([stakeUnits(aces), returnHalves(aces)]).toEqual([2, 8]);
    const eights = play([8, 10, 8, 7, 8, 3], ['split']);
    expect(legalActions(eights)).toEqual(['hit', 'stand', 'double']);
  });

  it('basic strategy: the chart for 6 decks, S17, DAS', () => {
    expect(decide([8, 6, 8, 9])).toBe('split'); // 8,8 v 6
    expect(decide([10, 6, 10, 9])).toBe('stand'); // 20 v 6
    expect(decide([6, 10, 5, 9])).toBe('double'); // 11 v 10
    expect(decide([6, 1, 5, 9])).toBe('hit'); // 11 v A (S17)
    expect(decide([10, 3, 2, 9])).toBe('hit'); // 12 v 3
    expect(decide([10, 4, 2, 9])).toBe('stand'); // 12 v 4
    expect(decide([1, 4, 7, 9])).toBe('double'); // soft 18 v 4
    expect(decide([1, 9, 7, 9])).toBe('hit'); // soft 18 v 9
    expect(decide([9, 7, 9, 9])).toBe('stand'); // 9,9 v 7
  });

  it('a million simulated rounds with basic strategy return the documented RTP within 5 SE', () => {
    const random = seededRandom(7201);
    const perInitial = tally();
    const perWagered = tally();
    const started = Date.now();
    for (let i = 0; i < ROUNDS; i++) {
      let state = dealBlackjack(random);
      while (state.phase === 'player') state = actBlackjack(state, basicStrategy(state), random);
      const returned = returnHalves(state)! / 2;
      const wagered = stakeUnits(state);
      // Per initial stake: 1 + the net result; per wagered: Σ return / Σ stake.
      perInitial.add(1 + returned - wagered, 1);
      perWagered.add(returned, wagered);
    }
    const ms = Date.now() - started;
    const initial = perInitial.result();
    const wagered = perWagered.result();
    report('blackjack per initial', initial, BLACKJACK_RTP, ms);
    report('blackjack per wagered', wagered, BLACKJACK_RTP_PER_WAGERED, ms);
    // The documented figures carry their own SE (0.018 %, 40 million rounds); add it in quadrature.
    const documentedSe = 0.00018;
    expect(initial.se).toBeLessThan(0.0013);
    expect(Math.abs(initial.rtp - BLACKJACK_RTP)).toBeLessThan(TOLERANCE_SE * Math.hypot(initial.se, documentedSe));
    expect(Math.abs(wagered.rtp - BLACKJACK_RTP_PER_WAGERED)).toBeLessThan(TOLERANCE_SE * Math.hypot(wagered.se, documentedSe));
  });
});
