/**
 * No import cycle inside platform/ (issue 15 §6). A cycle means neither module can be read, tested or
 * moved without the other, and at run time one of them sees the other half-initialised.
 *
 * Counted: every static `import … from`, side-effect `import '…'` and `export … from` between two files
 * of platform/, `import type` included. Type-only imports vanish at run time, but they tie the modules
 * as tightly for a reader (the first cycle the issue names, cashier/schema.ts ↔ db/schema.ts, is
 * types only), and a type import turns into a value import with one edit. Dynamic `import()` is not
 * counted: it runs later, on purpose, and is how a module may reach one that depends on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PLATFORM = join(ROOT, 'platform');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// Top-level statements start a line (the platform's code is formatted so); the clause up to `from`
// holds no semicolon. Anchoring at a line start keeps words in comments and strings out.
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;

/** The relative specifiers a module imports statically. */
export function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => (match[1] ?? match[2])!).filter((specifier) => specifier.startsWith('.'));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && candidate.endsWith('.ts')) ?? null;
}

type Graph = Map<string, string[]>;

function platformGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(PLATFORM)) {
    const targets = importedSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null && target.startsWith(PLATFORM + '/'));
    graph.set(relative(ROOT, file), [...new Set(targets.map((target) => relative(ROOT, target)))]);
  }
  return graph;
}

export interface Cycle {
  /** One cycle through the component's first module, start repeated at the end. */
  path: string[];
  /** Every module of the strongly connected component (each sits on some cycle with the others). */
  members: string[];
}

/** Every cycle's strongly connected component (Tarjan), each named by one cycle through its first module. */
export function cyclesOf(graph: Graph): Cycle[] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((members) => ({ path: cycleThrough(graph, new Set(members), members[0]!), members }));
}

/** A shortest path from start back to start inside one component (breadth first). */
function cycleThrough(graph: Graph, members: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

describe('platform imports', () => {
  it('reads static, type-only, re-export and multi-line imports, not dynamic ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {\n  c,\n  type C,\n} from "./c";',
      "export { d } from './d';",
      "export * from './e';",
      "import './f';",
      "import { z } from 'zod';",
      "  const later = await import('./g');",
      "// import { h } from './h';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual(['./a', '../b', './c', './d', './e', './f']);
  });

  it('finds and names a cycle, and passes a graph without one', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cyclesOf(graph)).toEqual([
      { path: ['a', 'b', 'c', 'a'], members: ['a', 'b', 'c'] },
      { path: ['e', 'e'], members: ['e'] },
    ]);
    expect(cyclesOf(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('has no cycle inside platform/', () => {
    const graph = platformGraph();
    // The parser must see the platform's imports, or "no cycle" proves nothing.
    expect(graph.get('platform/app.ts')?.length ?? 0).toBeGreaterThan(5);
    const cycles = cyclesOf(graph).map(({ path, members }) => `${path.join(' → ')}${members.length > path.length - 1 ? ` (and through ${members.filter((m) => !path.includes(m)).join(', ')})` : ''}`);
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});
