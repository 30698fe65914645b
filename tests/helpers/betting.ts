/** A platform with a scripted feed and funded players, for betting tests. */
import { createFeedIngest } from '../../platform/sportsbook/ingest';
import type { FeedMarket, FixtureUpdate, MatchState } from '../../platform/feed/adapter';
import type { BettingOptions } from '../../platform/betting';
import { createTestPlayer, creditForTest } from './cashier';
import { fixture, matchResultMarket, state, update } from './feed';
import type { Json } from './json';
import { startPlatform } from './platform';
import { bootPlatform } from '../../platform/boot';

export type BettingPlatform = Awaited<ReturnType<typeof startBettingPlatform>>;

/** Two-way and three-way markets with the prices given: enough for every bet type. */
export function simpleBook(prices: { home: number; draw?: number; away: number }, suspended = false): FeedMarket[] {
  return [matchResultMarket(prices, suspended)];
}

/** A basketball book: the 200.5 total and the home −4.5 spread, the lines a teaser moves. */
export const basketballBook = (total: { over: number; under: number }, spread: { home: number; away: number }): FeedMarket[] => [
  {
    key: 'match/total@200.5',
    type: 'total',
    period: { type: 'match' },
    line: 200.5,
    suspended: false,
    outcomes: [
      { key: 'over', title: 'Over', titleSuffix: '200.5', price: total.over },
      { key: 'under', title: 'Under', titleSuffix: '200.5', price: total.under },
    ],
  },
  {
    key: 'match/asian-handicap@-4.5',
    type: 'asian-handicap',
    period: { type: 'match' },
    line: -4.5,
    suspended: false,
    outcomes: [
      { key: 'home', title: 'Home', titleSuffix: '-4.5', price: spread.home },
      { key: 'away', title: 'Away', titleSuffix: '+4.5', price: spread.away },
    ],
  },
];

export async function startBettingPlatform(options: Partial<BettingOptions> = {}, overrides: Parameters<typeof bootPlatform>[0] = {}) {
  // No background pass: each test settles and judges with bettingPass, so none races a worker for a ticket.
  const platform = await startPlatform({ ...overrides }, { liveDelayMs: 0, workerIntervalMs: 0, ...options });
  const ingest = createFeedIngest(platform.db);
  const request = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await platform.app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const oddId = async (matchKey: string, market: string, outcome: string) => {
    const row = await platform.db.selectFrom('matches').select('odd_ids').where('feed_key', '=', matchKey).executeTakeFirstOrThrow();
    return (row.odd_ids as Record<string, number>)[`${market}#${outcome}`]!;
  };
  return {
    ...platform,
    ingest,
    request,
    oddId,
    async match(key: string, prices: { home: number; draw?: number; away: number }, fixtureOverrides: Parameters<typeof fixture>[1] = {}) {
      await ingest.fixtures([fixture(key, fixtureOverrides)]);
      await ingest.updates([update(key, { state: state(), markets: simpleBook(prices) })]);
    },
    /** A fixture with the book given (any sport, any markets) in the state given: teasers, quarter lines, live matches, outrights. */
    async matchWith(key: string, markets: FeedMarket[], fixtureOverrides: Parameters<typeof fixture>[1] = {}, matchState: Partial<MatchState> = {}) {
      await ingest.fixtures([fixture(key, fixtureOverrides)]);
      await ingest.updates([update(key, { state: state(matchState), markets })]);
    },
    /** The match is over: its final score and the feed's results (a cancelled or postponed match has none). */
    async end(key: string, settled: FixtureUpdate['settled'] = {}, score = { home: 0, away: 0 }, status: 'ended' | 'cancelled' | 'postponed' = 'ended') {
      await ingest.updates([update(key, { state: state({ status, score }), markets: [], ...(status === 'ended' ? { settled } : {}) })]);
    },
    async feed(...updates: FixtureUpdate[]) {
      await ingest.updates(updates);
    },
    async player(cash = 100_00n) {
      const player = await createTestPlayer(platform.db, platform.config);
      if (cash > 0n) await creditForTest(platform.db, player.userId, 'EUR', cash);
      return player;
    },
    async cash(userId: bigint) {
      const row = await platform.db.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('code', '=', 'cash').executeTakeFirst();
      return row?.balance ?? 0n;
    },
  };
}
