/**
 * Private messages (issue 8, seed 001 §3/§7): the viewer's messages as a connection with its totals
 * (TotalRecords, UnreadMessagesCount), the unread count the header shows, reading and removing a
 * message, and the unread count live over graphql-ws. Only the viewer's own messages exist here: the
 * platform answers someone else's as NOT_FOUND.
 */
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder';
import type { Context, SessionUser } from '../context';
import { AuthError, NotFoundError } from '../errors';
import { byKeys } from '../loaders/request-cache';
import { EVERYONE } from '../pubsub';
import { unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { Viewer } from './account';
import { freshViewer, subscriber } from './shared';
import { idOrNotFound } from './ids';

type MessageShape = components['schemas']['UserMessage'];
const MESSAGE_ID = /^\d{1,18}$/;
/** Seed 001 §9 "Default page size 20"; the platform answers at most 100 a page. */
const PAGE = { defaultSize: 20, maxSize: 100 };

export const Message = builder.loadableNode('Message', {
  description: 'A private message to the viewer from the operator (seed 001 §3 UserMessages).',
  id: { resolve: (message: MessageShape) => message.Id },
  loaderOptions: { maxBatchSize: PAGE.maxSize },
  load: async (ids: string[], ctx: Context) => {
    const valid = ids.filter((id) => MESSAGE_ID.test(id));
    if (valid.length === 0) return ids.map((id) => new Error(`message ${id} not found`));
    const page = unwrap(await ctx.platform.GET('/api/messages', { params: { query: { Ids: valid.join(','), PageSize: PAGE.maxSize } } }));
    return byKeys(ids, page.UserMessages, (message) => message.Id, 'message');
  },
  fields: (t) => ({
    legacyId: t.exposeString('Id', { description: "The platform's message number: the /user/privateMessage/{messageId} of the page." }),
    subject: t.exposeString('Subject', { description: 'The title shown in the list.' }),
    body: t.exposeString('Body', { description: 'The text, plain (line breaks kept).' }),
    sender: t.exposeString('Sender', { description: 'Who sent it (the operator by default).' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (m) => m.CreatedDate }),
    readAt: t.field({ type: 'DateTime', nullable: true, description: 'When the viewer first read it; null while unread.', resolve: (m) => m.ReadDate }),
    read: t.exposeBoolean('IsRead', { description: 'Whether the viewer has read it.' }),
  }),
});

type MessagePage = { totalCount: number; unreadCount: number };

builder.objectFields(Viewer, (t) => ({
  messages: t.connection(
    {
      type: Message,
      description: 'The viewer\'s private messages, newest first (seed 001 §7 "list by page").',
      resolve: async (_user, args, ctx) => {
        let totals: MessagePage = { totalCount: 0, unreadCount: 0 };
        const connection = await resolveOffsetConnection({ args, ...PAGE }, async ({ offset, limit }) => {
          const page = unwrap(await ctx.platform.GET('/api/messages', { params: { query: { Skip: offset, PageSize: Math.min(limit, PAGE.maxSize) } } }));
          totals = { totalCount: page.TotalRecords, unreadCount: page.UnreadMessagesCount };
          return page.UserMessages;
        });
        return Object.assign(connection, totals);
      },
    },
    {
      name: 'MessageConnection',
      description: 'A page of private messages with the totals of all of them.',
      fields: (c) => ({
        totalCount: c.int({ description: 'Seed 001 TotalRecords: every message the viewer has (removed ones apart).', resolve: (connection) => (connection as unknown as MessagePage).totalCount }),
        unreadCount: c.int({ description: 'Seed 001 UnreadMessagesCount.', resolve: (connection) => (connection as unknown as MessagePage).unreadCount }),
        hasUnread: c.boolean({ description: 'Seed 001 HasUnreadMessages.', resolve: (connection) => (connection as unknown as MessagePage).unreadCount > 0 }),
      }),
    },
    { name: 'MessageEdge', description: 'A private message in the list.' },
  ),
  message: t.field({
    type: Message,
    nullable: true,
    description: 'One of the viewer\'s messages by its legacyId (the page\'s address); null when there is none (removed, someone else\'s).',
    args: { legacyId: t.arg.string({ required: true, description: 'Message.legacyId.' }) },
    resolve: async (_user, args, ctx) => {
      if (!MESSAGE_ID.test(args.legacyId)) return null;
      const page = unwrap(await ctx.platform.GET('/api/messages', { params: { query: { Ids: args.legacyId } } }));
      return page.UserMessages[0] ?? null;
    },
  }),
  unreadMessageCount: t.int({
    description: 'How many of the viewer\'s messages are unread: the header\'s badge.',
    resolve: async (_user, _args, ctx) => unwrap(await ctx.platform.GET('/api/messages/unread-count')).UnreadMessagesCount,
  }),
}));

const ReadMessagePayload = builder.objectRef<{ message: MessageShape }>('ReadMessagePayload').implement({
  description: 'The message, now read, and the viewer with the unread count after it.',
  fields: (t) => ({
    message: t.field({ type: Message, description: 'The message (read is now true).', resolve: (p) => p.message }),
    viewer: t.field({ type: Viewer, description: 'The viewer: select unreadMessageCount to update the header.', resolve: (_p, _a, ctx) => freshViewer(ctx) }),
  }),
});

const RemoveMessagePayload = builder.objectRef<{ removedId: string }>('RemoveMessagePayload').implement({
  description: 'Which message left the list, and the viewer with the unread count after it.',
  fields: (t) => ({
    removedMessageId: t.id({ description: 'The removed Message\'s global id (for @deleteEdge).', resolve: (p) => p.removedId }),
    viewer: t.field({ type: Viewer, description: 'The viewer: select unreadMessageCount to update the header.', resolve: (_p, _a, ctx) => freshViewer(ctx) }),
  }),
});

/** The platform's number of a Message id; a wrong one is NOT_FOUND, as the platform answers someone else's. */
const messageNumber = (id: string) => idOrNotFound(id, 'Message');

builder.mutationFields((t) => ({
  readMessage: t.field({
    type: ReadMessagePayload,
    authScopes: { player: true },
    description: 'Seed 001 §7 "read by id": marks one of the viewer\'s messages read (again: no change).',
    args: { id: t.arg.id({ required: true, description: 'The Message id.' }) },
    errors: { types: [AuthError, NotFoundError] },
    resolve: async (_root, args, ctx) => {
      const answer = unwrap(await ctx.platform.POST('/api/messages/{id}/read', { params: { path: { id: messageNumber(String(args.id)) } } }));
      return { message: answer.Message };
    },
  }),
  removeMessage: t.field({
    type: RemoveMessagePayload,
    authScopes: { player: true },
    description: 'Seed 001 §7 "remove": takes one of the viewer\'s messages out of their list.',
    args: { id: t.arg.id({ required: true, description: 'The Message id.' }) },
    errors: { types: [AuthError, NotFoundError] },
    resolve: async (_root, args, ctx) => {
      unwrap(await ctx.platform.POST('/api/messages/{id}/remove', { params: { path: { id: messageNumber(String(args.id)) } } }));
      return { removedId: String(args.id) };
    },
  }),
}));

const UnreadMessagesChanged = builder.objectRef<{ unread: number; user: SessionUser }>('UnreadMessagesChanged').implement({
  description: 'The viewer\'s unread count after a message arrived, was read or was removed.',
  fields: (t) => ({
    unreadCount: t.exposeInt('unread', { description: 'How many are unread now.' }),
    viewer: t.field({ type: Viewer, description: 'The viewer (its unreadMessageCount is the same number).', resolve: (p) => p.user }),
  }),
});

/** `first`, then what `rest` yields; `rest` starts listening before `first` is handed on. */
async function* startingWith<T>(first: T, rest: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = rest[Symbol.asyncIterator]();
  const next = iterator.next();
  next.catch(() => {}); // awaited below; a subscriber gone after the first answer must not leave it unhandled
  try {
    yield first;
    for (let result = await next; !result.done; result = await iterator.next()) yield result.value;
  } finally {
    await iterator.return?.();
  }
}

builder.subscriptionFields((t) => ({
  unreadMessagesChanged: t.field({
    type: UnreadMessagesChanged,
    description: 'The signed-in viewer\'s unread private messages as they are once subscribed, then at each change (a new message, one read or removed, in any tab), for the header.',
    errors: { types: [AuthError] },
    subscribe: async (_root, _args, ctx) => {
      const viewer = await subscriber(ctx);
      // A broadcast (userId null) changes everyone's count.
      const changes = Repeater.merge([ctx.pubsub.subscribe('messages.changed', viewer.Id), ctx.pubsub.subscribe('messages.changed', EVERYONE)]);
      // First the count as it is once listening: a message that arrived while the page was subscribing
      // (after its query, before the listener) is counted, not lost until the next change (seen in e2e).
      return startingWith({ userId: viewer.Id, unread: null }, changes);
    },
    // The count is read fresh: events of one player may be delivered after a later change (another tab).
    resolve: async (_event, _args, ctx) => {
      const [count, user] = await Promise.all([ctx.platform.GET('/api/messages/unread-count'), freshViewer(ctx)]);
      return { unread: unwrap(count).UnreadMessagesCount, user };
    },
  }),
}));
