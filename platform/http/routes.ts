/**
 * What every domain's routes.ts declares its routes with, so a route file holds paths, schemas and
 * handlers and nothing a second domain writes again.
 */
import { createRoute, z } from '@hono/zod-openapi';

/** createRoute that files every route it makes under one OpenAPI tag: `const route = taggedRoute('betting')`. */
export const taggedRoute =
  (tag: string) =>
  <T extends Parameters<typeof createRoute>[0]>(definition: T) =>
    createRoute({ ...definition, tags: [tag] });

/** A JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** An HTML answer (the sandbox pages a browser opens). */
export const htmlResponse = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
