import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables of migration 0004_cashier (part of DB in db/schema.ts). */
export interface CashierTables {
  /** Migration 0023: who approved a withdrawal (four eyes). */
  withdrawal_approvals: { withdrawal_id: bigint; staff_id: bigint; approved_at: Generated<Date> };
  /** Migration 0034: who made a manual adjustment, which way and why (backoffice/payments/adjustments.ts). */
  cashier_adjustments: { transaction_id: bigint; staff_id: bigint; direction: 'credit' | 'debit'; reason_code: string; note: string };
  cashier_transactions: {
    id: Generated<bigint>;
    user_id: bigint;
    statement_type: number;
    method: string | null;
    provider: string | null;
    currency: string;
    amount: bigint;
    status: number;
    reason: string | null;
    /** The staff's own words with a rejection (issue 18): the player reads them after the reason's text. */
    reason_note: string | null;
    reference: string | null;
    provider_tx_id: string | null;
    request_key: string | null;
    request_hash: string | null;
    bonus_code: string | null;
    return_url: string | null;
    details: ColumnType<Record<string, unknown>, string | undefined, string>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    completed_at: Date | null;
  };
  cashier_crypto_addresses: {
    user_id: bigint;
    blockchain: string;
    address: string;
    created_at: Generated<Date>;
  };
  cashier_vouchers: {
    code: string;
    currency: string;
    amount: bigint;
    created_at: Generated<Date>;
    redeemed_by: bigint | null;
    redeemed_at: Date | null;
    transaction_id: bigint | null;
  };
  bonuses: {
    id: Generated<number>;
    code: string;
    kind: 'deposit' | 'free_spins' | 'free_bet' | 'cashback';
    product: 'any' | 'casino' | 'sportsbook';
    personal: Generated<boolean>;
    percent: Generated<number>;
    amounts: ColumnType<Record<string, string>, string | undefined, string>;
    spins: Generated<number>;
    wagering_multiplier: Generated<number>;
    requires_deposit: Generated<boolean>;
    first_deposit_only: Generated<boolean>;
    valid_days: Generated<number>;
    active: Generated<boolean>;
    created_at: Generated<Date>;
    /** A campaign's own title (0031); null: the seeded codes' translated title. */
    title: Generated<string | null>;
    starts_at: Generated<Date | null>;
    ends_at: Generated<Date | null>;
    paused_at: Generated<Date | null>;
    max_claims: Generated<number | null>;
  };
  user_bonuses: {
    id: Generated<bigint>;
    user_id: bigint;
    bonus_id: number;
    status: number;
    currency: string;
    amount: Generated<bigint>;
    spins: Generated<number>;
    wagering_required: Generated<bigint>;
    wagered: Generated<bigint>;
    deposit_id: bigint | null;
    created_at: Generated<Date>;
    activated_at: Date | null;
    finished_at: Date | null;
    expires_at: Date | null;
  };
  bonus_cashback_payments: {
    user_id: bigint;
    week_start: ColumnType<Date, string, string>;
    currency: string;
    net_loss: bigint;
    amount: bigint;
    created_at: Generated<Date>;
  };
}

