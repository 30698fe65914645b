/** Agent networks for agent tests: accounts of a given type with sessions, created as an operator or an agent would. */
import type { Kysely } from 'kysely';
import { startSession } from '../../platform/account/sessions';
import type { PlatformConfig } from '../../platform/config';
import type { DB } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { createTestPlayer, creditForTest } from './cashier';

let counter = 0;

/** A signed-in account of `type` (0–4) under `parent`, with `cash` minor units of EUR. */
export async function testAccount(db: Kysely<DB>, config: PlatformConfig, type: number, options: { parent?: bigint | null; cash?: bigint } = {}) {
  const player = await createTestPlayer(db, config, { name: `ag${process.pid}_${++counter}_t${type}` });
  await db.updateTable('users').set({ account_type: type, parent_id: options.parent ?? null }).where('id', '=', player.userId).execute();
  if (options.cash) await creditForTest(db, player.userId, 'EUR', options.cash);
  return player;
}

/** A session for an account made through the REST contract. */
export async function sessionOf(db: Kysely<DB>, config: PlatformConfig, userId: bigint): Promise<string> {
  return (await inTransaction(db, (tx) => startSession(tx, config, userId, true, { ip: '127.0.0.1', userAgent: 'agents-test' }))).token;
}

let formCounter = 0;
/** A valid sub-agent form (seed 001 §3). */
export function form(overrides: Record<string, unknown> = {}) {
  const n = `${process.pid}x${++formCounter}`;
  return {
    UserName: `sub_${n}`,
    CurrencyID: 'EUR',
    Email: `sub_${n}@agents.test`,
    Password: 'Tangerine7Kite',
    PasswordConfirmation: 'Tangerine7Kite',
    SubAgentCommission: '5',
    AgentCommission: '25.50',
    Country: 'SE',
    StakeFactor: '1.00',
    PositionTaking: '10',
    Rebate: '1',
    ...overrides,
  };
}
