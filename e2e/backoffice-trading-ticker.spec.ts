/**
 * Issue 19, the bet ticker: a trader has the ticker open; a player (a second browser context) places a large
 * bet on the slip; it appears at the top of the ticker within seconds, with the player's name and its
 * "Large stake" flag as text; filtering to late bets hides it, filtering to large stakes shows it again.
 */
import { expect, test } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer, platform, signInByRest } from './players';
import { pickOdd, scriptedMatch } from './sportsbook-support';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

const tk = (path: string) => text('en-US', 'backoffice-ticker', path);
const slipText = (path: string) => text('en-US', 'betslip', path);
const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');

test('a trader watches a large bet arrive on the ticker with its flag, and the filter hides and shows it', async ({ browser }) => {
  test.setTimeout(150_000);
  const trader = await testStaff('ticker', ['trader']);
  const { page: desk } = await signInStaff(browser, trader);
  await desk.goto('/backoffice/en-US/trading/ticker');
  await expect(desk.getByRole('heading', { level: 1, name: tk('title') })).toBeVisible();

  // The player: hours before the start (no live delay), a stake at the large-stake amount (TICKER_LARGE_STAKE, 500).
  const player = journeyPlayer('tickerbet');
  const { page } = await fundedPlayerPage(browser, player, '800.00');
  const matchId = await scriptedMatch('soccer', { live: false });
  await page.goto(`/en-US/match/${matchId}`);
  const open = page.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true }).locator('[data-testid="odd"][aria-pressed="false"]:enabled');
  await expect(open.first()).toBeVisible();
  // The button names its Odd by global id ("Odd:123" in base64); the REST contract takes the number.
  const oddId = Number(Buffer.from((await open.first().getAttribute('data-odd-id'))!, 'base64').toString().split(':')[1]);
  const price = await open.first().getAttribute('data-price');
  await pickOdd(page, open.first());
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(slipText('stake.label'), { exact: true }).fill('500');
  await slip.getByRole('button', { name: slipText('place.button'), exact: true }).click();
  await expect(page.getByTestId('bet-receipt').getByRole('article').first()).toHaveAttribute('data-status', 'ACCEPTED');

  // On the desk, without a reload: at the top, the player's, with its flag in words.
  const top = desk.getByTestId('ticker-row').first();
  await expect(top).toContainText(player.username, { timeout: 10_000 });
  await expect(top.getByTestId('ticker-stake')).toHaveText('€500.00');
  await expect(top.getByTestId('ticker-flags')).toContainText(tk('flags.large_stake'));

  // Late bets only: this one is not among them (hours before the start). Large stakes: it is back.
  const filter = desk.getByRole('form', { name: tk('filter.label') });
  await filter.getByLabel(tk('filter.flag')).selectOption('late_bet');
  await filter.getByRole('button', { name: tk('filter.apply') }).press('Enter');
  await expect(desk.getByTestId('ticker-row').filter({ hasText: player.username })).toHaveCount(0);
  await filter.getByLabel(tk('filter.flag')).selectOption('large_stake');
  await filter.getByRole('button', { name: tk('filter.apply') }).click();
  await expect(desk.getByTestId('ticker-row').filter({ hasText: player.username })).toHaveCount(1);

  // The player filter by user name keeps exactly this player's bet.
  await filter.getByLabel(tk('filter.player')).fill(player.username);
  await filter.getByRole('button', { name: tk('filter.apply') }).click();
  await expect(desk.getByTestId('ticker-row')).toHaveCount(1);

  // A burst: 60 bets back to back (one player's bets are taken one at a time). The page keeps up and keeps
  // the newest 50 only (all flags, this player); the big bet, the oldest, leaves.
  await filter.getByLabel(tk('filter.flag')).selectOption('');
  await filter.getByRole('button', { name: tk('filter.apply') }).click();
  await expect(desk.getByTestId('ticker-row')).toHaveCount(1);
  const { SessionToken } = await signInByRest(player);
  for (let i = 0; i < 60; i++) await platform(player, '/api/bets', { Type: 'single', Stake: '1.00', Selections: [{ OddId: oddId, Odds: price }] }, { 'x-session-token': SessionToken });
  await expect(desk.getByTestId('ticker-row')).toHaveCount(50, { timeout: 15_000 });
  await expect(desk.getByTestId('ticker-stake').filter({ hasText: '€500.00' })).toHaveCount(0);
  await expect(desk.getByTestId('ticker-row').first().getByTestId('ticker-flags')).toContainText(tk('flags.same_event'));
});
