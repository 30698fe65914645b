/** Kysely's view of migration 0030's tables (player support). */
import type { Generated } from 'kysely';
import type { PlayerTag } from '../../../rules/player-tags';

export interface PlayerSupportTables {
  player_notes: { id: Generated<bigint>; user_id: bigint; staff_id: bigint; body: string; created_at: Generated<Date> };
  player_tags: { user_id: bigint; tag: PlayerTag; created_at: Generated<Date> };
  player_message_keys: { idempotency_key: string; user_id: bigint; message_id: bigint | null; created_at: Generated<Date> };
}
