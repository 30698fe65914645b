/**
 * The trading screen's GraphQL (issue 19): a trader's socket hears a match's liability within a second of
 * the bets that move it, a burst of bets coalesced; only staff whose roles read the book
 * get it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_GRAPHQL } from '../../rules/backoffice';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { backofficeCookie } from '../helpers/backoffice-graphql';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { wsClient } from '../helpers/ws';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const staffCookie = (userName: string, roles: ('trader' | 'support')[]) => backofficeCookie(stack, userName, roles);

const LIVE = 'subscription($m: ID!) { backofficeTradingMatch(matchId: $m) { name markets { key outcomes { title liability { tickets payout { amount } } } } } }';
const home = (detail: Json) => ((detail.markets as Json[]).find((m) => m.key === 'match/1x2')!.outcomes as Json[])[0]!.liability as Json[];

describe('the trading match subscription', () => {
  it('hears a burst of bets within a second of the last, never more updates than bets, and is refused to a support agent', async () => {
    const db = stack.platform.database.db;
    const ingest = createFeedIngest(db);
    await ingest.fixtures([fixture('gw-trading')]);
    await ingest.updates([update('gw-trading', { state: state(), markets: soccerBook({ home: 2.0, draw: 3.4, away: 3.5 }) })]);
    const match = await db.selectFrom('matches').select(['id', 'odd_ids']).where('feed_key', '=', 'gw-trading').executeTakeFirstOrThrow();
    const oddId = (match.odd_ids as Record<string, number>)['match/1x2#home']!;
    // Three players: one player's placements queue behind each other (PLACE_BET_IN_PROGRESS).
    const players = await Promise.all([1, 2, 3].map(() => createTestPlayer(db, stack.platform.config)));
    for (const player of players) await creditForTest(db, player.userId, 'EUR', 100_00n);

    const trader = wsClient(`${stack.url}${BACKOFFICE_GRAPHQL}`, { cookie: await staffCookie('gw-trader', ['trader']) });
    const heard: { at: number; detail: Json }[] = [];
    const unsubscribe = trader.subscribe<Json>({ query: LIVE, variables: { m: globalId('Match', Number(match.id)) } }, {
      next: (value) => heard.push({ at: Date.now(), detail: (value.data as Json).backofficeTradingMatch as Json }),
      error: () => {},
      complete: () => {},
    });
    try {
      await expect.poll(() => heard.length).toBe(1);
      expect(home(heard[0]!.detail)).toEqual([]);

      const bet = (player: (typeof players)[number]) =>
        fetch(`${stack.platformUrl}/api/bets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-token': player.token },
          body: JSON.stringify({ Type: 'single', Selections: [{ OddId: oddId, Odds: '2.00' }], Stake: '5' }),
        }).then((r) => r.status);
      expect(await Promise.all(players.map(bet))).toEqual([200, 200, 200]);
      const placedAt = Date.now();
      await expect.poll(() => heard.some((h) => (home(h.detail)[0] as Json | undefined)?.tickets === 3), { timeout: 3000 }).toBe(true);
      const last = heard.find((h) => (home(h.detail)[0] as Json | undefined)?.tickets === 3)!;
      expect(last.at - placedAt).toBeLessThan(1000);
      expect(home(last.detail)).toEqual([{ tickets: 3, payout: { amount: '30.00' } }]);
      // Coalesced: never more updates than bets (one per 250 ms burst; three bets at once are usually one).
      expect(heard.length - 1).toBeLessThanOrEqual(3);
    } finally {
      unsubscribe();
      await trader.dispose();
    }

    const support = wsClient(`${stack.url}${BACKOFFICE_GRAPHQL}`, { cookie: await staffCookie('gw-support', ['support']) });
    try {
      const refused = await new Promise<Json>((resolve) => {
        support.subscribe<Json>({ query: LIVE, variables: { m: globalId('Match', Number(match.id)) } }, { next: (value) => resolve(value as Json), error: (error) => resolve({ errors: error as Json }), complete: () => {} });
      });
      expect(JSON.stringify(refused)).not.toContain('markets":[');
      expect(refused.errors).toBeDefined();
    } finally {
      await support.dispose();
    }
  });
});
