/**
 * Hostile input for the fuzz tests: values shaped after a route's JSON schema, with wrong types, control
 * characters, overlong and malformed values mixed in, and bodies that are not JSON at all.
 */
import fc from 'fast-check';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/**
 * The fuzz tests' seed: fixed, so a CI run is repeatable; FUZZ_SEED=random (or a number) explores others,
 * and a failure prints the seed that found it.
 */
export const FUZZ_SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_127);

/** Strings that broke parsers, databases and renderers somewhere. */
const NASTY = [
  '',
  '\u0000',
  'a\u0000b',
  '../../../etc/passwd',
  '..%2f..%2fhealth',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '1e309',
  '-1',
  '0',
  '99999999999999999999999',
  '9223372036854775808',
  '1.005',
  'NaN',
  '\uD800',
  '𝕆𝕕𝕕𝕤',
  ' ',
  '\r\n',
  'x'.repeat(5000),
  // Raw path segments (fuzz-rest sends these unencoded): malformed percent-encodings and traversals.
  '%',
  '%zz',
  '%ED%A0%80',
  '..',
  '.',
  '%2e%2e',
  '%2F',
];

export const hostileText = () => fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

const hostileNumber = () =>
  fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.1, 1e-9), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Any JSON value at all, shallow. */
const anyJson = () => fc.oneof(hostileText(), hostileNumber(), fc.boolean(), fc.constant(null), fc.array(hostileText(), { maxLength: 3 }), fc.dictionary(hostileText(), hostileText(), { maxKeys: 3 }));

/** A body that is not JSON, or JSON of the wrong kind, or too deep. */
export const hostileJson = () =>
  fc.oneof(
    fc.constantFrom('{', '{"a":', 'null', '[]', '"\u0000"', '{"__proto__": {"admin": true}}', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'true', '1e999', '\u0000{}'),
    fc.string({ maxLength: 60 }),
    anyJson().map((value) => JSON.stringify(value)),
  );

/** A value for the schema: mostly of its shape, with hostile leaves, sometimes of another shape entirely. */
export function valueFor(schema: Schema, components: Record<string, Schema>, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return valueFor(components[schema.$ref.split('/').pop()!] ?? {}, components, depth);
  if (depth > 4) return anyJson();
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((each) => valueFor(each, components, depth + 1)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf), components, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  if (schema.enum?.length) shaped = fc.constantFrom(...schema.enum);
  else if (type === 'object' || schema.properties) {
    const properties = Object.entries(schema.properties ?? {});
    shaped = properties.length
      ? fc.record(Object.fromEntries(properties.map(([name, each]) => [name, valueFor(each, components, depth + 1)])), { requiredKeys: [] })
      : fc.dictionary(hostileText(), anyJson(), { maxKeys: 3 });
  } else if (type === 'array') shaped = fc.array(valueFor(schema.items ?? {}, components, depth + 1), { maxLength: 4 });
  else if (type === 'string') shaped = hostileText();
  else if (type === 'integer' || type === 'number') shaped = hostileNumber();
  else if (type === 'boolean') shaped = fc.boolean();
  else shaped = anyJson();
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: anyJson(), weight: 1 });
}
