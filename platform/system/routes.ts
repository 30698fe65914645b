import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import { bearerMatches } from '../../rules/bearer';
import { pingDatabase, type Database } from '../db/connection';
import { latestEventId } from '../events/store';
import { metrics, streamLag } from '../metrics';
import { createRouter } from '../http/app';
import { clearCaches } from '../http/cache';
import { envelope, errorResponses, json, ok } from '../http/envelope';
import type { Lifecycle } from '../http/lifecycle';
import { jsonBody } from '../http/routes';
import { audited } from '../staff/audit';
import { requireActor, staffHeaders } from '../staff/guard';
import { StaffErrorEnvelope } from '../staff/errors';
import { currentRelease, recordRelease } from './release';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability; 503 while the process drains to stop',
  responses: {
    200: json(z.object({ status: z.literal('ok'), database: z.literal('ok') }).openapi('Health'), 'Healthy'),
    503: json(z.object({ status: z.enum(['unavailable', 'draining']), database: z.string() }), 'Database unreachable, or the process is stopping'),
  },
});

const versionRoute = createRoute({
  method: 'get',
  path: '/api/version',
  summary: 'The version hash of the live web build (seed 000 §7 "get version hash")',
  responses: { 200: json(envelope('VersionResponse', { Hash: z.string() }), 'Version hash'), ...errorResponses },
});

const clearCacheRoute = createRoute({
  method: 'post',
  path: '/api/cache/clear',
  summary: "Drops the platform's computed reference-data caches (seed 000 §7 \"clear cache data\")",
  responses: { 200: json(envelope('ClearCacheResponse', { Cleared: z.number().int() }), 'Caches cleared'), ...errorResponses },
});

// The path stays under /api/admin: deploy pipelines publish with the machine token (README "Releases").
const publishReleaseRoute = createRoute({
  method: 'post',
  path: '/api/admin/release',
  summary: 'Publish the hash of a new web build (release.publish: staff, or a deploy pipeline with X-Admin-Token); open pages are asked to refresh',
  request: {
    headers: staffHeaders,
    body: jsonBody(z.object({ Hash: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/) }).openapi('PublishRelease')),
  },
  responses: {
    200: json(envelope('PublishReleaseResponse', { Hash: z.string(), Changed: z.boolean().openapi({ description: 'false: it was live already (no page is asked to refresh again)' }) }), 'Published'),
    401: json(StaffErrorEnvelope, 'No staff session or machine token'),
    403: json(StaffErrorEnvelope, 'A wrong machine token, or roles that may not publish'),
    ...errorResponses,
  },
});

export function systemRoutes(database: Database, config: PlatformConfig, lifecycle: Lifecycle) {
  const { db } = database;
  const router = createRouter();
  router.openapi(healthRoute, async (c) => {
    if (lifecycle.draining) return c.json({ status: 'draining' as const, database: 'not checked' }, 503);
    try {
      await pingDatabase(db);
      return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
    } catch (error) {
      return c.json({ status: 'unavailable' as const, database: (error as Error).message }, 503);
    }
  });
  // Prometheus: only for the scraper holding METRICS_TOKEN, and none at all without one (as the gateway's).
  router.get('/metrics', async (c) => {
    if (!config.metricsToken) return c.text('Not found', 404);
    if (!bearerMatches(c.req.header('authorization'), config.metricsToken)) return c.text('Unauthorized', 401, { 'www-authenticate': 'Bearer' });
    const latest = await latestEventId(db).catch(() => null);
    if (latest !== null) metrics.eventStreamLag.set(streamLag(latest));
    const pool = database.poolStats?.();
    if (pool) for (const [state, count] of Object.entries(pool)) metrics.pool.set({ state }, count);
    return c.text(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
  });
  router.openapi(versionRoute, async (c) => c.json(ok({ Hash: await currentRelease(db) }), 200));
  router.openapi(clearCacheRoute, (c) => c.json(ok({ Cleared: clearCaches() }), 200));
  router.openapi(publishReleaseRoute, async (c) => {
    const actor = await requireActor(c, db, config, 'release.publish');
    const { Hash } = c.req.valid('json');
    const changed = await audited(db, actor, 'release.publish', async (tx) => {
      const release = await recordRelease(tx, Hash);
      return { result: release.changed, audit: { targetType: 'release', targetId: Hash, before: { Hash: release.previous || null }, after: { Hash } } };
    });
    return c.json(ok({ Hash, Changed: changed }), 200);
  });
  return router;
}
