import { sql, type Kysely } from 'kysely';

/**
 * A trader's margin on a market (issue 19). A market's override is either the trader's prices or the
 * trader's margin: one row per market, so the newer of the two replaces the older. A margin override has
 * no prices of its own (empty) and keeps the feed's prices when it was set in base ('fixed' re-prices those
 * until released; 'offset' re-prices the feed's prices as they move). Basis points: 500 is 5 %.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table trading_price_overrides add column margin_bp integer check (margin_bp between 200 and 2500);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table trading_price_overrides drop column margin_bp;
  `.execute(db);
}
