import type { ColumnType, Generated } from 'kysely';

/** The trading desk's tables (issue 19; migrations 0035, 0039, 0045 and 0046). */
export interface TradingTables {
  /** The liability book (migration 0035): per outcome and currency, what the book pays if it wins. */
  trading_liability: {
    odd_id: bigint;
    currency: string;
    /** Which of its outcome's rows (migration 0046): a ticket's share always lands in the shard book.ts gives its id. */
    shard: Generated<number>;
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
    /** The corrected final score ({ home, away }) when the trader gave one (migration 0045): what teaser legs resettled from. */
    score: ColumnType<unknown, string | null, string | null>;
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
