import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { ID_SPACE } from '../../platform/sportsbook/book';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import type { Json } from '../helpers/json';
import { startPlatform } from '../helpers/platform';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let ingest: ReturnType<typeof createFeedIngest>;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await platform.app.request(path, { headers });
  return { status: response.status, body: (await response.json()) as Json };
};
const idOf = async (key: string) => Number((await platform.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);
const eventsAfter = async (after: bigint, topic: string) =>
  (await platform.db.selectFrom('outbox_events').select(['id', 'payload']).where('id', '>', after).where('topic', '=', topic).orderBy('id').execute()).map((row) => row.payload as Json);
const lastEventId = async () => (await platform.db.selectFrom('outbox_events').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst())?.max ?? 0n;

beforeAll(async () => {
  platform = await startPlatform();
  ingest = createFeedIngest(platform.db);
  await ingest.fixtures([
    fixture('m1'),
    fixture('m2', { sport: 'basketball', category: { key: 'us', name: 'USA', countryCode: 'US' }, tournament: { key: 'nba', name: 'NBA' }, popularity: 90 }),
    fixture('m3', { sport: 'counter-strike', category: { key: 'intl', name: 'International' }, tournament: { key: 'major', name: 'Major' } }),
    fixture('o1', { kind: 'outright', home: undefined, away: undefined, name: 'Allsvenskan winner 2026', startsAt: new Date(Date.now() + 30 * 86_400_000) }),
  ]);
  await ingest.updates([
    update('m1', { state: state(), markets: soccerBook() }),
    update('m2', { state: state(), markets: soccerBook() }),
    update('m3', { state: state(), markets: soccerBook() }),
    update('o1', {
      state: state(),
      markets: [{ key: 'match/outright', type: 'outright', period: { type: 'match' }, suspended: false, outcomes: [{ key: 'a', title: 'Team A', price: 2.5 }, { key: 'b', title: 'Team B', price: 4 }] }],
    }),
  ]);
});

afterAll(() => platform.close());

describe('catalogue and lists', () => {
  it('lists sports by rank with their counts, named in the request language', async () => {
    const { body } = await get('/api/sportsbook/sports', { 'accept-language': 'sv-SE' });
    const sports = body.Sports as Json[];
    expect(sports.map((s) => s.Key)).toEqual(['soccer', 'basketball', 'counter-strike']);
    expect(sports[0]).toMatchObject({ Name: 'Fotboll', PrematchMatchesCount: 1, OutrightsCount: 1, SportSystemID: 1 });
    expect(sports[2]).toMatchObject({ SportSystemID: 66 });
  });

  it('keeps esports (sport system 66) out of prematch and lists them apart', async () => {
    const prematch = (await get('/api/sportsbook/matches/prematch')).body.Matches as Json[];
    expect(prematch.map((m) => m.Name)).toEqual(['m1 Home - m1 Away', 'm2 Home - m2 Away']);
    const esport = (await get('/api/sportsbook/matches/esport')).body.Matches as Json[];
    expect(esport.map((m) => m.SportSystemID)).toEqual([66]);
  });

  it('shows a match with the seed fields, its preview markets in order and the main line only', async () => {
    const [match] = (await get(`/api/sportsbook/matches/infos?ids=${await idOf('m1')}`, { 'accept-language': 'de-DE' })).body.Matches as Json[];
    expect(match).toMatchObject({ HomeTeamName: 'm1 Home', Type: 1, BettingSourceType: 1, CategoryName: 'Schweden', MarketsCount: 3, OutcomesCount: 7 });
    expect(match!.MatchLink).toBe(`/match/${match!.ID}`);
    const preview = match!.PreviewMarkets as Json[];
    expect(preview.map((m) => m.Key)).toEqual(['match/1x2', 'match/asian-handicap@-0.25']);
    expect(match!.PreviewMarketOrder).toEqual(['1x2', 'asian-handicap']);
  });

  it('serves the whole book with ids that name their match, and the alternative lines apart', async () => {
    const id = await idOf('m1');
    const { body } = await get(`/api/sportsbook/matches/${id}/markets`);
    const odds = (body.Markets as Json[]).flatMap((m) => m.Odds as Json[]);
    expect(odds).toHaveLength(7);
    for (const odd of odds) expect(Math.floor((odd.ID as number) / ID_SPACE)).toBe(id);
    const alternative = (await get(`/api/sportsbook/matches/${id}/alternativeMarkets`)).body.Markets as Json[];
    expect(alternative.map((m) => m.Key)).toEqual(['match/asian-handicap@-1']);
    expect((await get('/api/sportsbook/matches/999999/markets')).status).toBe(404);
  });

  it('names each odd\'s match, and finds markets by their ids or their odds\' ids for a client that holds only those', async () => {
    const id = await idOf('m1');
    const markets = (await get(`/api/sportsbook/matches/${id}/markets`)).body.Markets as Json[];
    for (const odd of markets.flatMap((m) => m.Odds as Json[])) expect(odd.MatchID).toBe(id);
    const [first, second] = markets;
    const oddId = (second!.Odds as Json[])[0]!.ID as number;
    const found = (await get(`/api/sportsbook/markets?ids=${first!.ID},999999&oddIds=${oddId}`)).body.Markets as Json[];
    expect(found.map((m) => m.ID).sort()).toEqual([first!.ID, second!.ID].sort());
    expect((found.flatMap((m) => m.Odds as Json[]))[0]!.MatchID).toBe(id);
    expect((await get('/api/sportsbook/markets?oddIds=999999999')).body.Markets).toEqual([]);
    expect((await get('/api/sportsbook/markets?oddIds=x')).status).toBe(400);
  });

  it('lists outrights with their market, top and popular matches', async () => {
    const outrights = (await get('/api/sportsbook/outrights')).body.Outrights as Json[];
    expect(outrights.map((o) => o.Name)).toEqual(['Allsvenskan winner 2026']);
    expect((outrights[0]!.Markets as Json[])[0]!.Odds).toHaveLength(2);
    const popular = (await get('/api/sportsbook/matches/mostPopular?limit=1')).body.Matches as Json[];
    expect(popular[0]!.HomeTeamName).toBe('m2 Home');
    const top = (await get('/api/sportsbook/matches/top')).body.Matches as Json[];
    expect(top.map((m) => m.TournamentName)).toEqual(['Allsvenskan']);
  });

  it('refuses malformed ids with a clear error', async () => {
    const { status, body } = await get('/api/sportsbook/matches/infos?ids=1,x');
    expect(status).toBe(400);
    expect(body.ErrorMessage).toContain('comma-separated list');
  });
});

describe('feed updates', () => {
  it('keeps an odd id when its price moves, and announces only what changed in one event per tick', async () => {
    const id = await idOf('m1');
    const before = (await get(`/api/sportsbook/matches/${id}/markets`)).body.Markets as Json[];
    const after = await lastEventId();
    await ingest.updates([update('m1', { state: state({ status: 'live', period: 1, clockSeconds: 60 }), markets: soccerBook({ home: 1.9, draw: 3.4, away: 4.2 }) })]);
    const [odds] = await eventsAfter(after, 'odds.changed');
    const changes = ((odds!.matches as Json[])[0]!.odds as Json[]).map((change) => [(change.odd as Json).Key, (change.odd as Json).Price, change.direction]);
    expect(changes).toEqual([
      ['home', 1.9, -1],
      ['away', 4.2, 1],
    ]);
    const [state1] = await eventsAfter(after, 'matches.updated');
    expect((state1!.matches as Json[])[0]).toMatchObject({ matchId: id, liveInfo: { Status: 'live' }, statusChanged: true });
    const now = (await get(`/api/sportsbook/matches/${id}/markets`)).body.Markets as Json[];
    expect(now.map((m) => m.ID)).toEqual(before.map((m) => m.ID));
    const live = (await get('/api/sportsbook/matches/live')).body.Matches as Json[];
    expect(live.map((m) => [m.ID, m.BettingSourceType])).toEqual([[id, 2]]);
  });

  it('suspends every odd on bet stop and lifts it after', async () => {
    const id = await idOf('m1');
    await ingest.updates([update('m1', { betStop: true })]);
    let odds = ((await get(`/api/sportsbook/matches/${id}/markets`)).body.Markets as Json[]).flatMap((m) => m.Odds as Json[]);
    expect(odds.every((odd) => odd.IsSuspended)).toBe(true);
    await ingest.updates([update('m1', { betStop: false })]);
    odds = ((await get(`/api/sportsbook/matches/${id}/markets`)).body.Markets as Json[]).flatMap((m) => m.Odds as Json[]);
    expect(odds.some((odd) => odd.IsSuspended)).toBe(false);
  });

  it('gives a new line a new id and keeps the old ones', async () => {
    const id = await idOf('m1');
    const before = new Set((((await get(`/api/sportsbook/matches/${id}/markets`)).body.Markets as Json[]) ?? []).map((m) => m.ID));
    const book = soccerBook({ home: 1.9, draw: 3.4, away: 4.2 });
    book.push({ ...book[2]!, key: 'match/asian-handicap@-0.5', line: -0.5 });
    await ingest.updates([update('m1', { markets: book })]);
    const markets = (await get(`/api/sportsbook/matches/${id}/markets`)).body.Markets as Json[];
    expect(markets.filter((m) => before.has(m.ID))).toHaveLength(3);
    expect(markets.find((m) => m.Key === 'match/asian-handicap@-0.5')!.ID).toBeGreaterThan(Math.max(...[...before].map(Number)));
  });

  it('settles a finished match into results and never moves it again', async () => {
    const id = await idOf('m1');
    await ingest.updates([
      update('m1', {
        state: state({ status: 'ended', period: 2, clockSeconds: 5400, score: { home: 2, away: 1 }, periodScores: [{ home: 1, away: 0 }, { home: 1, away: 1 }] }),
        settled: { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' }, 'match/asian-handicap@-0.25': { home: 'win', away: 'lost' } },
      }),
    ]);
    await ingest.updates([update('m1', { state: state({ status: 'live' }) })]);
    const live = (await get('/api/sportsbook/matches/live')).body.Matches as Json[];
    expect(live).toEqual([]);
    const [result] = (await get(`/api/results/preview/byId?langcode=en-US&id=${id}`)).body.Matches as Json[];
    expect(result).toMatchObject({ Status: 'ended', HomeScore: 2, AwayScore: 1, PeriodScores: [{ Home: 1, Away: 0 }, { Home: 1, Away: 1 }] });
    const oneXTwo = (result!.Markets as Json[]).find((m) => m.Type === '1x2')!;
    expect((oneXTwo.Odds as Json[]).map((o) => [o.Key, o.Result])).toEqual([
      ['home', 'win'],
      ['draw', 'lost'],
      ['away', 'lost'],
    ]);
  });
});

describe('the end of a match', () => {
  it('keeps the last prices when the feed closes every market, and shows them with their results', async () => {
    await ingest.fixtures([fixture('e1')]);
    await ingest.updates([update('e1', { state: state({ status: 'live', period: 1 }), markets: soccerBook() })]);
    await ingest.updates([
      update('e1', {
        state: state({ status: 'ended', period: 2, clockSeconds: 5400, score: { home: 0, away: 0 } }),
        markets: [],
        settled: { 'match/1x2': { home: 'lost', draw: 'win', away: 'lost' } },
      }),
    ]);
    const [result] = (await get(`/api/results/alternative/byId?langCode=en-US&Id=${await idOf('e1')}`)).body.Matches as Json[];
    const oneXTwo = (result!.Markets as Json[]).find((m) => m.Type === '1x2')!;
    expect((oneXTwo.Odds as Json[]).map((o) => [o.Key, o.Price, o.Result])).toEqual([
      ['home', 2.1, 'lost'],
      ['draw', 3.4, 'win'],
      ['away', 3.5, 'lost'],
    ]);
    expect((result!.Markets as Json[]).length).toBe(3);
  });

  it('voids every selection of a postponed match', async () => {
    await ingest.fixtures([fixture('p1')]);
    await ingest.updates([update('p1', { state: state(), markets: soccerBook() })]);
    await ingest.updates([update('p1', { state: state({ status: 'postponed' }), markets: [], settled: {} })]);
    const [result] = (await get(`/api/results/preview/byId?langcode=en-US&id=${await idOf('p1')}`)).body.Matches as Json[];
    expect(result!.Status).toBe('postponed');
    expect((result!.Markets as Json[]).flatMap((m) => (m.Odds as Json[]).map((o) => o.Result))).toEqual(Array(5).fill('cancelled'));
  });

  it('lists tournaments with results by day, as the start of the local day in UTC', async () => {
    // The matches kick off an hour from now: that UTC day has them, the day after has none.
    const kickOff = new Date(Date.now() + 3_600_000);
    const day = new Date(Date.UTC(kickOff.getUTCFullYear(), kickOff.getUTCMonth(), kickOff.getUTCDate()));
    const byDate = async (date: Date) => (await get(`/api/results/tournaments/ByDate?date=${encodeURIComponent(date.toISOString())}`)).body.Tournaments as Json[];
    expect((await byDate(day)).map((t) => t.Name)).toEqual(['Allsvenskan']);
    expect(await byDate(new Date(day.getTime() + 86_400_000))).toEqual([]);
    const all = (await get('/api/results/tournaments')).body.Tournaments as Json[];
    // Its teams, each once and sorted, so the results search can find a team's match.
    const teams = ['e1', 'm1', 'p1'].flatMap((key) => [`${key} Away`, `${key} Home`]);
    expect(all).toEqual([expect.objectContaining({ Name: 'Allsvenskan', MatchesCount: 3, Teams: teams })]);
    const byMatch = (await get(`/api/results/tournaments/ByMatch?MatchId=${await idOf('e1')}`)).body.Tournaments as Json[];
    expect(byMatch.map((t) => t.Name)).toEqual(['Allsvenskan']);
    expect((await get('/api/results/tournaments/ByDate?date=2026-11-22')).status).toBe(400);
  });
});
