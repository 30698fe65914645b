/**
 * `npm run test:e2e`: the Playwright journeys in Debian's Chromium against a
 * freshly built web app and the real stack.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. The e2e tests drive Debian's Chromium: install it with\n` +
      '  apt-get update && apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at another Chromium binary).',
  );
  process.exit(1);
}

const run = (args: string[]) => execFileSync(process.execPath, args, { stdio: 'inherit' });
if (!process.argv.includes('--no-build')) run(['--import', 'tsx', 'scripts/build-web.ts', '--quiet']);
try {
  run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
} catch {
  process.exit(1);
}
