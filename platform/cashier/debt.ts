/**
 * A player in debt (issue 19): a corrected result took back a payout the player had already spent, and
 * their cash balance is below zero until deposits and wins repay it (ledger.ts `debt`). Every door that
 * takes money (a stake, a withdrawal) refuses them with this one code and this one message
 * (locales/<lang>/errors.json BALANCE_IN_DEBT), not the generic "Insufficient balance.": what they must
 * do is repay, not stake less.
 */
import type { Db } from '../db/connection';
import type { Tx } from '../db/transaction';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';

export const BALANCE_IN_DEBT = 'BALANCE_IN_DEBT';

/** What the code means to a client, for each domain's error enum that carries it. */
export const BALANCE_IN_DEBT_MEANING = 'The cash balance is negative after a corrected result: a deposit must repay it before any stake or withdrawal.';

/** The refusal's message in the player's language. */
export const debtMessage = (lang: SupportedLanguage): string => t(lang, `errors:${BALANCE_IN_DEBT}`);

/** True when the player's cash balance in the currency is below zero. */
export async function inDebt(db: Db | Tx['trx'], userId: bigint, currency: string): Promise<boolean> {
  const row = await db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('code', '=', 'cash').where('currency', '=', currency).executeTakeFirst();
  return (row?.balance ?? 0n) < 0n;
}
