/**
 * The private messages' REST contract (seed 001 §7 "Messages: list by page, unread count, read by id,
 * remove"). Support sends a private message from the back office (backoffice/players).
 */
import { z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, ErrorEnvelope, errorResponses, json, ok } from '../http/envelope';
import { IdParam, requirePlayer, sessionHeader } from '../http/session';
import { taggedRoute } from '../http/routes';
import { listMessages, MAX_PAGE_SIZE, readMessage, removeMessage, unreadMessages } from './service';

const route = taggedRoute('messages');

const errors = {
  ...errorResponses,
  401: json(ErrorEnvelope, 'Not signed in'),
  404: json(ErrorEnvelope, 'No such message for this player'),
} as const;

const UserMessage = z
  .object({
    Id: z.string(),
    Subject: z.string(),
    Body: z.string(),
    Sender: z.string(),
    CreatedDate: z.string().openapi({ format: 'date-time' }),
    ReadDate: z.string().nullable().openapi({ format: 'date-time' }),
    IsRead: z.boolean(),
  })
  .openapi('UserMessage');

const Unread = { HasUnreadMessages: z.boolean(), UnreadMessagesCount: z.number().int() };

const routes = {
  list: route({
    method: 'get',
    path: '/api/messages',
    summary: "Seed 001 §3 Messages: a page of the player's messages, newest first, with the totals",
    request: {
      headers: sessionHeader,
      query: z.object({
        Page: z.coerce.number().int().min(1).max(100_000).optional().openapi({ description: 'From 1; default 1' }),
        PageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().openapi({ description: 'Default 20 (seed 001 §9)' }),
        Skip: z.coerce.number().int().min(0).max(10_000_000).optional().openapi({ description: 'Items to skip instead of Page (cursor clients)' }),
        Ids: z.string().max(2000).optional().openapi({ description: 'Comma-separated ids: only these messages (a loader)' }),
      }),
    },
    responses: {
      200: json(
        envelope('MessageListResponse', { UserMessages: z.array(UserMessage), TotalRecords: z.number().int(), ...Unread, Page: z.number().int(), PageSize: z.number().int() }),
        'The page',
      ),
      ...errors,
    },
  }),
  unread: route({
    method: 'get',
    path: '/api/messages/unread-count',
    summary: "How many of the player's messages are unread",
    request: { headers: sessionHeader },
    responses: { 200: json(envelope('MessageUnreadResponse', Unread), 'The count'), ...errors },
  }),
  read: route({
    method: 'post',
    path: '/api/messages/{id}/read',
    summary: 'Read by id: answers the message and marks it read',
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(envelope('MessageReadResponse', { Message: UserMessage, ...Unread }), 'The message, read'), ...errors },
  }),
  remove: route({
    method: 'post',
    path: '/api/messages/{id}/remove',
    summary: "Removes a message from the player's list",
    request: { headers: sessionHeader, params: IdParam },
    responses: { 200: json(envelope('MessageRemoveResponse', { RemovedId: z.string(), ...Unread }), 'Removed'), ...errors },
  }),
};

/** Mount with app.route('/', messageRoutes(db, config)). */
export function messageRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.list, async (c) => c.json(ok(await listMessages(db, await requirePlayer(db, config, c), c.req.valid('query'))), 200));
  router.openapi(routes.unread, async (c) => c.json(ok(await unreadMessages(db, await requirePlayer(db, config, c))), 200));
  router.openapi(routes.read, async (c) => c.json(ok(await readMessage(db, await requirePlayer(db, config, c), BigInt(c.req.valid('param').id))), 200));
  router.openapi(routes.remove, async (c) => c.json(ok(await removeMessage(db, await requirePlayer(db, config, c), BigInt(c.req.valid('param').id))), 200));
  return router;
}
