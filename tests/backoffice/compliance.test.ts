/**
 * Compliance in the back office (issue 18): the KYC review queue (the document's file, approve, reject
 * with a reason the player reads) and the flags raised by rules — each raised once at its threshold, not
 * below it, and again only for facts after its resolution.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepFlags } from '../../platform/compliance/flags';
import { postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { createTestPlayer } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startPlatform } from '../helpers/platform';
import { signedInStaff, type TestStaff } from '../helpers/staff';
import { PNG } from './calls/compliance';

const RULES = { largeDepositMinor: 1000_00n, accountsPerAddress: 3, sweepMs: 0 };
const LARGE = 'large_deposit_without_kyc';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let officer: TestStaff;
beforeAll(async () => {
  platform = await startPlatform({ adminToken: 'compliance-machine-token', testControls: true, jackpotIntervalMs: 0, compliance: RULES });
  officer = await signedInStaff(platform.db, platform.app, ['compliance']);
}, 120_000);
afterAll(() => platform.close());

async function call(method: string, path: string, options: { headers?: Record<string, string>; body?: unknown; token?: string } = {}) {
  const response = await platform.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(options.token ? { 'x-session-token': options.token } : {}), ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json ? await response.json() : {}) as Json, response };
}

let address = 0;
/** A player whose sessions come from an address of their own (createTestPlayer's all share 127.0.0.1). */
async function player(options: { country?: string; ip?: string } = {}) {
  const made = await createTestPlayer(platform.db, platform.config, { country: options.country });
  await platform.db.updateTable('sessions').set({ ip: options.ip ?? `198.51.${Math.floor(++address / 250)}.${address % 250}` }).where('user_id', '=', made.userId).execute();
  return made;
}

/** A deposit as the cashier books one: the ledger movement the rules watch. */
const deposit = (userId: bigint, amount: bigint) =>
  inTransaction(platform.db, (tx) =>
    postMovement(tx, {
      idempotencyKey: `compliance-test-deposit:${userId}:${amount}:${Math.random()}`,
      kind: 'cashier.deposit',
      postings: [
        { account: { userId, code: 'cash', currency: 'EUR' }, amount },
        { account: { house: 'cashier', currency: 'EUR' }, amount: -amount },
      ],
    }),
  );

/** The player's flags of one rule in the back office's list (a large deposit is often over the affordability threshold too). */
const flagsOf = async (userId: bigint, rule: string, resolved = false) =>
  ((await call('GET', `/api/backoffice/compliance/flags${resolved ? '?Resolved=true' : ''}`, { headers: officer.headers })).body.Flags as Json[]).filter((flag) => flag.PlayerId === String(userId) && flag.Rule === rule);

const upload = (token: string, FileName = 'passport.png') =>
  call('POST', '/api/account/kyc/documents', { token, body: { DocumentType: 'passport', FileName, ContentType: 'image/png', ContentBase64: PNG.toString('base64') } });

describe('the KYC review queue', () => {
  it('lists an uploaded document with its player, shows its file never executable, and a rejection reason reaches the player', async () => {
    const p = await player();
    const uploaded = await upload(p.token);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const id = uploaded.body.Document.Id as string;

    const queue = await call('GET', '/api/backoffice/compliance/kyc', { headers: officer.headers });
    expect(queue.body.Documents).toContainEqual(expect.objectContaining({ Id: id, PlayerId: String(p.userId), Email: p.email, ContentType: 'image/png', FileName: 'passport.png' }));

    const file = await platform.app.request(`/api/backoffice/compliance/kyc/${id}/file`, { headers: officer.headers });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="kyc-${id}.png"`);
    // Support may not look at identity documents.
    const support = await signedInStaff(platform.db, platform.app, ['support']);
    expect((await platform.app.request(`/api/backoffice/compliance/kyc/${id}/file`, { headers: support.headers })).status).toBe(403);

    expect((await call('POST', `/api/backoffice/compliance/kyc/${id}/reject`, { headers: officer.headers, body: { Reason: '  ' } })).status).toBe(400);
    const rejected = await call('POST', `/api/backoffice/compliance/kyc/${id}/reject`, { headers: officer.headers, body: { Reason: 'The photo is too blurred to read.' } });
    expect(rejected.body.Document).toEqual({ Id: id, Status: 'rejected', RejectReason: 'The photo is too blurred to read.' });
    const kyc = await call('GET', '/api/account/kyc', { token: p.token });
    expect(kyc.body.Status).toBe('rejected');
    expect(kyc.body.Documents[0]).toMatchObject({ Id: id, Status: 'rejected', RejectReason: 'The photo is too blurred to read.' });
    expect(((await call('GET', '/api/backoffice/compliance/kyc', { headers: officer.headers })).body.Documents as Json[]).map((d) => d.Id)).not.toContain(id);

    // Decided once: a second decision (another officer's, say) changes nothing.
    const again = await call('POST', `/api/backoffice/compliance/kyc/${id}/approve`, { headers: officer.headers, body: {} });
    expect([again.status, again.body.ErrorCode]).toEqual([409, 'KYC_ALREADY_DECIDED']);

    const entries = await platform.db.selectFrom('audit_log').select(['operation', 'target_type', 'target_id', 'reason', 'staff_id']).where('operation', '=', 'kyc.decide').where('target_id', '=', String(p.userId)).execute();
    expect(entries).toEqual([{ operation: 'kyc.decide', target_type: 'player', target_id: String(p.userId), reason: 'The photo is too blurred to read.', staff_id: officer.id }]);
    // The player's open page hears the one decision (kyc.changed), not the refused ones.
    const events = await platform.db.selectFrom('outbox_events').select('payload').where('topic', '=', 'kyc.changed').execute();
    expect(events.map((event) => event.payload).filter((payload) => (payload as Json).userId === String(p.userId))).toEqual([{ userId: String(p.userId), documentId: id, status: 'rejected' }]);
  });

  it('approves the next upload, oldest first in the queue: the player is verified', async () => {
    const first = await player();
    const second = await player();
    const older = (await upload(first.token)).body.Document.Id as string;
    const newer = (await upload(second.token)).body.Document.Id as string;
    const ids = ((await call('GET', '/api/backoffice/compliance/kyc', { headers: officer.headers })).body.Documents as Json[]).map((d) => d.Id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));

    const approved = await call('POST', `/api/backoffice/compliance/kyc/${older}/approve`, { headers: officer.headers, body: {} });
    expect(approved.body.Document).toEqual({ Id: older, Status: 'verified', RejectReason: null });
    expect((await call('GET', '/api/account/kyc', { token: first.token })).body).toMatchObject({ Status: 'verified' });
    expect((await call('GET', '/api/account/kyc', { token: second.token })).body).toMatchObject({ Status: 'pending' });
  });
});

describe('the flags', () => {
  it('raises a large deposit without approved KYC once, not below the amount, not with KYC, and again only after its resolution', async () => {
    const below = await player();
    const large = await player();
    const verified = await player();
    await platform.db.insertInto('kyc_documents').values({ user_id: verified.userId, document_type: 'passport', file_name: 'ok.png', content_type: 'image/png', size_bytes: PNG.length, content: PNG, status: 'verified' }).execute();
    await deposit(below.userId, RULES.largeDepositMinor - 1n);
    await deposit(large.userId, RULES.largeDepositMinor);
    await deposit(verified.userId, RULES.largeDepositMinor * 5n);
    await sweepFlags(platform.db, RULES);
    await deposit(large.userId, RULES.largeDepositMinor * 2n);
    await sweepFlags(platform.db, RULES);

    expect(await flagsOf(below.userId, LARGE)).toEqual([]);
    expect(await flagsOf(verified.userId, LARGE)).toEqual([]);
    const [flag, ...others] = await flagsOf(large.userId, LARGE);
    expect(others).toEqual([]);
    expect(flag).toMatchObject({ Rule: 'large_deposit_without_kyc', ResolvedAt: null, Details: { currency: 'EUR', threshold: String(RULES.largeDepositMinor) } });

    const resolved = await call('POST', `/api/backoffice/compliance/flags/${flag!.Id}/resolve`, { headers: officer.headers, body: { Reason: 'Source of funds checked: salary.' } });
    expect(resolved.body.Flag).toMatchObject({ Id: flag!.Id, Resolution: 'Source of funds checked: salary.' });
    expect(resolved.body.Flag.ResolvedAt).not.toBeNull();
    const twice = await call('POST', `/api/backoffice/compliance/flags/${flag!.Id}/resolve`, { headers: officer.headers, body: { Reason: 'again' } });
    expect([twice.status, twice.body.ErrorCode]).toEqual([409, 'FLAG_ALREADY_RESOLVED']);
    const audit = await platform.db.selectFrom('audit_log').select(['reason']).where('operation', '=', 'flags.resolve').where('target_id', '=', String(large.userId)).execute();
    expect(audit).toEqual([{ reason: 'Source of funds checked: salary.' }]);

    // The deposits it was about do not raise it again; a new large one does.
    await sweepFlags(platform.db, RULES);
    expect(await flagsOf(large.userId, LARGE)).toEqual([]);
    await deposit(large.userId, RULES.largeDepositMinor);
    await sweepFlags(platform.db, RULES);
    expect(await flagsOf(large.userId, LARGE)).toHaveLength(1);
    expect(await flagsOf(large.userId, LARGE, true)).toHaveLength(1);
  });

  it("raises the affordability threshold of the player's profile once, where the deposit happens, and not below it", async () => {
    // GB: the ukgc profile, 500.00 net deposits in 30 days (in the account's currency: no conversion).
    const over = await player({ country: 'GB' });
    const under = await player({ country: 'GB' });
    await deposit(over.userId, 300_00n);
    expect(await flagsOf(over.userId, 'affordability')).toEqual([]);
    await deposit(over.userId, 250_00n);
    await deposit(over.userId, 100_00n);
    await deposit(under.userId, 500_00n);
    const flags = await flagsOf(over.userId, 'affordability');
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ Rule: 'affordability', Details: { netDeposits: '55000', threshold: '50000', currency: 'EUR', days: 30, profile: 'ukgc' } });
    expect(await flagsOf(under.userId, 'affordability')).toEqual([]);
  });

  it('raises many accounts from one address on each of them once, and not below the count', async () => {
    const shared = ['203.0.113.10', '203.0.113.11'];
    const two = [await player({ ip: shared[0] }), await player({ ip: shared[0] })];
    await sweepFlags(platform.db, RULES);
    for (const p of two) expect(await flagsOf(p.userId, 'shared_address')).toEqual([]);
    // The third account signs in from the same address: now all three are flagged, each once.
    const third = await player({ ip: shared[1] });
    await platform.db.insertInto('sessions').values({ token_hash: `compliance-${third.userId}`, user_id: third.userId, remember_me: false, ip: shared[0]!, user_agent: 'test', expires_at: new Date(Date.now() + 3_600_000), revoked_at: null }).execute();
    await sweepFlags(platform.db, RULES);
    await sweepFlags(platform.db, RULES);
    for (const p of [...two, third]) {
      const flags = await flagsOf(p.userId, 'shared_address');
      expect(flags).toHaveLength(1);
      expect(flags[0]).toMatchObject({ Rule: 'shared_address', Details: { ip: shared[0], accounts: 3, threshold: 3 } });
    }
  });

  it('lets only compliance (and admin, and the auditor reading) see and resolve flags; the machine token is refused', async () => {
    const support = await signedInStaff(platform.db, platform.app, ['support']);
    expect((await call('GET', '/api/backoffice/compliance/flags', { headers: support.headers })).status).toBe(403);
    const machine = await call('GET', '/api/backoffice/compliance/flags', { headers: { 'x-admin-token': 'compliance-machine-token' } });
    expect([machine.status, machine.body.ErrorCode]).toEqual([403, 'ADMIN_TOKEN_REFUSED']);
  });
});
