/**
 * How the gateway and the platform read their environment (ARCHITECTURE §8): one zod schema each, checked
 * before anything starts, and a bad value stops the process with one line naming the variable.
 */
import { z } from 'zod';

/** A comma-separated list of origins (CORS_ORIGINS, PUBLIC_ORIGINS): entries trimmed, empty ones dropped, each checked by `origin`. */
export function originList(origin: z.ZodString) {
  return z
    .string()
    .default('')
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(origin));
}

/** The environment checked against `schema`, or an Error whose message is one line listing every bad variable. */
export function checkedEnv<Schema extends z.ZodType>(service: string, schema: Schema, env: NodeJS.ProcessEnv): z.infer<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(`${service}: bad configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
}

/** For a main module: the configuration `load` reads, or the process stops with its one line (not a stack trace). */
export function configOrExit<Config>(load: () => Config): Config {
  try {
    return load();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
