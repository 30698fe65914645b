/**
 * `npm start`: build the web app if it is missing, then run the platform and the
 * gateway as two processes (real HTTP between them), print where to go and the
 * demo accounts, and stop both cleanly on Ctrl-C.
 * `npm run dev`: the same with reload on change, plus Vite's dev server.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../platform/seed/demo';
import { AGENT_DEMO } from '../platform/agents';
import { mailboxMode } from '../platform/account/mail';
import { loadPlatformConfig } from '../platform/config';
import { loadGatewayConfig } from '../gateway/config';
import { configOrExit } from '../rules/env';

const dev = process.argv.includes('--dev');
// Both services' configuration, checked before anything starts: a bad value stops here with its one line.
const config = configOrExit(() => ({ platform: loadPlatformConfig(), gateway: loadGatewayConfig() }));
const gatewayPort = config.gateway.port;
const platformPort = config.platform.port;
const indexHtml = 'dist/web/index.html';
const builtFiles = [indexHtml, 'dist/web-server/entry-server.js'];
const mailbox = mailboxMode(config.platform);
const mailboxLine = {
  smtp: 'off: account mail is sent through SMTP_URL',
  local: `local: /en-US/mailbox answers browsers on this machine only (MAILBOX=open serves every visitor)`,
  open: 'open: /en-US/mailbox answers EVERY visitor, password-reset links included (MAILBOX=open)',
}[mailbox];

if (!dev && !builtFiles.every((file) => existsSync(file))) {
  console.log('Building the web app (first start)…');
  await (await import('./build-web')).buildWeb();
}

const children: ChildProcess[] = [];

/**
 * Starts a TypeScript entry point and resolves once its /health answers. (Not an
 * IPC message: under --watch the script runs in a child of the watcher.)
 */
async function startService(name: string, entry: string, healthUrl: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(entry, [], {
    execArgv: dev ? ['--import', 'tsx', '--watch-path=platform', '--watch-path=gateway', '--watch-path=rules'] : ['--import', 'tsx'],
    // Development reads pretty lines; anywhere else each line is JSON for a collector (an operator's LOG_PRETTY wins).
    env: { ...process.env, LOG_PRETTY: process.env.LOG_PRETTY ?? String(dev), ...env },
  });
  children.push(child);
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${name} exited (${code}); stopping.`);
      void stop(1);
    }
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  for (let waited = 0; running(); waited += 200) {
    if (await fetch(healthUrl).then((r) => r.ok, () => false)) return child;
    if (waited > 120_000) throw new Error(`${name} did not become healthy in 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} exited during start`);
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// The one-command demo pays with the simulated methods (issue 14 A); an operator's CASHIER_SANDBOX wins.
const cashierSandbox = process.env.CASHIER_SANDBOX ?? 'true';
const releaseHash = existsSync(indexHtml) ? createHash('sha256').update(readFileSync(indexHtml)).digest('hex').slice(0, 16) : 'development';

await startService('platform', 'platform/main.ts', `http://127.0.0.1:${platformPort}/health`, {
  PLATFORM_PORT: String(platformPort),
  CASHIER_SANDBOX: cashierSandbox,
  RELEASE_HASH: process.env.RELEASE_HASH ?? releaseHash,
});
await startService('gateway', 'gateway/main.ts', `http://127.0.0.1:${gatewayPort}/health`, {
  PORT: String(gatewayPort),
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${platformPort}`,
  NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production'),
});

let url = `http://localhost:${gatewayPort}/en-US/home`;
if (dev) {
  const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
  });
  children.push(vite);
  url = 'http://localhost:5173/en-US/home';
}

console.log(`
  Oddsgate is running: ${url}
  Database: ${config.platform.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : 'embedded PGlite in ./.data'}
  Mailbox: ${mailboxLine}
  Payments: ${cashierSandbox === 'true' ? 'the sandbox payment methods are ON (simulated money; CASHIER_SANDBOX=false turns them off)' : 'sandbox payment methods off (CASHIER_SANDBOX)'}

  Demo player: ${DEMO_ACCOUNTS.player.username} / ${DEMO_ACCOUNTS.player.password}
  Demo agent:  ${DEMO_ACCOUNTS.agent.username} / ${DEMO_ACCOUNTS.agent.password}
  Demo agent network:  ${AGENT_DEMO.username} / ${AGENT_DEMO.password}

  Back office: ${url.replace(/\/en-US\/home$/, '/backoffice')} — no staff account is made for you (it would be a
  known password on a public address): npm run staff -- create --username <you> --email <address> --role admin

  Press Ctrl-C to stop.
`);
