/**
 * Runs the configured feed into the sportsbook and keeps the outbox from filling with old ticks. One
 * platform process runs the feed; the others (when scaled out) only serve reads.
 */
import { sql } from 'kysely';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createFeedIngest } from '../sportsbook/ingest';
import type { FeedAdapter } from './adapter';
import { log } from '../log';

const FEED_TOPICS = ['odds.changed', 'matches.updated'];
const PRUNE_EVERY_MS = 60_000;

export interface RunningFeed {
  adapter: FeedAdapter | null;
  stop(): Promise<void>;
}

export async function startFeed(db: Db, config: PlatformConfig): Promise<RunningFeed> {
  if (config.feed === 'off') return { adapter: null, stop: async () => {} };
  // Loaded only when it runs: a platform fed by another adapter (or none, in tests) never pays for it.
  const { createSimulator } = await import('./simulator/simulator');
  const adapter = createSimulator({
    seed: config.feedSeed,
    matchMinutes: config.feedMatchMinutes,
    tickMs: config.feedTickMs,
    historyDays: config.feedHistoryDays,
  });
  // The database's clock, not ours: updated_at is written by it.
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  const started = rows[0]!.now;
  await adapter.start(createFeedIngest(db));
  await retireAbandoned(db, started);
  const prune = setInterval(() => {
    void db
      .deleteFrom('outbox_events')
      .where('topic', 'in', FEED_TOPICS)
      .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${config.feedEventRetentionMinutes})`)
      .execute()
      .catch((error: unknown) => log.warn({ err: error }, 'feed: pruning old events failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  return {
    adapter,
    async stop() {
      clearInterval(prune);
      await adapter.stop();
    },
  };
}

/**
 * Fixtures left open by an earlier run that this feed did not announce again (a simulator restarted
 * with another clock plays another week) would stay "live" forever: they are called off, and the
 * settlement pass (betting/settle.ts, which reads match statuses) voids the bets on them.
 */
async function retireAbandoned(db: Db, since: Date): Promise<void> {
  await db
    .updateTable('matches')
    .set({ status: 'cancelled', ended_at: sql<Date>`now()`, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('status', 'in', ['live', 'not_started'])
    .where('updated_at', '<', since)
    .execute();
}
