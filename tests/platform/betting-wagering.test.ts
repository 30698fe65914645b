/**
 * Bets and a deposit bonus: a stake takes cash first and then bonus money, counts towards the bonus's
 * wagering, and the stake that completes the requirement turns the bonus money left into cash.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postMovement } from '../../platform/db/ledger';
import { inTransaction } from '../../platform/db/transaction';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';

let book: BettingPlatform;

beforeAll(async () => {
  book = await startBettingPlatform();
  await book.match('w', { home: 2, draw: 3.4, away: 3.6 });
});
afterAll(() => book.close());

const balances = async (userId: bigint) =>
  Object.fromEntries(
    (await book.db.selectFrom('ledger_accounts').select(['code', 'balance']).where('user_id', '=', userId).execute()).map((row) => [row.code, row.balance]),
  );

it('stakes cash then bonus money, wagers the bonus, and releases it to cash when the requirement is met', async () => {
  const player = await book.player(10_00n);
  const bonus = await book.db
    .insertInto('bonuses')
    .values({ code: `TEST-DEPOSIT-${player.userId}`, kind: 'deposit', product: 'any', percent: 100, amounts: JSON.stringify({ EUR: '100.00' }), wagering_multiplier: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await book.db
    .insertInto('user_bonuses')
    .values({ user_id: player.userId, bonus_id: bonus.id, status: 2, currency: 'EUR', amount: 20_00n, wagering_required: 25_00n, wagered: 0n })
    .execute();
  await inTransaction(book.db, (tx) =>
    postMovement(tx, {
      idempotencyKey: `test-bonus:${player.userId}`,
      kind: 'test.bonus',
      postings: [
        { account: { userId: player.userId, code: 'bonus', currency: 'EUR' }, amount: 20_00n },
        { account: { house: 'bonus', currency: 'EUR' }, amount: -20_00n },
      ],
    }),
  );
  const odd = await book.oddId('w', 'match/1x2', 'home');
  const bet = (stake: string) => book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: stake, Selections: [{ OddId: odd, Odds: '2.00' }] });

  // 15.00: the 10.00 of cash, then 5.00 of bonus money; 15.00 of the 25.00 wagered.
  expect((await bet('15')).status).toBe(200);
  expect(await balances(player.userId)).toMatchObject({ cash: 0n, bonus: 15_00n });
  expect((await book.db.selectFrom('user_bonuses').select('wagered').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).wagered).toBe(15_00n);

  // 10.00 more completes the requirement: the 5.00 of bonus money left becomes cash.
  expect((await bet('10')).status).toBe(200);
  expect(await balances(player.userId)).toMatchObject({ cash: 5_00n, bonus: 0n });
});
