import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import { fixture, soccerBook, state, update } from '../helpers/feed';
import { type Stack, graphql, metricsText, startStack } from '../helpers/stack';
import { firstResults, wsClient } from '../helpers/ws';

let stack: Stack;
let ingest: ReturnType<typeof createFeedIngest>;
const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const matchId = async (key: string) => Number((await stack.platform.database.db.selectFrom('matches').select('id').where('feed_key', '=', key).executeTakeFirstOrThrow()).id);

/** Upstream calls the gateway has made so far (its own metric). */
async function upstreamCalls(): Promise<number> {
  const text = await metricsText(stack);
  return [...text.matchAll(/^oddsgate_upstream_request_seconds_count\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

const PAGE = /* GraphQL */ `
  query Prematch($sport: ID!) {
    sports { id name }
    prematchMatches(sport: $sport, first: 50) {
      edges { node { id name homeTeam tournament { id name category { id name } sport { name } } category { name } live { status } previewMarkets { id type odds { id price isSuspended } } } }
    }
  }
`;

beforeAll(async () => {
  stack = await startStack();
  ingest = createFeedIngest(stack.platform.database.db);
  const keys = Array.from({ length: 12 }, (_, i) => `g${i}`);
  await ingest.fixtures(keys.map((key, i) => fixture(key, { tournament: { key: `t${i % 4}`, name: `League ${i % 4}` }, category: { key: `c${i % 3}`, name: `C${i % 3}` } })));
  await ingest.updates(keys.map((key) => update(key, { state: state(), markets: soccerBook() })));
});

afterAll(() => stack.close());

describe('sportsbook through the gateway', () => {
  it('a prematch page costs a bounded number of upstream calls, whatever its rows', async () => {
    const before = await upstreamCalls();
    const { data, errors } = await graphql<{ prematchMatches: { edges: { node: { tournament: { category: { name: string } } } }[] } }>(stack, PAGE, { sport: globalId('Sport', 1) });
    expect(errors).toBeUndefined();
    expect(data!.prematchMatches.edges).toHaveLength(12);
    // sports, the matches, their tournaments (one batch), their categories (one batch).
    expect((await upstreamCalls()) - before).toBeLessThanOrEqual(4);
  });

  it('refetches every sportsbook type as a Relay node', async () => {
    const id = await matchId('g0');
    const { data } = await graphql<{ node: { markets: { id: string; odds: { id: string }[] }[] } }>(stack, `query($id: ID!) { node(id: $id) { ... on Match { markets { id odds { id } } } } }`, { id: globalId('Match', id) });
    const market = data!.node.markets[0]!;
    const odd = market.odds[0]!;
    const nodes = await graphql<{ nodes: ({ type: string } | null)[] }>(stack, `query($ids: [ID!]!) { nodes(ids: $ids) { type: __typename } }`, {
      ids: [globalId('Match', id), market.id, odd.id, globalId('Sport', 1), globalId('LiveInfo', id)],
    });
    expect(nodes.data!.nodes.map((node) => node?.type)).toEqual(['Match', 'Market', 'Odd', 'Sport', 'LiveInfo']);
  });

  it('pushes odds changes of a watched match, and only preview odds to a sport subscription', async () => {
    const id = await matchId('g1');
    const client = wsClient(stack.graphqlUrl);
    const match = firstResults<{ data: { oddsChanged: { matchId: string; odds: { title: string; price: number }[] } } }>(client, {
      query: `subscription($m: [ID!]!) { oddsChanged(matches: $m) { matchId odds { title price } } }`,
      variables: { m: [globalId('Match', id)] },
    });
    const sport = firstResults<{ data: { previewOddsChanged: { odds: { title: string; price: number }[] } } }>(client, {
      query: `subscription($s: ID) { previewOddsChanged(sport: $s, phase: PREMATCH) { odds { title price } } }`,
      variables: { s: globalId('Sport', 1) },
    });
    await Promise.all([match.subscribed, sport.subscribed]);
    const book = soccerBook({ home: 2.05, draw: 3.4, away: 3.5 });
    book[1]!.outcomes[0]!.price = 3.3; // an alternative line: not a preview odd
    await ingest.updates([update('g1', { markets: book })]);
    const [[matchEvent], [sportEvent]] = await Promise.all([match.done, sport.done]);
    expect(matchEvent!.data.oddsChanged.matchId).toBe(globalId('Match', id));
    expect(matchEvent!.data.oddsChanged.odds.map((odd) => odd.price).sort()).toEqual([2.05, 3.3]);
    expect(sportEvent!.data.previewOddsChanged.odds).toEqual([{ title: 'Home', price: 2.05 }]);
    await client.dispose();
  });

  it('tells live lists a match started, and refuses to watch too many matches at once', async () => {
    const client = wsClient(stack.graphqlUrl);
    const live = firstResults<{ data: { liveEventsUpdated: { listChanged: boolean; matches: { status: string; homeScore: number }[] } } }>(client, {
      query: `subscription { liveEventsUpdated { listChanged matches { status homeScore } } }`,
    });
    await live.subscribed;
    await ingest.updates([update('g2', { state: state({ status: 'live', period: 1, score: { home: 1, away: 0 } }) })]);
    const [event] = await live.done;
    expect(event!.data.liveEventsUpdated).toEqual({ listChanged: true, matches: [{ status: 'LIVE', homeScore: 1 }] });

    const tooMany = firstResults<{ errors?: { message: string }[] }>(client, {
      query: `subscription($m: [ID!]!) { oddsChanged(matches: $m) { matchId } }`,
      variables: { m: Array.from({ length: 51 }, (_, i) => globalId('Match', i + 1)) },
    });
    const [refused] = await tooMany.done;
    expect(refused!.errors?.[0]?.message).toContain('at most 50');
    await client.dispose();
  });

  it('says which score each market settles on: regulation, including overtime and shootout, or none for a period', async () => {
    const [regulation, , handicap] = soccerBook();
    const book = [
      { ...regulation!, time: 'regulation' as const },
      { ...handicap!, time: 'regulation' as const },
      { ...handicap!, key: 'match+shootout/asian-handicap@-0.25', time: 'shootout' as const },
      { ...regulation!, key: 'period1/1x2', period: { type: 'period' as const, index: 1 } },
    ];
    await ingest.fixtures([fixture('hockey-times', { sport: 'ice-hockey' })]);
    await ingest.updates([update('hockey-times', { state: state(), markets: book })]);
    const id = await matchId('hockey-times');
    const { data, errors } = await graphql<{ node: { markets: { key: string; time: string | null }[]; previewMarkets: { key: string; time: string | null }[] } }>(
      stack,
      `query($id: ID!) { node(id: $id) { ... on Match { markets { key time } previewMarkets { key time } } } }`,
      { id: globalId('Match', id) },
    );
    expect(errors).toBeUndefined();
    expect(data!.node.markets).toEqual([
      { key: 'match/1x2', time: 'REGULATION' },
      { key: 'match/asian-handicap@-0.25', time: 'REGULATION' },
      { key: 'match+shootout/asian-handicap@-0.25', time: 'SHOOTOUT' },
      { key: 'period1/1x2', time: null },
    ]);
    // List pages show one handicap, the usual one.
    expect(data!.node.previewMarkets).toEqual([
      { key: 'match/1x2', time: 'REGULATION' },
      { key: 'match/asian-handicap@-0.25', time: 'REGULATION' },
    ]);
  });

  it('serves the live state past the score: added time, tennis points and server, half-inning and outs, in queries and live updates', async () => {
    const LIVE = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on LiveInfo { clockSeconds stoppageTime { announcedMinutes playedSeconds } gamePoints { home away tieBreak } serving halfInning outs } } }`;
    await ingest.fixtures([fixture('live-soccer'), fixture('live-tennis', { sport: 'tennis' }), fixture('live-baseball', { sport: 'baseball' })]);
    await ingest.updates([
      update('live-soccer', { state: state({ status: 'live', period: 2, clockSeconds: 5400, detail: { stoppage: { announced: 4, played: 130 } } }) }),
      update('live-tennis', { state: state({ status: 'live', period: 1, detail: { points: { home: 2, away: 1, tieBreak: false }, serving: 'away' } }) }),
      update('live-baseball', { state: state({ status: 'live', period: 7, detail: { half: 'top', outs: 2 } }) }),
    ]);
    const ids = await Promise.all(['live-soccer', 'live-tennis', 'live-baseball', 'g0'].map(async (key) => globalId('LiveInfo', await matchId(key))));
    const { data, errors } = await graphql<{ nodes: unknown[] }>(stack, LIVE, { ids });
    expect(errors).toBeUndefined();
    const none = { stoppageTime: null, gamePoints: null, serving: null, halfInning: null, outs: null };
    expect(data!.nodes).toEqual([
      { ...none, clockSeconds: 5400, stoppageTime: { announcedMinutes: 4, playedSeconds: 130 } },
      { ...none, clockSeconds: 0, gamePoints: { home: 2, away: 1, tieBreak: false }, serving: 'AWAY' },
      { ...none, clockSeconds: 0, halfInning: 'TOP', outs: 2 },
      { ...none, clockSeconds: 0 },
    ]);

    // A live update carries them too (the feed events the scoreboard gets), and a finished match has none.
    const client = wsClient(stack.graphqlUrl);
    const updated = firstResults<{ data: { matchUpdated: { halfInning: string | null; outs: number | null } } }>(client, {
      query: `subscription($m: ID!) { matchUpdated(match: $m) { halfInning outs } }`,
      variables: { m: globalId('Match', await matchId('live-baseball')) },
    }, 2);
    await updated.subscribed;
    await ingest.updates([update('live-baseball', { state: state({ status: 'live', period: 7, detail: { half: 'bottom', outs: 0 } }) })]);
    await ingest.updates([update('live-baseball', { state: state({ status: 'ended', period: 9, detail: { half: 'bottom', outs: 1 } }) })]);
    const events = await updated.done;
    expect(events.map((event) => event.data.matchUpdated)).toEqual([
      { halfInning: 'BOTTOM', outs: 0 },
      { halfInning: null, outs: null },
    ]);
    await client.dispose();
  });

  it('serves the schedule for a day and refuses a day outside the 7', async () => {
    // The day the fixtures start on in Stockholm (an hour from now): after 23:00 there it is tomorrow, so
    // "today" would be empty at that hour of every day.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date(Date.now() + 3_600_000));
    const { data } = await graphql<{ schedule: { days: string[]; sports: { name: string; matchesCount: number }[] } }>(
      stack,
      `{ schedule(timezone: "Europe/Stockholm", date: "${day}") { ... on Schedule { days sports { name matchesCount } } } }`,
    );
    expect(data!.schedule.days).toHaveLength(7);
    expect(data!.schedule.sports[0]!.name).toBe('Soccer');
    const wrong = await graphql<{ schedule: { code: string; fields: { field: string; message: string }[] } }>(
      stack,
      `{ schedule(date: "2001-01-01") { ... on ValidationError { code fields { field message } } } }`,
    );
    expect(wrong.data!.schedule.code).toBe('VALIDATION');
    expect(wrong.data!.schedule.fields).toEqual([{ field: 'date', message: expect.stringMatching(/^The schedule covers \d{4}-\d{2}-\d{2} to /) }]);
  });
});
