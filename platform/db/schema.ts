import type { ColumnType, Generated } from 'kysely';
import type { BettingTables } from '../betting/schema';
import type { CashierTables } from '../cashier/schema';
import type { CasinoTables } from '../casino/schema';
import type { GameServerTables } from '../casino/gameserver/schema';
import type { PartnerTables } from '../partners/schema';
import type { AgentTables } from '../agents/schema';
import type { MessageTables } from '../messages/schema';
import type { ResponsibleTables } from '../responsible/schema';
import type { StaffTables } from '../staff/schema';
import type { ComplianceTables } from '../compliance/schema';
import type { MarketingTables } from '../backoffice/marketing/schema';
import type { ChatTables } from '../chat/schema';
import type { PlayerSupportTables } from '../backoffice/players/schema';
import type { TradingTables } from '../trading/schema';
import type { RiskTables } from '../trading/risk-schema';
import type { TickerTables } from '../trading/ticker-schema';
import type { TradingControlTables } from '../trading/controls-schema';

/** Kysely's view of the tables; the migrations in ./migrations are the source of truth. */
export interface DB extends CashierTables, BettingTables, CasinoTables, GameServerTables, MessageTables, AgentTables, PartnerTables, ResponsibleTables, StaffTables, ComplianceTables, ChatTables, PlayerSupportTables, MarketingTables, TradingTables, RiskTables, TickerTables, TradingControlTables {
  app_release: { id: Generated<number>; hash: string; published_at: Generated<Date> };
  leases: { name: string; holder: string; expires_at: Date };
  outbox_events: {
    id: Generated<bigint>;
    topic: string;
    payload: ColumnType<unknown, string, string>;
    created_at: Generated<Date>;
    /** The writing transaction's id (xid8, read as text): the stream's delivery order (0019). */
    txid: Generated<string>;
  };
  users: {
    id: Generated<bigint>;
    username: string;
    email: string;
    password_hash: string;
    account_type: number;
    currency: string;
    country_code: string;
    parent_id: bigint | null;
    locked: Generated<boolean>;
    created_at: Generated<Date>;
    email_verified: Generated<boolean>;
    first_name: string | null;
    last_name: string | null;
    birth_date: ColumnType<Date | null, string | null, string | null>;
    gender: string | null;
    city: string | null;
    phone: string | null;
    address: string | null;
    postal_code: string | null;
    identificator_number: string | null;
    bonus_code: string | null;
    btag: string | null;
    affiliate_type: number | null;
    smartico_affiliate_id: string | null;
    nationality_country_id: number | null;
    current_address_country_id: number | null;
    allow_email_notification: Generated<boolean>;
    political_declaration_required: Generated<boolean>;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_last_step: bigint | null;
    last_sign_in_at: Date | null;
    previous_sign_in_at: Date | null;
  };
  sessions: {
    id: Generated<bigint>;
    token_hash: string;
    user_id: bigint;
    remember_me: boolean;
    ip: string;
    user_agent: string;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    expires_at: Date;
    revoked_at: Date | null;
  };
  account_tokens: {
    id: Generated<bigint>;
    user_id: bigint;
    purpose: 'verify_email' | 'reset_password' | 'two_factor' | 'change_email';
    token_hash: string;
    /** The address a 'change_email' token sets (migration 0013). */
    new_email: Generated<string | null>;
    remember_me: Generated<boolean>;
    attempts: Generated<number>;
    expires_at: Date;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
  challenges: {
    id: string;
    kind: 'altcha' | 'pow';
    difficulty: number | null;
    expires_at: Date;
    used_at: Date | null;
  };
  recovery_codes: { id: Generated<bigint>; user_id: bigint; code_hash: string; used_at: Date | null };
  rate_limits: { key: string; window_start: Date; count: number };
  sign_in_failures: { key: string; username: string; failures: number; locked_until: Date | null; locks: number; updated_at: Date };
  login_attempts: {
    id: Generated<bigint>;
    user_id: bigint | null;
    username: string;
    ip: string;
    success: boolean;
    reason: string;
    created_at: Generated<Date>;
  };
  mail_messages: {
    id: Generated<bigint>;
    to_address: string;
    subject: string;
    body: string;
    created_at: Generated<Date>;
    sent_at: Date | null;
  };
  kyc_documents: {
    id: Generated<bigint>;
    user_id: bigint;
    document_type: 'passport' | 'id_card' | 'driving_licence' | 'proof_of_address';
    file_name: string;
    content_type: string;
    size_bytes: number;
    content: Uint8Array;
    status: Generated<'pending' | 'verified' | 'rejected'>;
    uploaded_at: Generated<Date>;
    /** The review (migration 0024): who decided, when, and why a rejection (the player reads it). */
    reviewed_at: Generated<Date | null>;
    reviewed_by: Generated<bigint | null>;
    reject_reason: Generated<string | null>;
  };
  ledger_accounts: {
    id: Generated<bigint>;
    user_id: bigint | null;
    code: string;
    currency: string;
    balance: Generated<bigint>;
    allow_negative: boolean;
  };
  ledger_transactions: {
    id: Generated<bigint>;
    idempotency_key: string;
    kind: string;
    request_hash: string;
    reference: string | null;
    created_at: Generated<Date>;
  };
  ledger_lines: {
    id: Generated<bigint>;
    transaction_id: bigint;
    account_id: bigint;
    amount: bigint;
  };
  sports: { id: number; feed_key: string; original_name: string; rank: number; sport_system_id: number };
  categories: { id: Generated<number>; sport_id: number; feed_key: string; name: string; country_code: string | null };
  tournaments: { id: Generated<number>; sport_id: number; category_id: number; feed_key: string; name: string; top: Generated<boolean> };
  matches: {
    id: Generated<bigint>;
    feed_key: string;
    sport_id: number;
    category_id: number;
    tournament_id: number;
    type: number;
    name: string;
    home_team_name: string | null;
    away_team_name: string | null;
    date_of_match: Date;
    streamed: Generated<boolean>;
    popularity: Generated<number>;
    status: Generated<string>;
    period: Generated<number>;
    clock_seconds: Generated<number>;
    in_interval: Generated<boolean>;
    home_score: Generated<number>;
    away_score: Generated<number>;
    period_scores: ColumnType<unknown, string | undefined, string>;
    live_detail: ColumnType<unknown, string | null | undefined, string | null>;
    bet_stop: Generated<boolean>;
    book: ColumnType<unknown, string | undefined, string>;
    /** The feed's own book while a trading control changes `book` (migration 0036); null otherwise. */
    feed_book: ColumnType<unknown, string | null | undefined, string | null>;
    preview: ColumnType<unknown, string | undefined, string>;
    markets_count: Generated<number>;
    outcomes_count: Generated<number>;
    odd_ids: ColumnType<unknown, string | undefined, string>;
    settled: ColumnType<unknown, string | null | undefined, string | null>;
    version: Generated<number>;
    updated_at: Generated<Date>;
    ended_at: Date | null;
    /** Each odd's price (id → decimal) as the match kicked off: the closing price a ticket is compared with (0037). */
    closing_prices: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  };
}
