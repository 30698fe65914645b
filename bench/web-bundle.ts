/**
 * The JavaScript a first visit to /{lang}/home downloads before it can render,
 * against everything the build emitted: the entry chunk and its static imports
 * (what the browser must fetch), gzip-compressed as the gateway serves it.
 *
 *   npm run build && npm run bench:web-bundle
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist/web';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('run `npm run build` first: no entry script in dist/web/index.html');
const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);

/** Follows static `import … from "./x.js"` edges from the entry (dynamic imports are lazy chunks). */
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${match[1]}`);
  }
  return seen;
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const initial = staticClosure([entry, ...preloads]);
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const initialGz = [...initial].reduce((sum, f) => sum + gz(f), 0);
const allGz = all.reduce((sum, f) => sum + gz(f), 0);
const css = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(`assets/${f}`), 0);

console.log(`\ninitial JavaScript for a first page: ${kb(initialGz)} gzip in ${initial.size} files`);
for (const file of [...initial].sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(file)).padStart(9)}  ${file}`);
console.log(`all JavaScript emitted: ${kb(allGz)} gzip in ${all.length} files (the rest loads per route, modal and language)`);
console.log(`CSS: ${kb(css)} gzip`);
console.log(`ratio: a first visit downloads ${((initialGz / allGz) * 100).toFixed(0)}% of the app's JavaScript\n`);
