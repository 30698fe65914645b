import { sql, type Kysely } from 'kysely';

/**
 * The liability book (issue 19): per outcome (an odd id) and currency, what the book pays if it wins
 * (platform/trading/exposure.ts says what that means for a multi-leg ticket), the stakes it keeps
 * otherwise and how many open tickets make it up. It is kept in the same transaction as every ticket
 * change that alters it (platform/trading/book.ts), never recomputed on read: the trading screen reads
 * it as it is. Rows that fall back to zero are deleted, so the table holds only what is at risk now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trading_liability (
      odd_id bigint not null,
      currency text not null,
      match_id integer not null,
      market_key text not null,
      payout bigint not null,
      stakes bigint not null,
      tickets integer not null,
      updated_at timestamptz not null default now(),
      primary key (odd_id, currency)
    );
    create index trading_liability_match_idx on trading_liability (match_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table trading_liability`.execute(db);
}
