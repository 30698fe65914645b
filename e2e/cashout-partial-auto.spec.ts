import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { endDelay, inject, pickMatchPrice, scriptedMatch } from './sportsbook-support';
import { text } from './support';

// Cash-out 2.0 (issue 23) as a player does it in my bets: half of a combo sold back while the rest stays
// live, and an automatic cash-out that the book pays while the player's tab is closed.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const player = journeyPlayer('cashout2');
const t = (path: string, vars: Record<string, string> = {}) => text('en-US', 'betslip', path).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const common = (path: string) => text('en-US', 'common', path);

let context: BrowserContext;
let page: Page;

const slip = () => page.getByTestId('betslip');
const euros = async (on = page) => Number((await on.getByTestId('user-balance').textContent())!.replace(/[^\d.]/g, ''));
const cents = (amount: number) => Math.round(amount * 100);

/** Picks one open full-time price of the match into the slip (sportsbook-support.ts pickMatchPrice). */
async function pick(matchId: number) {
  await pickMatchPrice(page, matchId);
}

/** Places what the slip holds at `stake` as the bet type given; the receipt's ticket id, the receipt closed. */
async function place(type: 'single' | 'combo', stake: string, live: boolean): Promise<string> {
  await slip().getByRole('tab', { name: t(`tabs.${type}`), exact: true }).click();
  if (live) await slip().getByLabel(t('policy.label'), { exact: true }).selectOption('ACCEPT_ANY');
  await slip().getByLabel(t('stake.label'), { exact: true }).fill(stake);
  await slip().getByRole('button', { name: t('place.button'), exact: true }).click();
  const ticket = page.getByTestId('bet-receipt').getByRole('article').first();
  await expect(ticket).toBeVisible();
  const id = (await ticket.getAttribute('data-ticket-id'))!;
  // A live bet waits its delay: the test controls end it now, and the book judges it as the feed stands.
  if (live) {
    await expect(ticket).toHaveAttribute('data-status', 'DELAYED');
    await endDelay(id);
  }
  await expect(ticket).toHaveAttribute('data-status', 'ACCEPTED');
  await page.getByTestId('bet-receipt').getByRole('button', { name: t('placed.done') }).click();
  return id;
}

/** The ticket's card in the sidebar's my bets. */
async function myBet(on: Page, id: string): Promise<Locator> {
  await on.getByRole('button', { name: common('sidebar.toggle') }).click();
  const sidebar = on.locator('#right-sidebar');
  await sidebar.getByRole('tab', { name: common('sidebar.tabs.myBets'), exact: true }).click();
  return sidebar.getByTestId('my-bets').locator(`[data-ticket-id="${id}"]`);
}

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await fundedPlayerPage(browser, player, '100.00'));
});

test.afterAll(async () => {
  await context?.close();
});

test('half of a combo cashed out: the part is paid and the rest stays live at its odds', async () => {
  // Hours before their start: prices stand still, and a pre-match bet has no live delay.
  for (const id of await Promise.all([scriptedMatch('soccer', { live: false }), scriptedMatch('soccer', { live: false })])) await pick(id);
  const id = await place('combo', '10', false);
  const before = await euros();
  const card = await myBet(page, id);

  await card.getByLabel(t('cashout.partLabel'), { exact: true }).fill('5');
  // The slip shows what the part is worth and what stays on before anything is sent.
  const hint = card.locator('[data-part-value]');
  await expect(hint).toContainText('€5.00');
  const part = Number(await hint.getAttribute('data-part-value'));
  expect(part).toBeGreaterThan(0);
  await card.getByRole('button', { name: t('cashout.partButton', { amount: `€${part.toFixed(2)}` }), exact: true }).click();
  await expect(card.getByRole('status').filter({ hasText: t('cashout.partDone', { stake: '€5.00', amount: `€${part.toFixed(2)}` }) })).toBeVisible();
  await expect.poll(async () => cents(await euros())).toBe(cents(before + part));

  // Still open, on the rest: stake €5.00, cash-out offered again, the part in its history.
  await expect(card).not.toHaveAttribute('data-outcome', /.+/);
  await expect(card).toContainText('€5.00');
  await expect(card.getByRole('button', { name: /^Cash out €\d+\.\d{2}$/ })).toBeVisible();
  await expect(card.getByRole('list', { name: t('cashout.historyTitle') })).toContainText(t('cashout.history', { stake: '€5.00', amount: `€${part.toFixed(2)}` }));
});

test("an automatic cash-out fires on the trader's price move while the player's tab is closed", async () => {
  const matchId = await scriptedMatch('soccer', { live: true, clockSeconds: 15 * 60 });
  await pick(matchId);
  const id = await place('single', '10', true);
  const card = await myBet(page, id);
  const button = card.getByRole('button', { name: /^Cash out €\d+\.\d{2}$/ });
  await expect(button).toBeVisible({ timeout: 15_000 });
  const value = Number((await button.textContent())!.replace(/[^\d.]/g, ''));
  // A little above the value now: the shortened price (a fifth off the winnings) takes it past.
  const target = (value + 0.2).toFixed(2);
  await card.getByLabel(t('cashout.autoLabel'), { exact: true }).fill(target);
  await card.getByRole('button', { name: t('cashout.autoSet'), exact: true }).click();
  await expect(card.getByText(t('cashout.autoActive', { amount: `€${target}` }))).toBeVisible();
  const before = await euros();

  // The player leaves; the trader shortens the price; nobody asks for anything.
  await page.close();
  expect(await inject(matchId, 'odds-down')).toBe(true);

  page = await context.newPage();
  await page.goto('/en-US/');
  await expect.poll(async () => cents(await euros()), { timeout: 15_000 }).toBeGreaterThanOrEqual(cents(before + Number(target)));
  await page.getByRole('button', { name: common('sidebar.toggle') }).click();
  const sidebar = page.locator('#right-sidebar');
  await sidebar.getByRole('tab', { name: common('sidebar.tabs.myBets'), exact: true }).click();
  await expect(sidebar.getByTestId('my-bets').locator(`[data-ticket-id="${id}"]`)).toHaveCount(0);
  await sidebar.getByRole('tab', { name: common('sidebar.tabs.history'), exact: true }).click();
  // The history's tabs render before its list settles: a click that lands meanwhile is tried again.
  const clearedTab = sidebar.getByRole('tab', { name: t('history.tabs.CLEARED'), exact: true });
  await expect(async () => {
    await clearedTab.click();
    await expect(clearedTab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const cleared = sidebar.getByTestId('bet-history').locator(`[data-ticket-id="${id}"]`);
  await expect(cleared).toHaveAttribute('data-outcome', 'CASHED_OUT');
  await expect(cleared.getByRole('list', { name: t('cashout.historyTitle') })).toContainText('cashed out automatically');
  expect(await inject(matchId, 'end')).toBe(true);
});
