/**
 * Issue 8: partners read a documented schema, so every type, field, input field and enum value carries
 * a description. There is no allow-list any more: a new type, field or enum value without one fails here.
 */
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../gateway/schema/index';

function undocumented(of: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(of.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!type.description?.trim()) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}

describe('schema documentation', () => {
  it('every type, field, input field and enum value has a description', () => {
    expect(undocumented(schema)).toEqual([]);
  });

  it('every deprecation says what to use instead', () => {
    const deprecated: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values(type.getFields())) if (field.deprecationReason !== undefined && !/\S/.test(field.deprecationReason ?? '')) deprecated.push(`${type.name}.${field.name}`);
    }
    expect(deprecated).toEqual([]);
  });
});
