/**
 * The demo agent network (README "Demo accounts"): a super master agent with a sub-agent, a player
 * below it and a demo user, so Agent Management has something to show on a fresh `npm start`.
 */
import { hashPassword } from '../account/passwords';
import { AccountType } from '../account/types';
import type { Db } from '../db/connection';
import { postMovement } from '../db/ledger';
import { inTransaction } from '../db/transaction';

export const AGENT_DEMO = {
  username: 'agent_demo',
  password: 'AgentDemo1',
  email: 'agent_demo@oddsgate.example',
  balance: 1_000_000n,
  subAccounts: [
    { username: 'agent_demo_sub', email: 'agent_demo_sub@oddsgate.example', type: AccountType.Agent, parent: 'agent_demo', balance: 50_000n, commissionBp: 2_500, rebateBp: 50 },
    { username: 'agent_demo_player', email: 'agent_demo_player@oddsgate.example', type: AccountType.User, parent: 'agent_demo_sub', balance: 10_000n, commissionBp: 1_000, rebateBp: 0 },
    { username: 'agent_demo_play', email: 'agent_demo_play@oddsgate.example', type: AccountType.DemoUser, parent: 'agent_demo', balance: 100_000n, commissionBp: 0, rebateBp: 0 },
  ],
} as const;

/** Seeds the network once (a second run finds agent_demo and does nothing). Every account has AGENT_DEMO.password. */
export async function seedAgentDemoData(db: Db): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('username', '=', AGENT_DEMO.username).executeTakeFirst();
  if (existing) return;
  const hash = await hashPassword(AGENT_DEMO.password);
  await inTransaction(db, async (tx) => {
    const ids = new Map<string, bigint>();
    const accounts = [
      { username: AGENT_DEMO.username, email: AGENT_DEMO.email, type: AccountType.SuperMasterAgent, parent: null, balance: AGENT_DEMO.balance, commissionBp: 0, rebateBp: 0 },
      ...AGENT_DEMO.subAccounts,
    ];
    for (const account of accounts) {
      const user = await tx.trx
        .insertInto('users')
        .values({
          username: account.username,
          email: account.email,
          password_hash: hash,
          account_type: account.type,
          currency: 'EUR',
          country_code: 'SE',
          parent_id: account.parent ? ids.get(account.parent)! : null,
          email_verified: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(account.username, user.id);
      await tx.trx.insertInto('agent_profiles').values({ user_id: user.id, agent_commission_bp: account.commissionBp, rebate_bp: account.rebateBp, created_by: null }).execute();
      // Real money from the cashier for real accounts; play money from house:play for the demo user.
      const house = account.type === AccountType.DemoUser ? 'play' : 'cashier';
      await postMovement(tx, {
        idempotencyKey: `agents.demo-seed:${user.id}`,
        kind: account.type === AccountType.DemoUser ? 'agents.play_money' : 'demo.credit',
        postings: [
          { account: { userId: user.id, code: 'cash', currency: 'EUR' }, amount: account.balance },
          { account: { house, currency: 'EUR' }, amount: -account.balance },
        ],
      });
    }
  });
}
