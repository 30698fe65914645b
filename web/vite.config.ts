import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { NONCE_PLACEHOLDER } from '../rules/csp-nonce';
import { reactRelayPerHookImports } from './react-relay-imports';
import { relayRuntimeSlim } from './relay-runtime-slim';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), relay, reactRelayPerHookImports(), relayRuntimeSlim()],
  resolve: {
    // react-relay's main entry also carries the legacy container APIs (QueryRenderer, the fragment,
    // refetch and pagination containers: about 7 kB gzip) that nothing here uses; its hooks entry exports
    // every name the app imports, so the first page downloads only that (bench:web-bundle). A build goes
    // further: each name comes from its hook's own module (react-relay-imports.ts).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  // Every script, style and preload tag of index.html carries this nonce, and so do the chunks Vite's
  // preload helper adds later (it reads the csp-nonce meta tag): the gateway puts a fresh one in its place
  // per answer, which the page's Content-Security-Policy names (gateway/page-security.ts).
  html: { cspNonce: NONCE_PLACEHOLDER },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    // The gateway also serves what the platform draws and the game frames it passes through.
    proxy: Object.fromEntries(['/graphql', '/media', '/games', '/backoffice/graphql', '/backoffice/export'].map((path) => [path, { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000', ws: path.endsWith('/graphql') }])),
  },
  // The server render (src/entry-server.tsx, `--ssr`) is one Node module with its dependencies inside:
  // the gateway imports it without resolving the web's packages, and no browser ever gets it.
  ssr: { noExternal: true },
  // React's production build on the server too: its development build renders several times slower.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/web-server' : '../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Maps for development; a production build writes them for error tracking without naming them in the
    // files, and the production gateway serves none (gateway/static.ts).
    sourcemap: process.env.NODE_ENV === 'production' ? 'hidden' : true,
    // The shell must stay small; routes and locales are separate chunks.
    // relay-runtime and react-relay's hooks are the largest vendor chunks (about 60 kB gzip together);
    // anything larger is a regression.
    chunkSizeWarningLimit: 300,
    // One style sheet, linked by the page itself: a server-rendered page (issue 24) is styled at its first
    // paint, where a route's own sheet would arrive with its code and move what is already on screen.
    // All of it is about 24 kB gzip.
    cssCodeSplit: false,
  },
}));
