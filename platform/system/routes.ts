import { requiredAdminHeader, requireOperator } from '../http/admin';
import { createRoute, z } from '@hono/zod-openapi';
import type { PlatformConfig } from '../config';
import { pingDatabase, type Db } from '../db/connection';
import { createRouter } from '../http/app';
import { clearCaches } from '../http/cache';
import { ErrorEnvelope, envelope, errorResponses, json, ok } from '../http/envelope';
import type { Lifecycle } from '../http/lifecycle';
import { jsonBody } from '../http/routes';
import { currentRelease, publishRelease } from './release';

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

const publishReleaseRoute = createRoute({
  method: 'post',
  path: '/api/admin/release',
  summary: 'Operator: publish the hash of a new web build; open pages are asked to refresh',
  request: {
    headers: requiredAdminHeader,
    body: jsonBody(z.object({ Hash: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/) }).openapi('PublishRelease')),
  },
  responses: {
    200: json(envelope('PublishReleaseResponse', { Hash: z.string() }), 'Published'),
    403: json(ErrorEnvelope, 'Wrong admin token'),
    ...errorResponses,
  },
});

export function systemRoutes(db: Db, config: PlatformConfig, lifecycle: Lifecycle) {
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
  router.openapi(versionRoute, async (c) => c.json(ok({ Hash: await currentRelease(db) }), 200));
  router.openapi(clearCacheRoute, (c) => c.json(ok({ Cleared: clearCaches() }), 200));
  router.openapi(publishReleaseRoute, async (c) => {
    requireOperator(c, config);
    const { Hash } = c.req.valid('json');
    await publishRelease(db, Hash);
    return c.json(ok({ Hash }), 200);
  });
  return router;
}
