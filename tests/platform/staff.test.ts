/**
 * Staff accounts and sessions at the platform (issue 18): a code works once, a session idles out after
 * STAFF_IDLE_MINUTES, locking a member of staff ends their sessions at once, the last admin stays an
 * admin, wrong passwords slow a user name down without locking the account (only the password holder
 * can lock it, with wrong codes), and `npm run staff -- create` makes a first admin who can sign in.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../platform/staff/accounts';
import { auditCsv, csvCell } from '../../platform/staff/audit-log';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, staffCode } from '../helpers/staff';

let platform: Awaited<ReturnType<typeof startPlatform>>;
type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };
let app: App;

beforeAll(async () => {
  platform = await startPlatform({ adminToken: 'staff-test-machine-token', jackpotIntervalMs: 0 });
  app = platform.app as App;
});
afterAll(() => platform.close());

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const signIn = (UserName: string, Password: string, Code: string) => call('POST', '/api/staff/sign-in', {}, { UserName, Password, Code });

describe('staff sign-in', () => {
  it('a code works once: the same code cannot open a second session', async () => {
    const made = (await createStaff(platform.db, { username: 'once', email: 'once@staff.test', roles: ['support'] }, null))!;
    const code = staffCode(made.totpSecret);
    expect((await signIn('once', made.password, code)).status).toBe(200);
    const again = await signIn('once', made.password, code);
    expect(again).toMatchObject({ status: 401, body: { ErrorCode: 'TWO_FACTOR_INVALID', ErrorMessage: 'The authenticator code is wrong or already used.' } });
  });

  it('wrong passwords slow the user name down but never lock the account', async () => {
    const made = (await createStaff(platform.db, { username: 'guessed', email: 'guessed@staff.test', roles: ['payments'] }, null))!;
    let last = await signIn('guessed', 'wrong-password', '000000');
    for (let attempt = 0; attempt < 11; attempt++) last = await signIn('guessed', 'wrong-password', '000000');
    expect(last).toMatchObject({ status: 401, body: { ErrorCode: 'INVALID_CREDENTIALS', RetryAfterSeconds: expect.any(Number) } });
    const row = await platform.db.selectFrom('staff').select(['locked_at', 'failed_codes']).where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_at: null, failed_codes: 0 });
  });

  it('one address guessing at many user names is slowed down as a whole', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    let last = { status: 0, body: {} as Record<string, unknown> };
    for (let attempt = 0; attempt < 31; attempt++) last = await call('POST', '/api/staff/sign-in', from, { UserName: `sprayed${attempt}`, Password: 'Winter2026!', Code: '000000' });
    expect(last).toMatchObject({ status: 401, body: { ErrorCode: 'INVALID_CREDENTIALS', RetryAfterSeconds: expect.any(Number) } });
    // Another address is not held up by it.
    expect((await call('POST', '/api/staff/sign-in', { 'x-forwarded-for': '203.0.113.78' }, { UserName: 'sprayed0', Password: 'Winter2026!', Code: '000000' })).body.RetryAfterSeconds).toBeUndefined();
  });

  it('an unknown user name answers as a wrong password does', async () => {
    expect(await signIn('nobody-here', 'whatever-password', '123456')).toMatchObject({ status: 401, body: { ErrorCode: 'INVALID_CREDENTIALS', ErrorMessage: 'The user name or password is wrong.' } });
  });
});

describe('staff sessions', () => {
  it('end after STAFF_IDLE_MINUTES without use', async () => {
    const staff = await signedInStaff(platform.db, app, ['auditor']);
    expect((await call('GET', '/api/staff/session', staff.headers)).status).toBe(200);
    await sql`update staff_sessions set last_seen_at = now() - make_interval(mins => ${platform.config.staffIdleMinutes + 1}) where staff_id = ${staff.id}`.execute(platform.db);
    expect(await call('GET', '/api/staff/session', staff.headers)).toMatchObject({ status: 401, body: { ErrorCode: 'UNAUTHORIZED' } });
    expect((await call('GET', '/api/backoffice/audit', staff.headers)).status).toBe(401);
  });

  it('signing out ends the session', async () => {
    const staff = await signedInStaff(platform.db, app, ['auditor']);
    await call('POST', '/api/staff/sign-out', staff.headers);
    expect((await call('GET', '/api/staff/session', staff.headers)).status).toBe(401);
  });

  it("locking a member of staff ends their sessions at once, and a role change takes effect at once", async () => {
    const admin = await signedInStaff(platform.db, app, ['admin']);
    const target = await signedInStaff(platform.db, app, ['compliance']);
    expect((await call('GET', '/api/backoffice/audit', target.headers)).status).toBe(200);
    const demoted = await call('POST', `/api/backoffice/staff/${target.id}`, admin.headers, { Roles: ['support'], Reason: 'moved team' });
    expect(demoted.status).toBe(200);
    const fresh = await signIn(target.username, target.password, staffCode(target.totpSecret, 1));
    const headers = { 'x-staff-token': fresh.body.Token as string };
    expect(await call('GET', '/api/backoffice/audit', headers)).toMatchObject({ status: 403, body: { ErrorCode: 'FORBIDDEN' } });
    await call('POST', `/api/backoffice/staff/${target.id}`, admin.headers, { Locked: true, Reason: 'left the company' });
    expect((await call('GET', '/api/staff/session', headers)).status).toBe(401);
  });

  it('the last unlocked admin can neither be locked nor lose the role', async () => {
    await sql`update staff set locked_at = now() where 'admin' = any(roles)`.execute(platform.db);
    const only = await signedInStaff(platform.db, app, ['admin']);
    const lock = await call('POST', `/api/backoffice/staff/${only.id}`, only.headers, { Locked: true, Reason: 'oops' });
    expect(lock).toMatchObject({ status: 409, body: { ErrorCode: 'LAST_ADMIN' } });
    const demote = await call('POST', `/api/backoffice/staff/${only.id}`, only.headers, { Roles: ['auditor'], Reason: 'oops' });
    expect(demote).toMatchObject({ status: 409, body: { ErrorCode: 'LAST_ADMIN' } });
    expect((await platform.db.selectFrom('staff').select(['roles', 'locked_at']).where('id', '=', only.id).executeTakeFirstOrThrow())).toEqual({ roles: ['admin'], locked_at: null });
  });
});

describe('the audit log as CSV', () => {
  it('defuses spreadsheet formulas and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(['payments', 'support'])).toBe('payments support');
    const csv = auditCsv([{ Id: '1', At: '2026-11-28T00:00:00.000Z', Actor: 'staff', StaffId: '1', StaffUserName: 'ann', Roles: ['admin'], Operation: 'staff.manage', TargetType: 'staff', TargetId: '2', Before: { Locked: false }, After: { Locked: true }, Reason: 'left, for good', RequestId: 'abc' }]);
    expect(csv.split('\r\n')[1]).toBe('1,2026-11-28T00:00:00.000Z,staff,ann,admin,staff.manage,staff,2,"{""Locked"":false}","{""Locked"":true}","left, for good",abc');
  });
});

describe('npm run staff -- create', () => {
  it('makes a first admin whose printed password and TOTP secret sign in, and audits it as a machine action', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oddsgate-staff-cli-'));
    try {
      // PLATFORM_URL: nothing listens there, so the command opens the database itself.
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', PLATFORM_URL: 'http://127.0.0.1:9' };
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'create', '--username', 'first', '--email', 'first@example.com', '--role', 'admin'], { env, encoding: 'utf8', timeout: 120_000 });
      expect(run.status, run.stderr).toBe(0);
      const password = /password:\s+(\S+)/.exec(run.stdout)?.[1];
      const secret = /TOTP secret:\s+(\S+)/.exec(run.stdout)?.[1];
      expect(run.stdout).toMatch(/TOTP URI:\s+otpauth:\/\/totp\//);
      const again = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'create', '--username', 'FIRST', '--email', 'x@example.com', '--role', 'admin'], { env, encoding: 'utf8', timeout: 120_000 });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('already called FIRST');
      const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', 'create', '--username', 'x', '--email', 'x@example.com', '--role', 'king'], { env, encoding: 'utf8', timeout: 60_000 });
      expect(bad.status).toBe(2);
      // The CLI's database, opened as the platform would: the printed credentials sign in.
      const cli = await startPlatformOn(dataDir);
      try {
        const answer = await cli.app.request('/api/staff/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserName: 'first', Password: password, Code: staffCode(secret!) }) });
        expect(answer.status).toBe(200);
        const audit = await cli.db.selectFrom('audit_log').select(['actor', 'operation', 'reason']).execute();
        expect(audit).toEqual([{ actor: 'machine', operation: 'staff.bootstrap', reason: 'npm run staff -- create' }]);
      } finally {
        await cli.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('npm run staff while the platform runs', () => {
  it('goes through the platform with the machine token: the first admin only, and only while no admin exists', async () => {
    const { servePlatform } = await import('../../platform/serve');
    const served = servePlatform({ ...platform, app: platform.app } as never, { host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => served.server.once('listening', resolve));
    try {
      const platformUrl = `http://127.0.0.1:${(served.server.address() as { port: number }).port}`;
      await sql`update staff set locked_at = now() where 'admin' = any(roles)`.execute(platform.db);
      // DATA_DIR: were the command ever to open a database here, it would be an empty one of its own.
      const env = { ...process.env, PLATFORM_URL: platformUrl, ADMIN_TOKEN: 'staff-test-machine-token', LOG_LEVEL: 'warn', DATA_DIR: join(tmpdir(), 'oddsgate-never-opened') };
      // Asynchronously: this process serves the platform the command calls.
      const cli = (...args: string[]) =>
        new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
          execFile(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { env, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
            resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
          );
        });
      const support = await cli('create', '--username', 'viahttp', '--email', 'v@example.com', '--role', 'support');
      expect(support.status).toBe(2);
      const first = await cli('create', '--username', 'boot', '--email', 'boot@example.com', '--role', 'admin');
      expect(first.status, first.stderr).toBe(0);
      const password = /password:\s+(\S+)/.exec(first.stdout)![1]!;
      const secret = /TOTP secret:\s+(\S+)/.exec(first.stdout)![1]!;
      expect((await signIn('boot', password, staffCode(secret))).status).toBe(200);
      const second = await cli('create', '--username', 'boot2', '--email', 'boot2@example.com', '--role', 'admin');
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('An unlocked admin exists');
    } finally {
      await served.stop(0);
    }
  }, 120_000);
});

async function startPlatformOn(dataDir: string) {
  const { bootPlatform } = await import('../../platform/boot');
  const booted = await bootPlatform({ databaseUrl: undefined, dataDir, seedDemoData: false, releaseHash: '', feed: 'off', jackpotIntervalMs: 0 });
  return { app: booted.app as App, db: booted.database.db, close: () => booted.close() };
}
