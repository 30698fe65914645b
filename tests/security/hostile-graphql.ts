/**
 * Hostile GraphQL variables for the fuzz tests: values shaped after an argument's input type (enums,
 * input objects, lists, the scalars), with nulls and values of other types mixed in, and global ids of
 * every node type — of entities that exist, that do not, and strings that are no id at all.
 */
import fc from 'fast-check';
import { getNamedType, type GraphQLArgument, type GraphQLField, type GraphQLInputType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isScalarType } from 'graphql';
import { expect } from 'vitest';
import { ID_TYPES } from '../../gateway/schema/ids';
import { hostileText } from './hostile';

// 'User' is no input id type but an old client's guess at one: it must name nothing, not fail.
const TYPES = [...ID_TYPES, 'User'];
const hostileId = () =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...TYPES), fc.oneof(fc.integer({ min: -5, max: 5000 }), hostileText())).map(([type, id]) => Buffer.from(`${type}:${id}`).toString('base64')),
    hostileText(),
  );

/**
 * A value for an input type. `typed`: always of the type (hostile within it: overlong and control-character
 * strings, ids of nothing, extreme numbers), with every non-null field given, so that the case passes
 * GraphQL's own coercion and reaches the resolver; otherwise now and then null or a value of another type
 * anywhere in it, and fields left out, which the server must refuse before any resolver runs.
 */
function valueFor(type: GraphQLInputType, typed: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, typed, depth);
  const wrong = fc.oneof(fc.constant(null), hostileText(), fc.integer(), fc.constant({}));
  let shaped: fc.Arbitrary<unknown>;
  if (isListType(type)) shaped = fc.array(valueFor(type.ofType, typed, depth + 1), { maxLength: depth > 2 ? 0 : 4 });
  else if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    shaped = depth > 4 ? fc.constant({}) : fieldsOf(fields, typed, depth + 1);
  } else if (isEnumType(type)) shaped = fc.constantFrom(...type.getValues().map((value) => value.name));
  else if (isScalarType(type)) {
    shaped =
      type.name === 'ID'
        ? hostileId()
        : type.name === 'Int'
          ? fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER))
          : type.name === 'Float'
            ? fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-1, 0, 1e308))
            : type.name === 'Boolean'
              ? fc.boolean()
              : fc.oneof(hostileText(), fc.constantFrom('1.00', '-1', '0.001', '1e3', '10', '100000000000000000000'));
  } else shaped = wrong;
  return typed ? shaped : fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: wrong, weight: 1 });
}

function fieldsOf(fields: readonly { name: string; type: GraphQLInputType }[], typed: boolean, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const requiredKeys = typed ? fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) : [];
  return fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, typed, depth)])), { requiredKeys });
}

/** Variables for a field's arguments: two cases in three reach the resolver, the third tests coercion. */
export const variablesFor = (args: readonly GraphQLArgument[]) => fc.oneof({ arbitrary: fieldsOf(args, true, 0), weight: 2 }, { arbitrary: fieldsOf(args, false, 0), weight: 1 });

/**
 * A query or mutation document calling one field with every argument as a variable; `under` nests it in a
 * root field (the back office's fields live under `backoffice`).
 */
export function fieldDocument(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, under?: string) {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = field.args.length ? `(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const selection = `${field.name}${call}${isLeafType(getNamedType(field.type)) ? '' : ' { __typename }'}`;
  return `${operation} Fuzz${variables ? `(${variables})` : ''} { ${under ? `${under} { ${selection} }` : selection} }`;
}

/**
 * What a client may read of a fuzzed call: under 500, and no error Yoga masked as "Unexpected error." with
 * INTERNAL_SERVER_ERROR (an expected refusal is typed or a readable error; only a fault is masked). Returns
 * the errors' codes.
 */
export function expectReadable(status: number, text: string, context: string): string[] {
  expect(status, context).toBeLessThan(500);
  const errors = (JSON.parse(text) as { errors?: { message: string; extensions?: { code?: string } }[] }).errors ?? [];
  for (const error of errors) {
    expect(error.extensions?.code, context).not.toBe('INTERNAL_SERVER_ERROR');
    expect(error.message, context).not.toBe('Unexpected error.');
  }
  return errors.map((error) => error.extensions?.code ?? '');
}
