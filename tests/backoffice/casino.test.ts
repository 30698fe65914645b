/**
 * The casino lobby in the back office (issue 18): a retired game and a switched-off provider's games
 * leave the lobby, its counts and the search on the very next read (no cache lifetime to wait out); a
 * game marked not working stays listed as unavailable and its launch is refused with GAME_UNAVAILABLE;
 * an added game is listed at once; a jackpot seed is what the pool restarts from after its next win.
 * Every change writes one audit entry with before and after, and tells open lobbies by an event.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_BY_CODE, gameParamOf } from '../../platform/casino/providers';
import { BALANCED_BOOKS, startCasinoPlatform, type CasinoPlatform } from '../helpers/casino';
import type { Json } from '../helpers/json';
import { signedInStaff, type TestStaff } from '../helpers/staff';

let platform: CasinoPlatform;
let marketing: TestStaff;
type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

beforeAll(async () => {
  platform = await startCasinoPlatform();
  marketing = await signedInStaff(platform.db, platform.app as App, ['marketing']);
});
afterAll(() => platform?.close());
afterEach(async () => expect(await platform.books()).toEqual(BALANCED_BOOKS));

const get = (path: string) => platform.request('GET', path, { headers: { 'accept-language': 'en-US' } });
const staff = (method: string, path: string, body?: unknown, who: TestStaff = marketing) =>
  platform.request(method, path, { headers: { ...who.headers, 'accept-language': 'en-US' }, ...(body === undefined ? {} : { body }) });

/** A listed slot of a provider that only this test touches, picked by popularity rank among that provider's games. */
async function listedSlot(provider: string, nth: number) {
  return platform.db
    .selectFrom('casino_games')
    .select(['id', 'title', 'provider', 'provider_game_key', 'slug'])
    .where('provider', '=', provider)
    .where('kind', '=', 'slot')
    .where('excluded', '=', false)
    .where('has_demo', '=', true)
    .orderBy('popularity')
    .offset(nth)
    .executeTakeFirstOrThrow();
}

/** A demo launch through the game's own provider contract, as the lobby's launch calls it. */
function launch(game: { provider: string; provider_game_key: string }) {
  const provider = PROVIDER_BY_CODE.get(game.provider)!;
  const call = provider.launch!.demoCall ?? provider.launch!.call;
  return get(`${provider.path}/${call}?${gameParamOf(provider)}=${encodeURIComponent(game.provider_game_key)}&isDemo=true`);
}

const searchIds = async (term: string) => ((await get(`/api/casino/games?Search=${encodeURIComponent(term)}&First=200`)).body.Games as Json[]).map((g) => g.Id as number);
const listIds = async (query: string) => ((await get(`/api/casino/games?${query}&First=200`)).body.Games as Json[]).map((g) => g.Id as number);
const lobbyTotal = async () => (await get('/api/casino/lobby')).body.TotalCount as number;
const lastAudit = () => platform.db.selectFrom('audit_log').select(['operation', 'staff_id', 'target_type', 'target_id', 'before', 'after', 'reason']).orderBy('id', 'desc').executeTakeFirstOrThrow();
const lastEvent = async (topic: string) => (await platform.db.selectFrom('outbox_events').select('payload').where('topic', '=', topic).orderBy('id', 'desc').executeTakeFirst())?.payload;

describe('retiring a game', () => {
  it('leaves the list, the lobby count and the search on the next read; history still names it; its launch is not found', async () => {
    const game = await listedSlot('endorphina', 3);
    // Read first, so the catalogue is in memory: the change must not wait for a cache to expire.
    expect(await searchIds(game.title)).toContain(game.id);
    expect(await listIds('Provider=endorphina&Sort=title')).toContain(game.id);
    const total = await lobbyTotal();

    const answer = await staff('POST', `/api/backoffice/casino/games/${game.id}/retire`, { Reason: 'Licence ended' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.Game).toMatchObject({ Id: game.id, Status: 'retired' });

    expect(await searchIds(game.title)).not.toContain(game.id);
    expect(await listIds('Provider=endorphina&Sort=title')).not.toContain(game.id);
    expect(await lobbyTotal()).toBe(total - 1);
    expect((await get(`/api/casino/games/byIds?Ids=${game.id}`)).body.Games).toMatchObject([{ Id: game.id, Status: 'retired' }]);
    expect(await launch(game)).toMatchObject({ status: 404, body: { ErrorCode: 'GAME_NOT_FOUND' } });

    expect(await lastAudit()).toEqual({
      operation: 'casino.manage',
      staff_id: marketing.id,
      target_type: 'casino_game',
      target_id: String(game.id),
      before: { Title: game.title, Status: 'available' },
      after: { Title: game.title, Status: 'retired' },
      reason: 'Licence ended',
    });
    expect(await lastEvent('casino.catalogue.changed')).toEqual({ change: 'retired', gameIds: [game.id], provider: null });

    const again = await staff('POST', `/api/backoffice/casino/games/${game.id}/retire`, {});
    expect(again).toMatchObject({ status: 409, body: { ErrorCode: 'GAME_RETIRED' } });
  });

  it('refuses an unknown game, and anyone without the role, changing nothing', async () => {
    expect(await staff('POST', '/api/backoffice/casino/games/999999/retire', {})).toMatchObject({ status: 404, body: { ErrorCode: 'GAME_NOT_FOUND' } });
    const game = await listedSlot('endorphina', 4);
    const support = await signedInStaff(platform.db, platform.app as App, ['support']);
    expect((await staff('POST', `/api/backoffice/casino/games/${game.id}/retire`, {}, support)).status).toBe(403);
    expect(await searchIds(game.title)).toContain(game.id);
  });
});

describe('switching a provider off', () => {
  it("takes its games out of the lists, the lobby and the search at once, refuses their launch, and brings them back", async () => {
    const game = await listedSlot('pateplay', 0);
    const count = async () => (await get('/api/casino/games?Provider=pateplay&First=1')).body.TotalCount as number;
    const before = await count();
    expect(before).toBeGreaterThan(50);

    const off = await staff('POST', '/api/backoffice/casino/providers/pateplay/switch', { Enabled: false, Reason: 'Outage at the provider' });
    expect(off.body.Provider).toMatchObject({ Code: 'pateplay', Enabled: false });
    expect(await count()).toBe(0);
    expect(await searchIds(game.title)).not.toContain(game.id);
    expect(((await get('/api/casino/lobby')).body.Providers as Json[]).map((p) => p.Code)).not.toContain('pateplay');
    expect(((await get('/api/Pateplay/Games')).body.Games as Json[])).toEqual([]);
    expect(await launch(game)).toMatchObject({ status: 409, body: { ErrorCode: 'GAME_UNAVAILABLE' } });
    expect(await lastAudit()).toMatchObject({ operation: 'casino.manage', target_type: 'casino_provider', target_id: 'pateplay', before: { Enabled: true }, after: { Enabled: false } });
    expect(await lastEvent('casino.catalogue.changed')).toEqual({ change: 'provider_off', gameIds: [], provider: 'pateplay' });

    await staff('POST', '/api/backoffice/casino/providers/pateplay/switch', { Enabled: true });
    expect(await count()).toBe(before);
    expect(await searchIds(game.title)).toContain(game.id);
    expect((await launch(game)).status).toBe(200);
  });
});

describe('marking a game not working', () => {
  it('keeps it listed as unavailable, refuses its launch with GAME_UNAVAILABLE, and lets it play again once working', async () => {
    const game = await listedSlot('egt', 2);
    const marked = await staff('POST', `/api/backoffice/casino/games/${game.id}/working`, { Working: false, Reason: 'Reels freeze' });
    expect(marked.body.Game).toMatchObject({ Id: game.id, Status: 'not_working', NotWorking: true });
    expect(((await get(`/api/casino/games?Search=${encodeURIComponent(game.title)}`)).body.Games as Json[]).find((g) => g.Id === game.id)).toMatchObject({ Status: 'not_working' });
    expect(await launch(game)).toMatchObject({ status: 409, body: { ErrorCode: 'GAME_UNAVAILABLE' } });
    expect(await lastAudit()).toMatchObject({ target_id: String(game.id), before: { Working: true }, after: { Working: false }, reason: 'Reels freeze' });

    await staff('POST', `/api/backoffice/casino/games/${game.id}/working`, { Working: true });
    expect((await get(`/api/casino/games/byIds?Ids=${game.id}`)).body.Games).toMatchObject([{ Status: 'available' }]);
    expect((await launch(game)).status).toBe(200);
  });
});

describe('adding a game', () => {
  it('lists it at once, new and last by popularity, and it launches', async () => {
    const title = `Backoffice Comet ${Date.now().toString(36)}`;
    const added = await staff('POST', '/api/backoffice/casino/games', { Provider: 'habanero', Kind: 'slot', Title: title, Engine: 'slot', Variant: 'high', Categories: ['megaways'], HasDemo: true });
    expect(added.status, added.text).toBe(200);
    const id = added.body.Game.Id as number;
    expect(added.body.Game).toMatchObject({ Title: title, Provider: 'habanero', Status: 'available', Categories: ['megaways', 'new'], Rtp: expect.stringMatching(/^9\d\.\d\d$/) });
    expect(await searchIds(title)).toEqual([id]);
    expect(await listIds('Category=new&Provider=habanero')).toContain(id);
    expect((await launch({ provider: 'habanero', provider_game_key: added.body.Game.GameKey })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ operation: 'casino.manage', target_type: 'casino_game', target_id: String(id), before: null, after: { title } });
  });

  it('refuses a game the engines cannot play, changing nothing', async () => {
    const audits = await platform.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const refused = await staff('POST', '/api/backoffice/casino/games', { Provider: 'pragmatic', Kind: 'live', Title: 'Live Slot Mixup', Engine: 'slot', Variant: 'low', HasDemo: false });
    expect(refused).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION', FieldErrors: { Variant: expect.any(String) } } });
    expect(await searchIds('Live Slot Mixup')).toEqual([]);
    expect(await platform.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(audits);
  });
});

describe('jackpot seeds', () => {
  it('a new seed leaves the pool as it is and is what it restarts from after the next win', async () => {
    const pools = (await staff('GET', '/api/backoffice/casino/jackpots')).body.Jackpots as Json[];
    const minor = pools.find((p) => p.Code === 'minor' && p.Currency === 'EUR')!;
    expect(minor.Seed).toBe('100.00');
    const set = await staff('POST', `/api/backoffice/casino/jackpots/${minor.Id}/seed`, { Seed: '250.50' });
    expect(set.body.Jackpot).toMatchObject({ Id: minor.Id, Seed: '250.50', Amount: minor.Amount });
    expect(await lastAudit()).toMatchObject({ operation: 'jackpots.seed', target_id: String(minor.Id), before: { Seed: '100.00', Currency: 'EUR' }, after: { Seed: '250.50', Currency: 'EUR' } });

    // The next real bet wins the pool (the test control), which then restarts from the new seed.
    const player = await platform.player();
    const session = await platform.session(player);
    expect((await platform.request('POST', `/api/admin/casino/jackpots/${minor.Id}/trigger`, { headers: { 'x-admin-token': platform.config.adminToken } })).status).toBe(200);
    const bet = await platform.wallet('bet', { Provider: session.provider, Token: session.token, TransactionId: 'seed-bet-1', RoundId: 'seed-round-1', Amount: '1.00' });
    expect(bet.status).toBe(200);
    const after = ((await staff('GET', '/api/backoffice/casino/jackpots')).body.Jackpots as Json[]).find((p) => p.Id === minor.Id)!;
    expect(after).toMatchObject({ Amount: '250.50', Seed: '250.50' });
  });

  it('refuses a seed of zero or of more digits than the currency has, changing nothing', async () => {
    const pool = ((await staff('GET', '/api/backoffice/casino/jackpots')).body.Jackpots as Json[]).find((p) => p.Code === 'grand' && p.Currency === 'EUR')!;
    for (const seed of ['0', '10.001', 'lots', '-5']) {
      expect(await staff('POST', `/api/backoffice/casino/jackpots/${pool.Id}/seed`, { Seed: seed })).toMatchObject({ status: 400, body: { ErrorCode: 'VALIDATION' } });
    }
    expect(((await staff('GET', '/api/backoffice/casino/jackpots')).body.Jackpots as Json[]).find((p) => p.Id === pool.Id)).toEqual(pool);
  });
});
