import type { Generated } from 'kysely';

export interface RiskTables {
  /** A trader's stake factor per player, in hundredths (migration 0037); no row is the default 1.00. */
  player_risk: { user_id: bigint; stake_factor: number; staff_id: bigint; updated_at: Generated<Date> };
}
