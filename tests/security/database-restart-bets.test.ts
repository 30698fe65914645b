/**
 * The fault the house fears most: the database goes away while players are betting (issue 14, fault suite).
 * Bets keep arriving during an outage of the platform's database; the platform stays up, answers 503 while
 * the database is gone, and once it is back every bet a player retries with its idempotency key is placed
 * exactly once: no ticket twice, no stake taken without its ticket, the books exact.
 * The outage is a restart as the platform sees it, without stopping the shared server: every connection of
 * its database is terminated (57P01) and new ones are refused until it "comes back". Only against a real
 * PostgreSQL server (CI sets TEST_DATABASE_URL).
 */
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../../platform/db/ledger';
import { startBettingPlatform } from '../helpers/betting';
import { outageSuite, serverUrl } from './database-outage';

const PLAYERS = 8;
const BETS_EACH = 12;

describe.skipIf(!serverUrl)('a database restart under bet load', () => {
  const suite = outageSuite(() => startBettingPlatform());

  it('answers 503 while it is down, and places every retried bet exactly once when it is back', async () => {
    const { platform: book, outage } = suite;
    const { base } = outage;
    await book.match('restart-1', { home: 2, draw: 3.4, away: 3.6 });
    const oddId = await book.oddId('restart-1', 'match/1x2', 'home');
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => book.player(100_00n)));
    const bet = (token: string, key: string) =>
      fetch(`${base}/api/bets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-token': token, 'idempotency-key': key },
        body: JSON.stringify({ Type: 'single', Stake: '1', Selections: [{ OddId: oddId, Odds: '2.00' }] }),
      }).then(
        (response) => response.status,
        () => 0,
      );
    const bets = players.flatMap((player, p) => Array.from({ length: BETS_EACH }, (_, n) => ({ token: player.token, key: `restart-${p}-${n}` })));

    // The bets arrive while the database goes away mid-way.
    const statuses = Promise.all(bets.map((each, i) => new Promise<number>((resolve) => setTimeout(() => resolve(bet(each.token, each.key)), i * 3))));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await outage.down();
    const during = await statuses;
    expect(during.every((status) => status === 200 || status === 503), JSON.stringify(during)).toBe(true);
    expect(during).toContain(503);
    expect(outage.uncaught).toEqual([]);

    // Back: every player retries every bet with its key; each is placed once.
    await outage.up();
    await expect.poll(async () => (await fetch(`${base}/api/version`)).status, { timeout: 10_000 }).toBe(200);
    const retried = await Promise.all(bets.map((each) => bet(each.token, each.key)));
    expect(new Set(retried)).toEqual(new Set([200]));

    const tickets = await book.db.selectFrom('tickets').select(({ fn }) => ['user_id', fn.countAll<string>().as('n')]).groupBy('user_id').execute();
    expect(tickets.map((row) => Number(row.n))).toEqual(Array(PLAYERS).fill(BETS_EACH));
    for (const player of players) expect(await book.cash(player.userId)).toBe(100_00n - BigInt(BETS_EACH) * 1_00n);
    expect(await auditLedger(book.db)).toMatchObject({ mismatchedAccounts: 0, unbalancedTransactions: 0 });
  });
});
