/** Kysely's view of migration 0036's tables (trading controls), with 0040's margin override. */
import type { ColumnType, Generated } from 'kysely';

export type SuspensionScope = 'sport' | 'match' | 'market';
export type PriceOverrideMode = 'fixed' | 'offset';

export interface TradingControlTables {
  trading_suspensions: {
    id: Generated<bigint>;
    scope: SuspensionScope;
    sport_id: number;
    match_id: bigint | null;
    market_id: bigint | null;
    /** Null: set by the system (a market's auto-suspend threshold, migration 0041). */
    staff_id: bigint | null;
    reason: string;
    created_at: Generated<Date>;
  };
  trading_price_overrides: {
    market_id: bigint;
    match_id: bigint;
    mode: PriceOverrideMode;
    /** Outcome key → the trader's decimal price. */
    prices: ColumnType<Record<string, number>, string, string>;
    /** Outcome key → the feed's price when it was set (what an offset is measured from). */
    base: ColumnType<Record<string, number>, string, string>;
    /** The trader's margin in basis points (500: 5 %) when the override is a margin; null for prices. */
    margin_bp: ColumnType<number | null, number | null | undefined, number | null>;
    staff_id: bigint;
    reason: string;
    created_at: Generated<Date>;
  };
  trading_market_stakes: {
    market_id: bigint;
    currency: string;
    match_id: bigint;
    max_stake: bigint;
    staff_id: bigint;
    reason: string;
    created_at: Generated<Date>;
  };
}
