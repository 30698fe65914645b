import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from '../../gateway/ssr';

/**
 * Issue 24: what the gateway does around the web app's server render (the render itself runs in
 * e2e/server-render.spec.ts, against the built module): it loads the module only when it was built,
 * renders at most so many pages at once, and a render that fails or outruns its budget leaves the page to
 * the browser. The module here stands in for the built one: each render waits until the test lets it go.
 */
function moduleFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'oddsgate-ssr-')), 'entry-server.mjs');
  writeFileSync(
    file,
    `const pending = (globalThis.oddsgatePendingRenders = []);
     export async function render(request) {
       if (request.path === '/en-US/fails') throw new Error('render failed');
       await new Promise((resolve, reject) => {
         pending.push(resolve);
         request.signal.addEventListener('abort', () => reject(request.signal.reason));
       });
       return { html: '<p>' + request.path + '</p>', state: { records: {}, namespaces: [] } };
     }`,
  );
  return file;
}

/** The module's renders waiting to be let go (the module loads with the first render: polled with time for a busy machine). */
const pending = () => (globalThis as unknown as { oddsgatePendingRenders?: (() => void)[] }).oddsgatePendingRenders ?? [];

const page = (path: string) => ({ path, language: 'en-US' as const, cookie: '', nonce: 'n' });
const graphql = async () => ({});

describe('the server render around the built module', () => {
  it('is off when the module was not built', () => {
    expect(createPageRenderer({ entry: join(tmpdir(), 'no-such-entry.mjs'), graphql, budgetMs: 1000, concurrency: 4 })).toBeNull();
  });

  it('renders at most `concurrency` pages at once: the next goes out for the browser, and renders again once one is done', async () => {
    const entry = moduleFile();
    const render = createPageRenderer({ entry, graphql, budgetMs: 10_000, concurrency: 2 })!;
    const first = render(page('/en-US/a'));
    const second = render(page('/en-US/b'));
    await expect.poll(() => pending().length, { timeout: 20_000 }).toBe(2);
    expect(await render(page('/en-US/c'))).toBeNull();
    pending().shift()!();
    expect(await first).toEqual({ html: '<p>/en-US/a</p>', state: { records: {}, namespaces: [] } });
    const fourth = render(page('/en-US/d'));
    await expect.poll(() => pending().length, { timeout: 20_000 }).toBe(2);
    pending().splice(0).forEach((resolve) => resolve());
    expect((await second)?.html).toBe('<p>/en-US/b</p>');
    expect((await fourth)?.html).toBe('<p>/en-US/d</p>');
  });

  it('a render that outruns its budget or fails leaves the page to the browser, and frees its place', async () => {
    const render = createPageRenderer({ entry: moduleFile(), graphql, budgetMs: 100, concurrency: 1 })!;
    expect(await render(page('/en-US/slow'))).toBeNull();
    expect(await render(page('/en-US/fails'))).toBeNull();
    // Both places were given back: a third render is attempted (and runs out of time again).
    const started = Date.now();
    expect(await render(page('/en-US/slow'))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});
