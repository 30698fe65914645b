/**
 * Agent management through the gateway (issue 8 acceptance): an agent can never read or change an
 * account outside its tree through any query, mutation or subscription, nor through the CSV. The real
 * platform and gateway on loopback; agents with sessions of their own (cookies).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { form, testAccount } from '../helpers/agents';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';
import { gatewayBrowser } from '../helpers/browser';
import { expectBalancedLedger } from '../helpers/ledger';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());
afterEach(() => expectBalancedLedger(stack.platform.database.db));

const browser = (cookie: string) => gatewayBrowser(() => stack, cookie, { lang: 'en-US' });

async function account(type: number, options: { parent?: bigint; cash?: bigint } = {}) {
  const player = await testAccount(stack.platform.database.db, stack.platform.config, type, options);
  return Object.assign(browser(`og_session=${player.token}`), { userId: player.userId });
}

const SUB = `id userName email accountType currency country locked balance { amount currency } agentCommission stakeFactor rebate createdAt`;
const RESULT = (typename: string) => `__typename ... on SubAccount { ${SUB} } ... on AgentFormError { code message fieldErrors { field message } } ... on ${typename} { __typename }`;
const CREATE = `mutation($input: CreateSubAccountInput!) { createSubAccount(input: $input) { ${RESULT('AuthError')} } }`;
const UPDATE = `mutation($input: UpdateSubAccountInput!) { updateSubAccount(input: $input) { ${RESULT('AuthError')} } }`;
const LOCK = `mutation($input: SetSubAccountLockedInput!) { setSubAccountLocked(input: $input) { ${RESULT('AuthError')} } }`;
const TRANSFER = `mutation($input: TransferToSubAccountInput!) { transferToSubAccount(input: $input) { ${RESULT('AuthError')} } }`;
const LIST = `query($search: String, $first: Int, $after: String) { viewer { accountType subAccounts(search: $search, first: $first, after: $after) { totalCount edges { cursor node { ${SUB} } } pageInfo { hasNextPage endCursor } } } }`;
const REPORT = `query($period: AgentReportPeriod!) { viewer { agentReport(period: $period) { from to csvUrl rows { userName account { id } stakes { amount } ggr { amount } commission { amount } rebate { amount } } totals { userName stakes { amount currency } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on SubAccount { userName } } }`;
const CHANGED = `subscription($id: ID!) { subAccountChanged(id: $id) { __typename ... on SubAccount { userName locked balance { amount } } ... on AgentFormError { code } } }`;

const input = (overrides: Record<string, unknown> = {}) => {
  const f = form();
  return { userName: f.UserName, currency: 'EUR', email: f.Email, password: f.Password, passwordConfirmation: f.PasswordConfirmation, country: 'SE', agentCommission: '20', rebate: '1', ...overrides };
};

async function created(agent: ReturnType<typeof browser>, overrides: Record<string, unknown> = {}) {
  const data = await agent.graphql(CREATE, { input: input(overrides) });
  expect(data.createSubAccount, JSON.stringify(data)).toMatchObject({ __typename: 'SubAccount' });
  return data.createSubAccount as Json;
}

/** What an outsider could change: the account's row and its balance, read through its own agent. */
async function seenBy(owner: ReturnType<typeof browser>, id: string) {
  return (await owner.graphql(NODE.replace('userName', SUB), { id })).node;
}

describe('an agent outside the tree', () => {
  it('is refused by every query, mutation, the subscription and the CSV, and nothing changes', async () => {
    const owner = await account(4, { cash: 500_00n });
    const outsider = await account(4, { cash: 500_00n });
    const sub = await created(owner, { accountType: 'AGENT' });
    expect((await owner.graphql(TRANSFER, { input: { id: sub.id, direction: 'DEPOSIT', amount: '50', idempotencyKey: 'fund' } })).transferToSubAccount.balance.amount).toBe('50.00');
    const before = await seenBy(owner, sub.id);

    // Queries: node, the list (also searched), the report.
    expect((await outsider.graphql(NODE, { id: sub.id })).node).toBeNull();
    const list = await outsider.graphql(LIST, { search: sub.userName });
    expect(list.viewer.subAccounts).toMatchObject({ totalCount: 0, edges: [] });
    const report = await outsider.graphql(REPORT, { period: { week: true } });
    expect(report.viewer.agentReport.rows).toEqual([]);

    // Mutations: each answers NOT_FOUND.
    const attempts = [
      [UPDATE, { input: { id: sub.id, email: 'taken@agents.test', rebate: '9' } }, 'updateSubAccount'],
      [LOCK, { input: { id: sub.id, locked: true } }, 'setSubAccountLocked'],
      [LOCK, { input: { id: sub.id, locked: false } }, 'setSubAccountLocked'],
      [TRANSFER, { input: { id: sub.id, direction: 'DEPOSIT', amount: '1', idempotencyKey: 'o1' } }, 'transferToSubAccount'],
      [TRANSFER, { input: { id: sub.id, direction: 'WITHDRAW', amount: '1', idempotencyKey: 'o2' } }, 'transferToSubAccount'],
    ] as const;
    for (const [mutation, variables, field] of attempts) {
      const data = await outsider.graphql(mutation, variables);
      expect(data[field], field).toMatchObject({ __typename: 'AgentFormError', code: 'NOT_FOUND' });
    }

    // The subscription: refused before any event.
    const client = wsClient(stack.graphqlUrl, { cookie: outsider.cookie });
    const watch = firstResults<{ data: Json }>(client, { query: CHANGED, variables: { id: sub.id } });
    const [refused] = await watch.done;
    expect(refused!.data.subAccountChanged).toMatchObject({ __typename: 'AgentFormError', code: 'NOT_FOUND' });
    await client.dispose();

    // The CSV.
    const csv = await fetch(`${stack.url}/agent-reports.csv?week=true`, { headers: { cookie: outsider.cookie } });
    expect(csv.status).toBe(200);
    expect(await csv.text()).not.toContain(sub.userName);

    expect(await seenBy(owner, sub.id)).toEqual(before);
    expect(before).toMatchObject({ locked: false, balance: { amount: '50.00' }, rebate: '1.00' });
  });

  it('a player or a demo user gets NO_PRIVILEGES for the list and the report; a visitor no CSV', async () => {
    for (const type of [0, 3]) {
      const player = await account(type);
      const list = await player.post(LIST);
      expect(list.errors?.[0]?.extensions?.code).toBe('NO_PRIVILEGES');
      const report = await player.post(REPORT, { period: { week: true } });
      expect(report.errors?.[0]?.extensions?.code).toBe('NO_PRIVILEGES');
      expect((await player.graphql(CREATE, { input: input() })).createSubAccount.code).toBe('NO_PRIVILEGES');
    }
    expect((await fetch(`${stack.url}/agent-reports.csv?week=true`)).status).toBe(401);
  });
});

describe('an agent in its tree', () => {
  it('creates with field errors mapped onto the form, pages the list, transfers once per key, locks, and watches the account live', async () => {
    const agent = await account(2, { cash: 100_00n });
    const refused = (await agent.graphql(CREATE, { input: input({ passwordConfirmation: 'Other123', agentCommission: '150', accountType: 'SUPER_AGENT' }) })).createSubAccount;
    expect(refused).toMatchObject({ __typename: 'AgentFormError', code: 'VALIDATION' });
    expect(Object.fromEntries(refused.fieldErrors.map((e: Json) => [e.field, e.message]))).toMatchObject({
      passwordConfirmation: 'Passwords must match',
      agentCommission: 'A percentage from 0 to 100 with at most 2 decimals',
      accountType: 'You cannot create an account of this type.',
    });
    const subs = [];
    for (let i = 0; i < 3; i++) subs.push(await created(agent));
    const page1 = await agent.graphql(LIST, { first: 2 });
    expect(page1.viewer).toMatchObject({ accountType: 'SUPER_AGENT', subAccounts: { totalCount: 3, pageInfo: { hasNextPage: true } } });
    const page2 = await agent.graphql(LIST, { first: 2, after: page1.viewer.subAccounts.pageInfo.endCursor });
    expect([...page1.viewer.subAccounts.edges, ...page2.viewer.subAccounts.edges].map((e: Json) => e.node.id).sort()).toEqual(subs.map((s) => s.id).sort());
    const sub = subs[0]!;

    const client = wsClient(stack.graphqlUrl, { cookie: agent.cookie });
    const watch = firstResults<{ data: Json }>(client, { query: CHANGED, variables: { id: sub.id } }, 2);
    await watch.subscribed;
    const transfers = await Promise.all(Array.from({ length: 4 }, () => agent.graphql(TRANSFER, { input: { id: sub.id, direction: 'DEPOSIT', amount: '12.50', idempotencyKey: 'k1' } })));
    for (const t of transfers) expect(t.transferToSubAccount.balance.amount).toBe('12.50');
    const overdraw = await agent.graphql(TRANSFER, { input: { id: sub.id, direction: 'WITHDRAW', amount: '13', idempotencyKey: 'k2' } });
    expect(overdraw.transferToSubAccount).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await agent.graphql(LOCK, { input: { id: sub.id, locked: true } })).setSubAccountLocked.locked).toBe(true);
    const events = await watch.done;
    expect(events.map((e) => e.data.subAccountChanged)).toMatchObject([{ __typename: 'SubAccount' }, { __typename: 'SubAccount' }]);
    expect(events.at(-1)!.data.subAccountChanged.balance.amount).toBe('12.50');
    await client.dispose();

    const report = await agent.graphql(REPORT, { period: { week: true } });
    expect(report.viewer.agentReport.csvUrl).toBe('/agent-reports.csv?week=true');
    expect(report.viewer.agentReport.rows.map((r: Json) => r.account.id).sort()).toEqual(subs.map((s) => s.id).sort());
    const csv = await fetch(`${stack.url}${report.viewer.agentReport.csvUrl}`, { headers: { cookie: agent.cookie } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain(`${sub.userName},EUR,0.00`);
  });
});
