/**
 * Compliance through the gateway (issue 18): the KYC queue and its decisions on /backoffice/graphql, the
 * document's file relayed for a staff cookie that may read KYC (never executable), the flags, and the
 * player's open tab hearing each decision (kycChanged).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { raiseFlag } from '../../platform/compliance/flags';
import { createStaff } from '../../platform/staff/accounts';
import type { StaffRole } from '../../rules/backoffice';
import { PNG } from '../backoffice/calls/compliance';
import { globalIdOf } from '../../gateway/schema/ids';
import { createTestPlayer } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { firstResults, wsClient } from '../helpers/ws';
import { staffCode } from '../helpers/staff';
import { startStack, type Stack } from '../helpers/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

type Answer = { data?: { backoffice: Record<string, unknown> } | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** The answer's backoffice field (the test fails here when the answer has none). */
const field = <T>(answer: Answer, name: string) => answer.data!.backoffice[name] as T;

async function post(query: string, variables: Record<string, unknown>, cookie: string): Promise<Answer> {
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

let made = 0;
/** A member of staff signed in on the back-office endpoint: their cookie. */
async function signedIn(roles: StaffRole[]): Promise<string> {
  const staff = (await createStaff(stack.platform.database.db, { username: `gw-compliance-${++made}`, email: `gw-compliance-${made}@staff.test`, roles }, null))!;
  const response = await fetch(`${stack.url}${BACKOFFICE_GRAPHQL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' },
    body: JSON.stringify({ query: 'mutation($u: String!, $p: String!, $c: String!) { staffSignIn(userName: $u, password: $p, code: $c) { __typename } }', variables: { u: staff.username, p: staff.password, c: staffCode(staff.totpSecret) } }),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('compliance in the back office', () => {
  it('lists a pending document, opens its file for compliance only, and rejects it with a reason', async () => {
    const db = stack.platform.database.db;
    const player = await createTestPlayer(db, stack.platform.config);
    const doc = await db.insertInto('kyc_documents').values({ user_id: player.userId, document_type: 'id_card', file_name: 'id.png', content_type: 'image/png', size_bytes: PNG.length, content: PNG }).returning('id').executeTakeFirstOrThrow();
    const officer = await signedIn(['compliance']);

    const queue = await post('{ backoffice { kycQueue { id playerId fileName contentType fileUrl } } }', {}, officer);
    const listed = field<{ id: string; playerId: string; fileUrl: string }[]>(queue, 'kycQueue').find((d) => d.playerId === String(player.userId))!;
    expect(listed).toMatchObject({ fileName: 'id.png', contentType: 'image/png', fileUrl: `/backoffice/export/kyc/${doc.id}` });

    const file = await fetch(`${stack.url}${listed.fileUrl}`, { headers: { cookie: officer } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    // Support's cookie, and no cookie, get no document.
    expect((await fetch(`${stack.url}${listed.fileUrl}`, { headers: { cookie: await signedIn(['support']) } })).status).toBe(403);
    expect((await fetch(`${stack.url}${listed.fileUrl}`)).status).toBe(401);

    const REJECT = 'mutation($id: ID!, $r: String!) { backoffice { rejectKycDocument(id: $id, reason: $r) { __typename ... on KycDecision { status rejectReason } ... on Error { code } } } }';
    const rejected = await post(REJECT, { id: listed.id, r: 'The document has expired.' }, officer);
    expect(field(rejected, 'rejectKycDocument')).toEqual({ __typename: 'KycDecision', status: 'rejected', rejectReason: 'The document has expired.' });
    const again = await post(REJECT, { id: listed.id, r: 'again' }, officer);
    expect(field(again, 'rejectKycDocument')).toEqual({ __typename: 'BackofficeError', code: 'KYC_ALREADY_DECIDED' });

    // The player reads the reason on their KYC page.
    const kyc = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: `og_session=${player.token}` },
      body: JSON.stringify({ query: '{ viewer { kyc { status documents { status rejectReason } } } }' }),
    });
    expect(((await kyc.json()) as { data: unknown }).data).toEqual({ viewer: { kyc: { status: 'REJECTED', documents: [{ status: 'REJECTED', rejectReason: 'The document has expired.' }] } } });
  });

  it('lists open flags and resolves one with a reason; support may not see them', async () => {
    const db = stack.platform.database.db;
    const player = await createTestPlayer(db, stack.platform.config);
    await db.transaction().execute((trx) => raiseFlag(trx, player.userId, 'shared_address', { ip: '203.0.113.20', accounts: 4, threshold: 3 }));
    const officer = await signedIn(['compliance']);
    const flags = await post('{ backoffice { complianceFlags { id playerId rule details } } }', {}, officer);
    const flag = field<{ id: string; playerId: string; rule: string }[]>(flags, 'complianceFlags').find((f) => f.playerId === String(player.userId))!;
    expect(flag).toMatchObject({ rule: 'shared_address', details: { ip: '203.0.113.20', accounts: 4, threshold: 3 } });

    const RESOLVE = 'mutation($id: ID!, $r: String!) { backoffice { resolveComplianceFlag(id: $id, reason: $r) { __typename ... on ComplianceFlag { resolution resolvedAt } ... on Error { code } } } }';
    const resolved = await post(RESOLVE, { id: flag.id, r: 'Family at one address.' }, officer);
    expect(field(resolved, 'resolveComplianceFlag')).toMatchObject({ __typename: 'ComplianceFlag', resolution: 'Family at one address.' });
    const open = await post('{ backoffice { complianceFlags { id } } }', {}, officer);
    expect(field<{ id: string }[]>(open, 'complianceFlags').map((f) => f.id)).not.toContain(flag.id);

    const support = await signedIn(['support']);
    const refused = await post('{ backoffice { complianceFlags { id } } }', {}, support);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Support may read a player's responsible-gambling history, though (responsible.read).
    const limit = await fetch(`${stack.platformUrl}/api/responsible/limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-session-token': player.token },
      body: JSON.stringify({ Kind: 'deposit', Period: 'week', Amount: '100.00' }),
    });
    expect(limit.status).toBe(200);
    const history = await post('query($p: String!) { backoffice { playerResponsibleHistory(playerId: $p) { action } } }', { p: String(player.userId) }, support);
    expect(field(history, 'playerResponsibleHistory')).toEqual([{ action: 'limit_set' }]);
  });
});

const documentId = (id: bigint) => globalIdOf('KycDocument', String(id));

const KYC_CHANGED = `subscription { kycChanged { __typename ... on KycChanged { document { id status rejectReason } viewer { kyc { status } } } ... on Error { code } } }`;

describe('Subscription.kycChanged (graphql-ws)', () => {
  it("tells the player's open tab each decision with the account's new status, and no other player", async () => {
    const db = stack.platform.database.db;
    const [player, other] = [await createTestPlayer(db, stack.platform.config), await createTestPlayer(db, stack.platform.config)];
    const upload = (name: string) =>
      db.insertInto('kyc_documents').values({ user_id: player.userId, document_type: 'passport', file_name: name, content_type: 'image/png', size_bytes: PNG.length, content: PNG }).returning('id').executeTakeFirstOrThrow();
    const [first, second] = [await upload('blurred.png'), await upload('sharp.png')];
    const tab = wsClient(stack.graphqlUrl, { cookie: `og_session=${player.token}` });
    const otherTab = wsClient(stack.graphqlUrl, { cookie: `og_session=${other.token}` });
    try {
      const heard = firstResults<{ data: Json }>(tab, { query: KYC_CHANGED }, 2);
      const otherHeard = firstResults<{ data: Json }>(otherTab, { query: KYC_CHANGED }, 1);
      await Promise.all([heard.subscribed, otherHeard.subscribed]);

      const officer = await signedIn(['compliance']);
      const rejected = await post('mutation($id: ID!) { backoffice { rejectKycDocument(id: $id, reason: "Too blurred to read.") { __typename } } }', { id: documentId(first.id) }, officer);
      expect(field(rejected, 'rejectKycDocument')).toEqual({ __typename: 'KycDecision' });
      // `viewer` is read when the event is delivered: the tab hears the rejection before the next decision.
      await expect.poll(() => heard.received.length, { timeout: 10_000 }).toBe(1);
      const approved = await post('mutation($id: ID!) { backoffice { approveKycDocument(id: $id) { __typename } } }', { id: documentId(second.id) }, officer);
      expect(field(approved, 'approveKycDocument')).toEqual({ __typename: 'KycDecision' });

      expect((await heard.done).map((result) => result.data.kycChanged)).toEqual([
        // One document rejected while the other still waits: the account is pending.
        { __typename: 'KycChanged', document: { id: String(first.id), status: 'REJECTED', rejectReason: 'Too blurred to read.' }, viewer: { kyc: { status: 'PENDING' } } },
        { __typename: 'KycChanged', document: { id: String(second.id), status: 'VERIFIED', rejectReason: null }, viewer: { kyc: { status: 'VERIFIED' } } },
      ]);
      // The other player's tab heard nothing of it: its first event is its own document's decision.
      const own = await db.insertInto('kyc_documents').values({ user_id: other.userId, document_type: 'id_card', file_name: 'id.png', content_type: 'image/png', size_bytes: PNG.length, content: PNG }).returning('id').executeTakeFirstOrThrow();
      await post('mutation($id: ID!) { backoffice { approveKycDocument(id: $id) { __typename } } }', { id: documentId(own.id) }, officer);
      expect((await otherHeard.done).map((result) => (result.data.kycChanged as { document: { id: string } }).document.id)).toEqual([String(own.id)]);
    } finally {
      await Promise.all([tab.dispose(), otherTab.dispose()]);
    }
  });

  it('answers AuthError to a visitor', async () => {
    const visitor = wsClient(stack.graphqlUrl);
    try {
      const [result] = await firstResults<{ data: Json }>(visitor, { query: KYC_CHANGED }, 1).done;
      expect(result!.data.kycChanged).toMatchObject({ __typename: 'AuthError', code: 'UNAUTHORIZED' });
    } finally {
      await visitor.dispose();
    }
  });
});
