/** Staff accounts, the audit log and the test controls' staff route. */
import type { AreaCalls } from '../../helpers/backoffice-calls';
import { createStaff } from '../../../platform/staff/accounts';

let made = 0;

export default {
  area: 'staff',
  async calls({ db }) {
    const name = `target${++made}x${Date.now().toString(36)}`;
    const target = (await createStaff(db, { username: name, email: `${name}@staff.test`, roles: ['support'] }, null))!;
    return [
      { operation: 'staff.read', method: 'GET', path: '/api/backoffice/staff' },
      { operation: 'staff.manage', method: 'POST', path: `/api/backoffice/staff/${target.id}`, body: { Roles: ['support', 'marketing'], Reason: 'more to do' } },
      { operation: 'audit.read', method: 'GET', path: '/api/backoffice/audit?Limit=5' },
      // An admin exists in the test, so the bootstrap is closed: allowed callers meet its own rule.
      { operation: 'staff.bootstrap', method: 'POST', path: '/api/admin/staff/bootstrap', body: { UserName: `${name}b`, Email: `${name}b@staff.test` }, refusedByState: 409 },
      { operation: 'test.controls', method: 'POST', path: '/api/admin/test/staff', body: { UserName: `${name}t`, Roles: ['auditor'] } },
    ];
  },
} satisfies AreaCalls;
