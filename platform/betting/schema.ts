import type { Generated } from 'kysely';
import type { MarketTime } from '../sportsbook/pricing/market';

/** Kysely's view of the tables of migration 0005_betting. */
export interface BettingTables {
  betting_settings: {
    user_id: bigint;
    odds_policy: Generated<number>;
    /** Whole percents a live price may drop and still be taken (migration 0014). */
    odds_tolerance: Generated<number>;
    daily_limit: bigint | null;
    updated_at: Generated<Date>;
  };
  tickets: {
    id: Generated<bigint>;
    user_id: bigint;
    bet_type: BetType;
    status: number;
    currency: string;
    stake: bigint;
    unit_stake: bigint;
    system_sizes: Generated<number[]>;
    teaser_id: number | null;
    ifbet_variant: Generated<'standard' | 'action'>;
    odds_policy: number;
    /** The tolerance the ticket was placed with (migration 0014). */
    odds_tolerance: Generated<number>;
    is_live: boolean;
    free_bet_id: bigint | null;
    insurance_premium: Generated<bigint>;
    accumulator_percent: Generated<number>;
    potential_return: bigint;
    offer: { Stake: string; Odds: number } | null;
    decline_reason: string | null;
    accept_at: Date | null;
    outcome: TicketOutcome | null;
    returned: bigint | null;
    settlement_version: Generated<number>;
    cashout_amount: bigint | null;
    /** The part of the stake a waiting live cash-out sells; null: the whole ticket (migration 0048). */
    cashout_stake: Generated<bigint | null>;
    /** The value at which the ticket cashes out by itself (migration 0048). */
    auto_cashout: Generated<bigint | null>;
    /** The stake sold in parts, and what they paid: turnover is stake + sold_stake (migration 0048). */
    sold_stake: Generated<bigint>;
    sold_return: Generated<bigint>;
    /** The ticket this one replaced by an edit (migration 0051). */
    edited_from: Generated<bigint | null>;
    request_key: string | null;
    request_hash: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    settled_at: Date | null;
  };
  /** Every cash-out paid on a ticket, a part or the whole (migration 0048). */
  ticket_cashouts: {
    ticket_id: bigint;
    seq: number;
    /** The stake sold back. */
    stake: bigint;
    /** What it paid. */
    amount: bigint;
    automatic: Generated<boolean>;
    /** The Idempotency-Key of the request that sold it; null for the automatic and the delayed ones. */
    request_key: string | null;
    created_at: Generated<Date>;
  };
  /** Migration 0049: a ticket's share code (share.ts). */
  ticket_shares: {
    code: string;
    ticket_id: bigint;
    show_stake: Generated<boolean>;
    created_at: Generated<Date>;
  };
  ticket_items: {
    ticket_id: bigint;
    position: number;
    odd_id: bigint;
    match_id: number;
    odds: number;
    banker: Generated<boolean>;
    result: Generated<ItemResult>;
    market_key: string;
    outcome_key: string;
    market_type: string;
    /** pricing/market.ts MarketTime; null before migration 0017, for a part of a match, or a sport without overtime. */
    market_time: Generated<MarketTime | null>;
    line: number | null;
    match_name: string;
    odd_title: string;
  };
}

export type BetType = 'single' | 'combo' | 'system' | 'ifbet' | 'reversebet' | 'teaser';
export type TicketOutcome = 'won' | 'lost' | 'refunded' | 'cashed_out';
export type ItemResult = 'pending' | 'cancelled' | 'win' | 'lost' | 'refund' | 'halfwin' | 'halflose';

/** What betting_settings.odds_policy and tickets.odds_policy store: the index into this list. */
export const ODDS_POLICIES = ['decline-any', 'accept-better', 'accept-any'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

/** Seed 002 §9. */
export const TicketStatus = { pending: 0, accepted: 1, declined: 2, newOffer: 3, delayed: 4, delayedCashout: 5 } as const;
export const TICKET_STATUS_NAMES = ['pending', 'accepted', 'declined', 'new-offer', 'delayed', 'delayed-cashout'] as const;
