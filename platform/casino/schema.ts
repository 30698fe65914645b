import type { ColumnType, Generated } from 'kysely';

export type GameKind = 'slot' | 'table' | 'live' | 'virtual';
export type GameEngine = 'slot' | 'roulette' | 'blackjack' | 'keno';
export type SessionMode = 'real' | 'demo';
export type WalletKind = 'bet' | 'win' | 'rollback';

/** Kysely's view of the tables of migrations 0007_casino and 0032_casino_lobby. */
export interface CasinoTables {
  casino_games: {
    id: Generated<number>;
    provider: string;
    provider_game_key: string;
    slug: string;
    title: string;
    kind: GameKind;
    engine: GameEngine;
    variant: string;
    studio: string | null;
    categories: string[];
    currencies: string[];
    popularity: number;
    has_demo: boolean;
    rtp_bp: number;
    excluded: Generated<boolean>;
    jackpot: Generated<boolean>;
    released_at: ColumnType<Date, string, string>;
    updated_at: Generated<Date>;
    /** Retired in the back office (0032): out of every list and search, still named by history. */
    retired_at: Generated<Date | null>;
  };
  /** A provider switched off (or back on) in the back office (0032); no row: on. */
  casino_providers: {
    code: string;
    enabled: boolean;
    updated_at: Generated<Date>;
  };
  /** One row: the catalogue's version, bumped by every back-office change of it (0032). */
  casino_catalogue: {
    id: Generated<boolean>;
    version: bigint;
  };
  casino_sessions: {
    id: Generated<bigint>;
    token: string;
    user_id: bigint | null;
    game_id: number;
    provider: string;
    mode: SessionMode;
    currency: string;
    language: string;
    mobile: Generated<boolean>;
    created_at: Generated<Date>;
    expires_at: Date;
    ended_at: Date | null;
  };
  casino_wallet_transactions: {
    id: Generated<bigint>;
    provider: string;
    provider_tx_id: string;
    kind: WalletKind;
    session_id: bigint;
    user_id: bigint;
    game_id: number;
    round_id: string;
    amount: bigint;
    currency: string;
    reference_tx_id: string | null;
    ledger_transaction_id: bigint | null;
    balance_after: bigint | null;
    rolled_back: Generated<boolean>;
    tombstone: Generated<boolean>;
    created_at: Generated<Date>;
  };
  casino_launch_failures: {
    id: Generated<bigint>;
    game_id: number;
    user_id: bigint | null;
    code: string;
    message: string;
    at: Generated<Date>;
  };
  jackpot_pools: {
    id: Generated<number>;
    code: JackpotCode;
    name: string;
    currency: string;
    seed_amount: bigint;
    contribution_ppm: number;
    trigger_ppm: number;
    force_next: Generated<boolean>;
    wins: Generated<number>;
    updated_at: Generated<Date>;
  };
  /** A pool's amount is the sum of its shards (0020): a bet adds to one, a win empties them all. */
  jackpot_pool_shards: {
    pool_id: number;
    shard: number;
    amount: bigint;
    updated_at: Generated<Date>;
  };
  jackpot_wins: {
    id: Generated<bigint>;
    pool_id: number;
    user_id: bigint;
    game_id: number | null;
    wallet_transaction_id: bigint | null;
    ledger_transaction_id: bigint | null;
    amount: bigint;
    currency: string;
    won_at: Generated<Date>;
  };
}

export type JackpotCode = 'mini' | 'minor' | 'major' | 'grand';
