/**
 * `npm run staff -- <command>`: staff accounts by hand (issue 18), on the database the platform's
 * configuration names (DATABASE_URL, else PGlite in DATA_DIR). The first admin is made here; every
 * other member of staff is made in the back office by an admin.
 *   create --username <name> --email <address> --role <role> [--role <role>…] [--name <display name>]
 *          prints the first password and the TOTP enrolment, once
 *   unlock <username>   clears a lock (five wrong codes), e.g. for the only admin
 * Each run is written to the audit log as a machine action.
 *
 * While the platform runs (its /health answers at PLATFORM_URL, default http://127.0.0.1:4001) the command
 * goes through it with ADMIN_TOKEN instead of opening the database: the embedded database must never be
 * opened by two processes at once. That way it makes only the first admin (or unlocks one), and only while
 * no unlocked admin exists; every other member of staff is made in the back office.
 */
import { parseArgs } from 'node:util';
import { isStaffRole, STAFF_ROLES } from '../rules/backoffice';
import { loadPlatformConfig } from '../platform/config';
import { openDatabase } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';
import { inTransaction } from '../platform/db/transaction';
import { USERNAME } from '../platform/staff/accounts';
import { createByCommand, unlockByCommand } from '../platform/staff/bootstrap';
import { writeAudit } from '../platform/staff/audit';
import { configOrExit } from '../rules/env';

/** The command acts as a machine would (the person at the server is not a member of staff yet). */
const MACHINE = { kind: 'machine' } as const;

const USAGE = `usage: npm run staff -- create --username <name> --email <address> --role <${STAFF_ROLES.join('|')}> [--role …] [--name <display name>]
       npm run staff -- unlock <username>`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { username: { type: 'string' }, email: { type: 'string' }, role: { type: 'string', multiple: true }, name: { type: 'string' } },
});
const [command, target] = positionals;
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
if (command === 'create') {
  if (!values.username || !USERNAME.test(values.username)) fail(`${USAGE}\n--username: 3–40 letters, digits, dots, dashes or underscores`);
  if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) fail(`${USAGE}\n--email: an e-mail address`);
  const roles = values.role ?? [];
  if (roles.length === 0 || !roles.every(isStaffRole)) fail(`${USAGE}\n--role: one or more of ${STAFF_ROLES.join(', ')}`);
} else if (command !== 'unlock' || !target) fail(USAGE);

const platformUrl = process.env.PLATFORM_URL ?? `http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4001}`;
const running = (await fetch(`${platformUrl}/health`, { signal: AbortSignal.timeout(1500) }).catch(() => null))?.ok === true;
if (running) {
  const roles = values.role ?? [];
  if (command === 'create' && (roles.length !== 1 || roles[0] !== 'admin')) fail('The platform is running: only the first admin can be made here (--role admin). Make other staff in the back office.');
  const response = await fetch(`${platformUrl}/api/admin/staff/bootstrap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': process.env.ADMIN_TOKEN ?? 'oddsgate-admin' },
    body: JSON.stringify(command === 'create' ? { UserName: values.username, Email: values.email, ...(values.name ? { DisplayName: values.name } : {}) } : { Unlock: true, UserName: target }),
  });
  const answer = (await response.json()) as { ErrorMessage?: string; Enrolment?: { Password: string; TotpSecret: string; OtpauthUri: string } | null };
  if (!response.ok) {
    console.error(answer.ErrorMessage ?? `the platform answered ${response.status}`);
    process.exit(1);
  }
  if (answer.Enrolment) printEnrolment(values.username!, ['admin'], { password: answer.Enrolment.Password, totpSecret: answer.Enrolment.TotpSecret, otpauthUri: answer.Enrolment.OtpauthUri });
  else console.log(`${target} is unlocked`);
  process.exit(0);
}

const config = configOrExit(loadPlatformConfig);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, connectTimeoutMs: config.databaseConnectTimeoutMs });
try {
  await migrateToLatest(database.db);
  if (command === 'create') {
    const roles = values.role!.filter(isStaffRole);
    const made = await inTransaction(database.db, async ({ trx }) => {
      const created = await createByCommand(trx, { username: values.username!, email: values.email!, displayName: values.name, roles });
      if (created) await writeAudit(trx, MACHINE, 'staff.bootstrap', created.audit);
      return created?.enrolment;
    });
    if (!made) {
      console.error(`a member of staff is already called ${values.username}`);
      process.exitCode = 1;
    } else {
      printEnrolment(made.username, roles, made);
    }
  } else {
    const unlocked = await inTransaction(database.db, async ({ trx }) => {
      const done = await unlockByCommand(trx, target!, false);
      if (done) await writeAudit(trx, MACHINE, 'staff.bootstrap', done.audit);
      return done;
    });
    console.log(unlocked ? `${target} is unlocked` : `no member of staff is called ${target}`);
    if (!unlocked) process.exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

function printEnrolment(username: string, roles: readonly string[], made: { password: string; totpSecret: string; otpauthUri: string }) {
  console.log(
    [
      `Created ${username} (${roles.join(', ')}). Shown this once; hand it over in person:`,
      `  password:     ${made.password}`,
      `  TOTP secret:  ${made.totpSecret}`,
      `  TOTP URI:     ${made.otpauthUri}`,
      'Add the secret (or the URI) to an authenticator app, then sign in at /backoffice with the password and its 6-digit code.',
    ].join('\n'),
  );
}
