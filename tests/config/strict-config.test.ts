/**
 * Issue 16 §4: every variable is checked before anything starts, and a bad value stops the process with
 * one line naming the variable, the value and what is expected. Before, PLATFORM_PORT=abc booted and then
 * crashed, POW_DIFFICULTY=abc started "healthy" and answered every sign-in 500, and FEED_TICK_MS=abc
 * would have ticked every millisecond.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../../gateway/config';
import { loadPlatformConfig } from '../../platform/config';

const refusal = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('one line per refusal, by kind of variable', () => {
  it.each([
    ['port', { PLATFORM_PORT: 'abc' }, 'platform: bad configuration: PLATFORM_PORT="abc" (expected a port number, 0 to 65535)'],
    ['port out of range', { PLATFORM_PORT: '70000' }, 'platform: bad configuration: PLATFORM_PORT="70000" (expected a port number, 0 to 65535)'],
    ['whole number', { POW_DIFFICULTY: 'abc' }, 'platform: bad configuration: POW_DIFFICULTY="abc" (expected a whole number, 0 to 32)'],
    ['whole number below its minimum', { FEED_TICK_MS: '1' }, 'platform: bad configuration: FEED_TICK_MS="1" (expected a whole number, 50 or more)'],
    ['number', { FEED_MATCH_MINUTES: 'twelve' }, 'platform: bad configuration: FEED_MATCH_MINUTES="twelve" (expected a number, 0.1 or more)'],
    ['URL', { DATABASE_URL: 'localhost:5432/oddsgate' }, 'platform: bad configuration: DATABASE_URL="localhost:5432/oddsgate" (expected a URL starting postgres:// or postgresql://)'],
    ['enum', { FEED: 'live' }, 'platform: bad configuration: FEED="live" (expected one of simulator, off)'],
    ['flag', { CASHIER_SANDBOX: 'yes' }, 'platform: bad configuration: CASHIER_SANDBOX="yes" (expected true or false)'],
    ['list', { POLITICAL_DECLARATION_COUNTRIES: 'SE,Sweden' }, 'platform: bad configuration: POLITICAL_DECLARATION_COUNTRIES="SE,Sweden" (each must be a two-letter country code such as SE at 1)'],
  ])('%s', (_kind, env, line) => {
    expect(refusal(() => loadPlatformConfig(env))).toBe(line);
  });

  it('a secret: named, its value never printed', () => {
    const message = refusal(() => loadPlatformConfig({ CASINO_WALLET_SECRET: 'hunter2' }));
    expect(message).toBe('platform: bad configuration: CASINO_WALLET_SECRET=(hidden) (expected a secret of at least 16 printable characters without spaces)');
    expect(refusal(() => loadGatewayConfig({ METRICS_TOKEN: 'hunter2 hunter2 hunter2' }))).not.toContain('hunter2');
  });

  it('every bad variable in the one line, each once', () => {
    expect(refusal(() => loadGatewayConfig({ PORT: '-1', UPSTREAM_URL: 'ftp://platform', NODE_ENV: 'prod' }))).toBe(
      'gateway: bad configuration: PORT="-1" (expected a port number, 0 to 65535); UPSTREAM_URL="ftp://platform" (expected one or more URLs starting http:// or https://, comma-separated); NODE_ENV="prod" (expected one of development, production, test)',
    );
  });

  it('unset and empty values take the defaults; good values are read as numbers and flags', () => {
    expect(loadPlatformConfig({})).toMatchObject({ port: 4001, powDifficulty: 16, feedTickMs: 1000, cashierSandbox: false, databaseUrl: undefined, publicUrl: 'http://localhost:4000' });
    expect(loadPlatformConfig({ PLATFORM_PORT: '', POW_DIFFICULTY: '', DATABASE_URL: '' })).toMatchObject({ port: 4001, powDifficulty: 16, databaseUrl: undefined });
    expect(loadPlatformConfig({ PLATFORM_PORT: '5001', POW_DIFFICULTY: '4', CASHIER_SANDBOX: 'true', PORT: '5000', FEED_MATCH_MINUTES: '2.5' })).toMatchObject({
      port: 5001,
      powDifficulty: 4,
      cashierSandbox: true,
      publicUrl: 'http://localhost:5000',
      feedMatchMinutes: 2.5,
    });
    expect(loadGatewayConfig({ PLATFORM_PORT: '5001', TRUST_PROXY: 'true' })).toMatchObject({ upstreamUrls: ['http://127.0.0.1:5001'], trustProxy: true, production: false });
    // Several platforms, preferred first; a bad one among them refuses the whole list.
    expect(loadGatewayConfig({ UPSTREAM_URL: 'http://p1:4001/, http://p2:4001' }).upstreamUrls).toEqual(['http://p1:4001', 'http://p2:4001']);
    expect(() => loadGatewayConfig({ UPSTREAM_URL: 'http://p1:4001,p2:4001' })).toThrow(/UPSTREAM_URL="http:\/\/p1:4001,p2:4001" \(expected one or more URLs/);
  });
});

/** Runs a service's real entry point with `env` added; it must stop before it listens. */
function start(entry: string, env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, SEED_DEMO_DATA: 'false', FEED: 'off', DATA_DIR: 'memory://', PLATFORM_PORT: '0', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, lines: run.stderr.split('\n').filter(Boolean) };
}

describe('the processes stop before anything starts', () => {
  it('the platform: exit 1 and the one line, nothing listened', () => {
    const run = start('platform/main.ts', { POW_DIFFICULTY: 'abc' });
    expect(run).toMatchObject({ status: 1, stdout: '', lines: ['platform: bad configuration: POW_DIFFICULTY="abc" (expected a whole number, 0 to 32)'] });
  });

  it('the gateway: exit 1 and the one line', () => {
    const run = start('gateway/main.ts', { UPSTREAM_TIMEOUT_MS: '5s' });
    expect(run).toMatchObject({ status: 1, stdout: '', lines: ['gateway: bad configuration: UPSTREAM_TIMEOUT_MS="5s" (expected a whole number, 100 to 600000)'] });
  });

  it('npm start checks both services before it starts either', () => {
    const run = start('scripts/start.ts', { FEED_TICK_MS: 'abc' });
    expect(run).toMatchObject({ status: 1, stdout: '', lines: ['platform: bad configuration: FEED_TICK_MS="abc" (expected a whole number, 50 or more)'] });
  });

  it('an unreachable database is tried again with backoff, then the start gives up with one line', () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    const run = start('platform/main.ts', { DATABASE_URL: 'postgres://oddsgate@127.0.0.1:9/oddsgate', DATABASE_CONNECT_TIMEOUT_MS: '1500' });
    expect(run.status).toBe(1);
    // Each try a JSON log line on standard output; the last word one line on standard error.
    const retries = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'the database cannot be reached yet');
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries[0]).toMatchObject({ service: 'platform', level: 40, retryInMs: 250, err: expect.stringMatching(/ECONNREFUSED/) });
    expect(retries[1]).toMatchObject({ retryInMs: 500 });
    expect(run.lines).toEqual([expect.stringMatching(/^platform: the database cannot be reached: .*ECONNREFUSED/)]);
  });
});
