import type { Db } from '../db/connection';
import { formatMinor } from '../money';

/** The signed-in account as the gateway's Viewer needs it. */
export async function sessionUser(db: Db, userId: bigint) {
  const user = await db
    .selectFrom('users')
    .leftJoin('ledger_accounts', (join) =>
      join.onRef('ledger_accounts.user_id', '=', 'users.id').on('ledger_accounts.code', '=', 'cash').onRef('ledger_accounts.currency', '=', 'users.currency'),
    )
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.account_type',
      'users.currency',
      'users.country_code',
      'users.email_verified',
      'users.totp_secret',
      'users.previous_sign_in_at',
      'ledger_accounts.balance',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    Id: String(user.id),
    UserName: user.username,
    Email: user.email,
    AccountType: user.account_type,
    Currency: user.currency,
    CountryCode: user.country_code,
    EmailVerified: user.email_verified,
    TwoFactorEnabled: user.totp_secret !== null,
    Balance: formatMinor(user.balance ?? 0n, user.currency),
    PreviousSignInAt: user.previous_sign_in_at?.toISOString() ?? null,
  };
}

export type SessionUser = Awaited<ReturnType<typeof sessionUser>>;
