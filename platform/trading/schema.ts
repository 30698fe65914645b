import type { ColumnType, Generated } from 'kysely';

/** The trading desk's tables (issue 19; migration 0039). */
export interface TradingTables {
  result_corrections: {
    id: Generated<bigint>;
    match_id: bigint;
    staff_id: bigint | null;
    /** The corrected settled table of the markets it changed: market key → outcome key → result. */
    markets: ColumnType<unknown, string, string>;
    reason: string;
    tickets: Generated<number>;
    created_at: Generated<Date>;
  };
}
