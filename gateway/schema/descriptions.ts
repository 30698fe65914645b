/**
 * Descriptions for the types the Pothos plugins generate (issue 8: partners read a documented schema).
 * The errors plugin makes a `<Parent><Field>Result` union and a `<Parent><Field>Success` object per
 * field with errors; the relay plugin makes `…Connection` / `…Edge` types and PageInfo. Their shape is
 * the plugins', so their descriptions are derived here from the field they belong to; a description
 * written at the source always wins.
 */
import { isObjectType, isUnionType, type GraphQLSchema } from 'graphql';

const ROOTS = ['Mutation', 'Query', 'Subscription', 'Viewer'];

/** `MutationSignIn` → `Mutation.signIn`, when the parent is one of the roots (or Viewer). */
function fieldOf(stem: string): string | null {
  const root = ROOTS.find((name) => stem.startsWith(name) && stem.length > name.length);
  if (!root) return null;
  const field = stem.slice(root.length);
  return `${root}.${field[0]!.toLowerCase()}${field.slice(1)}`;
}

const PAGE_INFO: Record<string, string> = {
  hasNextPage: 'Whether a page follows this one.',
  hasPreviousPage: 'Whether a page comes before this one.',
  startCursor: "The first item's cursor; before: takes it.",
  endCursor: "The last item's cursor; after: takes it for the next page.",
};

export function describeGeneratedTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const result = /^(.+)Result$/.exec(type.name);
    const success = /^(.+)Success$/.exec(type.name);
    if (isUnionType(type) && result && !type.description) {
      const field = fieldOf(result[1]!);
      if (field) type.description = `What ${field} answers: its value (${result[1]}Success) or one of the errors it declares.`;
    }
    if (isObjectType(type) && success) {
      const field = fieldOf(success[1]!);
      if (field) {
        type.description ??= `${field} succeeded.`;
        const data = type.getFields().data;
        if (data && !data.description) data.description = `The value ${field} answered.`;
      }
    }
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
