import { expect, test, type WebSocketRoute } from '@playwright/test';
import { text } from './support';
import { globalId, inject, scriptedMatch, sportId, watchSubscriptions } from './sportsbook-support';

const t = (path: string) => text('en-US', 'sportsbook', path);
const LIVE_NEEDS = ['feedLiveEventsSubscription', 'feedPreviewOddsSubscription'];

test('switching sport keeps one subscription per need, for the sport on screen', async ({ page }) => {
  test.slow(); // eight views, each a navigation with its data
  const feed = watchSubscriptions(page);
  // A live match of the journey's own, so the live list has a row whatever the simulator is playing.
  const matchId = await scriptedMatch('soccer', { live: true });
  await page.goto('/en-US/live');
  await expect(page.locator(`[data-match-id="${globalId('Match', matchId)}"]`)).toBeVisible();
  await expect.poll(() => feed.openCounts()).toMatchObject({ feedLiveEventsSubscription: 1, feedPreviewOddsSubscription: 1 });

  const sports = page.getByRole('navigation', { name: t('nav.sports') });
  for (const sport of ['soccer', 'basketball', 'tennis', 'ice-hockey', 'soccer']) {
    await sports.locator(`[data-sport="${sport}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/en-US/live/${sport}$`));
    await expect(sports.locator(`[data-sport="${sport}"]`)).toHaveAttribute('aria-current', 'page');
  }
  await sports.locator('[data-sport=""]').click();
  await expect(page).toHaveURL(/\/en-US\/live$/);
  await sports.locator('[data-sport="baseball"]').click();
  await expect(page).toHaveURL(/\/en-US\/live\/baseball$/);

  // Every switch completed the old pair and opened a new one: one of each is left, for baseball.
  const baseball = globalId('Sport', await sportId('baseball'));
  await expect
    .poll(() =>
      feed
        .openOperations()
        .filter((operation) => LIVE_NEEDS.includes(operation.name))
        .map((operation) => `${operation.name}:${String(operation.variables.sport)}`)
        .sort(),
    )
    .toEqual([`feedLiveEventsSubscription:${baseball}`, `feedPreviewOddsSubscription:${baseball}`]);
  for (const name of LIVE_NEEDS) {
    expect(feed.subscribedCount(name)).toBeGreaterThanOrEqual(7);
    expect(feed.subscribedCount(name) - feed.completedCount(name)).toBe(1);
  }

  // Leaving the view ends its subscriptions; the next view opens its own, once.
  await page.getByRole('navigation', { name: t('nav.sections') }).getByRole('link', { name: t('nav.prematch') }).click();
  await expect(page.getByTestId('prematch-page')).toBeVisible();
  await expect
    .poll(() => feed.openCounts())
    .toEqual(expect.objectContaining({ feedPrematchEventsSubscription: 1, feedPreviewOddsSubscription: 1 }));
  expect(feed.openCounts().feedLiveEventsSubscription ?? 0).toBe(0);

  // A match page watches its own match: its book's odds and its live state.
  await page.getByTestId('match-row').first().locator('.match-row__teams').click();
  await expect(page.getByTestId('book')).toBeVisible();
  await expect.poll(() => feed.openCounts()).toEqual(expect.objectContaining({ feedOddsChangedSubscription: 1, feedMatchUpdatedSubscription: 1 }));
  expect(feed.openCounts().feedPrematchEventsSubscription ?? 0).toBe(0);
  expect(feed.openCounts().feedPreviewOddsSubscription ?? 0).toBe(0);
  expect(await inject(matchId, 'end')).toBe(true);
});

test('a lost connection shows "Reconnecting…", comes back by itself, subscribes again and shows the prices as they are now', async ({ page }) => {
  // Stands between the page and the gateway: can drop every socket and refuse new ones for a while, and
  // keep the feed's messages from the page once it is back (so what it shows then comes from the reconnection alone).
  let refuse = false;
  let silent = false;
  const sockets: { page: WebSocketRoute; server: WebSocketRoute; subscribed: string[] }[] = [];
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (refuse) {
      void socket.close({ code: 1012, reason: 'restarting' });
      return;
    }
    const server = socket.connectToServer();
    const entry = { page: socket, server, subscribed: [] as string[] };
    sockets.push(entry);
    socket.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { type?: string; payload?: { operationName?: string } };
      if (frame.type === 'subscribe') entry.subscribed.push(String(frame.payload?.operationName));
      server.send(message);
    });
    server.onMessage((message) => {
      if (!(silent && (JSON.parse(String(message)) as { type?: string }).type === 'next')) socket.send(message);
    });
  });

  // Soccer: the row leads with 1X2, whose odds keep their ids through a trader's move.
  const matchId = await scriptedMatch('soccer', { live: true, clockSeconds: 5 * 60 });
  const row = page.locator(`[data-match-id="${globalId('Match', matchId)}"]`);
  await page.goto('/en-US/live');
  await expect(row.locator('[data-testid="odd"]:enabled').first()).toBeVisible();
  const prices = () => row.getByTestId('odd').evaluateAll((odds) => odds.slice(0, 3).map((odd) => Number(odd.getAttribute('data-price'))));
  const before = await prices();
  await expect(page.getByTestId('transport-state')).toHaveAttribute('data-state', 'started');
  await expect.poll(() => sockets[0]?.subscribed.filter((name) => LIVE_NEEDS.includes(name)).sort()).toEqual(LIVE_NEEDS);

  // Closed as the gateway closes a socket that stayed behind (1013 Try Again Later, gateway/socket-fanout.ts).
  refuse = true;
  for (const socket of sockets) {
    await socket.server.close();
    await socket.page.close({ code: 1013, reason: 'Too slow: reconnect' });
  }
  await expect(page.getByTestId('reconnecting')).toHaveText(t('transport.reconnecting'));
  await expect(page.getByTestId('transport-state')).toHaveAttribute('data-state', 'disconnected');
  // Meanwhile the trader lengthens every price of the match: its event is gone for this page.
  expect(await inject(matchId, 'odds-up')).toBe(true);
  expect(await prices()).toEqual(before);

  // Other matches starting or ending would refetch the list too: the page hears none of that from now on.
  silent = true;
  refuse = false;
  await expect(page.getByTestId('reconnecting')).toBeHidden();
  await expect(page.getByTestId('transport-state')).toHaveAttribute('data-state', 'started');
  // The new socket carries the same needs again, once each, and the list keeps showing.
  await expect.poll(() => sockets.at(-1)?.subscribed.filter((name) => LIVE_NEEDS.includes(name)).sort()).toEqual(LIVE_NEEDS);
  expect(sockets.length).toBe(2);
  // Back, the view fetched its list again: the row shows the moved prices, not the ones it had.
  await expect.poll(prices).not.toEqual(before);
  for (const [i, price] of (await prices()).entries()) expect(price).toBeGreaterThanOrEqual(before[i]!);
  expect(await inject(matchId, 'end')).toBe(true);
});
