import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { inject, pickMatchPrice, scriptedMatch } from './sportsbook-support';
import { text } from './support';

// Bet sharing (issue 23) as players do it: a player shares a combo from my bets, a visitor opens the
// link in another browser and finds the slip filled at the prices now, the suspended leg named.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const player = journeyPlayer('betshare');
const t = (path: string) => text('en-US', 'betslip', path);
const common = (path: string) => text('en-US', 'common', path);

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await fundedPlayerPage(browser, player, '50.00'));
});

test.afterAll(async () => {
  await context?.close();
});

test('a shared combo opens in a visitor\'s slip at the prices now, the suspended leg named', async ({ browser }) => {
  // Hours before their start: prices stand still, and a pre-match bet has no live delay.
  const [kept, stopped] = await Promise.all([scriptedMatch('soccer', { live: false }), scriptedMatch('soccer', { live: false })]);
  for (const id of [kept, stopped]) await pickMatchPrice(page, id);
  const slip = page.getByTestId('betslip');
  // The slip names each match as the ticket will: the second pick is the one the trader stops.
  const stoppedName = (await slip.getByTestId('betslip-selection').nth(1).getByRole('link').textContent())!.trim();
  await slip.getByRole('tab', { name: t('tabs.combo'), exact: true }).click();
  await slip.getByLabel(t('stake.label'), { exact: true }).fill('5');
  await slip.getByRole('button', { name: t('place.button'), exact: true }).click();
  const receipt = page.getByTestId('bet-receipt').getByRole('article').first();
  await expect(receipt).toHaveAttribute('data-status', 'ACCEPTED');
  const ticketId = (await receipt.getAttribute('data-ticket-id'))!;
  await page.getByTestId('bet-receipt').getByRole('button', { name: t('placed.done') }).click();

  await page.getByRole('button', { name: common('sidebar.toggle') }).click();
  const sidebar = page.locator('#right-sidebar');
  await sidebar.getByRole('tab', { name: common('sidebar.tabs.myBets'), exact: true }).click();
  const card = sidebar.getByTestId('my-bets').locator(`[data-ticket-id="${ticketId}"]`);
  await card.getByRole('button', { name: t('share.button'), exact: true }).click();
  const link = await card.getByLabel(t('share.link')).inputValue();
  expect(link).toMatch(/\/\?share=[\w-]+$/);

  // One match kicks off and the trader stops betting on it: the link still opens, without that leg.
  expect(await inject(stopped, 'kick-off')).toBe(true);
  expect(await inject(stopped, 'bet-stop-on')).toBe(true);
  const visitor = await browser.newContext();
  try {
    const other = await visitor.newPage();
    await other.goto(link);
    const visitorSlip = other.locator('#right-sidebar').getByTestId('betslip');
    await expect(visitorSlip.getByTestId('betslip-selection')).toHaveCount(1);
    await expect(visitorSlip.getByTestId('betslip-price')).toHaveText(/\d/);
    await expect(visitorSlip.getByTestId('betslip-notice')).toContainText(`No longer available: ${stoppedName}`);
    // The code leaves the address: a reload does not add the bet again.
    await expect(other).not.toHaveURL(/share=/);

    await other.goto('/?share=nosuchcode');
    await expect(other.locator('#right-sidebar').getByTestId('betslip-notice')).toContainText(text('en-US', 'betting', 'errors.SHARE_NOT_FOUND'));
  } finally {
    await visitor.close();
    expect(await inject(stopped, 'end')).toBe(true);
  }
});
