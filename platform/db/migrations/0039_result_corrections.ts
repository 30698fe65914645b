import { sql, type Kysely } from 'kysely';

/**
 * Corrected results and player debt (issue 19).
 *
 * - The no-overdraft CHECK becomes a trigger: a CHECK sees only the new row, and a debt needs the old one
 *   too. A player balance may still never be lowered below zero by an ordinary movement, but a balance
 *   already below zero (a debt) may rise (a deposit or a win repays it), and a movement marked as a debt
 *   (ledger.ts sets `oddsgate.ledger_debt` for its one statement: a result correction taking back a payout
 *   the player already spent) may lower it below zero. The error keeps the constraint's name, so every
 *   caller that maps an overdraft to INSUFFICIENT_FUNDS keeps doing so.
 * - The player's history gets the correction's two statement types (7 credit, 8 debit: the amount is
 *   positive, the type says which way), as the payments desk's adjustments have 5 and 6.
 * - result_corrections: one row per trader correction of a settled match (what the trader entered, who,
 *   why); its id names the ledger movement of each ticket it resettles, so applying it again moves nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_accounts drop constraint ledger_accounts_no_overdraft;
    create function ledger_no_overdraft() returns trigger language plpgsql as $$
    begin
      if not new.allow_negative and new.balance < 0 and (tg_op = 'INSERT' or new.balance < old.balance)
         and coalesce(current_setting('oddsgate.ledger_debt', true), '') <> 'on' then
        raise exception 'new row violates check constraint "ledger_accounts_no_overdraft"'
          using errcode = '23514', constraint = 'ledger_accounts_no_overdraft';
      end if;
      return new;
    end $$;
    create trigger ledger_accounts_no_overdraft before insert or update of balance on ledger_accounts
      for each row execute function ledger_no_overdraft();

    alter table cashier_transactions drop constraint cashier_transactions_statement_type_check;
    alter table cashier_transactions add constraint cashier_transactions_statement_type_check check (statement_type between 1 and 8);

    create table result_corrections (
      id bigserial primary key,
      match_id bigint not null references matches(id),
      staff_id bigint references staff(id),
      markets jsonb not null,
      reason text not null,
      tickets integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index result_corrections_match_idx on result_corrections (match_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table result_corrections;
    delete from cashier_transactions where statement_type > 6;
    alter table cashier_transactions drop constraint cashier_transactions_statement_type_check;
    alter table cashier_transactions add constraint cashier_transactions_statement_type_check check (statement_type between 1 and 6);
    drop trigger ledger_accounts_no_overdraft on ledger_accounts;
    drop function ledger_no_overdraft();
    alter table ledger_accounts add constraint ledger_accounts_no_overdraft check (allow_negative or balance >= 0);
  `.execute(db);
}
