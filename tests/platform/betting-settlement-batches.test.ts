/**
 * A match's settlement runs in batches of whole tickets, each its own short transaction (settle.ts):
 * every winner is paid exactly once across the batches, a combo whose other leg is still open waits,
 * and a second pass pays nothing more.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { settleMatch } from '../../platform/betting/settle';
import { startBettingPlatform, type BettingPlatform } from '../helpers/betting';

let book: BettingPlatform;
beforeAll(async () => {
  book = await startBettingPlatform();
});
afterAll(() => book.close());

it('pays every winner once over batches of three tickets, each in its own transaction; a rerun pays nothing', async () => {
  await book.match('batch-m', { home: 2, draw: 3.4, away: 3.6 });
  await book.match('batch-n', { home: 1.5, draw: 4, away: 6 });
  const odd = (key: string, outcome: string) => book.oddId(key, 'match/1x2', outcome);
  const place = async (selections: { OddId: number; Odds: string }[]) => {
    const player = await book.player(100_00n);
    const answer = await book.request('POST', '/api/bets', player.token, { Type: selections.length > 1 ? 'combo' : 'single', Stake: '10', Selections: selections });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return player;
  };
  // Seven singles on M (four on home, which wins), and three combos M home + N home (N not over yet).
  const winners = [];
  for (let i = 0; i < 4; i++) winners.push(await place([{ OddId: await odd('batch-m', 'home'), Odds: '2.00' }]));
  const losers = [];
  for (let i = 0; i < 3; i++) losers.push(await place([{ OddId: await odd('batch-m', 'away'), Odds: '3.60' }]));
  const combos = [];
  for (let i = 0; i < 3; i++) combos.push(await place([{ OddId: await odd('batch-m', 'home'), Odds: '2.00' }, { OddId: await odd('batch-n', 'home'), Odds: '1.50' }]));

  await book.end('batch-m', { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 2, away: 1 });
  const { id: matchId } = await book.db.selectFrom('matches').select('id').where('feed_key', '=', 'batch-m').executeTakeFirstOrThrow();
  const mark = (await book.db.selectFrom('outbox_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0n;

  expect(await settleMatch(book.betting, Number(matchId), 3)).toEqual({ items: 10, tickets: 7 });
  for (const player of winners) expect(await book.cash(player.userId)).toBe(110_00n);
  for (const player of losers) expect(await book.cash(player.userId)).toBe(90_00n);
  for (const player of combos) expect(await book.cash(player.userId)).toBe(90_00n);
  // Ten tickets in batches of three: four transactions; the last holds only a waiting combo, so three tell players.
  const told = await sql<{ transactions: string; tickets: string }>`
    select count(distinct txid)::text as transactions, count(*)::text as tickets from outbox_events where topic = 'ticket.changed' and id > ${mark}`.execute(book.db);
  expect(told.rows[0]).toEqual({ transactions: '3', tickets: '7' });

  expect(await settleMatch(book.betting, Number(matchId), 3)).toEqual({ items: 0, tickets: 0 });
  for (const player of winners) expect(await book.cash(player.userId)).toBe(110_00n);
  expect(await auditLedger(book.db)).toMatchObject({ mismatchedAccounts: 0, unbalancedTransactions: 0 });
});
