/**
 * Issue 19, live liability: a trader has a match's view open in the back office; a player, in a browser
 * of their own, bets on it; the outcome's liability on the trader's screen rises to what the bet would
 * pay, without a reload (the backofficeTradingMatch subscription). A second bet adds to it. The trader sets
 * an auto-suspend threshold on the market; the bet that crosses it stands and the alert shows at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { globalId, pickOdd, scriptedMatch } from './sportsbook-support';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

const trading = (path: string) => text('en-US', 'backoffice-trading', path);
const slipText = (path: string) => text('en-US', 'betslip', path);
const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');

/** The player picks the match's first full-time price between 1.40 and 6.00 and stakes `stake` on it alone. Its odd id and price. */
async function bet(page: Page, matchId: number, stake: string, oddId?: string): Promise<{ oddId: string; price: number }> {
  await page.goto(`/en-US/match/${matchId}`);
  const fullTime = page.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true });
  const open = fullTime.locator('[data-testid="odd"]:enabled');
  await expect(open.first()).toBeVisible();
  const id =
    oddId ??
    (await open.evaluateAll((buttons) => {
      const mid = buttons.find((button) => Number(button.getAttribute('data-price')) >= 1.4 && Number(button.getAttribute('data-price')) <= 6);
      return (mid ?? buttons[0])!.getAttribute('data-odd-id')!;
    }));
  const odd = page.locator(`[data-testid="match-page"] [data-odd-id="${id}"]`).first();
  const price = Number(await odd.getAttribute('data-price'));
  if ((await odd.getAttribute('aria-pressed')) !== 'true') await pickOdd(page, odd);
  const slip = page.getByTestId('betslip');
  await slip.getByRole('tab', { name: slipText('tabs.single'), exact: true }).click();
  await slip.getByLabel(slipText('stake.label'), { exact: true }).fill(stake);
  await slip.getByRole('button', { name: slipText('place.button'), exact: true }).click();
  const ticket = page.getByTestId('bet-receipt').getByRole('article').first();
  await expect(ticket).toHaveAttribute('data-status', 'ACCEPTED');
  await page.getByTestId('bet-receipt').getByRole('button', { name: slipText('placed.done') }).click();
  return { oddId: id, price };
}

const euros = (amount: number) => `€${amount.toFixed(2)}`;

test('a trader watches a match’s liability rise as a player bets on it, and the auto-suspend alert when a threshold is crossed', async ({ browser }) => {
  test.setTimeout(120_000);
  const matchId = await scriptedMatch('soccer', { live: false });
  const { page: playerPage } = await fundedPlayerPage(browser, journeyPlayer('liability'), '100.00');

  const trader = await testStaff('trader', ['trader']);
  const { page: desk } = await signInStaff(browser, trader);
  await desk.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: trading('title'), exact: true }).click();
  await expect(desk.getByRole('heading', { level: 1, name: trading('matchesTitle') })).toBeVisible();
  await desk.goto(`/backoffice/en-US/trading/matches/${encodeURIComponent(globalId('Match', matchId))}`);
  await expect(desk.getByRole('link', { name: trading('allMatches') })).toBeVisible();
  await desk.evaluate(() => Object.assign(window, { sameDocument: true }));

  const first = await bet(playerPage, matchId, '10', undefined);
  const row = desk.locator(`[data-testid="trading-outcome"][data-odd-id="${first.oddId}"]`);
  await expect(row.getByTestId('trading-payout')).toHaveText(euros(10 * first.price));
  await expect(row.getByTestId('trading-stakes')).toHaveText('€10.00');
  await expect(row.getByTestId('trading-tickets')).toHaveText('1');

  // A second bet on the same outcome adds to it, still on the same page.
  const second = await bet(playerPage, matchId, '5', first.oddId);
  await expect(row.getByTestId('trading-payout')).toHaveText(euros(10 * first.price + 5 * second.price));
  await expect(row.getByTestId('trading-stakes')).toHaveText('€15.00');
  await expect(row.getByTestId('trading-tickets')).toHaveText('2');
  expect(await desk.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The trader sets an auto-suspend threshold just above the outcome's liability: the next bet crosses it,
  // stands, and the alert shows on the trader's screen by itself.
  const market = desk.locator('table', { has: row });
  const now = 10 * first.price + 5 * second.price;
  await market.getByLabel(trading('limits.autoSuspendAt'), { exact: true }).fill((now + 1).toFixed(2));
  await market.getByLabel(trading('limits.reason'), { exact: true }).fill('e2e: watch this one');
  await market.getByRole('button', { name: trading('limits.save') }).click();
  await expect(market.getByRole('status')).toHaveText(trading('limits.saved'));
  await bet(playerPage, matchId, '5', first.oddId);
  await expect(market.getByRole('alert')).toBeVisible();
  await expect(row.getByTestId('trading-tickets')).toHaveText('3');
  expect(await desk.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The match's manual controls (suspend, max stake) are one link away, and link back.
  await desk.getByRole('link', { name: trading('controlsLink'), exact: true }).click();
  await desk.getByRole('link', { name: text('en-US', 'backoffice-trading-controls', 'match.liabilityLink'), exact: true }).click();
  await expect(market.getByRole('alert')).toBeVisible();

  // The list of matches by liability shows the match with its worst case.
  await desk.goto('/backoffice/en-US/trading');
  await expect(desk.getByTestId('trading-matches')).toContainText(trading('worstCase'));
});
