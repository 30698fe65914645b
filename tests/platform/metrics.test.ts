/**
 * Issue 16 §3: the platform had no /metrics. Now a scraper holding METRICS_TOKEN reads REST requests by
 * route template (never a path with an id), bets placed and settled, ledger movements by kind, background
 * passes and leadership, open event streams and how far behind they are.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bettingPass } from '../../platform/betting';
import { startBettingPlatform } from '../helpers/betting';

const TOKEN = 'platform-metrics-token-0123';
let book: Awaited<ReturnType<typeof startBettingPlatform>>;
beforeAll(async () => {
  book = await startBettingPlatform({}, { metricsToken: TOKEN });
});
afterAll(() => book.close());

const scrape = async (authorization?: string) => {
  const response = await book.app.request('/metrics', { headers: authorization ? { authorization } : {} });
  return { status: response.status, text: await response.text() };
};
const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"().]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

// The registry is the process's (see platform/metrics.ts): another file run earlier in the same worker has
// counted too, so each counter is read before and judged by what this test added.
const COUNTED = [
  'oddsgate_platform_http_request_seconds_count{method="POST",route="/api/bets",status="200"}',
  'oddsgate_platform_http_request_seconds_count{method="GET",route="/api/bets/:id",status="200"}',
  'oddsgate_bets_placed_total{bet_type="single",status="accepted"}',
  'oddsgate_bets_settled_total{outcome="won"}',
  'oddsgate_ledger_movements_total{kind="bet.settle"}',
  'oddsgate_event_streams',
] as const;
const counts = (text: string) => Object.fromEntries(COUNTED.map((series) => [series, value(text, series) || 0]));

it('counts requests by route template, bets placed and settled, money moved, and the event streams', async () => {
  expect((await scrape()).status).toBe(401);
  const before = counts((await scrape(`Bearer ${TOKEN}`)).text);
  expect((await scrape('Bearer not-the-token-at-all')).status).toBe(401);

  await book.match('metrics-1', { home: 2, draw: 3.2, away: 3.6 });
  const player = await book.player(50_00n);
  const odd = await book.oddId('metrics-1', 'match/1x2', 'home');
  const placed = await book.request('POST', '/api/bets', player.token, { Type: 'single', Stake: '5', Selections: [{ OddId: odd, Odds: '2.00' }] });
  expect(placed.status).toBe(200);
  const ticket = (placed.body.Tickets as { Id: string }[])[0]!.Id;
  await book.request('GET', `/api/bets/${ticket}`, player.token);
  await book.end('metrics-1', { 'match/1x2': { home: 'win', draw: 'lost', away: 'lost' } }, { home: 1, away: 0 });
  await bettingPass(book.betting);

  const stream = await book.app.request('/api/events');
  const { text, status } = await scrape(`Bearer ${TOKEN}`);
  expect(status).toBe(200);
  const after = counts(text);
  expect(Object.fromEntries(COUNTED.map((series) => [series, after[series]! - before[series]!]))).toEqual(Object.fromEntries(COUNTED.map((series) => [series, 1])));
  expect(text).not.toMatch(/route="[^"]*\/\d+[/"]/);
  expect(value(text, 'oddsgate_event_stream_lag_events')).toBeGreaterThanOrEqual(0);
  await stream.body?.cancel();
});

it('is off without a token: 404', async () => {
  const bare = await startBettingPlatform();
  try {
    expect((await bare.app.request('/metrics')).status).toBe(404);
  } finally {
    await bare.close();
  }
});
