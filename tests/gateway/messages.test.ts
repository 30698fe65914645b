/**
 * Private messages through the gateway: the real platform and gateway on loopback (HTTP and SSE between
 * them), players with sessions of their own over HTTP and graphql-ws. A viewer reads only their own
 * messages; the unread count follows every change live.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import { firstResults, wsClient } from '../helpers/ws';

const ADMIN = 'messages-gateway-admin';
let stack: Stack;
let support: TestStaff;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, adminToken: ADMIN } });
  support = await signedInStaff(stack.platform.database.db, { request: (path, init) => fetch(`${stack.platformUrl}${path}`, init) }, ['support']);
});
afterAll(() => stack.close());

async function post(cookie: string, query: string, variables: Json = {}): Promise<{ data?: Json; errors?: Json[] }> {
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', 'accept-language': 'en-US', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as never;
}

async function newPlayer() {
  const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  const cookie = `og_session=${player.token}`;
  return {
    ...player,
    cookie,
    async graphql(query: string, variables: Json = {}): Promise<Json> {
      const json = await post(cookie, query, variables);
      if (json.errors) throw new Error(JSON.stringify(json.errors));
      return json.data!;
    },
  };
}

/** Support sends a private message from the back office (a staff session over HTTP). */
async function send({ UserId, ...body }: Json): Promise<string> {
  const response = await fetch(`${stack.platformUrl}/api/backoffice/players/${UserId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...support.headers },
    body: JSON.stringify({ IdempotencyKey: randomUUID(), ...body }),
  });
  const json = (await response.json()) as Json;
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json.MessageId as string;
}

const MESSAGES = `query ($first: Int, $after: String) { viewer { unreadMessageCount messages(first: $first, after: $after) {
  totalCount unreadCount hasUnread pageInfo { hasNextPage endCursor } edges { node { id legacyId subject body sender read readAt createdAt } } } } }`;
const READ = `mutation ($id: ID!) { readMessage(id: $id) { __typename
  ... on ReadMessagePayload { readMessage: message { id read } viewer { unreadMessageCount } }
  ... on Error { code message } } }`;
const REMOVE = `mutation ($id: ID!) { removeMessage(id: $id) { __typename
  ... on RemoveMessagePayload { removedMessageId viewer { unreadMessageCount } }
  ... on Error { code message } } }`;
const UNREAD = `subscription { unreadMessagesChanged { __typename
  ... on UnreadMessagesChanged { unreadCount viewer { unreadMessageCount } }
  ... on Error { code } } }`;

describe('Viewer.messages', () => {
  it('pages the viewer\'s messages newest first with totalCount and unreadCount', async () => {
    const p = await newPlayer();
    for (let i = 1; i <= 3; i++) await send({ UserId: String(p.userId), Subject: `S${i}`, Body: `Body ${i}` });
    const first = (await p.graphql(MESSAGES, { first: 2 })).viewer;
    expect(first.unreadMessageCount).toBe(3);
    expect(first.messages).toMatchObject({ totalCount: 3, unreadCount: 3, hasUnread: true, pageInfo: { hasNextPage: true } });
    expect(first.messages.edges.map((e: Json) => e.node.subject)).toEqual(['S3', 'S2']);
    const second = (await p.graphql(MESSAGES, { first: 2, after: first.messages.pageInfo.endCursor })).viewer.messages;
    expect(second.edges.map((e: Json) => e.node.subject)).toEqual(['S1']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    // A node loads back by its global id.
    const id = second.edges[0].node.id as string;
    const node = await p.graphql(`query ($id: ID!) { node(id: $id) { ... on Message { subject body read } } }`, { id });
    expect(node.node).toEqual({ subject: 'S1', body: 'Body 1', read: false });
  });

  it('is a visitor-free zone: no viewer, no messages', async () => {
    const json = await post('', `{ viewer { unreadMessageCount } }`);
    expect(json.data?.viewer ?? null).toBeNull();
  });
});

describe('readMessage / removeMessage', () => {
  it('reads a message: the unread count in the answer drops', async () => {
    const p = await newPlayer();
    await send({ UserId: String(p.userId), Subject: 'A', Body: 'a' });
    await send({ UserId: String(p.userId), Subject: 'B', Body: 'b' });
    const [b] = (await p.graphql(MESSAGES, { first: 1 })).viewer.messages.edges;
    const read = (await p.graphql(READ, { id: b.node.id })).readMessage;
    expect(read).toEqual({ __typename: 'ReadMessagePayload', readMessage: { id: b.node.id, read: true }, viewer: { unreadMessageCount: 1 } });
    const removed = (await p.graphql(REMOVE, { id: b.node.id })).removeMessage;
    expect(removed).toEqual({ __typename: 'RemoveMessagePayload', removedMessageId: b.node.id, viewer: { unreadMessageCount: 1 } });
    expect((await p.graphql(MESSAGES)).viewer.messages.totalCount).toBe(1);
  });

  it("answers NotFoundError for another player's message and changes nothing", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    await send({ UserId: String(owner.userId), Subject: 'Private', Body: 'mine' });
    const [edge] = (await owner.graphql(MESSAGES)).viewer.messages.edges;
    for (const mutation of [READ, REMOVE]) {
      const answer = Object.values(await other.graphql(mutation, { id: edge.node.id }))[0] as Json;
      expect(answer).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    }
    // node() of someone else's message: null (the loader's miss is masked), nothing of it leaks.
    const node = await post(other.cookie, `query ($id: ID!) { node(id: $id) { ... on Message { subject body } } }`, { id: edge.node.id });
    expect(node.data?.node ?? null).toBeNull();
    expect(JSON.stringify(node)).not.toContain('mine');
    expect((await other.graphql(`{ viewer { message(legacyId: "${edge.node.legacyId}") { id } } }`)).viewer.message).toBeNull();
    expect((await owner.graphql(MESSAGES)).viewer.messages).toMatchObject({ totalCount: 1, unreadCount: 1 });
  });

  it('answers AuthError to a visitor', async () => {
    const json = await post('', READ, { id: 'TWVzc2FnZTox' });
    expect(json.data?.readMessage).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
  });
});

describe('Subscription.unreadMessagesChanged (graphql-ws)', () => {
  it('answers the count once listening, then follows a new message, another (sent to both) and a reading, for this viewer only', async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    const client = wsClient(stack.graphqlUrl, { cookie: p.cookie });
    const otherClient = wsClient(stack.graphqlUrl, { cookie: other.cookie });
    try {
      const mine = firstResults<{ data: Json }>(client, { query: UNREAD }, 4);
      const theirs = firstResults<{ data: Json }>(otherClient, { query: UNREAD }, 2);
      await Promise.all([mine.subscribed, theirs.subscribed]);
      const id = await send({ UserId: String(p.userId), Subject: 'Live', Body: 'now' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await Promise.all([p, other].map((each) => send({ UserId: String(each.userId), Subject: 'Everyone', Body: 'all' })));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [edge] = (await p.graphql(MESSAGES)).viewer.messages.edges.filter((e: Json) => e.node.legacyId === id);
      await p.graphql(READ, { id: edge.node.id });
      const counts = (await mine.done).map((r) => r.data.unreadMessagesChanged.unreadCount);
      expect(counts).toEqual([0, 1, 2, 1]);
      // The other player heard its count, then only the message sent to it.
      expect((await theirs.done).map((r) => r.data.unreadMessagesChanged.unreadCount)).toEqual([0, 1]);
    } finally {
      await client.dispose();
      await otherClient.dispose();
    }
  });

  it('answers AuthError to a visitor', async () => {
    const client = wsClient(stack.graphqlUrl);
    try {
      const [result] = await firstResults<{ data: Json }>(client, { query: UNREAD }, 1).done;
      expect(result!.data.unreadMessagesChanged).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
    } finally {
      await client.dispose();
    }
  });
});
