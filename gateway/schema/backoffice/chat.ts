/**
 * The live chat's support console in the back office (issue 18): the conversations, newest activity
 * first with the unanswered marked, one conversation's messages, answering; new messages arrive live
 * over the back office's graphql-ws connection.
 */
import { builder } from '../../builder';
import type { Context } from '../../context';
import { BackofficeError, NotFoundError, ValidationError } from '../../errors';
import { unwrap } from '../../upstream/client';
import type { components } from '../../upstream/platform-api';
import { ChatMessage } from '../chat';
import { globalIdOf, idOrNotFound, rawIdOf } from '../ids';
import { Backoffice, BackofficeMutation } from './root';

/** A conversation, with its messages when the answer that named it carried them (one platform call, not two). */
type ConversationShape = components['schemas']['ChatConversation'] & { Messages?: components['schemas']['ChatMessage'][] };

/** One conversation and its messages, as GET …/conversations/{id} answers both. */
const conversationOf = async (ctx: Context, id: string): Promise<ConversationShape> => {
  const { Conversation, Messages } = unwrap(await ctx.platform.GET('/api/backoffice/chat/conversations/{id}', { params: { path: { id } } }));
  return { ...Conversation, Messages };
};

const ChatConversation = builder.objectRef<ConversationShape>('ChatConversation').implement({
  description: 'A visitor\'s live-chat conversation as support sees it.',
  fields: (t) => ({
    id: t.id({ description: "The conversation's global id.", resolve: (chat) => globalIdOf('ChatConversation', chat.Id) }),
    playerId: t.string({ nullable: true, description: "The signed-in player's account number; null for an anonymous visitor.", resolve: (chat) => chat.UserId }),
    playerUserName: t.exposeString('UserName', { nullable: true, description: "The player's user name; null for an anonymous visitor." }),
    createdAt: t.field({ type: 'DateTime', description: 'When the visitor opened it.', resolve: (chat) => chat.CreatedAt }),
    lastActivityAt: t.field({ type: 'DateTime', description: 'Its newest message.', resolve: (chat) => chat.LastActivityAt }),
    unanswered: t.exposeBoolean('Unanswered', { description: 'The visitor wrote last: support has not answered yet.' }),
    lastMessage: t.exposeString('LastMessage', { nullable: true, description: 'The newest message (plain text).' }),
    messages: t.field({
      type: [ChatMessage],
      description: 'Its messages, oldest first.',
      resolve: async (chat, _args, ctx) => chat.Messages ?? (await conversationOf(ctx, chat.Id)).Messages ?? [],
    }),
  }),
});

builder.objectFields(Backoffice, (t) => ({
  chatConversations: t.field({
    type: [ChatConversation],
    description: 'Live-chat conversations, newest activity first (at most 100); playerId: one player\'s chat history.',
    authScopes: { staff: 'chat.read' },
    args: { playerId: t.arg.string({ required: false, description: "A player's account number: only their conversations." }) },
    resolve: async (_root, args, ctx) => {
      if (args.playerId && !/^\d{1,18}$/.test(args.playerId)) return [];
      return unwrap(await ctx.platform.GET('/api/backoffice/chat/conversations', { params: { query: args.playerId ? { UserId: args.playerId } : {} } })).Conversations;
    },
  }),
  chatConversation: t.field({
    type: ChatConversation,
    nullable: true,
    description: 'One conversation, or null when there is no such one.',
    authScopes: { staff: 'chat.read' },
    args: { id: t.arg.id({ required: true, description: "The conversation's global id." }) },
    resolve: async (_root, args, ctx) => {
      const id = rawIdOf(String(args.id), 'ChatConversation');
      if (id === null) return null;
      const answer = await ctx.platform.GET('/api/backoffice/chat/conversations/{id}', { params: { path: { id } } });
      if (answer.response.status === 404) return null;
      const { Conversation, Messages } = unwrap(answer);
      return { ...Conversation, Messages };
    },
  }),
}));

builder.objectFields(BackofficeMutation, (t) => ({
  answerChat: t.field({
    type: ChatMessage,
    description: 'Support answers a conversation (plain text); the visitor sees it live.',
    authScopes: { staff: 'chat.answer' },
    errors: { types: [ValidationError, BackofficeError, NotFoundError] },
    args: {
      conversationId: t.arg.id({ required: true, description: "The conversation's global id." }),
      body: t.arg.string({ required: true, description: 'The answer.' }),
    },
    resolve: async (_root, args, ctx) => {
      const id = idOrNotFound(args.conversationId, 'ChatConversation');
      return unwrap(await ctx.platform.POST('/api/backoffice/chat/conversations/{id}/answer', { params: { path: { id } }, body: { Body: args.body } }), { fieldNames: { Body: 'body' } }).Message;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  backofficeChatActivity: t.field({
    type: ChatConversation,
    description: 'A conversation each time a message is written in it (a visitor\'s or support\'s), as it stands then: the console\'s list and open conversation follow it.',
    authScopes: { staff: 'chat.read' },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe('chat.message'),
    resolve: (event, _args, ctx) => conversationOf(ctx, event.conversationId),
  }),
}));
