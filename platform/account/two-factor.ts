import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/connection';
import { t } from '../i18n';
import type { Caller } from './context';
import { AccountError, validationError } from './errors';
import { verifyPassword } from './passwords';
import { tokenHash } from './tokens';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';

const RECOVERY_CODES = 10;

/** Enrolment step 1: a new secret, kept pending until a code from the app proves it was scanned. */
export async function startSetup(db: Db, userId: bigint) {
  const user = await db.selectFrom('users').select(['username', 'totp_secret']).where('id', '=', userId).executeTakeFirstOrThrow();
  const secret = newTotpSecret();
  await db.updateTable('users').set({ totp_pending_secret: secret }).where('id', '=', userId).execute();
  const uri = otpauthUri(secret, user.username);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { Secret: secret, OtpauthUri: uri, QrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Enrolment step 2: the code matches the pending secret; it becomes the account's, with recovery codes shown once. */
export async function enable(db: Db, caller: Caller, userId: bigint, pin: string) {
  const user = await db.selectFrom('users').select(['totp_pending_secret']).where('id', '=', userId).executeTakeFirstOrThrow();
  const step = user.totp_pending_secret ? verifyTotp(user.totp_pending_secret, pin.trim(), Date.now() / 1000, null) : null;
  if (step === null) throw validationError({ Pin: t(caller.lang, 'validation:pin.wrong') });
  const codes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(5).toString('hex'));
  await inTransaction(db, async ({ trx }) => {
    await trx
      .updateTable('users')
      .set({ totp_secret: user.totp_pending_secret, totp_pending_secret: null, totp_last_step: BigInt(step) })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.insertInto('recovery_codes').values(codes.map((code) => ({ user_id: userId, code_hash: tokenHash(code) }))).execute();
  });
  return { RecoveryCodes: codes };
}

export async function disable(db: Db, caller: Caller, userId: bigint, password: string, pin: string) {
  const user = await db.selectFrom('users').select(['password_hash', 'totp_secret', 'totp_last_step']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.totp_secret) throw new AccountError(409, 'CONFLICT', t(caller.lang, 'account:messages.twoFactorDisabled'));
  if (!(await verifyPassword(user.password_hash, password))) throw validationError({ Password: t(caller.lang, 'validation:password.currentWrong') });
  if (verifyTotp(user.totp_secret, pin.trim(), Date.now() / 1000, user.totp_last_step === null ? null : Number(user.totp_last_step)) === null) {
    throw validationError({ Pin: t(caller.lang, 'validation:pin.wrong') });
  }
  await inTransaction(db, async ({ trx }) => {
    await trx.updateTable('users').set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null }).where('id', '=', userId).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  });
  return { Message: t(caller.lang, 'account:messages.twoFactorDisabled') };
}
