import { z } from '@hono/zod-openapi';

/** A value as the contract sends it, the name clients give it, and what it means. */
type Described = readonly [value: string | number, meaning: string];

/**
 * One of the contract's value lists (a status, a market type…), declared once like errorCodeEnum's codes:
 * each value under the name clients give it (x-enumNames, the extension openapi-generator and NSwag read;
 * numeric values need one) with what it means (x-enumDescriptions). `name` is its component in
 * openapi.json, from which scripts/value-enums.ts writes the gateway's GraphQL enum, so the gateway
 * restates no value. A nullable field takes `z.union([Enum, z.null()])`: `.nullable()` on a named schema
 * would make the component itself nullable.
 */
export function valueEnum<const Values extends Record<string, Described>>(name: string, description: string, values: Values) {
  const entries = Object.entries(values);
  const byName = Object.fromEntries(entries.map(([key, [value]]) => [key, value])) as { [Name in keyof Values]: Values[Name][0] };
  const meanings = Object.fromEntries(entries.map(([, [value, meaning]]) => [value, meaning]));
  // x- keys are OpenAPI specification extensions, which the metadata type does not list.
  return z.enum(byName).openapi(name, { description, 'x-enumNames': Object.keys(values), 'x-enumDescriptions': meanings } as { description: string });
}

/** true only when A and B are the same union: `const agree: Same<z.infer<typeof E>, Other> = true` fails to compile when two lists drift. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
