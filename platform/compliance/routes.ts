/**
 * The back office's compliance routes (issue 18): the KYC review queue (read a document's file, approve,
 * reject with a reason the player reads), the flags raised by rules (list, resolve with a reason) and a
 * player's responsible-gambling history. Every route checks the role table; every decision is audited.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { createRouter } from '../http/app';
import { envelope, errorResponsesOf, json, ok } from '../http/envelope';
import { jsonBody, taggedRoute } from '../http/routes';
import { IdParam, languageOf } from '../http/session';
import { t } from '../i18n';
import type { SupportedLanguage } from '../reference/data';
import { audited } from '../staff/audit';
import { requireActor, staffHeaders } from '../staff/guard';
import { HistoryEntry } from '../responsible/contract';
import { limitHistory } from '../responsible/service';
import { ComplianceError, ComplianceErrorEnvelope } from './errors';
import { flagById, listFlags } from './flags';
import { decideKyc, kycFile, kycQueue } from './kyc-review';
import { FLAG_RULES } from './schema';

const route = taggedRoute('backoffice');

const errors = {
  ...errorResponsesOf(ComplianceErrorEnvelope),
  401: json(ComplianceErrorEnvelope, 'No staff session, or it ended'),
  403: json(ComplianceErrorEnvelope, "The staff's roles may not do this (or X-Admin-Token where a person must act)"),
  404: json(ComplianceErrorEnvelope, 'No such document, flag or player'),
  409: json(ComplianceErrorEnvelope, 'Decided or resolved already'),
} as const;

const Reason = z.string().trim().min(1).max(500);

const QueuedKycDocument = z
  .object({
    Id: z.string(),
    PlayerId: z.string(),
    UserName: z.string(),
    Email: z.string(),
    DocumentType: z.string(),
    FileName: z.string(),
    ContentType: z.string(),
    SizeBytes: z.number().int(),
    UploadedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('QueuedKycDocument');

const ComplianceFlag = z
  .object({
    Id: z.string(),
    PlayerId: z.string(),
    UserName: z.string(),
    Rule: z.enum(FLAG_RULES).openapi('ComplianceFlagRule'),
    Details: z.record(z.string(), z.unknown()).openapi({ description: 'The facts that raised it (amounts in minor units as strings, the address, the counts)' }),
    RaisedAt: z.string().openapi({ format: 'date-time' }),
    ResolvedAt: z.string().nullable().openapi({ format: 'date-time' }),
    Resolution: z.string().nullable(),
  })
  .openapi('ComplianceFlag');

const KycDecision = z.object({ Id: z.string(), Status: z.enum(['verified', 'rejected']), RejectReason: z.string().nullable() }).openapi('KycDecision');

/** The document's bytes are shown, never run: no sniffing, no script, no plugin, no frame of ours around it. */
const DOCUMENT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
} as const;

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const routes = {
  queue: route({
    method: 'get',
    path: '/api/backoffice/compliance/kyc',
    summary: 'KYC documents waiting for review, oldest first, each with its player',
    request: { headers: staffHeaders },
    responses: { 200: json(envelope('KycQueueResponse', { Documents: z.array(QueuedKycDocument) }), 'The queue'), ...errors },
  }),
  file: route({
    method: 'get',
    path: '/api/backoffice/compliance/kyc/{id}/file',
    summary: "A KYC document's file as uploaded (PDF, JPEG or PNG; checked against its bytes at upload), shown inline and never executable",
    request: { headers: staffHeaders, params: IdParam },
    responses: {
      200: { description: 'The file', content: { 'application/pdf': { schema: z.string() }, 'image/jpeg': { schema: z.string() }, 'image/png': { schema: z.string() } } },
      ...errors,
    },
  }),
  approve: route({
    method: 'post',
    path: '/api/backoffice/compliance/kyc/{id}/approve',
    summary: "Approves a pending KYC document: the player's KYC is verified (large withdrawals need it)",
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ Reason: Reason.optional() }).openapi('KycApproveRequest')) },
    responses: { 200: json(envelope('KycApproveResponse', { Document: KycDecision }), 'Approved'), ...errors },
  }),
  reject: route({
    method: 'post',
    path: '/api/backoffice/compliance/kyc/{id}/reject',
    summary: 'Rejects a pending KYC document with a reason the player reads on their KYC page',
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ Reason }).openapi('KycRejectRequest')) },
    responses: { 200: json(envelope('KycRejectResponse', { Document: KycDecision }), 'Rejected'), ...errors },
  }),
  flags: route({
    method: 'get',
    path: '/api/backoffice/compliance/flags',
    summary: 'Compliance flags raised by rules: the open ones oldest first, or (Resolved=true) the resolved ones newest first',
    request: { headers: staffHeaders, query: z.object({ Resolved: z.enum(['true', 'false']).optional() }) },
    responses: { 200: json(envelope('ComplianceFlagsResponse', { Flags: z.array(ComplianceFlag) }), 'The flags'), ...errors },
  }),
  resolve: route({
    method: 'post',
    path: '/api/backoffice/compliance/flags/{id}/resolve',
    summary: 'Resolves an open flag with a reason; only newer facts raise its rule again for the player',
    request: { headers: staffHeaders, params: IdParam, body: jsonBody(z.object({ Reason }).openapi('ComplianceFlagResolveRequest')) },
    responses: { 200: json(envelope('ComplianceFlagResolveResponse', { Flag: ComplianceFlag }), 'Resolved'), ...errors },
  }),
  responsibleHistory: route({
    method: 'get',
    path: '/api/backoffice/compliance/players/{id}/responsible-history',
    summary: "A player's responsible-gambling history (limit changes, time-outs, self-exclusions, refusals by a limit, affordability flags), newest first",
    request: { headers: staffHeaders, params: IdParam },
    responses: { 200: json(envelope('PlayerResponsibleHistoryResponse', { Entries: z.array(HistoryEntry) }), 'History'), ...errors },
  }),
};

const notFound = (lang: SupportedLanguage) => new ComplianceError(404, 'NOT_FOUND', t(lang, 'backoffice-compliance:errors.notFound'));

/** Mount with app.route('/', complianceRoutes(db, config)). */
export function complianceRoutes(db: Db, config: PlatformConfig) {
  const router = createRouter();

  router.openapi(routes.queue, async (c) => {
    await requireActor(c, db, config, 'kyc.read');
    return c.json(ok({ Documents: await kycQueue(db) }), 200);
  });
  router.openapi(routes.file, async (c) => {
    await requireActor(c, db, config, 'kyc.read');
    const id = c.req.valid('param').id;
    const file = await kycFile(db, BigInt(id));
    if (!file) throw notFound(languageOf(c));
    const filename = `kyc-${id}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
    return c.body(Buffer.from(file.content), 200, { ...DOCUMENT_HEADERS, 'content-type': file.contentType, 'content-disposition': `inline; filename="${filename}"` }) as never;
  });

  // The route validated the id (IdParam) before this runs.
  const decide = async (c: Context, approve: boolean, reason: string | undefined) => {
    const actor = await requireActor(c, db, config, 'kyc.decide');
    const id = BigInt(c.req.param('id')!);
    const lang = languageOf(c);
    return audited(db, actor, 'kyc.decide', async (tx) => {
      const outcome = await decideKyc(tx, actor, id, approve ? { approve: true } : { approve: false, reason: reason! });
      if (!outcome.before) throw notFound(lang);
      if (!outcome.changed) throw new ComplianceError(409, 'KYC_ALREADY_DECIDED', t(lang, 'backoffice-compliance:errors.KYC_ALREADY_DECIDED'));
      return {
        result: { Id: String(id), Status: outcome.status, RejectReason: approve ? null : reason! },
        audit: { targetType: 'player', targetId: outcome.before.user_id, before: { Document: String(id), Status: 'pending' }, after: { Document: String(id), Status: outcome.status }, reason: reason ?? null },
      };
    });
  };
  router.openapi(routes.approve, async (c) => c.json(ok({ Document: await decide(c, true, c.req.valid('json').Reason) }), 200));
  router.openapi(routes.reject, async (c) => c.json(ok({ Document: await decide(c, false, c.req.valid('json').Reason) }), 200));

  router.openapi(routes.flags, async (c) => {
    await requireActor(c, db, config, 'flags.read');
    return c.json(ok({ Flags: await listFlags(db, c.req.valid('query').Resolved !== 'true') }), 200);
  });
  router.openapi(routes.resolve, async (c) => {
    const actor = await requireActor(c, db, config, 'flags.resolve');
    const id = BigInt(c.req.valid('param').id);
    const { Reason: reason } = c.req.valid('json');
    const lang = languageOf(c);
    await audited(db, actor, 'flags.resolve', async ({ trx }) => {
      const before = await trx.selectFrom('compliance_flags').select(['user_id', 'rule', 'resolved_at']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(lang);
      if (before.resolved_at) throw new ComplianceError(409, 'FLAG_ALREADY_RESOLVED', t(lang, 'backoffice-compliance:errors.FLAG_ALREADY_RESOLVED'));
      await trx
        .updateTable('compliance_flags')
        .set({ resolved_at: new Date(), resolved_by: actor.kind === 'staff' ? actor.staff.id : null, resolution: reason })
        .where('id', '=', id)
        .execute();
      return { result: null, audit: { targetType: 'player', targetId: before.user_id, before: { Flag: String(id), Rule: before.rule, Open: true }, after: { Flag: String(id), Rule: before.rule, Open: false }, reason } };
    });
    return c.json(ok({ Flag: (await flagById(db, id))! }), 200);
  });

  router.openapi(routes.responsibleHistory, async (c) => {
    await requireActor(c, db, config, 'responsible.read');
    const id = BigInt(c.req.valid('param').id);
    const player = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!player) throw new ComplianceError(404, 'NOT_FOUND', t(languageOf(c), 'errors:NOT_FOUND'));
    return c.json(ok(await limitHistory(db, id)), 200);
  });
  return router;
}
