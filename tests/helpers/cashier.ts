/**
 * For tests (ours and the lead's): the cashier's schema on a test database
 * whether or not migrate.ts already lists 0004_cashier, and the sandbox
 * provider's signature.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { up } from '../../platform/db/migrations/0004_cashier';
import { DEFAULT_CASHIER_OPTIONS } from '../../platform/cashier/options';
import { signBody } from '../../platform/cashier/signing';
import { paymentRoutes } from '../../platform/backoffice/payments/routes';
import { marketingRoutes } from '../../platform/backoffice/marketing/routes';
import { staffRoutes } from '../../platform/staff/routes';
import { OpenAPIHono } from '@hono/zod-openapi';
import { accountRoutes } from '../../platform/account/routes';
import type { PlatformConfig } from '../../platform/config';
import { DomainError } from '../../platform/http/errors';
import { bonusRoutes } from '../../platform/bonus/routes';
import type { CashierOptions } from '../../platform/cashier/options';
import { cashierRoutes } from '../../platform/cashier/routes';
import { hashPassword } from '../../platform/account/passwords';
import { startSession } from '../../platform/account/sessions';
import { postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';

/** Runs migration 0004's up() unless its tables exist (once migrate.ts lists it, migrateToLatest did). */
export async function ensureCashierSchema(db: Kysely<DB>): Promise<void> {
  const found = await sql<{ name: string | null }>`select to_regclass('public.cashier_transactions')::text as name`.execute(db);
  if (!found.rows[0]?.name) await up(db as unknown as Kysely<unknown>);
}

/** A callback body signed as the sandbox provider signs it. */
export function signedCallback(body: Record<string, unknown>, secret = DEFAULT_CASHIER_OPTIONS.sandboxSecret) {
  const raw = JSON.stringify(body);
  return { body: raw, signature: signBody(raw, secret) };
}


/**
 * The account, cashier and bonus routes on one app with the platform's error
 * answer (app.ts's onError): what tests call before and after the lead mounts
 * the cashier in createPlatformApp.
 */
export function cashierTestApp(db: Kysely<DB>, config: PlatformConfig, options: Partial<CashierOptions> = {}) {
  const app = new OpenAPIHono();
  app.route('/', accountRoutes({ db, config, countryOf: () => null }));
  app.route('/', cashierRoutes({ db, config, options }));
  app.route('/', bonusRoutes({ db, config, options }));
  // The staff's side of the cashier (issue 18): signing in, the payments desk and marketing's bonuses.
  app.route('/', staffRoutes(db, config));
  app.route('/', paymentRoutes(db, config));
  app.route('/', marketingRoutes({ db, config, options }));
  app.onError((error, c) => {
    if (error instanceof DomainError) {
      return c.json({ HasErrors: true, ErrorMessage: error.message, ErrorCode: error.code, ...(error.fieldErrors ? { FieldErrors: error.fieldErrors } : {}) }, error.status);
    }
    console.error('cashier test app: unexpected error', error);
    return c.json({ HasErrors: true, ErrorMessage: 'Something went wrong!', ErrorCode: 'INTERNAL' }, 500);
  });
  return app;
}

let passwordHash: Promise<string> | null = null;
let playerCounter = 0;

/** A verified player with a live session (X-Session-Token) and the password "Tangerine7Kite". */
export async function createTestPlayer(db: Kysely<DB>, config: PlatformConfig, options: { currency?: string; country?: string; name?: string } = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const n = ++playerCounter;
  const name = options.name ?? `cashier_${process.pid}_${n}`;
  const user = await db
    .insertInto('users')
    .values({
      username: name,
      email: `${name}@cashier.test`,
      password_hash: await passwordHash,
      account_type: 0,
      currency: options.currency ?? 'EUR',
      country_code: options.country ?? 'SE',
      parent_id: null,
      email_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await inTransaction(db, (tx) => startSession(tx, config, user.id, true, { ip: '127.0.0.1', userAgent: 'cashier-test' }));
  return { userId: user.id, token: session.token, email: `${name}@cashier.test`, currency: options.currency ?? 'EUR' };
}
export const TEST_PASSWORD = 'Tangerine7Kite';

/** Real money for a test player, from the house cashier (as the demo seed does). */
export async function creditForTest(db: Kysely<DB>, userId: bigint, currency: string, amount: bigint, key = `test-credit:${userId}:${currency}:${amount}:${Math.random()}`) {
  await inTransaction(db, (tx) =>
    postMovement(tx, {
      idempotencyKey: key,
      kind: 'test.credit',
      postings: [
        { account: { userId, code: 'cash', currency }, amount },
        { account: { house: 'cashier', currency }, amount: -amount },
      ],
    }),
  );
}
