/**
 * Bench processes that answer commands: the parent forks a child (its own event loop, as in production),
 * waits for its "ready" message, then calls named commands over IPC. A child exits when its parent goes
 * away, so an interrupted bench leaves nothing running.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';

type Message =
  | { type: 'ready'; info: unknown }
  | { type: 'call'; id: number; command: string; args: unknown }
  | { type: 'reply'; id: number; result?: unknown; error?: string };

export interface Child<Info> {
  info: Info;
  pid: number;
  call<R>(command: string, args?: unknown): Promise<R>;
  /** SIGTERM, then SIGKILL after a grace period. */
  stop(graceMs?: number): Promise<void>;
}

/** The gateway runs as `npm start` runs it: NODE_ENV=production (graphql-js, among others, takes its fast paths). */
export const GATEWAY_ENV = { NODE_ENV: 'production' };

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Forks entry under tsx (extra node options and environment when given); advanced serialization so typed arrays cross IPC as binary. */
export function startChild<Info>(entry: string, args: string[] = [], nodeOptions: string[] = [], env: Record<string, string> = {}): Promise<Child<Info>> {
  const child = fork(entry, args, {
    execArgv: ['--import', 'tsx', ...nodeOptions],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  running.add(child);
  let next = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      running.delete(child);
      for (const call of pending.values()) call.reject(new Error(`${entry} exited (${signal ?? code}) during a call`));
      pending.clear();
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${entry} exited with ${signal ?? code} before it was ready`)));
    child.on('message', (raw) => {
      const message = raw as Message;
      if (message.type === 'reply') {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) call?.reject(new Error(`${entry}: ${message.error}`));
        else call?.resolve(message.result);
      } else if (message.type === 'ready') {
        resolve({
          info: message.info as Info,
          pid: child.pid!,
          call: <R>(command: string, callArgs?: unknown) =>
            new Promise<R>((done, fail) => {
              if (exited) return fail(new Error(`${entry} is not running`));
              const id = next++;
              pending.set(id, { resolve: done as (value: unknown) => void, reject: fail });
              child.send({ type: 'call', id, command, args: callArgs } satisfies Message);
            }),
          async stop(graceMs = 5000) {
            if (exited) return;
            child.kill('SIGTERM');
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            await exitedPromise;
            clearTimeout(timer);
          },
        });
      }
    });
  });
}

/**
 * The bench platform (bench/servers/platform.ts) and the production gateway in front of it with extra
 * persisted documents, each in a process of its own; stopped together, also on Ctrl-C.
 * BENCH_CPU_PROF=<dir>: both write V8 CPU profiles there when they stop (open them in Chrome DevTools).
 */
export async function startPlatformAndGateway(documents: string[]) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const platform = await startChild<{ url: string }>('bench/servers/platform.ts', [], profile);
  const gateway = await startChild<{ url: string }>('bench/servers/gateway-alone.ts', [platform.info.url, JSON.stringify(documents)], profile, GATEWAY_ENV);
  const stopAll = async () => {
    await gateway.stop().catch(() => {});
    await platform.stop().catch(() => {});
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  return { platform, gateway, stopAll };
}

/** Child side: answer the parent's commands, announce readiness, and die with the parent. */
export function serveParent(info: unknown, commands: Record<string, (args: never) => unknown>, onStop: () => Promise<void> = async () => {}): void {
  process.on('message', async (raw) => {
    const message = raw as Message;
    if (message.type !== 'call') return;
    const command = commands[message.command];
    try {
      if (!command) throw new Error(`unknown command ${message.command}`);
      const result = await command(message.args as never);
      process.send?.({ type: 'reply', id: message.id, result } satisfies Message);
    } catch (error) {
      process.send?.({ type: 'reply', id: message.id, error: (error as Error).stack ?? String(error) } satisfies Message);
    }
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await onStop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  process.send?.({ type: 'ready', info } satisfies Message);
}

/** CLOCK_MONOTONIC in milliseconds: the same clock in every process of this machine. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/** CPU time this process used, in ms, for utilisation over a window. */
export const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const getconf = (name: string, fallback: number) => {
  try {
    return Number(execFileSync('getconf', [name]).toString().trim()) || fallback;
  } catch {
    return fallback;
  }
};
const ticksPerSecond = getconf('CLK_TCK', 100);
const pageBytes = getconf('PAGESIZE', 4096);

/**
 * CPU time (ms) and resident memory (MB) of a process, read from /proc by another process: it answers
 * even while the measured process is too busy to answer IPC. Null where there is no /proc.
 */
export function procStats(pid: number): { cpuMs: number; rssMb: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state is 3rd overall, utime 14th, stime 15th, rss (pages) 24th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpu = ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
    const rssMb = (Number(fields[21]) * pageBytes) / 2 ** 20;
    return { cpuMs: cpu, rssMb };
  } catch {
    return null;
  }
}

/** CPU time of the whole machine (all cores, ms): busy and total, to tell how much went to other work. */
export function machineCpu(): { busyMs: number; totalMs: number } {
  let busyMs = 0;
  let totalMs = 0;
  for (const { times } of cpus()) {
    const total = times.user + times.nice + times.sys + times.idle + times.irq;
    totalMs += total;
    busyMs += total - times.idle;
  }
  return { busyMs, totalMs };
}

/**
 * Runs one autocannon measurement and samples the servers' CPU from /proc around it: percent of one
 * core for each server, this process (autocannon), and everything else on the machine, in that order.
 */
export async function measureWithCpu(servers: Child<unknown>[], seconds: number, run: (seconds: number) => Promise<autocannon.Result>, what: string) {
  const before = [...servers.map((child) => procStats(child.pid)?.cpuMs ?? Number.NaN), cpuMs()];
  const machineBefore = machineCpu();
  const t0 = monotonicMs();
  const result = await run(seconds);
  const elapsed = monotonicMs() - t0;
  const after = [...servers.map((child) => procStats(child.pid)?.cpuMs ?? Number.NaN), cpuMs()];
  const machineAfter = machineCpu();
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${what}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpu = after.map((value, i) => ((value - before[i]!) / elapsed) * 100);
  const others = ((machineAfter.busyMs - machineBefore.busyMs) / elapsed) * 100 - cpu.reduce((sum, c) => sum + c, 0);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total, cpu: [...cpu, Math.max(0, others)] };
}

/**
 * A child's answer to the bench's `stats` command: its CPU time, memory, and how its event loop fared
 * (delay percentiles, samples, busy share) since the previous call, which starts the next window.
 */
export function processStats() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let utilization = performance.eventLoopUtilization();
  return () => {
    const elu = performance.eventLoopUtilization(utilization);
    utilization = performance.eventLoopUtilization();
    const stats = { cpuMs: cpuMs(), rssMb: process.memoryUsage().rss / 2 ** 20, loopSamples: loop.count, loopP99Ms: loop.percentile(99) / 1e6, loopMaxMs: loop.max / 1e6, loopBusy: elu.utilization };
    loop.reset();
    return stats;
  };
}

/** Stops a bench platform: its listener, keep-alive connections included, then the platform itself. */
export async function closeServedPlatform(server: { close(callback: () => void): unknown }, platform: { close(): Promise<void> }): Promise<void> {
  (server as unknown as { closeAllConnections(): void }).closeAllConnections();
  await new Promise<void>((resolve) => server.close(resolve));
  await platform.close();
}
