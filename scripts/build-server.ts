/**
 * `npm run build:server`: the gateway, the platform (and its worker role) and the database command as
 * plain JavaScript in dist/server/, so production runs `node dist/server/<entry>.mjs` with no TypeScript
 * loader (issue 16 §7). Each entry is one ES module bundle of our code; packages stay in node_modules
 * (installed with `npm ci --omit=dev`). The banner names the project root, two folders up, where the
 * bundles read locales and the persisted operations (rules/project-files.ts).
 */
import { build, type Metafile } from 'esbuild';

export const SERVER_ENTRIES = { gateway: 'gateway/main.ts', platform: 'platform/main.ts', db: 'scripts/db.ts', staff: 'scripts/staff.ts' };

/** Bundles the entries into `outdir` (two folders below the project root); answers esbuild's metafile. */
export async function buildServer(outdir = 'dist/server'): Promise<Metafile> {
  const result = await build({
    entryPoints: SERVER_ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner: { js: "globalThis.oddsgateProjectRoot = new URL('../../', import.meta.url);" },
  });
  return result.metafile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`dist/server: ${Object.keys(SERVER_ENTRIES).map((name) => `${name}.mjs`).join(', ')}`);
}
