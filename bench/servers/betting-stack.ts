/**
 * What bench:bets and bench:settlement run against: a throw-away PostgreSQL (postgres.ts) and the betting
 * bench platform on it (betting.ts, production mode), both stopped by `stop`, on Ctrl-C, and when the
 * start itself fails, so an interrupted bench leaves no server behind.
 */
import { type Child, monotonicMs, startChild } from './child';
import { type PostgresOptions, type PostgresServer, startPostgres } from './postgres';

export interface BettingStack {
  postgres: PostgresServer;
  platform: Child<{ url: string }>;
  stop(): Promise<void>;
}

/** `env` adds to the platform's environment (DATABASE_URL and NODE_ENV are set here). */
export async function startBettingStack(postgresOptions: PostgresOptions, env: Record<string, string>): Promise<BettingStack> {
  let postgres: PostgresServer | null = null;
  let platform: Child<{ url: string }> | null = null;
  const stop = async () => {
    await platform?.stop().catch(() => {});
    await postgres?.stop().catch(() => {});
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    postgres = await startPostgres(postgresOptions);
    platform = await startChild<{ url: string }>('bench/servers/betting.ts', [], [], { ...env, DATABASE_URL: postgres.url, NODE_ENV: 'production' });
    return { postgres, platform, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface BookCheck {
  ok: boolean;
  text: string;
}

/** The end of a books-checked bench: each check printed, the stack stopped, the exit code 0 only when every check held. */
export async function finishWithChecks(stack: Pick<BettingStack, 'stop'>, checks: readonly BookCheck[], startedMs: number): Promise<never> {
  console.log('books, checked to the cent:');
  for (const check of checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.text}`);
  console.log(`\n(${((monotonicMs() - startedMs) / 1000).toFixed(0)} s in all)`);
  await stack.stop();
  process.exit(checks.every((check) => check.ok) ? 0 : 1);
}
