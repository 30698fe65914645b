/**
 * The live chat at the platform (issue 18): a visitor's secret is their conversation and no one else's;
 * a signed-in player's conversation is on their account; support sees the conversations newest first
 * with the unanswered ones marked, answers (audited), and every message is an outbox event; a visitor
 * writing too fast, or one address too busy, is refused with a Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES_PER_MINUTE, VISITOR_MESSAGES_PER_MINUTE } from '../../platform/chat/service';
import { createTestPlayer } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let support: TestStaff;
let address = 0;

beforeAll(async () => {
  platform = await startPlatform();
  support = await signedInStaff(platform.db, platform.app, ['support']);
}, 120_000);
afterAll(() => platform.close());

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<{ status: number; body: Json & Record<string, never>; headers: Headers }> {
  const response = await platform.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as never, headers: response.headers };
}

/** A new visitor from an address of its own. */
async function visitor(extra: Record<string, string> = {}) {
  const headers = { 'x-forwarded-for': `10.31.0.${++address}`, ...extra };
  const started = await call('POST', '/api/chat/start', headers);
  expect(started.status).toBe(200);
  const token = started.body.Token as unknown as string;
  return { token, id: started.body.ConversationId as unknown as string, headers: { ...headers, 'x-chat-token': token } };
}

const say = (headers: Record<string, string>, body: string) => call('POST', '/api/chat/messages', headers, { Body: body });

describe('a visitor', () => {
  it('keeps one conversation by their secret, and reads only their own', async () => {
    const alice = await visitor();
    const bob = await visitor();
    expect(alice.token).toMatch(/^[\w-]{40,}$/);
    expect((await say(alice.headers, 'I am Alice')).status).toBe(200);
    expect((await say(bob.headers, 'I am Bob')).status).toBe(200);

    const again = await call('POST', '/api/chat/start', alice.headers);
    expect(again.body).toMatchObject({ Token: null, ConversationId: alice.id });
    const read = await call('GET', '/api/chat/messages', alice.headers);
    expect((read.body.Messages as unknown as { Body: string }[]).map((m) => m.Body)).toEqual(['I am Alice']);

    // A made-up secret is nobody's conversation.
    const guess = await call('GET', '/api/chat/messages', { 'x-chat-token': `${alice.token.slice(0, -1)}x` });
    expect(guess.status).toBe(404);
    expect(guess.body.ErrorCode).toBe('CHAT_NOT_STARTED');
  });

  it('writes text only, within the length limit', async () => {
    const carol = await visitor();
    expect((await say(carol.headers, '')).status).toBe(400);
    expect((await say(carol.headers, 'x'.repeat(1001))).status).toBe(400);
    expect((await say(carol.headers, 'bell\u0007')).status).toBe(400);
    const html = await say(carol.headers, '<b>bold</b>');
    expect(html.status).toBe(200);
    expect((html.body.Message as unknown as { Body: string }).Body).toBe('<b>bold</b>');
  });

  it('is slowed down when writing too fast, and so is a busy address', async () => {
    // The limits count per clock minute (account/rate-limit.ts): a burst that crossed into the next minute
    // would start counting again, and the one message too many would pass. Start well inside a minute.
    const secondsLeft = 60 - (Date.now() / 1000) % 60;
    if (secondsLeft < 20) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 100));
    const dave = await visitor();
    for (let i = 0; i < VISITOR_MESSAGES_PER_MINUTE; i++) expect((await say(dave.headers, `line ${i}`)).status).toBe(200);
    const refused = await say(dave.headers, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.ErrorCode).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Four visitors behind one address, taking turns: the address's own limit stops them, not each one's.
    const shared = { 'x-forwarded-for': '10.31.1.1' };
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push((await call('POST', '/api/chat/start', shared)).body.Token as unknown as string);
    let answered = 0;
    let status = 200;
    while (status === 200 && answered <= ADDRESS_MESSAGES_PER_MINUTE) {
      status = (await say({ ...shared, 'x-chat-token': tokens[answered % tokens.length]! }, 'hi')).status;
      if (status === 200) answered++;
    }
    expect(answered).toBe(ADDRESS_MESSAGES_PER_MINUTE);
    expect(status).toBe(429);
  }, 60_000);

  it("signed in, has their conversation on their account (their history in the back office)", async () => {
    const player = await createTestPlayer(platform.db, platform.config);
    const anonymous = await visitor();
    await say(anonymous.headers, 'before signing in');
    // Signing in later links the same conversation.
    const linked = await call('POST', '/api/chat/start', { ...anonymous.headers, 'x-session-token': player.token });
    expect(linked.body.ConversationId).toBe(anonymous.id);
    const history = await call('GET', `/api/backoffice/chat/conversations?UserId=${player.userId}`, support.headers);
    expect(history.status).toBe(200);
    expect(history.body.Conversations).toEqual([expect.objectContaining({ Id: anonymous.id, UserId: String(player.userId), LastMessage: 'before signing in' })]);
  });
});

describe('support', () => {
  it('sees conversations newest first, unanswered marked, and answers (audited, an event)', async () => {
    const older = await visitor();
    await say(older.headers, 'first question');
    const newer = await visitor();
    await say(newer.headers, 'second question');

    const list = await call('GET', '/api/backoffice/chat/conversations', support.headers);
    const ids = (list.body.Conversations as unknown as { Id: string; Unanswered: boolean }[]).map((c) => c.Id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.body.Conversations).toEqual(expect.arrayContaining([expect.objectContaining({ Id: older.id, Unanswered: true })]));

    const answered = await call('POST', `/api/backoffice/chat/conversations/${older.id}/answer`, support.headers, { Body: 'Happy to help!' });
    expect(answered.status).toBe(200);
    const after = await call('GET', `/api/backoffice/chat/conversations/${older.id}`, support.headers);
    expect(after.body.Conversation).toMatchObject({ Id: older.id, Unanswered: false, LastMessage: 'Happy to help!' });
    expect((after.body.Messages as unknown as { Author: string; Body: string }[]).map((m) => [m.Author, m.Body])).toEqual([
      ['visitor', 'first question'],
      ['staff', 'Happy to help!'],
    ]);
    // The answer is newest activity now, and the visitor reads it.
    const relisted = await call('GET', '/api/backoffice/chat/conversations', support.headers);
    expect((relisted.body.Conversations as unknown as { Id: string }[])[0]!.Id).toBe(older.id);
    const visitorView = await call('GET', '/api/chat/messages', older.headers);
    expect((visitorView.body.Messages as unknown as { Body: string }[]).at(-1)!.Body).toBe('Happy to help!');

    const audit = await platform.db.selectFrom('audit_log').select(['operation', 'target_type', 'target_id', 'staff_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ operation: 'chat.answer', target_type: 'chat_conversation', target_id: older.id, staff_id: support.id });
    const events = await platform.db.selectFrom('outbox_events').select(['topic', 'payload']).where('topic', '=', 'chat.message').orderBy('id', 'desc').limit(1).execute();
    expect(events[0]!.payload).toMatchObject({ conversationId: older.id, author: 'staff' });
  });

  it('cannot answer a conversation that does not exist, nor with a player session', async () => {
    expect((await call('POST', '/api/backoffice/chat/conversations/999999/answer', support.headers, { Body: 'hello?' })).status).toBe(404);
    const player = await createTestPlayer(platform.db, platform.config);
    expect((await call('GET', '/api/backoffice/chat/conversations', { 'x-session-token': player.token })).status).toBe(401);
  });
});
