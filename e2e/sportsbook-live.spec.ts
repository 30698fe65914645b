import { expect, test } from '@playwright/test';
import { text } from './support';
import { globalId, inject, liveMatches } from './sportsbook-support';

const t = (path: string) => text('en-US', 'sportsbook', path);

/**
 * The live soccer match with the most play left, if one is still in its first 30 minutes: far from
 * half-time, whose interval keeps a goal's suspension on until play resumes.
 */
const fresh = async () =>
  (await liveMatches('soccer')).filter((m) => m.LiveInfo.ClockSeconds < 30 * 60).sort((a, b) => a.LiveInfo.ClockSeconds - b.LiveInfo.ClockSeconds)[0];

test('a live match follows the feed on screen: score, clock, odds, bet stop and its end, without a reload', async ({ page }) => {
  // A match with most of its play left, so it cannot end on its own mid-journey: the feed starts a new
  // one every few minutes, so wait for one if every live match is past the first 30 minutes.
  test.setTimeout(180_000);
  await expect.poll(fresh, { timeout: 120_000, intervals: [1000] }).toBeDefined();
  const match = (await fresh())!;

  await page.goto('/en-US/live/soccer');
  await expect(page.getByTestId('transport-state')).toHaveAttribute('data-state', 'started');
  const row = page.locator(`[data-testid="match-row"][data-match-id="${globalId('Match', match.ID)}"]`);
  await expect(row).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The clock runs between feed updates.
  const clock = row.getByTestId('live-clock');
  const before = await clock.textContent();
  await expect(clock).not.toHaveText(before ?? '');

  // A goal: the score moves, and the prices with it.
  const score = row.getByTestId('live-score');
  const home = Number(await score.getAttribute('data-home'));
  const prices = async () => (await row.getByTestId('odd-price').allTextContents()).join(' ');
  const pricesBefore = await prices();
  expect(await inject(match.ID, 'score-home')).toBe(true);
  await expect(score).toHaveAttribute('data-home', String(home + 1));
  await expect.poll(prices).not.toBe(pricesBefore);

  // Bet stop: nothing can be picked until it lifts.
  const odds = row.getByTestId('odd');
  expect(await inject(match.ID, 'bet-stop-on')).toBe(true);
  await expect(row.locator('[data-testid="odd"]:enabled')).toHaveCount(0);
  await expect(odds.first()).toHaveAttribute('title', t('odds.suspended'));
  expect(await inject(match.ID, 'bet-stop-off')).toBe(true);
  // Prices return once the goal's own suspension (60 s of play) is over too.
  await expect(row.locator('[data-testid="odd"]:enabled').first()).toBeVisible({ timeout: 30_000 });

  // The end: the match leaves the live list.
  expect(await inject(match.ID, 'end')).toBe(true);
  await expect(row).toHaveCount(0);

  // All of it in the same document: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a price that moves flashes with its direction for a few seconds', async ({ page }) => {
  await page.goto('/en-US/live');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  // Live prices move every few ticks somewhere on the page; one of them shows its arrow.
  const flashes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="odd"][data-movement]')].map(
        (odd) => `${odd.getAttribute('data-movement')}:${odd.querySelector(`.odd__arrow--${odd.getAttribute('data-movement')}`) ? 'arrow' : 'none'}`,
      ),
    );
  await expect.poll(async () => (await flashes()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  for (const flash of await flashes()) expect(flash).toMatch(/^(up|down):arrow$/);
});

test('a picked odd goes on the bet slip, stays after a reload and comes off again', async ({ page }) => {
  await page.goto('/en-US/live');
  // Pinned by its id: the list re-renders as matches move, and "the first open odd" is soon another one.
  // A pick the book takes back (its market was suspended a moment ago: seed 002 §4, adding a selection
  // that fails removes it again) is not this journey's subject: another open odd is picked.
  const slip = page.getByTestId('betslip');
  let id: string | null = null;
  await expect(async () => {
    if ((await slip.getByTestId('betslip-selection').count()) === 0) {
      id = await page.locator('[data-testid="match-row"] [data-testid="odd"][aria-pressed="false"]:enabled').first().getAttribute('data-odd-id', { timeout: 5_000 });
      await page.locator(`[data-testid="match-row"] [data-odd-id="${id}"]`).first().click({ timeout: 5_000 });
    }
    await expect(slip.getByTestId('betslip-selection')).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator(`[data-testid="match-row"] [data-odd-id="${id}"]`).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
  await expect(page.getByTestId('betslip-count')).toHaveText('1');

  await page.reload();
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);
  await slip.getByTestId('betslip-selection').getByRole('button').click();
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(0);
  await expect(slip).toContainText(t('betslip.empty'));
});

test('a live match with a stream plays it in a frame, on the list and on its page', async ({ page }) => {
  await page.goto('/en-US/live');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const watch = page.locator('.match-row__watch').first();
  test.skip((await watch.count()) === 0, 'no live match streams right now');
  const stream = page.getByTestId('stream');
  // The live list re-renders as matches move (and a streamed match can end): a click that lands on a row
  // being replaced is taken again.
  await expect(async () => {
    if ((await watch.getAttribute('aria-pressed')) !== 'true') await watch.click({ timeout: 2_000 });
    await expect(stream.locator('iframe')).toHaveAttribute('src', /^\/media\/streams\/\d+$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await stream.getByRole('button', { name: t('live.closeStream') }).click();
  await expect(stream).toHaveCount(0);

  // The match page shows the same stream above its book.
  await page.locator('[data-testid="match-row"]:has(.match-row__watch) .match-row__teams').first().click();
  await expect(page.getByTestId('book')).toBeVisible();
  await expect(page.getByTestId('stream').locator('iframe')).toHaveAttribute('src', /^\/media\/streams\/\d+$/);
});
