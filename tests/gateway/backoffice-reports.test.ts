/**
 * The operator's reports through the gateway (issue 18): backoffice.report maps the platform's days to
 * Money per currency, the CSV downloads through /backoffice/export/reports.csv with the staff cookie, and
 * a role the table leaves out is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createStaff } from '../../platform/staff/accounts';
import { createTestPlayer } from '../helpers/cashier';
import { captureLogs } from '../helpers/logs';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
  const db = stack.platform.database.db;
  const player = await createTestPlayer(db, stack.platform.config, { currency: 'SEK' });
  const at = new Date('2026-03-14T08:00:00Z');
  await db.insertInto('cashier_transactions').values({ user_id: player.userId, statement_type: 1, currency: 'SEK', amount: 12345n, status: 2, created_at: at, updated_at: at }).execute();
});
afterAll(() => stack.close());

type Answer = { data?: { backoffice?: Record<string, unknown> } | null; errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[] };

async function signedIn(roles: Parameters<typeof createStaff>[1]['roles'], name: string): Promise<string> {
  const made = (await createStaff(stack.platform.database.db, { username: name, email: `${name}@staff.test`, roles }, null))!;
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' },
    body: JSON.stringify({ query: 'mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }', variables: { u: made.username, p: made.password, c: staffCode(made.totpSecret) } }),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

const REPORT = `query($filter: ReportFilter!) { backoffice { report(filter: $filter) { day currency ngr { amount currency } deposits { count amount { amount currency } } } reportCsvUrl(filter: $filter) } }`;

async function ask(cookie: string, filter: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie }, body: JSON.stringify({ query: REPORT, variables: { filter } }) });
  return (await response.json()) as Answer;
}

describe('reports in the back office', () => {
  it("an auditor reads the day's figures in their currency and downloads them as CSV", async () => {
    const cookie = await signedIn(['auditor'], 'gw-report-auditor');
    const { data } = await ask(cookie, { from: '2026-03-14', to: '2026-03-14', currency: 'SEK' });
    expect(data?.backoffice).toEqual({
      report: [{ day: '2026-03-14', currency: 'SEK', ngr: { amount: '0.00', currency: 'SEK' }, deposits: { count: 1, amount: { amount: '123.45', currency: 'SEK' } } }],
      reportCsvUrl: '/backoffice/export/reports.csv?From=2026-03-14&To=2026-03-14&Currency=SEK',
    });
    const csv = await fetch(`${stack.url}${data!.backoffice!.reportCsvUrl as string}`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n')[1]).toBe('2026-03-14,SEK,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,1,123.45,0,0.00,0');
  });

  it('support may not read reports', async () => {
    const cookie = await signedIn(['support'], 'gw-report-support');
    const answer = await ask(cookie, { from: '2026-03-14', to: '2026-03-14' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const csv = await fetch(`${stack.url}/backoffice/export/reports.csv?From=2026-03-14&To=2026-03-14`, { headers: { cookie } });
    expect(csv.status).toBe(403);
  });

  it('a day that is not a date is a readable refusal naming the field, not an unexpected error in the log', async () => {
    const cookie = await signedIn(['auditor'], 'gw-report-bad-day');
    const logs = captureLogs('warn');
    try {
      const answer = await ask(cookie, { from: '14 March', to: '2026-03-14' });
      expect(answer.errors).toEqual([expect.objectContaining({ message: 'Please check the highlighted fields.', extensions: expect.objectContaining({ code: 'VALIDATION', fields: [expect.objectContaining({ field: 'From' })] }) })]);
      expect(logs.lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      logs.restore();
    }
  });
});
