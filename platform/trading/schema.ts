import type { ColumnType, Generated } from 'kysely';

/** The trading desk's tables (issue 19; migrations 0035 and 0039). */
export interface TradingTables {
  /** The liability book (migration 0035): per outcome and currency, what the book pays if it wins. */
  trading_liability: {
    odd_id: bigint;
    currency: string;
    match_id: number;
    market_key: string;
    payout: bigint;
    stakes: bigint;
    tickets: number;
    updated_at: Generated<Date>;
  };
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
  trading_market_limits: {
    match_id: number;
    market_key: string;
    currency: string;
    max_liability: bigint | null;
    auto_suspend_at: bigint | null;
    updated_at: Generated<Date>;
  };
}
