/**
 * The agent operations of seed 001 §2/§7: create and edit sub-accounts (the sub-agent form of §3),
 * list them, lock and unlock, and move money between the agent and a sub-account. Every operation
 * on an account first proves it is in the caller's tree (tree.ts).
 */
import { sql } from 'kysely';
import { confirmationRule, usernameRule } from '../../rules/account';
import { accountEmailRule } from '../account/email';
import { passwordPolicy } from '../account/password-policy';
import { hashPassword } from '../account/passwords';
import { endResetTokens } from '../account/tokens';
import { AccountType } from '../account/types';
import type { Db } from '../db/connection';
import { LedgerError, postMovement } from '../db/ledger';
import { assertMayReceive } from '../responsible/guards';
import { inTransaction, type Tx } from '../db/transaction';
import { t } from '../i18n';
import { formatMinor, minor, readAmount } from '../money';
import { COUNTRY_CODES, CURRENCIES } from '../reference/data';
import { agentError } from './errors';
import { descendantsOf, idsInTree, MAY_CREATE, requireInTree, type AgentCaller } from './tree';

/** Play money a demo user gets at creation, in major units of its currency (issue 8: demo users play with play money only). */
export const DEMO_PLAY_MONEY = '1000';
export const PAGE_SIZE = 20;

/** The sub-agent form (seed 001 §3), all strings as a form sends them; AccountType is ours (who the new account is). */
export interface SubAgentInput {
  UserName?: string;
  UserID?: string | null;
  CurrencyID?: string;
  Email?: string;
  Password?: string;
  PasswordConfirmation?: string;
  SubAgentCommission?: string;
  AgentCommission?: string;
  Country?: string;
  StakeFactor?: string;
  PositionTaking?: string;
  Rebate?: string;
  AccountType?: number;
}

// Percentages in basis points of a percent (12.50% → 1250); the stake factor in 1/10000 (1.00 → 10000).
const DECIMAL = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
function hundredths(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}
const percentBp = (text: string) => {
  const value = hundredths(text);
  return value !== null && value <= 100_00 ? value : null;
};
const factorBp = (text: string) => {
  const value = hundredths(text);
  return value !== null && value >= 1 && value <= 100_00 ? value * 100 : null;
};
export const formatPercent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
export const formatFactor = (bp: number) => formatPercent(Math.round(bp / 100));

const PROFILE_FIELDS = {
  SubAgentCommission: ['sub_agent_commission_bp', percentBp, 'percent'],
  AgentCommission: ['agent_commission_bp', percentBp, 'percent'],
  StakeFactor: ['stake_factor_bp', factorBp, 'factor'],
  PositionTaking: ['position_taking_bp', percentBp, 'percent'],
  Rebate: ['rebate_bp', percentBp, 'percent'],
} as const;
type ProfileColumns = Partial<Record<(typeof PROFILE_FIELDS)[keyof typeof PROFILE_FIELDS][0], number>>;

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** Field → translated message for every rule the form breaks; `creating` adds the fields only a new account has. */
async function fieldErrors(db: Db, agent: AgentCaller, input: SubAgentInput, creating: boolean, self: bigint | null) {
  const errors: Record<string, string> = {};
  const say = (field: string, key: string) => {
    errors[field] ??= t(agent.lang, key, { field: t(agent.lang, `validation:fields.${field}`).replace(/^fields\./, '') });
  };
  const required = (field: keyof SubAgentInput) => {
    if (blank(input[field] as string | undefined)) say(field, 'validation:required');
  };
  if (creating) {
    for (const field of ['UserName', 'Email', 'Password', 'PasswordConfirmation', 'CurrencyID', 'Country'] as const) required(field);
    if (!blank(input.UserName)) {
      const userName = input.UserName!.trim();
      // Registration's rule (6 to 20 characters, seed 001 §5's characters): a sub-account is an account like any other.
      const rule = usernameRule(userName);
      if (rule) say('UserName', `validation:${rule}`);
    }
    if (!blank(input.CurrencyID) && !CURRENCIES.some((c) => c.abbreviation === input.CurrencyID)) say('CurrencyID', 'agents:fields.currency');
    if (!(MAY_CREATE[agent.accountType] ?? []).includes(input.AccountType ?? AccountType.User)) errors.AccountType = t(agent.lang, 'agents:errors.ACCOUNT_TYPE_NOT_ALLOWED');
  }
  if (!blank(input.Email)) {
    const rule = accountEmailRule(input.Email!);
    if (rule) say('Email', `validation:${rule}`);
  } else if (!creating && input.Email !== undefined) say('Email', 'validation:required');
  if (!blank(input.Password)) {
    const owner = self === null ? undefined : await db.selectFrom('users').select(['username', 'email']).where('id', '=', self).executeTakeFirst();
    const rule = passwordPolicy(input.Password!, { username: input.UserName ?? owner?.username, email: input.Email ?? owner?.email });
    if (rule) say('Password', `validation:${rule}`);
    if (blank(input.PasswordConfirmation)) say('PasswordConfirmation', 'validation:required');
    else if (confirmationRule(input.Password!, input.PasswordConfirmation!)) say('PasswordConfirmation', 'agents:fields.passwordsMatch');
  }
  if (!blank(input.Country) && !(COUNTRY_CODES as readonly string[]).includes(input.Country!)) say('Country', 'agents:fields.country');
  for (const [field, [, parse, message]] of Object.entries(PROFILE_FIELDS)) {
    const value = input[field as keyof SubAgentInput] as string | undefined;
    if (!blank(value) && parse(value!) === null) say(field, `agents:fields.${message}`);
  }
  // Uniqueness last: only worth a query when the rest is fine for these fields.
  if (creating && !errors.UserName && !blank(input.UserName)) {
    const taken = await db.selectFrom('users').select('id').where(sql<boolean>`lower(username) = lower(${input.UserName!.trim()})`).executeTakeFirst();
    if (taken) say('UserName', 'agents:fields.userNameTaken');
  }
  if (!errors.Email && !blank(input.Email)) {
    let query = db.selectFrom('users').select('id').where(sql<boolean>`lower(email) = lower(${input.Email!.trim()})`);
    if (self !== null) query = query.where('id', '<>', self);
    if (await query.executeTakeFirst()) say('Email', 'agents:fields.emailTaken');
  }
  return errors;
}

function profileColumns(input: SubAgentInput): ProfileColumns {
  const columns: ProfileColumns = {};
  for (const [field, [column, parse]] of Object.entries(PROFILE_FIELDS)) {
    const value = input[field as keyof SubAgentInput] as string | undefined;
    if (!blank(value)) columns[column] = parse(value!)!;
  }
  return columns;
}

/** The sub-accounts as the REST contract shows them, in the order of `ids`. */
export async function subAgentViews(db: Db, ids: bigint[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('agent_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('users as parent', 'parent.id', 'u.parent_id')
    .leftJoin('ledger_accounts as l', (join) => join.onRef('l.user_id', '=', 'u.id').on('l.code', '=', 'cash').onRef('l.currency', '=', 'u.currency'))
    .select([
      'u.id', 'u.username', 'u.email', 'u.account_type', 'u.currency', 'u.country_code', 'u.locked', 'u.created_at', 'u.parent_id',
      'parent.username as parent_username', 'l.balance',
      'p.sub_agent_commission_bp', 'p.agent_commission_bp', 'p.stake_factor_bp', 'p.position_taking_bp', 'p.rebate_bp',
    ])
    .where('u.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{
      Id: String(row.id),
      UserName: row.username,
      Email: row.email,
      AccountType: row.account_type,
      Currency: row.currency,
      Country: row.country_code || null,
      Locked: row.locked,
      Balance: formatMinor(row.balance ?? 0n, row.currency),
      PlayMoney: row.account_type === AccountType.DemoUser,
      ParentId: row.parent_id === null ? null : String(row.parent_id),
      ParentUserName: row.parent_username ?? null,
      SubAgentCommission: formatPercent(row.sub_agent_commission_bp ?? 0),
      AgentCommission: formatPercent(row.agent_commission_bp ?? 0),
      StakeFactor: formatFactor(row.stake_factor_bp ?? 10_000),
      PositionTaking: formatPercent(row.position_taking_bp ?? 0),
      Rebate: formatPercent(row.rebate_bp ?? 0),
      CreatedDate: row.created_at.toISOString(),
    }];
  });
}
export type SubAgentView = Awaited<ReturnType<typeof subAgentViews>>[number];

const changed = (tx: Tx, userId: bigint) => tx.emit({ topic: 'agent.account.changed', payload: { userId: String(userId) } });

export async function createSubAgent(db: Db, agent: AgentCaller, input: SubAgentInput): Promise<SubAgentView> {
  const errors = await fieldErrors(db, agent, input, true, null);
  if (Object.keys(errors).length > 0) {
    throw agentError(agent.lang, errors.AccountType && Object.keys(errors).length === 1 ? 'ACCOUNT_TYPE_NOT_ALLOWED' : 'VALIDATION', errors);
  }
  const accountType = input.AccountType ?? AccountType.User;
  const currency = input.CurrencyID!;
  const hash = await hashPassword(input.Password!);
  const id = await inTransaction(db, async (tx) => {
    const user = await tx.trx
      .insertInto('users')
      .values({
        username: input.UserName!.trim(),
        email: input.Email!.trim(),
        password_hash: hash,
        account_type: accountType,
        currency,
        country_code: input.Country!,
        parent_id: agent.userId,
        // The agent vouches for the address it typed: the sub-account signs in at once.
        email_verified: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.trx.insertInto('agent_profiles').values({ user_id: user.id, created_by: agent.userId, ...profileColumns(input) }).execute();
    if (accountType === AccountType.DemoUser) {
      // Play money comes from house:play, never from real money; the cashier and agent transfers
      // refuse demo users (PLAY_MONEY_ONLY) and reports leave them out, so it can never become real.
      const amount = minor(DEMO_PLAY_MONEY, currency);
      await postMovement(tx, {
        idempotencyKey: `agents.play-money:${user.id}`,
        kind: 'agents.play_money',
        postings: [
          { account: { userId: user.id, code: 'cash', currency }, amount },
          { account: { house: 'play', currency }, amount: -amount },
        ],
      });
    }
    changed(tx, user.id);
    return user.id;
  });
  return (await subAgentViews(db, [id]))[0]!;
}

export async function editSubAgent(db: Db, agent: AgentCaller, id: bigint, input: SubAgentInput): Promise<SubAgentView> {
  await requireInTree(db, agent, id);
  const errors = await fieldErrors(db, agent, input, false, id);
  if (Object.keys(errors).length > 0) throw agentError(agent.lang, 'VALIDATION', errors);
  const hash = blank(input.Password) ? null : await hashPassword(input.Password!);
  await inTransaction(db, async (tx) => {
    const user = {
      ...(blank(input.Email) ? {} : { email: input.Email!.trim() }),
      ...(blank(input.Country) ? {} : { country_code: input.Country! }),
      ...(hash ? { password_hash: hash } : {}),
    };
    if (Object.keys(user).length > 0) await tx.trx.updateTable('users').set(user).where('id', '=', id).execute();
    if (hash) await endResetTokens(tx.trx, id);
    const profile = profileColumns(input);
    await tx.trx
      .insertInto('agent_profiles')
      .values({ user_id: id, created_by: agent.userId, ...profile })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...profile, updated_at: sql`now()` }))
      .execute();
    changed(tx, id);
  });
  return (await subAgentViews(db, [id]))[0]!;
}

/** The agent's tree (any depth), newest first, 20 a page, searchable by username or e-mail. */
export async function listSubAgents(db: Db, agent: AgentCaller, query: { Search?: string; Page?: number; PageSize?: number }) {
  const size = Math.min(query.PageSize ?? PAGE_SIZE, 100);
  const page = Math.max(query.Page ?? 1, 1);
  let base = db.selectFrom('users').where(sql<boolean>`id in ${descendantsOf(agent.userId)}`);
  const search = query.Search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    base = base.where((eb) => eb.or([eb(sql`lower(username)`, 'like', pattern), eb(sql`lower(email)`, 'like', pattern)]));
  }
  const [total, rows] = await Promise.all([
    base.select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow(),
    base.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  return { SubAgents: await subAgentViews(db, rows.map((row) => row.id)), TotalRecords: Number(total.n), Page: page, PageSize: size };
}

/** Sub-accounts by id, only those in the tree (a DataLoader's batch; others are left out). */
export async function subAgentsByIds(db: Db, agent: AgentCaller, ids: bigint[]) {
  const mine = await idsInTree(db, agent.userId, ids);
  return subAgentViews(db, ids.filter((id) => mine.has(id)));
}

/** A locked account cannot sign in or bet; its open sessions end now. */
export async function setLocked(db: Db, agent: AgentCaller, id: bigint, locked: boolean): Promise<SubAgentView> {
  await requireInTree(db, agent, id);
  await inTransaction(db, async (tx) => {
    await tx.trx.updateTable('users').set({ locked }).where('id', '=', id).execute();
    if (locked) await tx.trx.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', id).where('revoked_at', 'is', null).execute();
    changed(tx, id);
  });
  return (await subAgentViews(db, [id]))[0]!;
}

/**
 * Moves money between the agent's cash and the sub-account's cash: one ledger movement under the
 * caller's idempotency key (scoped to the agent), so a retry or a concurrent duplicate moves nothing
 * again. A withdrawal never takes a sub-account below zero (the ledger's overdraft check).
 */
export async function transfer(db: Db, agent: AgentCaller, id: bigint, direction: 'deposit' | 'withdraw', amountText: string, key: string) {
  await requireInTree(db, agent, id);
  const target = await db.selectFrom('users').select(['account_type', 'currency']).where('id', '=', id).executeTakeFirstOrThrow();
  if (target.account_type === AccountType.DemoUser) throw agentError(agent.lang, 'PLAY_MONEY_ONLY');
  if (target.currency !== agent.currency) throw agentError(agent.lang, 'CURRENCY_MISMATCH');
  const amount = readAmount(amountText, target.currency);
  if (!amount.ok || amount.minor <= 0n) throw agentError(agent.lang, 'VALIDATION', { Amount: t(agent.lang, 'agents:fields.amount') });
  const sign = direction === 'deposit' ? 1n : -1n;
  // Issue 17: no money is sent to a player on a time-out or self-excluded (taking money back is allowed:
  // the balance stays withdrawable).
  if (direction === 'deposit') await assertMayReceive(db, id, agent.lang, `agent_transfer:${agent.userId}`);
  try {
    await inTransaction(db, async (tx) => {
      const moved = await postMovement(tx, {
        idempotencyKey: `agents.transfer:${agent.userId}:${key}`,
        kind: `agents.${direction}`,
        reference: String(id),
        postings: [
          { account: { userId: agent.userId, code: 'cash', currency: target.currency }, amount: -sign * amount.minor },
          { account: { userId: id, code: 'cash', currency: target.currency }, amount: sign * amount.minor },
        ],
      });
      if (moved.replayed) return;
      await tx.trx
        .insertInto('agent_transfers')
        .values({ agent_id: agent.userId, sub_account_id: id, direction, amount: amount.minor, currency: target.currency, ledger_transaction_id: moved.transactionId })
        .execute();
      changed(tx, id);
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') throw agentError(agent.lang, 'INSUFFICIENT_BALANCE');
    if (error instanceof LedgerError && error.code === 'IDEMPOTENCY_CONFLICT') throw agentError(agent.lang, 'IDEMPOTENCY_CONFLICT');
    throw error;
  }
  return (await subAgentViews(db, [id]))[0]!;
}
