/**
 * Issue 16 §8: docs/capacity.md sizes the production topology from bench figures. A bench that is
 * renamed or removed would leave the page citing a command nobody can run, and a new per-process bench
 * would go unmentioned: the page names each bench script package.json defines, and only those.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
const benches = scripts.filter((name) => name.startsWith('bench:'));
const page = readFileSync('docs/capacity.md', 'utf8');
const named = [...new Set([...page.matchAll(/npm run (bench:[\w-]+)/g)].map((match) => match[1]!))];

describe('docs/capacity.md', () => {
  it('names only bench commands that exist', () => {
    expect(named.filter((name) => !benches.includes(name))).toEqual([]);
  });

  it('gives the command of each figure it sizes the topology from', () => {
    for (const bench of ['bench:bets', 'bench:live-fanout', 'bench:redis-events']) expect(named).toContain(bench);
  });

  it('is linked from the README benchmarks', () => {
    const readme = readFileSync('README.md', 'utf8');
    const benchmarks = readme.slice(readme.indexOf('## Benchmarks'));
    expect(benchmarks).toContain('(docs/capacity.md)');
    expect(benchmarks).toContain('`npm run bench:redis-events`');
  });
});
