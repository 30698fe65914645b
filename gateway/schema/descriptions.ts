/**
 * Descriptions for the types the Pothos plugins generate (issue 8: partners read a documented schema).
 * The errors plugin makes a `<Field>Result` union of the field's own type and its errors per field with
 * errors (builder.ts); the relay plugin makes `…Connection` / `…Edge` types and PageInfo. Their shape is
 * the plugins', so their descriptions are derived here from the field they belong to; a description
 * written at the source always wins.
 */
import { isObjectType, isUnionType, type GraphQLSchema } from 'graphql';

const ROOTS = ['Mutation', 'Query', 'Subscription', 'Viewer', 'Backoffice', 'BackofficeMutation'];

/** Each result union of a root (or Viewer) field, with the field it answers (`Mutation.signIn`). */
function resultUnions(schema: GraphQLSchema) {
  return ROOTS.flatMap((root) => {
    const type = schema.getType(root);
    if (!isObjectType(type)) return [];
    return Object.values(type.getFields()).flatMap((field) => {
      const union = 'ofType' in field.type ? field.type.ofType : field.type;
      return isUnionType(union) ? [{ union, field: `${root}.${field.name}` }] : [];
    });
  });
}

const PAGE_INFO: Record<string, string> = {
  hasNextPage: 'Whether a page follows this one.',
  hasPreviousPage: 'Whether a page comes before this one.',
  startCursor: "The first item's cursor; before: takes it.",
  endCursor: "The last item's cursor; after: takes it for the next page.",
};

export function describeGeneratedTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const { union, field } of resultUnions(schema)) {
    // The one member that is not an error is the field's value.
    const value = union.getTypes().find((member) => !member.getInterfaces().some((iface) => iface.name === 'Error'));
    union.description ??= `What ${field} answers: its value (${value?.name ?? 'the result'}) or one of the errors it declares.`;
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) && type.name === 'PageInfo') {
      type.description ??= 'Where a page of a connection stands (Relay cursor connections).';
      for (const field of Object.values(type.getFields())) field.description ??= PAGE_INFO[field.name] ?? null;
    }
    if (isObjectType(type) && /.Edge$/.test(type.name) && !type.description) type.description = 'One item of a page, with its cursor.';
    if (isObjectType(type) && type.name.endsWith('Connection')) {
      type.description ??= 'A page of items (Relay cursor connection): pass pageInfo.endCursor as after: for the next one.';
      const total = type.getFields().totalCount;
      if (total && !total.description) total.description = 'How many items there are in all pages together.';
    }
  }
  return schema;
}
