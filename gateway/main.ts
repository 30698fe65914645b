import { configOrExit } from '../rules/env';
import { loadGatewayConfig } from './config';
import { log } from './log';
import { createGatewayServer } from './server';

const config = configOrExit(loadGatewayConfig);
const gateway = createGatewayServer(config);
const port = await gateway.listen();
log.info({ url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, mode: config.production ? 'production' : 'development' }, 'listening');
process.send?.({ ready: true, port });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log.info({ inFlight: gateway.inFlight(), graceMs: config.shutdownGraceMs }, 'stopping');
  await gateway.close(config.shutdownGraceMs);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
