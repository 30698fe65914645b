/**
 * The simulated live odds feed: a FeedAdapter that invents a week of fixtures in seven sports, plays
 * the matches in accelerated time and prices them with the sportsbook's own models.
 *
 * Each tick (tickMs of real time) it adds the fixtures that came into range, moves some pre-match
 * prices, starts and advances the matches, reprices the live ones, ends and settles, and sends what
 * changed in ONE sink.updates call: a tick is one consistent moment of the feed. A tick waits for the
 * sink; while it does, timer ticks are skipped rather than queued, so a slow sink slows the feed
 * instead of piling up work. An injected event waits for the tick in flight and is sent on its own.
 *
 * start() first sends the results of the days before (history.ts, historyDays), then ticks once.
 *
 * Time is the clock's (options.now), and a match's play depends only on its seed and the clock, so a
 * test drives the feed by moving the clock and calling tick(). Scripted matches (scripted.ts, script())
 * are the exception: nothing but inject() moves them, whatever the clock says.
 */
import type { FeedAdapter, FeedMarket, FeedSink, FixtureMessage, FixtureUpdate, InjectedEvent, MatchState, ScriptedFixture } from '../adapter';
import { type FixtureSource, type SimOutright, type Team, createFixtures } from './fixtures';
import { pastMatchesByDay, playDay } from './history';
import { type SimMatch, SUSPEND_AFTER_SCORE, endMatch } from './match';
import { advance, kickOff, speed } from './play';
import { outrightBook, outrightChances, priceBook, sameBook, stale } from './price';
import { mulberry32, seedFor } from './random';
import { runClock, scriptedMatch } from './scripted';
import { settlement } from './settle';
import { SPORTS } from './sports/index';
import { log } from '../../log';

export interface SimulatorOptions {
  /** The same seed and the same clock give the same fixtures, prices and results. Default 1. */
  seed?: number;
  now?: () => Date;
  /** Real minutes a whole match lasts, whatever its sport. Default 12. */
  matchMinutes?: number;
  /** Real milliseconds between ticks. Default 1000. */
  tickMs?: number;
  /** A pre-match fixture's prices move about once every this many real seconds. Default 300. */
  prematchDriftEvery?: number;
  /** Share of the week's fixtures cancelled or postponed before they start. Default 0.008. */
  calledOff?: number;
  /**
   * Days of results sent at start, before the live week: their regular schedule played through at once,
   * each match ended (or called off) with its pre-match book and settlement (history.ts). Days drawn
   * from the seed and the date alone, so a later start sends the same results for the days both cover.
   * 0: none. Default 7.
   */
  historyDays?: number;
  /** No timer: the caller runs tick() itself (tests, replays). */
  manual?: boolean;
  /** A tick the sink refused; the next tick sends its changes again. Default: an error line in the log. */
  onError?: (error: unknown) => void;
}

export interface FeedSimulator extends FeedAdapter {
  /** One tick now; resolves once the sink has taken it. */
  tick(): Promise<void>;
  inject(fixtureKey: string, event: InjectedEvent): Promise<boolean>;
  script(fixture: ScriptedFixture): Promise<string>;
}

/** What the sink was last told about a fixture, so a tick sends only what changed. */
interface Sent {
  announced: boolean;
  state?: string;
  betStop?: boolean;
  book?: FeedMarket[];
}

interface OutrightEntry {
  outright: SimOutright;
  book?: FeedMarket[];
  winner?: Team;
  sent: Sent;
}

interface Pending {
  update: FixtureUpdate;
  /** Record it as sent once the sink has taken it. */
  commit(): void;
}

const MAX_DRIFTS_PER_TICK = 50;
const FINAL = new Set<MatchState['status']>(['ended', 'cancelled', 'postponed']);
const OUTRIGHT_STATE: MatchState = { status: 'not_started', period: 0, clockSeconds: 0, interval: false, score: { home: 0, away: 0 }, periodScores: [] };

/** A copy for the sink: the simulator keeps mutating its own state. */
const copyState = (state: MatchState): MatchState => ({
  ...state,
  score: { ...state.score },
  periodScores: state.periodScores.map((score) => ({ ...score })),
  ...(state.detail ? { detail: structuredClone(state.detail) } : {}),
});

export function createSimulator(options: SimulatorOptions = {}): FeedSimulator {
  const seed = options.seed ?? 1;
  const clock = options.now ?? (() => new Date());
  const matchMinutes = options.matchMinutes ?? 12;
  const tickMs = options.tickMs ?? 1000;
  const driftEvery = options.prematchDriftEvery ?? 300;
  const historyDays = options.historyDays ?? 7;
  const onError = options.onError ?? ((error: unknown) => log.error({ err: error }, 'feed simulator: tick failed'));
  const rng = mulberry32(seedFor(seed, 'simulator'));

  let source: FixtureSource | undefined;
  let sink: FeedSink | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastTick: number | undefined;
  // Set by stop(): the history days still to send are dropped.
  let stopped = false;
  const matches = new Map<string, { match: SimMatch; sent: Sent }>();
  const outrights = new Map<string, OutrightEntry>();

  function draw(outright: SimOutright) {
    const chances = outrightChances(outright);
    let u = rng.next();
    return outright.competitors.find((_, i) => (u -= chances[i]!) < 0) ?? outright.competitors[0]!;
  }

  // One task at a time: ticks and injections never interleave their sink calls.
  let queue: Promise<unknown> = Promise.resolve();
  let ticking = false;
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  /** The update a fixture needs now, if any: its state, bet stop and book as they differ from what was sent. */
  function matchUpdate(entry: { match: SimMatch; sent: Sent }, now: number): Pending | undefined {
    const { match, sent } = entry;
    const { state, fixture } = match;
    // A scripted match moves only when its script says (injectOnce).
    if (!match.scripted) {
      if (state.status === 'not_started' && match.fate && now >= match.fate.at) state.status = match.fate.status;
      else if (state.status === 'not_started' && now >= fixture.startsAt.getTime()) kickOff(match);
      if (state.status === 'live') advance(match, Math.floor(((now - fixture.startsAt.getTime()) / 1000) * speed(match, matchMinutes)) - match.elapsed);
    }

    if (FINAL.has(state.status)) {
      return {
        update: { key: fixture.key, state: copyState(state), betStop: false, markets: [], settled: settlement(match) },
        commit: () => matches.delete(fixture.key),
      };
    }
    // Pre-match books are kept until the strengths drift; live ones until the match moves on (price.ts).
    const book = stale(match) ? priceBook(match) : match.book!;
    match.book = book;
    const update: FixtureUpdate = { key: fixture.key };
    // A state that cannot have changed is not serialised again: most fixtures are days from kick-off.
    const stateKey = state.status === 'not_started' && sent.state ? sent.state : JSON.stringify(state);
    if (stateKey !== sent.state) update.state = copyState(state);
    if (match.betStop !== (sent.betStop ?? false)) update.betStop = match.betStop;
    if (book !== sent.book && !sameBook(sent.book, book)) update.markets = book;
    if (!update.state && update.betStop === undefined && !update.markets) return undefined;
    return {
      update,
      commit() {
        sent.state = stateKey;
        sent.betStop = match.betStop;
        sent.book = book;
      },
    };
  }

  function outrightUpdate(entry: OutrightEntry, now: number): Pending | undefined {
    const { outright, sent } = entry;
    const key = outright.fixture.key;
    if (now >= outright.fixture.startsAt.getTime()) {
      // The competition is over: its winner drawn from the chances the book was priced on (once, should
      // the sink refuse the result and it be sent again).
      entry.winner ??= draw(outright);
      const winner = entry.winner;
      return {
        update: {
          key,
          state: { ...OUTRIGHT_STATE, status: 'ended' },
          markets: [],
          settled: { 'match/outright': Object.fromEntries(outright.competitors.map((team) => [team.key, team === winner ? 'win' : 'lost'])) },
        },
        commit() {
          outrights.delete(key);
          source?.closed(outright);
        },
      };
    }
    entry.book ??= outrightBook(outright);
    const book = entry.book;
    if (book === sent.book) return undefined;
    return {
      update: { key, ...(sent.state ? {} : { state: copyState(OUTRIGHT_STATE) }), markets: book },
      commit() {
        sent.state = 'sent';
        sent.book = book;
      },
    };
  }

  /** Strengths wander a little before kick-off (team news, money), so pre-match prices move. */
  function drift(elapsedMs: number) {
    const prematch = [...matches.values()].filter((entry) => entry.match.state.status === 'not_started' && !entry.match.scripted);
    const candidates = prematch.length + outrights.size;
    const expected = candidates * (1 - Math.exp(-elapsedMs / (driftEvery * 1000)));
    // A clock that jumps (a laptop waking up) must not reprice the whole week in one tick.
    const count = Math.min(MAX_DRIFTS_PER_TICK, Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0));
    const open = [...outrights.values()];
    for (let n = 0; n < (candidates > 0 ? count : 0); n++) {
      const i = rng.int(0, candidates - 1);
      if (i < prematch.length) {
        const { match } = prematch[i]!;
        match.rating = { home: match.rating.home + rng.normal() * 0.04, away: match.rating.away + rng.normal() * 0.04 };
        match.book = undefined;
      } else {
        const entry = open[i - prematch.length]!;
        entry.outright.ratings = entry.outright.ratings.map((rating) => rating + rng.normal() * 0.02);
        entry.book = undefined;
      }
    }
  }

  async function tickOnce(): Promise<void> {
    if (!sink || !source) throw new Error('the simulator is not started');
    const date = clock();
    const now = date.getTime();
    drift(lastTick === undefined ? 0 : Math.max(0, now - lastTick));
    lastTick = now;
    const fresh = source.refill(date);
    for (const match of fresh.matches) matches.set(match.fixture.key, { match, sent: { announced: false } });
    for (const outright of fresh.outrights) outrights.set(outright.fixture.key, { outright, sent: { announced: false } });

    const announce: { message: FixtureMessage; sent: Sent }[] = [];
    const pending: Pending[] = [];
    for (const entry of matches.values()) {
      if (!entry.sent.announced) announce.push({ message: entry.match.fixture, sent: entry.sent });
      const update = matchUpdate(entry, now);
      if (update) pending.push(update);
    }
    for (const entry of outrights.values()) {
      if (!entry.sent.announced) announce.push({ message: entry.outright.fixture, sent: entry.sent });
      const update = outrightUpdate(entry, now);
      if (update) pending.push(update);
    }
    if (announce.length) {
      await sink.fixtures(announce.map((a) => a.message));
      for (const a of announce) a.sent.announced = true;
    }
    if (pending.length) {
      await sink.updates(pending.map((p) => p.update));
      for (const p of pending) p.commit();
    }
  }

  /**
   * The results of the days before the start, one day per turn of the queue (its fixtures, then one
   * updates call: about a hundred fixtures, one transaction of the sink). The live ticks run between
   * the days: a feed taken over from a dead process prices the live week first and the archive after,
   * and never holds the event loop for the whole week at once. The matches are not kept: they never tick.
   */
  async function sendHistory(): Promise<void> {
    if (!source || historyDays <= 0) return;
    for (const past of pastMatchesByDay(source, clock(), historyDays)) {
      await exclusive(async () => {
        if (!sink || stopped) return;
        const day = playDay(past);
        await sink.fixtures(day.fixtures);
        await sink.updates(day.updates);
      });
    }
  }

  async function injectOnce(key: string, event: InjectedEvent): Promise<boolean> {
    const entry = matches.get(key);
    if (!sink || !entry) return false;
    const { match } = entry;
    if (event.kind === 'kick-off') {
      if (!match.scripted || match.state.status !== 'not_started') return false;
      kickOff(match);
      return send(entry);
    }
    if (match.state.status !== 'live') return false;
    // Bring the match up to now first, so the event lands on the current moment.
    matchUpdate(entry, clock().getTime());
    if (match.state.status !== 'live') return false;
    if (event.kind === 'clock') {
      if (!match.scripted) return false;
      runClock(match, event.seconds);
    } else if (event.kind === 'score') {
      SPORTS[match.sport].score(match, event.side);
      match.suspendedUntil = match.elapsed + SUSPEND_AFTER_SCORE;
    } else if (event.kind === 'bet-stop') match.betStop = event.on;
    else if (event.kind === 'price-shift') match.priceShift = event.percent;
    // Ended by an operator: settle.ts refunds what the match did not decide.
    else endMatch(match);
    return send(entry);
  }

  /** Sends what changed about one fixture now, on its own. */
  async function send(entry: { match: SimMatch; sent: Sent }): Promise<true> {
    const update = matchUpdate(entry, clock().getTime());
    if (update) {
      await sink!.updates([update.update]);
      update.commit();
    }
    return true;
  }

  let scripted = 0;
  async function scriptOnce(spec: ScriptedFixture): Promise<string> {
    if (!sink || !source) throw new Error('the simulator is not started');
    const match = scriptedMatch(source.tournaments, spec, clock(), seed, ++scripted);
    const entry = { match, sent: { announced: false } as Sent };
    await sink.fixtures([match.fixture]);
    entry.sent.announced = true;
    matches.set(match.fixture.key, entry);
    await send(entry);
    return match.fixture.key;
  }

  return {
    async start(target) {
      if (sink) throw new Error('the simulator is already started');
      sink = target;
      stopped = false;
      source = createFixtures({ seed, matchMinutes, ...(options.calledOff === undefined ? {} : { calledOff: options.calledOff }) });
      try {
        await exclusive(tickOnce);
        if (!options.manual) {
          timer = setInterval(() => {
            if (ticking) return;
            ticking = true;
            exclusive(tickOnce)
              .catch(onError)
              .finally(() => {
                ticking = false;
              });
          }, tickMs);
          timer.unref?.();
        }
        await sendHistory();
      } catch (error) {
        // Nothing is kept: start() can be called again.
        if (timer) clearInterval(timer);
        timer = undefined;
        await queue;
        [sink, source, lastTick] = [undefined, undefined, undefined];
        matches.clear();
        outrights.clear();
        throw error;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await queue;
    },
    tick: () => exclusive(tickOnce),
    inject: (key, event) => exclusive(() => injectOnce(key, event)),
    script: (spec) => exclusive(() => scriptOnce(spec)),
  };
}
