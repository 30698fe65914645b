/**
 * Exact tickets (issue 22 item 2, acceptance): after any sequence of price moves and live checks, a
 * ticket's potential return is its stake times the product of the odds it was accepted at, rounded down
 * once to the cent as settlement rounds (rules/betting/settlement.ts), and a win pays exactly that.
 *
 * Live singles and combos wait a long live delay (no timer judges them); the test ends a random ticket's
 * delay (the live check) between random price moves, with the policies that let a moved price through.
 * The accumulator bonus is switched off here: it is its own rule (a percent of the winnings, tested in
 * betting-rules), and the property is about the odds.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bettingPass } from '../../platform/betting';
import { endDelay } from '../../platform/betting/acceptance';
import { state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { type BettingPlatform, simpleBook, startBettingPlatform } from '../helpers/betting';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform({ liveDelayMs: 3_600_000, accumulator: { minOdds: 120, rules: [] } });
});
afterAll(() => book.close());

const MATCHES = 3;

type Action =
  | { kind: 'place'; legs: number[]; stake: number; policy: 'accept-any' | 'accept-better'; stale: boolean }
  | { kind: 'move'; match: number; price: number }
  | { kind: 'check'; pick: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      legs: fc.uniqueArray(fc.integer({ min: 0, max: MATCHES - 1 }), { minLength: 1, maxLength: MATCHES }),
      // Cents, so the product of the odds rarely comes out whole.
      stake: fc.integer({ min: 10, max: 5_000 }),
      policy: fc.constantFrom('accept-any' as const, 'accept-better' as const),
      stale: fc.boolean(),
    }),
  },
  // Prices in hundredths: short and long, so moves go both ways.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('move' as const), match: fc.integer({ min: 0, max: MATCHES - 1 }), price: fc.integer({ min: 101, max: 2_500 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('check' as const), pick: fc.nat() }) },
);

/** "12.34" → 1234n. */
const cents = (amount: string) => BigInt(amount.replace('.', ''));
const price = (hundredths: number) => ({ home: hundredths / 100, draw: 3.4, away: 4.1 });

let runs = 0;

it('after any sequence of price moves and live checks, the potential return is stake × accepted odds, and a win pays it', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 14 }), async (actions) => {
      const run = ++runs;
      const keys = Array.from({ length: MATCHES }, (_, i) => `exact-${run}-${i}`);
      const prices = [185, 213, 147];
      for (const [i, key] of keys.entries()) {
        await book.match(key, price(prices[i]!));
        await book.feed(update(key, { state: state({ status: 'live', period: 1, clockSeconds: 600 }) }));
      }
      const odds = await Promise.all(keys.map((key) => book.oddId(key, 'match/1x2', 'home')));
      const player = await book.player(10_000_00n);
      const tickets: string[] = [];
      const view = async (id: string) => (await book.request('GET', `/api/bets/${id}`, player.token)).body.Ticket as Json;
      // The live check: the ticket's delay ends now and it is judged against the prices as they stand.
      const check = (id: string) => endDelay(book.betting, BigInt(id));

      for (const action of actions) {
        if (action.kind === 'move') {
          prices[action.match] = action.price;
          await book.feed(update(keys[action.match]!, { markets: simpleBook(price(action.price)) }));
        } else if (action.kind === 'place') {
          const answer = await book.request('POST', '/api/bets', player.token, {
            Type: action.legs.length === 1 ? 'single' : 'combo',
            Stake: (action.stake / 100).toFixed(2),
            OddsPolicy: action.policy,
            // A stale leg shows a price a little off the current one: the policy decides what is taken.
            Selections: action.legs.map((m) => ({ OddId: odds[m], Odds: ((prices[m]! + (action.stale ? 3 : 0)) / 100).toFixed(2) })),
          });
          if (answer.status === 200) tickets.push(...(answer.body.Tickets as Json[]).map((t) => t.Id as string));
        } else if (tickets.length > 0) {
          await check(tickets[action.pick % tickets.length]!);
        }
      }
      for (const id of tickets) await check(id);

      const standing: { id: string; potential: string }[] = [];
      for (const id of tickets) {
        const ticket = await view(id);
        if (ticket.Status !== 1) continue;
        const items = ticket.Items as Json[];
        const product = items.reduce((top, item) => top * cents(item.Odds as string), cents(ticket.Stake as string));
        const expected = product / 100n ** BigInt(items.length);
        expect(cents(ticket.PotentialReturn as string), JSON.stringify(ticket)).toBe(expected);
        standing.push({ id, potential: ticket.PotentialReturn as string });
      }

      const before = await book.cash(player.userId);
      for (const key of keys) await book.end(key, { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
      await bettingPass(book.betting);
      let paid = 0n;
      for (const { id, potential } of standing) {
        expect(await view(id)).toMatchObject({ Outcome: 'won', Returned: potential });
        paid += cents(potential);
      }
      expect(await book.cash(player.userId)).toBe(before + paid);
    }),
    { numRuns: 12 },
  );
}, 240_000);
