/**
 * The payments desk (issue 18): above WITHDRAWAL_FOUR_EYES_ABOVE two different members of staff must
 * approve (the same one twice is refused, even racing), above WITHDRAWAL_KYC_ABOVE verified KYC comes
 * first, and a rejection's reason reaches the player in their history and a private message. The money
 * is paid out once and the books balance throughout.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer, creditForTest, TEST_PASSWORD } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { expectBalancedLedger } from '../helpers/ledger';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';

let platform: Awaited<ReturnType<typeof startPlatform>>;
type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };
let app: App;
beforeAll(async () => {
  platform = await startPlatform({ withdrawalFourEyesAbove: 100, withdrawalKycAbove: 500, jackpotIntervalMs: 0 });
  app = platform.app as App;
});
afterAll(() => platform.close());
afterEach(() => expectBalancedLedger(platform.db));

async function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: (await response.json()) as Json };
}

async function playerWithdrawing(amount: string) {
  const player = await createTestPlayer(platform.db, platform.config);
  await creditForTest(platform.db, player.userId, player.currency, 2_000_00n);
  const answer = await call('POST', '/api/cashier/withdraw', { 'x-session-token': player.token }, { Method: 'skrill', Amount: amount, Password: TEST_PASSWORD, Email: 'me@wallet.example' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { player, id: answer.body.Withdrawal.Id as string };
}
const approve = (id: string, staff: TestStaff) => call('POST', `/api/backoffice/payments/withdrawals/${id}/approve`, staff.headers);

describe('four eyes', () => {
  it('below the threshold one approval pays out', async () => {
    const { id } = await playerWithdrawing('100');
    const answer = await approve(id, await signedInStaff(platform.db, app, ['payments']));
    expect(answer.body).toMatchObject({ Decision: 'approved', Withdrawal: { Status: 'Completed' } });
  });

  it('above it the first approval waits, the same person cannot give the second, another one completes it', async () => {
    const { id } = await playerWithdrawing('150');
    const [ann, bob] = [await signedInStaff(platform.db, app, ['payments']), await signedInStaff(platform.db, app, ['payments'])];
    expect((await approve(id, ann)).body).toMatchObject({ Decision: 'awaiting_second_approval', Withdrawal: { Status: 'Pending' } });
    const queue = await call('GET', '/api/backoffice/payments/withdrawals', ann.headers);
    expect((queue.body.Withdrawals as Json[]).find((w) => w.Id === id)).toMatchObject({ ApprovalsNeeded: 2, ApprovedBy: [ann.username] });
    const again = await approve(id, ann);
    expect(again).toMatchObject({ status: 409, body: { ErrorCode: 'FOUR_EYES_SAME_STAFF' } });
    expect((await approve(id, bob)).body).toMatchObject({ Decision: 'approved', Withdrawal: { Status: 'Completed' } });
    const audit = await platform.db.selectFrom('audit_log').select(['staff_id', 'operation']).where('target_type', '=', 'withdrawal').where('target_id', '=', id).orderBy('id').execute();
    expect(audit).toEqual([{ staff_id: ann.id, operation: 'withdrawals.decide' }, { staff_id: bob.id, operation: 'withdrawals.decide' }]);
  });

  it('one person racing two approvals of their own completes nothing', async () => {
    const { id } = await playerWithdrawing('150');
    const ann = await signedInStaff(platform.db, app, ['payments']);
    const answers = await Promise.all([approve(id, ann), approve(id, ann)]);
    expect(answers.map((a) => a.body.Decision ?? a.body.ErrorCode).sort()).toEqual(['FOUR_EYES_SAME_STAFF', 'awaiting_second_approval']);
    const row = await platform.db.selectFrom('cashier_transactions').select('status').where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
  });
});

describe('the KYC gate', () => {
  it('above the KYC amount approval waits for verified documents', async () => {
    const { player, id } = await playerWithdrawing('600');
    const [ann, bob] = [await signedInStaff(platform.db, app, ['payments']), await signedInStaff(platform.db, app, ['payments'])];
    expect(await approve(id, ann)).toMatchObject({ status: 409, body: { ErrorCode: 'KYC_REQUIRED', ErrorMessage: "Above this amount the player's identity documents must be verified first." } });
    await platform.db.insertInto('kyc_documents').values({ user_id: player.userId, document_type: 'passport', file_name: 'p.png', content_type: 'image/png', size_bytes: 3, content: Buffer.from('abc'), status: 'verified' } as never).execute();
    expect((await approve(id, ann)).body.Decision).toBe('awaiting_second_approval');
    expect((await approve(id, bob)).body.Decision).toBe('approved');
  });
});

describe('a rejection', () => {
  it("returns the money and tells the player why, in their history and a private message", async () => {
    const { player, id } = await playerWithdrawing('40');
    const answer = await call('POST', `/api/backoffice/payments/withdrawals/${id}/reject`, (await signedInStaff(platform.db, app, ['payments'])).headers, { Reason: 'The card is not in your name' });
    expect(answer.body).toMatchObject({ Decision: 'rejected', Withdrawal: { Status: 'Rejected', ReasonText: 'The withdrawal was rejected. The card is not in your name' } });
    const history = await call('GET', '/api/cashier/transactions', { 'x-session-token': player.token });
    expect((history.body.Transactions as Json[]).find((t) => t.Id === id)).toMatchObject({ ReasonText: 'The withdrawal was rejected. The card is not in your name' });
    const messages = await call('GET', '/api/messages', { 'x-session-token': player.token });
    expect(messages.body.UserMessages[0]).toMatchObject({ Subject: 'Your withdrawal was rejected', Body: expect.stringContaining('Reason: The card is not in your name') });
    expect((await call('GET', '/api/cashier/balance', { 'x-session-token': player.token })).body.ReservedBalance).toBe('0.00');
  });

  it('needs a reason', async () => {
    const { id } = await playerWithdrawing('40');
    expect((await call('POST', `/api/backoffice/payments/withdrawals/${id}/reject`, (await signedInStaff(platform.db, app, ['payments'])).headers, { Reason: ' ' })).status).toBe(400);
  });
});
