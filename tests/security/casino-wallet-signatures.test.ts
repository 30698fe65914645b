/**
 * Attack family 9, forged seamless-wallet calls: the wallet routes (/api/casino/wallet/*) move a
 * player's money on a provider's word, so the word must be signed: HMAC-SHA256 over the raw body with
 * that provider's secret (x-signature). Unsigned, wrongly signed, signed by another provider, or a
 * captured signed call replayed with a changed body (amount, win, player token) is refused; no money
 * moves, no wallet row is written, and the ledger balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSecret } from '../../platform/casino/routes';
import { launchGame } from '../../platform/casino/sessions';
import { signBody } from '../../platform/cashier/signing';
import { startStack, type Stack } from '../helpers/stack';
import { attacker, cashOf, expectCleanLedger, ledgerTransactions } from './attack-helpers';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0, roundSweepIntervalMs: 0 } });
  // No random jackpot win may move money under the assertions.
  await stack.platform.database.db.updateTable('jackpot_pools').set({ trigger_ppm: 0 }).execute();
});
afterAll(() => stack?.close());

let ids = 0;
const id = (label: string) => `${label}-${process.pid}-${++ids}`;

/** A funded player with a real session on a slot of `provider`. */
async function seat(provider = 'pragmatic') {
  const db = stack.platform.database.db;
  const player = await attacker(stack, 100_00n);
  const game = await db.selectFrom('casino_games').select(['id', 'provider']).where('provider', '=', provider).where('kind', '=', 'slot').where('excluded', '=', false).orderBy('popularity').executeTakeFirstOrThrow();
  const launched = await launchGame(db, { game: { id: game.id }, mode: 'real', player: { ...player, lang: 'en-US' }, lang: 'en-US' });
  return { player, provider: game.provider, token: launched.session.token };
}

/** A wallet call over real HTTP: the raw body and the signature header exactly as given. */
async function walletCall(call: string, raw: string, signature?: string) {
  const response = await fetch(`${stack.platformUrl}/api/casino/wallet/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-signature': signature }) },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const secretOf = (provider: string) => providerSecret(stack.platform.config, provider);
const walletRows = async (userId: bigint) =>
  (await stack.platform.database.db.selectFrom('casino_wallet_transactions').select('id').where('user_id', '=', userId).execute()).length;

describe('a forged wallet call', () => {
  it.each([
    ['no signature', () => undefined],
    ['an empty signature', () => ''],
    ['a signature with the wrong secret', (raw: string) => signBody(raw, 'guessed-secret')],
    ['the signature of another body', () => signBody('{}', secretOf('pragmatic'))],
    ['a truncated signature', (raw: string) => signBody(raw, secretOf('pragmatic')).slice(0, 20)],
    ['the platform master secret itself', (raw: string) => signBody(raw, stack.platform.config.casinoWalletSecret)],
  ])('a win with %s is refused, nothing moves', async (_name, sign) => {
    const s = await seat();
    const transactions = await ledgerTransactions(stack);
    const raw = JSON.stringify({ Provider: s.provider, Token: s.token, TransactionId: id('forged-win'), RoundId: id('round'), Amount: '5000.00' });
    const answer = await walletCall('win', raw, sign(raw));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ HasErrors: true, ErrorCode: 'INVALID_SIGNATURE' });
    expect(await cashOf(stack, s.player.userId)).toBe(100_00n);
    expect(await walletRows(s.player.userId)).toBe(0);
    expect(await ledgerTransactions(stack)).toBe(transactions);
  });

  it("signed with another provider's secret is refused", async () => {
    const s = await seat('pragmatic');
    const raw = JSON.stringify({ Provider: s.provider, Token: s.token, TransactionId: id('cross'), RoundId: id('round'), Amount: '50.00' });
    const answer = await walletCall('bet', raw, signBody(raw, secretOf('habanero')));
    expect(answer.body).toMatchObject({ ErrorCode: 'INVALID_SIGNATURE' });
    expect(await cashOf(stack, s.player.userId)).toBe(100_00n);
  });

  it("a provider correctly signing a call on another provider's session token is refused", async () => {
    const s = await seat('pragmatic');
    const raw = JSON.stringify({ Provider: 'habanero', Token: s.token, TransactionId: id('other-token'), RoundId: id('round'), Amount: '10.00' });
    const answer = await walletCall('bet', raw, signBody(raw, secretOf('habanero')));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).toMatchObject({ HasErrors: true });
    expect(await cashOf(stack, s.player.userId)).toBe(100_00n);
  });

  it('balance with no signature is refused too (it would reveal a balance for any token)', async () => {
    const s = await seat();
    const answer = await walletCall('balance', JSON.stringify({ Provider: s.provider, Token: s.token }));
    expect(answer.body).toMatchObject({ ErrorCode: 'INVALID_SIGNATURE' });
    expect(answer.body.Balance).toBeUndefined();
  });
});

describe('a captured signed call replayed with a changed body', () => {
  it.each([
    ['a bigger win', (body: Record<string, unknown>) => ({ ...body, Amount: '9999.00' })],
    ['a new transaction id (to be paid again)', (body: Record<string, unknown>) => ({ ...body, TransactionId: id('replayed') })],
    ['the same JSON with its keys reordered', (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).reverse())],
  ])('%s: refused, only the genuine win was paid', async (_name, change) => {
    const s = await seat();
    const round = id('round');
    const bet = { Provider: s.provider, Token: s.token, TransactionId: id('bet'), RoundId: round, Amount: '2.00' };
    const betRaw = JSON.stringify(bet);
    expect((await walletCall('bet', betRaw, signBody(betRaw, secretOf(s.provider)))).status).toBe(200);
    const win = { Provider: s.provider, Token: s.token, TransactionId: id('win'), RoundId: round, Amount: '3.00' };
    const winRaw = JSON.stringify(win);
    const signature = signBody(winRaw, secretOf(s.provider));
    expect((await walletCall('win', winRaw, signature)).body).toMatchObject({ HasErrors: false, Balance: '101.00' });

    const forged = await walletCall('win', JSON.stringify(change(win)), signature);
    expect(forged.body).toMatchObject({ HasErrors: true, ErrorCode: 'INVALID_SIGNATURE' });
    expect(await cashOf(stack, s.player.userId)).toBe(101_00n);
  });

  it("a signed bet replayed on another player's token is refused (the token is inside the signed body)", async () => {
    const a = await seat();
    const b = await seat();
    const bet = { Provider: a.provider, Token: a.token, TransactionId: id('bet'), RoundId: id('round'), Amount: '7.00' };
    const raw = JSON.stringify(bet);
    const signature = signBody(raw, secretOf(a.provider));
    expect((await walletCall('bet', raw, signature)).status).toBe(200);
    const onB = await walletCall('bet', JSON.stringify({ ...bet, Token: b.token }), signature);
    expect(onB.body).toMatchObject({ ErrorCode: 'INVALID_SIGNATURE' });
    expect(await cashOf(stack, a.player.userId)).toBe(93_00n);
    expect(await cashOf(stack, b.player.userId)).toBe(100_00n);
  });

  it('the exact signed call replayed is answered as a replay and pays nothing more', async () => {
    const s = await seat();
    const raw = JSON.stringify({ Provider: s.provider, Token: s.token, TransactionId: id('bet'), RoundId: id('round'), Amount: '4.00' });
    const signature = signBody(raw, secretOf(s.provider));
    expect((await walletCall('bet', raw, signature)).body).toMatchObject({ Replayed: false, Balance: '96.00' });
    expect((await walletCall('bet', raw, signature)).body).toMatchObject({ Replayed: true, Balance: '96.00' });
    expect(await cashOf(stack, s.player.userId)).toBe(96_00n);
  });

  it('the ledger is clean', async () => {
    await expectCleanLedger(stack);
  });
});
