/**
 * The production topology of compose.yaml as plain processes on loopback (issue 16 acceptance): a real
 * PostgreSQL server, a real Redis, two API platforms, one worker and two production gateways, each the
 * compiled bundle run by `node` with the role compose gives it. Processes keep their ports across a
 * restart (a restart policy brings a killed one back where its neighbours expect it) and the last lines
 * of their logs, which a failing test prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startPostgres } from '../../bench/servers/postgres';
import { buildServer } from '../../scripts/build-server';
import { freePort, startRedis } from '../helpers/servers';
import { smtpSink } from '../helpers/smtp';

const OUT = 'dist/server-cluster';
const READY_MS = 90_000;

/** One service: its bundle, its environment, how it says it is ready. */
export class ClusterProcess {
  private child: ChildProcess | null = null;
  private lines: string[] = [];

  constructor(
    readonly name: string,
    readonly bundle: 'platform' | 'gateway',
    private readonly env: Record<string, string>,
    readonly port: number | null,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts it and resolves once it serves (IPC "ready") or, for a worker, runs its background work. */
  start(): Promise<void> {
    const child = spawn(process.execPath, [`${OUT}/${this.bundle}.mjs`], { env: this.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    this.child = child;
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} was not ready after ${READY_MS} ms:\n${this.tail()}`)), READY_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      child.on('message', (message: { ready?: boolean }) => message.ready && done());
      const keep = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          this.lines.push(line);
          if (line.includes('worker running: background work only')) done();
        }
        this.lines = this.lines.slice(-300);
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited (${code ?? signal}) before it was ready:\n${this.tail()}`));
      });
    });
    ready.catch(() => {});
    return ready;
  }

  /** kill -9: no drain, no goodbye; resolves when the process is gone. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  }

  /** Its last log lines, for a failure's message. */
  tail(count = 60): string {
    return this.lines.slice(-count).map((line) => `  [${this.name}] ${line}`).join('\n');
  }
}

/**
 * compose.yaml's services as this test runs them: the bundle, the environment that gives the role, and
 * for a gateway the platforms of its UPSTREAM_URL in order (each prefers its own, calls the other while
 * it is down). tests/config/packaging.test.ts holds compose.yaml to this list.
 */
export const SERVICES = [
  { name: 'platform-1', bundle: 'platform', env: { PLATFORM_ROLE: 'api' } },
  { name: 'platform-2', bundle: 'platform', env: { PLATFORM_ROLE: 'api' } },
  { name: 'worker', bundle: 'platform', env: { PLATFORM_ROLE: 'worker' } },
  { name: 'gateway-1', bundle: 'gateway', env: { NODE_ENV: 'production' }, upstreams: ['platform-1', 'platform-2'] },
  { name: 'gateway-2', bundle: 'gateway', env: { NODE_ENV: 'production' }, upstreams: ['platform-2', 'platform-1'] },
] as const;

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster() {
  await buildServer(OUT);
  const [postgres, redis] = await Promise.all([startPostgres({ durable: false }), startRedis()]);
  const smtp = smtpSink();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const metricsToken = 'cluster-metrics-token';
  const adminToken = 'cluster-admin-token-0123456789';
  // What compose.yaml's x-oddsgate block gives every service; nothing inherited from the test's own environment.
  const common = {
    PATH: process.env.PATH ?? '',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    ADMIN_TOKEN: adminToken,
    CASINO_WALLET_SECRET: 'cluster-casino-wallet-secret',
    CASHIER_SANDBOX_SECRET: 'cluster-sandbox-secret-0123',
    CASHIER_ADDRESS_SECRET: 'cluster-address-secret-0123',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    METRICS_TOKEN: metricsToken,
    SHUTDOWN_GRACE_MS: '2000',
    LOG_LEVEL: 'info',
    // A quicker feed than the default second: more odds moments for the subscribers to account for.
    FEED_TICK_MS: '500',
  };
  const ports = new Map(await Promise.all(SERVICES.filter((service) => !('PLATFORM_ROLE' in service.env && service.env.PLATFORM_ROLE === 'worker')).map(async (service) => [service.name, await freePort()] as const)));
  const processes = SERVICES.map((service) => {
    const port = ports.get(service.name) ?? null;
    const env: Record<string, string> = { ...common, ...service.env };
    if (service.bundle === 'platform' && port !== null) env.PLATFORM_PORT = String(port);
    if ('upstreams' in service) Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: service.upstreams.map((name) => `http://127.0.0.1:${ports.get(name)}`).join(',') });
    return new ClusterProcess(service.name, service.bundle, env, port);
  });
  const named = (name: string) => processes.find((process) => process.name === name)!;
  const platforms = [named('platform-1'), named('platform-2')] as const;
  const worker = named('worker');
  const gateways = [named('gateway-1'), named('gateway-2')] as const;

  // As compose starts them: the platforms and the worker together (they migrate and seed one at a time), then the gateways.
  await Promise.all(processes.filter((process) => process.bundle === 'platform').map((process) => process.start()));
  await Promise.all(gateways.map((process) => process.start()));

  return {
    postgres,
    platforms,
    worker,
    gateways,
    smtp,
    adminToken,
    /** Whether this gateway streams the platform's events into Redis for every gateway (its /metrics). */
    async feedsEvents(process: ClusterProcess): Promise<boolean> {
      const text = await (await fetch(`${process.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      return /^oddsgate_feeding_events 1$/m.test(text);
    },
    logs: () => processes.map((process) => process.tail(40)).join('\n'),
    async stop() {
      await Promise.all(processes.map((process) => process.stop()));
      await new Promise((resolve) => smtp.server.close(resolve));
      await Promise.all([redis.stop(), postgres.stop()]);
      rmSync(OUT, { recursive: true, force: true });
    },
  };
}
