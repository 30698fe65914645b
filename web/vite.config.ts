import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), relay],
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    // The gateway also serves what the platform draws and the game frames it passes through.
    proxy: Object.fromEntries(['/graphql', '/media', '/games', '/backoffice/graphql', '/backoffice/export'].map((path) => [path, { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000', ws: path.endsWith('/graphql') }])),
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // The shell must stay small; routes and locales are separate chunks.
    // react-relay is one 263 kB (67 kB gzip) vendor chunk; anything larger is a regression.
    chunkSizeWarningLimit: 300,
  },
});
