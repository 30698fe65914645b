import { OpenAPIHono } from '@hono/zod-openapi';
import { fail, fieldErrorsOf } from './envelope';

/**
 * A router whose invalid input is answered with the envelope and a 400, before
 * any handler runs: bad input changes nothing.
 */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) {
        const fields = fieldErrorsOf(result.error);
        const first = Object.entries(fields)[0];
        return fail(c, 400, 'VALIDATION', first ? `${first[0]}: ${first[1]}` : 'Invalid request', fields);
      }
      return undefined;
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
