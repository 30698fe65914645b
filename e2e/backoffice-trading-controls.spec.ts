/**
 * Issue 19, trading controls: a player has a price of a match on their slip; a trader suspends that
 * market in the back office, and the player's open slip shows it suspended at once (no reload) and will
 * not place it; the trader reopens it and the player's bet is placed.
 */
import { expect, test } from '@playwright/test';
import { fundedPlayerPage, journeyPlayer } from './players';
import { globalId, pickOdd, scriptedMatch } from './sportsbook-support';
import { signInStaff, testStaff } from './staff';
import { text } from './support';

const controls = (path: string) => text('en-US', 'backoffice-trading-controls', path);
const slipText = (path: string) => text('en-US', 'betslip', path);
const FULL_TIME = text('en-US', 'sportsbook', 'periods.MATCH');

test('a trader suspends a market: the player’s open slip shows it suspended and refuses it; reopened, the bet is placed', async ({ browser }) => {
  test.setTimeout(120_000);
  const matchId = await scriptedMatch('soccer', { live: false });

  // The player picks a price of the match into the slip and types a stake.
  const { page: player } = await fundedPlayerPage(browser, journeyPlayer('suspended'), '50.00');
  await player.goto(`/en-US/match/${matchId}`);
  const fullTime = player.getByTestId('match-page').getByRole('region', { name: FULL_TIME, exact: true });
  const odd = fullTime.locator('[data-testid="odd"][aria-pressed="false"]:enabled').first();
  await expect(odd).toBeVisible();
  const oddId = (await odd.getAttribute('data-odd-id'))!;
  await pickOdd(player, odd);
  const slip = player.getByTestId('betslip');
  const selection = slip.getByTestId('betslip-selection');
  await expect(selection).toHaveCount(1);
  await slip.getByLabel(slipText('stake.label'), { exact: true }).first().fill('5');

  // The trader opens the match's controls and suspends the market of that price, with a reason.
  const { page: trader } = await signInStaff(browser, await testStaff('trader', ['trader']));
  await trader.goto(`/backoffice/en-US/trading-controls/matches/${encodeURIComponent(globalId('Match', matchId))}`);
  const market = trader.locator(`[data-testid="trading-market"][data-odds~="${oddId}"]`);
  await trader.getByLabel(controls('reason'), { exact: true }).fill('Team news');
  await market.getByRole('button', { name: controls('market.suspend'), exact: true }).click();
  await expect(market.getByTestId('market-status')).toHaveText(controls('market.deskSuspended'));

  // The player's slip shows it suspended without a reload, and the bet cannot be placed.
  await expect(selection).toHaveAttribute('data-suspended', 'true');
  await expect(selection).toContainText(slipText('selection.suspended'));
  await expect(slip.getByRole('button', { name: slipText('place.button'), exact: true })).toBeDisabled();

  // Reopened: the slip takes it again and the bet is placed.
  await market.getByRole('button', { name: controls('market.reopen'), exact: true }).click();
  await expect(market.getByTestId('market-status')).toHaveText(controls('open'));
  await expect(selection).not.toHaveAttribute('data-suspended', 'true');
  await slip.getByRole('button', { name: slipText('place.button'), exact: true }).click();
  await expect(player.getByTestId('bet-receipt').getByRole('article').first()).toBeVisible();
});
