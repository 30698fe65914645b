import type { Generated } from 'kysely';

/** Kysely's view of the tables of migration 0009_agents. */
export interface AgentTables {
  agent_profiles: {
    user_id: bigint;
    sub_agent_commission_bp: Generated<number>;
    agent_commission_bp: Generated<number>;
    stake_factor_bp: Generated<number>;
    position_taking_bp: Generated<number>;
    rebate_bp: Generated<number>;
    created_by: bigint | null;
    updated_at: Generated<Date>;
  };
  agent_transfers: {
    id: Generated<bigint>;
    agent_id: bigint;
    sub_account_id: bigint;
    direction: 'deposit' | 'withdraw';
    amount: bigint;
    currency: string;
    ledger_transaction_id: bigint;
    created_at: Generated<Date>;
  };
}
