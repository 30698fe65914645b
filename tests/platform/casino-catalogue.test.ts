/**
 * The catalogue a player browses (issue 7): thousands of games spread over the providers, search and
 * filters, keyset pages, generated artwork, the one game that is "not working", the EUR fallback and
 * launch failures stored per game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_VERSION, gameArtSvg } from '../../platform/casino/art';
import { generateCatalogue } from '../../platform/casino/catalogue';
import { startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import type { Json } from '../helpers/json';

let platform: CasinoPlatform;

beforeAll(async () => {
  platform = await startCasinoPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const get = (path: string, token?: string, lang?: string) => platform.request('GET', path, { ...(token ? { token } : {}), ...(lang ? { headers: { 'accept-language': lang } } : {}) });

/** Every page of a list, following EndCursor. */
async function walk(query: string, first: number) {
  const games: Json[] = [];
  let after = '';
  for (let pages = 0; pages < 200; pages++) {
    const page = await get(`/api/casino/games?${query}&First=${first}${after ? `&After=${after}` : ''}`);
    expect(page.status).toBe(200);
    games.push(...page.body.Games);
    if (!page.body.HasNextPage) return { games, total: page.body.TotalCount as number };
    after = page.body.EndCursor;
  }
  throw new Error('no last page');
}

describe('the catalogue', () => {
  it('holds at least 3,100 slots and 777 live games, spread over every provider that has games', async () => {
    const slots = (await get('/api/casino/lobby?Kind=slot')).body;
    const live = (await get('/api/casino/lobby?Kind=live')).body;
    expect(slots.TotalCount).toBeGreaterThanOrEqual(3100);
    expect(live.TotalCount).toBeGreaterThanOrEqual(777);
    const all = (await get('/api/casino/lobby')).body;
    expect(all.Providers.map((p: Json) => p.Code).sort()).toEqual(
      ['amusnet', 'egt', 'endorphina', 'goldenrace', 'habanero', 'leap', 'openbox', 'pateplay', 'pragmatic', 'rocket', 'sevenmojos', 'softswiss'].sort(),
    );
    expect(all.Providers.reduce((sum: number, p: Json) => sum + p.GameCount, 0)).toBe(all.TotalCount);
    expect(all.Categories.map((c: Json) => c.Code)).toEqual(['popular', 'new', 'jackpot', 'megaways', 'classic', 'fruit', 'bonus-buy', 'roulette', 'blackjack', 'virtual', 'lotto']);
    // SoftSwiss aggregates about 80 studios (seed 002 §9).
    const studios = new Set(generateCatalogue().filter((g) => g.studio).map((g) => g.studio));
    expect(studios.size).toBe(80);
  });

  it('is the same on every database: seeded, with unique name-number slugs', () => {
    const games = generateCatalogue();
    expect(new Set(games.map((g) => g.slug)).size).toBe(games.length);
    for (const game of games.slice(0, 200)) expect(game.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d+$/);
    expect(games[0]).toMatchObject({ kind: 'slot' });
    expect(games.filter((g) => g.excluded)).toHaveLength(1);
  });

  it('lists the one game that is not working as unavailable, answers it by id, and refuses to launch it', async () => {
    const excluded = generateCatalogue().findIndex((g) => g.excluded) + 1;
    const { games, total } = await walk('Kind=slot', 200);
    expect(games).toHaveLength(total);
    // Issue 18: a game not working stays in the lobby, shown unavailable (the back office marks it; retiring removes it).
    expect(games.filter((g) => g.Status !== 'available').map((g) => [g.Id, g.Status])).toEqual([[excluded, 'not_working']]);
    expect((await get(`/api/casino/games/byIds?Ids=${excluded}`)).body.Games.map((g: Json) => [g.Id, g.Status])).toEqual([[excluded, 'not_working']]);
    const row = await platform.db.selectFrom('casino_games').select(['provider', 'provider_game_key']).where('id', '=', excluded).executeTakeFirstOrThrow();
    const { PROVIDER_BY_CODE, gameParamOf } = await import('../../platform/casino/providers');
    const provider = PROVIDER_BY_CODE.get(row.provider)!;
    const launch = await get(`${provider.path}/${provider.launch!.demoCall ?? provider.launch!.call}?${gameParamOf(provider)}=${row.provider_game_key}&isDemo=true`);
    expect(launch).toMatchObject({ status: 409, body: { ErrorCode: 'GAME_UNAVAILABLE' } });
  });
});

describe('search and filters', () => {
  it('finds titles and studios case-insensitively, and refuses 2 characters or fewer', async () => {
    const lower = await get('/api/casino/games?Search=dragon&First=200');
    const upper = await get('/api/casino/games?Search=DRAGON&First=200');
    expect(lower.body.TotalCount).toBeGreaterThan(10);
    expect(upper.body.Games.map((g: Json) => g.Id)).toEqual(lower.body.Games.map((g: Json) => g.Id));
    for (const game of lower.body.Games) expect(`${game.Title} ${game.StudioName ?? ''}`.toLowerCase()).toContain('dragon');
    const studio = await get('/api/casino/games?Search=Silver%20Owl&First=200');
    expect(studio.body.TotalCount).toBeGreaterThan(5);
    for (const game of studio.body.Games) expect(game.Studio).toBe('silverowl');
    expect(await get('/api/casino/games?Search=dr')).toMatchObject({ status: 400, body: { ErrorCode: 'SEARCH_TOO_SHORT', ErrorMessage: 'Enter more than 2 characters to search.' } });
    expect((await get('/api/casino/games?Search=dr', undefined, 'de-DE')).body.ErrorMessage).toBe('Gib für die Suche mehr als 2 Zeichen ein.');
    expect((await get('/api/casino/games?Search=zzqxj')).body).toMatchObject({ Games: [], TotalCount: 0, HasNextPage: false, EndCursor: null });
  });

  it('filters by kind, category and provider, and counts what it filtered', async () => {
    const megaways = await get('/api/casino/games?Category=megaways&First=200');
    expect(megaways.body.TotalCount).toBeGreaterThan(20);
    for (const game of megaways.body.Games) {
      expect(game.Categories).toContain('megaways');
      expect(game.Title).toContain('Megaways');
    }
    const roulette = await get('/api/casino/games?Kind=live&Category=roulette&Provider=pragmatic&First=200');
    for (const game of roulette.body.Games) expect(game).toMatchObject({ Kind: 'live', Engine: 'roulette', Provider: 'pragmatic', HasDemo: false });
    const lobby = (await get('/api/casino/lobby?Kind=live')).body;
    expect(roulette.body.TotalCount).toBeLessThan(lobby.Providers.find((p: Json) => p.Code === 'pragmatic').GameCount);
    expect((await get('/api/casino/games?Category=nonsense')).status).toBe(400);
  });

  it('pages through every live game once, most played first, and by title in order', async () => {
    const { games, total } = await walk('Kind=live', 97);
    expect(total).toBeGreaterThanOrEqual(777);
    expect(new Set(games.map((g) => g.Id)).size).toBe(total);
    const ranks = games.map((g) => g.Popularity as number);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    const byTitle = await walk('Kind=virtual&Sort=title', 7);
    const titles = byTitle.games.map((g) => (g.Title as string).toLowerCase());
    expect([...titles].sort()).toEqual(titles);
    expect((await get('/api/casino/games?After=not-a-cursor')).body.ErrorCode).toBe('INVALID_CURSOR');
  });

  it("advertises each game's RTP as its engine pays it", async () => {
    const { theoreticalRtp } = await import('../../rules/casino/slot');
    const { ROULETTE_RTP } = await import('../../rules/casino/roulette');
    const slots = (await get('/api/casino/games?Kind=slot&First=200')).body.Games as Json[];
    for (const variant of ['low', 'medium', 'high'] as const) {
      const game = slots.find((g) => g.Variant === variant)!;
      expect(Number(game.Rtp)).toBeCloseTo(theoreticalRtp(variant).rtp * 100, 2);
    }
    const roulette = (await get('/api/casino/games?Category=roulette&First=1')).body.Games[0];
    expect(roulette.Rtp).toBe((ROULETTE_RTP * 100).toFixed(2));
  });

  it('answers games by id in the order asked, for a DataLoader', async () => {
    const answer = await get('/api/casino/games/byIds?Ids=30,2,999999,17');
    expect(answer.body.Games.map((g: Json) => g.Id)).toEqual([30, 2, 17]);
    expect(answer.body.Games[0]).toMatchObject({ ImageUrl: `/media/casino/30.svg?v=${ART_VERSION}`, Rtp: expect.stringMatching(/^\d{2}\.\d{2}$/) });
  });
});

describe('artwork', () => {
  it('is an SVG drawn from the game, cached for good, different per game', async () => {
    const first = await get('/api/casino/art/1.svg');
    const second = await get('/api/casino/art/2.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const title = generateCatalogue()[0]!.title.split(' ')[0]!;
    expect(first.text).toContain(title);
    expect(first.text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(first.text).not.toBe(second.text);
    expect((await get('/api/casino/art/1.svg')).text).toBe(first.text);
    expect((await get('/api/casino/art/999999.svg')).status).toBe(404);
  });

  // Issue 22: a hash put the roulette wheel on half the blackjack tables (and on every live one).
  it("shows the game itself, whatever its kind: cards on every blackjack table, a wheel on roulette, reels on slots, balls on keno", async () => {
    const WHEEL_HUB = '<circle cx="100" cy="70"';
    const expected = { blackjack: 'cards', roulette: 'wheel', slot: 'reels', keno: 'balls' } as const;
    const catalogue = generateCatalogue();
    for (const game of catalogue) {
      const svg = gameArtSvg({ slug: game.slug, title: game.title, engine: game.engine, providerName: game.provider });
      expect(svg, game.title).toContain(`data-motif="${expected[game.engine]}"`);
      expect(svg.includes(WHEEL_HUB), game.title).toBe(game.engine === 'roulette');
    }
    // Through the route too: a live blackjack table, the kind that always got the wheel.
    const live = catalogue.findIndex((game) => game.kind === 'live' && game.engine === 'blackjack');
    const art = await get(`/api/casino/art/${live + 1}.svg`);
    expect(art.text).toContain('data-motif="cards"');
    expect(art.text).not.toContain(WHEEL_HUB);
  });
});

describe('currency', () => {
  it('falls back to EUR when the asked currency is not one the game offers', async () => {
    const swedish = (await get('/api/SoftSwissCasino/GetGames?Country=SE&Currency=SEK&IsMobile=false')).body;
    const offered = swedish.Games.filter((g: Json) => g.Currencies.includes('SEK'));
    const notOffered = swedish.Games.filter((g: Json) => !g.Currencies.includes('SEK'));
    expect(offered.length).toBeGreaterThan(100);
    expect(notOffered.length).toBeGreaterThan(10);
    for (const game of offered) expect(game.Currency).toBe('SEK');
    for (const game of notOffered) expect(game.Currency).toBe('EUR');
    const bitcoin = (await get('/api/Pragmatic/games?Currency=BTC')).body;
    expect(new Set(bitcoin.Games.map((g: Json) => g.Currency))).toEqual(new Set(['EUR']));
  });

  it("opens a real session in EUR for a player whose currency the game does not offer", async () => {
    const player = await platform.player(0n, 'BTC');
    const game = await platform.slotOf('pragmatic');
    const launch = await get(`/api/Pragmatic/gameUrl?gameKey=${game.provider_game_key}`, player.token);
    expect(launch.body).toMatchObject({ HasErrors: false, Currency: 'EUR', Mode: 'real' });
  });
});

describe('launch failures', () => {
  it('are stored per game and answered to that player in the list, translated, until the game opens', async () => {
    const player = await platform.player();
    const other = await platform.player();
    const live = await platform.db.selectFrom('casino_games').select(['id', 'provider_game_key']).where('provider', '=', 'pragmatic').where('kind', '=', 'live').orderBy('id').executeTakeFirstOrThrow();
    const demo = await get(`/api/Pragmatic/demoGameUrl?gameKey=${live.provider_game_key}`, player.token);
    expect(demo).toMatchObject({ status: 409, body: { ErrorCode: 'DEMO_UNAVAILABLE' } });
    const mine = (await get(`/api/casino/games/byIds?Ids=${live.id}`, player.token)).body.Games[0];
    expect(mine).toMatchObject({ LaunchErrorCode: 'DEMO_UNAVAILABLE', LaunchError: 'This game cannot be played for free. Sign in to play for real money.' });
    const italian = (await get(`/api/casino/games/byIds?Ids=${live.id}`, player.token, 'it-IT')).body.Games[0];
    expect(italian.LaunchError).toBe('Questo gioco non può essere giocato gratis. Accedi per giocare con denaro reale.');
    const listed = (await get(`/api/casino/games?Kind=live&Provider=pragmatic&First=200`, player.token)).body.Games.find((g: Json) => g.Id === live.id);
    expect(listed.LaunchErrorCode).toBe('DEMO_UNAVAILABLE');
    expect((await get(`/api/casino/games/byIds?Ids=${live.id}`, other.token)).body.Games[0].LaunchError).toBeNull();
    expect((await get(`/api/casino/games/byIds?Ids=${live.id}`)).body.Games[0].LaunchError).toBeNull();
    const real = await get(`/api/Pragmatic/gameUrl?gameKey=${live.provider_game_key}`, player.token);
    expect(real.body).toMatchObject({ HasErrors: false, Url: expect.stringMatching(/^\/games\/roulette\/[0-9a-f]{64}$/) });
    expect((await get(`/api/casino/games/byIds?Ids=${live.id}`, player.token)).body.Games[0].LaunchError).toBeNull();
  });

  it('refuses real play without sign-in and for a locked account, storing the refusal', async () => {
    const game = await platform.slotOf('habanero');
    expect(await get(`/api/Habanero/getlaunchurl?gameKey=${game.provider_game_key}&isDemo=false`)).toMatchObject({ status: 401, body: { ErrorCode: 'SIGN_IN_REQUIRED' } });
    const locked = await platform.player();
    await platform.db.updateTable('users').set({ locked: true }).where('id', '=', locked.userId).execute();
    expect((await get(`/api/Habanero/getlaunchurl?gameKey=${game.provider_game_key}&isDemo=false`, locked.token)).body.ErrorCode).toBe('ACCOUNT_LOCKED');
    expect((await get(`/api/casino/games/byIds?Ids=${game.id}`, locked.token)).body.Games[0].LaunchErrorCode).toBe('ACCOUNT_LOCKED');
    const failures = await platform.db.selectFrom('casino_launch_failures').select(['code', 'user_id']).where('game_id', '=', game.id).orderBy('id').execute();
    expect(failures.map((f) => [f.code, f.user_id])).toEqual([
      ['SIGN_IN_REQUIRED', null],
      ['ACCOUNT_LOCKED', locked.userId],
    ]);
  });
});
