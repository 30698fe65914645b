/**
 * The history's LottoHistory tab through the gateway (issue 24, seed 001 §2): a player launches a keno
 * game, plays tickets through the site's /games passthrough as the game page does, and Viewer.lottoHistory
 * lists them — picks, draw, hits, stake and win — by period and page, to that player only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlayer, creditForTest } from '../helpers/cashier';
import type { Json } from '../helpers/json';
import { startStack, type Stack } from '../helpers/stack';
import { gatewayBrowser } from '../helpers/browser';
import { expectBalancedLedger } from '../helpers/ledger';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ gateway: { production: false }, platform: { seedDemoData: false, jackpotIntervalMs: 0 } });
});
afterAll(() => stack.close());
afterEach(() => expectBalancedLedger(stack.platform.database.db));

async function newPlayer(cash = 100_00n) {
  const player = await createTestPlayer(stack.platform.database.db, stack.platform.config);
  if (cash > 0n) await creditForTest(stack.platform.database.db, player.userId, 'EUR', cash);
  return Object.assign(gatewayBrowser(() => stack, `og_session=${player.token}`, { lang: 'en-US' }), { userId: player.userId });
}
type Player = Awaited<ReturnType<typeof newPlayer>>;

const HISTORY = `query ($from: DateTime, $to: DateTime, $first: Int, $after: String) {
  viewer { lottoHistory(from: $from, to: $to, first: $first, after: $after) {
    totalCount
    edges { node { id playedAt picks drawn hits multiplier status stake { amount currency } win { amount currency } game { id title } } }
    pageInfo { endCursor hasNextPage }
  } }
}`;

/** A real-money keno session launched through the gateway, and a ticket posted as the game page posts it. */
async function kenoSession(player: Player) {
  const games = await player.graphql(`{ casinoGames(category: "lotto", first: 10) { edges { node { id title } } } }`);
  const game = games.casinoGames.edges[0].node;
  const { launchGame } = await player.graphql(`mutation ($input: LaunchGameInput!) { launchGame(input: $input) { ... on GameLaunch { url } } }`, { input: { gameId: game.id, mode: 'REAL' } });
  expect(launchGame.url).toMatch(/^\/games\/keno\//);
  const token = launchGame.url.split('/').at(-1) as string;
  const ticket = async (body: Record<string, unknown>) => {
    const response = await fetch(`${stack.url}/games/api/${token}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: player.cookie }, body: JSON.stringify({ Action: 'draw', ...body }) });
    return (await response.json()) as Json;
  };
  return { game, ticket };
}

describe('Viewer.lottoHistory', () => {
  it("lists the player's keno tickets, newest first, with picks, draw, hits, stake and win, by period and page", async () => {
    const player = await newPlayer();
    const { game, ticket } = await kenoSession(player);
    const first = await ticket({ Stake: '1.00', Picks: [7, 70] });
    const second = await ticket({ Stake: '2.00', Picks: [1, 2, 3] });
    expect(first).toMatchObject({ HasErrors: false, Mode: 'REAL' });

    const { viewer } = await player.graphql(HISTORY, {});
    expect(viewer.lottoHistory.totalCount).toBe(2);
    const [newest, oldest] = viewer.lottoHistory.edges.map((edge: Json) => edge.node);
    expect(newest).toMatchObject({ picks: [1, 2, 3], drawn: second.Round.Keno.Drawn, hits: second.Round.Keno.Hits, multiplier: second.Round.Keno.Multiplier, status: 'CLOSED', stake: { amount: '2.00', currency: 'EUR' }, win: { amount: second.Round.Win }, game: { id: game.id, title: game.title } });
    expect(oldest).toMatchObject({ picks: [7, 70], hits: first.Round.Keno.Hits, stake: { amount: '1.00' }, win: { amount: first.Round.Win } });
    // The hits are the picks that were drawn.
    expect(newest.hits).toEqual(newest.picks.filter((n: number) => newest.drawn.includes(n)));

    const page = await player.graphql(HISTORY, { first: 1 });
    expect(page.viewer.lottoHistory.pageInfo.hasNextPage).toBe(true);
    const next = await player.graphql(HISTORY, { first: 1, after: page.viewer.lottoHistory.pageInfo.endCursor });
    expect(next.viewer.lottoHistory.edges.map((edge: Json) => edge.node.picks)).toEqual([[7, 70]]);
    expect(next.viewer.lottoHistory.pageInfo.hasNextPage).toBe(false);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await player.graphql(HISTORY, { from: tomorrow })).viewer.lottoHistory.edges).toEqual([]);
    // Another player sees none of them.
    expect((await (await newPlayer(0n)).graphql(HISTORY, {})).viewer.lottoHistory.edges).toEqual([]);
  });
});
