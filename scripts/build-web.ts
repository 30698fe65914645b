/**
 * Builds the web app: the browser's files (dist/web) and the server render of its public pages
 * (dist/web-server/entry-server.js, which the gateway loads: gateway/ssr.ts). Both come from the same
 * sources in one step, so a gateway never renders pages with another build's code than the browser runs.
 */
import { build } from 'vite';

export const SERVER_RENDER_ENTRY = 'src/entry-server.tsx';

export async function buildWeb(logLevel: 'info' | 'warn' = 'warn') {
  await build({ configFile: 'web/vite.config.ts', logLevel });
  await build({ configFile: 'web/vite.config.ts', logLevel, build: { ssr: SERVER_RENDER_ENTRY } });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWeb(process.argv.includes('--quiet') ? 'warn' : 'info');
