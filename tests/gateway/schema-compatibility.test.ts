import { readFileSync } from 'node:fs';
import { buildSchema, findBreakingChanges } from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * README "Versions": changes to the schema partners code against are additive. schema.released.graphql is
 * the last release; anything graphql-js calls breaking against it (a removed type or field, a changed type,
 * a new required argument) fails here until it is released on purpose (CHANGELOG.md, and the file renewed).
 */
const read = (file: string) => buildSchema(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

describe('the schema against its last release', () => {
  it('breaks nothing a partner relies on', () => {
    const breaking = findBreakingChanges(read('schema.released.graphql'), read('schema.graphql')).map((change) => `${change.type}: ${change.description}`);
    expect(breaking).toEqual([]);
  });
});
