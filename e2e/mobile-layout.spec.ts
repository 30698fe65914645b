import { expect, test, type Locator, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { pickOdd, scriptedMatch } from './sportsbook-support';
import { text } from './support';

// Issue 24 "Keyboard and mobile" and the player-area layout defects, on a 375px phone.
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 120_000 });

const t = (path: string) => text('en-US', 'common', path);
const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');

/** The elements under `root` whose content is wider than their box (a clipped or ellipsed label). */
const truncated = (root: Locator) =>
  root.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].filter((node) => node instanceof HTMLElement && node.offsetParent !== null && node.scrollWidth > node.clientWidth).map((node) => node.outerHTML.slice(0, 120)),
  );

/** The alpha of an element's computed background colour ("rgb(...)" is opaque). */
const backgroundAlpha = (element: Locator) =>
  element.evaluate((node) => {
    const colour = getComputedStyle(node).backgroundColor;
    const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(',') ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });

test('the bottom navigation names every entry in full, truncates nothing, and is opaque over the open slip', async ({ page }) => {
  await page.goto('/en-US/live');
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  for (const key of ['home', 'casino', 'sport', 'liveCasino', 'promotions', 'cashier']) {
    const entry = nav.getByRole('link', { name: t(`nav.${key}`), exact: true });
    await expect(entry).toBeVisible();
    await expect(entry).toBeInViewport({ ratio: 1 });
  }
  const betslip = nav.getByRole('button', { name: new RegExp(t('nav.betslip')) });
  await expect(betslip).toBeInViewport({ ratio: 1 });
  expect(await truncated(nav)).toEqual([]);
  expect(await backgroundAlpha(nav)).toBe(1);
  expect(await nav.evaluate((node) => getComputedStyle(node).backdropFilter)).toBe('none');

  // With the slip's sheet open the bar stays on top: what is under its middle is the bar itself.
  await betslip.click();
  await expect(page.locator('#right-sidebar')).toBeInViewport();
  const box = (await nav.boundingBox())!;
  // Polled: the sheet slides up through the bar's place for 260 ms; once it rests, the bar is what shows there.
  await expect.poll(() => nav.evaluate((node, [x, y]) => node.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
});

/** On the match's page, picks its first open full-time price into the slip. */
async function pickFirst(page: Page, matchId: number) {
  await page.goto(`/en-US/match/${matchId}`);
  const fullTime = page.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true });
  const open = fullTime.locator('[data-testid="odd"][aria-pressed="false"]:enabled').first();
  await expect(open).toBeVisible();
  await pickOdd(page, open);
}

test('"Place bet" stays in sight in the slip sheet with one selection and with five', async ({ page }) => {
  const matches = await Promise.all((['soccer', 'basketball', 'ice-hockey', 'tennis', 'baseball'] as const).map((sport) => scriptedMatch(sport, { live: false })));
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  const place = page.getByTestId('betslip').getByRole('button', { name: text('en-US', 'betslip', 'place.button'), exact: true });
  for (const [index, matchId] of matches.entries()) {
    await pickFirst(page, matchId);
    if (index !== 0 && index !== 4) continue;
    await nav.getByRole('button', { name: new RegExp(t('nav.betslip')) }).click();
    await expect(page.getByTestId('betslip-count')).toHaveText(String(index + 1));
    await expect(page.locator('#right-sidebar')).toHaveAttribute('data-open', 'true');
    await expect(place).toBeInViewport({ ratio: 1 });
    // Not merely inside the window: nothing covers it (the bottom bar, another card).
    const box = (await place.boundingBox())!;
    expect(await place.evaluate((node, [x, y]) => node.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
  }
});

test('the deposit page fits 375px: the transactions stack as cards with amount and status in sight', async ({ browser }) => {
  const player = journeyPlayer('narrow');
  const { context, page } = await fundedPlayerPage(browser, player, '250.00');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  const row = page.getByTestId('transaction-history').getByTestId('transaction-row').first();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  // Scrolled down to it, the row shows its amount and status whole: nothing sits off to the right.
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByText('€250.00')).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('Completed')).toBeInViewport({ ratio: 1 });
  // Every bottom-navigation entry is still on screen.
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  await expect(nav.getByRole('link', { name: t('nav.cashier'), exact: true })).toBeInViewport({ ratio: 1 });
  await context.close();
});

test('the deposit amount is in the first screen on a phone: the methods are one row to swipe, not 13 tiles above it', async ({ browser }) => {
  const player = journeyPlayer('amountfirst');
  const { context, page } = await fundedPlayerPage(browser, player, '10.00');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en-US/user/depositAndWithdraw/deposit');
  const amount = page.getByLabel(text('en-US', 'cashier', 'web.fields.AmountIn').replace('{{currency}}', 'EUR'));
  await expect(amount).toBeVisible();
  await expect(amount).toBeInViewport({ ratio: 1 });
  // The methods stay reachable: one row, each a radio a swipe (or an arrow key) away.
  const cards = page.locator('.method-card');
  expect(await cards.count()).toBeGreaterThan(5);
  const tops = new Set(await cards.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top))));
  expect(tops.size).toBe(1);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

test('a username of the longest kind keeps the header on screen: cut short with an ellipsis, whole in its title', async ({ browser }) => {
  const player = journeyPlayer('mmmmmmmmmmmm');
  expect(player.username.length).toBeGreaterThanOrEqual(19);
  const { context, page } = await fundedPlayerPage(browser, player, '10.00');
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/en-US/home');
    const menu = page.locator('.user-menu summary');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('title', player.username);
    await expect(menu).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    const header = page.locator('header').first();
    expect(await header.evaluate((node) => node.scrollWidth - node.clientWidth), `${width}px`).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('the Italian Account Safety page fits: no label clipped, nothing wider than the window', async ({ browser }) => {
  const { context, page } = await fundedPlayerPage(browser, journeyPlayer('sicurezza'), '10.00');
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/it-IT/user/accountInformation/security');
    const main = page.locator('main');
    await expect(main.getByRole('region', { name: text('it-IT', 'auth', 'tabs.security') })).toBeVisible();
    expect(await truncated(main), `${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
  }
  await context.close();
});

test('a cold load of home does not shift: the footer waits below the fold while the page suspends', async ({ page }) => {
  await page.goto('/en-US/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-tournaments')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Every shift since navigation (buffered), none caused by input: the page's cumulative layout shift.
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
  expect(cls).toBeLessThan(0.05);
});
