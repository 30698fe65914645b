import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_RELAY_MODULES } from '../../web/react-relay-imports';
import { namesMissingFrom, SLIM_NAMES, slimRelayRuntime, typeOnlyImports } from '../../web/relay-runtime-slim';

const require = createRequire(import.meta.url);

describe("the web build's relay-runtime exports only what the app and react-relay's hooks read (bench:web-bundle)", () => {
  it('exports each name from the module of relay-runtime/lib that holds it, and every one of them exists there', async () => {
    const code = slimRelayRuntime();
    for (const name of SLIM_NAMES) expect(code).toMatch(new RegExp(`^export const ${name} = `, 'm'));
    expect(code).not.toContain("from 'relay-runtime'");
    const whole = (await import('relay-runtime')) as unknown as Record<string, unknown>;
    const internal = whole['__internal'] as Record<string, unknown>;
    // Each name is the very value relay-runtime's own index exports.
    const slim = slimValues(code);
    for (const [name, value] of Object.entries(slim)) expect(value, name).toBe(name === '__internal' ? value : whole[name]);
    for (const [name, value] of Object.entries(slim['__internal'] as Record<string, unknown>)) expect(value, `__internal.${name}`).toBe(internal[name]);
  });

  it("lacks no name that the react-relay modules the app imports, and what they require, read", () => {
    const seen = new Set<string>();
    const queue = [...REACT_RELAY_MODULES].map((module) => require.resolve(module));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      expect(namesMissingFrom(code), file).toEqual([]);
      for (const [, relative] of code.matchAll(/require\(['"](\.{1,2}\/[^'"]+)['"]\)/g)) queue.push(require.resolve(join(dirname(file), relative!)));
    }
    expect(seen.size).toBeGreaterThan(REACT_RELAY_MODULES.size);
  });

  it("finds the names a module reads from require('relay-runtime'), __internal's too", () => {
    const code = "var _require = require('relay-runtime'),\n  getRequest = _require.getRequest,\n  observeFragment = _require.observeFragment;\nvar x = _require.__internal.fetchQuery, y = _require.__internal.notThere;\n_relayRuntime.QueryResponseCache;";
    expect(namesMissingFrom(code)).toEqual(['QueryResponseCache', '__internal.notThere', 'observeFragment']);
  });

  it("turns an artifact's imports of relay-runtime's types into type imports", () => {
    expect(typeOnlyImports('import { ConcreteRequest } from \'relay-runtime\';\nimport { FragmentRefs } from "relay-runtime";\nconst node = {};')).toBe(
      'import type { ConcreteRequest } from \'relay-runtime\';\nimport type { FragmentRefs } from "relay-runtime";\nconst node = {};',
    );
  });
});

/** Evaluates the slim module's exports with relay-runtime/lib's modules (the build does the same with its bundler). */
function slimValues(code: string): Record<string, unknown> {
  const body = code
    .replace(/^import (m\d+) from '([^']+)';$/gm, (_, local: string, path: string) => `const ${local} = require('${path}');`)
    .replace(/^export const (\w+) = /gm, 'exports.$1 = ');
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', body)(require, exports);
  return exports;
}
