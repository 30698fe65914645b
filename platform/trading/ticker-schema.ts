/** Kysely's view of migration 0038's table (the bet ticker). */
import type { ColumnType, Generated } from 'kysely';

export interface TickerTables {
  ticker_entries: {
    ticket_id: bigint;
    accepted_at: Generated<Date>;
    user_id: bigint;
    stake: bigint;
    live: boolean;
    flags: string[];
    match_ids: number[];
    sport_ids: number[];
    entry: ColumnType<unknown, string, string>;
  };
}
