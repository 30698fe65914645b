/**
 * The agent network in the back office (issue 18, operations): find accounts, promote one to an agent (or
 * make an agent a player again), move an account with its whole tree under another agent. The rules are
 * platform/agents/network-rules.ts; each change is audited with the account's type and parent before and
 * after. Changes to the network take one lock, so two moves at once cannot close a loop between them
 * (each alone would pass the check).
 */
import { sql } from 'kysely';
import { AGENT_TYPES, idsInTree } from '../../agents/tree';
import { moveRefusal, typeChangeRefusal } from '../../agents/network-rules';
import { subAgentViews } from '../../agents/service';
import type { Db } from '../../db/connection';
import type { Tx } from '../../db/transaction';
import type { SupportedLanguage } from '../../reference/data';
import { audited } from '../../staff/audit';
import type { Actor } from '../../staff/guard';
import { operationsError, OperationsError } from './errors';
import { t } from '../../i18n';

const LIST_LIMIT = 50;

/** Accounts whose user name or e-mail contains `search`; without one, the agents. Each with how many accounts sit directly under it. */
export async function networkAccounts(db: Db, search: string | undefined) {
  let query = db.selectFrom('users').select('id');
  const text = search?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    query = query.where((eb) => eb.or([eb(sql`lower(username)`, 'like', pattern), eb(sql`lower(email)`, 'like', pattern)]));
  } else {
    query = query.where('account_type', 'in', [...AGENT_TYPES]);
  }
  const ids = (await query.orderBy('id', 'desc').limit(LIST_LIMIT).execute()).map((row) => row.id);
  return { Accounts: await withSubAccounts(db, await subAgentViews(db, ids)) };
}

async function withSubAccounts<T extends { Id: string }>(db: Db | Tx['trx'], views: T[]) {
  if (views.length === 0) return [];
  const counts = await db
    .selectFrom('users')
    .select(['parent_id', sql<string>`count(*)::text`.as('n')])
    .where('parent_id', 'in', views.map((view) => BigInt(view.Id)))
    .groupBy('parent_id')
    .execute();
  return views.map((view) => ({ ...view, SubAccounts: Number(counts.find((row) => String(row.parent_id) === view.Id)?.n ?? 0) }));
}

const lockNetwork = (trx: Tx['trx']) => sql`select pg_advisory_xact_lock(hashtext('oddsgate:agent-network'))`.execute(trx);

async function accountOf(trx: Tx['trx'], lang: SupportedLanguage, id: bigint) {
  const row = await trx.selectFrom('users').select(['id', 'account_type', 'currency', 'parent_id', 'locked']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new OperationsError(404, 'NOT_FOUND', t(lang, 'backoffice-operations:errors.NOT_FOUND'));
  return row;
}

const placeOf = (row: { account_type: number; parent_id: bigint | null }) => ({ AccountType: row.account_type, ParentId: row.parent_id === null ? null : String(row.parent_id) });

/** The account as the back office shows it, read in the change's transaction. */
const viewIn = async (trx: Tx['trx'], id: bigint) => (await withSubAccounts(trx, await subAgentViews(trx, [id])))[0]!;

/** Promotes an account to an agent type, or makes it a player again (0); refuses what would break the network's rules. */
export async function changeAccountType(db: Db, actor: Actor, lang: SupportedLanguage, id: bigint, to: number, reason: string | undefined) {
  return audited(db, actor, 'agents.manage', async (tx) => {
    await lockNetwork(tx.trx);
    const account = await accountOf(tx.trx, lang, id);
    const parent = account.parent_id === null ? null : await tx.trx.selectFrom('users').select('account_type').where('id', '=', account.parent_id).executeTakeFirst();
    const children = await tx.trx.selectFrom('users').select('account_type').distinct().where('parent_id', '=', id).execute();
    const refusal = typeChangeRefusal({ from: account.account_type, to, parentType: parent?.account_type ?? null, childTypes: children.map((child) => child.account_type) });
    if (refusal) throw operationsError(lang, refusal);
    await tx.trx.updateTable('users').set({ account_type: to }).where('id', '=', id).execute();
    // An agent's rates live in its profile: a new agent starts with the defaults (kept if it was one before).
    await tx.trx.insertInto('agent_profiles').values({ user_id: id, created_by: null }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
    tx.emit({ topic: 'agent.account.changed', payload: { userId: String(id) } });
    return { result: await viewIn(tx.trx, id), audit: { targetType: 'account', targetId: id, before: placeOf(account), after: placeOf({ ...account, account_type: to }), reason: reason ?? null } };
  });
}

/** Moves an account and everything below it under the agent named `parentUserName`. */
export async function moveAccount(db: Db, actor: Actor, lang: SupportedLanguage, id: bigint, parentUserName: string, reason: string | undefined) {
  return audited(db, actor, 'agents.manage', async (tx) => {
    await lockNetwork(tx.trx);
    const account = await accountOf(tx.trx, lang, id);
    const parent = await tx.trx.selectFrom('users').select(['id', 'account_type', 'currency', 'locked']).where(sql<boolean>`lower(username) = lower(${parentUserName.trim()})`).executeTakeFirst();
    if (!parent) throw new OperationsError(404, 'NOT_FOUND', t(lang, 'backoffice-operations:errors.PARENT_NOT_FOUND'));
    const parentInsideTree = parent.id === id || (await idsInTree(tx.trx, id, [parent.id])).has(parent.id);
    const refusal = moveRefusal({
      account: { type: account.account_type, currency: account.currency },
      parent: { type: parent.account_type, currency: parent.currency, locked: parent.locked },
      parentInsideTree,
    });
    if (refusal) throw operationsError(lang, refusal);
    await tx.trx.updateTable('users').set({ parent_id: parent.id }).where('id', '=', id).execute();
    tx.emit({ topic: 'agent.account.changed', payload: { userId: String(id) } });
    return { result: await viewIn(tx.trx, id), audit: { targetType: 'account', targetId: id, before: placeOf(account), after: placeOf({ ...account, parent_id: parent.id }), reason: reason ?? null } };
  });
}
