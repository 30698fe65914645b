/**
 * The live chat through the gateway (issue 18): a visitor's secret is an httpOnly cookie no script or
 * query ever sees; with it they read and write their own conversation and nobody else's; support's
 * answer reaches the visitor's socket on /graphql and the visitor's message reaches the console's socket
 * on /backoffice/graphql; a visitor writing too fast gets a RateLimitedError.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { VISITOR_MESSAGES_PER_MINUTE } from '../../platform/chat/service';
import { createStaff } from '../../platform/staff/accounts';
import type { Json } from '../helpers/json';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

type Answer = { data?: Record<string, Json> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(path: string, query: string, variables: Record<string, unknown> = {}, cookie = '', address = '127.0.0.1'): Promise<{ body: Answer; setCookie: string | null }> {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as Answer, setCookie: response.headers.get('set-cookie') };
}

const START = 'mutation { startChat { __typename ... on VisitorChat { id messages { body fromSupport } } ... on Error { code } } }';
const SEND = 'mutation($b: String!) { sendChatMessage(body: $b) { __typename ... on ChatMessage { body } ... on RateLimitedError { code retryAfterSeconds } ... on Error { code message } } }';
const READ = '{ visitorChat { id messages { body fromSupport } } }';

/** A new visitor: their chat cookie. */
async function visitor(): Promise<string> {
  const { body, setCookie } = await post('/graphql', START);
  expect(body.data?.startChat).toMatchObject({ __typename: 'VisitorChat', messages: [] });
  expect(setCookie).toMatch(/^og_chat=[\w%-]{40,}; Path=\/; HttpOnly; SameSite=Lax/);
  return setCookie!.split(';')[0]!;
}

/** A support member signed in on the back office's endpoint: their staff cookie. */
async function signedInSupport(userName: string): Promise<string> {
  const made = (await createStaff(stack.platform.database.db, { username: userName, email: `${userName}@staff.test`, roles: ['support'] }, null))!;
  const signIn = await post(BACKOFFICE_GRAPHQL, 'mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }', {
    u: made.username,
    p: made.password,
    c: staffCode(made.totpSecret),
  });
  return signIn.setCookie!.split(';')[0]!;
}

describe('a visitor', () => {
  it('reads and writes their own conversation only; the secret is never in an answer', async () => {
    const alice = await visitor();
    const bob = await visitor();
    expect((await post('/graphql', SEND, { b: 'Where is my withdrawal?' }, alice)).body.data?.sendChatMessage).toEqual({ __typename: 'ChatMessage', body: 'Where is my withdrawal?' });

    const aliceReads = await post('/graphql', READ, {}, alice);
    expect(aliceReads.body.data?.visitorChat).toMatchObject({ messages: [{ body: 'Where is my withdrawal?', fromSupport: false }] });
    expect(JSON.stringify(aliceReads.body)).not.toContain(decodeURIComponent(alice.split('=')[1]!));
    expect((await post('/graphql', READ, {}, bob)).body.data?.visitorChat).toMatchObject({ messages: [] });

    // No cookie, or a made-up one: no conversation, and nothing can be written.
    expect((await post('/graphql', READ)).body.data?.visitorChat).toBeNull();
    const forged = `og_chat=${alice.split('=')[1]!.slice(0, -2)}xx`;
    expect((await post('/graphql', READ, {}, forged)).body.data?.visitorChat).toBeNull();
    expect((await post('/graphql', SEND, { b: 'hi' }, forged)).body.data?.sendChatMessage).toMatchObject({ __typename: 'ActionError', code: 'CHAT_NOT_STARTED' });
  });

  it('writing too fast is refused with a RateLimitedError', async () => {
    const carol = await visitor();
    for (let i = 0; i < VISITOR_MESSAGES_PER_MINUTE; i++) expect((await post('/graphql', SEND, { b: `line ${i}` }, carol, '10.18.0.3')).body.data?.sendChatMessage).toMatchObject({ __typename: 'ChatMessage' });
    const refused = (await post('/graphql', SEND, { b: 'too many' }, carol, '10.18.0.3')).body.data?.sendChatMessage as { __typename: string; code: string; retryAfterSeconds: number };
    expect(refused).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('support and the visitor, live', () => {
  it("the visitor's message reaches the console's socket, support's answer the visitor's", async () => {
    const staffCookie = await signedInSupport('gw-chat-support');
    const dan = await visitor();
    const erin = await visitor();

    const supportSocket = wsClient(`${stack.url}${BACKOFFICE_GRAPHQL}`, { cookie: staffCookie });
    const danSocket = wsClient(`${stack.url}/graphql`, { cookie: dan });
    const erinSocket = wsClient(`${stack.url}/graphql`, { cookie: erin });
    try {
      const consoleHears = firstResults<{ data: { backofficeChatActivity: { id: string; unanswered: boolean; lastMessage: string; messages: Json[] } } }>(supportSocket, {
        query: 'subscription { backofficeChatActivity { id unanswered lastMessage messages { body fromSupport } } }',
      });
      const danHears = firstResults<{ data: { visitorChatMessages: Json } }>(danSocket, { query: 'subscription { visitorChatMessages { ... on ChatMessage { body fromSupport } } }' }, 2);
      const erinHears = firstResults<{ data: { visitorChatMessages: Json } }>(erinSocket, { query: 'subscription { visitorChatMessages { ... on ChatMessage { body fromSupport } } }' });
      await Promise.all([consoleHears.subscribed, danHears.subscribed, erinHears.subscribed]);

      await post('/graphql', SEND, { b: 'Is the bonus still on?' }, dan);
      const [heard] = await consoleHears.done;
      expect(heard!.data.backofficeChatActivity).toMatchObject({ unanswered: true, lastMessage: 'Is the bonus still on?', messages: [{ body: 'Is the bonus still on?', fromSupport: false }] });

      // Dan's socket hears his own message first (another tab of his would show it), then the answer.
      const answered = await post(BACKOFFICE_GRAPHQL, 'mutation($id: ID!, $b: String!) { backoffice { answerChat(conversationId: $id, body: $b) { __typename ... on ChatMessage { body fromSupport } } } }', {
        id: heard!.data.backofficeChatActivity.id,
        b: 'Yes, until Sunday.',
      }, staffCookie);
      expect(answered.body.data?.backoffice).toEqual({ answerChat: { __typename: 'ChatMessage', body: 'Yes, until Sunday.', fromSupport: true } });
      expect((await danHears.done).map((result) => result.data.visitorChatMessages)).toEqual([
        { body: 'Is the bonus still on?', fromSupport: false },
        { body: 'Yes, until Sunday.', fromSupport: true },
      ]);

      // Erin hears only her own conversation: her first event is her own message, not Dan's nor the answer.
      await post('/graphql', SEND, { b: 'Erin here' }, erin);
      expect((await erinHears.done)[0]!.data.visitorChatMessages).toEqual({ body: 'Erin here', fromSupport: false });
    } finally {
      await Promise.all([supportSocket.dispose(), danSocket.dispose(), erinSocket.dispose()]);
    }
  });

  it('a widget whose socket opens after the answer was written still gets it, and only its own conversation', async () => {
    // The Chromium defect of session 31: the widget's subscription started a second or two after the
    // visitor wrote (its socket was being renewed to carry the chat cookie), support answered in that
    // gap, and the answer never appeared. Subscribing must deliver what the conversation already holds.
    const staffCookie = await signedInSupport('gw-chat-late');
    const fay = await visitor();
    const gus = await visitor();
    await post('/graphql', SEND, { b: 'Can I change my e-mail?' }, fay);
    await post('/graphql', SEND, { b: 'Gus asking' }, gus);
    const conversations = (await post(BACKOFFICE_GRAPHQL, '{ backoffice { chatConversations { id lastMessage } } }', {}, staffCookie)).body.data?.backoffice as { chatConversations: { id: string; lastMessage: string }[] };
    const fays = conversations.chatConversations.find((one) => one.lastMessage === 'Can I change my e-mail?')!;
    await post(BACKOFFICE_GRAPHQL, 'mutation($id: ID!, $b: String!) { backoffice { answerChat(conversationId: $id, body: $b) { __typename } } }', { id: fays.id, b: 'Yes, in Settings.' }, staffCookie);

    const faySocket = wsClient(`${stack.url}/graphql`, { cookie: fay });
    try {
      const fayHears = firstResults<{ data: { visitorChatMessages: Json } }>(faySocket, { query: 'subscription { visitorChatMessages { ... on ChatMessage { body fromSupport } } }' }, 2);
      expect((await fayHears.done).map((result) => result.data.visitorChatMessages)).toEqual([
        { body: 'Can I change my e-mail?', fromSupport: false },
        { body: 'Yes, in Settings.', fromSupport: true },
      ]);
    } finally {
      await faySocket.dispose();
    }
  });
});
