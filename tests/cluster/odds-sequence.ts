/**
 * Whether a subscriber missed an odds moment it was owed. The platform's outbox numbers every moment
 * (outbox_events.id); a subscriber receives one match's moments in that order, at least once each: a
 * new feeding gateway resumes from the shared cursor and may repeat what its predecessor had already
 * delivered, never skip it. So the received moments, matched to the outbox's, must cover every moment
 * from the first received to the last without a hole.
 *
 * Moments are matched by content (their odds and prices), and a live price that goes back and forth
 * repeats a moment's content: a received moment is matched only to an outbox moment that existed when it
 * arrived (never a later one) and not long before (a moment is delivered within DELIVERY_MS, failovers
 * included); the first one to the latest such moment.
 */

/** One odds moment of one match as both sides can name it: its odds with their prices, in order. */
export const momentKey = (odds: { id: string | number; price: number | null; suspended: boolean }[]) => odds.map((odd) => `${odd.id}:${odd.price}:${odd.suspended}`).join(',');

/** The longest a moment may take from the outbox to a subscriber (a feeding gateway's failover is ~6 s). */
const DELIVERY_MS = 30_000;
/** The database's clock and the test's are the same machine's; a little room for the two reads. */
const CLOCKS_MS = 250;

export interface SequenceCheck {
  /** The outbox id each received moment matched (a repeat matches the moment it repeats). */
  matched: (bigint | null)[];
  /** Outbox ids between the first and last received that never arrived. */
  missed: bigint[];
  /** Received moments the outbox never had (in the time they could have come from). */
  unknown: number;
}

export function checkSequence(outbox: { id: bigint; key: string; at: number }[], received: { key: string; at: number }[]): SequenceCheck {
  const covered = new Set<number>();
  const matched: (bigint | null)[] = [];
  let next = 0;
  let unknown = 0;
  for (const moment of received) {
    const possible = (index: number) => {
      const candidate = outbox[index]!;
      return candidate.key === moment.key && candidate.at <= moment.at + CLOCKS_MS && candidate.at >= moment.at - DELIVERY_MS;
    };
    let index = -1;
    if (covered.size === 0) {
      // The first: the latest moment it can be (an older one with the same content was before this subscriber).
      for (let each = outbox.length - 1; each >= 0 && index < 0; each--) if (possible(each)) index = each;
    } else {
      for (let each = next; each < outbox.length && index < 0; each++) if (possible(each)) index = each;
    }
    if (index >= 0 && (covered.size === 0 || index >= next)) {
      covered.add(index);
      next = index + 1;
      matched.push(outbox[index]!.id);
      continue;
    }
    // A repeat: the latest earlier moment it can be.
    let behind = -1;
    for (let each = next - 1; each >= 0 && behind < 0; each--) if (possible(each)) behind = each;
    if (behind < 0) unknown++;
    matched.push(behind >= 0 ? outbox[behind]!.id : null);
  }
  const indices = [...covered];
  const missed: bigint[] = [];
  if (indices.length > 0) for (let index = Math.min(...indices); index <= Math.max(...indices); index++) if (!covered.has(index)) missed.push(outbox[index]!.id);
  return { matched, missed, unknown };
}
