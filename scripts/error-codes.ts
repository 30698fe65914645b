/**
 * The platform's error codes as runtime lists for the gateway (gateway/upstream/error-codes.ts): its
 * GraphQL enums are built at run time, and the types openapi-typescript prints are erased by then. One
 * list per `*ErrorCode` enum of platform/openapi.json, named after it, with the meanings the contract
 * gives (x-enumDescriptions), and `Code`, every code once, so gateway code names a code without a literal.
 */
type EnumSchema = { enum?: unknown[]; description?: string; 'x-enumDescriptions'?: Record<string, string> };

export function errorCodesModule(document: { components?: { schemas?: Record<string, EnumSchema> } }, header: string): string {
  const enums = Object.entries(document.components?.schemas ?? {}).filter(([name, schema]) => name.endsWith('ErrorCode') && Array.isArray(schema.enum));
  const lists = enums.map(([name, schema]) => {
    const codes = (schema.enum as string[]).map((code) => JSON.stringify(code)).join(', ');
    return `/** ${schema.description ?? name} */\nexport const ${name}s = [${codes}] as const;`;
  });
  const meanings = enums.map(([name, schema]) => {
    const entries = Object.entries(schema['x-enumDescriptions'] ?? {}).map(([code, meaning]) => `    ${code}: ${JSON.stringify(meaning)},`);
    return `  ${name}: {\n${entries.join('\n')}\n  },`;
  });
  const all = [...new Set(enums.flatMap(([, schema]) => schema.enum as string[]))].sort();
  return [
    header.trimEnd(),
    ...lists,
    `/** What each code means, per list (the contract's x-enumDescriptions); a code a list leaves out means what an earlier list says. */\nexport const ErrorCodeMeanings = {\n${meanings.join('\n')}\n} as const;`,
    `/** Every code of every list, to name one in code: Code.VALIDATION. */\nexport const Code = {\n${all.map((code) => `  ${code}: ${JSON.stringify(code)},`).join('\n')}\n} as const;`,
    '',
  ].join('\n\n');
}
