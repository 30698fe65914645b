/**
 * The live chat, the visitor's side (issue 18): anyone on a player page, signed in or not, starts a
 * conversation and writes; support's answers arrive over the player's graphql-ws connection. The
 * visitor is known by a secret the gateway keeps in an httpOnly cookie (og_chat): no script reads it,
 * and the GraphQL API never shows it, so no visitor can name another's conversation.
 */
import { builder } from '../builder';
import type { Context } from '../context';
import { CHAT_COOKIE, readCookie, setCookie } from '../cookies';
import { ActionError, RateLimitedError, ValidationError } from '../errors';
import { translateError } from '../i18n';
import { Code } from '../upstream/error-codes';
import { unwrap } from '../upstream/client';
import type { components } from '../upstream/platform-api';
import { globalIdOf } from './ids';
import { listeningNow } from '../pubsub';
import type { PlatformEvents } from '../upstream/platform-events';

type ChatMessageShape = components['schemas']['ChatMessage'];

/** A year: a returning visitor finds their conversation again. */
const CHAT_COOKIE_SECONDS = 365 * 24 * 3600;

export const ChatMessage = builder.objectRef<ChatMessageShape>('ChatMessage').implement({
  description: 'One line of a live-chat conversation (plain text: show it as text, never as HTML).',
  fields: (t) => ({
    id: t.id({ description: "The message's global id.", resolve: (message) => globalIdOf('ChatMessage', message.Id) }),
    fromSupport: t.boolean({ description: "Written by support (else by the visitor).", resolve: (message) => message.Author === 'staff' }),
    body: t.exposeString('Body', { description: 'The text.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was written.', resolve: (message) => message.CreatedAt }),
  }),
});

const ChatConversation = builder.objectRef<{ id: string; messages: ChatMessageShape[] }>('VisitorChat').implement({
  description: "The visitor's own live-chat conversation.",
  fields: (t) => ({
    id: t.id({ description: "The conversation's global id.", resolve: (chat) => globalIdOf('ChatConversation', chat.id) }),
    messages: t.field({ type: [ChatMessage], description: 'Its messages, oldest first.', resolve: (chat) => chat.messages }),
  }),
});

const chatToken = (ctx: Context) => readCookie(ctx.request, CHAT_COOKIE);
const withToken = (ctx: Context) => ({ headers: { 'x-chat-token': chatToken(ctx) ?? '' } });
const notStarted = (ctx: Context) => new ActionError(Code.CHAT_NOT_STARTED, translateError(ctx.lang, Code.CHAT_NOT_STARTED));

builder.queryFields((t) => ({
  visitorChat: t.field({
    type: ChatConversation,
    nullable: true,
    description: "The visitor's live-chat conversation, or null before they started one.",
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      if (!chatToken(ctx)) return null;
      const answer = await ctx.platform.GET('/api/chat/messages', withToken(ctx));
      if (answer.response.status === 404) return null;
      const { ConversationId, Messages } = unwrap(answer);
      return { id: ConversationId, messages: Messages };
    },
  }),
}));

builder.mutationFields((t) => ({
  startChat: t.field({
    type: ChatConversation,
    description: "Opens the visitor's live chat: their conversation (linked to their account when signed in), or a new one.",
    authScopes: { public: true },
    errors: { types: [RateLimitedError, ActionError] },
    resolve: async (_root, _args, ctx) => {
      const { Token, ConversationId, Messages } = unwrap(await ctx.platform.POST('/api/chat/start', withToken(ctx)));
      if (Token) setCookie(ctx.request, CHAT_COOKIE, Token, { secure: ctx.secureCookies, maxAgeSeconds: CHAT_COOKIE_SECONDS });
      return { id: ConversationId, messages: Messages };
    },
  }),
  sendChatMessage: t.field({
    type: ChatMessage,
    description: 'The visitor writes to support (text only, at most 1000 characters; a visitor writing too fast is slowed down).',
    authScopes: { public: true },
    errors: { types: [ValidationError, RateLimitedError, ActionError] },
    args: { body: t.arg.string({ required: true, description: 'The text.' }) },
    resolve: async (_root, args, ctx) => {
      if (!chatToken(ctx)) throw notStarted(ctx);
      return unwrap(await ctx.platform.POST('/api/chat/messages', { ...withToken(ctx), body: { Body: args.body } }), { fieldNames: { Body: 'body' } }).Message;
    },
  }),
}));

/** One message of the visitor's conversation (the newest CONSOLE_PAGE hold any message just written). */
async function messageOf(ctx: Context, id: string): Promise<ChatMessageShape> {
  const { Messages } = unwrap(await ctx.platform.GET('/api/chat/messages', withToken(ctx)));
  const message = Messages.find((one) => one.Id === id);
  if (!message) throw new Error('chat: the message of an event is not in its conversation');
  return message;
}

/**
 * The conversation as a widget (re)subscribing needs it: the messages already written, then each new
 * one. `live` listened before `written` was read, so nothing written in between is lost; a message both
 * read and heard is given once. A socket that opens late (or comes back after a loss) misses nothing.
 */
async function* conversationFrom(ctx: Context, conversationId: string, written: ChatMessageShape[], live: AsyncIterableIterator<PlatformEvents['chat.message']>) {
  const given = new Set(written.map((message) => message.Id));
  try {
    yield* written;
    for await (const event of live) {
      if (event.conversationId === conversationId && !given.has(event.messageId)) yield await messageOf(ctx, event.messageId);
    }
  } finally {
    await live.return?.();
  }
}

builder.subscriptionFields((t) => ({
  visitorChatMessages: t.field({
    type: ChatMessage,
    description: "The visitor's conversation, live: the messages already written when it starts (oldest first), then each new one as it is written (support's answers, and their own from another tab).",
    authScopes: { public: true },
    errors: { types: [ActionError] },
    subscribe: async (_root, _args, ctx) => {
      if (!chatToken(ctx)) throw notStarted(ctx);
      const live = listeningNow(ctx.pubsub.subscribe('chat.message'));
      try {
        const answer = await ctx.platform.GET('/api/chat/messages', withToken(ctx));
        if (answer.response.status === 404) throw notStarted(ctx);
        const { ConversationId, Messages } = unwrap(answer);
        return conversationFrom(ctx, ConversationId, Messages, live);
      } catch (error) {
        await live.return?.();
        throw error;
      }
    },
    resolve: (message) => message,
  }),
}));
