/** Kysely types of marketing's own table (migration 0031; the campaigns' columns are the cashier's bonuses). */
import type { ColumnType, Generated } from 'kysely';

export interface MarketingTables {
  segment_messages: {
    id: Generated<bigint>;
    idempotency_key: string;
    staff_id: bigint | null;
    segment: ColumnType<Record<string, unknown>, string, string>;
    subject: string;
    body: string;
    message_id: bigint;
    recipients: number;
    created_at: Generated<Date>;
  };
}
