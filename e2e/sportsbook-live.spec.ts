import { expect, test, type Page } from '@playwright/test';
import { text } from './support';
import { globalId, inject, pickOdd, runClock, scriptedMatch } from './sportsbook-support';

const t = (path: string) => text('en-US', 'sportsbook', path);

/**
 * Every journey here scripts its own live match (the test stack's scripted feed): nothing moves it but the
 * journey, so what the page shows follows from what the journey did. Each journey lists a sport of its own,
 * so the live list it reads stays short whatever the other journeys create.
 */
const rowOf = (page: Page, matchId: number) => page.locator(`[data-testid="match-row"][data-match-id="${globalId('Match', matchId)}"]`);

test('a live match follows the feed on screen: score, clock, odds, bet stop and its end, without a reload', async ({ page }) => {
  const matchId = await scriptedMatch('soccer', { live: true, clockSeconds: 10 * 60 });

  await page.goto('/en-US/live/soccer');
  await expect(page.getByTestId('transport-state')).toHaveAttribute('data-state', 'started');
  const row = rowOf(page, matchId);
  await expect(row).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The clock runs between feed updates, and jumps when the feed's clock does.
  const clock = row.getByTestId('live-clock');
  await expect(clock).toContainText('10:');
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before ?? '');
  expect(await runClock(matchId, 20 * 60)).toBe(true);
  await expect(clock).toContainText('30:');

  // A goal: the score moves, and the prices with it.
  const score = row.getByTestId('live-score');
  await expect(score).toHaveAttribute('data-home', '0');
  const prices = async () => (await row.getByTestId('odd-price').allTextContents()).join(' ');
  const pricesBefore = await prices();
  expect(await inject(matchId, 'score-home')).toBe(true);
  await expect(score).toHaveAttribute('data-home', '1');
  await expect.poll(prices).not.toBe(pricesBefore);

  // The goal suspends the match's markets for a minute of play; then they open again.
  const enabled = row.locator('[data-testid="odd"]:enabled');
  await expect(enabled).toHaveCount(0);
  expect(await runClock(matchId, 60)).toBe(true);
  await expect(enabled.first()).toBeVisible();

  // Bet stop: nothing can be picked until it lifts.
  const odds = row.getByTestId('odd');
  expect(await inject(matchId, 'bet-stop-on')).toBe(true);
  await expect(enabled).toHaveCount(0);
  await expect(odds.first()).toHaveAttribute('title', t('odds.suspended'));
  expect(await inject(matchId, 'bet-stop-off')).toBe(true);
  await expect(enabled.first()).toBeVisible();

  // The end: the match leaves the live list.
  expect(await inject(matchId, 'end')).toBe(true);
  await expect(row).toHaveCount(0);

  // All of it in the same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a price that moves flashes with its direction for a few seconds', async ({ page }) => {
  // Soccer: its row leads with 1X2, whose odds stay the same odds whatever the trader does.
  const matchId = await scriptedMatch('soccer', { live: true, clockSeconds: 5 * 60 });
  await page.goto('/en-US/live/soccer');
  const row = rowOf(page, matchId);
  await expect(row.locator('[data-testid="odd"]:enabled').first()).toBeVisible();
  /** The row's odds: which odd each button shows, its price, and the direction it flashes with, if any. */
  const odds = () =>
    row.evaluate((element) =>
      [...element.querySelectorAll('[data-testid="odd"]')].map((odd) => {
        const movement = odd.getAttribute('data-movement');
        return { id: odd.getAttribute('data-odd-id'), price: Number(odd.getAttribute('data-price')), flash: movement ? `${movement}:${odd.querySelector(`.odd__arrow--${movement}`) ? 'arrow' : 'none'}` : null };
      }),
    );
  /**
   * A trader's move of every price, then the flashes of the odds still on screen (a row shows the main line
   * of its handicap and total, and the move can make another line the main one): each of them flashes the
   * way its own price went, with its arrow, and for a few seconds only.
   */
  async function move(event: 'odds-up' | 'price-reset', direction: 'up' | 'down') {
    const before = new Map((await odds()).map((odd) => [odd.id, odd.price]));
    expect(await inject(matchId, event)).toBe(true);
    await expect.poll(async () => (await odds()).filter((odd) => odd.flash).length).toBeGreaterThan(0);
    const moved = (await odds()).filter((odd) => before.has(odd.id) && odd.price !== before.get(odd.id));
    expect(moved.length).toBeGreaterThan(0);
    for (const odd of moved) {
      expect(odd.price > before.get(odd.id)!, `${odd.id}: ${before.get(odd.id)} → ${odd.price}`).toBe(direction === 'up');
      expect(odd.flash).toBe(`${direction}:arrow`);
    }
    await expect.poll(async () => (await odds()).filter((odd) => odd.flash).length, { timeout: 15_000 }).toBe(0);
  }
  expect((await odds()).filter((odd) => odd.flash)).toEqual([]);
  // The trader lengthens every price of the match; back to the model, every price shortens again.
  await move('odds-up', 'up');
  await move('price-reset', 'down');
  expect(await inject(matchId, 'end')).toBe(true);
});

test('a list answer that left before a price moved does not take the pushed price back', async ({ page }) => {
  // Soccer: the row leads with 1X2, whose odds keep their ids through a move.
  const matchId = await scriptedMatch('soccer', { live: true, clockSeconds: 5 * 60 });
  await page.goto('/en-US/live/soccer');
  const row = rowOf(page, matchId);
  await expect(row.locator('[data-testid="odd"]:enabled').first()).toBeVisible();
  const prices = () => row.getByTestId('odd').evaluateAll((odds) => odds.slice(0, 3).map((odd) => Number(odd.getAttribute('data-price'))));
  const before = await prices();

  // Hold the next list refetch's answer: it is read now, before the move, and delivered after it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let read!: () => void;
  const answerRead = new Promise<void>((resolve) => (read = resolve));
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('LivePageListRefetchQuery')) return route.fallback();
    const answer = await route.fetch();
    read();
    await released;
    await route.fulfill({ response: answer });
  });
  // Another match going live changes the list, which refetches it.
  const other = await scriptedMatch('soccer', { live: true });
  await answerRead;

  expect(await inject(matchId, 'odds-up')).toBe(true);
  await expect.poll(prices).not.toEqual(before);
  const moved = await prices();
  release();
  // The held answer has landed when the other match shows; the moved prices are still there, and nothing flashed down.
  await expect(rowOf(page, other)).toBeVisible();
  expect(await prices()).toEqual(moved);
  await expect(row.locator('[data-movement="down"]')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(await inject(matchId, 'end')).toBe(true);
  expect(await inject(other, 'end')).toBe(true);
});

test('a picked odd goes on the bet slip, stays after a reload and comes off again', async ({ page }) => {
  const matchId = await scriptedMatch('tennis', { live: true });
  await page.goto('/en-US/live/tennis');
  const row = rowOf(page, matchId);
  const odd = row.locator('[data-testid="odd"][aria-pressed="false"]:enabled').first();
  const id = await odd.getAttribute('data-odd-id');
  const picked = row.locator(`[data-odd-id="${id}"]`);
  await pickOdd(page, picked);
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
  await expect(picked).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('betslip-count')).toHaveText('1');

  await page.reload();
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
  await expect(picked).toHaveAttribute('aria-pressed', 'true');
  await slip.getByTestId('betslip-selection').getByRole('button').click();
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(0);
  await expect(slip).toContainText(t('betslip.empty'));
  await expect(picked).toHaveAttribute('aria-pressed', 'false');
  expect(await inject(matchId, 'end')).toBe(true);
});

test('a live match with a stream plays it in a frame, on the list and on its page', async ({ page }) => {
  const streamed = await scriptedMatch('ice-hockey', { live: true, streamed: true });
  const unstreamed = await scriptedMatch('ice-hockey', { live: true, streamed: false });
  await page.goto('/en-US/live/ice-hockey');
  const row = rowOf(page, streamed);
  await expect(rowOf(page, unstreamed)).toBeVisible();
  // Only a streamed match offers to be watched.
  await expect(rowOf(page, unstreamed).locator('.match-row__watch')).toHaveCount(0);
  const watch = row.locator('.match-row__watch');
  await watch.click();
  const stream = page.getByTestId('stream');
  await expect(stream.locator('iframe')).toHaveAttribute('src', `/media/streams/${streamed}`);
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await stream.getByRole('button', { name: t('live.closeStream') }).click();
  await expect(stream).toHaveCount(0);

  // The match page shows the same stream above its book.
  await row.locator('.match-row__teams').click();
  await expect(page.getByTestId('book')).toBeVisible();
  await expect(page.getByTestId('stream').locator('iframe')).toHaveAttribute('src', `/media/streams/${streamed}`);
  for (const id of [streamed, unstreamed]) expect(await inject(id, 'end')).toBe(true);
});

test('a live scoreboard reads as a book shows it: added time, the tennis game and its server, the half-inning and outs', async ({ page }) => {
  // Soccer: the clock runs past 90:00 into the added time the board announces (3–7 minutes), "90+N'".
  const soccer = await scriptedMatch('soccer', { live: true, clockSeconds: 88 * 60 });
  await page.goto('/en-US/live/soccer');
  const soccerRow = rowOf(page, soccer);
  await expect(soccerRow.getByTestId('live-clock')).toContainText('88:');
  expect(await runClock(soccer, 2 * 60 + 90)).toBe(true);
  await expect(soccerRow.getByTestId('live-clock')).toContainText(/Half 2 · 90\+\d'/);
  await expect(soccerRow.getByTestId('live-added')).toHaveText(/^\+[3-7]$/);

  // Tennis: the game's points with a marker at the server's side; a game passes the serve.
  const tennis = await scriptedMatch('tennis', { live: true });
  await page.goto('/en-US/live/tennis');
  const tennisRow = rowOf(page, tennis);
  await expect(tennisRow.getByTestId('live-points')).toContainText('0–0');
  const serve = tennisRow.getByTestId('live-serve');
  await expect(serve).toHaveAttribute('title', t('live.serving'));
  const first = await serve.getAttribute('data-side');
  expect(await inject(tennis, 'score-home')).toBe(true);
  await expect(serve).toHaveAttribute('data-side', first === 'HOME' ? 'AWAY' : 'HOME');

  // Baseball: the half-inning and its outs, in the player's language.
  const baseball = await scriptedMatch('baseball', { live: true });
  await page.goto('/de-DE/live/baseball');
  await expect(rowOf(page, baseball).getByTestId('live-clock')).toHaveText('1. Inning oben · 0 Aus');
});
