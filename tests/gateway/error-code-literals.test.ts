import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Code } from '../../gateway/upstream/error-codes';

/** Generated from the platform's contract: the only gateway files that may spell a code. */
const GENERATED = new Set(['gateway/upstream/error-codes.ts', 'gateway/upstream/platform-api.ts', 'gateway/upstream/platform-events.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !GENERATED.has(path) ? [path] : [];
  });
}

/** Every quoted platform error code in a source text, with its line. */
function codeLiterals(text: string, codes: readonly string[]): { line: number; code: string }[] {
  const quoted = new RegExp(`(['"\`])(${codes.join('|')})\\1`, 'g');
  return text.split('\n').flatMap((line, index) => [...line.matchAll(quoted)].map((match) => ({ line: index + 1, code: match[2]! })));
}

describe('platform error codes in the gateway', () => {
  const codes = Object.keys(Code);

  it('finds a quoted code, so an empty answer below means something', () => {
    expect(codeLiterals(`throw new BetError('ODDS_CHANGED', '');\nconst ok = Code.ODDS_CHANGED;`, codes)).toEqual([{ line: 1, code: 'ODDS_CHANGED' }]);
  });

  it('are named from the generated list (Code.X), never typed by hand', () => {
    const found = sources('gateway').flatMap((path) => codeLiterals(readFileSync(path, 'utf8'), codes).map(({ line, code }) => `${path}:${line} ${code}`));
    expect(found).toEqual([]);
  });
});
