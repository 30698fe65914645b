import type { Context } from 'hono';
import { resolveSession } from '../account/sessions';
import { t, requestLanguage } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { CashierError } from './errors';
import type { CashierDeps } from './options';

/** The signed-in player behind a request, as the cashier and the bonus service need it. */
export interface Player {
  userId: bigint;
  /** The account's currency: fiat deposits, withdrawals and bonuses are in it. */
  currency: string;
  lang: SupportedLanguage;
}

export const languageOf = (c: Context): SupportedLanguage => requestLanguage(c.req.header('accept-language'));

/** Exactly as the account routes do: X-Session-Token, or a 401 in the request language. */
export async function requirePlayer(deps: CashierDeps, c: Context): Promise<Player> {
  const lang = languageOf(c);
  const session = await resolveSession(deps.platformDb, deps.config, c.req.header('x-session-token'));
  if (!session) throw new CashierError(401, 'UNAUTHORIZED', t(lang, 'account:messages.notSignedIn'));
  const user = await deps.db.selectFrom('users').select(['id', 'currency']).where('id', '=', session.user_id).executeTakeFirstOrThrow();
  return { userId: user.id, currency: user.currency, lang };
}
