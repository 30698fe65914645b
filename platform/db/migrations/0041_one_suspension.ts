import { sql, type Kysely } from 'kysely';
import { formatMinor } from '../../money';

/**
 * One suspension mechanism (issue 19). A market its auto-suspend threshold stopped was marked on its limit
 * row (trading_market_limits.suspended_at) and read apart from the desk's suspensions, so the book, the odds
 * events and the desk's controls did not see it and it was reopened in a second place. Now the threshold
 * writes a suspension of the desk's kind (trading/limits.ts), set by the system: staff_id null.
 *
 * Each market suspended the old way becomes such a suspension, and its open match's stored book marks the
 * market suspended as the desk's suspensions do (trading/apply.ts), `feed_book` keeping the feed's book
 * underneath, so reopening it returns to what the feed says. Then the column goes.
 */

interface Market {
  ID: number;
  Key: string;
  IsSuspended: boolean;
  Odds: { IsSuspended: boolean }[];
}

const suspendMarket = (markets: Market[], key: string) =>
  markets.map((market) => (market.Key === key ? { ...market, IsSuspended: true, Odds: market.Odds.map((odd) => ({ ...odd, IsSuspended: true })) } : market));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_suspensions alter column staff_id drop not null`.execute(db);
  const halted = await sql<{ match_id: number; market_key: string; currency: string; auto_suspend_at: string | null; suspended_at: Date; sport_id: number; status: string; book: Market[]; feed_book: Market[] | null; preview: Market[] | null }>`
    select l.match_id, l.market_key, l.currency, l.auto_suspend_at::text, l.suspended_at, m.sport_id, m.status, m.book, m.feed_book, m.preview
    from trading_market_limits l join matches m on m.id = l.match_id
    where l.suspended_at is not null
    order by l.match_id, l.market_key`.execute(db);
  for (const row of halted.rows) {
    const feed = row.feed_book ?? row.book;
    const market = feed.find((candidate) => candidate.Key === row.market_key);
    if (!market) continue; // the feed withdrew the market: nothing left to suspend
    const crossed = row.auto_suspend_at === null ? '' : ` ${formatMinor(BigInt(row.auto_suspend_at), row.currency)} ${row.currency}`;
    await sql`
      insert into trading_suspensions (scope, sport_id, match_id, market_id, staff_id, reason, created_at)
      values ('market', ${row.sport_id}, ${row.match_id}, ${market.ID}, null, ${`auto: liability crossed${crossed}`}, ${row.suspended_at})
      on conflict do nothing`.execute(db);
    if (row.status !== 'not_started' && row.status !== 'live') continue; // a finished match's book is history
    // Re-read: an earlier row of the same match already rewrote it.
    const now = await sql<{ book: Market[]; feed_book: Market[] | null; preview: Market[] | null }>`select book, feed_book, preview from matches where id = ${row.match_id}`.execute(db);
    const current = now.rows[0]!;
    await sql`
      update matches set
        book = ${JSON.stringify(suspendMarket(current.book, row.market_key))}::jsonb,
        preview = ${current.preview === null ? null : JSON.stringify(suspendMarket(current.preview, row.market_key))}::jsonb,
        feed_book = ${JSON.stringify(current.feed_book ?? current.book)}::jsonb,
        version = version + 1
      where id = ${row.match_id}`.execute(db);
  }
  await sql`alter table trading_market_limits drop column suspended_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table trading_market_limits add column suspended_at timestamptz;
    create index trading_market_limits_suspended_idx on trading_market_limits (match_id) where suspended_at is not null;
    delete from trading_suspensions where staff_id is null;
    alter table trading_suspensions alter column staff_id set not null;
  `.execute(db);
}
