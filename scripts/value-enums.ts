/**
 * The contract's value lists as GraphQL enum definitions for the gateway (gateway/upstream/value-enums.ts):
 * one per component of platform/openapi.json that names its values (x-enumNames, written by
 * platform/http/value-enum.ts), named after it, in the shape builder.enumType takes: each value under its
 * name with the meaning the contract gives it (x-enumDescriptions).
 */
type ValueEnumSchema = { enum?: (string | number)[]; description?: string; 'x-enumNames'?: string[]; 'x-enumDescriptions'?: Record<string, string> };

export function valueEnumsModule(document: { components?: { schemas?: Record<string, ValueEnumSchema> } }, header: string): string {
  const enums = Object.entries(document.components?.schemas ?? {}).filter(([, schema]) => Array.isArray(schema.enum) && Array.isArray(schema['x-enumNames']));
  const definitions = enums.map(([name, schema]) => {
    const values = (schema.enum ?? []).map((value, index) => {
      const description = schema['x-enumDescriptions']?.[String(value)];
      return `    ${schema['x-enumNames']?.[index]}: { value: ${JSON.stringify(value)}, description: ${JSON.stringify(description)} },`;
    });
    return `export const ${name} = {\n  description: ${JSON.stringify(schema.description)},\n  values: {\n${values.join('\n')}\n  },\n} as const;`;
  });
  return [header.trimEnd(), ...definitions, ''].join('\n\n');
}
