import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { bootPlatform } from './boot';
import { loadPlatformConfig } from './config';

const config = (() => {
  try {
    return loadPlatformConfig();
  } catch (error) {
    // A bad setting stops the process with its one line, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
})();
if (!config.databaseUrl && config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });
const platform = await bootPlatform(config);
const server = serve({ fetch: platform.app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`platform: listening on http://${config.host}:${info.port} (${platform.database.kind})`);
  process.send?.({ ready: true, port: info.port });
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  // Open SSE streams would hold close() forever.
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  await platform.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
