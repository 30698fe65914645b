/** Kysely's view of migration 0024's table (the compliance flags; kyc_documents' new columns are in db/schema.ts). */
import type { ColumnType, Generated } from 'kysely';

export const FLAG_RULES = ['large_deposit_without_kyc', 'affordability', 'shared_address'] as const;
export type FlagRule = (typeof FLAG_RULES)[number];

export interface ComplianceTables {
  compliance_flags: {
    id: Generated<bigint>;
    user_id: bigint;
    rule: FlagRule;
    details: ColumnType<Record<string, unknown>, string, string>;
    raised_at: Generated<Date>;
    resolved_at: Date | null;
    resolved_by: bigint | null;
    resolution: string | null;
  };
}
