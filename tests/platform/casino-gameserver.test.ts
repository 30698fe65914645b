/**
 * The game server (issue 7): the game pages and their play API, through the platform app as the
 * gateway's /games/* passthrough reaches them. Demo play never touches the ledger; real play moves
 * money only through the seamless wallet and leaves the books balanced; a retried play is answered
 * and never paid twice; blackjack plays out deal, hit, stand, double and split.
 */
import { readFileSync } from 'node:fs';
import { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGame, endSession } from '../../platform/casino/sessions';
import { gameServerRoutes } from '../../platform/casino/gameserver/routes';
import { seamlessWallet, type WalletFunctions } from '../../platform/casino/gameserver/wallets';
import { gameRandom } from '../../platform/casino/gameserver/random';
import { sweepPendingRounds } from '../../platform/casino/gameserver/sweeper';
import type { Random } from '../../rules/casino/random';
import { ROULETTE_BET_TYPES, allBetsOf, coveredNumbers } from '../../rules/casino/roulette';
import type { BoardSpot } from '../../platform/casino/gameserver/roulette-board';
import type { SupportedLanguage } from '../../platform/reference/data';
import { BALANCED_BOOKS, startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import type { Json } from '../helpers/json';

let platform: CasinoPlatform;

beforeAll(async () => {
  platform = await startCasinoPlatform();
});
afterAll(async () => {
  await platform?.close();
});

type Engine = 'slot' | 'roulette' | 'blackjack';
type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** A game of the engine that plays in EUR and has a demo. */
const gameOf = async (engine: Engine) =>
  platform.db
    .selectFrom('casino_games')
    .select(['id', 'provider'])
    .where('engine', '=', engine)
    .where('excluded', '=', false)
    .where('has_demo', '=', true)
    .where(sql<boolean>`'EUR' = any(currencies)`)
    .orderBy('popularity')
    .executeTakeFirstOrThrow();

/** The player session (X-Session-Token) each launched game token belongs to: a real-money game plays only with it (issue 14 §12d). */
const ownerSessions = new Map<string, string>();
const asOwner = (gameToken: string): Record<string, string> => {
  const owner = ownerSessions.get(gameToken);
  return owner ? { 'x-session-token': owner } : {};
};
/** The game page, as its player's browser asks for it (through the gateway, which adds the session). */
const page = (url: string, app: App = platform.app) => app.request(url, { headers: asOwner(url.split('/').at(-1)!) });

async function launch(engine: Engine, mode: 'real' | 'demo', player: { userId: bigint; currency: string; token?: string } | null, lang: SupportedLanguage = 'en-US') {
  const game = await gameOf(engine);
  const launched = await launchGame(platform.db, { game: { id: game.id }, mode, player: player ? { userId: player.userId, currency: player.currency, lang } : null, lang });
  if (player?.token) ownerSessions.set(launched.session.token, player.token);
  return { token: launched.session.token, url: launched.url, sessionId: launched.session.id, provider: game.provider };
}

/** One play, as the page posts it. */
async function play(token: string, body: Record<string, unknown>, app: App = platform.app) {
  const response = await app.request(`/games/api/${token}`, { method: 'POST', headers: { 'content-type': 'application/json', ...asOwner(token) }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Json };
}

/** The money the platform has booked: ledger transactions, and the seamless wallet's calls of a session. */
const ledgerCount = async () => Number((await sql<{ n: number }>`select count(*)::int as n from ledger_transactions`.execute(platform.db)).rows[0]!.n);
const walletCalls = (token: string) =>
  platform.db
    .selectFrom('casino_wallet_transactions as w')
    .innerJoin('casino_sessions as s', 's.id', 'w.session_id')
    .select(['w.kind', 'w.amount', 'w.round_id', 'w.provider_tx_id'])
    .where('s.token', '=', token)
    .orderBy('w.id')
    .execute();

const cents = (decimal: string) => BigInt(decimal.replace('.', ''));

/**
 * A Random whose draws the test sets: blackjack ranks (each a different physical card of the round's
 * shoe: the first of a rank is its spade, then heart, diamond, club), or plain numbers.
 */
function scripted() {
  const queue: number[] = [];
  let copies = new Map<number, number>();
  const random: Random = {
    int: (n) => {
      const next = queue.shift();
      if (next === undefined) throw new Error('the scripted RNG ran out');
      if (n !== 312) return next % n;
      const copy = copies.get(next) ?? 0;
      copies.set(next, copy + 1);
      return ((copy % 4) * 13 + next - 1) + 52 * (Math.floor(copy / 4) % 6);
    },
  };
  return {
    random,
    /** A new round's shoe, and its first cards. */
    shoe: (...ranks: number[]) => {
      copies = new Map();
      queue.push(...ranks);
    },
    deal: (...ranks: number[]) => void queue.push(...ranks),
  };
}

/** The game server alone, with a scripted RNG and/or a wrapped wallet. */
function gameServer(options: Parameters<typeof gameServerRoutes>[2]): App {
  const app = new OpenAPIHono();
  app.route('/', gameServerRoutes(platform.db, platform.config, options));
  return app;
}

describe('the game page', () => {
  it.each(['slot', 'roulette', 'blackjack'] as const)('serves the %s page: self-contained, the balance, the hooks, the mode', async (engine) => {
    const player = await platform.player(50_00n);
    const session = await launch(engine, 'real', player);
    expect(session.url).toBe(`/games/${engine}/${session.token}`);
    const response = await page(session.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await response.text();
    for (const hook of ['game-balance', 'game-stake', 'game-play', 'game-result', 'game-mode']) expect(html).toContain(`data-testid="${hook}"`);
    if (engine === 'blackjack') for (const hook of ['game-hit', 'game-stand', 'game-double']) expect(html).toContain(`data-testid="${hook}"`);
    expect(html).toContain('data-mode="REAL"');
    expect(html).toContain('"balance":"50.00"');
    // Self-contained: nothing loaded from elsewhere, and it posts to the site's own /games/api/.
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/);
    expect(html).toContain("fetch('/games/api/'");
  });

  it('speaks the session language, and a demo says DEMO with 1,000.00 of play money', async () => {
    const session = await launch('slot', 'demo', null, 'sv-SE');
    const html = await (await page(session.url)).text();
    expect(html).toContain('<html lang="sv-SE">');
    expect(html).toContain('Snurra');
    expect(html).toContain('Insats');
    expect(html).toContain('data-mode="DEMO"');
    expect(html).toContain('"balance":"1000.00"');
  });

  it('answers an unknown, mismatched or ended session with a translated error page', async () => {
    const unknown = await platform.app.request(`/games/slot/${'ab'.repeat(32)}`, { headers: { 'accept-language': 'de-DE' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Diese Spielsitzung existiert nicht');
    const session = await launch('slot', 'demo', null);
    expect((await page(`/games/roulette/${session.token}`)).status).toBe(404);
    await endSession(platform.db, session.token, 'en-US');
    const ended = await page(session.url);
    expect(ended.status).toBe(410);
    expect(await ended.text()).toContain('This game session has ended');
  });
});

describe('demo play', () => {
  it('spins on play money and never touches the ledger or the seamless wallet', async () => {
    const session = await launch('slot', 'demo', null);
    const ledgerBefore = await ledgerCount();
    let expected = 1000_00n;
    for (let i = 0; i < 25; i++) {
      const { status, body } = await play(session.token, { Action: 'spin', Stake: '2.00', Lines: i % 2 ? 10 : 20, RequestId: `demo-${i}` });
      expect(status).toBe(200);
      expect(body).toMatchObject({ HasErrors: false, Mode: 'DEMO', Currency: 'EUR', Replayed: false, Round: { Status: 'closed', Stake: '2.00' } });
      expected += -200n + cents(body.Round.Win);
      expect(cents(body.Balance)).toBe(expected);
      expect(body.Round.Slot.Reels).toHaveLength(5);
    }
    const roulette = await launch('roulette', 'demo', null);
    expect((await play(roulette.token, { Action: 'spin', Bets: [{ Type: 'red', Amount: '5.00' }] })).body).toMatchObject({ Mode: 'DEMO', Round: { Stake: '5.00' } });
    expect(await ledgerCount()).toBe(ledgerBefore);
    expect(await walletCalls(session.token)).toEqual([]);
  });

  it('refuses a stake beyond the play money and answers that balance', async () => {
    const session = await launch('blackjack', 'demo', null);
    await page(session.url);
    await platform.db.updateTable('game_demo_wallets').set({ balance: 50n }).where('session_id', '=', session.sessionId).execute();
    const refused = await play(session.token, { Action: 'deal', Stake: '1.00' });
    expect(refused).toMatchObject({ status: 409, body: { HasErrors: true, ErrorCode: 'INSUFFICIENT_FUNDS', Balance: '0.50' } });
  });
});

describe('real play', () => {
  it('takes each stake and pays each win through the seamless wallet, and the books balance', async () => {
    const player = await platform.player(100_00n);
    const session = await launch('slot', 'real', player);
    let expected = 100_00n;
    const rounds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { status, body } = await play(session.token, { Action: 'spin', Stake: '1.00', RequestId: `real-${i}` });
      expect(status).toBe(200);
      expect(body).toMatchObject({ Mode: 'REAL', Round: { Status: 'closed' } });
      expected += -100n + cents(body.Round.Win);
      expect(cents(body.Balance)).toBe(expected);
      rounds.push(body.Round.RoundId);
    }
    expect(await platform.cash(player.userId)).toBe(expected);
    const calls = await walletCalls(session.token);
    // Per round: one bet of the stake, then one win (0 for a lost spin: it closes the round).
    expect(calls.map((c) => [c.kind, c.round_id])).toEqual(rounds.flatMap((round) => [['bet', round], ['win', round]]));
    expect(calls.filter((c) => c.kind === 'bet').every((c) => c.amount === 100n)).toBe(true);
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('plays roulette bets as one stake and pays each winning bet', async () => {
    const player = await platform.player(100_00n);
    const session = await launch('roulette', 'real', player);
    const bets = [
      { Type: 'straight', Numbers: [17], Amount: '1.00' },
      { Type: 'split', Numbers: [0, 3], Amount: '1.00' },
      { Type: 'red', Amount: '2.50' },
      { Type: 'dozen', Numbers: [2], Amount: '0.50' },
    ];
    const { body } = await play(session.token, { Action: 'spin', Bets: bets });
    expect(body.Round.Stake).toBe('5.00');
    const pocket: number = body.Round.Roulette.Number;
    const wins = body.Round.Roulette.Bets.map((b: { Win: string }) => cents(b.Win));
    expect(wins).toEqual([pocket === 17 ? 3600n : 0n, pocket === 0 || pocket === 3 ? 1800n : 0n, body.Round.Roulette.Color === 'red' ? 500n : 0n, pocket >= 13 && pocket <= 24 ? 150n : 0n]);
    expect(cents(body.Balance)).toBe(100_00n - 500n + wins.reduce((a: bigint, b: bigint) => a + b, 0n));
    expect((await walletCalls(session.token)).map((c) => [c.kind, c.amount])).toEqual([
      ['bet', 500n],
      ['win', wins.reduce((a: bigint, b: bigint) => a + b, 0n)],
    ]);
  });

  it('refuses a stake beyond the balance with the real balance, and moves nothing', async () => {
    const player = await platform.player(3_00n);
    const session = await launch('slot', 'real', player);
    const before = await ledgerCount();
    const refused = await play(session.token, { Action: 'spin', Stake: '5.00' });
    expect(refused).toMatchObject({ status: 409, body: { ErrorCode: 'INSUFFICIENT_FUNDS', Balance: '3.00' } });
    expect(await ledgerCount()).toBe(before);
    expect(await platform.cash(player.userId)).toBe(3_00n);
  });

  it('refuses bad input before anything is played', async () => {
    const player = await platform.player(10_00n);
    const slot = await launch('slot', 'real', player);
    const roulette = await launch('roulette', 'real', player);
    expect(await play(slot.token, { Action: 'spin', Stake: '0.01' })).toMatchObject({ status: 400, body: { ErrorCode: 'INVALID_STAKE', ErrorMessage: 'Choose a stake between 0.10 and 100.00.' } });
    expect(await play(slot.token, { Action: 'spin', Stake: 'abc' })).toMatchObject({ status: 400, body: { ErrorCode: 'INVALID_STAKE' } });
    expect(await play(slot.token, { Action: 'deal', Stake: '1.00' })).toMatchObject({ status: 409, body: { ErrorCode: 'INVALID_ACTION' } });
    expect(await play(roulette.token, { Action: 'spin', Bets: [{ Type: 'split', Numbers: [3, 4], Amount: '1.00' }] })).toMatchObject({ status: 400, body: { ErrorCode: 'INVALID_BET' } });
    expect(await play(roulette.token, { Action: 'spin', Bets: [{ Type: 'red', Amount: '400.00' }, { Type: 'black', Amount: '400.00' }] })).toMatchObject({ status: 400, body: { ErrorCode: 'INVALID_STAKE' } });
    expect(await play(slot.token, { Action: 'jump' })).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION' } });
    expect(await walletCalls(slot.token)).toEqual([]);
    expect(await platform.cash(player.userId)).toBe(10_00n);
  });
});

/** The spots the page draws, as its script reads them from #game-state. */
async function boardOf(lang: SupportedLanguage = 'en-US'): Promise<BoardSpot[]> {
  const session = await launch('roulette', 'demo', null, lang);
  const html = await (await page(session.url)).text();
  const state = JSON.parse(/<script type="application\/json" id="game-state">(.*?)<\/script>/s.exec(html)![1]!) as { board?: BoardSpot[] };
  return state.board ?? [];
}
const coverKey = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');

describe('the roulette table', () => {
  // Issue 22: the page offered straights, dozens, columns and even chances only.
  it('offers every bet the engine takes — splits, streets, trios, corners, the first four, six lines — and nothing else', async () => {
    const board = await boardOf();
    for (const type of ROULETTE_BET_TYPES) {
      const engine = allBetsOf(type).map((bet) => coverKey(coveredNumbers(bet)!)).sort();
      const offered = board.filter((spot) => spot.type === type).map((spot) => coverKey(spot.covers)).sort();
      expect(offered, type).toEqual(engine);
    }
    for (const spot of board) {
      // What the page posts is what the engine validates, and the highlight covers what the engine pays.
      expect(coveredNumbers({ type: spot.type, numbers: spot.numbers }), `${spot.type} ${spot.numbers}`).toEqual(spot.covers);
      expect(spot.odds).toBe(36 / spot.covers.length - 1);
    }
    // One spot per place on the felt: no two bets share a line or a crossing.
    const places = board.map((spot) => `${spot.row}|${spot.column}|${spot.place}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('sits each inside bet where its numbers meet', async () => {
    const board = await boardOf();
    const at = (type: string, numbers: number[]) => {
      const spot = board.find((s) => s.type === type && coverKey(s.covers) === coverKey(numbers))!;
      return `${spot.type} r${spot.row} c${spot.column} ${spot.place}`;
    };
    // 17 is in the middle row (row 2) of the sixth street (grid column 7); 20 is to its right, 18 above.
    expect(at('straight', [17])).toBe('straight r2 c7 cell');
    expect(at('split', [17, 20])).toBe('split r2 c7 right');
    expect(at('split', [17, 18])).toBe('split r2 c7 top');
    expect(at('corner', [17, 18, 20, 21])).toBe('corner r2 c7 top-right');
    expect(at('street', [16, 17, 18])).toBe('street r3 c7 bottom');
    expect(at('line', [16, 17, 18, 19, 20, 21])).toBe('line r3 c7 bottom-right');
    expect(at('split', [0, 2])).toBe('split r2 c2 left');
    expect(at('trio', [0, 1, 2])).toBe('trio r3 c2 top-left');
    expect(at('basket', [0, 1, 2, 3])).toBe('basket r3 c2 bottom-left');
  });

  it('names every bet in the four languages', async () => {
    for (const lang of ['en-US', 'sv-SE', 'de-DE', 'it-IT'] as const) {
      const labels = JSON.parse(readFileSync(`locales/${lang}/games.json`, 'utf8')) as { betNames: Record<string, string>; pays: string; betWin: string };
      for (const type of ROULETTE_BET_TYPES) expect(labels.betNames[type], `${lang} ${type}`).toMatch(/\S/);
      expect(labels.pays).toContain('{{odds}}');
      expect(labels.betWin).toContain('{{amount}}');
    }
    expect(JSON.stringify(await boardOf('de-DE'))).toBe(JSON.stringify(await boardOf('en-US')));
  });

  it('pays a split, a street, a corner, a six line and the first four as the table says, on the pocket that came up', async () => {
    const rig = scripted();
    const app = gameServer({ random: rig.random });
    const player = await platform.player(100_00n);
    const session = await launch('roulette', 'real', player);
    const board = await boardOf();
    const bets = (['split', 'street', 'corner', 'line', 'basket', 'trio'] as const).map((type) => {
      // The first spot of each type on the board that covers 2 (the zero's corner of the table).
      const spot = board.find((s) => s.type === type && s.covers.includes(2))!;
      return { Type: spot.type, Numbers: spot.numbers, Amount: '1.00' };
    });
    rig.deal(2);
    const { body } = await play(session.token, { Action: 'spin', Bets: bets }, app);
    expect(body.Round.Roulette.Number).toBe(2);
    // 36 / covered per unit, stake included: 18, 12, 9, 6, 9, 12.
    expect(body.Round.Roulette.Bets.map((b: { Type: string; Win: string }) => [b.Type, b.Win])).toEqual([
      ['split', '18.00'],
      ['street', '12.00'],
      ['corner', '9.00'],
      ['line', '6.00'],
      ['basket', '9.00'],
      ['trio', '12.00'],
    ]);
    expect(cents(body.Balance)).toBe(100_00n - 6_00n + 66_00n);
  });
});

describe('blackjack', () => {
  const rig = scripted();
  let app: App;
  beforeAll(() => {
    app = gameServer({ random: rig.random });
  });

  it('deals with the hole card face down, hits, stands, and pays the hand', async () => {
    const player = await platform.player(100_00n);
    const session = await launch('blackjack', 'real', player);
    // Player 10 and 2, dealer 9 up and 7 in the hole.
    rig.shoe(10, 9, 2, 7);
    const dealt = await play(session.token, { Action: 'deal', Stake: '4.00' }, app);
    expect(dealt.body).toMatchObject({ Balance: '96.00', Round: { Status: 'open', Win: null, Blackjack: { Dealer: { Cards: ['9S', '??'], Total: 9 }, Hands: [{ Cards: ['10S', '2S'], Total: 12 }], Actions: ['hit', 'stand', 'double'] } } });
    rig.deal(5);
    const hit = await play(session.token, { Action: 'hit' }, app);
    expect(hit.body.Round.Blackjack.Hands[0]).toMatchObject({ Total: 17, Result: null });
    // Dealer 16 draws a 3: 19 beats 17.
    rig.deal(3);
    const stood = await play(session.token, { Action: 'stand' }, app);
    expect(stood.body).toMatchObject({ Balance: '96.00', Round: { Status: 'closed', Win: '0.00', Blackjack: { Dealer: { Cards: ['9S', '7S', '3S'], Total: 19 }, Hands: [{ Result: 'lose' }], Actions: [] } } });
    expect((await walletCalls(session.token)).map((c) => [c.kind, c.amount])).toEqual([
      ['bet', 400n],
      ['win', 0n],
    ]);
  });

  it('doubles: a second stake through the wallet, one card, and the win on both', async () => {
    const player = await platform.player(100_00n);
    const session = await launch('blackjack', 'real', player);
    rig.shoe(6, 9, 5, 7); // 11 against 9 + 7
    await play(session.token, { Action: 'deal', Stake: '2.00' }, app);
    rig.deal(10, 10); // the double's card: 21; the dealer's 16 draws 10 and busts
    const doubled = await play(session.token, { Action: 'double', RequestId: 'double-1' }, app);
    expect(doubled.body).toMatchObject({ Balance: '104.00', Round: { Status: 'closed', Stake: '4.00', Win: '8.00', Blackjack: { Hands: [{ Total: 21, Doubled: true, Result: 'win' }] } } });
    // The same double again (a lost answer retried): answered, nothing staked or paid again.
    const again = await play(session.token, { Action: 'double', RequestId: 'double-1' }, app);
    expect(again.body).toMatchObject({ Replayed: true, Balance: '104.00', Round: { RoundId: doubled.body.Round.RoundId } });
    const calls = await walletCalls(session.token);
    expect(calls.map((c) => [c.kind, c.amount, c.provider_tx_id.slice(c.round_id.length)])).toEqual([
      ['bet', 200n, ':bet'],
      ['bet', 200n, ':double:0'],
      ['win', 800n, ':win'],
    ]);
    expect(await platform.cash(player.userId)).toBe(104_00n);
  });

  it('splits a pair into two hands, each staked and settled', async () => {
    const player = await platform.player(100_00n);
    const session = await launch('blackjack', 'real', player);
    rig.shoe(8, 10, 8, 9); // 8,8 against 10 + 9 = 19
    const dealt = await play(session.token, { Action: 'deal', Stake: '1.00' }, app);
    expect(dealt.body.Round.Blackjack.Actions).toContain('split');
    rig.deal(3, 2); // hands 8+3 and 8+2
    const split = await play(session.token, { Action: 'split' }, app);
    expect(split.body).toMatchObject({ Balance: '98.00', Round: { Stake: '2.00', Blackjack: { Active: 0, Hands: [{ Cards: ['8S', '3S'] }, { Cards: ['8H', '2S'] }] } } });
    rig.deal(10); // 21 on the first hand: it stands by itself
    await play(session.token, { Action: 'hit' }, app);
    const last = await play(session.token, { Action: 'stand' }, app); // 10 on the second hand loses to 19
    expect(last.body).toMatchObject({ Balance: '100.00', Round: { Status: 'closed', Win: '2.00', Blackjack: { Hands: [{ Result: 'win' }, { Result: 'lose' }] } } });
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('refuses a second deal while a hand is in play, a move without one, and a move the hand does not allow', async () => {
    const player = await platform.player(100_00n);
    const session = await launch('blackjack', 'real', player);
    expect(await play(session.token, { Action: 'hit' }, app)).toMatchObject({ status: 409, body: { ErrorCode: 'NO_OPEN_ROUND' } });
    rig.shoe(10, 9, 7, 7);
    await play(session.token, { Action: 'deal', Stake: '1.00' }, app);
    expect(await play(session.token, { Action: 'deal', Stake: '1.00' }, app)).toMatchObject({ status: 409, body: { ErrorCode: 'ROUND_IN_PROGRESS' } });
    expect(await play(session.token, { Action: 'split' }, app)).toMatchObject({ status: 409, body: { ErrorCode: 'INVALID_ACTION' } });
    // The page opened again shows the hand in play.
    expect(await (await page(`/games/blackjack/${session.token}`, app)).text()).toContain('"Actions":["hit","stand","double"]');
    rig.deal(2);
    await play(session.token, { Action: 'stand' }, app);
  });

  it('a double the wallet refuses leaves the hand as it was', async () => {
    const player = await platform.player(1_50n);
    const session = await launch('blackjack', 'real', player);
    rig.shoe(6, 9, 5, 7);
    await play(session.token, { Action: 'deal', Stake: '1.00' }, app);
    rig.deal(10, 10);
    const refused = await play(session.token, { Action: 'double' }, app);
    expect(refused).toMatchObject({ status: 409, body: { ErrorCode: 'INSUFFICIENT_FUNDS', Balance: '0.50' } });
    // The refused double's draws (10, and the dealer's 10) are gone with it; a hit now draws anew.
    rig.deal(4);
    const hit = await play(session.token, { Action: 'hit' }, app);
    expect(hit.body).toMatchObject({ Balance: '0.50', Round: { Stake: '1.00', Blackjack: { Hands: [{ Doubled: false, Cards: ['6S', '5S', '4S'], Total: 15 }] } } });
    rig.deal(8);
    await play(session.token, { Action: 'stand' }, app);
  });
});

describe('retries', () => {
  it('answers the same play again without moving money', async () => {
    const player = await platform.player(20_00n);
    const session = await launch('slot', 'real', player);
    const first = await play(session.token, { Action: 'spin', Stake: '1.00', RequestId: 'same-click' });
    const ledger = await ledgerCount();
    const again = await play(session.token, { Action: 'spin', Stake: '1.00', RequestId: 'same-click' });
    expect(again.body).toMatchObject({ Replayed: true, Balance: first.body.Balance, Round: first.body.Round });
    expect(await ledgerCount()).toBe(ledger);
    expect((await walletCalls(session.token)).map((c) => c.kind)).toEqual(['bet', 'win']);
  });

  it('a win the wallet could not take is paid on the retry, once, with the same transaction id', async () => {
    const player = await platform.player(20_00n);
    const session = await launch('slot', 'real', player);
    let failWins = 3;
    const flaky: WalletFunctions = {
      ...seamlessWallet,
      walletWin: (db, call) => (failWins-- > 0 ? Promise.reject(new Error('connection reset')) : seamlessWallet.walletWin(db, call)),
    };
    const app = gameServer({ wallet: flaky });
    const failed = await play(session.token, { Action: 'spin', Stake: '2.00', RequestId: 'flaky' }, app);
    expect(failed).toMatchObject({ status: 409, body: { ErrorCode: 'WALLET_UNAVAILABLE' } });
    expect((await walletCalls(session.token)).map((c) => c.kind)).toEqual(['bet']);
    const retried = await play(session.token, { Action: 'spin', Stake: '2.00', RequestId: 'flaky' }, app);
    expect(retried.body).toMatchObject({ Replayed: true, Round: { Status: 'closed' } });
    const calls = await walletCalls(session.token);
    expect(calls.map((c) => [c.kind, c.provider_tx_id.slice(c.round_id.length)])).toEqual([
      ['bet', ':bet'],
      ['win', ':win'],
    ]);
    expect(await platform.cash(player.userId)).toBe(20_00n - 200n + cents(retried.body.Round.Win));
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it('a round left unpaid by a player who never comes back is paid by the sweep, once', async () => {
    const player = await platform.player(20_00n);
    const session = await launch('slot', 'real', player);
    let down = true;
    const wallet: WalletFunctions = {
      ...seamlessWallet,
      walletWin: (db, call) => (down ? Promise.reject(new Error('down')) : seamlessWallet.walletWin(db, call)),
    };
    const failed = await play(session.token, { Action: 'spin', Stake: '2.00', RequestId: 'gone' }, gameServer({ wallet }));
    expect(failed).toMatchObject({ status: 409, body: { ErrorCode: 'WALLET_UNAVAILABLE' } });
    expect(await platform.cash(player.userId)).toBe(20_00n - 200n);
    const deps = { db: platform.db, random: gameRandom, wallet };
    // Still down: the round keeps waiting; a round this young is not the sweep's yet.
    expect(await sweepPendingRounds(deps, 0)).toBe(0);
    down = false;
    expect(await sweepPendingRounds(deps, 3600)).toBe(0);
    expect(await sweepPendingRounds(deps, 0)).toBe(1);
    expect(await sweepPendingRounds(deps, 0)).toBe(0);
    const round = await platform.db.selectFrom('game_rounds').select(['status', 'won']).where('request_id', '=', 'gone').executeTakeFirstOrThrow();
    expect(round.status).toBe('closed');
    expect((await walletCalls(session.token)).map((c) => c.kind)).toEqual(['bet', 'win']);
    expect(await platform.cash(player.userId)).toBe(20_00n - 200n + (round.won ?? 0n));
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });

  it("a round left unpaid is finished by the session's next play, and the stake of a round the wallet refuses to pay comes back", async () => {
    const player = await platform.player(20_00n);
    const session = await launch('slot', 'real', player);
    let mode: 'throw' | 'refuse' | 'pass' = 'throw';
    const wallet: WalletFunctions = {
      ...seamlessWallet,
      walletWin: (db, call) =>
        mode === 'throw' ? Promise.reject(new Error('down')) : mode === 'refuse' ? Promise.resolve({ ok: false, code: 'ROUND_CLOSED' }) : seamlessWallet.walletWin(db, call),
    };
    const app = gameServer({ wallet });
    await play(session.token, { Action: 'spin', Stake: '1.00', RequestId: 'left' }, app);
    mode = 'pass';
    const next = await play(session.token, { Action: 'spin', Stake: '1.00', RequestId: 'next' }, app);
    expect(next.status).toBe(200);
    expect((await walletCalls(session.token)).map((c) => c.kind)).toEqual(['bet', 'win', 'bet', 'win']);
    mode = 'refuse';
    const refused = await play(session.token, { Action: 'spin', Stake: '1.00', RequestId: 'refused' }, app);
    expect(refused).toMatchObject({ status: 409, body: { ErrorCode: 'ROUND_FAILED' } });
    const calls = await walletCalls(session.token);
    expect(calls.slice(4).map((c) => [c.kind, c.amount])).toEqual([
      ['bet', 100n],
      ['rollback', 100n],
    ]);
    expect(cents(refused.body.Balance)).toBe(await platform.cash(player.userId));
    expect(await platform.books()).toEqual(BALANCED_BOOKS);
  });
});

describe('sessions', () => {
  it('refuses an unknown token and an ended session', async () => {
    const unknown = await play('ab'.repeat(32), { Action: 'spin', Stake: '1.00' });
    expect(unknown).toMatchObject({ status: 404, body: { HasErrors: true, ErrorCode: 'SESSION_NOT_FOUND' } });
    const malformed = await play('not-a-token', { Action: 'spin', Stake: '1.00' });
    expect(malformed).toMatchObject({ status: 404, body: { ErrorCode: 'SESSION_NOT_FOUND' } });
    const player = await platform.player(10_00n);
    const session = await launch('slot', 'real', player);
    await endSession(platform.db, session.token, 'en-US');
    expect(await play(session.token, { Action: 'spin', Stake: '1.00' })).toMatchObject({ status: 409, body: { ErrorCode: 'SESSION_ENDED' } });
    expect(await platform.cash(player.userId)).toBe(10_00n);
  });

  it('an expired real session is refused by the wallet; a demo one once its play has stopped', async () => {
    const player = await platform.player(10_00n);
    const real = await launch('slot', 'real', player);
    const demo = await launch('slot', 'demo', null);
    await platform.db.updateTable('casino_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token', 'in', [real.token, demo.token]).execute();
    expect(await play(real.token, { Action: 'spin', Stake: '1.00' })).toMatchObject({ status: 401, body: { ErrorCode: 'SESSION_EXPIRED', Balance: '10.00' } });
    expect(await play(demo.token, { Action: 'spin', Stake: '1.00' })).toMatchObject({ status: 401, body: { ErrorCode: 'SESSION_EXPIRED', Balance: '1000.00' } });
  });
});
