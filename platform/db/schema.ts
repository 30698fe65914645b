import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables; the migrations in ./migrations are the source of truth. */
export interface DB {
  app_release: { id: Generated<number>; hash: string; published_at: Generated<Date> };
  outbox_events: {
    id: Generated<bigint>;
    topic: string;
    payload: ColumnType<unknown, string, string>;
    created_at: Generated<Date>;
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
}
