/**
 * Keno on the game server (issue 24: the history's LottoHistory tab, seed 001 §2): the game page's board,
 * a ticket's money through the seamless wallet (the stake debited and the win credited exactly, once
 * per request id), bad picks refused with a translated message and nothing changed, and the player's
 * tickets in the lotto history with their picks, draw and hits.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGame } from '../../platform/casino/sessions';
import { gameServerRoutes } from '../../platform/casino/gameserver/routes';
import type { Random } from '../../rules/casino/random';
import type { SupportedLanguage } from '../../platform/reference/data';
import { BALANCED_BOOKS, startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import type { Json } from '../helpers/json';

let platform: CasinoPlatform;
let server: App;

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * Always 0: the draw (a partial Fisher–Yates over 1…80) then takes 1, 2, …, 20 in order, so a ticket's
 * hits are known before it is played.
 */
const firstTwenty: Random = { int: () => 0 };

beforeAll(async () => {
  platform = await startCasinoPlatform();
  const app = new OpenAPIHono();
  app.route('/', gameServerRoutes(platform.db, platform.config, { random: firstTwenty }));
  server = app;
});
afterAll(async () => {
  await platform?.close();
});

const kenoGame = () =>
  platform.db
    .selectFrom('casino_games')
    .select(['id', 'title'])
    .where('engine', '=', 'keno')
    .where(sql<boolean>`'EUR' = any(currencies)`)
    .orderBy('id')
    .executeTakeFirstOrThrow();

async function launch(mode: 'real' | 'demo', player: { userId: bigint; currency: string; token: string } | null, lang: SupportedLanguage = 'en-US') {
  const game = await kenoGame();
  const launched = await launchGame(platform.db, { game: { id: game.id }, mode, player: player ? { userId: player.userId, currency: player.currency, lang } : null, lang });
  return { token: launched.session.token, url: launched.url, owner: player?.token, gameId: game.id };
}

type Session = Awaited<ReturnType<typeof launch>>;
const owner = (session: Session): Record<string, string> => (session.owner ? { 'x-session-token': session.owner } : {});

async function play(session: Session, body: Record<string, unknown>) {
  const response = await server.request(`/games/api/${session.token}`, { method: 'POST', headers: { 'content-type': 'application/json', ...owner(session) }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Json };
}

const walletCalls = (token: string) =>
  platform.db
    .selectFrom('casino_wallet_transactions as w')
    .innerJoin('casino_sessions as s', 's.id', 'w.session_id')
    .select(['w.kind', 'w.amount'])
    .where('s.token', '=', token)
    .orderBy('w.id')
    .execute();
const roundsOf = async (token: string) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from game_rounds r join casino_sessions s on s.id = r.session_id where s.token = ${token}`.execute(platform.db)).rows[0]!.n);

describe('the keno game page', () => {
  it('draws 80 numbers as named buttons, quick pick, clear, the stake and Play, and the paytable with its RTP', async () => {
    const player = await platform.player(10_00n);
    const session = await launch('real', player);
    expect(session.url).toBe(`/games/keno/${session.token}`);
    const response = await server.request(session.url, { headers: owner(session) });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const hook of ['game-balance', 'game-stake', 'game-play', 'game-quick-pick', 'game-clear', 'keno-drawn', 'keno-hits']) expect(html).toContain(`data-testid="${hook}"`);
    expect(html).toContain('"kenoNumbers":80');
    expect(html).toContain('"number":"Number {{number}}"');
    expect(html).toContain('aria-label="Keno numbers"');
    // The help: the rule, one paytable row per number of picks, the advertised return (the lowest row's).
    expect(html).toContain('20 of the 80 are drawn');
    expect(html).toContain('<th scope="row">10 picks</th>');
    expect(html).toContain('"rtp":0.9492');
  });
});

describe('a keno ticket for real money', () => {
  it('debits the stake and credits stake × multiplier exactly, once per request id, and the books balance', async () => {
    const player = await platform.player(100_00n);
    const session = await launch('real', player);
    // Four picks, three of them among the 20 drawn (1…20): the row pays 5×.
    const ticket = { Action: 'draw', Stake: '2.00', Picks: [21, 3, 1, 2], RequestId: 'keno-1' };
    const { status, body } = await play(session, ticket);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Mode: 'REAL',
      Balance: '108.00',
      Replayed: false,
      Round: { Status: 'closed', Stake: '2.00', Win: '10.00', Keno: { Picks: [1, 2, 3, 21], Hits: [1, 2, 3], Multiplier: '5' } },
    });
    expect(body.Round.Keno.Drawn).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await walletCalls(session.token)).toEqual([
      { kind: 'bet', amount: 200n },
      { kind: 'win', amount: 1000n },
    ]);
    expect(await platform.cash(player.userId)).toBe(108_00n);

    // The page retries a lost answer with the same request id: answered again, nothing moves.
    const again = await play(session, ticket);
    expect(again.body).toMatchObject({ Replayed: true, Balance: '108.00', Round: { RoundId: body.Round.RoundId } });
    expect(await walletCalls(session.token)).toHaveLength(2);
    expect(await platform.cash(player.userId)).toBe(108_00n);

    // A losing ticket: one pick, not drawn.
    const lost = await play(session, { Action: 'draw', Stake: '1.00', Picks: [80], RequestId: 'keno-2' });
    expect(lost.body).toMatchObject({ Balance: '107.00', Round: { Win: '0.00', Keno: { Hits: [], Multiplier: '0' } } });
    expect(await platform.cash(player.userId)).toBe(107_00n);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it.each([
    ['no picks', []],
    ['eleven picks', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['a repeated number', [7, 7]],
    ['zero', [0, 5]],
    ['81', [81]],
    ['a fraction', [2.5]],
  ])('refuses %s with a translated INVALID_PICKS and changes nothing', async (_name, picks) => {
    const player = await platform.player(10_00n);
    const session = await launch('real', player, 'sv-SE');
    expect(await play(session, { Action: 'draw', Stake: '1.00', Picks: picks })).toMatchObject({
      status: 400,
      body: { HasErrors: true, ErrorCode: 'INVALID_PICKS', ErrorMessage: 'Välj 1 till 10 olika nummer från 1 till 80.' },
    });
    expect(await walletCalls(session.token)).toEqual([]);
    expect(await roundsOf(session.token)).toBe(0);
    expect(await platform.cash(player.userId)).toBe(10_00n);
  });

  it('refuses a ticket without picks, another game’s move, a bad stake and a stake beyond the balance, moving nothing', async () => {
    const player = await platform.player(3_00n);
    const session = await launch('real', player);
    expect(await play(session, { Action: 'draw', Stake: '1.00' })).toMatchObject({ status: 400, body: { ErrorCode: 'INVALID_PICKS' } });
    expect(await play(session, { Action: 'spin', Stake: '1.00', Picks: [1] })).toMatchObject({ status: 409, body: { ErrorCode: 'INVALID_ACTION' } });
    expect(await play(session, { Action: 'draw', Stake: '0.01', Picks: [1] })).toMatchObject({ status: 400, body: { ErrorCode: 'INVALID_STAKE' } });
    expect(await play(session, { Action: 'draw', Stake: '1.00', Picks: ['1'] })).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION' } });
    expect(await play(session, { Action: 'draw', Stake: '5.00', Picks: [1] })).toMatchObject({ status: 409, body: { ErrorCode: 'INSUFFICIENT_FUNDS', Balance: '3.00' } });
    expect(await walletCalls(session.token)).toEqual([]);
    expect(await platform.cash(player.userId)).toBe(3_00n);
  });

  it('plays a demo ticket on play money, never through the wallet', async () => {
    const session = await launch('demo', null);
    const { body } = await play(session, { Action: 'draw', Stake: '1.00', Picks: [1] });
    expect(body).toMatchObject({ Mode: 'DEMO', Balance: '1002.80', Round: { Win: '3.80' } });
    expect(await walletCalls(session.token)).toEqual([]);
  });
});

const history = (token: string, query = '') => platform.request('GET', `/api/profile/lottoHistory${query}`, { token });

describe('the lotto history', () => {
  it("lists the player's real tickets, newest first, with picks, draw, hits, stake and win, by period and page", async () => {
    const player = await platform.player(50_00n);
    const other = await platform.player(50_00n);
    const session = await launch('real', player);
    await play(session, { Action: 'draw', Stake: '1.00', Picks: [5, 40], RequestId: 'h-1' });
    await play(session, { Action: 'draw', Stake: '2.00', Picks: [1, 2, 3, 21], RequestId: 'h-2' });
    await play(await launch('real', other), { Action: 'draw', Stake: '1.00', Picks: [1] });
    await play(await launch('demo', null), { Action: 'draw', Stake: '1.00', Picks: [1] });
    // A refused ticket took nothing: not history.
    await play(session, { Action: 'draw', Stake: '100.00', Picks: [1] });

    const all = await history(player.token);
    expect(all.status).toBe(200);
    expect(all.body.Tickets).toHaveLength(2);
    expect(all.body.Tickets[0]).toMatchObject({ GameId: session.gameId, Currency: 'EUR', Stake: '2.00', Win: '10.00', Status: 'closed', Picks: [1, 2, 3, 21], Hits: [1, 2, 3], Multiplier: '5' });
    expect(all.body.Tickets[0].Drawn).toHaveLength(20);
    expect(all.body.Tickets[1]).toMatchObject({ Stake: '1.00', Win: '1.00', Picks: [5, 40], Hits: [5], Multiplier: '1' });

    const first = await history(player.token, '?First=1');
    expect(first.body).toMatchObject({ HasNextPage: true, Tickets: [{ Picks: [1, 2, 3, 21] }] });
    const second = await history(player.token, `?First=1&After=${first.body.EndCursor}`);
    expect(second.body).toMatchObject({ HasNextPage: false, Tickets: [{ Picks: [5, 40] }] });

    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await history(player.token, `?from=${encodeURIComponent(later)}`)).body.Tickets).toEqual([]);
    expect((await history(player.token, `?to=${encodeURIComponent(later)}`)).body.Tickets).toHaveLength(2);
  });

  it('answers 401 without a session and 400 for a bad cursor or date', async () => {
    expect((await platform.request('GET', '/api/profile/lottoHistory')).status).toBe(401);
    const player = await platform.player(0n);
    expect((await history(player.token, '?After=abc')).status).toBe(400);
    expect((await history(player.token, '?from=yesterday')).status).toBe(400);
  });
});
