import type { ColumnType, Generated } from 'kysely';
import type { GameEngine, SessionMode } from '../schema';

export type RoundStatus = 'open' | 'closed' | 'refused' | 'rolled_back';

/** A wallet call a round still has to make (game_rounds.pending), in order. */
export interface PendingCall {
  kind: 'bet' | 'win';
  transactionId: string;
  /** Minor units, as a decimal string (jsonb has no bigint). */
  amount: string;
}

type Json<T> = ColumnType<T, string, string>;

/** Kysely's view of the tables of migration 0008_game_server. */
export interface GameServerTables {
  game_rounds: {
    id: Generated<bigint>;
    round_id: string;
    session_id: bigint;
    request_id: string;
    engine: GameEngine;
    mode: SessionMode;
    currency: string;
    stake: bigint;
    staked: Generated<bigint>;
    won: bigint | null;
    status: RoundStatus;
    state: Json<unknown>;
    previous_state: ColumnType<unknown, string | null, string | null>;
    pending: ColumnType<PendingCall[] | null, string | null, string | null>;
    requests: Generated<string[]>;
    version: Generated<number>;
    balance_after: bigint | null;
    error_code: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  game_demo_wallets: {
    session_id: bigint;
    currency: string;
    balance: bigint;
    renewed_at: Generated<Date>;
  };
  game_demo_transactions: {
    session_id: bigint;
    transaction_id: string;
    kind: 'bet' | 'win' | 'rollback';
    round_id: string;
    amount: bigint;
    balance_after: bigint;
    created_at: Generated<Date>;
  };
}
