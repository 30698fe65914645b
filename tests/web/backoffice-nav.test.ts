import { describe, expect, it } from 'vitest';
import { pagesFor, titleOf, type BackofficePage } from '../../web/src/backoffice/pages';
import { refusalOf, isRefusal, StaffRefusal } from '../../web/src/backoffice/session';
import { changesOf } from '../../web/src/backoffice/audit/changes';

const page = (path: string, operation: BackofficePage['operation']): BackofficePage => ({
  path,
  titleKey: `${path}.title`,
  operation,
  load: () => Promise.reject(new Error('not loaded in this test')),
});

const TABLE = [page('staff', 'staff.read'), page('audit', 'audit.read'), page('withdrawals', 'withdrawals.read'), page('kyc', 'kyc.decide')];
const paths = (roles: string[]) => pagesFor(roles, TABLE).map((entry) => entry.path);

describe('the back-office nav by role', () => {
  it('shows an admin every page, in the order of the table', () => {
    expect(paths(['admin'])).toEqual(['staff', 'audit', 'withdrawals', 'kyc']);
  });

  it('shows a role only the pages whose operation the role table gives it', () => {
    expect(paths(['support'])).toEqual([]);
    expect(paths(['payments'])).toEqual(['withdrawals']);
    expect(paths(['compliance'])).toEqual(['audit', 'kyc']);
  });

  it('shows the auditor every reading page and no writing one', () => {
    expect(paths(['auditor'])).toEqual(['staff', 'audit', 'withdrawals']);
  });

  it('joins the pages of several roles', () => {
    expect(paths(['payments', 'compliance'])).toEqual(['audit', 'withdrawals', 'kyc']);
  });

  it('shows nothing to no roles, and ignores a role the table does not know', () => {
    expect(paths([])).toEqual([]);
    expect(paths(['superuser'])).toEqual([]);
  });

  it("names a page's title in its area's namespace, the shell's by default", () => {
    expect(titleOf(TABLE[0]!)).toBe('backoffice:staff.title');
    expect(titleOf({ ...TABLE[2]!, titleNs: 'backoffice-payments' })).toBe('backoffice-payments:withdrawals.title');
  });
});

describe("the back office's reading of refusals", () => {
  it('finds UNAUTHENTICATED before FORBIDDEN among the errors', () => {
    const refusal = refusalOf([{ message: 'no', extensions: { code: 'FORBIDDEN' } }, { message: 'sign in', extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(refusal?.code).toBe('UNAUTHENTICATED');
    expect(refusalOf([{ message: 'no', extensions: { code: 'FORBIDDEN' } }])?.code).toBe('FORBIDDEN');
    expect(refusalOf([{ message: 'boom' }])).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });

  it('recognises a refusal wrapped by Relay', () => {
    const wrapped = new Error('query failed', { cause: new StaffRefusal('FORBIDDEN', 'no') });
    expect(isRefusal(wrapped, 'FORBIDDEN')).toBe(true);
    expect(isRefusal(wrapped, 'UNAUTHENTICATED')).toBe(false);
    expect(isRefusal(new Error('boom'), 'FORBIDDEN')).toBe(false);
  });
});

// The shell's own pages (other areas add theirs to the same table and test them themselves).
const real = (roles: string[]) => pagesFor(roles).map((entry) => entry.path).filter((path) => path === 'staff' || path === 'audit');

describe("the back office's own table", () => {
  it('gives the Staff page to the admin and the auditor, the audit log also to compliance, and neither to support', () => {
    expect(real(['admin'])).toEqual(['staff', 'audit']);
    expect(real(['auditor'])).toEqual(['staff', 'audit']);
    expect(real(['compliance'])).toEqual(['audit']);
    expect(real(['support'])).toEqual([]);
  });
});

describe("an audit entry's before and after, readably", () => {
  it('lists the fields that changed first, then the ones that stayed', () => {
    expect(changesOf({ Roles: ['support'], Locked: false }, { Roles: ['support', 'payments'], Locked: false })).toEqual([
      { field: 'Roles', before: '["support"]', after: '["support","payments"]' },
      { field: 'Locked', before: 'false', after: 'false' },
    ]);
  });

  it('shows a field only one side has against a dash (null)', () => {
    expect(changesOf(null, { UserName: 'ann' })).toEqual([{ field: 'UserName', before: null, after: 'ann' }]);
    expect(changesOf({ Note: 'x' }, null)).toEqual([{ field: 'Note', before: 'x', after: null }]);
  });

  it('shows a value that is not an object as one row', () => {
    expect(changesOf(100, 250)).toEqual([{ field: '', before: '100', after: '250' }]);
    expect(changesOf(null, null)).toEqual([]);
  });
});
