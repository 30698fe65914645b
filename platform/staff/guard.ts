/**
 * Who may call a back-office route (issue 18): a member of staff whose roles the role table
 * (rules/backoffice.ts) allows, or — for the few operations it marks machine-to-machine — the shared
 * X-Admin-Token. A player's session or a partner's key never counts here, whatever else it may do.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { machineMayCall, mayCall, type Operation } from '../../rules/backoffice';
import type { PlatformConfig } from '../config';
import type { Db } from '../db/connection';
import { sameSecret } from '../http/secrets';
import { languageOf } from '../http/session';
import { t } from '../i18n';
import { StaffError } from './errors';
import { resolveStaffSession, type StaffMember } from './sessions';
import { noteUser } from '../../rules/log';

export type Actor = { kind: 'staff'; staff: StaffMember } | { kind: 'machine' };

/** The headers of every back-office route: the staff session the gateway forwards, or a machine's token. */
export const staffHeaders = z.object({
  'x-staff-token': z.string().optional().openapi({ description: "A staff session (the back office's cookie, forwarded by the gateway)" }),
  'x-admin-token': z.string().optional().openapi({ description: 'The shared machine token, for the operations the role table marks machine-to-machine' }),
});

/** The caller of a back-office route, allowed to call `operation`; else a 401 or 403 and nothing done. */
export async function requireActor(c: Context, db: Db, config: PlatformConfig, operation: Operation): Promise<Actor> {
  const lang = languageOf(c);
  const staffToken = c.req.header('x-staff-token');
  if (staffToken) {
    const staff = await resolveStaffSession(db, config, staffToken);
    if (!staff) throw new StaffError(401, 'UNAUTHORIZED', t(lang, 'backoffice:errors.signedOut'));
    if (!mayCall(staff.roles, operation)) throw new StaffError(403, 'FORBIDDEN', t(lang, 'backoffice:errors.forbidden'));
    // The request's log lines carry the member of staff (as "staff:<id>", never mistaken for a player).
    noteUser(`staff:${staff.id}`);
    return { kind: 'staff', staff };
  }
  const adminToken = c.req.header('x-admin-token');
  if (adminToken !== undefined) {
    if (!sameSecret(adminToken, config.adminToken)) throw new StaffError(403, 'FORBIDDEN', 'Forbidden');
    if (!machineMayCall(operation)) throw new StaffError(403, 'ADMIN_TOKEN_REFUSED', t(lang, 'backoffice:errors.adminTokenRefused'));
    return { kind: 'machine' };
  }
  throw new StaffError(401, 'UNAUTHORIZED', t(lang, 'backoffice:errors.signedOut'));
}

/** A member of staff only (the staff's own session routes): the machine token is never a person. */
export async function requireStaff(c: Context, db: Db, config: PlatformConfig, operation: Operation): Promise<StaffMember> {
  const actor = await requireActor(c, db, config, operation);
  if (actor.kind !== 'staff') throw new StaffError(403, 'ADMIN_TOKEN_REFUSED', t(languageOf(c), 'backoffice:errors.adminTokenRefused'));
  return actor.staff;
}
