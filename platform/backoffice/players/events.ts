/** Player support's outbox event (events/catalogue.ts 'account.sessions_ended'). */
import type { SESSIONS_ENDED_REASONS } from '../../events/catalogue';

export const sessionsEnded = (userId: bigint, reason: (typeof SESSIONS_ENDED_REASONS)[number]) =>
  ({ topic: 'account.sessions_ended', payload: { userId: String(userId), reason } }) as const;
