/**
 * Who may act on whom. An agent (types 1, 2, 4) acts only inside its own tree: the accounts below it
 * through users.parent_id, at any depth. Everything else answers NOT_FOUND, exactly as an id that does
 * not exist, so an agent cannot probe for accounts outside its network.
 */
import { sql } from 'kysely';
import { AccountType } from '../account/types';
import type { Db } from '../db/connection';
import type { SupportedLanguage } from '../reference/data';
import { agentError } from './errors';

export const AGENT_TYPES: readonly number[] = [AccountType.Agent, AccountType.SuperAgent, AccountType.SuperMasterAgent];

/** Seed 001 §1 types an agent of each type may create (issue 8): players and demo users by any agent. */
export const MAY_CREATE: Record<number, readonly number[]> = {
  [AccountType.Agent]: [AccountType.User, AccountType.DemoUser],
  [AccountType.SuperAgent]: [AccountType.User, AccountType.DemoUser, AccountType.Agent],
  [AccountType.SuperMasterAgent]: [AccountType.User, AccountType.DemoUser, AccountType.Agent, AccountType.SuperAgent],
};

export interface AgentCaller {
  userId: bigint;
  accountType: number;
  currency: string;
  lang: SupportedLanguage;
}

/** The caller as an agent, or NO_PRIVILEGES for a player or a demo user. */
export async function requireAgent(db: Db, userId: bigint, lang: SupportedLanguage): Promise<AgentCaller> {
  const user = await db.selectFrom('users').select(['account_type', 'currency', 'locked']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!AGENT_TYPES.includes(user.account_type) || user.locked) throw agentError(lang, 'NO_PRIVILEGES');
  return { userId, accountType: user.account_type, currency: user.currency, lang };
}

/** The ids among `ids` that are strictly below `agentId` (walks up from each: a tree is deep rather than wide upwards). */
export async function idsInTree(db: Db, agentId: bigint, ids: bigint[]): Promise<Set<bigint>> {
  if (ids.length === 0) return new Set();
  const result = await sql<{ id: string }>`
    with recursive up (start, id, parent_id, depth) as (
      select u.id, u.id, u.parent_id, 0 from users u where u.id in (${sql.join(ids)})
      union all
      select up.start, u.id, u.parent_id, up.depth + 1 from users u join up on u.id = up.parent_id where up.depth < 64
    )
    select distinct start::text as id from up where id = ${agentId} and depth > 0`.execute(db);
  return new Set(result.rows.map((row) => BigInt(row.id)));
}

/** The account `id` if it is in the agent's tree, NOT_FOUND otherwise (also when it does not exist). */
export async function requireInTree(db: Db, agent: AgentCaller, id: bigint): Promise<void> {
  if (!(await idsInTree(db, agent.userId, [id])).has(id)) throw agentError(agent.lang, 'NOT_FOUND');
}

/** Every account below the agent (the recursive walk down), as a subquery for lists and reports. */
export const descendantsOf = (agentId: bigint) => sql<{ id: bigint }>`(
  with recursive down (id, depth) as (
    select id, 1 from users where parent_id = ${agentId}
    union all
    select u.id, down.depth + 1 from users u join down on u.parent_id = down.id where down.depth < 64
  )
  select id from down)`;
