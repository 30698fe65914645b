/**
 * Scripted matches (TEST_CONTROLS): the feed end-to-end journeys drive. A scripted match never moves on its
 * own, whatever the clock does; only the operator's events move it, and they do what they say. Ending a
 * live delay on demand judges the ticket at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedSink, FixtureMessage, FixtureUpdate, MatchState } from '../../platform/feed/adapter';
import { createSimulator } from '../../platform/feed/simulator/simulator';
import { type BettingPlatform, startBettingPlatform } from '../helpers/betting';
import type { Json } from '../helpers/json';

const START = Date.parse('2026-05-12T10:00:00Z');

function scriptedFeed() {
  let now = START;
  const fixtures = new Map<string, FixtureMessage>();
  const states = new Map<string, MatchState>();
  const last = new Map<string, FixtureUpdate>();
  const sink: FeedSink = {
    async fixtures(list) {
      for (const fixture of list) fixtures.set(fixture.key, fixture);
    },
    async updates(list) {
      for (const each of list) {
        if (each.state) states.set(each.key, each.state);
        last.set(each.key, { ...last.get(each.key), ...each });
      }
    },
  };
  const sim = createSimulator({ seed: 7, now: () => new Date(now), manual: true, historyDays: 0 });
  /** The wall clock runs on `ms`, the feed ticking every ten seconds. */
  const wait = async (ms: number) => {
    for (let t = 0; t < ms; t += 10_000) {
      now += 10_000;
      await sim.tick();
    }
  };
  const prices = (key: string) =>
    last
      .get(key)!
      .markets!.find((market) => market.key === 'match/1x2')!
      .outcomes.map((outcome) => outcome.price);
  const suspended = (key: string) => last.get(key)!.markets!.every((market) => market.suspended);
  return { sim, sink, fixtures, states, last, wait, prices, suspended, now: () => now };
}

describe('a scripted match', () => {
  it('is announced and priced at once, as asked: live at its clock, streamed or not, in its sport', async () => {
    const feed = scriptedFeed();
    await feed.sim.start(feed.sink);
    const live = await feed.sim.script({ sport: 'ice-hockey', live: true, streamed: true, clockSeconds: 600 });
    const later = await feed.sim.script({ sport: 'tennis', live: false, streamed: false, startsInMinutes: 90 });
    expect(feed.fixtures.get(live)).toMatchObject({ sport: 'ice-hockey', streamed: true, kind: 'match' });
    expect(feed.states.get(live)).toMatchObject({ status: 'live', period: 1, clockSeconds: 600, score: { home: 0, away: 0 } });
    expect(feed.fixtures.get(later)).toMatchObject({ sport: 'tennis', streamed: false });
    expect(feed.fixtures.get(later)!.startsAt.getTime()).toBe(feed.now() + 90 * 60_000);
    expect(feed.states.get(later)).toMatchObject({ status: 'not_started' });
    // Known prices: equal strengths price the same match the same.
    const twin = await feed.sim.script({ sport: 'ice-hockey', live: true, streamed: false, clockSeconds: 600 });
    expect(feed.prices(twin)).toEqual(feed.prices(live));
    expect(feed.fixtures.get(twin)!.home!.name).not.toBe(feed.fixtures.get(live)!.home!.name);
    await feed.sim.stop();
  });

  it('stands still while the wall clock runs: no goal, no clock, no price drift, no kick-off', async () => {
    const feed = scriptedFeed();
    await feed.sim.start(feed.sink);
    const live = await feed.sim.script({ sport: 'soccer', live: true, streamed: false, clockSeconds: 300 });
    const later = await feed.sim.script({ sport: 'soccer', live: false, streamed: false, startsInMinutes: 2 });
    const prices = feed.prices(live);
    const laterPrices = feed.prices(later);
    // A quarter of a simulated match (12 minutes), and past the pre-match one's start.
    await feed.wait(3 * 60_000);
    expect(feed.states.get(live)).toMatchObject({ status: 'live', clockSeconds: 300, score: { home: 0, away: 0 } });
    expect(feed.prices(live)).toEqual(prices);
    expect(feed.states.get(later)).toMatchObject({ status: 'not_started' });
    expect(feed.prices(later)).toEqual(laterPrices);
    await feed.sim.stop();
  });

  it('moves only as scripted: clock, goal and its suspension, trader moves, bet stop, kick-off, end and settlement', async () => {
    const feed = scriptedFeed();
    await feed.sim.start(feed.sink);
    const key = await feed.sim.script({ sport: 'soccer', live: true, streamed: false, clockSeconds: 40 * 60 });
    const model = feed.prices(key);

    // The clock runs into the second half; nothing else happens in the time.
    expect(await feed.sim.inject(key, { kind: 'clock', seconds: 10 * 60 })).toBe(true);
    expect(feed.states.get(key)).toMatchObject({ period: 2, clockSeconds: 50 * 60, score: { home: 0, away: 0 }, periodScores: [{ home: 0, away: 0 }, { home: 0, away: 0 }] });
    expect(feed.prices(key)).not.toEqual(model);

    // A goal suspends the markets for a minute of play.
    expect(await feed.sim.inject(key, { kind: 'score', side: 'away' })).toBe(true);
    expect(feed.states.get(key)).toMatchObject({ score: { home: 0, away: 1 } });
    expect(feed.suspended(key)).toBe(true);
    expect(await feed.sim.inject(key, { kind: 'clock', seconds: 59 })).toBe(true);
    expect(feed.suspended(key)).toBe(true);
    expect(await feed.sim.inject(key, { kind: 'clock', seconds: 1 })).toBe(true);
    expect(feed.suspended(key)).toBe(false);

    // A trader's move, and back.
    const open = feed.prices(key);
    expect(await feed.sim.inject(key, { kind: 'price-shift', percent: 25 })).toBe(true);
    feed.prices(key).forEach((price, i) => expect(price!).toBeGreaterThan(open[i]!));
    expect(await feed.sim.inject(key, { kind: 'price-shift', percent: 0 })).toBe(true);
    expect(feed.prices(key)).toEqual(open);

    // Bet stop on and off.
    expect(await feed.sim.inject(key, { kind: 'bet-stop', on: true })).toBe(true);
    expect(feed.suspended(key)).toBe(true);
    expect(await feed.sim.inject(key, { kind: 'bet-stop', on: false })).toBe(true);
    expect(feed.suspended(key)).toBe(false);

    // The clock runs into the added time (3–7 minutes announced at 90:00) and stops a second short of its
    // end: only the script ends the match.
    expect(await feed.sim.inject(key, { kind: 'clock', seconds: 3600 })).toBe(true);
    expect(feed.states.get(key)).toMatchObject({ status: 'live', clockSeconds: 90 * 60 });
    const stoppage = feed.states.get(key)!.detail!.stoppage!;
    expect(stoppage.announced).toBeGreaterThanOrEqual(3);
    expect(stoppage.announced).toBeLessThanOrEqual(7);
    expect(stoppage.played).toBe(stoppage.announced * 60 - 1);

    // The end settles every market on the score the script made.
    expect(await feed.sim.inject(key, { kind: 'end' })).toBe(true);
    expect(feed.states.get(key)).toMatchObject({ status: 'ended', score: { home: 0, away: 1 } });
    expect(feed.last.get(key)!.settled!['match/1x2']).toEqual({ home: 'lost', draw: 'lost', away: 'win' });

    // A pre-match scripted match kicks off when told, at 0:00.
    const later = await feed.sim.script({ sport: 'basketball', live: false, streamed: false });
    expect(await feed.sim.inject(later, { kind: 'clock', seconds: 60 })).toBe(false);
    expect(await feed.sim.inject(later, { kind: 'kick-off' })).toBe(true);
    expect(feed.states.get(later)).toMatchObject({ status: 'live', period: 1, clockSeconds: 0 });
    expect(await feed.sim.inject(later, { kind: 'kick-off' })).toBe(false);
    await feed.sim.stop();
  });

  it("leaves the simulator's own matches to their clock: clock and kick-off do not apply to them", async () => {
    const feed = scriptedFeed();
    await feed.sim.start(feed.sink);
    await feed.wait(60_000);
    const played = [...feed.states].find(([, each]) => each.status === 'live')?.[0];
    const waiting = [...feed.states].find(([, each]) => each.status === 'not_started')?.[0];
    expect(played && waiting).toBeTruthy();
    expect(await feed.sim.inject(played!, { kind: 'clock', seconds: 60 })).toBe(false);
    expect(await feed.sim.inject(waiting!, { kind: 'kick-off' })).toBe(false);
    await feed.sim.stop();
  });
});

const ADMIN = { 'x-admin-token': 'oddsgate-admin' };

describe('the test controls over HTTP', () => {
  let off: BettingPlatform;
  let on: BettingPlatform;
  beforeAll(async () => {
    [off, on] = await Promise.all([
      startBettingPlatform({ liveDelayMs: 3_600_000 }, { feed: 'simulator', feedHistoryDays: 0 }),
      startBettingPlatform({ liveDelayMs: 3_600_000 }, { feed: 'simulator', feedHistoryDays: 0, testControls: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([off?.close(), on?.close()]);
  });

  it('are off unless configured: no scripted match, no delay ended (404), and an operator token is needed', async () => {
    const script = await off.request('POST', '/api/admin/feed/scripted', undefined, { Sport: 'soccer', Live: true }, ADMIN);
    expect(script.status).toBe(404);
    expect((await off.request('POST', '/api/admin/betting/tickets/1/end-delay', undefined, {}, ADMIN)).status).toBe(404);
    expect((await on.request('POST', '/api/admin/feed/scripted', undefined, { Sport: 'soccer', Live: true }, { 'x-admin-token': 'wrong' })).status).toBe(403);
    expect((await on.request('POST', '/api/admin/betting/tickets/1/end-delay', undefined, {}, { 'x-admin-token': 'wrong' })).status).toBe(403);
    expect((await on.request('POST', '/api/admin/feed/scripted', undefined, { Sport: 'cricket', Live: true }, ADMIN)).status).toBe(400);
    expect((await on.request('POST', '/api/admin/feed/inject', undefined, { MatchId: 1, Event: 'clock' }, ADMIN)).status).toBe(400);
  });

  it('script a live match the live list shows, whose delayed bet a trader moves and the delay then ends at once', async () => {
    const created = await on.request('POST', '/api/admin/feed/scripted', undefined, { Sport: 'soccer', Live: true, Streamed: true, ClockSeconds: 900 }, ADMIN);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const matchId = created.body.MatchId as number;
    const listed = ((await on.request('GET', '/api/sportsbook/matches/live?limit=200')).body.Matches as Json[]).find((match) => match.ID === matchId);
    expect(listed).toMatchObject({ SportKey: 'soccer', LiveInfo: { Status: 'live', ClockSeconds: 900 } });

    const key = (await on.db.selectFrom('matches').select('feed_key').where('id', '=', BigInt(matchId)).executeTakeFirstOrThrow()).feed_key;
    const oddId = await on.oddId(key, 'match/1x2', 'home');
    const player = await on.player(100_00n);
    const odds = (((await on.request('POST', '/api/betslip', player.token, { Selections: [{ OddId: oddId }] })).body.Selections as Json[])[0]!.Odds) as string;
    const placed = await on.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '10', OddsPolicy: 'accept-better', Selections: [{ OddId: oddId, Odds: odds }] });
    const ticket = (placed.body.Tickets as Json[])[0]!;
    expect(ticket).toMatchObject({ StatusName: 'delayed' });

    // The trader shortens the prices during the delay; ending it judges the bet now: declined, stake back.
    expect((await on.request('POST', '/api/admin/feed/inject', undefined, { MatchId: matchId, Event: 'odds-down' }, ADMIN)).body).toMatchObject({ Applied: true });
    const ended = await on.request('POST', `/api/admin/betting/tickets/${ticket.Id}/end-delay`, undefined, {}, ADMIN);
    expect(ended.body).toMatchObject({ Judged: true });
    expect((await on.request('GET', `/api/bets/${ticket.Id}`, player.token)).body.Ticket).toMatchObject({ StatusName: 'declined', DeclineReason: 'Odds changed while the bet was checked.' });
    expect(await on.cash(player.userId)).toBe(100_00n);
    // Judged once: a second call finds nothing waiting.
    expect((await on.request('POST', `/api/admin/betting/tickets/${ticket.Id}/end-delay`, undefined, {}, ADMIN)).body).toMatchObject({ Judged: false });

    // The clock event moves it; the end takes it off the live list.
    expect((await on.request('POST', '/api/admin/feed/inject', undefined, { MatchId: matchId, Event: 'clock', Seconds: 120 }, ADMIN)).body).toMatchObject({ Applied: true });
    expect((await on.request('POST', '/api/admin/feed/inject', undefined, { MatchId: matchId, Event: 'end' }, ADMIN)).body).toMatchObject({ Applied: true });
    const still = ((await on.request('GET', '/api/sportsbook/matches/live?limit=200')).body.Matches as Json[]).some((match) => match.ID === matchId);
    expect(still).toBe(false);
  });
});
