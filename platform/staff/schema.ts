/** Kysely's view of migration 0022's tables (staff, their sessions, the audit log). */
import type { ColumnType, Generated } from 'kysely';

export interface StaffTables {
  staff: {
    id: Generated<bigint>;
    username: string;
    email: string;
    display_name: string;
    password_hash: string;
    totp_secret: string;
    totp_last_step: bigint | null;
    roles: string[];
    failed_codes: Generated<number>;
    locked_at: Date | null;
    created_at: Generated<Date>;
    created_by: bigint | null;
  };
  staff_sessions: {
    id: Generated<bigint>;
    token_hash: string;
    staff_id: bigint;
    ip: string;
    user_agent: string;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
  };
  audit_log: {
    id: Generated<bigint>;
    at: Generated<Date>;
    actor: 'staff' | 'machine';
    staff_id: bigint | null;
    staff_username: string | null;
    roles: string[];
    operation: string;
    target_type: string | null;
    target_id: string | null;
    before: ColumnType<unknown, string | null, never>;
    after: ColumnType<unknown, string | null, never>;
    reason: string | null;
    request_id: string | null;
  };
}
