/** Kysely's view of migration 0018's tables (responsible gambling). */
import type { ColumnType, Generated } from 'kysely';

export type LimitKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';
export type ActivityKind = 'deposit' | 'withdrawal' | 'stake' | 'return';
export type ExclusionKind = 'time_out' | 'self_exclusion';

export interface ResponsibleTables {
  rg_limits: {
    user_id: bigint;
    kind: LimitKind;
    period: LimitPeriod;
    /** null: no limit in force (a removal that took effect, or only a pending new limit). */
    amount: bigint | null;
    pending: Generated<boolean>;
    /** With pending: the amount asked for; null asks for the limit's removal. */
    pending_amount: bigint | null;
    pending_since: Date | null;
    updated_at: Date;
  };
  rg_settings: {
    user_id: bigint;
    session_limit_minutes: number | null;
    reality_check_minutes: number | null;
    exclusion_kind: ExclusionKind | null;
    exclusion_term: string | null;
    excluded_from: Date | null;
    excluded_until: Date | null;
    sign_in_paused_until: Date | null;
    /** When the player skipped the deposit-limit prompt (null: never). */
    limit_prompt_skipped_at: Date | null;
    clock_offset_ms: ColumnType<bigint, bigint | undefined, bigint>;
  };
  rg_slot_spins: { user_id: bigint; last_spin_at: Date };
  rg_activity: {
    id: Generated<bigint>;
    user_id: bigint;
    kind: ActivityKind;
    amount: bigint;
    currency: string;
    at: Date;
    recorded_at: Generated<Date>;
  };
  rg_audit: {
    id: Generated<bigint>;
    user_id: bigint;
    actor: string;
    action: string;
    subject: string | null;
    before: ColumnType<unknown, string | null, never>;
    after: ColumnType<unknown, string | null, never>;
    at: Date;
    recorded_at: Generated<Date>;
  };
}
