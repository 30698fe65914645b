import { AccountType } from '../account/types';
import type { Db } from '../db/connection';
import type { SupportedLanguage } from '../reference/data';
import { agentError } from './errors';

/**
 * Demo users (type 3) play with play money only (issue 8): it is given once at creation from house:play
 * and must never be paid out nor mixed with real deposits, so the cashier refuses them both ways.
 */
export async function refusePlayMoney(db: Db, userId: bigint, lang: SupportedLanguage): Promise<void> {
  const user = await db.selectFrom('users').select('account_type').where('id', '=', userId).executeTakeFirst();
  if (user?.account_type === AccountType.DemoUser) throw agentError(lang, 'PLAY_MONEY_ONLY');
}
