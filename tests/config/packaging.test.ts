/**
 * Issue 16 §7, checked where no container can be built: the server bundles run with plain Node (no
 * TypeScript loader), import only production packages (the image installs `npm ci --omit=dev`), and
 * compose.yaml's services run exactly those bundles in their roles; the Dockerfile is multi-stage and runs
 * as an unprivileged user.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildServer } from '../../scripts/build-server';
import { SERVICES } from '../cluster/topology';

const OUT = 'dist/server-test';
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const packageOf = (path: string) => (path.startsWith('node:') ? null : path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/'));

afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('the server bundles', () => {
  it('import production packages only, and the platform runs from them with plain node', async () => {
    const meta = await buildServer(OUT);
    const imported = new Set(Object.values(meta.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => packageOf(entry.path))));
    imported.delete(null);
    expect([...imported].filter((name) => !Object.hasOwn(pkg.dependencies, name!))).toEqual([]);
    expect(imported.has('pg')).toBe(true);

    const child = spawn(process.execPath, [`${OUT}/platform.mjs`], { env: { ...process.env, LOG_LEVEL: 'info', DATA_DIR: 'memory://', FEED: 'off', SEED_DEMO_DATA: 'false', PLATFORM_PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const listening = text.split('\n').find((line) => line.includes('"msg":"listening"'));
          if (listening) resolve((JSON.parse(listening) as { url: string }).url);
        });
        child.once('exit', (code) => reject(new Error(`the bundle exited with ${code}`)));
      });
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok', database: 'ok' });
      // The locales are found from the bundle's place (rules/project-files.ts).
      const translations = (await (await fetch(`${url}/api/reference/translations?lang=sv-SE&namespace=errors`)).json()) as { Translations: Record<string, string> };
      expect(translations.Translations.VALIDATION).toBe('Kontrollera de markerade fälten.');
    } finally {
      child.kill('SIGTERM');
    }
  }, 60_000);
});

describe('compose.yaml and the Dockerfile', () => {
  type Service = { image?: string; command?: string[]; environment?: Record<string, string>; ports?: string[] };
  const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const ours = Object.entries(compose.services).filter(([, service]) => service.image === 'oddsgate');

  it('runs the services the cluster test runs: the same bundles, roles and upstream platforms in order', () => {
    // tests/cluster/ starts exactly these processes from the bundles and kills them; compose must run the same.
    expect(ours.map(([name]) => name)).toEqual(SERVICES.map((service) => service.name));
    for (const service of SERVICES) {
      const composed = compose.services[service.name]!;
      expect(composed.command?.join(' '), service.name).toBe(`node dist/server/${service.bundle}.mjs`);
      expect(composed.environment, service.name).toMatchObject(service.env);
      const upstreams = composed.environment?.UPSTREAM_URL?.split(',').map((url) => new URL(url).hostname);
      expect(upstreams, service.name).toEqual('upstreams' in service ? service.upstreams : undefined);
    }
    for (const [, service] of ours) expect(service.environment).toMatchObject({ DATABASE_URL: expect.stringMatching(/^postgres:\/\//), REDIS_URL: expect.stringMatching(/^redis:\/\//) });
    // Only the proxy is published; the gateways believe its X-Forwarded-For, nobody else reaches them.
    expect(Object.entries(compose.services).filter(([, service]) => service.ports).map(([name]) => name)).toEqual(['proxy']);
    expect(ours.filter(([name]) => name.startsWith('gateway')).every(([, service]) => service.environment?.TRUST_PROXY === 'true')).toBe(true);
  });

  it('builds in stages and runs as an unprivileged user with production packages only', () => {
    const lines = readFileSync('Dockerfile', 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const stages = lines.filter((line) => line.startsWith('FROM '));
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const last = lines.slice(lines.lastIndexOf(stages.at(-1)!));
    expect(last.filter((line) => line.startsWith('USER ')).at(-1)).toMatch(/^USER (?!root|0\b)\w+/);
    expect(last.some((line) => /npm ci --omit=dev/.test(line))).toBe(true);
    expect(last.some((line) => /tsx/.test(line))).toBe(false);
    expect(last.find((line) => line.startsWith('CMD '))).toContain('dist/server/');
  });
});
