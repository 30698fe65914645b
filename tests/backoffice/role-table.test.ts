/**
 * The role table holds at the platform (issue 18 acceptance): every back-office operation × every staff
 * role × a player's session, a partner's key, nobody and the machine token → allowed exactly where
 * rules/backoffice.ts says. A refused call is a 401 or 403 and changes nothing (no audit entry, no row
 * anywhere). An allowed change writes exactly one audit entry, naming its operation; the audit log
 * itself refuses UPDATE, DELETE and TRUNCATE.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineMayCall, mayCall, OPERATION_NAMES, OPERATIONS, STAFF_ROLES, type Operation } from '../../rules/backoffice';
import type { AreaCalls, BackofficeCall, CallContext } from '../helpers/backoffice-calls';
import { createTestPlayer } from '../helpers/cashier';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';

const ADMIN_TOKEN = 'role-table-machine-token';
const areas = Object.values(import.meta.glob<{ default: AreaCalls }>('./calls/*.ts', { eager: true })).map((module) => module.default);

let platform: Awaited<ReturnType<typeof startPlatform>>;
let ctx: CallContext;
const staffByRole = new Map<string, TestStaff>();
let playerHeaders: Record<string, string>;
let partnerHeaders: Record<string, string>;

beforeAll(async () => {
  platform = await startPlatform({ adminToken: ADMIN_TOKEN, testControls: true, jackpotIntervalMs: 0 });
  const app = platform.app as CallContext['app'];
  ctx = { db: platform.db, config: platform.config, app, admin: await signedInStaff(platform.db, app, ['admin']), adminToken: ADMIN_TOKEN };
  for (const role of STAFF_ROLES) staffByRole.set(role, await signedInStaff(platform.db, app, [role]));
  playerHeaders = { 'x-session-token': (await createTestPlayer(platform.db, platform.config)).token };
  const key = await app.request('/api/admin/partners/keys', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
    body: JSON.stringify({ Name: 'role table', Scopes: ['catalogue:read', 'results:read', 'agents:reports'], RateLimitPerMinute: 100_000, OwnerUserId: null }),
  });
  partnerHeaders = { 'x-partner-key': ((await key.json()) as { Key: string }).Key };
}, 120_000);
afterAll(() => platform.close());

type Caller = { name: string; headers: () => Record<string, string>; may: (operation: Operation) => boolean };
const callers: Caller[] = [
  ...STAFF_ROLES.map((role) => ({ name: role, headers: () => staffByRole.get(role)!.headers, may: (operation: Operation) => mayCall([role], operation) })),
  { name: 'player session', headers: () => playerHeaders, may: () => false },
  { name: 'partner key', headers: () => partnerHeaders, may: () => false },
  { name: 'anonymous', headers: () => ({}), may: () => false },
  { name: 'machine token', headers: () => ({ 'x-admin-token': ADMIN_TOKEN }), may: machineMayCall },
];

async function send(call: BackofficeCall, headers: Record<string, string>) {
  const response = await ctx.app.request(call.path, {
    method: call.method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...call.headers, ...headers },
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, code: (text.startsWith('{') ? (JSON.parse(text) as { ErrorCode?: string }).ErrorCode : undefined) ?? null, text };
}

const auditCount = async () => (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(platform.db)).rows[0]!.n;
const lastAudit = () => platform.db.selectFrom('audit_log').select(['operation', 'actor', 'staff_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();

/**
 * Every row of every table, digested per table; left out: sessions' idle clocks (touched by any
 * authenticated call) and the leader jobs' leases (renewed by the platform's own background work).
 */
async function everything(): Promise<Record<string, string | null>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('sessions', 'staff_sessions', 'sign_in_failures', 'leases', 'kysely_migration', 'kysely_migration_lock')
    order by table_name`.execute(platform.db);
  const digests = await Promise.all(tables.rows.map(async ({ name }) => [name, (await sql<{ d: string | null }>`select md5(string_agg(t::text, ',' order by t::text)) as d from ${sql.table(name)} t`.execute(platform.db)).rows[0]!.d] as const));
  return Object.fromEntries(digests);
}

const refusedCodes = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'ADMIN_TOKEN_REFUSED']);
const isRefusal = (answer: { status: number; code: string | null }) => (answer.status === 401 || answer.status === 403) && refusedCodes.has(answer.code ?? '');

describe('the role table', () => {
  it('every operation has a call in some area (so the table below covers them all)', async () => {
    const covered = new Set<string>();
    for (const area of areas) for (const call of await area.calls(ctx)) covered.add(call.operation);
    expect(OPERATION_NAMES.filter((operation) => !covered.has(operation))).toEqual([]);
  });

  it.each(callers.map((caller) => [caller.name, caller] as const))('%s: allowed exactly where the table says; a refusal changes nothing', async (_name, caller) => {
    for (const area of areas) {
      const calls = await area.calls(ctx);
      const before = await everything();
      let refusedOnly = true;
      for (const call of calls) {
        const audits = await auditCount();
        const answer = await send(call, caller.headers());
        if (caller.may(call.operation)) {
          refusedOnly = false;
          expect(isRefusal(answer), `${caller.name} may call ${call.operation} (${area.area}): ${answer.text}`).toBe(false);
          expect(answer.status, `${caller.name} ${call.operation}: ${answer.text}`).toBeLessThan(500);
          if (OPERATIONS[call.operation].kind === 'write' && answer.status < 300) expect(await auditCount(), `${call.operation} writes one audit entry`).toBe(audits + 1);
        } else {
          expect(isRefusal(answer), `${caller.name} may not call ${call.operation} (${area.area}): ${answer.status} ${answer.text}`).toBe(true);
          expect(await auditCount()).toBe(audits);
        }
      }
      if (refusedOnly) expect(await everything(), `${caller.name} changed something in ${area.area}`).toEqual(before);
    }
  }, 180_000);
});

describe('the audit log', () => {
  it('every back-office change writes exactly one entry, naming its operation and the member of staff', async () => {
    for (const area of areas) {
      for (const call of await area.calls(ctx)) {
        if (OPERATIONS[call.operation].kind !== 'write') continue;
        const audits = await auditCount();
        const answer = await send(call, ctx.admin.headers);
        if (call.refusedByState) {
          expect(answer.status, `${call.operation}: ${answer.text}`).toBe(call.refusedByState);
          expect(await auditCount(), `${call.operation} refused: no entry`).toBe(audits);
          continue;
        }
        expect(answer.status, `${call.operation}: ${answer.text}`).toBeLessThan(300);
        expect(await auditCount(), call.operation).toBe(audits + 1);
        expect(await lastAudit()).toEqual({ operation: call.operation, actor: 'staff', staff_id: ctx.admin.id });
      }
    }
  }, 120_000);

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    expect(await auditCount()).toBeGreaterThan(0);
    await expect(sql`update audit_log set reason = 'rewritten'`.execute(platform.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(platform.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(platform.db)).rejects.toThrow(/append-only/);
  });
});
