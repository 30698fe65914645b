/**
 * Each provider's contract answers its calls with its own parameter names (seed 002 §7): one
 * table-driven pass over providers.ts, so a provider added there is tested here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS, gameParamOf, type ProviderContract } from '../../platform/casino/providers';
import { sessionByToken } from '../../platform/casino/sessions';
import { startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import type { Json } from '../helpers/json';

let platform: CasinoPlatform;
let player: { token: string; userId: bigint };

beforeAll(async () => {
  platform = await startCasinoPlatform();
  player = await platform.player();
});
afterAll(async () => {
  await platform?.close();
});

const get = (path: string, token?: string) => platform.request('GET', path, token ? { token } : {});

/** A game of the provider with a demo (the most played), and the launch query naming it the provider's way. */
async function launchQuery(provider: ProviderContract, mode: 'real' | 'demo') {
  const game = await platform.db
    .selectFrom('casino_games')
    .select(['id', 'provider_game_key', 'studio', 'engine'])
    .where('provider', '=', provider.code)
    .where('has_demo', '=', true)
    .where('excluded', '=', false)
    .orderBy('popularity')
    .executeTakeFirstOrThrow();
  const params = new URLSearchParams();
  for (const [name, role] of Object.entries(provider.launch!.params)) {
    if (role === 'game') params.set(name, game.provider_game_key);
    if (role === 'studio' && game.studio) params.set(name, game.studio);
    if (role === 'language') params.set(name, 'sv');
    if (role === 'device') params.set(name, 'mobile');
    if (role === 'demo') params.set(name, mode === 'demo' ? 'true' : 'false');
  }
  const call = mode === 'demo' && provider.launch!.demoCall ? provider.launch!.demoCall : provider.launch!.call;
  return { game, path: `${provider.path}/${call}?${params}` };
}

describe.each(PROVIDERS.map((provider) => [provider.name, provider] as const))('%s', (_name, provider) => {
  it.each(provider.lists.map((list) => [list.call, list] as const))('lists its games with %s', async (_call, list) => {
    const answer = await get(`${provider.path}/${list.call}?${list.params.includes('Currency') ? 'Currency=EUR' : ''}`);
    expect(answer.status).toBe(200);
    expect(answer.body.Games.length).toBeGreaterThan(provider.lobby ? 777 : 5);
    for (const game of answer.body.Games as Json[]) {
      expect(list.kinds).toContain(game.Kind);
      if (!provider.lobby) expect(game.Provider).toBe(provider.code);
    }
  });

  if (provider.launch) {
    it(`launches a demo anonymously and answers ${provider.launch.shape === 'url' ? 'Url' : 'Data'}`, async () => {
      const { game, path } = await launchQuery(provider, 'demo');
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ HasErrors: false, Mode: 'demo', GameId: game.id });
      const url = provider.launch!.shape === 'url' ? answer.body.Url : answer.body.Data.GameUrl;
      expect(url).toBe(`/games/${game.engine}/${answer.body.SessionId}`);
      if (provider.launch!.shape === 'data') expect(answer.body.Url).toBeNull();
      const session = await sessionByToken(platform.db, answer.body.SessionId);
      expect(session).toMatchObject({ userId: null, mode: 'demo', gameId: game.id, provider: provider.code, engine: game.engine });
    });

    it('launches for real only when signed in, a session of that player', async () => {
      const { path } = await launchQuery(provider, 'real');
      expect((await get(path)).body.ErrorCode).toBe('SIGN_IN_REQUIRED');
      const answer = await get(path, player.token);
      expect(answer.body).toMatchObject({ HasErrors: false, Mode: 'real', Currency: 'EUR' });
      const session = await sessionByToken(platform.db, answer.body.SessionId);
      expect(session).toMatchObject({ userId: player.userId, mode: 'real' });
      // The language parameter, where the provider has one, sets the game's language.
      if (Object.values(provider.launch!.params).includes('language')) expect(session!.language).toBe('sv-SE');
    });

    it(`names the game with its own parameter (${gameParamOf(provider)}) and refuses a game of another provider`, async () => {
      const foreign = await platform.db.selectFrom('casino_games').select('provider_game_key').where('provider', '!=', provider.code).where('kind', '=', 'slot').executeTakeFirstOrThrow();
      const call = provider.launch!.demoCall ?? provider.launch!.call;
      const demoFlag = Object.entries(provider.launch!.params).find(([, role]) => role === 'demo')?.[0];
      const answer = await get(`${provider.path}/${call}?${gameParamOf(provider)}=${foreign.provider_game_key}zz${demoFlag ? `&${demoFlag}=true` : ''}`);
      expect(answer).toMatchObject({ status: 404, body: { ErrorCode: 'GAME_NOT_FOUND' } });
      expect((await get(`${provider.path}/${call}`)).status).toBe(400);
    });
  }

  if (provider.jackpots) {
    it(`answers the jackpot pools with ${provider.jackpots}`, async () => {
      const answer = await get(`${provider.path}/${provider.jackpots}?Currency=EUR`);
      expect(answer.body.Jackpots.map((j: Json) => j.Code)).toEqual(['grand', 'major', 'minor', 'mini']);
      expect(answer.body.Jackpots.every((j: Json) => j.Currency === 'EUR')).toBe(true);
    });
  }
});

describe('provider-specific shapes', () => {
  it("Rocket's launch data carries the seed's fields", async () => {
    const rocket = PROVIDERS.find((p) => p.code === 'rocket')!;
    const { path } = await launchQuery(rocket, 'real');
    const data = (await get(path, player.token)).body.Data;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['BrandId', 'GameId', 'RoomId', 'UserToken', 'UserName', 'Lang', 'CurrencyIconURL']));
    expect(data.CurrencyIconURL).toMatch(/^data:image\/svg\+xml,/);
    expect(data.UserName).toMatch(/^cashier_/);
  });

  it('the live lobby filters by type, and Habanero lists by category', async () => {
    const roulette = (await get('/api/livecasino/get?type=roulette')).body.Games as Json[];
    const blackjack = (await get('/api/livecasino/get?type=blackjack')).body.Games as Json[];
    const all = (await get('/api/livecasino/get?type=all')).body.Games as Json[];
    expect(roulette.every((g) => g.Engine === 'roulette' && g.Kind === 'live')).toBe(true);
    expect(blackjack.every((g) => g.Engine === 'blackjack')).toBe(true);
    expect(roulette.length + blackjack.length).toBe(all.length);
    const tables = (await get('/api/Habanero/getGamesByCategory?category=table')).body.Games as Json[];
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((g) => g.Kind === 'table')).toBe(true);
  });

  it('CasinoTop pages the most played games; PopularCasinoGames answers each kind', async () => {
    const first = (await get('/api/CasinoTop/Get?page=1')).body;
    const second = (await get('/api/CasinoTop/Get?page=2')).body;
    const ranks = [...first.Games, ...second.Games].map((g: Json) => g.Popularity as number);
    expect(ranks).toHaveLength(40);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    // Rank 1 is the most played.
    expect(ranks[0]).toBe(1);
    expect(first.TotalPages).toBeGreaterThan(200);
    for (const [call, kind] of [['Live', 'live'], ['Slot', 'slot'], ['Table', 'table']]) {
      const games = (await get(`/api/PopularCasinoGames/${call}?First=5`)).body.Games as Json[];
      expect(games).toHaveLength(5);
      expect(games.every((g) => g.Kind === kind)).toBe(true);
    }
  });
});
