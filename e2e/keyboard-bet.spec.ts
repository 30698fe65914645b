/**
 * Issue 24, keyboard: from the first odd to a placed bet without a mouse. The skip link (second in the
 * page's tab order) or Alt+Shift+B puts focus in the slip's stake, Place bet is a few Tab presses on, and
 * after placing focus lands on the receipt, not on <body>. At 375 px the shortcut opens the slip's sheet.
 */
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { scriptedMatch } from './sportsbook-support';
import { text } from './support';

const bet = (path: string) => text('en-US', 'betslip', path);
const common = (path: string) => text('en-US', 'common', path);
const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');

/** The match page's first open full-time odd, focused and chosen with Enter (as a keyboard player does). */
async function chooseFirstOdd(page: Page, matchId: number) {
  await page.goto(`/en-US/match/${matchId}`);
  const odd = page.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true }).locator('[data-testid="odd"][aria-pressed="false"]:enabled').first();
  await expect(odd).toBeVisible();
  await odd.focus();
  const checked = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('verifySelectionQuery'));
  await page.keyboard.press('Enter');
  await checked;
}

test('keyboard only: the shortcut reaches the stake, Place bet is at most 10 Tab presses on, and focus moves to the receipt', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page } = await fundedPlayerPage(browser, journeyPlayer('keyboard'), '20.00');
  const matchId = await scriptedMatch('soccer', { live: false });
  await chooseFirstOdd(page, matchId);
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('betslip-selection')).toHaveCount(1);

  await page.keyboard.press('Alt+Shift+B');
  const stake = slip.getByLabel(bet('stake.label'), { exact: true });
  await expect(stake).toBeFocused();
  await page.keyboard.type('2');

  const placeButton = slip.getByRole('button', { name: bet('place.button'), exact: true });
  let presses = 0;
  while (presses < 10 && !(await placeButton.evaluate((button) => button === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(placeButton, `Place bet after ${presses} Tab presses`).toBeFocused();
  await page.keyboard.press('Enter');

  const receipt = page.getByTestId('bet-receipt');
  await expect(receipt.getByRole('article').first()).toBeVisible();
  // The receipt's title is a live region (role status), announced as focus lands on it.
  const heading = receipt.locator('#receipt-title');
  await expect(heading).toHaveText(bet('placed.title_one'));
  await expect(heading).toBeFocused();
});

test('the skip link is the second stop of the page and takes focus to the slip; on a phone the shortcut opens the slip sheet', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context } = await fundedPlayerPage(browser, journeyPlayer('skip-link'), '20.00');
  const matchId = await scriptedMatch('soccer', { live: false });
  await chooseFirstOdd(page, matchId);
  // From the top of a freshly loaded page (the slip keeps its selection): skip to content, then skip to bet slip.
  await page.reload();
  await expect(page.getByTestId('betslip').getByTestId('betslip-selection')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: common('header.skipToSlip') });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+B');
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('betslip').getByLabel(bet('stake.label'), { exact: true })).toBeFocused();

  // A phone: the slip's column is hidden, the shortcut opens the sidebar on the slip.
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 740 });
  await phone.goto(`/en-US/match/${matchId}`);
  await expect(phone.getByTestId('match-page')).toBeVisible();
  const sheetStake = phone.locator('#right-sidebar').getByLabel(bet('stake.label'), { exact: true });
  // The server's page is on screen before the browser has taken it over, and the shortcut's listener comes
  // with the take-over: a key pressed before it does nothing (a CI rehearsal of d1a2e3b9 pressed too soon).
  // Pressed again until the listener answers; once it does, one press opens the sheet on the stake.
  await expect(async () => {
    await phone.keyboard.press('Alt+Shift+B');
    await expect(sheetStake).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(sheetStake).toBeInViewport();
});
