/**
 * Runs openapi-typescript (the field's generator for typed OpenAPI clients) on our document.
 *
 * Why the resolve hook: openapi-typescript builds its output with TypeScript's compiler API
 * (`ts.factory`), which TypeScript 7, the one we type-check with, no longer ships as JavaScript.
 * So the generator gets TypeScript 5 (the `typescript-5` npm alias) and nothing else does.
 */
import { register } from 'node:module';

const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript-tool/')) {
    return next('typescript-5', context);
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);

/** The TypeScript module openapi-typescript writes for an OpenAPI 3 document. */
export async function openApiTypes(document: object): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript-tool');
  return astToString(await openapiTS(document as never));
}
