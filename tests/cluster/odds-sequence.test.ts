/**
 * The cluster test's odds check (odds-sequence.ts) on hand-made sequences: a live price going back and
 * forth repeats a moment's content, which once made a new subscriber's first moment match one from long
 * before it subscribed and report the moments in between as missed (CI, bc1b207).
 */
import { expect, it } from 'vitest';
import { checkSequence } from './odds-sequence';

// One match's moments, one a second: its price toggles A, B, A, B, …
const outbox = Array.from({ length: 60 }, (_, index) => ({ id: BigInt(1000 + index), key: index % 2 === 0 ? 'A' : 'B', at: index * 1000 }));
const deliveredAt = (index: number) => ({ key: outbox[index]!.key, at: outbox[index]!.at + 40 });

it('matches a late subscriber to the moments of its time, not to older ones with the same content', () => {
  const received = [50, 51, 52, 53].map(deliveredAt);
  expect(checkSequence(outbox, received)).toEqual({ matched: [1050n, 1051n, 1052n, 1053n], missed: [], unknown: 0 });
});

it('finds a moment lost between two received', () => {
  const received = [50, 51, 53, 54].map(deliveredAt); // 52 never came
  // 52's content is 53's neighbour's: the matcher may pair 53's with 52, but a hole remains either way.
  expect(checkSequence(outbox, received).missed).toHaveLength(1);
});

it('takes a repeat after a failover as a repeat, not as a later moment', () => {
  // 40..44 delivered, then the new feeding gateway replays 43 and 44 six seconds later, then 45.
  const received = [...[40, 41, 42, 43, 44].map(deliveredAt), { key: 'B', at: 49_500 }, { key: 'A', at: 49_600 }, deliveredAt(45)];
  const check = checkSequence(outbox, received);
  expect(check.unknown).toBe(0);
  expect(check.missed).toEqual([]);
});

it('counts content the outbox never had in its time as unknown', () => {
  expect(checkSequence(outbox, [{ key: 'C', at: 10_040 }]).unknown).toBe(1);
});
