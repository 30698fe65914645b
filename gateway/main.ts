import { configOrExit } from '../rules/env';
import { loadGatewayConfig } from './config';
import { createGatewayServer } from './server';

const config = configOrExit(loadGatewayConfig);
const gateway = createGatewayServer(config);
const port = await gateway.listen();
console.log(`gateway: listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port} (${config.production ? 'production' : 'development'})`);
process.send?.({ ready: true, port });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log(`gateway: stopping, ${gateway.inFlight()} request(s) under way (up to ${config.shutdownGraceMs} ms)`);
  await gateway.close(config.shutdownGraceMs);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
