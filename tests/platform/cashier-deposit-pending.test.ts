/**
 * Issue 24: a deposit whose payment page was abandoned does not stay Pending forever. It expires after
 * DEPOSIT_PENDING_TTL_MINUTES (then can never be credited), and until then the player can resume it (its
 * payment page again) or cancel it. No money moves for a pending deposit, so none moves when it ends.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expireAbandonedDeposits } from '../../platform/cashier/expiry-sweeper';
import { createTestPlayer, signedCallback } from '../helpers/cashier';
import { useCashierSuite } from '../helpers/cashier-suite';
import type { Json } from '../helpers/json';

const suite = useCashierSuite('cashier-pending-admin', { nonJsonAnswers: true });
const { call } = suite;

type Player = Awaited<ReturnType<typeof createTestPlayer>>;
const player = () => createTestPlayer(suite.db, suite.config);
const card = (amount: string) => ({ PaymentMethod: 'card', Amount: amount, AgreeWithDepositTerms: true, CardCountry: 'SE' });
const startCard = async (p: Player, amount = '25.00') => (await call('POST', '/api/cashier/deposit', { token: p.token, body: card(amount) })).body;
const cancel = (p: Player, id: string) => call('POST', `/api/cashier/deposit/${id}/cancel`, { token: p.token });
const resume = (p: Player, id: string) => call('POST', `/api/cashier/deposit/${id}/resume`, { token: p.token });
const transaction = async (p: Player, id: string) => (await call('GET', `/api/cashier/transactions/${id}`, { token: p.token })).body.Transaction as Json;
const balance = async (p: Player) =>
  ((await call('GET', '/api/cashier/balance', { token: p.token })).body.Balances as Json[]).find((b) => b.Currency === p.currency)?.Balance as string | undefined;
const paid = (id: string, tx = `psp-${id}`) => ({ TransactionId: tx, Status: 'approved', Amount: '25.00', Currency: 'EUR', DepositId: id });
async function callback(payload: Json) {
  const { body, signature } = signedCallback(payload);
  return call('POST', '/api/cashier/callback/sandboxpay', { raw: body, headers: { 'x-signature': signature } });
}
/** The clock moves for this deposit: it was started `minutes` ago (the expiry reads the database's clock). */
const startedAgo = (id: string, minutes: number) =>
  sql`update cashier_transactions set created_at = now() - make_interval(mins => ${minutes}) where id = ${BigInt(id)}`.execute(suite.db);
const ledgerLines = async (id: string) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where idempotency_key = ${`cashier:deposit:${id}`}`.execute(suite.db)).rows[0]!.n);

describe('a pending deposit expires (DEPOSIT_PENDING_TTL_MINUTES, 30 by default)', () => {
  it('is still paid by a callback inside its time', async () => {
    const p = await player();
    const { Deposit } = await startCard(p);
    await startedAgo(Deposit.Id, 29);
    expect((await callback(paid(Deposit.Id))).status).toBe(200);
    expect(await balance(p)).toBe('25.00');
  });

  it('credits nothing for a late payment after expiry, answers the provider 200 with the expired deposit, once', async () => {
    const p = await player();
    const { Deposit } = await startCard(p);
    expect(suite.config.depositPendingTtlMinutes).toBe(30);
    await startedAgo(Deposit.Id, 31);
    const late = await callback(paid(Deposit.Id));
    expect(late.status).toBe(200);
    expect(late.body.Deposit).toMatchObject({ StatusID: 4, Status: 'Canceled', Reason: 'expired' });
    expect(late.body.Deposit.ReasonText).toBe('The deposit expired before its payment was completed; nothing was charged to your balance.');
    expect(await balance(p)).not.toBe('25.00');
    expect(await ledgerLines(Deposit.Id)).toBe(0);
    // The provider retries: still nothing, and the expiry happened once (one event for it).
    expect((await callback(paid(Deposit.Id))).status).toBe(409);
    expect(await ledgerLines(Deposit.Id)).toBe(0);
    const events = await suite.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('topic', '=', 'cashier.transaction.changed')
      .where(sql<boolean>`payload->>'transactionId' = ${Deposit.Id}`)
      .execute();
    expect(events.map((e) => (e.payload as Json).statusId)).toEqual([1, 4]);
    expect(await transaction(p, Deposit.Id)).toMatchObject({ Status: 'Canceled', Reason: 'expired' });
  });

  it('cannot be cancelled once expired', async () => {
    const p = await player();
    const { Deposit } = await startCard(p);
    await startedAgo(Deposit.Id, 45);
    const answer = await cancel(p, Deposit.Id);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: 'NOT_CANCELABLE', ErrorMessage: 'Only a pending deposit can be cancelled.' });
  });
});

describe('the expiry sweep (DEPOSIT_EXPIRY_SWEEP_MS)', () => {
  it('ends a deposit nobody comes back to: its list shows it expired without the player or provider touching it', async () => {
    const p = await player();
    const abandoned = (await startCard(p)).Deposit.Id as string;
    const fresh = (await startCard(p, '30.00')).Deposit.Id as string;
    const bank = (await call('POST', '/api/cashier/deposit', { token: p.token, body: { PaymentMethod: 'banktransfer', Amount: '40.00', AgreeWithDepositTerms: true } })).body.Deposit.Id as string;
    await startedAgo(abandoned, 31);
    await startedAgo(bank, 31);
    const sweep = () => expireAbandonedDeposits({ db: suite.db, config: suite.config });

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await transaction(p, abandoned)).toMatchObject({ Status: 'Canceled', Reason: 'expired' });
    // Inside its time, a card deposit waits; a bank transfer never expires (its money arrives days later).
    expect(await transaction(p, fresh)).toMatchObject({ Status: 'Pending' });
    expect(await transaction(p, bank)).toMatchObject({ Status: 'Pending' });
    const list = (await call('GET', '/api/cashier/transactions?type=1', { token: p.token })).body.Transactions as Json[];
    expect(list.map((row) => [row.Id, row.Status, row.Reason])).toEqual(
      expect.arrayContaining([[abandoned, 'Canceled', 'expired'], [fresh, 'Pending', null], [bank, 'Pending', null]]),
    );
    // Nothing was charged, and the next pass finds nothing more of this player's to end (one event for the expiry).
    expect(await ledgerLines(abandoned)).toBe(0);
    await sweep();
    const events = await suite.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('topic', '=', 'cashier.transaction.changed')
      .where(sql<boolean>`payload->>'transactionId' = ${abandoned}`)
      .execute();
    expect(events.map((e) => (e.payload as Json).statusId)).toEqual([1, 4]);
  });

  it('and a payment racing the sweep: exactly one wins, and money is credited at most once', async () => {
    const p = await player();
    const { Deposit } = await startCard(p);
    await startedAgo(Deposit.Id, 31);
    const [, paidLate] = await Promise.all([expireAbandonedDeposits({ db: suite.db, config: suite.config }), callback(paid(Deposit.Id))]);
    expect([200, 409]).toContain(paidLate.status);
    expect(await transaction(p, Deposit.Id)).toMatchObject({ Status: 'Canceled', Reason: 'expired' });
    expect(await ledgerLines(Deposit.Id)).toBe(0);
  });
});

describe('the player cancels a pending deposit', () => {
  it('cancels it, idempotently, with no money moved; a payment arriving afterwards credits nothing', async () => {
    const p = await player();
    const { Deposit } = await startCard(p);
    const first = await cancel(p, Deposit.Id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ Message: 'Your deposit has been cancelled. No money was taken from your balance.', Deposit: { StatusID: 4, Reason: 'player_cancelled' } });
    const again = await cancel(p, Deposit.Id);
    expect(again.status).toBe(200);
    expect(again.body.Deposit).toEqual(first.body.Deposit);
    expect((await callback(paid(Deposit.Id))).status).toBe(409);
    expect(await ledgerLines(Deposit.Id)).toBe(0);
    expect(await transaction(p, Deposit.Id)).toMatchObject({ Status: 'Canceled', ReasonText: 'You cancelled this deposit.' });
  });

  it('refuses a completed or declined deposit, in the player language', async () => {
    const p = await player();
    const done = (await startCard(p)).Deposit;
    await callback(paid(done.Id));
    const refused = await cancel(p, done.Id);
    expect(refused.status).toBe(409);
    expect(refused.body.ErrorCode).toBe('NOT_CANCELABLE');
    const declined = (await startCard(p)).Deposit;
    await callback({ ...paid(declined.Id), Status: 'declined' });
    const swedish = await call('POST', `/api/cashier/deposit/${declined.Id}/cancel`, { token: p.token, headers: { 'accept-language': 'sv-SE' } });
    expect(swedish.status).toBe(409);
    expect(swedish.body).toMatchObject({ ErrorCode: 'NOT_CANCELABLE', ErrorMessage: 'Endast en väntande insättning kan avbrytas.' });
    expect(await balance(p)).toBe('25.00');
  });

  it("answers not found for another player's deposit or a missing one, and needs a session", async () => {
    const owner = await player();
    const other = await player();
    const { Deposit } = await startCard(owner);
    expect((await cancel(other, Deposit.Id)).body).toMatchObject({ HasErrors: true, ErrorCode: 'DEPOSIT_NOT_FOUND' });
    expect((await cancel(other, Deposit.Id)).status).toBe(404);
    expect((await cancel(other, '999999999')).status).toBe(404);
    expect((await call('POST', `/api/cashier/deposit/${Deposit.Id}/cancel`)).status).toBe(401);
    expect(await transaction(owner, Deposit.Id)).toMatchObject({ Status: 'Pending' });
  });

  it('races the provider success callback: exactly one wins, and money is credited at most once', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await player();
      const { Deposit } = await startCard(p);
      const [cancelled, credited] = await Promise.all([cancel(p, Deposit.Id), callback(paid(Deposit.Id))]);
      const after = await transaction(p, Deposit.Id);
      if (after.Status === 'Completed') {
        expect(cancelled.status).toBe(409);
        expect(credited.body.Replayed).toBe(false);
        expect(await balance(p)).toBe('25.00');
        expect(await ledgerLines(Deposit.Id)).toBe(1);
      } else {
        expect(after).toMatchObject({ Status: 'Canceled', Reason: 'player_cancelled' });
        expect(cancelled.status).toBe(200);
        expect(credited.status).toBe(409);
        expect(await ledgerLines(Deposit.Id)).toBe(0);
      }
    }
  });
});

describe('a bank transfer', () => {
  it('does not expire: the money that arrives days later is credited', async () => {
    const p = await player();
    const { body } = await call('POST', '/api/cashier/deposit', { token: p.token, body: { PaymentMethod: 'banktransfer', Amount: '25.00', AgreeWithDepositTerms: true } });
    await startedAgo(body.Deposit.Id, 3 * 24 * 60);
    const { body: raw, signature } = signedCallback({ TransactionId: `bank-late-${body.Deposit.Id}`, Status: 'approved', Amount: '25.00', Currency: 'EUR', ReferenceNumber: body.BankInfo.ReferenceNumber });
    const arrived = await call('POST', '/api/cashier/callback/tigergateway', { raw, headers: { 'x-signature': signature } });
    expect(arrived.status).toBe(200);
    expect(arrived.body.Deposit).toMatchObject({ StatusID: 2, Status: 'Completed' });
    expect(await balance(p)).toBe('25.00');
  });
});

describe('the player resumes a pending deposit', () => {
  it('gives back the same payment page until the deposit expires, which then pays it', async () => {
    const p = await player();
    const start = await startCard(p);
    const again = await resume(p, start.Deposit.Id);
    expect(again.status).toBe(200);
    expect(again.body.Redirect.Url).toBe(start.Redirect.Url);
    expect(again.body.Deposit).toMatchObject({ Id: start.Deposit.Id, Status: 'Pending' });
    await startedAgo(start.Deposit.Id, 31);
    const late = await resume(p, start.Deposit.Id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ ErrorCode: 'NOT_CANCELABLE', ErrorMessage: 'Only a pending deposit that has not expired can be resumed.' });
  });

  it("refuses a cancelled deposit and does not find another player's", async () => {
    const p = await player();
    const { Deposit } = await startCard(p);
    expect((await resume(await player(), Deposit.Id)).status).toBe(404);
    await cancel(p, Deposit.Id);
    expect((await resume(p, Deposit.Id)).status).toBe(409);
  });
});
