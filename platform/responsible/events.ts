/** Responsible gambling's outbox event (events/catalogue.ts 'responsible.changed'). */
import type { RESPONSIBLE_CHANGES } from '../events/catalogue';

/** A change that took effect: open pages refresh, and sign out when it ended the player's sessions. */
export const changed = (userId: bigint, change: (typeof RESPONSIBLE_CHANGES)[number], until: Date | null = null) =>
  ({ topic: 'responsible.changed', payload: { userId: String(userId), change, signOut: change !== 'limit', until: until?.toISOString() ?? null } }) as const;
