import { sql, type Kysely } from 'kysely';

/**
 * Compliance (issue 18): the KYC review and the flags raised by rules.
 *
 * - kyc_documents gains who reviewed a document, when, and the reason of a rejection (the player reads it
 *   on their KYC page).
 * - compliance_flags: one row per player per rule raised (large deposits without approved KYC, the
 *   affordability threshold of the responsible-gambling profile, many accounts from one address), with
 *   the facts that raised it, until a member of staff resolves it with a reason. The partial unique index
 *   keeps one open flag per player per rule, so a rule that fires again only touches the open one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table kyc_documents
      add column reviewed_at timestamptz,
      add column reviewed_by bigint references staff(id),
      add column reject_reason text;
    create index kyc_documents_pending_idx on kyc_documents (uploaded_at, id) where status = 'pending';

    create table compliance_flags (
      id bigserial primary key,
      user_id bigint not null references users(id),
      rule text not null check (rule in ('large_deposit_without_kyc', 'affordability', 'shared_address')),
      details jsonb not null,
      raised_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolved_by bigint references staff(id),
      resolution text
    );
    create unique index compliance_flags_open_idx on compliance_flags (user_id, rule) where resolved_at is null;
    create index compliance_flags_user_idx on compliance_flags (user_id, rule, resolved_at);
  `.execute(db);
}
