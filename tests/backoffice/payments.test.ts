/**
 * The payments desk (issue 18): above WITHDRAWAL_FOUR_EYES_ABOVE two different members of staff must
 * approve (the same one twice is refused, even racing), above WITHDRAWAL_KYC_ABOVE verified KYC comes
 * first, and a rejection's reason reaches the player in their history and a private message. The money
 * is paid out once and the books balance throughout. The deposits lookup finds a payment by the
 * provider's reference or by player; a manual adjustment is one balanced, idempotent movement the
 * player sees in their history, and a debit never overdraws.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalQueue } from '../../platform/backoffice/payments/withdrawals';
import { createTestPlayer, creditForTest, signedCallback, TEST_PASSWORD } from '../helpers/cashier';
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

describe('the queue', () => {
  it("reads every player's KYC state in one query, however many rows it shows", async () => {
    const queries = async () => {
      let count = 0;
      const counting = platform.db.withPlugin({ transformQuery: (args) => (count++, args.node), transformResult: async (args) => args.result });
      const queue = await withdrawalQueue(counting, platform.config, 'en-US');
      return { count, rows: queue.Withdrawals.length };
    };
    await playerWithdrawing('20');
    const before = await queries();
    const { player } = await playerWithdrawing('20');
    await platform.db.insertInto('kyc_documents').values({ user_id: player.userId, document_type: 'passport', file_name: 'p.png', content_type: 'image/png', size_bytes: 3, content: Buffer.from('abc'), status: 'verified' } as never).execute();
    await playerWithdrawing('20');
    const after = await queries();
    expect(after.rows).toBe(before.rows + 2);
    expect(after.count).toBe(before.count);
    const queue = await call('GET', '/api/backoffice/payments/withdrawals', (await signedInStaff(platform.db, app, ['payments'])).headers);
    expect((queue.body.Withdrawals as Json[]).filter((w) => w.UserId === String(player.userId)).map((w) => w.KycStatus)).toEqual(['verified']);
  });
});

/** A card deposit the provider paid, under its own reference. */
async function depositPaid(player: Awaited<ReturnType<typeof createTestPlayer>>, providerReference: string) {
  const started = await call('POST', '/api/cashier/deposit', { 'x-session-token': player.token }, { PaymentMethod: 'card', Amount: '30', AgreeWithDepositTerms: true, CardCountry: 'SE' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = started.body.Deposit.Id as string;
  const { body, signature } = signedCallback({ TransactionId: providerReference, Status: 'approved', Amount: '30.00', Currency: player.currency, DepositId: id });
  const paid = await app.request('/api/cashier/callback/sandboxpay', { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signature }, body });
  expect(paid.status).toBe(200);
  return id;
}

const adjust = (staff: TestStaff, key: string, body: Json) => call('POST', '/api/backoffice/payments/adjustments', { ...staff.headers, 'idempotency-key': key }, body);
const cashOf = async (userId: bigint) => (await platform.db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('code', '=', 'cash').executeTakeFirst())?.balance ?? 0n;

describe('the deposits lookup', () => {
  it("finds a deposit by the provider's reference, and a player's deposits by account number or user name", async () => {
    const name = `lookup_${Date.now().toString(36)}`;
    const player = await createTestPlayer(platform.db, platform.config, { name });
    const reference = `PSP-${Date.now().toString(36)}`;
    const paid = await depositPaid(player, reference);
    const bank = await call('POST', '/api/cashier/deposit', { 'x-session-token': player.token }, { PaymentMethod: 'banktransfer', Amount: '50', AgreeWithDepositTerms: true });
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    const staff = await signedInStaff(platform.db, app, ['payments']);

    const byReference = await call('GET', `/api/backoffice/payments/deposits?reference=${reference}`, staff.headers);
    expect(byReference.body.Deposits).toEqual([
      expect.objectContaining({ Id: paid, UserId: String(player.userId), Status: 'Completed', Amount: '30.00', Method: 'card', Provider: 'sandboxpay', ProviderReference: reference, CompletedDate: expect.any(String) }),
    ]);
    const byBankReference = await call('GET', `/api/backoffice/payments/deposits?reference=${bank.body.BankInfo.ReferenceNumber}`, staff.headers);
    expect(byBankReference.body.Deposits).toEqual([expect.objectContaining({ Id: bank.body.Deposit.Id, Status: 'Pending', Amount: '50.00', CompletedDate: null })]);
    for (const key of [String(player.userId), name]) {
      const byPlayer = await call('GET', `/api/backoffice/payments/deposits?player=${encodeURIComponent(key)}`, staff.headers);
      expect((byPlayer.body.Deposits as Json[]).map((d) => d.Id), JSON.stringify(byPlayer.body)).toEqual([bank.body.Deposit.Id, paid]);
    }
    expect((await call('GET', '/api/backoffice/payments/deposits?reference=nothing-like-it', staff.headers)).body.Deposits).toEqual([]);
    expect((await call('GET', '/api/backoffice/payments/deposits', staff.headers)).body.Deposits).toEqual([]);
  });
});

describe('manual adjustments', () => {
  it("credits and debits the player's cash as one balanced movement, shown in their history with the reason", async () => {
    const player = await createTestPlayer(platform.db, platform.config);
    await creditForTest(platform.db, player.userId, player.currency, 10_00n);
    const staff = await signedInStaff(platform.db, app, ['payments']);
    const credit = await adjust(staff, 'goodwill-1', { UserId: String(player.userId), Direction: 'credit', Amount: '25.50', ReasonCode: 'goodwill', Note: 'Complaint #41: late payout' });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect(credit.body).toMatchObject({ Replayed: false, Balance: '35.50', Adjustment: { StatementType: 'AdjustmentCredit', Status: 'Completed', Amount: '25.50', ReasonCode: 'goodwill', Note: 'Complaint #41: late payout', StaffUserName: staff.username } });
    const debit = await adjust(staff, 'chargeback-1', { UserId: String(player.userId), Direction: 'debit', Amount: '5', ReasonCode: 'chargeback', Note: 'Card chargeback' });
    expect(debit.body).toMatchObject({ Balance: '30.50', Adjustment: { StatementType: 'AdjustmentDebit', Amount: '5.00' } });
    expect(await cashOf(player.userId)).toBe(30_50n);

    const lines = await platform.db
      .selectFrom('ledger_transactions')
      .innerJoin('ledger_lines', 'ledger_lines.transaction_id', 'ledger_transactions.id')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select(['ledger_transactions.kind', 'ledger_accounts.code', 'ledger_lines.amount'])
      .where('ledger_transactions.reference', '=', `cashier_transactions:${credit.body.Adjustment.Id}`)
      .orderBy('ledger_lines.amount')
      .execute();
    expect(lines).toEqual([
      { kind: 'cashier.adjustment.credit', code: 'house:adjustments', amount: -25_50n },
      { kind: 'cashier.adjustment.credit', code: 'cash', amount: 25_50n },
    ]);
    const made = await platform.db.selectFrom('cashier_adjustments').select(['staff_id', 'reason_code']).where('transaction_id', '=', BigInt(credit.body.Adjustment.Id)).executeTakeFirstOrThrow();
    expect(made).toEqual({ staff_id: staff.id, reason_code: 'goodwill' });
    const audit = await platform.db.selectFrom('audit_log').select(['staff_id', 'operation', 'reason']).where('target_type', '=', 'player').where('target_id', '=', String(player.userId)).orderBy('id').execute();
    expect(audit).toEqual([
      { staff_id: staff.id, operation: 'adjustments.create', reason: 'Complaint #41: late payout' },
      { staff_id: staff.id, operation: 'adjustments.create', reason: 'Card chargeback' },
    ]);

    const history = await call('GET', '/api/cashier/transactions', { 'x-session-token': player.token });
    const rows = (history.body.Transactions as Json[]).slice(0, 2);
    expect(rows).toEqual([
      expect.objectContaining({ StatementTypeText: 'Adjustment (debit)', Amount: '5.00', StatusText: expect.any(String), ReasonText: 'Chargeback by your bank.' }),
      expect.objectContaining({ StatementTypeText: 'Adjustment (credit)', Amount: '25.50', ReasonText: 'Goodwill gesture.' }),
    ]);
    // The desk's note is theirs: the player reads the reason, not the note.
    expect(JSON.stringify(history.body)).not.toContain('Complaint #41');
    const german = await app.request('/api/cashier/transactions', { headers: { 'x-session-token': player.token, 'accept-language': 'de-DE' } });
    expect(((await german.json()) as Json).Transactions[0]).toMatchObject({ StatementTypeText: 'Korrekturbuchung (Belastung)', ReasonText: 'Rückbuchung durch Ihre Bank.' });
  });

  it('with the same idempotency key answers the first adjustment and moves nothing again, even racing; another request under it is refused', async () => {
    const player = await createTestPlayer(platform.db, platform.config);
    const staff = await signedInStaff(platform.db, app, ['payments']);
    const body = { UserId: String(player.userId), Direction: 'credit', Amount: '10', ReasonCode: 'correction', Note: 'Deposit booked short' };
    const answers = await Promise.all([adjust(staff, 'fix-7', body), adjust(staff, 'fix-7', body), adjust(staff, 'fix-7', body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.Adjustment.Id)).size).toBe(1);
    expect(answers.filter((a) => a.body.Replayed === false)).toHaveLength(1);
    expect(await cashOf(player.userId)).toBe(10_00n);
    const audit = await platform.db.selectFrom('audit_log').select('id').where('operation', '=', 'adjustments.create').where('target_id', '=', String(player.userId)).execute();
    expect(audit).toHaveLength(1);
    const other = await adjust(staff, 'fix-7', { ...body, Amount: '11' });
    expect(other).toMatchObject({ status: 409, body: { ErrorCode: 'IDEMPOTENCY_CONFLICT' } });
    expect(await cashOf(player.userId)).toBe(10_00n);
  });

  it('refuses a debit the cash does not cover, and changes nothing', async () => {
    const player = await createTestPlayer(platform.db, platform.config);
    await creditForTest(platform.db, player.userId, player.currency, 4_00n);
    const staff = await signedInStaff(platform.db, app, ['payments']);
    const refused = await adjust(staff, 'too-much', { UserId: String(player.userId), Direction: 'debit', Amount: '4.01', ReasonCode: 'chargeback', Note: 'Chargeback' });
    expect(refused).toMatchObject({ status: 409, body: { ErrorCode: 'ADJUSTMENT_OVERDRAFT', ErrorMessage: "A debit may not take the player's cash balance below zero." } });
    expect(await cashOf(player.userId)).toBe(4_00n);
    expect(await platform.db.selectFrom('cashier_transactions').select('id').where('user_id', '=', player.userId).where('statement_type', '>', 4).execute()).toEqual([]);
    expect(await platform.db.selectFrom('audit_log').select('id').where('operation', '=', 'adjustments.create').where('target_id', '=', String(player.userId)).execute()).toEqual([]);
    // The key was not used up by the refusal: the right amount goes through under it.
    expect((await adjust(staff, 'too-much', { UserId: String(player.userId), Direction: 'debit', Amount: '4', ReasonCode: 'chargeback', Note: 'Chargeback' })).body.Balance).toBe('0.00');
  });

  it('refuses bad input with a translated error and no change', async () => {
    const player = await createTestPlayer(platform.db, platform.config);
    const staff = await signedInStaff(platform.db, app, ['payments']);
    const good = { UserId: String(player.userId), Direction: 'credit', Amount: '1', ReasonCode: 'other', Note: 'x' };
    expect((await adjust(staff, 'bad-1', { ...good, Amount: '1.234' })).body).toMatchObject({ ErrorCode: 'VALIDATION', FieldErrors: { Amount: expect.any(String) } });
    expect((await adjust(staff, 'bad-2', { ...good, Amount: '0' })).status).toBe(400);
    expect((await adjust(staff, 'bad-3', { ...good, ReasonCode: 'because' })).status).toBe(400);
    expect((await adjust(staff, 'bad-4', { ...good, Note: '  ' })).status).toBe(400);
    expect((await adjust(staff, 'bad-5', { ...good, UserId: '999999999999' })).body).toMatchObject({ ErrorCode: 'NOT_FOUND', ErrorMessage: 'No player has this account number.' });
    expect((await call('POST', '/api/backoffice/payments/adjustments', staff.headers, good)).status).toBe(400);
    expect(await cashOf(player.userId)).toBe(0n);
  });
});
