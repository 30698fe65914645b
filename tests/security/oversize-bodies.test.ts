/**
 * Attack family 10, oversize bodies: an attacker sends tens of megabytes to make the server buffer and
 * parse them (memory, event-loop time). The gateway's /graphql refuses a body past 10 MB with 413 (the
 * largest legitimate one, a KYC upload, is about 7 MB), its REST proxy past 64 KB; the platform past
 * 256 KB (16 MB for a KYC upload) on its own. Nothing is executed, nothing changes, both keep answering.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../helpers/stack';
import { attacker, expectCleanLedger, expectGatewayUp, gql, ledgerTransactions, moneyOf } from './attack-helpers';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false } });
});
afterAll(() => stack?.close());

const MB = 1024 * 1024;
const WITHDRAW = 'mutation ($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { kind: __typename } }';
const withdrawal = { method: 'skrill', amount: '30', password: 'Tangerine7Kite', email: 'me@wallet.example' };
/** A withdrawal with `size` bytes of padding in an unused variable. */
const paddedWithdrawal = (size: number) => JSON.stringify({ query: WITHDRAW, variables: { input: withdrawal, pad: 'x'.repeat(size) } });

/**
 * The status of a request whose body the server may refuse before reading it all: a 413, or (when the
 * server answers and closes while the client is still sending) the connection closed under the upload.
 */
async function refusal(url: string, init: RequestInit): Promise<number | 'closed'> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? '';
    if (/ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED/.test(cause)) return 'closed';
    throw error;
  }
}
const REFUSED = [413, 'closed'];

/** Sessions alive for a user (a refused logout leaves them). */
const liveSessions = async (userId: bigint) =>
  (await stack.platform.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()).length;

describe('the gateway /graphql', () => {
  it('refuses a 30 MB JSON body (413, or closes under the upload), runs nothing, stays up', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const status = await refusal(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: victim.cookie }, body: paddedWithdrawal(30 * MB) });
    expect(REFUSED).toContain(status);
    expect(await moneyOf(stack, victim.userId)).toEqual(before);
    await expectGatewayUp(stack);
  });

  it('refuses a 30 MB chunked body (no Content-Length to check first): 413 or closed, runs nothing', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const payload = Buffer.from(paddedWithdrawal(30 * MB));
    const chunks = Array.from({ length: Math.ceil(payload.length / MB) }, (_, i) => payload.subarray(i * MB, (i + 1) * MB));
    const status = await refusal(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: victim.cookie },
      body: Readable.toWeb(Readable.from(chunks)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(REFUSED).toContain(status);
    expect(await moneyOf(stack, victim.userId)).toEqual(before);
    await expectGatewayUp(stack);
  });

  it('five 30 MB bodies at once: all refused, the gateway answers the next request', async () => {
    const body = paddedWithdrawal(30 * MB);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refusal(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1' }, body })));
    for (const status of answers) expect(REFUSED).toContain(status);
    await expectGatewayUp(stack);
  });

  it('refuses a 12 MB body (past the largest legitimate one, a KYC upload of ~7 MB) with 413, runs nothing', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const response = await fetch(stack.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oddsgate-csrf': '1', cookie: victim.cookie }, body: paddedWithdrawal(12 * MB) });
    const after = await moneyOf(stack, victim.userId);
    expect(response.status).toBe(413);
    expect(after).toEqual(before);
  });

  it('a withdrawal with a small body still goes through (the control)', async () => {
    const player = await attacker(stack, 100_00n);
    expect((await gql(stack, player, WITHDRAW, { input: withdrawal })).data?.requestWithdrawal.kind).toBe('WithdrawalPayload');
  });
});

describe('the gateway REST proxy (64 KB)', () => {
  it('refuses a 5 MB form post to the sandbox payment page (413, or closed under the upload)', async () => {
    const status = await refusal(`${stack.url}/api/cashier/sandbox/1`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `CardNumber=${'4'.repeat(5 * MB)}` });
    expect(REFUSED).toContain(status);
    await expectGatewayUp(stack);
  });
});

describe('platform routes', () => {
  it('a 5 MB field the schema bounds is a 400 that changes nothing', async () => {
    const transactions = await ledgerTransactions(stack);
    const response = await fetch(`${stack.platformUrl}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserName: 'x'.repeat(5 * MB), Password: 'y' }) });
    expect([400, 413]).toContain(response.status);
    expect(await ledgerTransactions(stack)).toBe(transactions);
  });

  it('a 5 MB body of padding beside a valid request is refused with 413 (or 400), and nothing changes', async () => {
    const victim = await attacker(stack);
    const sessions = await liveSessions(victim.userId);
    const response = await fetch(`${stack.platformUrl}/api/account/logout`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-session-token': victim.token }, body: JSON.stringify({ Pad: 'x'.repeat(5 * MB) }) });
    const after = await liveSessions(victim.userId);
    expect([400, 413]).toContain(response.status);
    expect(after).toBe(sessions);
  });

  it('a 30 MB body beside a valid withdrawal is refused and moves nothing', async () => {
    const victim = await attacker(stack, 100_00n);
    const before = await moneyOf(stack, victim.userId);
    const response = await fetch(`${stack.platformUrl}/api/cashier/withdraw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': victim.token },
      body: JSON.stringify({ Method: 'skrill', Amount: '30', Password: 'Tangerine7Kite', Email: 'me@wallet.example', Pad: 'x'.repeat(30 * MB) }),
    });
    const after = await moneyOf(stack, victim.userId);
    expect([400, 413]).toContain(response.status);
    expect(after).toEqual(before);
  });

  it('the platform and the gateway still answer, and the ledger is clean', async () => {
    expect((await fetch(`${stack.platformUrl}/health`)).status).toBe(200);
    await expectGatewayUp(stack);
    await expectCleanLedger(stack);
  });
});
