import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { formatOdds } from '../rules/odds-formats';
import { fundPlayer, journeyPlayer, registerVerifiedPlayer, signInPage } from './players';
import { globalId, inject, scriptedMatch } from './sportsbook-support';
import { text } from './support';

/**
 * Seed 001 §2/§4/§9: the sidebar settings apply at once (odds re-priced, the page re-laid out) and
 * survive a reload (odds and view formats in cookies, the timezone remembered, the rest in storage);
 * /{lang}/user/settings/customer shows the same choices; the slow-connection mode drops live
 * animations and streams; the history has its AccountHistory, declined bets and jackpot tabs.
 */
const common = (path: string) => text('en-US', 'common', path);
const settings = (path: string) => text('en-US', 'settings', path);

// One player's journey: each step starts from the choices the one before it left.
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  const player = journeyPlayer('settings');
  await registerVerifiedPlayer(player);
  await fundPlayer(player, '25.00');
  ({ context, page } = await signInPage(browser, player, '€25.00'));
});
test.afterAll(async () => {
  await context?.close();
});

const shownPrices = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('#main [data-testid="odd"][data-price]')].map(
      (odd) => [Number(odd.getAttribute('data-price')), odd.querySelector('[data-testid="odd-price"]')?.textContent ?? ''] as const,
    ),
  );
async function expectPricesIn(format: 'decimal' | 'fractional') {
  await expect
    .poll(async () => {
      const prices = (await shownPrices()).filter(([price]) => price > 1);
      if (prices.length === 0) return 'no prices on screen';
      return prices.filter(([price, shown]) => shown !== formatOdds(price, format)).map(([price, shown]) => `${price} shown as ${shown}`);
    })
    .toEqual([]);
}

async function openSidebarTab(name: string) {
  const sidebar = page.locator('#right-sidebar');
  if ((await sidebar.getAttribute('data-open')) !== 'true') await page.getByRole('button', { name: common('sidebar.toggle') }).click();
  await sidebar.getByRole('tab', { name: common(`sidebar.tabs.${name}`), exact: true }).click();
  return sidebar;
}

test('the sidebar settings apply at once and survive a reload', async () => {
  await page.goto('/en-US/prematch');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expectPricesIn('decimal');

  const sidebar = await openSidebarTab('settings');
  const panel = sidebar.getByTestId('settings-panel');
  await expect(panel).toBeVisible();

  await panel.getByTestId('setting-odds-format').selectOption('fractional');
  await expectPricesIn('fractional');
  await panel.getByTestId('setting-view-format').selectOption('american');
  await expect(page.locator('html')).toHaveAttribute('data-view-format', 'american');
  await panel.getByTestId('setting-sorting').selectOption('time');
  await panel.getByTestId('setting-lines').selectOption('2');
  await panel.getByTestId('setting-timezone').selectOption('Asia/Tokyo');
  // The sportsbook's own control follows the same store at once.
  await expect(page.getByTestId('timezone')).toHaveValue('Asia/Tokyo');
  await expect(page.getByTestId('match-row').first().locator('.match-row__lines')).toBeVisible();
  for (const lines of await page.locator('.match-row__lines').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-lines'))))) expect(lines).toBeLessThanOrEqual(2);

  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));
  expect(cookies).toMatchObject({ oddsFormat: 'fractional', viewFormat: 'american', timezone: 'Asia/Tokyo' });

  await page.reload();
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expectPricesIn('fractional');
  await expect(page.locator('html')).toHaveAttribute('data-view-format', 'american');
  const again = (await openSidebarTab('settings')).getByTestId('settings-panel');
  await expect(again.getByTestId('setting-odds-format')).toHaveValue('fractional');
  await expect(again.getByTestId('setting-view-format')).toHaveValue('american');
  await expect(again.getByTestId('setting-sorting')).toHaveValue('time');
  await expect(again.getByTestId('setting-lines')).toHaveValue('2');
  await expect(again.getByTestId('setting-timezone')).toHaveValue('Asia/Tokyo');
});

test('slow-connection mode drops live animations and streams', async () => {
  // A streamed live match of the journey's own: its row has the live dot and offers its stream.
  const matchId = await scriptedMatch('baseball', { live: true, streamed: true });
  await page.goto('/en-US/live/baseball');
  const row = page.locator(`[data-testid="match-row"][data-match-id="${globalId('Match', matchId)}"]`);
  await expect(row).toBeVisible();
  const panel = (await openSidebarTab('settings')).getByTestId('settings-panel');
  const slow = panel.getByTestId('setting-slow-connection');
  if (await slow.isChecked()) await slow.uncheck();
  await expect(page.locator('html')).not.toHaveAttribute('data-slow-connection', /.*/);
  const liveDot = row.locator('.live-dot');
  await expect(liveDot).toBeVisible();
  expect(await liveDot.evaluate((dot) => getComputedStyle(dot).animationName)).not.toBe('none');
  await expect(row.locator('.match-row__watch')).toBeVisible();

  await slow.check();
  await expect(page.locator('html')).toHaveAttribute('data-slow-connection', 'true');
  expect(await liveDot.evaluate((dot) => getComputedStyle(dot).animationName)).toBe('none');
  await expect(page.locator('.match-row__watch')).toHaveCount(0);

  // A match page offers no stream either, and the choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-slow-connection', 'true');
  await expect(row).toBeVisible();
  await expect(page.locator('.match-row__watch')).toHaveCount(0);
  await row.locator('.match-row__teams').click();
  await expect(page.getByTestId('book')).toBeVisible();
  await expect(page.getByTestId('stream-off')).toBeVisible();
  await expect(page.locator('[data-testid="stream"] iframe')).toHaveCount(0);

  await (await openSidebarTab('settings')).getByTestId('setting-slow-connection').uncheck();
  await expect(page.locator('html')).not.toHaveAttribute('data-slow-connection', /.*/);
  // Its stream is offered again.
  await expect(page.getByTestId('stream').locator('iframe')).toHaveAttribute('src', `/media/streams/${matchId}`);
  expect(await inject(matchId, 'end')).toBe(true);
});

test('the settings page shows the same choices and switches the language in place', async () => {
  await page.goto('/en-US/user/settings/customer');
  const panel = page.getByTestId('settings-page').getByTestId('settings-panel');
  await expect(panel.getByRole('heading', { level: 1, name: settings('title') })).toBeVisible();
  await expect(panel.getByTestId('setting-odds-format')).toHaveValue('fractional');
  await expect(panel.getByTestId('setting-timezone')).toHaveValue('Asia/Tokyo');
  await panel.getByTestId('setting-odds-format').selectOption('decimal');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'oddsFormat')?.value).toBe('decimal');

  await panel.getByTestId('setting-language').selectOption('sv-SE');
  await expect(page).toHaveURL(/\/sv-SE\/user\/settings\/customer$/);
  await expect(page.getByRole('heading', { level: 1, name: text('sv-SE', 'settings', 'title') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text('sv-SE', 'settings', 'title') })).toBeVisible();
  await expect(page.getByTestId('setting-language')).toHaveValue('sv-SE');
  await page.getByTestId('setting-language').selectOption('en-US');
  await expect(page).toHaveURL(/\/en-US\/user\/settings\/customer$/);
});

test('the history has account, declined and jackpot tabs with the seed time filters (and the last 12 months)', async () => {
  await page.goto('/en-US/prematch');
  const sidebar = await openSidebarTab('history');
  const history = sidebar.getByTestId('bet-history');
  const period = history.locator('select');
  await expect(period).toHaveValue('LAST24');
  // Seed 001's periods, and the 12 months a player's history must reach (issue 17).
  expect(await period.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['LAST24', 'LAST48', 'LASTWEEK', 'LASTMONTH', 'LAST12MONTHS', 'CUSTOM']);

  await history.getByRole('tab', { name: text('en-US', 'betslip', 'history.tabs.DECLINED') }).click();
  await expect(history.getByText(text('en-US', 'betslip', 'lists.empty.history'))).toBeVisible();

  // The voucher deposit that funded the player is in the account statement of the last 24 hours.
  await history.getByTestId('history-tab-account').click();
  const statement = history.getByTestId('account-history');
  await expect(statement.locator('li')).toHaveCount(1);
  await expect(statement).toContainText('€25.00');
  await period.selectOption('LASTWEEK');
  await expect(statement.locator('li')).toHaveCount(1);

  await history.getByTestId('history-tab-jackpots').click();
  await expect(history.getByText(settings('history.jackpots.empty'))).toBeVisible();
  // A custom period far in the past has no movements.
  await history.getByTestId('history-tab-account').click();
  await period.selectOption('CUSTOM');
  await history.locator('input[type="date"]').first().fill('2020-01-01');
  await history.locator('input[type="date"]').last().fill('2020-01-31');
  await history.getByRole('button', { name: text('en-US', 'betslip', 'history.apply') }).click();
  await expect(history.getByText(settings('history.account.empty'))).toBeVisible();
});
