import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { ErrorEnvelope, envelope, errorResponses, json, ok } from '../http/envelope';
import { DomainError } from '../http/errors';
import { IdParam } from '../http/session';
import { audited } from '../staff/audit';
import { StaffErrorEnvelope } from '../staff/errors';
import { requireActor, staffHeaders } from '../staff/guard';
import { jsonBody } from '../http/routes';
import { sessionUser } from '../account/users';
import { bearerOf, createPartnerKey, listPartnerKeys, partnerAgentOf, PARTNER_SCOPES, revokePartnerKey, verifyPartnerKey, type PartnerKeyView } from './keys';

const PartnerKey = z
  .object({
    Id: z.string(),
    Name: z.string(),
    Prefix: z.string().openapi({ description: 'The first characters of the key, to tell keys apart' }),
    Scopes: z.array(z.enum(PARTNER_SCOPES)),
    OwnerUserId: z.string().nullable().openapi({ description: 'The agent whose tree agents:reports reads' }),
    RateLimitPerMinute: z.number().int(),
    CreatedAt: z.string(),
    RevokedAt: z.string().nullable(),
  })
  .openapi('PartnerKey');

const toWire = (key: PartnerKeyView) => ({
  Id: key.id,
  Name: key.name,
  Prefix: key.prefix,
  Scopes: key.scopes,
  OwnerUserId: key.ownerUserId,
  RateLimitPerMinute: key.rateLimitPerMinute,
  CreatedAt: key.createdAt.toISOString(),
  RevokedAt: key.revokedAt?.toISOString() ?? null,
});

/** Who may manage keys: staff whose roles the role table allows, or scripts/partner-key.ts with X-Admin-Token (hence the /api/admin paths). */
const refused = {
  401: json(StaffErrorEnvelope, 'No staff session or machine token'),
  403: json(StaffErrorEnvelope, 'A wrong machine token, or roles that may not do this'),
} as const;

const createKeyRoute = createRoute({
  method: 'post',
  path: '/api/admin/partners/keys',
  summary: 'Create a partner API key (issue 8, partners.manage); the key is in this answer only',
  request: {
    headers: staffHeaders,
    body: jsonBody(
      z
        .object({
          Name: z.string().trim().min(1).max(100),
          Scopes: z.array(z.enum(PARTNER_SCOPES)).min(1),
          OwnerUserId: z.string().regex(/^\d{1,18}$/).nullable().optional(),
          RateLimitPerMinute: z.number().int().min(1).max(100_000).default(60),
        })
        .openapi('CreatePartnerKey'),
    ),
  },
  responses: {
    200: json(envelope('CreatePartnerKeyResponse', { Key: z.string().openapi({ description: 'Shown once: only its hash is stored' }), PartnerKey }), 'Created'),
    ...refused,
    ...errorResponses,
  },
});

const revokeKeyRoute = createRoute({
  method: 'post',
  path: '/api/admin/partners/keys/{id}/revoke',
  summary: 'Revoke a partner API key (partners.manage); gateways refuse it at once (outbox partner_key.revoked)',
  request: { headers: staffHeaders, params: IdParam },
  responses: {
    200: json(envelope('RevokePartnerKeyResponse', { PartnerKey }), 'Revoked (or already revoked)'),
    ...refused,
    404: json(ErrorEnvelope, 'No such key'),
    ...errorResponses,
  },
});

const listKeysRoute = createRoute({
  method: 'get',
  path: '/api/admin/partners/keys',
  summary: 'Every partner API key, newest last (partners.read; never the secret)',
  request: { headers: staffHeaders },
  responses: {
    200: json(envelope('PartnerKeysResponse', { PartnerKeys: z.array(PartnerKey) }), 'Keys'),
    ...refused,
    ...errorResponses,
  },
});

const verifyKeyRoute = createRoute({
  method: 'get',
  path: '/api/partners/keys/verify',
  summary: 'The gateway checks a partner key (Authorization: Bearer): its id, scopes, rate limit and owner',
  request: { headers: z.object({ authorization: z.string().optional() }) },
  responses: {
    200: json(envelope('VerifyPartnerKeyResponse', { PartnerKey }), 'A live key'),
    401: json(ErrorEnvelope, 'Unknown or revoked key'),
    ...errorResponses,
  },
});

const partnerAgentRoute = createRoute({
  method: 'get',
  path: '/api/partners/agent',
  summary: "The owner agent of an agents:reports key (X-Partner-Key), as the session's account would be: the partner's viewer",
  request: { headers: z.object({ 'x-partner-key': z.string().optional() }) },
  responses: {
    200: json(envelope('PartnerAgentResponse', { User: z.record(z.string(), z.unknown()).openapi({ description: 'A SessionUser' }) }), 'The owner agent'),
    401: json(ErrorEnvelope, 'No live agents:reports key with an owner'),
    ...errorResponses,
  },
});

export function partnerRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();
  router.openapi(createKeyRoute, async (c) => {
    const actor = await requireActor(c, db, config, 'partners.manage');
    const body = c.req.valid('json');
    const created = await audited(db, actor, 'partners.manage', async ({ trx }) => {
      const made = await createPartnerKey(trx, { name: body.Name, scopes: body.Scopes, ownerUserId: body.OwnerUserId ?? null, rateLimitPerMinute: body.RateLimitPerMinute });
      if (!made.ok) {
        const message = made.reason === 'OWNER_REQUIRED' ? 'agents:reports needs an owner agent' : 'No such owner user';
        throw new DomainError(400, 'VALIDATION', `OwnerUserId: ${message}`, { OwnerUserId: message });
      }
      // The secret is never in the audit: only what the key may do and whose it is.
      return { result: made, audit: { targetType: 'partner_key', targetId: made.view.id, after: toWire(made.view) } };
    });
    return c.json(ok({ Key: created.key, PartnerKey: toWire(created.view) }), 200);
  });
  router.openapi(revokeKeyRoute, async (c) => {
    const actor = await requireActor(c, db, config, 'partners.manage');
    const id = c.req.valid('param').id;
    const revoked = await audited(db, actor, 'partners.manage', async (tx) => {
      const change = await revokePartnerKey(tx, id);
      if (!change) throw new DomainError(404, 'NOT_FOUND', 'No such key');
      return { result: change.after, audit: { targetType: 'partner_key', targetId: id, before: { RevokedAt: toWire(change.before).RevokedAt }, after: { RevokedAt: toWire(change.after).RevokedAt } } };
    });
    return c.json(ok({ PartnerKey: toWire(revoked) }), 200);
  });
  router.openapi(listKeysRoute, async (c) => {
    await requireActor(c, db, config, 'partners.read');
    return c.json(ok({ PartnerKeys: (await listPartnerKeys(db)).map(toWire) }), 200);
  });
  router.openapi(partnerAgentRoute, async (c) => {
    const owner = await partnerAgentOf(db, c.req.valid('header')['x-partner-key']);
    if (owner === null) throw new DomainError(401, 'UNAUTHORIZED', 'No agents:reports key');
    return c.json(ok({ User: (await sessionUser(db, owner)) as Record<string, unknown> }), 200);
  });
  router.openapi(verifyKeyRoute, async (c) => {
    const key = await verifyPartnerKey(db, bearerOf(c.req.valid('header').authorization) ?? '');
    if (!key) throw new DomainError(401, 'UNAUTHORIZED', 'Unknown or revoked API key');
    return c.json(ok({ PartnerKey: toWire(key) }), 200);
  });
  return router;
}
