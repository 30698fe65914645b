/**
 * Whether a subscriber missed an odds moment it was owed. The platform's outbox numbers every moment
 * (outbox_events.id); a subscriber receives one match's moments in that order, at least once each: a
 * new feeding gateway resumes from the shared cursor and may repeat what its predecessor had already
 * delivered, never skip it. So the received moments, matched to the outbox's, must cover every moment
 * from the first received to the last without a hole.
 */

/** One odds moment of one match as both sides can name it: its odds with their prices, in order. */
export const momentKey = (odds: { id: string | number; price: number | null; suspended: boolean }[]) => odds.map((odd) => `${odd.id}:${odd.price}:${odd.suspended}`).join(',');

export interface SequenceCheck {
  /** The outbox id each received moment matched (a repeat matches the moment it repeats). */
  matched: (bigint | null)[];
  /** Outbox ids between the first and last received that never arrived. */
  missed: bigint[];
  /** Received moments the outbox never had. */
  unknown: number;
}

export function checkSequence(outbox: { id: bigint; key: string }[], received: string[]): SequenceCheck {
  const covered = new Set<number>();
  const matched: (bigint | null)[] = [];
  let next = 0;
  let unknown = 0;
  for (const key of received) {
    const ahead = outbox.findIndex((moment, index) => index >= next && moment.key === key);
    if (ahead >= 0) {
      covered.add(ahead);
      next = ahead + 1;
      matched.push(outbox[ahead]!.id);
      continue;
    }
    // A repeat: the latest earlier moment with this key.
    const behind = outbox.findLastIndex((moment, index) => index < next && moment.key === key);
    if (behind < 0) unknown++;
    matched.push(behind >= 0 ? outbox[behind]!.id : null);
  }
  const indices = [...covered];
  const missed: bigint[] = [];
  if (indices.length > 0) for (let index = Math.min(...indices); index <= Math.max(...indices); index++) if (!covered.has(index)) missed.push(outbox[index]!.id);
  return { matched, missed, unknown };
}
