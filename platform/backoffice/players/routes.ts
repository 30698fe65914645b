/**
 * Player support's REST routes (issue 18, Players): search, the profile, and support's actions (end
 * sessions, lock, reset two-factor, notes, tags, a private message). Every route checks the role table;
 * every change is audited with its before and after.
 */
import { z } from '@hono/zod-openapi';
import { PLAYER_TAGS } from '../../../rules/player-tags';
import { Transaction } from '../../cashier/contract';
import type { PlatformConfig } from '../../config';
import type { Db } from '../../db/connection';
import { createRouter } from '../../http/app';
import { envelope, errorResponsesOf, json, ok } from '../../http/envelope';
import { jsonBody, taggedRoute } from '../../http/routes';
import { IdParam, languageOf } from '../../http/session';
import { t } from '../../i18n';
import { Exclusion, Limit } from '../../responsible/contract';
import { StaffError, StaffErrorEnvelope } from '../../staff/errors';
import { requireActor, requireStaff, staffHeaders } from '../../staff/guard';
import { addNote, endSessions, resetTwoFactor, sendPrivateMessage, setLocked, setTags } from './actions';
import { playerProfile } from './profile';
import { searchPlayers } from './search';

const route = taggedRoute('backoffice');

const errors = {
  ...errorResponsesOf(StaffErrorEnvelope),
  401: json(StaffErrorEnvelope, 'No staff session, or it ended'),
  403: json(StaffErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(StaffErrorEnvelope, 'No such player (or no such session of theirs)'),
} as const;

const Instant = z.string().openapi({ format: 'date-time' });
const PlayerTag = z.enum(PLAYER_TAGS).openapi('PlayerTag', { description: 'A fixed tag: vip, bonus_abuser (bonus abuser) or sharp' });
const Reason = z.string().trim().min(1).max(500);

const PlayerSummary = z
  .object({
    Id: z.string(),
    UserName: z.string(),
    Email: z.string(),
    Name: z.string().openapi({ description: 'First and last name as the player gave them (may be empty)' }),
    CountryCode: z.string(),
    Currency: z.string(),
    Locked: z.boolean(),
    CreatedAt: Instant,
    LastSignInAt: Instant.nullable(),
  })
  .openapi('BackofficePlayerSummary');

const Note = z.object({ Id: z.string(), Body: z.string(), Author: z.string().openapi({ description: "The staff member's user name" }), CreatedAt: Instant }).openapi('BackofficePlayerNote');

const Profile = envelope('BackofficePlayerProfileResponse', {
  Player: PlayerSummary.extend({ TwoFactorEnabled: z.boolean(), EmailVerified: z.boolean() }).openapi('BackofficePlayer'),
  Balances: z.array(z.object({ Currency: z.string(), Cash: z.string(), Bonus: z.string(), Reserved: z.string().openapi({ description: 'Pending withdrawals' }) }).openapi('BackofficePlayerBalance')),
  Tickets: z.array(
    z
      .object({
        Id: z.string(),
        BetType: z.string(),
        Status: z.string(),
        Outcome: z.string().nullable(),
        Currency: z.string(),
        Stake: z.string(),
        PotentialReturn: z.string(),
        Returned: z.string().nullable(),
        PlacedAt: Instant,
      })
      .openapi('BackofficePlayerTicket'),
  ),
  CasinoRounds: z.array(
    z
      .object({ Id: z.string(), Game: z.string(), Provider: z.string(), Currency: z.string(), Stake: z.string(), Win: z.string(), Status: z.string(), StartedAt: Instant })
      .openapi('BackofficePlayerRound'),
  ),
  Transactions: z.array(Transaction),
  Sessions: z.array(
    z.object({ Id: z.string(), Ip: z.string(), UserAgent: z.string(), StartedAt: Instant, LastSeenAt: Instant, ExpiresAt: Instant }).openapi('BackofficePlayerSession'),
  ),
  Responsible: z
    .object({ Currency: z.string(), Limits: z.array(Limit), SessionLimitMinutes: z.number().int().nullable(), Exclusion: Exclusion.nullable(), SignInPausedUntil: Instant.nullable() })
    .openapi('BackofficePlayerResponsible'),
  KycStatus: z.enum(['verified', 'pending', 'rejected', 'not_submitted']),
  Notes: z.array(Note),
  Tags: z.array(PlayerTag),
});

const PlayerParams = IdParam;
const SessionParams = IdParam.extend({ sessionId: z.string().regex(/^\d{1,18}$/) });
const base = '/api/backoffice/players';

const routes = {
  search: route({
    method: 'get',
    path: base,
    summary: 'Finds players by account number, user name, e-mail, name or a sign-in address; newest accounts first, 20 a page',
    request: {
      headers: staffHeaders,
      query: z.object({
        Query: z.string().trim().min(1).max(200).openapi({ description: 'An id, part of a name or e-mail, or an IP address (exact)' }),
        Page: z.coerce.number().int().min(1).max(100_000).optional(),
      }),
    },
    responses: {
      200: json(envelope('BackofficePlayerSearchResponse', { Players: z.array(PlayerSummary), TotalRecords: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }), 'A page'),
      ...errors,
    },
  }),
  profile: route({
    method: 'get',
    path: `${base}/{id}`,
    summary: "A player's profile: balances, recent tickets, rounds and transactions, sessions, limits and exclusions, KYC, notes and tags",
    request: { headers: staffHeaders, params: PlayerParams },
    responses: { 200: json(Profile, 'The profile'), ...errors },
  }),
  endSession: route({
    method: 'post',
    path: `${base}/{id}/sessions/{sessionId}/end`,
    summary: "Ends one of the player's sessions: the page holding it signs out at once",
    request: { headers: staffHeaders, params: SessionParams },
    responses: { 200: json(envelope('BackofficeEndSessionsResponse', { Ended: z.number().int() }), 'Ended'), ...errors },
  }),
  endAll: route({
    method: 'post',
    path: `${base}/{id}/sessions/end`,
    summary: "Ends every session of the player: every open page signs out at once",
    request: { headers: staffHeaders, params: PlayerParams },
    responses: { 200: json(envelope('BackofficeEndAllSessionsResponse', { Ended: z.number().int() }), 'Ended'), ...errors },
  }),
  lock: route({
    method: 'post',
    path: `${base}/{id}/lock`,
    summary: 'Locks (ending every session) or unlocks the account, with a reason',
    request: { headers: staffHeaders, params: PlayerParams, body: jsonBody(z.object({ Locked: z.boolean(), Reason }).openapi('BackofficeLockPlayerRequest')) },
    responses: { 200: json(envelope('BackofficeLockPlayerResponse', { Locked: z.boolean() }), 'Done'), ...errors },
  }),
  resetTwoFactor: route({
    method: 'post',
    path: `${base}/{id}/two-factor/reset`,
    summary: "Turns the player's two-factor off (a lost authenticator), with a reason: they sign in with the password and may enrol again",
    request: { headers: staffHeaders, params: PlayerParams, body: jsonBody(z.object({ Reason }).openapi('BackofficeResetTwoFactorRequest')) },
    responses: { 200: json(envelope('BackofficeResetTwoFactorResponse', { TwoFactorEnabled: z.boolean() }), 'Reset'), ...errors },
  }),
  note: route({
    method: 'post',
    path: `${base}/{id}/notes`,
    summary: 'Adds a note by the signed-in member of staff',
    request: { headers: staffHeaders, params: PlayerParams, body: jsonBody(z.object({ Body: z.string().trim().min(1).max(2000) }).openapi('BackofficeAddNoteRequest')) },
    responses: { 200: json(envelope('BackofficeAddNoteResponse', { Note }), 'Added'), ...errors },
  }),
  tags: route({
    method: 'put',
    path: `${base}/{id}/tags`,
    summary: "Sets the player's tags to exactly these",
    request: { headers: staffHeaders, params: PlayerParams, body: jsonBody(z.object({ Tags: z.array(PlayerTag).max(PLAYER_TAGS.length) }).openapi('BackofficeSetTagsRequest')) },
    responses: { 200: json(envelope('BackofficeSetTagsResponse', { Tags: z.array(PlayerTag) }), 'Set'), ...errors },
  }),
  message: route({
    method: 'post',
    path: `${base}/{id}/messages`,
    summary: 'Sends the player a private message, once per idempotency key (a retry answers the first send and sends nothing)',
    request: {
      headers: staffHeaders,
      params: PlayerParams,
      body: jsonBody(
        z
          .object({
            Subject: z.string().trim().min(1).max(200),
            Body: z.string().trim().min(1).max(10_000),
            IdempotencyKey: z.string().min(8).max(100).openapi({ description: 'Chosen by the sender (a UUID), the same on every retry of one send' }),
          })
          .openapi('BackofficeMessagePlayerRequest'),
      ),
    },
    responses: {
      200: json(envelope('BackofficeMessagePlayerResponse', { MessageId: z.string(), Delivered: z.boolean().openapi({ description: 'false: an exclusion holds it back' }), Repeated: z.boolean() }), 'Sent (or sent before)'),
      ...errors,
    },
  }),
};

/** The player a route's path names. */
const userOf = (c: { req: { valid(target: 'param'): { id: string } } }) => BigInt(c.req.valid('param').id);

/** Mount with app.route('/', playerRoutes(db, config)). */
export function playerRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(routes.search, async (c) => {
    await requireActor(c, db, config, 'players.read');
    const { Query, Page } = c.req.valid('query');
    return c.json(ok(await searchPlayers(db, Query, Page ?? 1)), 200);
  });
  router.openapi(routes.profile, async (c) => {
    await requireActor(c, db, config, 'players.read');
    const profile = await playerProfile(db, userOf(c), languageOf(c));
    if (!profile) throw new StaffError(404, 'NOT_FOUND', t(languageOf(c), 'backoffice-players:errors.noPlayer'));
    return c.json(ok(profile), 200);
  });
  router.openapi(routes.endSession, async (c) => {
    const actor = await requireActor(c, db, config, 'players.sessions.end');
    return c.json(ok(await endSessions(db, actor, languageOf(c), userOf(c), BigInt(c.req.valid('param').sessionId))), 200);
  });
  router.openapi(routes.endAll, async (c) => {
    const actor = await requireActor(c, db, config, 'players.sessions.end');
    return c.json(ok(await endSessions(db, actor, languageOf(c), userOf(c), null)), 200);
  });
  router.openapi(routes.lock, async (c) => {
    const actor = await requireActor(c, db, config, 'players.lock');
    const body = c.req.valid('json');
    return c.json(ok(await setLocked(db, actor, languageOf(c), userOf(c), body.Locked, body.Reason)), 200);
  });
  router.openapi(routes.resetTwoFactor, async (c) => {
    const actor = await requireActor(c, db, config, 'players.twoFactor.reset');
    return c.json(ok(await resetTwoFactor(db, actor, languageOf(c), userOf(c), c.req.valid('json').Reason)), 200);
  });
  router.openapi(routes.note, async (c) => {
    const staff = await requireStaff(c, db, config, 'players.note');
    return c.json(ok(await addNote(db, { kind: 'staff', staff }, languageOf(c), userOf(c), c.req.valid('json').Body)), 200);
  });
  router.openapi(routes.tags, async (c) => {
    const actor = await requireActor(c, db, config, 'players.tag');
    return c.json(ok(await setTags(db, actor, languageOf(c), userOf(c), c.req.valid('json').Tags)), 200);
  });
  router.openapi(routes.message, async (c) => {
    const actor = await requireActor(c, db, config, 'players.message');
    return c.json(ok(await sendPrivateMessage(db, actor, languageOf(c), userOf(c), c.req.valid('json'))), 200);
  });
  return router;
}
