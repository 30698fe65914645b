/**
 * Issue 17 through the REST routes on the controllable clock: limits per profile (decrease now, increase
 * after the cooling-off and a confirmation), the session limit, the reality check, time-outs and
 * self-exclusion (sessions end, sign-in refused with its message, exactly its term), the national
 * register, the append-only audit and who may read it, and the TEST_CONTROLS clock hook.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startPlatform } from '../helpers/platform';
import { signedInStaff } from '../helpers/staff';
import { RG_ADMIN, signIn, useResponsibleSuite } from '../helpers/responsible';
import { StubRegister, useNationalRegister } from '../../platform/responsible/register';
import { endSessionsAtLimit } from '../../platform/responsible/sweeper';
import { base32Decode, hotp, newTotpSecret, stepAt } from '../../platform/account/totp';

// The session-limit sweep runs when a test calls it, never behind one's back.
const suite = useResponsibleSuite({ powDifficulty: 4, sessionLimitSweepMs: 0 });
const { call, player, advance, setLimit } = suite;

const overview = async (token: string) => (await call('GET', '/api/responsible', { token })).body;
const limitOf = (body: Json, kind: string, period: string) => (body.Limits as Json[]).find((l) => l.Kind === kind && l.Period === period);
const usernameOf = async (userId: bigint) => (await suite.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow()).username;
const history = async (token: string) => (await call('GET', '/api/responsible/history', { token })).body.Entries as Json[];
/** The player's 'responsible.changed' events, oldest first. */
const events = async (userId: bigint) =>
  (await suite.db.selectFrom('outbox_events').select('payload').where('topic', '=', 'responsible.changed').orderBy('id').execute())
    .map((row) => row.payload as Json)
    .filter((payload) => payload.userId === String(userId));

describe.each([
  ['SE', 'default', 24],
  ['GB', 'ukgc', 24],
  ['MT', 'mga', 24],
  ['CA', 'agco', 72],
])('a player of %s (%s profile)', (country, profile, coolingOffHours) => {
  it('reads the profile its country falls under', async () => {
    const p = await player({ country });
    const body = await overview(p.token);
    expect(body.Profile).toMatchObject({ Name: profile, CoolingOffHours: coolingOffHours, MinimumSelfExclusionMonths: 6 });
    expect(body.Exclusion).toBeNull();
  });

  it.each(['deposit', 'loss', 'wager'])(`applies a %s limit decrease at once and an increase only after ${coolingOffHours} h and a confirmation`, async (kind) => {
    const p = await player({ country });
    expect((await setLimit(p.token, kind, 'day', '100.00')).body.Effect).toBe('applied');
    expect((await setLimit(p.token, kind, 'day', '50.00')).body.Effect).toBe('applied');
    expect(limitOf(await overview(p.token), kind, 'day')).toMatchObject({ Amount: '50.00', Pending: null });

    const raised = await setLimit(p.token, kind, 'day', '80.00');
    expect(raised.body.Effect).toBe('pending');
    const pending = limitOf(raised.body, kind, 'day')!;
    expect(pending).toMatchObject({ Amount: '50.00', Pending: { Amount: '80.00', Confirmable: false } });
    const [requested] = await history(p.token);
    expect(requested).toMatchObject({ Action: 'limit_increase_requested', After: { effectiveAt: pending.Pending.EffectiveAt } });
    expect(Date.parse(pending.Pending.EffectiveAt) - Date.parse(requested!.At)).toBe(coolingOffHours * 3_600_000);

    const early = await call('POST', '/api/responsible/limits/confirm', { token: p.token, body: { Kind: kind, Period: 'day' } });
    expect(early.status).toBe(409);
    expect(early.body.ErrorCode).toBe('COOLING_OFF');
    await advance(p.userId, coolingOffHours * 60 - 1);
    expect((await call('POST', '/api/responsible/limits/confirm', { token: p.token, body: { Kind: kind, Period: 'day' } })).body.ErrorCode).toBe('COOLING_OFF');
    // Past the cooling-off the increase still waits for the player.
    await advance(p.userId, 2);
    expect(limitOf(await overview(p.token), kind, 'day')).toMatchObject({ Amount: '50.00', Pending: { Confirmable: true } });
    const confirmed = await call('POST', '/api/responsible/limits/confirm', { token: p.token, body: { Kind: kind, Period: 'day' } });
    expect(confirmed.status).toBe(200);
    expect(limitOf(confirmed.body, kind, 'day')).toMatchObject({ Amount: '80.00', Pending: null });
    expect((await call('POST', '/api/responsible/limits/confirm', { token: p.token, body: { Kind: kind, Period: 'day' } })).body.ErrorCode).toBe('NOTHING_PENDING');

    const actions = (await history(p.token)).map((entry) => entry.Action);
    expect(actions).toEqual(['limit_increase_confirmed', 'limit_increase_requested', 'limit_set', 'limit_set']);
    // A limit that took effect is announced (the request that only waits is not).
    expect((await events(p.userId)).map((e) => [e.change, e.signOut])).toEqual([['limit', false], ['limit', false], ['limit', false]]);
  });

  it('removes a limit only after the cooling-off and a confirmation', async () => {
    const p = await player({ country });
    await setLimit(p.token, 'deposit', 'week', '20.00');
    expect((await setLimit(p.token, 'deposit', 'week', null)).body.Effect).toBe('pending');
    await advance(p.userId, coolingOffHours * 60);
    await call('POST', '/api/responsible/limits/confirm', { token: p.token, body: { Kind: 'deposit', Period: 'week' } });
    expect(limitOf(await overview(p.token), 'deposit', 'week')).toBeUndefined();
  });
});

describe('limit input', () => {
  it('refuses an amount that is not one, and a kind or period that does not exist, changing nothing', async () => {
    const p = await player();
    for (const body of [{ Kind: 'deposit', Period: 'day', Amount: '-5' }, { Kind: 'deposit', Period: 'day', Amount: '1.234' }, { Kind: 'bets', Period: 'day', Amount: '5' }, { Kind: 'deposit', Period: 'year', Amount: '5' }]) {
      const answer = await call('PUT', '/api/responsible/limits', { token: p.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.ErrorCode).toBe('VALIDATION');
    }
    expect((await overview(p.token)).Limits).toEqual([]);
    expect((await call('PUT', '/api/responsible/limits', { body: { Kind: 'deposit', Period: 'day', Amount: '5' } })).status).toBe(401);
  });
});

describe('reality check and session limit', () => {
  it("imposes the profile's interval and reads this session's stakes, returns and net position", async () => {
    const mga = await player({ country: 'MT' });
    expect((await overview(mga.token)).RealityCheckMinutes).toBe(60);
    expect((await call('PUT', '/api/responsible/reality-check', { token: mga.token, body: { Minutes: 15 } })).body.RealityCheckMinutes).toBe(15);
    expect((await call('PUT', '/api/responsible/reality-check', { token: mga.token, body: { Minutes: 45 } })).status).toBe(400);
    const check = await call('GET', '/api/responsible/reality-check', { token: mga.token });
    expect(check.body).toMatchObject({ IntervalMinutes: 15, Stakes: '0.00', Returns: '0.00', NetPosition: '0.00', Currency: 'EUR' });
  });

  it('ends the session at the limit and lets the player sign in again only after the pause', async () => {
    const p = await player({ country: 'GB' });
    await call('PUT', '/api/responsible/session-limit', { token: p.token, body: { Minutes: 30 } });
    expect((await call('GET', '/api/responsible', { token: p.token })).status).toBe(200);
    await advance(p.userId, 31);
    expect((await call('GET', '/api/responsible', { token: p.token })).status).toBe(401);
    const refused = await signIn(call, await usernameOf(p.userId), TEST_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.ErrorCode).toBe('SIGN_IN_PAUSED');
    await advance(p.userId, 60);
    const again = await signIn(call, await usernameOf(p.userId), TEST_PASSWORD);
    expect(again.status).toBe(200);
    expect((await history(again.body.SessionToken)).map((e) => e.Action)).toContain('session_limit_end');
    expect(await events(p.userId)).toEqual([{ userId: String(p.userId), change: 'session_limit', signOut: true, until: expect.any(String) }]);
  });
});

describe('the session-limit sweep', () => {
  it('ends a session at its limit without a request from the player, and tells their open pages', async () => {
    const p = await player({ country: 'SE' });
    const other = await player({ country: 'SE' });
    await call('PUT', '/api/responsible/session-limit', { token: p.token, body: { Minutes: 30 } });
    await advance(p.userId, 29);
    await advance(other.userId, 31);
    expect(await endSessionsAtLimit(suite.db)).toBe(0);
    await advance(p.userId, 2);
    // No request of the player's: the sweep alone ends it (the other player has no limit).
    expect(await endSessionsAtLimit(suite.db)).toBe(1);
    const session = await suite.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', p.userId).executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    expect(await events(p.userId)).toEqual([{ userId: String(p.userId), change: 'session_limit', signOut: true, until: expect.any(String) }]);
    expect((await call('GET', '/api/responsible', { token: p.token })).status).toBe(401);
    expect((await call('GET', '/api/responsible', { token: other.token })).status).toBe(200);
    // Ended once: the next pass finds nothing.
    expect(await endSessionsAtLimit(suite.db)).toBe(0);
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out ends every session at once, refuses sign-in with its end, and ends exactly at its term', async () => {
    const p = await player();
    const name = await usernameOf(p.userId);
    const second = (await signIn(call, name, TEST_PASSWORD)).body.SessionToken as string;
    const taken = await call('POST', '/api/responsible/time-out', { token: p.token, body: { Term: '24h' } });
    expect(taken.status).toBe(200);
    expect(Date.parse(taken.body.Exclusion.Until) - Date.parse(taken.body.Exclusion.From)).toBe(24 * 3_600_000);
    expect((await call('GET', '/api/responsible', { token: p.token })).status).toBe(401);
    expect((await call('GET', '/api/responsible', { token: second })).status).toBe(401);
    // Every open page of the player hears it and signs out.
    expect(await events(p.userId)).toEqual([{ userId: String(p.userId), change: 'time_out', signOut: true, until: taken.body.Exclusion.Until }]);
    const refused = await signIn(call, name, TEST_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.ErrorCode).toBe('TIMED_OUT');
    expect(refused.body.ErrorMessage).toContain(`${taken.body.Exclusion.Until.slice(0, 16).replace('T', ' ')} UTC`);
    await advance(p.userId, 24 * 60 - 1);
    expect((await signIn(call, name, TEST_PASSWORD)).body.ErrorCode).toBe('TIMED_OUT');
    await advance(p.userId, 1);
    expect((await signIn(call, name, TEST_PASSWORD)).status).toBe(200);
  });

  it('a self-exclusion lasts exactly its term, cannot be shortened, forfeits bonuses and stops marketing mail', async () => {
    const p = await player({ country: 'GB' });
    const name = await usernameOf(p.userId);
    const sixMonths = await call('POST', '/api/responsible/self-exclusion', { token: p.token, body: { Term: '6m' } });
    expect(sixMonths.status).toBe(200);
    const { From, Until } = sixMonths.body.Exclusion as { From: string; Until: string };
    const expected = new Date(From);
    expected.setUTCMonth(expected.getUTCMonth() + 6);
    expect(Until).toBe(expected.toISOString());
    const refused = await signIn(call, name, TEST_PASSWORD);
    expect(refused.body).toMatchObject({ ErrorCode: 'SELF_EXCLUDED' });
    expect((await suite.db.selectFrom('users').select('allow_email_notification').where('id', '=', p.userId).executeTakeFirstOrThrow()).allow_email_notification).toBe(false);

    // No session is left to ask for a shorter one; the rule holds in the service too (a time-out now).
    const minutesLeft = Math.floor((Date.parse(Until) - Date.now()) / 60_000);
    await advance(p.userId, minutesLeft - 1);
    expect((await signIn(call, name, TEST_PASSWORD)).body.ErrorCode).toBe('SELF_EXCLUDED');
    await advance(p.userId, 2);
    const back = await signIn(call, name, TEST_PASSWORD);
    expect(back.status).toBe(200);
    const actions = (await suite.staffHistory(p.userId)).body.Entries.map((e: Json) => e.Action);
    expect(actions).toEqual(expect.arrayContaining(['self_exclusion', 'refusal']));
  });

  it('refuses to replace an exclusion with one that ends sooner, and lets a time-out become a self-exclusion', async () => {
    const p = await player();
    const { exclude } = await import('../../platform/responsible/service');
    const me = { userId: p.userId, currency: 'EUR', lang: 'en-US' as const };
    await exclude(suite.db, me, 'time_out', '7d');
    await expect(exclude(suite.db, me, 'time_out', '24h')).rejects.toMatchObject({ code: 'EXCLUSION_ACTIVE' });
    const longer = await exclude(suite.db, me, 'self_exclusion', '1y');
    expect(longer.Exclusion).toMatchObject({ Kind: 'self_exclusion', Term: '1y' });
    await expect(exclude(suite.db, me, 'time_out', '6w')).rejects.toMatchObject({ code: 'EXCLUSION_ACTIVE' });
    await expect(exclude(suite.db, me, 'self_exclusion', '6m')).rejects.toMatchObject({ code: 'EXCLUSION_ACTIVE' });
  });

  it('refuses the second factor of a sign-in begun before a time-out', async () => {
    const p = await player();
    const secret = newTotpSecret();
    await suite.db.updateTable('users').set({ totp_secret: secret }).where('id', '=', p.userId).execute();
    const first = await signIn(call, await usernameOf(p.userId), TEST_PASSWORD);
    expect(first.body.Check2FA).toBe(true);
    const { exclude } = await import('../../platform/responsible/service');
    await exclude(suite.db, { userId: p.userId, currency: 'EUR', lang: 'en-US' }, 'time_out', '7d');
    const second = await call('POST', '/api/account/login/2fa', { body: { TwoFactorTicket: first.body.TwoFactorTicket, Pin: hotp(base32Decode(secret), stepAt(Date.now() / 1000)) } });
    expect(second.status).toBe(403);
    expect(second.body.ErrorCode).toBe('TIMED_OUT');
  });

  it('refuses the sign-in of a person the national register lists', async () => {
    const p = await player();
    const register = new StubRegister();
    const restore = useNationalRegister(register);
    try {
      expect((await signIn(call, await usernameOf(p.userId), TEST_PASSWORD)).status).toBe(200);
      register.exclude(p.email);
      const refused = await signIn(call, await usernameOf(p.userId), TEST_PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body.ErrorCode).toBe('NATIONALLY_EXCLUDED');
    } finally {
      restore();
    }
  });

  it('delivers no private message from support to an excluded player', async () => {
    const p = await player();
    const other = await player();
    await call('POST', '/api/responsible/time-out', { token: p.token, body: { Term: '7d' } });
    const { headers } = await signedInStaff(suite.db, suite.platform.app, ['support']);
    const send = (userId: bigint) => call('POST', `/api/backoffice/players/${userId}/messages`, { headers, body: { Subject: 'Offer', Body: 'Come back', IdempotencyKey: randomUUID() } });
    expect((await send(p.userId)).body.Delivered).toBe(false);
    expect((await send(other.userId)).body.Delivered).toBe(true);
    const received = await suite.db.selectFrom('message_recipients').select('user_id').where('user_id', 'in', [p.userId, other.userId]).execute();
    expect(received.map((r) => r.user_id)).toEqual([other.userId]);
  });
});

describe('audit', () => {
  it('refuses UPDATE and DELETE of the audit table', async () => {
    const p = await player();
    await setLimit(p.token, 'deposit', 'day', '10.00');
    const before = await suite.db.selectFrom('rg_audit').selectAll().where('user_id', '=', p.userId).execute();
    expect(before).toHaveLength(1);
    await expect(sql`update rg_audit set action = 'nothing' where user_id = ${p.userId}`.execute(suite.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from rg_audit where user_id = ${p.userId}`.execute(suite.db)).rejects.toThrow(/append-only/);
    expect(await suite.db.selectFrom('rg_audit').selectAll().where('user_id', '=', p.userId).execute()).toEqual(before);
  });

  it("shows a player their own history and compliance staff anyone's, with who, what, when and before/after", async () => {
    const p = await player();
    await setLimit(p.token, 'wager', 'month', '300.00');
    await setLimit(p.token, 'wager', 'month', '200.00');
    const [latest] = await history(p.token);
    expect(latest).toMatchObject({ Actor: 'player', Action: 'limit_set', Subject: 'wager:month', Before: { amount: '300.00' }, After: { amount: '200.00' } });
    // Nobody, or the player's own session, is no member of staff.
    expect((await call('GET', `/api/backoffice/compliance/players/${p.userId}/responsible-history`)).status).toBe(401);
    expect((await call('GET', `/api/backoffice/compliance/players/${p.userId}/responsible-history`, { token: p.token })).status).toBe(401);
    expect((await call('GET', `/api/backoffice/compliance/players/${p.userId}/responsible-history`, { headers: { 'x-admin-token': 'wrong' } })).status).toBe(403);
    // Reading a player's history is a person's act: the machine token is refused, a compliance officer reads it.
    const machine = await call('GET', `/api/backoffice/compliance/players/${p.userId}/responsible-history`, { headers: { 'x-admin-token': RG_ADMIN } });
    expect([machine.status, machine.body.ErrorCode]).toEqual([403, 'ADMIN_TOKEN_REFUSED']);
    const operator = await suite.staffHistory(p.userId);
    expect(operator.body.Entries).toHaveLength(2);
    expect((await suite.staffHistory('999999999')).status).toBe(404);
  });
});

describe('the clock hook', () => {
  let production: Awaited<ReturnType<typeof startPlatform>>;
  beforeAll(async () => {
    production = await startPlatform({ adminToken: RG_ADMIN, testControls: false });
  });
  afterAll(() => production.close());

  it('exists only with TEST_CONTROLS=true', async () => {
    const p = await player();
    expect((await advance(p.userId, 10)).status).toBe(200);
    const answer = await production.app.request(`/api/admin/responsible/${p.userId}/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': RG_ADMIN },
      body: JSON.stringify({ AdvanceMinutes: 10 }),
    });
    expect(answer.status).toBe(404);
  });
});
