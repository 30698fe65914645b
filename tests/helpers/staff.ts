/**
 * Staff for tests (issue 18): an account with the given roles and a signed-in session, made the way
 * the back office makes them (argon2id, TOTP) and signed in through the real route with a real code.
 */
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../rules/backoffice';
import { base32Decode, hotp, stepAt } from '../../platform/account/totp';
import { createStaff } from '../../platform/staff/accounts';
import type { DB } from '../../platform/db/schema';

let made = 0;

/** The TOTP code of a secret `stepsAhead` steps from now (a sign-in spends its step; the next may use +1). */
export const staffCode = (secret: string, stepsAhead = 0) => hotp(base32Decode(secret), stepAt(Date.now() / 1000) + stepsAhead);

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export interface TestStaff {
  id: bigint;
  username: string;
  password: string;
  totpSecret: string;
  token: string;
  /** The headers a back-office call carries for this member of staff. */
  headers: Record<string, string>;
}

/** A member of staff with these roles, signed in on `app`. */
export async function signedInStaff(db: Kysely<DB>, app: App, roles: StaffRole[], name = `staff${++made}x${Date.now().toString(36)}`): Promise<TestStaff> {
  const enrolment = await createStaff(db, { username: name, email: `${name}@staff.test`, roles }, null);
  if (!enrolment) throw new Error(`staff ${name} exists`);
  const response = await app.request('/api/staff/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: name, Password: enrolment.password, Code: staffCode(enrolment.totpSecret) }),
  });
  const body = (await response.json()) as { Token?: string; ErrorMessage?: string };
  if (!body.Token) throw new Error(`staff sign-in failed: ${response.status} ${body.ErrorMessage}`);
  return { id: enrolment.id, username: name, password: enrolment.password, totpSecret: enrolment.totpSecret, token: body.Token, headers: { 'x-staff-token': body.Token } };
}
