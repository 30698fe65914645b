import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { bootPlatform } from './boot';
import { configOrExit } from '../rules/env';
import { loadPlatformConfig } from './config';

const config = configOrExit(loadPlatformConfig);
if (!config.databaseUrl && config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true });
// A start that cannot finish (the database unreachable past its timeout, a wrong password) ends with one line, not a stack.
const platform = await bootPlatform(config).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
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
