/** What the betting service runs on, and the player's limits it enforces. */
import { sql, type Transaction } from 'kysely';
import { minor } from '../money';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import type { DB } from '../db/schema';
import type { BettingOptions } from './options';
import { type BookCache, createBookCache } from './selections';

export interface BettingDeps {
  db: Db;
  config: PlatformConfig;
  options: BettingOptions;
  /** Parsed books by match version (selections.ts). */
  books: BookCache;
  minStake(currency: string): bigint;
  maxStake(currency: string): bigint;
  maxPayout(currency: string): bigint;
  /**
   * The longest odds (hundredths) a single or combo is taken at: the minimum stake at them returns the
   * maximum payout, so the max bet (max payout ÷ odds) never falls below the minimum stake and a trader's
   * offer never asks for less (issue 22 item 6). A combo whose legs multiply past it wins at it.
   */
  maxOdds(currency: string): bigint;
}

export function bettingDeps(db: Db, config: PlatformConfig, options: BettingOptions): BettingDeps {
  return {
    db,
    config,
    options,
    books: createBookCache(),
    minStake: (currency) => minor(options.minStake, currency),
    maxStake: (currency) => minor(options.maxStake, currency),
    maxPayout: (currency) => minor(options.maxPayout, currency),
    maxOdds: (currency) => (minor(options.maxPayout, currency) * 100n) / minor(options.minStake, currency),
  };
}

export interface Limits {
  daily: bigint;
  /** What the player may still stake in the rolling 24 hours. */
  remaining: bigint;
}

/** The daily limit (the player's own when lower than the operator's) less what was staked in 24 hours. */
export function limitsOf(deps: BettingDeps, currency: string, ownLimit: bigint | null, used: bigint): Limits {
  const operator = minor(deps.options.dailyLimit, currency);
  const daily = ownLimit !== null && ownLimit < operator ? ownLimit : operator;
  return { daily, remaining: used >= daily ? 0n : daily - used };
}

/**
 * Real money staked in the last 24 hours: what the daily limit counts. Declined and unanswered offers
 * cost nothing, and a free bet is the house's money, not the player's (issue 22 item 8).
 */
export const STAKED_24H = (userId: bigint) => sql<string>`(
  select coalesce(sum(stake), 0)::text from tickets
  where user_id = ${userId} and created_at > now() - interval '24 hours' and status not in (2, 3) and free_bet_id is null)`;

export async function playerLimits(deps: BettingDeps, db: Db | Transaction<DB>, player: { userId: bigint; currency: string }, ownLimit: bigint | null): Promise<Limits> {
  const staked = await sql<{ total: string }>`select ${STAKED_24H(player.userId)} as total`.execute(db);
  return limitsOf(deps, player.currency, ownLimit, BigInt(staked.rows[0]?.total ?? 0));
}
