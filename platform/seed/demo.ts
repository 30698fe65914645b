import type { Db } from '../db/connection';
import { postMovement } from '../db/ledger';
import { inTransaction } from '../db/transaction';
import { hashPassword } from '../account/passwords';
import { AccountType } from '../account/types';

/** Printed by `npm start`; documented in the README. */
export const DEMO_ACCOUNTS = {
  player: { username: 'demo', password: 'Demo1234', email: 'demo@oddsgate.example', balance: 100_000n },
  agent: { username: 'agent', password: 'Agent1234', email: 'agent@oddsgate.example', balance: 500_000n },
} as const;

/** Seeds the demo player and agent once; a second run finds them and does nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNTS.player.username).executeTakeFirst();
  if (existing) return;
  const [playerHash, agentHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.player.password),
    hashPassword(DEMO_ACCOUNTS.agent.password),
  ]);
  await inTransaction(db, async (tx) => {
    const agent = await tx.trx
      .insertInto('users')
      .values({ username: DEMO_ACCOUNTS.agent.username, email: DEMO_ACCOUNTS.agent.email, password_hash: agentHash, account_type: AccountType.Agent, currency: 'EUR', country_code: 'SE', parent_id: null, email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const player = await tx.trx
      .insertInto('users')
      .values({ username: DEMO_ACCOUNTS.player.username, email: DEMO_ACCOUNTS.player.email, password_hash: playerHash, account_type: AccountType.User, currency: 'EUR', country_code: 'SE', parent_id: agent.id, email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [userId, amount] of [[player.id, DEMO_ACCOUNTS.player.balance], [agent.id, DEMO_ACCOUNTS.agent.balance]] as const) {
      await postMovement(tx, {
        idempotencyKey: `demo-seed:${userId}`,
        kind: 'demo.credit',
        postings: [
          { account: { userId, code: 'cash', currency: 'EUR' }, amount },
          { account: { house: 'cashier', currency: 'EUR' }, amount: -amount },
        ],
      });
    }
  });
}
