/**
 * Operations in the back office (issue 18), through the real gateway and platform as an admin sees them:
 * a partner key's secret is shown once and a revoked key is refused at the gateway; a release an admin
 * publishes reaches the players' open pages; the agent network keeps its rules (no loops, a type the new
 * parent may hold, one currency, no tree left under a player, demo users stay play money) and every change
 * is in the audit log with its before and after. A refusal changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsInTree } from '../../platform/agents/tree';
import { createStaff } from '../../platform/staff/accounts';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import type { Json } from '../helpers/json';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

let stack: Stack;
let cookie = '';
const db = () => stack.platform.database.db;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  const made = (await createStaff(db(), { username: 'ops-admin', email: 'ops@staff.test', roles: ['admin'] }, null))!;
  const answer = await backoffice('mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { kind: __typename } }', {
    u: made.username,
    p: made.password,
    c: staffCode(made.totpSecret),
  });
  expect(answer.body.data).toEqual({ staffSignIn: { kind: 'StaffMember' } });
  cookie = answer.cookie!.split(';')[0]!;
}, 120_000);
afterAll(() => stack?.close());

type Answer = { data?: Json | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** A back-office GraphQL call as the admin's browser sends it. */
async function backoffice(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as Answer, cookie: response.headers.get('set-cookie') };
}

/** One back-office mutation field, its arguments the variables of the same names, with its errors inlined. */
async function change(field: string, args: string, variables: Record<string, unknown>, selection: string) {
  const passed = args.split(',').map((arg) => arg.trim().split(':')[0]!.slice(1)).map((name) => `${name}: $${name}`).join(', ');
  const { body } = await backoffice(`mutation(${args}) { backoffice { ${field}(${passed}) { kind: __typename ${selection} ... on Error { code message } } } }`, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.backoffice[field] as Json;
}

/** A partner's HTTP call to the players' endpoint: a Bearer key, no cookie. */
async function partnerQuery(key: string, query: string) {
  const response = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query }) });
  return { status: response.status, body: (await response.json()) as Answer };
}

const auditOf = (operation: string, targetId: string) =>
  db().selectFrom('audit_log').select(['operation', 'before', 'after', 'reason', 'staff_username']).where('operation', '=', operation).where('target_id', '=', targetId).orderBy('id').execute();

const CREATE_KEY = ['createPartnerKey', '$name: String!, $scopes: [PartnerScope!]!', '... on CreatedPartnerKey { secret partnerKey { id prefix scopes revokedAt } }'] as const;

describe('partner keys', () => {
  it('shows the secret once: in the answer that creates it, never in the list, the audit log or the database', async () => {
    const made = await change(CREATE_KEY[0], CREATE_KEY[1], { name: 'Acme odds', scopes: ['CATALOGUE_READ', 'RESULTS_READ'] }, CREATE_KEY[2]);
    expect(made.kind).toBe('CreatedPartnerKey');
    const secret = made.secret as string;
    expect(secret).toMatch(/^og_[A-Za-z0-9_-]{43}$/);
    expect(made.partnerKey).toMatchObject({ prefix: secret.slice(0, 10), scopes: ['CATALOGUE_READ', 'RESULTS_READ'], revokedAt: null });

    const listed = await backoffice('{ backoffice { partnerKeys { id name prefix scopes } } }');
    expect(listed.body.data!.backoffice.partnerKeys).toContainEqual({ id: made.partnerKey.id, name: 'Acme odds', prefix: secret.slice(0, 10), scopes: ['CATALOGUE_READ', 'RESULTS_READ'] });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const id = String((await db().selectFrom('partner_keys').select('id').where('name', '=', 'Acme odds').executeTakeFirstOrThrow()).id);
    const audit = await auditOf('partners.manage', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_username: 'ops-admin', before: null, after: { Name: 'Acme odds', Scopes: ['catalogue:read', 'results:read'] } });
    expect(JSON.stringify(audit)).not.toContain(secret);
    const rows = await sql<{ row: string }>`select t::text as row from partner_keys t`.execute(db());
    expect(rows.rows.map((r) => r.row).join('\n')).not.toContain(secret);
  });

  it('a revoked key is refused at the gateway at once, and the revocation is audited with before and after', async () => {
    const made = await change(CREATE_KEY[0], CREATE_KEY[1], { name: 'Beta results', scopes: ['CATALOGUE_READ'] }, CREATE_KEY[2]);
    const secret = made.secret as string;
    const before = await partnerQuery(secret, '{ sports { id } }');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.errors).toBeUndefined();

    const revoked = await change('revokePartnerKey', '$id: ID!', { id: made.partnerKey.id }, '... on BackofficePartnerKey { id revokedAt }');
    expect(revoked.revokedAt).toEqual(expect.any(String));
    // "At once": the gateways drop the key on the outbox event, well within the two seconds allowed here.
    await expect.poll(async () => (await partnerQuery(secret, '{ sports { id } }')).status, { timeout: 2000, interval: 50 }).toBe(401);
    expect((await partnerQuery(secret, '{ sports { id } }')).body.errors?.[0]?.extensions).toMatchObject({ code: 'PARTNER_KEY_INVALID' });

    const id = String((await db().selectFrom('partner_keys').select('id').where('name', '=', 'Beta results').executeTakeFirstOrThrow()).id);
    const audit = await auditOf('partners.manage', id);
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [null, expect.objectContaining({ RevokedAt: null })],
      [{ RevokedAt: null }, { RevokedAt: revoked.revokedAt }],
    ]);
  });

  it('an id that names no key is a NotFoundError, and the scopes are the partner module\'s', async () => {
    const missing = await change('revokePartnerKey', '$id: ID!', { id: 'UGFydG5lcktleTo5OTk5OTk=' }, '');
    expect(missing).toMatchObject({ kind: 'NotFoundError', code: 'NOT_FOUND' });
    const noOwner = await change(CREATE_KEY[0], CREATE_KEY[1], { name: 'Reports without owner', scopes: ['AGENTS_REPORTS'] }, '');
    expect(noOwner).toMatchObject({ kind: 'ValidationError', code: 'VALIDATION' });
    expect(await db().selectFrom('partner_keys').select('id').where('name', '=', 'Reports without owner').execute()).toEqual([]);
  });
});

describe('releases', () => {
  it('a release an admin publishes reaches the players: their open socket and the version they read; the history shows it live', async () => {
    await change('publishRelease', '$hash: String!', { hash: 'ops-release-1' }, '... on ReleasePublication { hash changed }');
    const client = wsClient(stack.graphqlUrl);
    const { subscribed, done } = firstResults<Answer>(client, { query: 'subscription { releasePublished { hash } }' });
    await subscribed;
    expect(await change('publishRelease', '$hash: String!', { hash: 'ops-release-2' }, '... on ReleasePublication { hash changed }')).toEqual({ kind: 'ReleasePublication', hash: 'ops-release-2', changed: true });
    expect(await done).toEqual([{ data: { releasePublished: { hash: 'ops-release-2' } } }]);
    await client.dispose();

    const player = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' }, body: JSON.stringify({ query: '{ release { hash } }' }) });
    expect(((await player.json()) as Answer).data).toEqual({ release: { hash: 'ops-release-2' } });
    const history = (await backoffice('{ backoffice { releases { live releases { hash } } } }')).body.data!.backoffice.releases;
    expect(history.live).toBe('ops-release-2');
    expect(history.releases.slice(0, 2)).toEqual([{ hash: 'ops-release-2' }, { hash: 'ops-release-1' }]);
    expect(await auditOf('release.publish', 'ops-release-2')).toMatchObject([{ before: { Hash: 'ops-release-1' }, after: { Hash: 'ops-release-2' } }]);
  });

  it('publishing the live build again asks no page to refresh; a malformed hash is a ValidationError', async () => {
    await change('publishRelease', '$hash: String!', { hash: 'ops-release-3' }, '');
    expect(await change('publishRelease', '$hash: String!', { hash: 'ops-release-3' }, '... on ReleasePublication { changed }')).toMatchObject({ changed: false });
    expect(await db().selectFrom('outbox_events').select('id').where('topic', '=', 'release.published').where(sql<boolean>`payload->>'hash' = 'ops-release-3'`).execute()).toHaveLength(1);
    expect(await change('publishRelease', '$hash: String!', { hash: 'not a hash!' }, '')).toMatchObject({ kind: 'ValidationError' });
  });
});

const place = async (id: bigint) => db().selectFrom('users').select(['account_type', 'parent_id']).where('id', '=', id).executeTakeFirstOrThrow();
const audits = async () => (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db())).rows[0]!.n;

const setType = (gid: string, accountType: string) =>
  change('setAccountType', '$id: ID!, $accountType: AccountType!', { id: gid, accountType }, '... on NetworkAccount { accountType parentUserName subAccounts }');
const move = (gid: string, parent: string) => change('moveAccount', '$id: ID!, $parentUserName: String!, $reason: String', { id: gid, parentUserName: parent, reason: 'network review' }, '... on NetworkAccount { userName parentUserName }');

/** A refused change: the typed BackofficeError, the rows as they were and no audit entry. */
async function refused(attempt: () => Promise<Json>, code: string, ...ids: bigint[]) {
  const [count, places] = [await audits(), await Promise.all(ids.map(place))];
  expect(await attempt()).toMatchObject({ kind: 'BackofficeError', code, message: expect.any(String) });
  expect(await audits()).toBe(count);
  expect(await Promise.all(ids.map(place))).toEqual(places);
}

describe('the agent network', () => {
  let made = 0;
  async function account(type: number, parent: bigint | null, currency = 'EUR') {
    const name = `net${++made}x${Date.now().toString(36)}`;
    const row = await db()
      .insertInto('users')
      .values({ username: name, email: `${name}@net.test`, password_hash: 'x', account_type: type, currency, country_code: 'SE', parent_id: parent, email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, name, gid: Buffer.from(`NetworkAccount:${row.id}`).toString('base64') };
  }


  it('promotes an account to agent and back, audited with before and after', async () => {
    const player = await account(0, null);
    expect(await setType(player.gid, 'SUPER_MASTER_AGENT')).toMatchObject({ kind: 'NetworkAccount', accountType: 'SUPER_MASTER_AGENT', subAccounts: 0 });
    const listed = (await backoffice('{ backoffice { agentNetwork { userName accountType } } }')).body.data!.backoffice.agentNetwork;
    expect(listed).toContainEqual({ userName: player.name, accountType: 'SUPER_MASTER_AGENT' });
    expect(await setType(player.gid, 'USER')).toMatchObject({ accountType: 'USER' });
    expect((await auditOf('agents.manage', String(player.id))).map((entry) => [entry.before, entry.after])).toEqual([
      [{ AccountType: 0, ParentId: null }, { AccountType: 4, ParentId: null }],
      [{ AccountType: 4, ParentId: null }, { AccountType: 0, ParentId: null }],
    ]);
  });

  it('refuses a type the parent may not hold, a player with a tree, and demo users either way', async () => {
    const agent = await account(1, null);
    const child = await account(0, agent.id);
    const demo = await account(3, agent.id);
    await refused(() => setType(child.gid, 'SUPER_AGENT'), 'AGENT_TYPE_NOT_UNDER_PARENT', child.id);
    await refused(() => setType(agent.gid, 'USER'), 'AGENT_SUB_ACCOUNTS_REMAIN', agent.id);
    await refused(() => setType(demo.gid, 'AGENT'), 'AGENT_DEMO_ACCOUNT', demo.id);
    await refused(() => setType(child.gid, 'DEMO_USER'), 'AGENT_DEMO_ACCOUNT', child.id);
  });

  it('moves an account with its whole tree under another agent, which then sees it as its own', async () => {
    const [master, other] = [await account(4, null), await account(4, null)];
    const agent = await account(1, master.id);
    const player = await account(0, agent.id);
    expect(await move(agent.gid, other.name)).toEqual({ kind: 'NetworkAccount', userName: agent.name, parentUserName: other.name });
    expect(await idsInTree(db(), other.id, [agent.id, player.id])).toEqual(new Set([agent.id, player.id]));
    expect(await idsInTree(db(), master.id, [agent.id, player.id])).toEqual(new Set());
    expect(await auditOf('agents.manage', String(agent.id))).toMatchObject([
      { before: { AccountType: 1, ParentId: String(master.id) }, after: { AccountType: 1, ParentId: String(other.id) }, reason: 'network review', staff_username: 'ops-admin' },
    ]);
  });

  it('refuses a loop, a parent that is no agent, a type the parent may not hold and another currency; changes nothing', async () => {
    const master = await account(4, null);
    const agent = await account(1, master.id);
    const player = await account(0, agent.id);
    const [loner, dollars, lockedAgent] = [await account(0, null), await account(1, null, 'USD'), await account(2, null)];
    await db().updateTable('users').set({ locked: true }).where('id', '=', lockedAgent.id).execute();
    await refused(() => move(master.gid, player.name), 'AGENT_MOVE_CYCLE', master.id);
    await refused(() => move(master.gid, master.name), 'AGENT_MOVE_CYCLE', master.id);
    await refused(() => move(player.gid, loner.name), 'AGENT_PARENT_NOT_AGENT', player.id);
    await refused(() => move(player.gid, lockedAgent.name), 'AGENT_PARENT_NOT_AGENT', player.id);
    await refused(() => move(agent.gid, dollars.name), 'AGENT_TYPE_NOT_UNDER_PARENT', agent.id);
    await refused(() => move(player.gid, dollars.name), 'AGENT_CURRENCY_MISMATCH', player.id);
    expect(await move(player.gid, 'nobody-has-this-name')).toMatchObject({ kind: 'NotFoundError' });
  });

  it('a demotion and a move into the same agent at once: one of them is refused, never a player holding a tree', async () => {
    const agent = await account(1, null);
    const elsewhere = await account(1, null);
    const moving = await account(0, elsewhere.id);
    const answers = await Promise.all([setType(agent.gid, 'USER'), move(moving.gid, agent.name)]);
    expect(answers.map((answer) => answer.kind).sort()).toEqual(['BackofficeError', 'NetworkAccount']);
    const [after, under] = [await place(agent.id), await place(moving.id)];
    expect(after.account_type === 0 && under.parent_id === agent.id).toBe(false);
  });
});
