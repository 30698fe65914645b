/**
 * Turns the platform's OpenAPI 3.1 document into the `paths` and `components`
 * types openapi-fetch expects (the shape openapi-typescript prints). A small
 * generator of our own, because openapi-typescript needs TypeScript 5's
 * compiler API and this project compiles with TypeScript 7.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  description?: string;
};
type Parameter = { name: string; in: 'query' | 'header' | 'path' | 'cookie'; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }>; required?: boolean };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function typeOf(schema: Schema | undefined, indent: string): string {
  if (!schema) return 'unknown';
  if (schema.$ref) return `components["schemas"][${JSON.stringify(schema.$ref.split('/').pop())}]`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf)!.map((s) => typeOf(s, indent)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeOf(s, indent)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return types.map((type) => typeOf({ ...schema, type }, indent)).join(' | ');
  const withNull = (t: string) => (schema.nullable ? `${t} | null` : t);
  switch (types[0]) {
    case 'string':
      return withNull('string');
    case 'integer':
    case 'number':
      return withNull('number');
    case 'boolean':
      return withNull('boolean');
    case 'null':
      return 'null';
    case 'array':
      return withNull(`(${typeOf(schema.items, indent)})[]`);
    case 'object':
    case undefined: {
      if (!schema.properties) {
        const extra = schema.additionalProperties;
        return withNull(`{ [key: string]: ${typeof extra === 'object' ? typeOf(extra, indent) : 'unknown'} }`);
      }
      const inner = `${indent}  `;
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties).map(
        ([name, value]) => `${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(value, inner)};`,
      );
      return withNull(`{\n${fields.join('\n')}\n${indent}}`);
    }
    default:
      return 'unknown';
  }
}

function parametersOf(operation: Operation, indent: string): string {
  const groups = ['query', 'header', 'path', 'cookie'] as const;
  const lines = groups.map((group) => {
    const params = (operation.parameters ?? []).filter((p) => p.in === group);
    if (params.length === 0) return `${indent}  ${group}?: never;`;
    const anyRequired = params.some((p) => p.required);
    const fields = params.map((p) => `${indent}    ${key(p.name)}${p.required ? '' : '?'}: ${typeOf(p.schema, `${indent}    `)};`);
    return `${indent}  ${group}${anyRequired ? '' : '?'}: {\n${fields.join('\n')}\n${indent}  };`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function contentOf(content: Record<string, { schema: Schema }> | undefined, indent: string): string {
  if (!content) return 'never';
  const entries = Object.entries(content).map(([mime, { schema }]) => `${indent}  ${JSON.stringify(mime)}: ${typeOf(schema, `${indent}  `)};`);
  return `{\n${entries.join('\n')}\n${indent}}`;
}

function operationOf(operation: Operation, indent: string): string {
  const inner = `${indent}  `;
  const body = operation.requestBody
    ? `${inner}requestBody${operation.requestBody.required === false ? '?' : ''}: {\n${inner}  content: ${contentOf(operation.requestBody.content, `${inner}  `)};\n${inner}};`
    : `${inner}requestBody?: never;`;
  const responses = Object.entries(operation.responses).map(
    ([status, response]) =>
      `${inner}  ${status}: {\n${inner}    headers: { [name: string]: unknown };\n${inner}    content: ${contentOf(response.content, `${inner}    `)};\n${inner}  };`,
  );
  return `{\n${inner}parameters: ${parametersOf(operation, inner)};\n${body}\n${inner}responses: {\n${responses.join('\n')}\n${inner}};\n${indent}}`;
}

export function openApiToTypeScript(document: OpenApiDocument): string {
  const paths = Object.entries(document.paths).map(([path, item]) => {
    const methods = METHODS.map((method) => `    ${method}${item[method] ? `: ${operationOf(item[method]!, '    ')}` : '?: never'};`);
    return `  ${JSON.stringify(path)}: {\n    parameters: { query?: never; header?: never; path?: never; cookie?: never };\n${methods.join('\n')}\n  };`;
  });
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => `    ${key(name)}: ${typeOf(schema, '    ')};`);
  return [
    '// Generated from platform/openapi.json by scripts/generate.ts. Do not edit; run `npm run generate`.',
    '/* eslint-disable */',
    `export interface paths {\n${paths.join('\n')}\n}`,
    `export interface components {\n  schemas: {\n${schemas.join('\n')}\n  };\n}`,
    '',
  ].join('\n\n');
}
