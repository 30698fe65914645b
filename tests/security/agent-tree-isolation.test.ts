/**
 * Attack family 6, agent-tree isolation: an agent acts only below itself. Another master, a sibling
 * sub-agent, or a sub-agent reaching up cannot see, lock, edit or transfer to an account outside its
 * tree, nor read it in a list, a report or the CSV; mass-assigning another parent on create does not
 * graft an account into a foreign tree. Over real HTTP: the platform's REST with the agent's session and
 * the gateway's GraphQL (node ids, mutations) and CSV with its cookie. Nothing changes, books balance.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { form } from '../helpers/agents';
import { simpleBook } from '../helpers/betting';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { sessionOf } from '../helpers/agents';
import { startStack, type Stack } from '../helpers/stack';
import { attacker, type Attacker, expectCleanLedger, gql, rest } from './attack-helpers';

let stack: Stack;
type Account = { userId: bigint; id: string; token: string; cookie: string; userName: string };
let masterA: Attacker, masterB: Attacker;
let agentA1: Account, agentA2: Account, playerA1: Account, playerA2: Account, agentB1: Account;

async function typed(type: number, cash: bigint) {
  const account = await attacker(stack, cash);
  await stack.platform.database.db.updateTable('users').set({ account_type: type }).where('id', '=', account.userId).execute();
  return account;
}
/** Created through the contract by `parent`, funded by it, with a session of its own. */
async function create(parent: { token: string }, accountType: number, overrides: Record<string, unknown> = {}): Promise<Account> {
  const created = await rest(stack, 'POST', '/api/agent/subAgents', parent, form({ AccountType: accountType, ...overrides }));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.SubAgent.Id as string;
  const funded = await rest(stack, 'POST', `/api/agent/subAgents/${id}/deposit`, parent, { Amount: '50' }, { 'idempotency-key': randomUUID() });
  expect(funded.status, JSON.stringify(funded.body)).toBe(200);
  const token = await sessionOf(stack.platform.database.db, stack.platform.config, BigInt(id));
  return { userId: BigInt(id), id, token, cookie: `og_session=${token}`, userName: created.body.SubAgent.UserName as string };
}

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
  masterA = await typed(4, 1000_00n);
  masterB = await typed(4, 1000_00n);
  agentA1 = await create(masterA, 1);
  agentA2 = await create(masterA, 1);
  playerA1 = await create(agentA1, 0, { CurrencyID: 'EUR' });
  playerA2 = await create(agentA2, 0);
  agentB1 = await create(masterB, 1);
  // Some turnover in A's tree so its report has rows to leak.
  const ingest = createFeedIngest(stack.platform.database.db);
  await ingest.fixtures([fixture('tree1')]);
  await ingest.updates([update('tree1', { state: state(), markets: simpleBook({ home: 2, draw: 3.4, away: 3.6 }) })]);
  const row = await stack.platform.database.db.selectFrom('matches').select('odd_ids').where('feed_key', '=', 'tree1').executeTakeFirstOrThrow();
  const oddId = (row.odd_ids as Record<string, number>)['match/1x2#home']!;
  const bet = await rest(stack, 'POST', '/api/bets', playerA1, { Type: 'single', Stake: '5', Selections: [{ OddId: oddId, Odds: '2.00' }] }, { 'idempotency-key': randomUUID() });
  expect(bet.status, JSON.stringify(bet.body)).toBe(200);
});
afterAll(() => stack?.close());

/** Everything an outsider could change about an account: its row, agent profile, sessions, ledger. */
async function snapshot(userId: bigint) {
  const db = stack.platform.database.db;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const profile = await db.selectFrom('agent_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const sessions = await db.selectFrom('sessions').select(['id', 'revoked_at']).where('user_id', '=', userId).orderBy('id').execute();
  const ledger = await sql<{ n: string; b: string }>`
    select count(l.id)::text as n, coalesce(sum(l.amount), 0)::text as b from ledger_accounts a left join ledger_lines l on l.account_id = a.id where a.user_id = ${userId}`.execute(db);
  return { user, profile, sessions, ledger: ledger.rows[0] };
}

const attempts = (): [string, () => { token: string; cookie: string }, () => Account | Attacker][] => [
  ['another master on a sub-agent of A', () => masterB, () => agentA1],
  ['another master on a player two levels down in A', () => masterB, () => playerA1],
  ["another master's sub-agent on A's player", () => agentB1, () => playerA1],
  ["a sibling sub-agent on its sibling's player", () => agentA2, () => playerA1],
  ['a sibling sub-agent on its sibling', () => agentA2, () => agentA1],
  ['a sub-agent reaching up to its master', () => agentA1, () => masterA],
  ['a player on its own agent', () => playerA1, () => agentA1],
];

describe('REST: every agent operation outside the tree', () => {
  it.each(attempts())('%s: 403/404, invisible, and nothing changes', async (_label, callerOf, targetOf) => {
    const caller = callerOf();
    const target = targetOf();
    const id = String(target.userId);
    const before = await snapshot(target.userId);
    const callerBefore = await snapshot((caller as unknown as { userId: bigint }).userId);
    const answers = await Promise.all([
      rest(stack, 'PUT', `/api/agent/subAgents/${id}`, caller, { Email: `owned${id}@evil.example`, Rebate: '9', Password: 'Owned-by-evil-99', PasswordConfirmation: 'Owned-by-evil-99' }),
      rest(stack, 'POST', `/api/agent/subAgents/${id}/lock`, caller),
      rest(stack, 'POST', `/api/agent/subAgents/${id}/unlock`, caller),
      rest(stack, 'POST', `/api/agent/subAgents/${id}/deposit`, caller, { Amount: '1' }, { 'idempotency-key': randomUUID() }),
      rest(stack, 'POST', `/api/agent/subAgents/${id}/withdraw`, caller, { Amount: '1' }, { 'idempotency-key': randomUUID() }),
    ]);
    for (const answer of answers) {
      expect([403, 404]).toContain(answer.status);
      expect(answer.body.HasErrors).toBe(true);
    }
    const byIds = await rest(stack, 'GET', `/api/agent/subAgents/byIds?Ids=${id}`, caller);
    expect(byIds.body.SubAgents ?? []).toEqual([]);
    const search = await rest(stack, 'GET', `/api/agent/subAgents?Search=${encodeURIComponent((target as Account).userName ?? 'cashier_')}`, caller);
    expect(JSON.stringify(search.body)).not.toContain(`"Id":"${id}"`);
    expect(await snapshot(target.userId)).toEqual(before);
    const callerAfter = await snapshot((caller as unknown as { userId: bigint }).userId);
    expect(callerAfter.ledger).toEqual(callerBefore.ledger);
  });

  it("byIds mixing an own id with foreign ones answers only the own (A1's list never shows A2's player)", async () => {
    const answer = await rest(stack, 'GET', `/api/agent/subAgents/byIds?Ids=${playerA1.id},${playerA2.id},${agentB1.id},${masterA.userId}`, agentA1);
    expect(answer.body.SubAgents.map((s: Json) => s.Id)).toEqual([playerA1.id]);
    const list = await rest(stack, 'GET', '/api/agent/subAgents', agentA2);
    expect(list.body.SubAgents.map((s: Json) => s.Id)).toEqual([playerA2.id]);
  });

  it("reports and their CSV of another master never hold A's accounts; A's own do (the control)", async () => {
    const own = await rest(stack, 'GET', '/api/agent/report?Week=true', masterA);
    expect(JSON.stringify(own.body)).toContain(agentA1.userName);
    for (const outsider of [masterB, agentB1, agentA2]) {
      const report = await rest(stack, 'GET', '/api/agent/report?Week=true', outsider);
      expect(JSON.stringify(report.body)).not.toContain(playerA1.userName);
      expect(JSON.stringify(report.body)).not.toContain(agentA1.userName);
      const csv = await fetch(`${stack.platformUrl}/api/agent/report.csv?Week=true`, { headers: { 'x-session-token': outsider.token } });
      const text = await csv.text();
      expect(text).not.toContain(playerA1.userName);
      expect(text).not.toContain(agentA1.userName);
      const viaGateway = await fetch(`${stack.url}/agent-reports.csv?week=true`, { headers: { cookie: outsider.cookie } });
      const gatewayText = await viaGateway.text();
      expect(gatewayText).not.toContain(playerA1.userName);
      expect(gatewayText).not.toContain(agentA1.userName);
    }
  });

  it('a created account cannot be grafted into another tree by mass-assigning its parent', async () => {
    const created = await rest(stack, 'POST', '/api/agent/subAgents', masterB, form({ ParentId: String(masterA.userId), ParentID: String(masterA.userId), parent_id: String(masterA.userId) }));
    if (created.status === 200) {
      const row = await stack.platform.database.db.selectFrom('users').select('parent_id').where('id', '=', BigInt(created.body.SubAgent.Id)).executeTakeFirstOrThrow();
      expect(row.parent_id).toBe(masterB.userId);
    } else {
      expect(created.status).toBe(400);
    }
    const list = await rest(stack, 'GET', '/api/agent/subAgents', masterA);
    expect(list.body.TotalRecords).toBe(4);
  });
});

describe('GraphQL: the gateway with the outsider cookie', () => {
  const NODE = 'query ($id: ID!) { node(id: $id) { kind: __typename ... on SubAccount { userName balance { amount } } } }';
  const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
  const LOCK = 'mutation ($input: SetSubAccountLockedInput!) { setSubAccountLocked(input: $input) { kind: __typename ... on Error { code } } }';
  const TRANSFER = 'mutation ($input: TransferToSubAccountInput!) { transferToSubAccount(input: $input) { kind: __typename ... on Error { code } } }';
  const UPDATE = 'mutation ($input: UpdateSubAccountInput!) { updateSubAccount(input: $input) { kind: __typename ... on Error { code } } }';

  it("cannot read, lock, edit or fund A's player by its global id; nothing changes", async () => {
    const mine = await gql(stack, agentA1, '{ viewer { subAccounts(first: 10) { edges { node { id userName } } } } }');
    const globalId = mine.data?.viewer.subAccounts.edges.find((e: Json) => e.node.userName === playerA1.userName)?.node.id as string;
    expect(globalId).toBeTruthy();
    const before = await snapshot(playerA1.userId);
    for (const outsider of [masterB, agentB1, agentA2]) {
      expect((await gql(stack, outsider, NODE, { id: globalId })).data).toEqual({ node: null });
      expect((await gql(stack, outsider, NODES, { ids: [globalId] })).data).toEqual({ nodes: [null] });
      for (const [mutation, input] of [
        [LOCK, { id: globalId, locked: true }],
        [TRANSFER, { id: globalId, direction: 'DEPOSIT', amount: '1', idempotencyKey: randomUUID() }],
        [TRANSFER, { id: globalId, direction: 'WITHDRAW', amount: '1', idempotencyKey: randomUUID() }],
        [UPDATE, { id: globalId, email: 'owned@evil.example', rebate: '9' }],
      ] as const) {
        const answer = await gql(stack, outsider, mutation, { input });
        const result = answer.data ? Object.values(answer.data)[0] as Json : null;
        expect(result?.kind === 'SubAccount').toBe(false);
        if (result) expect(['NOT_FOUND', 'NO_PRIVILEGES', 'FORBIDDEN', 'VALIDATION']).toContain(result.code);
      }
    }
    expect(await snapshot(playerA1.userId)).toEqual(before);
    // The owner sees it (the control).
    expect((await gql(stack, agentA1, NODE, { id: globalId })).data?.node.userName).toBe(playerA1.userName);
  });

  it('the ledger is clean', async () => {
    await expectCleanLedger(stack);
  });
});
