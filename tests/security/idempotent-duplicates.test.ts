/**
 * Attack family 8, duplicates: a client (or an attacker racing it) sends the same money request twice,
 * or ten times at once, with one idempotency key, hoping to be paid twice or charged once for two. Each
 * money route moves money once per key and answers every copy the same; the same key with another body
 * is refused (IDEMPOTENCY_CONFLICT / TRANSACTION_CONFLICT) and changes nothing. Real HTTP, real stack.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSecret } from '../../platform/casino/routes';
import { launchGame } from '../../platform/casino/sessions';
import { signBody } from '../../platform/cashier/signing';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { form } from '../helpers/agents';
import { simpleBook } from '../helpers/betting';
import { signedCallback } from '../helpers/cashier';
import { fixture, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { attacker, cashOf, expectCleanLedger, gql, moneyOf, rest } from './attack-helpers';

let stack: Stack;
let oddId: number;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
  const db = stack.platform.database.db;
  await db.updateTable('jackpot_pools').set({ trigger_ppm: 0 }).execute();
  const ingest = createFeedIngest(db);
  await ingest.fixtures([fixture('dup1')]);
  await ingest.updates([update('dup1', { state: state(), markets: simpleBook({ home: 2, draw: 3.4, away: 3.6 }) })]);
  const row = await db.selectFrom('matches').select('odd_ids').where('feed_key', '=', 'dup1').executeTakeFirstOrThrow();
  oddId = (row.odd_ids as Record<string, number>)['match/1x2#home']!;
});
afterAll(() => stack?.close());

const count = async (table: 'tickets' | 'cashier_transactions' | 'agent_transfers' | 'casino_wallet_transactions', column: string, userId: bigint) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(stack.platform.database.db)).rows[0]!.n);
const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));
/** The same key with another request: refused, as a conflict (a 409). */
const expectConflict = (answer: { status: number; body: Json }) => expect(answer).toMatchObject({ status: 409, body: { ErrorCode: 'IDEMPOTENCY_CONFLICT' } });

/** A single on the match's home win, at `stake`. */
const single = (stake: string) => ({ Type: 'single', Stake: stake, Selections: [{ OddId: oddId, Odds: '2.00' }] });
const card = (amount: string) => ({ PaymentMethod: 'card', Amount: amount, AgreeWithDepositTerms: true, CardCountry: 'SE' });
const skrill = (amount: string) => ({ Method: 'skrill', Amount: amount, Password: 'Tangerine7Kite', Email: 'me@wallet.example' });

/** A funded player with a real session on a pragmatic slot. */
async function seat() {
  const db = stack.platform.database.db;
  const player = await attacker(stack, 100_00n);
  const game = await db.selectFrom('casino_games').select(['id', 'provider']).where('provider', '=', 'pragmatic').where('kind', '=', 'slot').where('excluded', '=', false).orderBy('popularity').executeTakeFirstOrThrow();
  const launched = await launchGame(db, { game: { id: game.id }, mode: 'real', player: { ...player, lang: 'en-US' }, lang: 'en-US' });
  return { player, provider: game.provider, token: launched.session.token };
}
/** A wallet call signed as the provider signs it. */
const signed = (call: string, body: Record<string, unknown>) => {
  const raw = JSON.stringify(body);
  return rest(stack, 'POST', `/api/casino/wallet/${call}`, null, raw, { 'x-signature': signBody(raw, providerSecret(stack.platform.config, String(body.Provider))) });
};

describe('a bet', () => {
  it('sent twice, then ten times at once with one key (REST): one ticket, one stake', async () => {
    const p = await attacker(stack, 100_00n);
    const key = { 'idempotency-key': randomUUID() };
    const first = await rest(stack, 'POST', '/api/bets', p, single('10'), key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await rest(stack, 'POST', '/api/bets', p, single('10'), key);
    expect(again.body.Tickets.map((t: Json) => t.Id)).toEqual(first.body.Tickets.map((t: Json) => t.Id));
    const burst = await times(10, () => rest(stack, 'POST', '/api/bets', p, single('10'), key));
    for (const answer of burst) expect(answer.body.Tickets?.map((t: Json) => t.Id)).toEqual(first.body.Tickets.map((t: Json) => t.Id));

    const fresh = { 'idempotency-key': randomUUID() };
    const concurrent = await times(10, () => rest(stack, 'POST', '/api/bets', p, single('5'), fresh));
    expect(new Set(concurrent.map((a) => JSON.stringify(a.body.Tickets?.map((t: Json) => t.Id)))).size).toBe(1);
    expect(await cashOf(stack, p.userId)).toBe(85_00n);
    expect(await count('tickets', 'user_id', p.userId)).toBe(2);
  });

  it('the same key with another stake is refused and changes nothing', async () => {
    const p = await attacker(stack, 100_00n);
    const key = { 'idempotency-key': randomUUID() };
    expect((await rest(stack, 'POST', '/api/bets', p, single('10'), key)).status).toBe(200);
    expectConflict(await rest(stack, 'POST', '/api/bets', p, single('20'), key));
    expect(await cashOf(stack, p.userId)).toBe(90_00n);
  });

  it('ten placeBet mutations at once through the gateway with one key: one stake', async () => {
    const p = await attacker(stack, 100_00n);
    const input = { type: 'SINGLE', stake: '7', selections: [{ oddId: Buffer.from(`Odd:${oddId}`).toString('base64'), odds: '2.00' }], idempotencyKey: randomUUID() };
    const answers = await times(10, () => gql(stack, p, 'mutation ($input: PlaceBetInput!) { placeBet(input: $input) { __typename ... on PlaceBetSuccess { tickets { id } } } }', { input }));
    const ids = new Set(answers.map((a) => JSON.stringify(a.data?.placeBet.tickets)));
    expect(ids.size).toBe(1);
    expect(await cashOf(stack, p.userId)).toBe(93_00n);
  });
});

describe('a deposit', () => {

  it('started ten times at once with one key: one deposit; the key with another amount is refused', async () => {
    const p = await attacker(stack);
    const key = { 'idempotency-key': randomUUID() };
    const answers = await times(10, () => rest(stack, 'POST', '/api/cashier/deposit', p, card('20'), key));
    expect(new Set(answers.map((a) => a.body.Deposit?.Id)).size).toBe(1);
    expect(await count('cashier_transactions', 'user_id', p.userId)).toBe(1);
    expectConflict(await rest(stack, 'POST', '/api/cashier/deposit', p, card('21'), key));
  });

  it("the provider's approval sent twice, then ten times at once: credited once", async () => {
    const p = await attacker(stack);
    const start = await rest(stack, 'POST', '/api/cashier/deposit', p, card('40'), { 'idempotency-key': randomUUID() });
    const payload = { TransactionId: `psp-dup-${start.body.Deposit.Id}`, Status: 'approved', Amount: '40.00', Currency: 'EUR', DepositId: start.body.Deposit.Id };
    const { body, signature } = signedCallback(payload);
    const callback = () => rest(stack, 'POST', '/api/cashier/callback/sandboxpay', null, body, { 'x-signature': signature });
    expect((await callback()).status).toBe(200);
    expect((await callback()).status).toBe(200);
    await times(10, callback);
    expect(await cashOf(stack, p.userId)).toBe(40_00n);
  });
});

describe('a withdrawal', () => {

  it('sent twice, then ten times at once with one key: reserved once; another amount is refused', async () => {
    const p = await attacker(stack, 100_00n);
    const key = { 'idempotency-key': randomUUID() };
    const a = await rest(stack, 'POST', '/api/cashier/withdraw', p, skrill('10'), key);
    const b = await rest(stack, 'POST', '/api/cashier/withdraw', p, skrill('10'), key);
    expect(b.body.Withdrawal.Id).toBe(a.body.Withdrawal.Id);
    const burst = await times(10, () => rest(stack, 'POST', '/api/cashier/withdraw', p, skrill('10'), key));
    for (const answer of burst) expect(answer.body.Withdrawal?.Id).toBe(a.body.Withdrawal.Id);
    expect(await cashOf(stack, p.userId)).toBe(90_00n);
    expectConflict(await rest(stack, 'POST', '/api/cashier/withdraw', p, skrill('11'), key));
    expect(await cashOf(stack, p.userId)).toBe(90_00n);
  });

  it('ten requestWithdrawal mutations at once through the gateway with one key: reserved once', async () => {
    const p = await attacker(stack, 100_00n);
    const input = { method: 'skrill', amount: '25', password: 'Tangerine7Kite', email: 'me@wallet.example', idempotencyKey: randomUUID() };
    await times(10, () => gql(stack, p, 'mutation ($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { __typename } }', { input }));
    expect(await cashOf(stack, p.userId)).toBe(75_00n);
    expect(await count('cashier_transactions', 'user_id', p.userId)).toBe(1);
  });
});

describe('an agent transfer', () => {
  it('sent twice, then ten times at once with one key: moved once; another amount is refused', async () => {
    const agent = await attacker(stack, 100_00n);
    await stack.platform.database.db.updateTable('users').set({ account_type: 1 }).where('id', '=', agent.userId).execute();
    const created = await rest(stack, 'POST', '/api/agent/subAgents', agent, form());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const sub = created.body.SubAgent.Id as string;
    const key = { 'idempotency-key': randomUUID() };
    const deposit = (amount: string) => rest(stack, 'POST', `/api/agent/subAgents/${sub}/deposit`, agent, { Amount: amount }, key);
    expect((await deposit('30')).status).toBe(200);
    expect((await deposit('30')).status).toBe(200);
    await times(10, () => deposit('30'));
    expect(await cashOf(stack, BigInt(sub))).toBe(30_00n);
    expect(await cashOf(stack, agent.userId)).toBe(70_00n);
    expectConflict(await deposit('31'));

    const withdrawKey = { 'idempotency-key': randomUUID() };
    await times(10, () => rest(stack, 'POST', `/api/agent/subAgents/${sub}/withdraw`, agent, { Amount: '10' }, withdrawKey));
    expect(await cashOf(stack, BigInt(sub))).toBe(20_00n);
    expect(await cashOf(stack, agent.userId)).toBe(80_00n);
  });

  it('a transfer without a key is refused: a retry must be recognisable', async () => {
    const agent = await attacker(stack, 100_00n);
    await stack.platform.database.db.updateTable('users').set({ account_type: 1 }).where('id', '=', agent.userId).execute();
    const sub = (await rest(stack, 'POST', '/api/agent/subAgents', agent, form())).body.SubAgent.Id as string;
    const answer = await rest(stack, 'POST', `/api/agent/subAgents/${sub}/deposit`, agent, { Amount: '5' });
    expect(answer.status).toBe(400);
    expect(await cashOf(stack, agent.userId)).toBe(100_00n);
  });
});

describe('a casino wallet call', () => {

  it('a bet and a win each sent ten times at once: one stake, one payout; another amount on the id is refused', async () => {
    const s = await seat();
    const round = randomUUID();
    const bet = { Provider: s.provider, Token: s.token, TransactionId: randomUUID(), RoundId: round, Amount: '3.00' };
    const bets = await times(10, () => signed('bet', bet));
    for (const answer of bets) expect(answer.body).toMatchObject({ HasErrors: false, Balance: '97.00' });
    const win = { Provider: s.provider, Token: s.token, TransactionId: randomUUID(), RoundId: round, Amount: '5.00' };
    const wins = await times(10, () => signed('win', win));
    for (const answer of wins) expect(answer.body).toMatchObject({ HasErrors: false, Balance: '102.00' });
    expect(await cashOf(stack, s.player.userId)).toBe(102_00n);
    expect(await count('casino_wallet_transactions', 'user_id', s.player.userId)).toBe(2);

    const conflict = await signed('bet', { ...bet, Amount: '3.01' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.ErrorCode).toBe('TRANSACTION_CONFLICT');
    expect(await cashOf(stack, s.player.userId)).toBe(102_00n);
  });

  it('a rollback sent ten times at once gives the stake back once', async () => {
    const s = await seat();
    const bet = { Provider: s.provider, Token: s.token, TransactionId: randomUUID(), RoundId: randomUUID(), Amount: '6.00' };
    await signed('bet', bet);
    const rollback = { Provider: s.provider, Token: s.token, TransactionId: randomUUID(), RoundId: bet.RoundId, ReferenceTransactionId: bet.TransactionId };
    await times(10, () => signed('rollback', rollback));
    expect(await cashOf(stack, s.player.userId)).toBe(100_00n);
    expect(Object.values(await moneyOf(stack, s.player.userId)).every((v) => BigInt(v) >= 0n)).toBe(true);
  });
});

describe('the books', () => {
  it('the ledger is clean after every duplicate', async () => {
    await expectCleanLedger(stack);
  });
});
