/**
 * The live chat's REST contract (issue 18): the visitor's (start, read, write; known by X-Chat-Token,
 * the secret the gateway keeps in an httpOnly cookie) and the support console's under /api/backoffice/chat.
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponsesOf, json, ok } from '../http/envelope';
import { callerAddressOf, IdParam, languageOf, sessionHeader, sessionPlayer } from '../http/session';
import { jsonBody, taggedRoute } from '../http/routes';
import { t } from '../i18n';
import { audited } from '../staff/audit';
import { requireActor, staffHeaders } from '../staff/guard';
import { ChatError, ChatErrorEnvelope } from './errors';
import { CHAT_MESSAGE_MAX, listConversations, messagesOf, requireConversation, startConversation, supportSays, visitorSays } from './service';

const route = taggedRoute('chat');

const errors = {
  ...errorResponsesOf(ChatErrorEnvelope),
  401: json(ChatErrorEnvelope, 'No staff session'),
  403: json(ChatErrorEnvelope, "The staff's roles may not do this"),
  404: json(ChatErrorEnvelope, 'No such conversation (for this visitor)'),
  429: json(ChatErrorEnvelope, 'Too many messages from this visitor or address; RetryAfterSeconds says when'),
} as const;

const visitorHeaders = sessionHeader.extend({
  'x-chat-token': z.string().max(100).optional().openapi({ description: "The visitor's chat secret (the gateway's httpOnly cookie)" }),
});

// Plain text: no control characters but line breaks; the widget and console render it as text, never HTML.
const Body = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_MESSAGE_MAX)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((text) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text), 'Text only');

const ChatMessage = z
  .object({ Id: z.string(), Author: z.enum(['visitor', 'staff']), Body: z.string(), CreatedAt: z.string().openapi({ format: 'date-time' }) })
  .openapi('ChatMessage');

const ChatConversation = z
  .object({
    Id: z.string(),
    UserId: z.string().nullable(),
    UserName: z.string().nullable(),
    CreatedAt: z.string().openapi({ format: 'date-time' }),
    LastActivityAt: z.string().openapi({ format: 'date-time' }),
    Unanswered: z.boolean(),
    LastMessage: z.string().nullable(),
  })
  .openapi('ChatConversation');

const routes = {
  start: route({
    method: 'post',
    path: '/api/chat/start',
    summary: "The visitor's conversation: theirs (by X-Chat-Token; linked to the signed-in player), else a new one whose Token is answered this once",
    request: { headers: visitorHeaders },
    responses: { 200: json(envelope('ChatStartResponse', { Token: z.string().nullable(), ConversationId: z.string(), Messages: z.array(ChatMessage) }), 'The conversation'), ...errors },
  }),
  read: route({
    method: 'get',
    path: '/api/chat/messages',
    summary: "The visitor's conversation's messages, oldest first",
    request: { headers: visitorHeaders },
    responses: { 200: json(envelope('ChatMessagesResponse', { ConversationId: z.string(), Messages: z.array(ChatMessage) }), 'The messages'), ...errors },
  }),
  send: route({
    method: 'post',
    path: '/api/chat/messages',
    summary: 'The visitor writes (text only, rate-limited per visitor and per address)',
    request: { headers: visitorHeaders, body: jsonBody(z.object({ Body }).openapi('ChatSendRequest')) },
    responses: { 200: json(envelope('ChatSendResponse', { Message: ChatMessage }), 'Sent'), ...errors },
  }),
  list: route({
    method: 'get',
    path: '/api/backoffice/chat/conversations',
    summary: 'Conversations, newest activity first (Unanswered: the visitor spoke last); UserId: one player\'s history',
    request: { headers: staffHeaders, query: z.object({ UserId: z.string().regex(/^\d{1,18}$/).optional() }) },
    responses: { 200: json(envelope('ChatConversationsResponse', { Conversations: z.array(ChatConversation) }), 'The conversations'), ...errors },
  }),
  conversation: route({
    method: 'get',
    path: '/api/backoffice/chat/conversations/{id}',
    summary: 'One conversation with its messages',
    request: { headers: staffHeaders, params: IdParam },
    responses: { 200: json(envelope('ChatConversationResponse', { Conversation: ChatConversation, Messages: z.array(ChatMessage) }), 'The conversation'), ...errors },
  }),
  answer: route({
    method: 'post',
    path: '/api/backoffice/chat/conversations/{id}/answer',
    summary: 'Support answers a conversation; the visitor sees it live',
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ Body }).openapi('ChatAnswerRequest')) },
    responses: { 200: json(envelope('ChatAnswerResponse', { Message: ChatMessage }), 'Answered'), ...errors },
  }),
};


/** Mount with app.route('/', chatRoutes(db, config)). */
export function chatRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  const oneConversation = async (id: bigint, lang: ReturnType<typeof languageOf>) => {
    const [conversation] = await listConversations(db, { Id: id });
    if (!conversation) throw new ChatError(404, 'NOT_FOUND', t(lang, 'chat:errors.notFound'));
    return conversation;
  };

  router.openapi(routes.start, async (c) => {
    const player = await sessionPlayer(db, config, c);
    const { token, conversation } = await startConversation(db, c.req.header('x-chat-token'), player?.userId ?? null, callerAddressOf(c), languageOf(c));
    return c.json(ok({ Token: token, ConversationId: String(conversation.id), Messages: await messagesOf(db, conversation.id) }), 200);
  });
  router.openapi(routes.read, async (c) => {
    const conversation = await requireConversation(db, c.req.header('x-chat-token'), languageOf(c));
    return c.json(ok({ ConversationId: String(conversation.id), Messages: await messagesOf(db, conversation.id) }), 200);
  });
  router.openapi(routes.send, async (c) => {
    const lang = languageOf(c);
    const conversation = await requireConversation(db, c.req.header('x-chat-token'), lang);
    return c.json(ok({ Message: await visitorSays(db, conversation, c.req.valid('json').Body, callerAddressOf(c), lang) }), 200);
  });
  router.openapi(routes.list, async (c) => {
    await requireActor(c, db, config, 'chat.read');
    return c.json(ok({ Conversations: await listConversations(db, c.req.valid('query')) }), 200);
  });
  router.openapi(routes.conversation, async (c) => {
    await requireActor(c, db, config, 'chat.read');
    const id = BigInt(c.req.valid('param').id);
    return c.json(ok({ Conversation: await oneConversation(id, languageOf(c)), Messages: await messagesOf(db, id) }), 200);
  });
  router.openapi(routes.answer, async (c) => {
    const actor = await requireActor(c, db, config, 'chat.answer');
    const id = BigInt(c.req.valid('param').id);
    await oneConversation(id, languageOf(c));
    const { Body: body } = c.req.valid('json');
    const message = await audited(db, actor, 'chat.answer', async (tx) => {
      const answer = await supportSays(tx, id, body, actor.kind === 'staff' ? actor.staff.id : null);
      return { result: answer, audit: { targetType: 'chat_conversation', targetId: id, after: { MessageId: answer.Id, Body: body } } };
    });
    return c.json(ok({ Message: message }), 200);
  });
  return router;
}
