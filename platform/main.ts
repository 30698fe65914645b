import { bootPlatform } from './boot';
import { configOrExit } from '../rules/env';
import { loadPlatformConfig } from './config';
import { servePlatform } from './serve';
import { log } from './log';

const config = configOrExit(loadPlatformConfig);
// A start that cannot finish (the database unreachable past its timeout, a wrong password) ends with one line, not a stack.
const platform = await bootPlatform(config).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
// A worker serves nothing: it takes part in the background work (leader.ts) and stops with it.
const served =
  config.role === 'worker'
    ? null
    : servePlatform(platform, config, (port) => {
        log.info({ url: `http://${config.host}:${port}`, database: platform.database.kind, role: config.role }, 'listening');
        process.send?.({ ready: true, port });
      });
if (!served) log.info({ database: platform.database.kind, role: config.role }, 'worker running: background work only');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  if (served) {
    log.info({ inFlight: served.inFlight(), graceMs: config.shutdownGraceMs }, 'stopping');
    const { cut } = await served.stop(config.shutdownGraceMs);
    if (cut > 0) log.warn({ cut, graceMs: config.shutdownGraceMs }, 'requests still running after the grace were cut');
  } else {
    await platform.close();
  }
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
