/**
 * How the gateway and the platform read their environment (ARCHITECTURE §8): one zod schema each, checked
 * before anything starts, and a bad value stops the process with one line naming the variable, the value
 * and what is expected (issue 16). Each variable is one of the kinds below; an empty value counts as unset
 * (`FOO=` in a shell or a compose file means "the default"), so only a value that says something wrong
 * is refused.
 */
import { z } from 'zod';

/** Schemas whose values never appear in a refusal: the line names the variable only. */
const SECRETS = new WeakSet<z.ZodType>();

const hidden = <S extends z.ZodType>(schema: S) => (SECRETS.add(schema), schema);

/** A variable parsed by `parse` (undefined: not a valid value), `fallback` when unset. */
function variable<T>(expected: string, parse: (raw: string) => T | undefined) {
  const schema = <Out>(fallback: Out) =>
    z
      .string()
      .optional()
      .transform((raw, ctx): T | Out => {
        if (raw === undefined || raw === '') return fallback;
        const value = parse(raw);
        if (value !== undefined) return value;
        ctx.addIssue({ code: 'custom', message: expected });
        return z.NEVER;
      });
  return { or: (fallback: T) => schema(fallback), optional: () => schema(undefined) };
}

const startingWith = (schemes: string[]) => schemes.map((scheme) => `${scheme}://`).join(' or ');
const urlOf = (raw: string, schemes: string[]) => {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  return schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== '' ? raw : undefined;
};

const wholeIn = (raw: string, min: number, max: number) => (/^-?\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : undefined);
const range = (min: number, max: number) => (max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`);

export const vars = {
  /** A TCP port; 0 lets the system pick one (tests). */
  port: variable('expected a port number, 0 to 65535', (raw) => wholeIn(raw, 0, 65_535)),
  /** A whole number within [min, max]. */
  whole: (min: number, max = Number.MAX_SAFE_INTEGER) => variable(`expected a whole number, ${range(min, max)}`, (raw) => wholeIn(raw, min, max)),
  /** A decimal number within [min, max]. */
  number: (min: number, max = Number.MAX_SAFE_INTEGER) =>
    variable(`expected a number, ${range(min, max)}`, (raw) => (/^-?\d+(\.\d+)?$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? Number(raw) : undefined)),
  /** true or false, spelt so: "yes", "1" or "ture" are refused rather than read as false. */
  flag: variable('expected true or false', (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined)),
  /** One of `choices`. */
  choice: <const Choice extends string>(...choices: Choice[]) =>
    variable(`expected one of ${choices.join(', ')}`, (raw) => (choices.includes(raw as Choice) ? (raw as Choice) : undefined)),
  /** An absolute URL with one of these schemes (without the colon), e.g. 'postgres', 'postgresql'. */
  url: (...schemes: string[]) => variable(`expected a URL starting ${startingWith(schemes)}`, (raw) => urlOf(raw, schemes)),
  /** One or more such URLs, comma-separated, in order (trailing slashes dropped). */
  urls: (...schemes: string[]) =>
    variable(`expected one or more URLs starting ${startingWith(schemes)}, comma-separated`, (raw) => {
      const list = raw.split(',').map((entry) => urlOf(entry.trim(), schemes)?.replace(/\/$/, ''));
      return list.every((url) => url !== undefined) ? (list as string[]) : undefined;
    }),
  /** Free text: a path, a host name, a sender address. */
  text: variable('expected text', (raw) => raw),
  /** A secret of at least `minLength` printable characters without spaces; its value is never printed. */
  secret(minLength: number) {
    const kind = variable(`expected a secret of at least ${minLength} printable characters without spaces`, (raw) =>
      raw.length >= minLength && /^[\x21-\x7e]+$/.test(raw) ? raw : undefined,
    );
    return { or: (fallback: string) => hidden(kind.or(fallback)), optional: () => hidden(kind.optional()) };
  },
};

/** A comma-separated list (CORS_ORIGINS, PUBLIC_ORIGINS, country codes): entries trimmed, empty ones dropped, each checked by `item`. */
export function commaList(item: z.ZodString) {
  return z
    .string()
    .default('')
    .transform((list) => list.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(item));
}

/** How a refused value is shown: quoted and cut short, or hidden for a secret. */
function shown(schema: z.ZodType | undefined, value: unknown): string {
  if (schema && SECRETS.has(schema)) return '(hidden)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
}

/**
 * The environment checked against `schema`, or an Error whose message is one line naming every bad
 * variable, its value and what is expected: `platform: bad configuration: PLATFORM_PORT="abc" (expected a
 * port number, 0 to 65535)`.
 */
export function checkedEnv<Shape extends z.ZodRawShape>(service: string, schema: z.ZodObject<Shape>, env: NodeJS.ProcessEnv): z.infer<z.ZodObject<Shape>> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const detail = issue.path.length > 1 ? ` at ${issue.path.slice(1).join('.')}` : '';
    return `${name}=${shown(schema.shape[name] as z.ZodType | undefined, env[name])} (${issue.message}${detail})`;
  });
  // One line, whatever a message says: a log collector reads one refusal as one event.
  throw new Error(`${service}: bad configuration: ${problems.join('; ')}`.replace(/\s*\n\s*/g, ' '));
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
