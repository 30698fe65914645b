import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedSink, FixtureMessage, FixtureUpdate, SportKey } from '../../platform/feed/adapter';
import { createFixtures } from '../../platform/feed/simulator/fixtures';
import { pastDays } from '../../platform/feed/simulator/history';
import { type SimulatorOptions, createSimulator } from '../../platform/feed/simulator/simulator';

/** A Tuesday morning, UTC: the history is Tuesday to Monday before, and this morning's hours gone by. */
const START = Date.parse('2026-05-12T10:00:00Z');
const PAST_DAYS = ['2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10', '2026-05-11'];
const MATCH_MINUTES = 12;
const FINAL = ['ended', 'cancelled', 'postponed'];
/** Sports whose period scores add up to the score (sets and maps count units won instead). */
const ADDING_UP: SportKey[] = ['soccer', 'basketball', 'baseball', 'ice-hockey'];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const dayOf = (fixture: FixtureMessage) => fixture.startsAt.toISOString().slice(0, 10);

type Call = { kind: 'fixtures'; list: FixtureMessage[] } | { kind: 'updates'; list: FixtureUpdate[] };
const keysOf = (call: Call) => (call.list as { key: string }[]).map((item) => item.key);

/**
 * A simulator started on an injected clock and a fake sink that logs its calls in order. The live
 * week's first tick comes first (its fixtures, then their updates); the calls after it are the history.
 */
async function started(options: SimulatorOptions = {}) {
  const calls: Call[] = [];
  const sink: FeedSink = {
    async fixtures(list) {
      calls.push({ kind: 'fixtures', list: [...list] });
    },
    async updates(list) {
      calls.push({ kind: 'updates', list: [...list] });
    },
  };
  let now = START;
  const sim = createSimulator({ seed: 11, now: () => new Date(now), manual: true, ...options });
  await sim.start(sink);
  const split = calls.findIndex((call) => call.kind === 'updates') + 1;
  const [week, history] = [calls.slice(0, split), calls.slice(split)];
  const fixtures = history.flatMap((call) => (call.kind === 'fixtures' ? call.list : []));
  const updates = history.flatMap((call) => (call.kind === 'updates' ? call.list : []));
  return {
    sim,
    calls,
    history,
    week,
    fixtures,
    updates,
    /** Moves the clock and ticks; the calls it made. */
    async tick(ms: number) {
      const before = calls.length;
      now += ms;
      await sim.tick();
      return calls.slice(before);
    },
  };
}

/** Seed 11 with its default history, and without: each started, then ticked once a minute and a half on. */
let run: Awaited<ReturnType<typeof started>>;
let bare: Awaited<ReturnType<typeof started>>;
let ticked: { run: Call[]; bare: Call[] };

beforeAll(async () => {
  // historyDays left to its default, 7.
  [run, bare] = [await started(), await started({ historyDays: 0 })];
  ticked = { run: await run.tick(90_000), bare: await bare.tick(90_000) };
}, 60_000);

describe('feed simulator: results history', () => {
  it('sends the seven days before the start after the live week: a day at a time, its fixtures then one final update each', () => {
    // The live week is priced first (a feed taken over from a dead process serves the live matches at once).
    expect(run.week.map((call) => call.kind)).toEqual(['fixtures', 'updates']);
    expect(run.history.map((call) => call.kind)).toEqual(run.history.map((_, index) => (index % 2 === 0 ? 'fixtures' : 'updates')));
    expect(run.updates.map((u) => u.key)).toEqual(run.fixtures.map((f) => f.key));
    expect(new Set(run.fixtures.map((f) => f.key)).size).toBe(run.fixtures.length);
    // Each updates call one day (a day's sink transaction), oldest first.
    const byKey = new Map(run.fixtures.map((f) => [f.key, f]));
    const callDays = run.history.filter((call) => call.kind === 'updates').map((call) => [...new Set(call.list.map((u) => dayOf(byKey.get(u.key)!)))]);
    expect(callDays.every((days) => days.length === 1)).toBe(true);
    expect(callDays.flat()).toEqual([...PAST_DAYS, '2026-05-12']);

    for (const day of PAST_DAYS) {
      const matches = run.fixtures.filter((f) => dayOf(f) === day);
      // The regular schedule: about 110 a day over the seven sports (catalogue.ts perDay).
      expect(matches.length, day).toBeGreaterThan(80);
      expect(matches.length, day).toBeLessThan(160);
      const ended = matches.filter((f) => run.updates.find((u) => u.key === f.key)!.state!.status === 'ended');
      expect(new Set(ended.map((f) => f.sport)).size, day).toBeGreaterThanOrEqual(5);
    }
  });

  it('dates every past match before the start, long enough ago to be over, and keys it as the week keys its matches', () => {
    for (const fixture of run.fixtures) {
      expect(fixture.kind).toBe('match');
      expect(fixture.startsAt.getTime() + MATCH_MINUTES * 60_000, fixture.key).toBeLessThanOrEqual(START);
      expect(fixture.startsAt.getTime(), fixture.key).toBeGreaterThanOrEqual(Date.parse(`${PAST_DAYS[0]}T00:00:00Z`));
      const stamp = fixture.startsAt.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
      expect(fixture.key).toMatch(new RegExp(`^${fixture.sport}:${stamp}:[a-z0-9-]+:[a-z0-9-]+$`));
    }
    // This morning's hours gone by are results too.
    expect(run.fixtures.some((f) => dayOf(f) === '2026-05-12')).toBe(true);
  });

  it('settles each past match on its final score, against its pre-match book', () => {
    let [ended, oneXTwo, winners] = [0, 0, 0];
    for (const update of run.updates) {
      const { state, settled, markets } = update;
      expect(FINAL, update.key).toContain(state!.status);
      expect(update.betStop).toBe(false);
      // The book the results are shown against: never empty, closed, priced (but for a market practically
      // decided before the start, listed unpriced as pricing suspends it).
      expect(markets!.length, update.key).toBeGreaterThan(0);
      expect(markets!.every((m) => m.suspended), update.key).toBe(true);
      expect(markets!.filter((m) => m.outcomes.some((o) => o.price !== null)).length, update.key).toBeGreaterThan(0);
      expect(markets!.some((m) => m.type === 'correct-score'), update.key).toBe(false);
      // Every market of the book settled, outcome by outcome, and nothing else.
      expect(Object.keys(settled!).sort(), update.key).toEqual(markets!.map((m) => m.key).sort());
      for (const market of markets!) expect(Object.keys(settled![market.key]!).sort(), `${update.key} ${market.key}`).toEqual(market.outcomes.map((o) => o.key).sort());
      if (state!.status !== 'ended') {
        expect(new Set(Object.values(settled!).flatMap((outcomes) => Object.values(outcomes))), update.key).toEqual(new Set(['cancelled']));
        continue;
      }
      ended++;
      const { home, away } = state!.score;
      const sport = run.fixtures.find((f) => f.key === update.key)!.sport;
      // Ice hockey's 1X2 is on regulation time; soccer's is the final score.
      if (sport === 'soccer') {
        expect(settled!['match/1x2'], update.key).toEqual({ home: home > away ? 'win' : 'lost', draw: home === away ? 'win' : 'lost', away: away > home ? 'win' : 'lost' });
        oneXTwo++;
      }
      if (settled!['match/winner']) {
        expect(settled!['match/winner'], update.key).toEqual({ home: home > away ? 'win' : 'lost', away: away > home ? 'win' : 'lost' });
        winners++;
      }
      if (ADDING_UP.includes(sport)) {
        expect(sum(state!.periodScores.map((s) => s.home)), update.key).toBe(home);
        expect(sum(state!.periodScores.map((s) => s.away)), update.key).toBe(away);
      } else {
        expect(state!.periodScores.filter((s) => s.home > s.away).length, update.key).toBe(home);
        expect(state!.periodScores.filter((s) => s.away > s.home).length, update.key).toBe(away);
      }
    }
    expect(ended).toBeGreaterThan(600);
    expect(oneXTwo).toBeGreaterThan(80);
    expect(winners).toBeGreaterThan(300);
  });

  it('calls off a few past matches, as the live week does', () => {
    const off = run.updates.filter((u) => u.state!.status !== 'ended');
    // About one in 125 (fixtures.ts CALLED_OFF) of some 800.
    expect(off.length).toBeGreaterThan(0);
    expect(off.length).toBeLessThan(30);
  });

  it('forgets the past matches: they never tick, and cannot be injected into', async () => {
    const keys = new Set(run.fixtures.map((f) => f.key));
    expect(ticked.run.length).toBeGreaterThan(0);
    expect(ticked.run.flatMap(keysOf).filter((key) => keys.has(key))).toEqual([]);
    expect(await run.sim.inject(run.fixtures[0]!.key, { kind: 'end' })).toBe(false);
  });
});

describe('feed simulator: results history, seeded and optional', () => {
  it('a seed replays the same history; another seed does not; a later start sends the same results for the days both cover', async () => {
    const [a, b] = [run, await started()];
    expect(b.fixtures).toEqual(a.fixtures);
    expect(b.updates).toEqual(a.updates);

    // Each day is drawn from a seed of its own: a day's history is the same inside a longer one.
    const keys = (seed: number, at: number, days: number) =>
      pastDays(createFixtures({ seed, matchMinutes: MATCH_MINUTES }), new Date(at), days).flatMap((day) => day.fixtures.map((f) => f.key));
    const lastDay = keys(11, START, 1);
    expect(lastDay.every((key) => a.fixtures.some((f) => f.key === key))).toBe(true);
    expect(keys(12, START, 1)).not.toEqual(lastDay);

    // Two days later, the results of the days both cover are the same fixtures with the same results
    // (from 03:00 UTC: earlier ones may be the previous day's American evening).
    const later = new Map(pastDays(createFixtures({ seed: 11, matchMinutes: MATCH_MINUTES }), new Date(START + 2 * 86_400_000), 7).flatMap((day) => day.updates).map((u) => [u.key, u]));
    const shared = a.updates.filter((u) => a.fixtures.find((f) => f.key === u.key)!.startsAt.getTime() >= Date.parse('2026-05-07T03:00:00Z'));
    expect(shared.length).toBeGreaterThan(400);
    for (const update of shared) expect(later.get(update.key), update.key).toEqual(update);
  }, 60_000);

  it('historyDays: 0 sends none: the start is the live week alone', () => {
    expect(bare.history).toEqual([]);
    const first = bare.week[0]!;
    expect(first.kind).toBe('fixtures');
    // The near-term stream opens with matches a match length under way; nothing older.
    const matches = (first.list as FixtureMessage[]).filter((f) => f.kind === 'match');
    expect(matches.every((f) => f.startsAt.getTime() > START - MATCH_MINUTES * 60_000)).toBe(true);
  });

  it('leaves the live week as it is: the same fixtures, books and ticks with and without history', () => {
    expect(run.history.length).toBeGreaterThan(0);
    expect(run.week).toEqual(bare.week);
    expect(ticked.run).toEqual(ticked.bare);
  });
});
