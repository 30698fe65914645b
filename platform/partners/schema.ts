import type { Generated } from 'kysely';

/** Kysely's view of migration 0010. */
export interface PartnerTables {
  partner_keys: {
    id: Generated<bigint>;
    name: string;
    prefix: string;
    secret_hash: string;
    scopes: string[];
    owner_user_id: bigint | null;
    rate_limit_per_minute: number;
    created_at: Generated<Date>;
    revoked_at: Date | null;
  };
}
