/**
 * Private messages through the platform's REST contract (seed 001 §3/§7): list by page with its
 * totals, unread count, read by id, remove, support's send to one player (the back office), and the
 * outbox events the header follows. A player never sees or changes another player's message.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';

const ADMIN = 'messages-admin-token';
let platform: Awaited<ReturnType<typeof startPlatform>>;
let app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
let support: TestStaff;

beforeAll(async () => {
  platform = await startPlatform({ adminToken: ADMIN });
  app = platform.app as never;
  support = await signedInStaff(platform.db, app, ['support']);
});
afterAll(() => platform.close());

type Player = Awaited<ReturnType<typeof createTestPlayer>>;
const player = () => createTestPlayer(platform.db, platform.config);

async function call(method: string, path: string, options: { body?: unknown; token?: string; admin?: string; staff?: TestStaff; lang?: string } = {}) {
  const response = await app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en-US',
      ...(options.token ? { 'x-session-token': options.token } : {}),
      ...(options.admin !== undefined ? { 'x-admin-token': options.admin } : {}),
      ...(options.staff ? options.staff.headers : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const send = (userId: string | bigint, body: Json, staff: TestStaff | null = support) =>
  call('POST', `/api/backoffice/players/${userId}/messages`, { body: { IdempotencyKey: randomUUID(), ...body }, ...(staff ? { staff } : { admin: ADMIN }) });
const sendTo = async (p: Player, subject = 'Hello', text = 'Welcome aboard') => {
  const answer = await send(p.userId, { Subject: subject, Body: text });
  expect(answer.status).toBe(200);
  return answer.body.MessageId as string;
};
const list = (p: Player, query = '') => call('GET', `/api/messages${query}`, { token: p.token });
const unread = async (p: Player) => (await call('GET', '/api/messages/unread-count', { token: p.token })).body.UnreadMessagesCount as number;

async function eventsSince(id: bigint, topic: string) {
  const rows = await platform.db.selectFrom('outbox_events').select(['payload']).where('id', '>', id).where('topic', '=', topic).orderBy('id').execute();
  return rows.map((row) => row.payload as Json);
}
async function lastEventId(): Promise<bigint> {
  const row = await platform.db.selectFrom('outbox_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return BigInt((row?.id as bigint | null) ?? 0n);
}

describe('list by page (seed 001 §3 UserMessages, TotalRecords, HasUnreadMessages, UnreadMessagesCount)', () => {
  it('answers an empty list with zero totals', async () => {
    const p = await player();
    const { status, body } = await list(p);
    expect(status).toBe(200);
    expect(body).toMatchObject({ HasErrors: false, UserMessages: [], TotalRecords: 0, HasUnreadMessages: false, UnreadMessagesCount: 0, Page: 1, PageSize: 20 });
  });

  it('pages newest first, 20 by default, with the totals of all pages', async () => {
    const p = await player();
    for (let i = 1; i <= 23; i++) await sendTo(p, `Subject ${i}`);
    const first = (await list(p)).body;
    expect(first.UserMessages).toHaveLength(20);
    expect(first.UserMessages[0]).toMatchObject({ Subject: 'Subject 23', Body: 'Welcome aboard', Sender: 'Oddsgate', IsRead: false, ReadDate: null });
    expect(first).toMatchObject({ TotalRecords: 23, HasUnreadMessages: true, UnreadMessagesCount: 23 });
    const second = (await list(p, '?Page=2')).body;
    expect(second.UserMessages.map((m: Json) => m.Subject)).toEqual(['Subject 3', 'Subject 2', 'Subject 1']);
    const skipped = (await list(p, '?Skip=21&PageSize=5')).body;
    expect(skipped.UserMessages.map((m: Json) => m.Subject)).toEqual(['Subject 2', 'Subject 1']);
  });

  it.each([
    ['?Page=0', 'Page'],
    ['?PageSize=101', 'PageSize'],
    ['?Skip=-1', 'Skip'],
  ])('refuses %s as VALIDATION', async (query, field) => {
    const { status, body } = await list(await player(), query);
    expect(status).toBe(400);
    expect(body.ErrorCode).toBe('VALIDATION');
    expect(body.FieldErrors).toHaveProperty(field);
  });

  it('needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/messages'],
      ['GET', '/api/messages/unread-count'],
      ['POST', '/api/messages/1/read'],
      ['POST', '/api/messages/1/remove'],
    ] as const) {
      const { status, body } = await call(method, path);
      expect(status, path).toBe(401);
      expect(body.ErrorCode).toBe('UNAUTHORIZED');
    }
  });
});

describe('read by id and remove', () => {
  it('reads a message once: the unread count drops, ReadDate stays the first reading', async () => {
    const p = await player();
    const id = await sendTo(p);
    await sendTo(p, 'Second');
    expect(await unread(p)).toBe(2);
    const read = await call('POST', `/api/messages/${id}/read`, { token: p.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ Message: { Id: id, Subject: 'Hello', IsRead: true }, UnreadMessagesCount: 1, HasUnreadMessages: true });
    const again = await call('POST', `/api/messages/${id}/read`, { token: p.token });
    expect(again.body.Message.ReadDate).toBe(read.body.Message.ReadDate);
    expect(await unread(p)).toBe(1);
    expect((await list(p)).body).toMatchObject({ TotalRecords: 2, UnreadMessagesCount: 1 });
  });

  it('removes a message from the list and from the counts; removing it again is NOT_FOUND', async () => {
    const p = await player();
    const id = await sendTo(p);
    const removed = await call('POST', `/api/messages/${id}/remove`, { token: p.token });
    expect(removed.body).toMatchObject({ RemovedId: id, UnreadMessagesCount: 0, HasUnreadMessages: false });
    expect((await list(p)).body).toMatchObject({ UserMessages: [], TotalRecords: 0 });
    expect((await call('POST', `/api/messages/${id}/remove`, { token: p.token })).status).toBe(404);
    expect((await call('POST', `/api/messages/${id}/read`, { token: p.token })).status).toBe(404);
  });

  it("never shows or changes another player's message", async () => {
    const owner = await player();
    const other = await player();
    const id = await sendTo(owner);
    for (const action of ['read', 'remove']) {
      const { status, body } = await call('POST', `/api/messages/${id}/${action}`, { token: other.token, lang: 'de-DE' });
      expect(status).toBe(404);
      expect(body).toMatchObject({ ErrorCode: 'NOT_FOUND', ErrorMessage: 'Diese Nachricht existiert nicht oder wurde entfernt.' });
    }
    expect((await list(other, `?Ids=${id}`)).body.UserMessages).toEqual([]);
    expect((await list(owner)).body).toMatchObject({ TotalRecords: 1, UnreadMessagesCount: 1 });
  });
});

describe("support's send (POST /api/backoffice/players/{id}/messages)", () => {
  it('needs a staff session: the machine token is refused', async () => {
    const p = await player();
    expect((await send(p.userId, { Subject: 'x', Body: 'y' }, null)).body.ErrorCode).toBe('ADMIN_TOKEN_REFUSED');
    expect(await unread(p)).toBe(0);
  });

  it('refuses a blank subject and an unknown player, sending nothing', async () => {
    const p = await player();
    expect((await send(p.userId, { Subject: ' ', Body: 'y' })).status).toBe(400);
    expect((await send('999999999999', { Subject: 'x', Body: 'y' })).status).toBe(404);
    expect(await unread(p)).toBe(0);
  });
});

describe('outbox events', () => {
  it('announces each change of a player\'s unread count, and a new message', async () => {
    const p = await player();
    const start = await lastEventId();
    const id = await sendTo(p);
    await call('POST', `/api/messages/${id}/read`, { token: p.token });
    await call('POST', `/api/messages/${id}/read`, { token: p.token }); // no change, no event
    await call('POST', `/api/messages/${id}/remove`, { token: p.token });
    const userId = String(p.userId);
    expect(await eventsSince(start, 'messages.changed')).toEqual([
      { userId, unread: 1 },
      { userId, unread: 0 },
      { userId, unread: 0 },
    ]);
    expect(await eventsSince(start, 'message.received')).toEqual([{ userId, messageId: id }]);
  });
});
