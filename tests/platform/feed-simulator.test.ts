import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedMarket, FeedSink, FixtureMessage, FixtureUpdate, MatchState, SportKey } from '../../platform/feed/adapter';
import { createFixtures } from '../../platform/feed/simulator/fixtures';
import { type FeedSimulator, createSimulator } from '../../platform/feed/simulator/simulator';
import { outcomeResult } from '../../platform/feed/simulator/settle';
import { SPORTS } from '../../platform/feed/simulator/sports/index';
import { MAX_PRICE, MIN_PRICE, marginFor } from '../../platform/sportsbook/pricing/index';

const SPORT_KEYS: SportKey[] = ['soccer', 'basketball', 'tennis', 'baseball', 'ice-hockey', 'counter-strike', 'dota-2'];
/** Sports whose period scores add up to the score (sets and maps count units won instead). */
const ADDING_UP: SportKey[] = ['soccer', 'basketball', 'baseball', 'ice-hockey'];
/** A Tuesday morning, UTC. */
const START = Date.parse('2026-05-12T10:00:00Z');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A sink that remembers everything, as the sportsbook's ingest would. */
function recorder() {
  const fixtures = new Map<string, FixtureMessage>();
  const calls: FixtureUpdate[][] = [];
  const states = new Map<string, MatchState>();
  const history = new Map<string, FixtureUpdate[]>();
  const sink: FeedSink = {
    async fixtures(list) {
      for (const fixture of list) fixtures.set(fixture.key, fixture);
    },
    async updates(list) {
      calls.push([...list]);
      for (const update of list) {
        if (update.state) states.set(update.key, update.state);
        const past = history.get(update.key);
        if (past) past.push(update);
        else history.set(update.key, [update]);
      }
    },
  };
  const live = (sport?: SportKey) => [...states].filter(([key, state]) => state.status === 'live' && (!sport || fixtures.get(key)?.sport === sport)).map(([key]) => key);
  return { sink, fixtures, calls, states, history, live };
}

/** The live week alone, here and below: the results history sent before it has its own tests (feed-history.test.ts). */
function simulator(seed = 42) {
  let now = START;
  const sim = createSimulator({ seed, now: () => new Date(now), manual: true, historyDays: 0 });
  return {
    sim,
    advance: async (ms: number, step = 1000) => {
      for (let t = 0; t < ms; t += step) {
        now += step;
        await sim.tick();
      }
    },
    now: () => now,
  };
}

/**
 * Implied book of a market over its offered outcomes, and the book its margin aims at: coverage × (1 +
 * margin), or, where a near-certain favourite tapers the margin (pricing/margin.ts appliedMargin),
 * anything from coverage (never a sure bet) up to that.
 */
function bookCheck(sport: SportKey, market: FeedMarket, live: boolean) {
  const priced = market.outcomes.flatMap((o) => (o.price === null ? [] : [o.price]));
  const coverage = market.type === 'double-chance' ? 2 : 1;
  const margin = market.type === 'outright' ? 0.25 : marginFor(SPORTS[sport].margins[live ? 'live' : 'prematch'], market.type);
  const target = coverage * (1 + margin);
  // Untapered, the favourite's implied probability p × (1 + margin) is at most (1 / MIN_PRICE)(1 + margin) / (1 + 2 margin).
  const tapered = Math.max(...priced.map((price) => 1 / price)) > ((1 / MIN_PRICE) * (1 + margin)) / (1 + 2 * margin) - 1e-9;
  // Rounding down adds at most 0.01 / price² per outcome, or 1 / MAX_PRICE where a longshot is capped.
  const slack = sum(priced.map((price) => (price >= MAX_PRICE ? 1 / MAX_PRICE : 0.01 / price ** 2)));
  return { book: sum(priced.map((price) => 1 / price)), floor: tapered ? coverage : target, target, slack, priced: priced.length };
}

describe('feed simulator: a seeded week', () => {
  const run = recorder();
  let feed: ReturnType<typeof simulator>;

  beforeAll(async () => {
    feed = simulator();
    await feed.sim.start(run.sink);
  });

  it('covers the seven sports over seven days, esports included, with outrights of the top tournaments', () => {
    const matches = [...run.fixtures.values()].filter((f) => f.kind === 'match');
    expect(new Set(matches.map((f) => f.sport))).toEqual(new Set(SPORT_KEYS));
    const week = ['2026-05-12', '2026-05-13', '2026-05-14', '2026-05-15', '2026-05-16', '2026-05-17', '2026-05-18'];
    for (const sport of SPORT_KEYS) {
      const days = new Set(matches.filter((f) => f.sport === sport).map((f) => f.startsAt.toISOString().slice(0, 10)));
      for (const day of week) expect(days, `${sport} on ${day}`).toContain(day);
      // Local evening in the Americas is the next morning in UTC: at most one day more.
      expect([...days].every((day) => day <= '2026-05-19'), sport).toBe(true);
    }
    const outrights = [...run.fixtures.values()].filter((f) => f.kind === 'outright');
    expect(new Set(outrights.map((f) => f.sport))).toEqual(new Set(SPORT_KEYS));
    expect(outrights.every((f) => f.tournament.top && /^Winner \d{4}(\/\d{2})?$/.test(f.name ?? ''))).toBe(true);
    expect(outrights.find((f) => f.sport === 'soccer')!.name).toBe('Winner 2025/26');
  });

  it('names teams and places matches the way a sportsbook lists them', () => {
    for (const fixture of run.fixtures.values()) {
      expect(fixture.popularity).toBeGreaterThanOrEqual(0);
      expect(fixture.popularity).toBeLessThanOrEqual(100);
      expect(fixture.category.countryCode ?? 'XX').toMatch(/^[A-Z]{2}$/);
      if (fixture.kind !== 'match') continue;
      expect(fixture.home!.name).not.toBe(fixture.away!.name);
      expect(fixture.home!.name.length).toBeGreaterThan(2);
    }
    const tops = new Set([...run.fixtures.values()].filter((f) => f.tournament.top).map((f) => f.sport));
    expect(tops.size).toBe(SPORT_KEYS.length);
    const categories = [...run.fixtures.values()].map((f) => f.category);
    expect(categories.some((c) => c.name === 'International' && !c.countryCode)).toBe(true);
    expect(categories.some((c) => c.countryCode === 'GB')).toBe(true);
  });

  it('sends every fixture its state and book at start: a few hundred outcomes at most per match', () => {
    const [first] = run.calls;
    expect(first!.length).toBe(run.fixtures.size);
    for (const update of first!) {
      expect(update.state, update.key).toBeDefined();
      const outcomes = sum((update.markets ?? []).map((m) => m.outcomes.length));
      // A match already well under way may have nothing left worth pricing (a set and 5-1 up).
      if (update.state!.status === 'not_started') expect(outcomes, update.key).toBeGreaterThan(1);
      expect(outcomes, update.key).toBeLessThan(400);
    }
    const outright = first!.find((u) => run.fixtures.get(u.key)!.kind === 'outright')!;
    expect(outright.markets![0]!.type).toBe('outright');
  });

  it('has two to four live matches in every sport right after the start, and a few starting within the hour', () => {
    for (const sport of SPORT_KEYS) {
      expect(run.live(sport).length, sport).toBeGreaterThanOrEqual(2);
      expect(run.live(sport).length, sport).toBeLessThanOrEqual(5);
      const soon = [...run.fixtures.values()].filter((f) => f.sport === sport && f.kind === 'match' && f.startsAt.getTime() > START && f.startsAt.getTime() < START + 3_600_000);
      expect(soon.length, sport).toBeGreaterThanOrEqual(3);
    }
  });

  describe('half an hour of play', () => {
    const liveCounts: number[][] = [];

    beforeAll(async () => {
      // Ticks every 5 s of real time: enough to see a goal's suspension (60 game seconds ≥ 5 s × 8.75).
      for (let minute = 0; minute < 30; minute++) {
        await feed.advance(60_000, 5_000);
        liveCounts.push(SPORT_KEYS.map((sport) => run.live(sport).length));
      }
    }, 60_000);

    it('keeps every sport live as matches end and new ones start', () => {
      for (const [i, sport] of SPORT_KEYS.entries()) {
        const counts = liveCounts.map((c) => c[i]!);
        expect(Math.min(...counts), sport).toBeGreaterThanOrEqual(1);
        expect(sum(counts) / counts.length, sport).toBeGreaterThanOrEqual(1.8);
        expect(sum(counts) / counts.length, sport).toBeLessThanOrEqual(4.5);
      }
    });

    it('runs matches from not started to ended: clock, period and scores never go back; period scores add up', () => {
      let ended = 0;
      const problems: string[] = [];
      const check = (ok: boolean, what: string) => ok || problems.push(what);
      for (const [key, updates] of run.history) {
        const fixture = run.fixtures.get(key)!;
        const states = updates.flatMap((u) => (u.state ? [u.state] : []));
        const order = ['not_started', 'live', 'ended'];
        for (let i = 1; i < states.length; i++) {
          const [before, after] = [states[i - 1]!, states[i]!];
          if (after.status === 'cancelled' || after.status === 'postponed') continue;
          check(order.indexOf(after.status) >= order.indexOf(before.status), `${key}: status went back`);
          check(after.clockSeconds >= before.clockSeconds, `${key}: clock went back`);
          check(after.period >= before.period, `${key}: period went back`);
          check(after.score.home >= before.score.home && after.score.away >= before.score.away, `${key}: score went back`);
        }
        const last = states.at(-1);
        if (!last || last.status !== 'ended') continue;
        ended++;
        expect(updates.at(-1)!.markets, key).toEqual([]);
        if (ADDING_UP.includes(fixture.sport)) {
          expect(sum(last.periodScores.map((s) => s.home)), key).toBe(last.score.home);
          expect(sum(last.periodScores.map((s) => s.away)), key).toBe(last.score.away);
          // Only soccer ends level: overtime, shootouts and extra innings decide the others.
          if (fixture.sport !== 'soccer') expect(last.score.home, key).not.toBe(last.score.away);
        } else {
          // Sets and maps: the score counts the units each side won.
          expect(last.periodScores.filter((s) => s.home > s.away).length, key).toBe(last.score.home);
          expect(last.periodScores.filter((s) => s.away > s.home).length, key).toBe(last.score.away);
        }
      }
      expect(problems).toEqual([]);
      expect(ended).toBeGreaterThan(30);
    });

    it('prices every market to coverage × (1 + margin), within rounding, all the way', () => {
      let checked = 0;
      const problems: string[] = [];
      for (const [key, updates] of run.history) {
        const fixture = run.fixtures.get(key)!;
        let live = false;
        for (const update of updates) {
          if (update.state) live = update.state.status === 'live';
          for (const market of update.markets ?? []) {
            const { book, floor, target, slack, priced } = bookCheck(fixture.sport, market, live);
            if (priced < 2) continue;
            if (book < floor - 1e-9 || book > target + slack + 1e-9) problems.push(`${key} ${market.key}: book ${book}, aimed at ${target}`);
            checked++;
          }
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(10_000);
    });

    it('keeps a practically decided market listed, suspended and unpriced', () => {
      // Pricing suspends a market whose fair price is under 1.01 (issue 22 item 3: it used to vanish).
      let decided = 0;
      for (const [key, updates] of run.history) {
        for (const update of updates) {
          for (const market of update.markets ?? []) {
            if (market.outcomes.some((o) => o.price !== null)) continue;
            decided++;
            expect(market.suspended, `${key} ${market.key}`).toBe(true);
          }
        }
      }
      expect(decided).toBeGreaterThan(0);
    });

    it('suspends the markets right after a goal', () => {
      let goals = 0;
      for (const [key, updates] of run.history) {
        const fixture = run.fixtures.get(key)!;
        // Baseball's runs suspend too, but its 15× pace outruns a 5-second tick's view of it.
        if (!['soccer', 'ice-hockey'].includes(fixture.sport)) continue;
        let before: MatchState | undefined;
        for (const update of updates) {
          if (!update.state) continue;
          const scored = before?.status === 'live' && update.state.status === 'live' && sum([update.state.score.home, update.state.score.away]) > sum([before.score.home, before.score.away]);
          if (scored) {
            goals++;
            expect(update.markets, key).toBeDefined();
            expect(update.markets!.every((m) => m.suspended), key).toBe(true);
          }
          before = update.state;
        }
      }
      expect(goals).toBeGreaterThan(10);
    });

    it('settles what the final score says: 1X2, totals, and quarter lines as half wins and half losses', () => {
      let settled = 0;
      for (const [key, updates] of run.history) {
        const final = updates.at(-1)!;
        if (final.state?.status !== 'ended' || run.fixtures.get(key)!.sport !== 'soccer') continue;
        const { home, away } = final.state.score;
        const results = final.settled!;
        if (results['match/1x2']) {
          expect(results['match/1x2'], key).toEqual({ home: home > away ? 'win' : 'lost', draw: home === away ? 'win' : 'lost', away: away > home ? 'win' : 'lost' });
          settled++;
        }
        for (const [marketKey, outcomes] of Object.entries(results)) {
          const line = Number(marketKey.split('@')[1]);
          if (marketKey.startsWith('match/total@')) {
            // Two half stakes on the lines either side of a quarter line, one stake otherwise.
            const parts = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
            const score = sum(parts.map((part) => Math.sign(home + away - part))) * (2 / parts.length);
            expect(outcomes.over, `${key} ${marketKey}`).toBe({ 2: 'win', 1: 'halfwin', 0: 'refund', [-1]: 'halflose', [-2]: 'lost' }[score]);
          }
          if (marketKey.startsWith('match/asian-handicap@')) {
            const parts = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
            const score = sum(parts.map((part) => Math.sign(home - away + part))) * (2 / parts.length);
            expect(outcomes.home, `${key} ${marketKey}`).toBe({ 2: 'win', 1: 'halfwin', 0: 'refund', [-1]: 'halflose', [-2]: 'lost' }[score]);
          }
        }
      }
      expect(settled).toBeGreaterThan(3);
    });

    it('settles the winner on the final result in every sport: overtime, shootout, extra innings and series included', () => {
      let settled = 0;
      for (const [key, updates] of run.history) {
        const final = updates.at(-1)!;
        const winner = final.settled?.['match/winner'];
        if (final.state?.status !== 'ended' || !winner) continue;
        const { home, away } = final.state.score;
        expect(winner, key).toEqual({ home: home > away ? 'win' : 'lost', away: away > home ? 'win' : 'lost' });
        settled++;
      }
      expect(settled).toBeGreaterThan(20);
    });

    it('settles every market a match ever offered, closed ones included', () => {
      for (const [key, updates] of run.history) {
        const final = updates.at(-1)!;
        if (final.state?.status !== 'ended') continue;
        const offered = new Set(updates.flatMap((u) => (u.markets ?? []).map((m) => m.key)));
        expect(new Set(Object.keys(final.settled!)), key).toEqual(offered);
      }
    });
  });
});

describe('feed simulator: settlement rules', () => {
  it.each([
    ['asian-handicap', -0.75, { home: 2, away: 1 }, 'halfwin', 'halflose'],
    ['asian-handicap', -0.75, { home: 3, away: 1 }, 'win', 'lost'],
    ['asian-handicap', 0.25, { home: 1, away: 1 }, 'halfwin', 'halflose'],
    ['asian-handicap', -1, { home: 2, away: 1 }, 'refund', 'refund'],
    ['total', 2.25, { home: 2, away: 0 }, 'halflose', 'halfwin'],
    ['total', 2.75, { home: 2, away: 1 }, 'halfwin', 'halflose'],
    ['total', 2.5, { home: 1, away: 1 }, 'lost', 'win'],
    ['total-maps', 2.5, { home: 2, away: 1 }, 'win', 'lost'],
  ] as const)('%s %s at %j: first side %s, second %s', (type, line, score, first, second) => {
    const [a, b] = type === 'asian-handicap' ? ['home', 'away'] : ['over', 'under'];
    expect(outcomeResult({ type, line }, a, score)).toBe(first);
    expect(outcomeResult({ type, line }, b, score)).toBe(second);
  });

  it.each([
    ['1x2', { home: 2, away: 1 }, { home: 'win', draw: 'lost', away: 'lost' }],
    ['1x2', { home: 1, away: 1 }, { home: 'lost', draw: 'win', away: 'lost' }],
    ['double-chance', { home: 0, away: 0 }, { '1X': 'win', '12': 'lost', X2: 'win' }],
    ['draw-no-bet', { home: 0, away: 0 }, { home: 'refund', away: 'refund' }],
    ['winner', { home: 1, away: 2 }, { home: 'lost', away: 'win' }],
    ['correct-score', { home: 2, away: 1 }, { '2-1': 'win', '1-2': 'lost', other: 'lost' }],
    ['correct-score', { home: 7, away: 0 }, { '6-0': 'lost', other: 'win' }],
  ] as const)('%s at %j', (type, score, expected) => {
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, outcomeResult({ type }, key, score)]))).toEqual(expected);
  });
});

describe('feed simulator: injected events', () => {
  const run = recorder();
  let feed: ReturnType<typeof simulator>;

  beforeAll(async () => {
    feed = simulator(7);
    await feed.sim.start(run.sink);
    await feed.advance(5_000);
  });

  /** A live match of the sport that is in play (not at an interval), and not suspended. */
  const liveMatch = (sport: SportKey, skip: string[] = []) =>
    run.live(sport).find((key) => !skip.includes(key) && !run.states.get(key)!.interval)!;

  it('a forced goal is sent at once, with the markets suspended; it lifts after a minute of play', async () => {
    const key = liveMatch('soccer');
    const before = run.states.get(key)!.score;
    const calls = run.calls.length;
    expect(await feed.sim.inject(key, { kind: 'score', side: 'home' })).toBe(true);
    expect(run.calls.length).toBe(calls + 1);
    const [update] = run.calls.at(-1)!;
    expect(update!.key).toBe(key);
    expect(update!.state!.score).toEqual({ home: before.home + 1, away: before.away });
    expect(update!.markets!.length).toBeGreaterThan(0);
    expect(update!.markets!.every((m) => m.suspended)).toBe(true);
    // 60 game seconds at 8.75× real speed: 7 s of real time (unless another goal comes in it).
    await feed.advance(10_000);
    const latest = run.history.get(key)!.findLast((u) => u.markets)!;
    if (run.states.get(key)!.status === 'live' && sum(Object.values(run.states.get(key)!.score)) === before.home + before.away + 1) {
      expect(latest.markets!.some((m) => !m.suspended)).toBe(true);
    }
  });

  it('bet stop suspends every market until it is lifted', async () => {
    const key = liveMatch('basketball');
    expect(await feed.sim.inject(key, { kind: 'bet-stop', on: true })).toBe(true);
    const [on] = run.calls.at(-1)!;
    expect(on!.betStop).toBe(true);
    expect(on!.markets!.every((m) => m.suspended)).toBe(true);
    await feed.advance(3_000);
    const during = run.history.get(key)!.at(-1)!;
    expect((during.markets ?? on!.markets!).every((m) => m.suspended)).toBe(true);
    expect(await feed.sim.inject(key, { kind: 'bet-stop', on: false })).toBe(true);
    const [off] = run.calls.at(-1)!;
    expect(off!.betStop).toBe(false);
    expect(off!.markets!.some((m) => !m.suspended)).toBe(true);
  });

  it("a trader's price shift lengthens or shortens every price of the match until reset", async () => {
    const key = liveMatch('basketball');
    const homePrice = () => {
      const book = run.history.get(key)!.findLast((u) => u.markets)!.markets!;
      return book.find((m) => m.key === 'match/winner')!.outcomes.find((o) => o.key === 'home')!.price!;
    };
    const before = homePrice();
    expect(await feed.sim.inject(key, { kind: 'price-shift', percent: 25 })).toBe(true);
    const up = homePrice();
    expect(await feed.sim.inject(key, { kind: 'price-shift', percent: -20 })).toBe(true);
    const down = homePrice();
    expect(await feed.sim.inject(key, { kind: 'price-shift', percent: 0 })).toBe(true);
    expect(up).toBeGreaterThan(before);
    expect(down).toBeLessThan(before);
    expect(homePrice()).toBeCloseTo(before, 1);
  });

  it('a forced end settles on the score as it stands, refunding what it did not decide', async () => {
    const key = liveMatch('tennis');
    const state = run.states.get(key)!;
    expect(await feed.sim.inject(key, { kind: 'end' })).toBe(true);
    const [final] = run.calls.at(-1)!;
    expect(final!.state!.status).toBe('ended');
    expect(final!.markets).toEqual([]);
    const decided = Math.max(state.score.home, state.score.away) === 2;
    if (!decided) expect(final!.settled!['match/winner']).toEqual({ home: 'refund', away: 'refund' });
    expect(await feed.sim.inject(key, { kind: 'score', side: 'home' })).toBe(false);
  });

  it('answers false for a fixture that is not live', async () => {
    expect(await feed.sim.inject('no-such-fixture', { kind: 'end' })).toBe(false);
    const upcoming = [...run.states].find(([, state]) => state.status === 'not_started')![0];
    expect(await feed.sim.inject(upcoming, { kind: 'score', side: 'away' })).toBe(false);
  });
});

describe('feed simulator: days roll, rare fixtures are called off', () => {
  it('a day later the window still reaches seven days ahead; cancelled and postponed matches void every bet', async () => {
    const run = recorder();
    let now = START;
    // One fixture in ten called off, so that a day surely has some.
    const sim = createSimulator({ seed: 3, now: () => new Date(now), manual: true, prematchDriftEvery: 1e9, calledOff: 0.1, historyDays: 0 });
    await sim.start(run.sink);
    for (let hour = 0; hour < 24; hour++) {
      now += 3_600_000;
      await sim.tick();
    }
    const lastDay = [...run.fixtures.values()].reduce((max, f) => Math.max(max, f.startsAt.getTime()), 0);
    expect(new Date(lastDay).toISOString().slice(0, 10) >= '2026-05-19').toBe(true);
    const off = [...run.history.values()].map((updates) => updates.at(-1)!).filter((u) => u.state?.status === 'cancelled' || u.state?.status === 'postponed');
    expect(off.length).toBeGreaterThan(3);
    expect(new Set(off.map((update) => update.state!.status))).toEqual(new Set(['cancelled', 'postponed']));
    for (const update of off) {
      expect(update.markets).toEqual([]);
      const results = Object.values(update.settled!).flatMap((outcomes) => Object.values(outcomes));
      expect(results.length).toBeGreaterThan(0);
      expect(new Set(results)).toEqual(new Set(['cancelled']));
    }
  }, 60_000);
});

async function firstTick(seed: number) {
  const run = recorder();
  const sim = createSimulator({ seed, now: () => new Date(START), manual: true, historyDays: 0 });
  await sim.start(run.sink);
  return run;
}

const list = (fixtures: Iterable<FixtureMessage>) => [...fixtures].map((f) => `${f.key} ${f.home?.name} ${f.startsAt.toISOString()} ${f.popularity} ${f.streamed}`);

describe('feed simulator: the same seed, the same feed', () => {
  it('reproduces fixtures and books; another seed does not', async () => {
    const [a, b] = await Promise.all([firstTick(5), firstTick(5)]);
    expect(list(a.fixtures.values())).toEqual(list(b.fixtures.values()));
    expect(a.calls[0]).toEqual(b.calls[0]);
    const other = createFixtures({ seed: 6, matchMinutes: 12 }).refill(new Date(START));
    expect(list(other.matches.map((m) => m.fixture))).not.toEqual(list([...a.fixtures.values()].filter((f) => f.kind === 'match')));
  });
});

describe('feed simulator: ticks never overlap', () => {
  it('skips ticks while a slow sink is busy, and stop() waits for the tick in flight', async () => {
    let [busy, overlapped, calls] = [false, false, 0];
    const slow = async () => {
      if (busy) overlapped = true;
      busy = true;
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      busy = false;
    };
    // A clock at 60× real time, so every tick has something to send.
    const t0 = Date.now();
    const sim: FeedSimulator = createSimulator({ seed: 9, tickMs: 5, now: () => new Date(START + (Date.now() - t0) * 60), historyDays: 0 });
    await sim.start({ fixtures: slow, updates: slow });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await sim.stop();
    const after = calls;
    expect(busy).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(after);
    expect(overlapped).toBe(false);
  });
});
