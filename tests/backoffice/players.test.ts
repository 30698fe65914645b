/**
 * Player support (issue 18, Players): support finds a player by id, e-mail, name or address; ends a
 * session (or all) and the session stops working at once; locking ends every session and stops
 * sign-in; a two-factor reset needs a reason; notes carry their author; tags are the fixed list; a
 * private message is sent once per idempotency key however often it is retried.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import { inTransaction } from '../../platform/db/transaction';
import { startSession } from '../../platform/account/sessions';

let platform: Awaited<ReturnType<typeof startPlatform>>;
type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };
let app: App;
let support: TestStaff;
beforeAll(async () => {
  platform = await startPlatform({ jackpotIntervalMs: 0 });
  app = platform.app as App;
  support = await signedInStaff(platform.db, app, ['support']);
});
afterAll(() => platform.close());

async function call(method: string, path: string, headers: Record<string, string> = support.headers, body?: unknown) {
  const response = await app.request(path, { method, headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: (await response.json()) as Json };
}
const player = (name?: string) => createTestPlayer(platform.db, platform.config, name ? { name } : {});
const search = async (query: string) => ((await call('GET', `/api/backoffice/players?Query=${encodeURIComponent(query)}`)).body.Players as Json[]).map((p) => p.Id as string);
const profile = async (id: bigint) => (await call('GET', `/api/backoffice/players/${id}`)).body;
const sessionWorks = async (token: string) => (await call('GET', '/api/account/session', { 'x-session-token': token })).status === 200;
const secondSession = (userId: bigint, ip: string) => inTransaction(platform.db, (tx) => startSession(tx, platform.config, userId, false, { ip, userAgent: 'Second tab' }));
const auditOf = (userId: bigint) => platform.db.selectFrom('audit_log').select(['operation', 'before', 'after', 'reason', 'staff_id']).where('target_type', '=', 'player').where('target_id', '=', String(userId)).orderBy('id').execute();

describe('search', () => {
  it('finds a player by id, e-mail, user name, real name and sign-in address, and pages', async () => {
    const name = `findme_${Date.now().toString(36)}`;
    const p = await player(name);
    await platform.db.updateTable('users').set({ first_name: 'Greta', last_name: `Quill${name}` }).where('id', '=', p.userId).execute();
    const address = `203.0.113.${(Date.now() % 200) + 10}`;
    await secondSession(p.userId, address);
    const id = String(p.userId);
    expect(await search(id)).toContain(id);
    expect(await search(p.email.toUpperCase())).toEqual([id]);
    expect(await search(name.slice(0, -2))).toContain(id);
    expect(await search(`greta quill${name}`)).toEqual([id]);
    expect(await search(address)).toEqual([id]);
    expect(await search('no-such-player-anywhere%')).toEqual([]);
    const page = (await call('GET', `/api/backoffice/players?Query=cashier_&Page=1`)).body;
    expect(page).toMatchObject({ Page: 1, PageSize: 20 });
    expect((page.Players as Json[]).length).toBeLessThanOrEqual(20);
  });

  it('refuses an empty query with a clear error', async () => {
    expect((await call('GET', '/api/backoffice/players?Query=%20')).status).toBe(400);
  });
});

describe('profile', () => {
  it('shows balances, sessions, KYC, limits and the player; an unknown id is NOT_FOUND', async () => {
    const p = await player();
    const body = await profile(p.userId);
    expect(body.Player).toMatchObject({ Id: String(p.userId), Email: p.email, Locked: false, TwoFactorEnabled: false });
    expect(body.Sessions).toHaveLength(1);
    expect(body.Sessions[0]).toMatchObject({ Ip: '127.0.0.1', UserAgent: 'cashier-test' });
    expect(body).toMatchObject({ KycStatus: 'not_submitted', Tags: [], Notes: [], Tickets: [], CasinoRounds: [] });
    expect(body.Responsible).toMatchObject({ Limits: [], Exclusion: null });
    expect((await call('GET', '/api/backoffice/players/999999999999')).status).toBe(404);
  });
});

describe('sessions', () => {
  it('ending one session stops it at once, leaves the other, tells the open pages and is audited', async () => {
    const p = await player();
    const other = await secondSession(p.userId, '198.51.100.7');
    const [first] = (await profile(p.userId)).Sessions.filter((s: Json) => s.Id !== String(other.sessionId));
    const before = (await platform.db.selectFrom('outbox_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0n;
    expect((await call('POST', `/api/backoffice/players/${p.userId}/sessions/${first.Id}/end`)).body).toMatchObject({ Ended: 1 });
    expect(await sessionWorks(p.token)).toBe(false);
    expect(await sessionWorks(other.token)).toBe(true);
    const events = await platform.db.selectFrom('outbox_events').select(['topic', 'payload']).where('id', '>', before).where('topic', '=', 'account.sessions_ended').execute();
    expect(events.map((e) => e.payload)).toEqual([{ userId: String(p.userId), reason: 'ended' }]);
    // Ending it again: it is gone, nothing changes.
    expect((await call('POST', `/api/backoffice/players/${p.userId}/sessions/${first.Id}/end`)).status).toBe(404);
    expect((await call('POST', `/api/backoffice/players/${p.userId}/sessions/end`)).body).toMatchObject({ Ended: 1 });
    expect(await sessionWorks(other.token)).toBe(false);
    const audit = await auditOf(p.userId);
    expect(audit.map((a) => a.operation)).toEqual(['players.sessions.end', 'players.sessions.end']);
    expect(audit[0]).toMatchObject({ staff_id: support.id, before: { Sessions: expect.arrayContaining([first.Id, String(other.sessionId)]) }, after: { Sessions: [String(other.sessionId)] } });
  });

  it("another player's session id is NOT_FOUND and ends nothing", async () => {
    const [a, b] = [await player(), await player()];
    const [bSession] = (await profile(b.userId)).Sessions;
    expect((await call('POST', `/api/backoffice/players/${a.userId}/sessions/${bSession.Id}/end`)).status).toBe(404);
    expect(await sessionWorks(b.token)).toBe(true);
  });
});

describe('lock', () => {
  it('locking needs a reason, ends every session and stops sign-in; unlocking lets the player back', async () => {
    const p = await player();
    expect((await call('POST', `/api/backoffice/players/${p.userId}/lock`, support.headers, { Locked: true, Reason: ' ' })).status).toBe(400);
    expect(await sessionWorks(p.token)).toBe(true);
    expect((await call('POST', `/api/backoffice/players/${p.userId}/lock`, support.headers, { Locked: true, Reason: 'Account takeover suspected' })).body).toMatchObject({ Locked: true });
    expect(await sessionWorks(p.token)).toBe(false);
    expect((await profile(p.userId)).Player.Locked).toBe(true);
    const locked = await platform.db.selectFrom('outbox_events').select('payload').where('topic', '=', 'account.sessions_ended').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(locked.payload).toEqual({ userId: String(p.userId), reason: 'locked' });
    await call('POST', `/api/backoffice/players/${p.userId}/lock`, support.headers, { Locked: false, Reason: 'Owner verified by phone' });
    expect((await profile(p.userId)).Player.Locked).toBe(false);
    const audit = await auditOf(p.userId);
    expect(audit).toMatchObject([
      { operation: 'players.lock', before: { Locked: false }, after: { Locked: true }, reason: 'Account takeover suspected' },
      { operation: 'players.lock', before: { Locked: true }, after: { Locked: false }, reason: 'Owner verified by phone' },
    ]);
  });
});

describe('two-factor reset', () => {
  it('turns two-factor off and drops the recovery codes, with a reason', async () => {
    const p = await player();
    await platform.db.updateTable('users').set({ totp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', p.userId).execute();
    await platform.db.insertInto('recovery_codes').values({ user_id: p.userId, code_hash: 'x', used_at: null }).execute();
    expect((await call('POST', `/api/backoffice/players/${p.userId}/two-factor/reset`, support.headers, { Reason: '' })).status).toBe(400);
    expect((await profile(p.userId)).Player.TwoFactorEnabled).toBe(true);
    expect((await call('POST', `/api/backoffice/players/${p.userId}/two-factor/reset`, support.headers, { Reason: 'Lost phone; identity checked' })).status).toBe(200);
    expect((await profile(p.userId)).Player.TwoFactorEnabled).toBe(false);
    expect(await platform.db.selectFrom('recovery_codes').select('id').where('user_id', '=', p.userId).execute()).toEqual([]);
    expect(await auditOf(p.userId)).toMatchObject([{ operation: 'players.twoFactor.reset', before: { TwoFactorEnabled: true }, after: { TwoFactorEnabled: false } }]);
  });
});

describe('notes and tags', () => {
  it('a note names its author and time; tags are set exactly, from the fixed list', async () => {
    const p = await player();
    const compliance = await signedInStaff(platform.db, app, ['compliance']);
    await call('POST', `/api/backoffice/players/${p.userId}/notes`, support.headers, { Body: 'Asked about a bonus.' });
    await call('POST', `/api/backoffice/players/${p.userId}/notes`, compliance.headers, { Body: 'Source of funds requested.' });
    expect((await profile(p.userId)).Notes).toMatchObject([
      { Body: 'Source of funds requested.', Author: compliance.username },
      { Body: 'Asked about a bonus.', Author: support.username },
    ]);
    expect((await call('PUT', `/api/backoffice/players/${p.userId}/tags`, support.headers, { Tags: ['sharp', 'vip', 'vip'] })).body.Tags).toEqual(['sharp', 'vip']);
    expect((await call('PUT', `/api/backoffice/players/${p.userId}/tags`, support.headers, { Tags: ['whale'] })).status).toBe(400);
    expect((await call('PUT', `/api/backoffice/players/${p.userId}/tags`, support.headers, { Tags: ['bonus_abuser'] })).body.Tags).toEqual(['bonus_abuser']);
    expect((await profile(p.userId)).Tags).toEqual(['bonus_abuser']);
    const tagAudit = (await auditOf(p.userId)).filter((a) => a.operation === 'players.tag');
    expect(tagAudit).toMatchObject([{ before: { Tags: [] }, after: { Tags: ['sharp', 'vip'] } }, { before: { Tags: ['sharp', 'vip'] }, after: { Tags: ['bonus_abuser'] } }]);
  });
});

describe('private message', () => {
  it('a retried send (same key) sends nothing twice and writes one audit entry, even racing', async () => {
    const p = await player();
    const key = randomUUID();
    const send = () => call('POST', `/api/backoffice/players/${p.userId}/messages`, support.headers, { Subject: 'Your withdrawal', Body: 'Paid today.', IdempotencyKey: key });
    const answers = await Promise.all([send(), send(), send()]);
    expect(new Set(answers.map((a) => a.body.MessageId)).size).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await send()).body).toMatchObject({ MessageId: answers[0]!.body.MessageId, Repeated: true });
    const delivered = await platform.db.selectFrom('message_recipients').select('message_id').where('user_id', '=', p.userId).execute();
    expect(delivered).toHaveLength(1);
    expect((await auditOf(p.userId)).map((a) => a.operation)).toEqual(['players.message']);
    // The same key for another player is refused: it is not a retry of that send.
    const other = await player();
    expect((await call('POST', `/api/backoffice/players/${other.userId}/messages`, support.headers, { Subject: 'x', Body: 'y', IdempotencyKey: key })).status).toBe(400);
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from message_recipients where user_id = ${other.userId}`.execute(platform.db)).rows[0]!.n)).toBe(0);
  });
});
